// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparison.h"

#include "assumptions.h"
#include "chartcanvas.h"
#include "exportfiles.h"
#include "pdfdocument.h"

#include "assessment/assessment.h"
#include "core/format.h"
#include "core/languagemanager.h"
#include "core/optiontable.h"
#include "core/texts.h"
#include "engine/costmodel.h"
#include "i18n/languagescope.h"
#include "scenario/inputregistry.h"
#include "scenario/jsonfields.h"
#include "scenario/moneydefaults.h"

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
    const moneydefaults::ConversionRate fallback;
    out.usdPerEur = fallback.usdPerEur;
    out.rateDate = fallback.date;
    out.rateSource = fallback.source;
    if (context.catalog && context.catalog->exchangeRate.isValid()) {
        out.usdPerEur = context.catalog->exchangeRate.usdPerEur;
        out.rateDate = context.catalog->exchangeRate.date;
        out.rateSource = context.catalog->exchangeRate.source;
    }
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

// One field of a comparison CSV: quoted when it holds the separator, a quote or a line break; a
// text Excel would run as a formula (=, +, -, @ not followed by a number) gets an apostrophe.
static QString csvField(QString text, QChar separator)
{
    if (!text.isEmpty() && QStringLiteral("=+-@").contains(text.front()) &&
        !(text.size() > 1 && (text.at(1).isDigit() || text.at(1) == u'.')))
        text.prepend(u'\'');
    if (text.contains(separator) || text.contains(u'"') || text.contains(u'\n') ||
        text.contains(u'\r'))
        return u'"' + QString(text).replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
    return text;
}

QByteArray comparisonCsv(const ComparisonTable &table, const QLocale &locale)
{
    const QChar separator = locale.decimalPoint() == QLatin1String(",") ? u';' : u',';
    auto field = [&](const QString &text) { return csvField(text, separator); };
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

QByteArray comparisonDataCsv(const ComparedScenarios &c, const QLocale &locale, Currency currency)
{
    const QChar separator = locale.decimalPoint() == QLatin1String(",") ? u';' : u',';
    const int n = int(c.scenarios.size());
    auto field = [&](const QString &text) { return csvField(text, separator); };
    QString text;
    auto line = [&](const QString &label, const QString &unit, const QStringList &cells) {
        QStringList fields{field(label), field(unit)};
        for (const QString &cell : cells)
            fields << field(QString(cell).replace(u'\n', QStringLiteral(" — ")));
        text += fields.join(separator) + QStringLiteral("\r\n");
    };
    // A plain number in the spreadsheet's form: no grouping, the locale's decimal mark.
    auto number = [&](double v, int decimals) {
        QString t = QString::number(v, 'f', decimals);
        if (t.startsWith(u'-') && QString(t).remove(u'-').remove(u'.').remove(u'0').isEmpty())
            t.remove(0, 1);
        return locale.decimalPoint() == QLatin1String(",") ? t.replace(u'.', u',') : t;
    };
    // An amount of scenario i in the chosen currency.
    auto converted = [&](int i, double v) {
        const Currency from = c.scenarios[i].currency;
        if (from == currency || c.usdPerEur <= 0.0)
            return v;
        return from == Currency::EUR ? v * c.usdPerEur : v / c.usdPerEur;
    };
    const QString code = currencyCode(currency);
    auto amounts = [&](const QString &label, const std::function<std::optional<double>(int)> &f,
                       int decimals = 2) {
        QStringList cells;
        for (int i = 0; i < n; ++i) {
            const auto v = f(i);
            cells << (v ? number(converted(i, *v), decimals) : QString());
        }
        line(label, code, cells);
    };

    QStringList names;
    for (const Scenario &s : c.scenarios)
        names << (s.client.isEmpty() ? s.name : QStringLiteral("%1 — %2").arg(s.client, s.name));
    line(tr("Figure"), tr("Unit"), names);
    QStringList cells;
    for (int i = 0; i < n; ++i)
        cells << (c.advice[i] ? texts::adviceTitle(*c.advice[i], locale) : QString());
    line(tr("Recommendation"), QString(), cells);
    cells.clear();
    for (int i = 0; i < n; ++i)
        cells << (c.decisions[i] ? texts::recommendationName(c.decisions[i]->recommendation)
                                 : QString());
    line(tr("Decision matrix leans to"), QString(), cells);
    cells.clear();
    for (int i = 0; i < n; ++i)
        cells << (c.decisions[i] ? number(c.decisions[i]->overall, 0) : QString());
    line(tr("Decision matrix score"), tr("0 = cloud, 100 = on-premise"), cells);
    cells.clear();
    for (int i = 0; i < n; ++i) {
        const std::optional<double> month =
            c.advice[i] ? c.advice[i]->headline.breakEvenMonth : c.evaluations[i].breakEvenMonth;
        const bool cloud = c.advice[i] && c.advice[i]->option == Option::Cloud;
        cells << (cloud || !month ? QString() : number(*month, 1));
    }
    line(tr("Break-even of the recommendation"), tr("months"), cells);
    amounts(tr("Savings of on-premise"), [&](int i) -> std::optional<double> {
        const Evaluation &e = c.evaluations[i];
        return e.option(Option::Cloud).tco - e.option(Option::OnPrem).tco;
    });
    cells.clear();
    for (int i = 0; i < n; ++i)
        cells << number(c.evaluations[i].savingsFraction * 100.0, 1);
    line(tr("Savings of on-premise (share of the cloud's total)"), QStringLiteral("%"), cells);
    cells.clear();
    for (int i = 0; i < n; ++i) {
        const Evaluation &e = c.evaluations[i];
        cells << (e.breakEvenUtilization ? number(*e.breakEvenUtilization * 100.0, 1)
                  : e.breakEvenUtilizationKind == BreakEvenKind::OnPremAlwaysCheaper
                      ? tr("on-premise always cheaper")
                      : tr("cloud always cheaper"));
    }
    line(tr("Break-even utilization"), QStringLiteral("%"), cells);
    cells.clear();
    for (int i = 0; i < n; ++i) {
        const Evaluation &e = c.evaluations[i];
        const OptionResult *hybrid = e.find(Option::Hybrid);
        cells << QString::number(e.modelVersion >= 2 && hybrid ? hybrid->onpremGpus
                                                               : e.optimalOnpremGpus);
    }
    line(tr("Cost-minimising on-premise fleet"), tr("GPUs"), cells);
    for (const engine::OptionSpec &spec : engine::optionList()) {
        const Option o = spec.id;
        if (std::none_of(c.evaluations.begin(), c.evaluations.end(),
                         [&](const Evaluation &e) { return e.find(o) != nullptr; }))
            continue;
        amounts(tr("Total cost: %1").arg(optionLabel(o)), [&, o](int i) -> std::optional<double> {
            const OptionResult *r = c.evaluations[i].find(o);
            return r ? std::optional<double>(r->tco) : std::nullopt;
        });
        amounts(
            tr("Cost per GPU-hour: %1").arg(optionLabel(o)),
            [&, o](int i) -> std::optional<double> {
                const OptionResult *r = c.evaluations[i].find(o);
                return r ? std::optional<double>(r->costPerGpuHour) : std::nullopt;
            },
            4);
    }

    // The inputs that differ, in words, the ones every compared version has.
    const auto applies = [&](unsigned rowVersions) {
        for (const Scenario &s : c.scenarios)
            if (!(rowVersions & (1u << s.inputs.modelVersion)))
                return false;
        return true;
    };
    const QList<InputDifference> differences = differingInputs(c.scenarios);
    int leftOut = 0;
    const int before = int(text.size());
    line(tr("Inputs that differ"), QString(), QStringList());
    for (const InputDifference &difference : differences) {
        const QByteArray path = difference.field.toUtf8();
        const std::string_view key{path.constData(), std::size_t(path.size())};
        const inputs::Input *input = inputs::find(key);
        const inputs::Section *section = input ? nullptr : inputs::findSection(key);
        if ((input && !applies(input->versions)) || (section && !applies(section->versions))) {
            ++leftOut;
            continue;
        }
        QString label = input && input->label       ? inputs::label(*input)
                        : section && section->label ? inputs::translate(section->label)
                                                    : difference.field;
        QString unit;
        QStringList values;
        const bool numeric = input && input->isNumber();
        if (numeric) {
            unit = input->measure == inputs::Measure::Money
                       ? QString(code + u' ' + inputs::unitSuffix(input->unit)).trimmed()
                   : input->measure == inputs::Measure::Share ? QStringLiteral("%")
                                                              : inputs::unitSuffix(input->unit);
        }
        for (int i = 0; i < n; ++i) {
            const QJsonValue v = difference.values.value(i);
            if (numeric && v.isDouble()) {
                double x = v.toDouble();
                if (input->measure == inputs::Measure::Money)
                    x = converted(i, x);
                else if (input->measure == inputs::Measure::Share)
                    x *= 100.0;
                values << number(x, input->type == inputs::Type::Whole ? 0
                                    : input->measure == inputs::Measure::Money
                                        ? inputs::amountDecimals(*input)
                                        : 4);
                continue;
            }
            QString t = input ? inputValue(*input, c.scenarios[i], locale) : QString();
            if (t.isEmpty() && v.isArray())
                t = listText(v.toArray(), locale);
            else if (t.isEmpty() && (v.isNull() || v.isUndefined()))
                t = tr("automatic");
            else if (t.isEmpty())
                t = jsonfields::show(v).remove(u'"');
            values << t;
        }
        line(label, unit, values);
    }
    if (differences.isEmpty()) {
        text.truncate(before);
        line(tr("All inputs are the same"), QString(), QStringList());
    }
    if (leftOut > 0)
        line(tr("%n input(s) of one format version only are left out", nullptr, leftOut), QString(),
             QStringList());
    // The currency and, when one was converted, the rate.
    bool mixed = false;
    for (const Scenario &s : c.scenarios)
        mixed = mixed || s.currency != currency;
    line(tr("Amounts in"), code, QStringList());
    if (mixed && c.usdPerEur > 0.0)
        line(tr("Converted at 1 EUR = %1 USD (%2, %3)")
                 .arg(locale.toString(c.usdPerEur, 'f', 4),
                      locale.toString(c.rateDate, QLocale::ShortFormat), c.rateSource),
             QString(), QStringList());
    return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
}

// The scenarios' results in one currency: amounts of another scenario converted at the rate, and
// its currency set to `currency` (the chart then draws one axis).
static ComparedScenarios inCurrency(const ComparedScenarios &c, Currency currency)
{
    ComparedScenarios out = c;
    for (qsizetype i = 0; i < out.scenarios.size(); ++i) {
        Scenario &s = out.scenarios[i];
        if (s.currency == currency || c.usdPerEur <= 0.0)
            continue;
        const double f = s.currency == Currency::EUR ? c.usdPerEur : 1.0 / c.usdPerEur;
        s.currency = currency;
        for (OptionResult &r : out.evaluations[i].options) {
            r.tco *= f;
            r.npv *= f;
            r.costPerGpuHour *= f;
            for (double &v : r.categories)
                v *= f;
            for (double &v : r.monthly)
                v *= f;
            for (double &v : r.cumulative)
                v *= f;
        }
    }
    return out;
}

// One page: the comparison's table (whole names) above its chart.
static QString writeComparisonPdf(const ComparedScenarios &shown, const QLocale &locale,
                                  charts::CompareAxis axis, const QString &path,
                                  const ComparedScenarios &original)
{
    // The chart's key names each scenario by a letter, the table by its letter and whole name:
    // a legend never cuts a name (issue 36).
    QList<Scenario> lettered = shown.scenarios;
    for (qsizetype i = 0; i < lettered.size(); ++i)
        lettered[i].name = tr("Scenario %1").arg(QChar(u'A' + int(i)));
    std::vector<Figure> figures(1);
    figures[0].layoutSize = QSize(900, 520);
    figures[0].chart = charts::compareChart(lettered, shown.evaluations, locale, axis);
    figures[0].canvas =
        std::make_unique<ChartCanvas>(*figures[0].chart, QSizeF(figures[0].layoutSize));
    figures[0].caption = tr("Cumulative cost of each scenario and option, month by month.");
    const ComparisonTable table = comparisonTable(shown, locale);
    bool converted = false;
    for (qsizetype i = 0; i < original.scenarios.size(); ++i)
        converted = converted || original.scenarios[i].currency != shown.scenarios[i].currency;
    PdfDocument document;
    document.title = tr("Cumulative cost compared");
    document.paper = Paper::A4;
    document.marginMm = 15.0;
    document.figures = &figures;
    document.build = [&](DocumentBuilder &doc) {
        doc.heading(tr("Scenarios compared"), false);
        if (converted)
            doc.paragraph(tr("Amounts in %1; the other currency converted at 1 EUR = %2 USD "
                             "(%3, %4).")
                              .arg(currencyCode(shown.scenarios.front().currency),
                                   locale.toString(original.usdPerEur, 'f', 4),
                                   locale.toString(original.rateDate, QLocale::ShortFormat),
                                   original.rateSource),
                          9.0);
        TableSpec outputs;
        outputs.headers = QStringList{tr("Figure")};
        outputs.widths = {28.0};
        outputs.numeric = {false};
        for (const QString &column : table.columns) {
            outputs.headers << tr("%1: %2", "Scenario A: its whole name")
                                   .arg(lettered[outputs.headers.size() - 1].name,
                                        QString(column).replace(u'\n', QStringLiteral(" — ")));
            outputs.widths.push_back(72.0 / double(table.columns.size()));
            outputs.numeric.push_back(true);
        }
        outputs.points = 8.0;
        for (int r = 0; r < table.outputRows; ++r)
            outputs.rows.push_back(QStringList{table.rowLabels[r]} + table.cells[std::size_t(r)]);
        doc.table(outputs);
        doc.figure(0);
        doc.paragraph(tr("The inputs that differ are in the comparison's CSV table."), 8.0);
    };
    return writeAtomically(path, [&](QIODevice &device) { return writePdf(document, device); });
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
    const Currency currency = request.currency.value_or(request.scenarios.front().currency);
    if (suffix == QLatin1String("csv"))
        return writeAtomically(request.outputPath, comparisonDataCsv(compared, locale, currency));
    // The chart and the PDF's table in one currency (issue 36: two currencies on one axis were
    // not comparable).
    const ComparedScenarios shown = inCurrency(compared, currency);
    if (suffix == QLatin1String("pdf"))
        return writeComparisonPdf(shown, locale, request.axis, request.outputPath, compared);
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
        charts::compareChart(shown.scenarios, shown.evaluations, locale, request.axis);
    return exportChart(*chart, *chartFormatForPath(request.outputPath), spec, request.outputPath);
}

} // namespace gda::ui::exporting
