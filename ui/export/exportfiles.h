// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/charts.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QIODevice;
QT_END_NAMESPACE

// What every export shares: file names, the overwrite rule and atomic writing.
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

// Writes a file atomically: `write` fills a temporary file next to `path`, which replaces `path`
// only when `write` returns an empty string and everything reached the disk. Returns an empty
// string or one translated line naming the path and the reason. Never leaves a partial file.
QString writeAtomically(const QString &path, const std::function<QString(QIODevice &)> &write);

} // namespace gda::ui::exporting
