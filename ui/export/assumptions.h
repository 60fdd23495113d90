// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/inputregistry.h"
#include "scenario/scenario.h"

#include <QDate>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <vector>

// The report's assumptions: every input of the input registry (src/scenario/inputregistry.h)
// with its label, its value and where the value comes from — the catalog (source and date from
// the pricing provenance), an application default (its dated source, as docs/methodology.md
// §8 gives it), or the user.
namespace gda::ui::exporting {

struct AssumptionRow
{
    QString group;  // set on the first row of each group ("Workload", "Cloud", …)
    QString label;  // the input's one label: "GPUs needed"
    QString value;  // "80", "€ 2,88 per GPU-hour", "70%"
    QString source; // "Default: hybrid-cloud article (Introl), 8 Dec 2025",
                    // "Catalog: AWS p5.48xlarge, 5 Jun 2025", "Scenario"
    QString path;   // the input's path in the scenario file: "inputs.workload.gpus"
};

// The value of one input of the registry in words, with its unit, as the report writes it:
// "€ 5,931 per GPU-hour", "70%", "Dedicated GPU-cluster (HPC) team"; empty without a slot.
QString inputValue(const inputs::Input &input, const Scenario &scenario, const QLocale &locale);
// The same for a field of the `element`-th element of a list: "inputs.workloads[].gpus" of the
// third workload is inputValue(at("inputs.workloads[].gpus"), scenario, locale, 2).
QString inputValue(const inputs::Input &input, const Scenario &scenario, const QLocale &locale,
                   int element);

// Every cost-model input of the registry, in its order, in the active language.
std::vector<AssumptionRow> assumptionRows(const Scenario &scenario, const QLocale &locale);

// The full reference of each source the rows cite as a default, one line each:
// "hybrid-cloud article (Introl), 8 Dec 2025: Introl, “Hybride cloudstrategie voor AI …”".
QStringList defaultSources(const Scenario &scenario, const QLocale &locale);

// The catalog entries the scenario's prices came from (offer, GPU model, exchange rate): one
// line each with its source text, date and, for the offer and the GPU model, the price's age on
// `today`; empty when no catalog offer was applied.
QStringList priceSources(const Scenario &scenario, const QLocale &locale,
                         const QDate &today = QDate::currentDate());

} // namespace gda::ui::exporting
