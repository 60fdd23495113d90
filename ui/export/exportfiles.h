// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/charts.h"
#include "files/atomicfile.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QString>

// What every export shares: file names, the overwrite rule and atomic writing (src/files).
namespace gda::ui::exporting {

// Translation context of the export's free functions: "gda::ui::exporting".
inline QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("gda::ui::exporting", text, disambiguation, n);
}

// "acme-corp_80-h100-on-demand_break-even.png": client, scenario name and subject (a chart kind's
// key, "report", "monthly"), lower case, letters, digits and hyphens only, parts joined by "_".
// Empty parts are left out; `extension` is given without the dot.
QString suggestedFileName(const Scenario &scenario, const QString &subject,
                          const QString &extension);
QString suggestedFileName(const Scenario &scenario, charts::ChartKind kind,
                          const QString &extension);

// True when writing to `path` would replace something that exists: the user must agree first.
bool needsOverwriteConfirmation(const QString &path);

// The folder an export proposes first: the desktop's own documents folder
// (QStandardPaths::DocumentsLocation, "~/Documenten" on a Dutch desktop), created when it is
// missing; the home folder when there is none or it cannot be created (issue 36).
QString defaultExportFolder();

using gda::files::writeAtomically;

} // namespace gda::ui::exporting
