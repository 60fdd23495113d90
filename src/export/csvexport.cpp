// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvexport.h"

#include "files/atomicfile.h"

#include "exportnames.h"

#include "assessment/assessment.h"

#include "engine/costmodel.h"
#include "i18n/languagescope.h"

#include <QCoreApplication>
#include <QIODevice>

namespace gda::exporting {

using namespace gda::engine;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::exporting)
};

QString key(std::string_view k)
{
    return QString::fromLatin1(k.data(), qsizetype(k.size()));
}

// Two decimals, decimal point, no grouping, never "-0.00".
QByteArray amount(double value)
{
    QByteArray text = QByteArray::number(value, 'f', 2);
    if (text == "-0.00")
        text = "0.00";
    return text;
}

// The scenario evaluated as every other surface evaluates it (assessment.h), with the monthly
// categories.
// The evaluation with its categories per month, as every surface assesses the scenario, and
// the calendar its months fall on (docs/methodology.md §18).
assessment::Assessment monthlyAssessment(const Scenario &scenario)
{
    OptionRequest request;
    request.withMonthlyCategories = true;
    return assessment::assessOrOwnPrices(scenario, {}, request);
}

// "2026-10"
QString monthText(const YearMonth &m)
{
    return QStringLiteral("%1-%2").arg(m.year).arg(m.month, 2, 10, QLatin1Char('0'));
}

double categoryAmount(const OptionResult &result, std::size_t month, Category c)
{
    return month < result.monthlyByCategory.size() ? result.monthlyByCategory[month][std::size_t(c)]
                                                   : 0.0;
}

// One field of a spreadsheet CSV, quoted when it holds the separator, a quote or a line break.
QString field(const QString &text, QChar separator)
{
    if (!text.contains(separator) && !text.contains(u'"') && !text.contains(u'\n') &&
        !text.contains(u'\r'))
        return text;
    return u'"' + QString(text).replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
}

// A name the user typed, made inert for a spreadsheet: Excel runs a field that starts with "=",
// "+", "-" or "@" as a formula (CSV injection), so such a text gets a leading apostrophe.
QString inert(const QString &text)
{
    static const QString triggers = QStringLiteral("=+-@\t\r");
    return !text.isEmpty() && triggers.contains(text.front()) ? u'\'' + text : text;
}

// The CSV for Dutch or English Excel (the header's comment).
QByteArray spreadsheetCsv(const Scenario &scenario, CsvLocale form)
{
    const bool dutch = form == CsvLocale::Dutch;
    const i18n::LanguageScope language(dutch ? QStringLiteral("nl") : QStringLiteral("en"));
    const QChar separator = dutch ? u';' : u',';
    const QString lineEnd = QStringLiteral("\r\n");
    auto line = [&](const QStringList &fields) -> QString {
        QStringList quoted;
        for (const QString &f : fields)
            quoted << field(f, separator);
        return quoted.join(separator) + lineEnd;
    };
    auto number = [&](double value) -> QString {
        QString text = QString::fromLatin1(amount(value));
        return dutch ? text.replace(u'.', u',') : text;
    };

    const assessment::Assessment assessed = monthlyAssessment(scenario);
    const Evaluation &evaluation = assessed.evaluation;
    const QString currency = currencyCode(scenario.currency);
    auto money = [&](const QString &name) -> QString {
        return Msg::tr("%1 (%2)", "column name (currency code)").arg(name, currency);
    };
    QString text = QChar(0xfeff) + line({Msg::tr("Client"), inert(scenario.client)}) +
                   line({Msg::tr("Scenario"), inert(scenario.name)}) +
                   line({Msg::tr("Currency"), currency}) + lineEnd;
    QStringList header{Msg::tr("Month"), Msg::tr("Calendar month"), Msg::tr("Option")};
    for (Category c : categoriesFor(evaluation.modelVersion))
        header << money(categoryName(c));
    header << money(Msg::tr("Total")) << money(Msg::tr("Cumulative"));
    text += line(header);
    for (int month = 1; month <= evaluation.months; ++month) {
        const auto m = std::size_t(month - 1);
        for (const OptionResult &result : evaluation.options) {
            QStringList row{QString::number(month),
                            monthText(calendarMonth(assessed.business.calendar, month)),
                            optionName(result.option)};
            for (Category c : categoriesFor(evaluation.modelVersion))
                row << number(categoryAmount(result, m, c));
            row << number(result.monthly[m]) << number(result.cumulative[m]);
            text += line(row);
        }
    }
    return text.toUtf8();
}

} // namespace

QString fiscalYearLabel(int fiscalYear, int fiscalYearStart)
{
    if (fiscalYearStart <= 1)
        return QString::number(fiscalYear);
    return QStringLiteral("%1/%2")
        .arg(fiscalYear)
        .arg((fiscalYear + 1) % 100, 2, 10, QLatin1Char('0'));
}

QStringList yearlyCsvColumns()
{
    return {QStringLiteral("fiscal_year"),
            QStringLiteral("from"),
            QStringLiteral("to"),
            QStringLiteral("option"),
            QStringLiteral("spend"),
            QStringLiteral("capex"),
            QStringLiteral("opex"),
            QStringLiteral("residual"),
            QStringLiteral("depreciation"),
            QStringLiteral("cumulative"),
            QStringLiteral("savings"),
            QStringLiteral("cumulative_savings"),
            QStringLiteral("share_migrated"),
            QStringLiteral("kwh"),
            QStringLiteral("tonnes_co2")};
}

QByteArray yearlyCsv(const Scenario &scenario, CsvLocale form)
{
    const bool spreadsheet = form != CsvLocale::C;
    const bool dutch = form == CsvLocale::Dutch;
    std::optional<i18n::LanguageScope> language;
    if (spreadsheet)
        language.emplace(dutch ? QStringLiteral("nl") : QStringLiteral("en"));
    const QChar separator = dutch ? u';' : u',';
    const QString lineEnd = spreadsheet ? QStringLiteral("\r\n") : QStringLiteral("\n");
    auto line = [&](const QStringList &fields) -> QString {
        QStringList quoted;
        for (const QString &f : fields)
            quoted << (spreadsheet ? field(f, separator) : f);
        return quoted.join(separator) + lineEnd;
    };
    auto number = [&](double value, int decimals) -> QString {
        QString text = QString::number(value, 'f', decimals);
        if (text.startsWith(u'-') && text.count(u'0') == text.size() - 2)
            text.remove(0, 1); // never "-0.00"
        return dutch ? text.replace(u'.', u',') : text;
    };
    auto optional = [&](const std::optional<double> &value, int decimals) -> QString {
        return value ? number(*value, decimals) : QString();
    };

    OptionRequest request;
    request.withMonthlyCategories = true;
    const assessment::Assessment assessed = assessment::assessOrOwnPrices(scenario, {}, request);
    const BusinessCase &business = assessed.business;
    const QString currency = currencyCode(scenario.currency);
    QString text;
    if (spreadsheet) {
        auto money = [&](const QString &name) -> QString {
            return Msg::tr("%1 (%2)", "column name (currency code)").arg(name, currency);
        };
        text = QChar(0xfeff) + line({Msg::tr("Client"), inert(scenario.client)}) +
               line({Msg::tr("Scenario"), inert(scenario.name)}) +
               line({Msg::tr("Currency"), currency}) + lineEnd;
        text += line({Msg::tr("Fiscal year"), Msg::tr("From"), Msg::tr("To"), Msg::tr("Option"),
                      money(Msg::tr("Spend")), money(Msg::tr("Capex")), money(Msg::tr("Opex")),
                      money(Msg::tr("Residual value")), money(Msg::tr("Depreciation")),
                      money(Msg::tr("Cumulative")), money(Msg::tr("Savings against the cloud")),
                      money(Msg::tr("Cumulative savings")), Msg::tr("Share migrated (%)"),
                      Msg::tr("Energy (kWh)"), Msg::tr("CO2 (tonnes)")});
    } else {
        text = line(yearlyCsvColumns());
    }
    for (const OptionBusinessCase &o : business.options) {
        for (const YearFigures &y : o.years) {
            const QString year =
                spreadsheet ? fiscalYearLabel(y.fiscalYear, business.calendar.fiscalYearStart)
                            : QString::number(y.fiscalYear);
            std::optional<double> share = y.shareMigrated;
            if (share && spreadsheet)
                *share *= 100.0;
            text += line({year, monthText(calendarMonth(business.calendar, y.firstMonth)),
                          monthText(calendarMonth(business.calendar, y.lastMonth)),
                          spreadsheet ? optionName(o.option) : key(optionKey(o.option)),
                          number(y.spend, 2), number(y.capex, 2), number(y.opex, 2),
                          number(y.residual, 2), number(y.depreciation, 2), number(y.cumulative, 2),
                          number(y.savings, 2), number(y.cumulativeSavings, 2),
                          optional(share, spreadsheet ? 1 : 4), optional(y.kwh, 0),
                          optional(y.tonnesCo2, 3)});
        }
    }
    return text.toUtf8();
}

QString writeYearlyCsv(const Scenario &scenario, const QString &path, CsvLocale form)
{
    return files::writeAtomically(path, yearlyCsv(scenario, form));
}

std::optional<CsvLocale> csvLocaleFromKey(const QString &key)
{
    if (key == QLatin1String("c"))
        return CsvLocale::C;
    if (key == QLatin1String("nl"))
        return CsvLocale::Dutch;
    if (key == QLatin1String("en"))
        return CsvLocale::English;
    return std::nullopt;
}

QStringList csvLocaleKeys()
{
    return {QStringLiteral("nl"), QStringLiteral("en"), QStringLiteral("c")};
}

QStringList monthlyCsvColumns(int modelVersion)
{
    QStringList columns{QStringLiteral("month"), QStringLiteral("calendar_month"),
                        QStringLiteral("option")};
    for (Category c : categoriesFor(modelVersion))
        columns << key(categoryKey(c));
    columns << QStringLiteral("total") << QStringLiteral("cumulative");
    return columns;
}

QByteArray monthlyCsv(const Scenario &scenario, CsvLocale form)
{
    if (form != CsvLocale::C)
        return spreadsheetCsv(scenario, form);
    const assessment::Assessment assessed = monthlyAssessment(scenario);
    const Evaluation &evaluation = assessed.evaluation;
    QByteArray csv = monthlyCsvColumns(evaluation.modelVersion).join(u',').toLatin1() + '\n';
    for (int month = 1; month <= evaluation.months; ++month) {
        const auto m = std::size_t(month - 1);
        const QByteArray calendar =
            monthText(calendarMonth(assessed.business.calendar, month)).toLatin1();
        for (const OptionResult &result : evaluation.options) {
            const std::string_view option = optionKey(result.option);
            csv += QByteArray::number(month) + ',' + calendar + ',' +
                   QByteArray(option.data(), qsizetype(option.size()));
            for (Category c : categoriesFor(evaluation.modelVersion))
                csv += ',' + amount(categoryAmount(result, m, c));
            csv += ',' + amount(result.monthly[m]) + ',' + amount(result.cumulative[m]) + '\n';
        }
    }
    return csv;
}

QString writeMonthlyCsv(const Scenario &scenario, const QString &path, CsvLocale form)
{
    return files::writeAtomically(path, monthlyCsv(scenario, form));
}

} // namespace gda::exporting
