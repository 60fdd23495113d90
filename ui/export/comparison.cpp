// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparison.h"

#include "assumptions.h"
#include "exportfiles.h"

#include "assessment/assessment.h"
#include "core/format.h"
#include "core/languagemanager.h"
#include "core/optiontable.h"
#include "core/texts.h"
#include "engine/costmodel.h"
#include "i18n/languagescope.h"
#include "scenario/inputregistry.h"
#include "scenario/jsonfields.h"

#include <QChart>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <functional>

namespace gda::ui::exporting {

using namespace gda::engine;

// A list input (workloads, purchases, commitments, …) in words, one entry after another: the
// entry's name, offer or id, its GPUs and its month where it has them — never raw JSON.
static QString listText(const QJsonArray &list, const QLocale &locale)
{
    if (list.isEmpty())
        return tr("none");
    QStringList entries;
    for (const QJsonValue &entry : list) {
        if (!entry.isObject()) {
            entries << (entry.isDouble() ? locale.toString(entry.toDouble(), 'g', 10)
                                         : jsonfields::show(entry).remove(u'"'));
            continue;
        }
        const QJsonObject o = entry.toObject();
        QString name;
        for (const char *key : {"name", "offer", "id", "kind"})
            if (name.isEmpty())
                name = o.value(QLatin1String(key)).toString();
        QStringList parts;
        if (o.value(QLatin1String("gpus")).isDouble())
            parts << tr("%n GPU(s)", nullptr, o.value(QLatin1String("gpus")).toInt());
        if (o.value(QLatin1String("month")).isDouble())
            parts << tr("month %1").arg(locale.toString(o.value(QLatin1String("month")).toInt()));
        if (o.value(QLatin1String("start_month")).isDouble())
            parts << tr("from month %1")
                         .arg(locale.toString(o.value(QLatin1String("start_month")).toInt()));
        QString text = name;
        if (!parts.isEmpty())
            text = name.isEmpty() ? parts.join(QStringLiteral(", "))
                                  : tr("%1 (%2)").arg(name, parts.join(QStringLiteral(", ")));
        entries << (text.isEmpty() ? tr("entry %1").arg(entries.size() + 1) : text);
    }
    return entries.join(QStringLiteral("; "));
}

ComparedScenarios compareScenarios(const QList<Scenario> &scenarios)
{
    ComparedScenarios out;
    // One catalog for all of them; a scenario the catalog cannot resolve (the library shows it
    // as damaged) is shown at its own prices rather than left out of the comparison.
    const auto loaded = assessment::loaded({});
    const assessment::Context context = std::holds_alternative<assessment::Context>(loaded)
                                            ? std::get<assessment::Context>(loaded)
                                            : assessment::Context{};
    for (const Scenario &s : scenarios) {
        assessment::Assessment a = assessment::assessOrOwnPrices(s, context);
        out.scenarios << std::move(a.scenario);
        out.evaluations << std::move(a.evaluation);
        out.decisions << a.decision;
        out.advice << a.advice;
    }
    return out;
}

ComparisonTable comparisonTable(const ComparedScenarios &c, const QLocale &locale)
{
    ComparisonTable table;
    const int n = int(c.scenarios.size());
    for (const Scenario &s : c.scenarios)
        table.columns << (s.client.isEmpty() ? s.name
                                             : QStringLiteral("%1\n%2").arg(s.client, s.name));

    struct Row
    {
        QString label;
        std::function<QString(int)> value;
    };
    const auto money = [&](int i, double v) {
        return format::money(v, c.scenarios[i].currency, locale);
    };
    std::vector<Row> rows = {
        // The advice, as the dashboard and the report lead with it; the decision matrix's own
        // lean is a row of its own (issue 31: "Recommendation" means the advice everywhere).
        {tr("Recommendation"),
         [&](int i) { return c.advice[i] ? texts::adviceTitle(*c.advice[i], locale) : QString(); }},
        {tr("Decision matrix leans to"),
         [&](int i) {
             return c.decisions[i]
                        ? tr("%1, score %2")
                              .arg(texts::recommendationName(c.decisions[i]->recommendation),
                                   locale.toString(c.decisions[i]->overall, 'f', 0))
                        : QString();
         }},
        // The recommended option's own break-even against the cloud, as the library and the
        // report give it (none for the cloud itself); without advice on-premise's, as the library.
        {tr("Break-even"),
         [&](int i) {
             const std::optional<double> month = c.advice[i] ? c.advice[i]->headline.breakEvenMonth
                                                             : c.evaluations[i].breakEvenMonth;
             if (c.advice[i] && c.advice[i]->option == Option::Cloud)
                 return QStringLiteral("—");
             const Option option = c.advice[i] ? c.advice[i]->option : Option::OnPrem;
             return texts::breakEvenLabel(option, month, c.scenarios[i].inputs.horizonYears,
                                          locale);
         }},
        {tr("Savings of on-premise"),
         [&](int i) {
             const Evaluation &e = c.evaluations[i];
             return tr("%1 (%2)").arg(
                 money(i, e.option(Option::Cloud).tco - e.option(Option::OnPrem).tco),
                 format::percent(e.savingsFraction, locale, format::kSavingsDecimals));
         }},
        {tr("Break-even utilization"),
         [&](int i) {
             const Evaluation &e = c.evaluations[i];
             return e.breakEvenUtilization
                        ? format::percent(*e.breakEvenUtilization, locale,
                                          format::kBreakEvenUtilizationDecimals)
                        : (e.breakEvenUtilizationKind == BreakEvenKind::OnPremAlwaysCheaper
                               ? tr("on-premise always cheaper")
                               : tr("cloud always cheaper"));
         }},
        // Version 2: the hybrid option's own fleet (the one "Hybrid with 40 GPUs" names).
        {tr("Cost-minimising on-premise fleet"),
         [&](int i) {
             const Evaluation &e = c.evaluations[i];
             const OptionResult *hybrid = e.find(Option::Hybrid);
             return tr("%n GPU(s)", nullptr,
                       e.modelVersion >= 2 && hybrid ? hybrid->onpremGpus : e.optimalOnpremGpus);
         }},
    };
    // A row per option that any of the scenarios has (an option that does not apply to one
    // scenario leaves its cell empty), in the option list's order.
    for (const engine::OptionSpec &spec : engine::optionList()) {
        const Option o = spec.id;
        if (std::none_of(c.evaluations.begin(), c.evaluations.end(),
                         [&](const Evaluation &e) { return e.find(o) != nullptr; }))
            continue;
        rows.push_back({tr("Total cost: %1").arg(optionLabel(o)), [&, o](int i) {
                            const OptionResult *r = c.evaluations[i].find(o);
                            return r ? money(i, r->tco) : QString();
                        }});
        rows.push_back({tr("Cost per GPU-hour: %1").arg(optionLabel(o)), [&, o](int i) {
                            const OptionResult *r = c.evaluations[i].find(o);
                            return r ? format::money(r->costPerGpuHour, c.scenarios[i].currency,
                                                     locale, 2)
                                     : QString();
                        }});
    }
    table.outputRows = int(rows.size());
    for (const Row &row : rows) {
        table.rowLabels << row.label;
        QStringList cells;
        for (int i = 0; i < n; ++i)
            cells << row.value(i);
        table.cells.push_back(cells);
    }

    table.differences = differingInputs(c.scenarios);
    table.rowLabels << (table.differences.isEmpty() ? tr("All inputs are the same")
                                                    : tr("Inputs that differ:"));
    table.cells.push_back(QStringList());
    for (const InputDifference &difference : table.differences) {
        // The input's one label (the editors' and the report's); its path for anything else.
        const QByteArray path = difference.field.toUtf8();
        const inputs::Input *input = inputs::find({path.constData(), std::size_t(path.size())});
        table.rowLabels << (input && input->label ? inputs::label(*input) : difference.field);
        QStringList cells;
        for (int i = 0; i < n; ++i) {
            const QJsonValue v = difference.values.value(i);
            // In words with its unit, as the report writes it ("90%", "€ 5,931 per GPU-hour");
            // the raw value only for a field the registry cannot show.
            QString text = input ? inputValue(*input, c.scenarios[i], locale) : QString();
            if (text.isEmpty() && v.isDouble())
                text = locale.toString(v.toDouble(), 'g', 10);
            else if (text.isEmpty() && v.isArray())
                text = listText(v.toArray(), locale);
            else if (text.isEmpty() && (v.isNull() || v.isUndefined()))
                text = QStringLiteral("—"); // not in this scenario (a version 1 file)
            else if (text.isEmpty())
                text = jsonfields::show(v).remove(u'"');
            cells << text;
        }
        table.cells.push_back(cells);
    }
    return table;
}

QByteArray comparisonCsv(const ComparisonTable &table, const QLocale &locale)
{
    const QChar separator = locale.decimalPoint() == QLatin1String(",") ? u';' : u',';
    auto field = [&](QString text) -> QString {
        // A cell Excel would run as a formula starts with an apostrophe.
        if (!text.isEmpty() && QStringLiteral("=+-@").contains(text.front()) &&
            !(text.size() > 1 && text.at(1).isDigit()))
            text.prepend(u'\'');
        if (text.contains(separator) || text.contains(u'"') || text.contains(u'\n') ||
            text.contains(u'\r'))
            return u'"' + QString(text).replace(QStringLiteral("\""), QStringLiteral("\"\"")) +
                   u'"';
        return text;
    };
    auto line = [&](const QString &first, const QStringList &rest) -> QString {
        QStringList fields{field(first)};
        for (const QString &cell : rest)
            fields << field(QString(cell).replace(u'\n', QStringLiteral(" — ")));
        return fields.join(separator) + QStringLiteral("\r\n");
    };
    QString text = line(tr("Figure"), table.columns);
    for (std::size_t r = 0; r < table.cells.size() && r < std::size_t(table.rowLabels.size()); ++r)
        text += line(table.rowLabels[qsizetype(r)], table.cells[r]);
    return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
}

QStringList comparisonSuffixes()
{
    return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"),
            QStringLiteral("csv")};
}

QString writeComparison(const ComparisonRequest &request)
{
    if (request.scenarios.size() < 2 || request.scenarios.size() > 4)
        return tr("A comparison takes two to four scenarios, not %1.")
            .arg(request.scenarios.size());
    if (!LanguageManager::languages().contains(request.language))
        return tr("Unknown language \"%1\" (valid: %2).")
            .arg(request.language, LanguageManager::languages().join(QStringLiteral(", ")));
    const QString suffix = QFileInfo(request.outputPath).suffix().toLower();
    if (!comparisonSuffixes().contains(suffix))
        return tr("Cannot tell the format of \"%1\" (valid: %2).")
            .arg(request.outputPath, comparisonSuffixes().join(QStringLiteral(", ")));
    const i18n::LanguageScope language(request.language); // the interface keeps its own
    const QLocale locale = LanguageManager::localeFor(request.language);
    const ComparedScenarios compared = compareScenarios(request.scenarios);
    if (suffix == QLatin1String("csv")) {
        return writeAtomically(request.outputPath,
                               comparisonCsv(comparisonTable(compared, locale), locale));
    }
    ChartImageSpec spec;
    spec.size = request.size;
    spec.dpi = request.dpi;
    QStringList names;
    for (const Scenario &s : request.scenarios)
        names << s.name;
    spec.title = tr("Cumulative cost compared");
    spec.description = tr("Comparison of the scenarios %1, made with GPU Decision Advisor.")
                           .arg(names.join(QStringLiteral(", ")));
    const auto chart =
        charts::compareChart(compared.scenarios, compared.evaluations, locale, request.axis);
    return exportChart(*chart, *chartFormatForPath(request.outputPath), spec, request.outputPath);
}

} // namespace gda::ui::exporting
