// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "xlsxexport.h"

#include "exportnames.h"
#include "files/atomicfile.h"

#include "assessment/assessment.h"

#include "engine/costmodel.h"
#include "engine/decision.h"
#include "engine/options.h"
#include "i18n/languages.h"
#include "i18n/languagescope.h"
#include "scenario/countries.h"
#include "scenario/deriveddefaults.h"
#include "scenario/inputregistry.h"
#include "scenario/moneydefaults.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QIODevice>
#include <QJsonArray>
#include <QLocale>
#include <QScopeGuard>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace gda::exporting {

using namespace gda::engine;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::exporting)
};

// "A", "B", …, "Z", "AA" for columns 0, 1, …
QString columnName(int column)
{
    QString name;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
}

// "$B$3"
QString absolute(int row, int column)
{
    return u'$' + columnName(column) + u'$' + QString::number(row + 1);
}

// "B3"
QString relative(int row, int column)
{
    return columnName(column) + QString::number(row + 1);
}

// "'Monthly'!": a sheet name as formulas quote it.
QString sheetPrefix(const QString &sheet)
{
    return u'\'' + QString(sheet).replace(u'\'', QStringLiteral("''")) + QStringLiteral("'!");
}

// Where one option's columns are on the monthly sheet.
struct OptionBlock
{
    const OptionResult *result = nullptr;
    int first = 0; // the first category column
    std::vector<Category> categories;
    int total() const { return first + int(categories.size()); }
    int cumulative() const { return total() + 1; }
    int columnOf(Category c) const
    {
        for (std::size_t i = 0; i < categories.size(); ++i)
            if (categories[i] == c)
                return first + int(i);
        return -1;
    }
};

// The monthly sheet's rows: option names, column headings, then months 1..M.
constexpr int kMonthlyFirstRow = 2;

// The Monthly sheet's categories; no workload detail.
OptionRequest monthlyRequest()
{
    OptionRequest request;
    request.withMonthlyCategories = true;
    return request;
}

class WorkbookWriter
{
public:
    WorkbookWriter(lxw_workbook *book, const Scenario &scenario, const QString &language)
        : m_book(book), m_assessed(assessment::assessOrOwnPrices(scenario, {}, monthlyRequest())),
          m_scenario(m_assessed.scenario), m_dutch(language == QLatin1String("nl")),
          m_locale(i18n::localeFor(language))
    {
        m_evaluation = m_assessed.evaluation;
        m_decision = decide(m_scenario.inputs, m_evaluation);
        m_summaryName = Msg::tr("Summary");
        m_inputsName = Msg::tr("Inputs");
        m_monthlyName = Msg::tr("Monthly");
        m_perYearName = Msg::tr("Per year");
        m_energyName = Msg::tr("Energy and CO2");
        m_whatIfName = Msg::tr("What if");
        layOutMonthly();
    }

    // The advice as the dashboard's headline names it: "Hybrid with 63 GPUs", "Multi-cloud".
    QString adviceTitle() const
    {
        if (!m_assessed.advice)
            return {};
        const Advice &advice = *m_assessed.advice;
        const QString name = optionName(advice.option);
        if (!optionSpec(advice.option).ownsFleet())
            return name;
        const int gpus = advice.headline.fleetGpus;
        return Msg::tr("%1 with %2 GPU(s)", nullptr, gpus).arg(name, m_locale.toString(gpus));
    }

    void write()
    {
        lxw_worksheet *summary = workbook_add_worksheet(m_book, utf8(m_summaryName));
        lxw_worksheet *inputs = workbook_add_worksheet(m_book, utf8(m_inputsName));
        lxw_worksheet *monthly = workbook_add_worksheet(m_book, utf8(m_monthlyName));
        lxw_worksheet *perYear = workbook_add_worksheet(m_book, utf8(m_perYearName));
        lxw_worksheet *energy = workbook_add_worksheet(m_book, utf8(m_energyName));
        lxw_worksheet *whatIf = workbook_add_worksheet(m_book, utf8(m_whatIfName));
        writeMonthly(monthly);
        writeSummary(summary);
        writeInputs(inputs);
        writePerYear(perYear);
        writeEnergy(energy);
        writeWhatIf(whatIf);
        // Print: every sheet fits the page's width, repeats its heading rows and names the
        // scenario and the page (issue 36).
        printSetup(summary, -1, -1, false);
        printSetup(inputs, 0, 0, false);
        printSetup(monthly, 0, 1, true);
        printSetup(perYear, m_perYearHeaderRow, m_perYearHeaderRow, true);
        printSetup(energy, m_energyHeaderRow, m_energyHeaderRow, false);
        printSetup(whatIf, 0, 1, true);
        const QByteArray title = m_scenario.name.toUtf8();
        const QByteArray company = m_scenario.client.toUtf8();
        lxw_doc_properties properties{};
        properties.title = const_cast<char *>(title.constData());
        properties.company = const_cast<char *>(company.constData());
        workbook_set_properties(m_book, &properties);
    }

private:
    // libxlsxwriter copies every string it is given; this keeps the bytes alive for the call.
    const char *utf8(const QString &text)
    {
        m_strings.push_back(text.toUtf8());
        return m_strings.back().constData();
    }

    lxw_format *format(const QString &numberFormat, bool bold = false, bool wrap = false)
    {
        const QString key = numberFormat + (bold ? u'b' : u'-') + (wrap ? u'w' : u'-');
        auto it = m_formats.find(key);
        if (it != m_formats.end())
            return it->second;
        lxw_format *f = workbook_add_format(m_book);
        if (!numberFormat.isEmpty())
            format_set_num_format(f, utf8(numberFormat));
        if (bold)
            format_set_bold(f);
        if (wrap) {
            format_set_text_wrap(f);
            format_set_align(f, LXW_ALIGN_VERTICAL_TOP);
        }
        return m_formats.emplace(key, f).first->second;
    }

    // An amount in the scenario's currency: "€ 1.234" in a Dutch Excel, "€1,234" in an English
    // one (the number format's separators follow the reader's Excel; the symbol's place and the
    // minus sign follow the language).
    lxw_format *money(const QString &digits, bool bold = false)
    {
        const QString symbol =
            m_scenario.currency == Currency::EUR ? QStringLiteral("€") : QStringLiteral("$");
        const QString quoted =
            u'"' + symbol + (m_dutch ? QStringLiteral(" \"") : QStringLiteral("\""));
        const QString positive = quoted + digits;
        const QString negative = m_dutch ? QString(quoted + u'-') : QString(u'-' + quoted);
        return format(positive + u';' + negative + digits, bold);
    }
    lxw_format *wholeMoney() { return money(QStringLiteral("#,##0")); }
    // The note that the figures come from the app: italic, dark red.
    lxw_format *noteFormat()
    {
        if (!m_note) {
            m_note = workbook_add_format(m_book);
            format_set_italic(m_note);
            format_set_font_color(m_note, 0x9C0006);
        }
        return m_note;
    }
    QString noteText() const
    {
        return Msg::tr("These figures come from GPU Decision Advisor, which computed them from the "
                       "scenario's inputs. Changing an input in this workbook recomputes nothing: "
                       "change the scenario in the app and export again.");
    }
    void writeNote(lxw_worksheet *sheet, int row, int column)
    {
        worksheet_write_string(sheet, lxw_row_t(row), lxw_col_t(column), utf8(noteText()),
                               noteFormat());
    }
    // A paragraph over columns A to lastColumn (together `width` characters wide): merged,
    // wrapped, its row tall enough for its lines, so it prints within the table's width instead
    // of widening the page (issue 36).
    void writeParagraph(lxw_worksheet *sheet, int row, int lastColumn, double width,
                        const QString &text, bool note)
    {
        lxw_format *&wrapped = note ? m_wrappedNote : m_wrapped;
        if (!wrapped) {
            wrapped = workbook_add_format(m_book);
            format_set_text_wrap(wrapped);
            format_set_align(wrapped, LXW_ALIGN_VERTICAL_TOP);
            if (note) {
                format_set_italic(wrapped);
                format_set_font_color(wrapped, 0x9C0006);
            }
        }
        worksheet_merge_range(sheet, lxw_row_t(row), 0, lxw_row_t(row), lxw_col_t(lastColumn),
                              utf8(text), wrapped);
        // About 0.9 characters of text per character of column width; 15 points a line.
        const double lines = std::ceil(double(text.size()) / std::max(1.0, width * 0.9));
        worksheet_set_row(sheet, lxw_row_t(row), 15.0 * std::max(1.0, lines), nullptr);
    }
    // A4, fit to one page wide, the heading rows repeated, the scenario and page in the margins.
    void printSetup(lxw_worksheet *sheet, int firstHeaderRow, int lastHeaderRow, bool landscape)
    {
        worksheet_set_paper(sheet, 9); // A4
        if (landscape)
            worksheet_set_landscape(sheet);
        worksheet_fit_to_pages(sheet, 1, 0);
        if (firstHeaderRow >= 0)
            worksheet_repeat_rows(sheet, lxw_row_t(firstHeaderRow), lxw_row_t(lastHeaderRow));
        QString title =
            m_scenario.client.isEmpty()
                ? m_scenario.name
                : Msg::tr("%1 — %2", "client — scenario").arg(m_scenario.client, m_scenario.name);
        title.replace(u'&', QStringLiteral("&&"));
        worksheet_set_header(sheet, utf8(QStringLiteral("&L") + title.left(120)));
        worksheet_set_footer(
            sheet,
            utf8(QStringLiteral("&L") + Msg::tr("Figures from GPU Decision Advisor") +
                 QStringLiteral("&R") + Msg::tr("Page &P of &N", "&P and &N are page numbers")));
    }
    // A column's width in characters from its longest text (the Dutch labels are the longest).
    static double widthFor(const QStringList &texts, double minimum, double maximum)
    {
        qsizetype longest = 0;
        for (const QString &t : texts)
            longest = std::max(longest, t.size());
        return std::clamp(double(longest) + 2.0, minimum, maximum);
    }
    lxw_format *cents() { return money(QStringLiteral("#,##0.00")); }
    lxw_format *bold() { return format({}, true); }
    lxw_format *heading() { return format({}, true, true); }

    void layOutMonthly()
    {
        int column = 2; // A: the model month, B: the calendar month
        for (const OptionResult &result : m_evaluation.options) {
            OptionBlock block{&result, column, {}};
            for (Category c : categoriesFor(m_evaluation.modelVersion)) {
                bool used = false;
                for (const CategoryAmounts &month : result.monthlyByCategory)
                    used = used || month[std::size_t(c)] != 0.0;
                if (used)
                    block.categories.push_back(c);
            }
            if (block.categories.empty())
                block.categories.push_back(categoriesFor(m_evaluation.modelVersion).front());
            column = block.cumulative() + 1;
            m_blocks.push_back(std::move(block));
        }
    }

    int lastMonthRow() const { return kMonthlyFirstRow + m_evaluation.months - 1; }

    // 'Monthly'!$X$3:$X$62: one column of the monthly sheet over every month.
    QString monthlyColumn(int column) const
    {
        return sheetPrefix(m_monthlyName) + absolute(kMonthlyFirstRow, column) + u':' +
               absolute(lastMonthRow(), column);
    }

    void writeMonthly(lxw_worksheet *sheet)
    {
        worksheet_write_string(sheet, 1, 0, utf8(Msg::tr("Month")), heading());
        worksheet_write_string(sheet, 1, 1, utf8(Msg::tr("Calendar month")), heading());
        worksheet_set_column(sheet, 0, 0, 8, nullptr);
        worksheet_set_column(sheet, 1, 1, 14, nullptr);
        for (const OptionBlock &block : m_blocks) {
            const QString name = optionName(block.result->option);
            if (block.cumulative() > block.first)
                worksheet_merge_range(sheet, 0, lxw_col_t(block.first), 0,
                                      lxw_col_t(block.cumulative()), utf8(name), bold());
            else
                worksheet_write_string(sheet, 0, lxw_col_t(block.first), utf8(name), bold());
            for (std::size_t i = 0; i < block.categories.size(); ++i)
                worksheet_write_string(sheet, 1, lxw_col_t(block.first + int(i)),
                                       utf8(categoryName(block.categories[i])), heading());
            worksheet_write_string(sheet, 1, lxw_col_t(block.total()), utf8(Msg::tr("Total")),
                                   heading());
            worksheet_write_string(sheet, 1, lxw_col_t(block.cumulative()),
                                   utf8(Msg::tr("Cumulative")), heading());
            // 19 characters: the longest Dutch word of a heading, "(kapitaaluitgaven)", whole.
            worksheet_set_column(sheet, lxw_col_t(block.first), lxw_col_t(block.cumulative()), 19,
                                 nullptr);
        }
        worksheet_set_row(sheet, 1, 60,
                          nullptr); // four lines: "Hardware en infrastructuur (kapitaaluitgaven)"
        for (int month = 1; month <= m_evaluation.months; ++month) {
            const int row = kMonthlyFirstRow + month - 1;
            const auto m = std::size_t(month - 1);
            worksheet_write_number(sheet, lxw_row_t(row), 0, month, nullptr);
            worksheet_write_string(sheet, lxw_row_t(row), 1, utf8(monthText(month)), nullptr);
            for (const OptionBlock &block : m_blocks) {
                const OptionResult &r = *block.result;
                for (std::size_t i = 0; i < block.categories.size(); ++i)
                    worksheet_write_number(
                        sheet, lxw_row_t(row), lxw_col_t(block.first + int(i)),
                        m < r.monthlyByCategory.size()
                            ? r.monthlyByCategory[m][std::size_t(block.categories[i])]
                            : 0.0,
                        cents());
                const QString sum =
                    QStringLiteral("=SUM(%1:%2)")
                        .arg(relative(row, block.first), relative(row, block.total() - 1));
                worksheet_write_formula_num(sheet, lxw_row_t(row), lxw_col_t(block.total()),
                                            utf8(sum), cents(), r.monthly[m]);
                QString running = u'=' + relative(row, block.total());
                if (month > 1)
                    running += u'+' + relative(row - 1, block.cumulative());
                worksheet_write_formula_num(sheet, lxw_row_t(row), lxw_col_t(block.cumulative()),
                                            utf8(running), cents(), r.cumulative[m]);
            }
        }
        worksheet_freeze_panes(sheet, kMonthlyFirstRow, 2);
        const int noteColumn = m_blocks.empty() ? 1 : m_blocks.back().cumulative() + 2;
        writeNote(sheet, 0, noteColumn);
        // The note to the right of the table would widen the printed page to its full length and
        // shrink the table to fit; the page holds the table (the footer names the app).
        worksheet_print_area(sheet, 0, 0, lxw_row_t(lastMonthRow()), lxw_col_t(noteColumn - 2));
    }

    // A label in column A and a value beside it.
    void labelRow(lxw_worksheet *sheet, int row, const QString &label, const QString &value)
    {
        worksheet_write_string(sheet, lxw_row_t(row), 0, utf8(label), bold());
        worksheet_write_string(sheet, lxw_row_t(row), 1, utf8(value), nullptr);
    }

    void writeSummary(lxw_worksheet *sheet)
    {
        QStringList labels{Msg::tr("Client"),
                           Msg::tr("Scenario"),
                           Msg::tr("Currency"),
                           Msg::tr("Horizon (months)"),
                           Msg::tr("GPU-hours over the horizon"),
                           Msg::tr("Recommendation"),
                           Msg::tr("Decision matrix score"),
                           Msg::tr("Cost category")};
        for (Category c : categoriesFor(m_evaluation.modelVersion))
            labels << categoryName(c);
        worksheet_set_column(sheet, 0, 0, widthFor(labels, 30, 48), nullptr);
        worksheet_set_column(sheet, 1, 7, 16, nullptr);
        worksheet_write_string(sheet, 0, 0, utf8(m_scenario.name), format({}, true));
        labelRow(sheet, 1, Msg::tr("Client"), m_scenario.client);
        labelRow(sheet, 2, Msg::tr("Scenario"), m_scenario.name);
        labelRow(sheet, 3, Msg::tr("Currency"), currencyCode(m_scenario.currency));
        worksheet_write_string(sheet, 4, 0, utf8(Msg::tr("Horizon (months)")), bold());
        worksheet_write_number(sheet, 4, 1, m_evaluation.months, nullptr);
        const int hoursRow = 5;
        worksheet_write_string(sheet, hoursRow, 0, utf8(Msg::tr("GPU-hours over the horizon")),
                               bold());
        worksheet_write_number(sheet, hoursRow, 1, m_evaluation.gpuHours,
                               format(QStringLiteral("#,##0")));
        // "Recommendation" is the advice, as on every screen; the decision matrix's own lean is
        // named as such (issue 31).
        worksheet_write_string(sheet, 6, 0, utf8(Msg::tr("Recommendation")), bold());
        if (const auto *decision = std::get_if<Decision>(&m_decision)) {
            worksheet_write_string(sheet, 6, 1, utf8(adviceTitle()), bold());
            // A short label that fits column A; the explanation beside the score runs on into
            // the empty cells to its right, so no word is cut by the column's width (issue 36).
            worksheet_write_string(sheet, 7, 0, utf8(Msg::tr("Decision matrix score")), bold());
            worksheet_write_number(sheet, 7, 1, decision->overall, format(QStringLiteral("0")));
            worksheet_write_string(sheet, 7, 2,
                                   utf8(Msg::tr("leans to %1 (0 = cloud, 100 = on-premise)")
                                            .arg(recommendationName(decision->recommendation))),
                                   nullptr);
        } else {
            worksheet_write_string(
                sheet, 6, 1, utf8(Msg::tr("None: every weight of the decision matrix is zero")),
                nullptr);
        }
        writeNote(sheet, 8, 0);

        // One row per option.
        const int header = 9;
        const QStringList columns{Msg::tr("Option"),
                                  Msg::tr("Total cost"),
                                  Msg::tr("NPV"),
                                  Msg::tr("Cost per GPU-hour"),
                                  Msg::tr("Break-even month (against the cloud)"),
                                  Msg::tr("Savings against the cloud"),
                                  Msg::tr("Savings (share of the cloud's total)")};
        for (int c = 0; c < columns.size(); ++c)
            worksheet_write_string(sheet, header, lxw_col_t(c), utf8(columns[c]), heading());
        worksheet_set_row(sheet, header, 45, nullptr);
        const int cloudRow = header + 1; // the reference option comes first
        int row = cloudRow;
        for (const OptionBlock &block : m_blocks) {
            const OptionResult &r = *block.result;
            const auto at = lxw_row_t(row);
            worksheet_write_string(sheet, at, 0, utf8(optionName(r.option)), nullptr);
            worksheet_write_formula_num(
                sheet, at, 1,
                utf8(u'=' + QStringLiteral("SUM(") + monthlyColumn(block.total()) + u')'),
                wholeMoney(), r.tco);
            worksheet_write_number(sheet, at, 2, r.npv, wholeMoney());
            worksheet_write_formula_num(sheet, at, 3,
                                        utf8(QStringLiteral("=IF(%1>0,%2/%1,0)")
                                                 .arg(absolute(hoursRow, 1), relative(row, 1))),
                                        cents(), r.costPerGpuHour);
            if (r.option != Option::Cloud) {
                if (r.breakEvenMonth)
                    worksheet_write_number(sheet, at, 4, *r.breakEvenMonth,
                                           format(QStringLiteral("0.0")));
                else
                    worksheet_write_string(sheet, at, 4, utf8(Msg::tr("not within the horizon")),
                                           nullptr);
                const QString cloud = absolute(cloudRow, 1);
                worksheet_write_formula_num(sheet, at, 5,
                                            utf8(u'=' + cloud + u'-' + relative(row, 1)),
                                            wholeMoney(), m_evaluation.options.front().tco - r.tco);
                worksheet_write_formula_num(
                    sheet, at, 6,
                    utf8(QStringLiteral("=IF(%1<>0,(%1-%2)/%1,0)").arg(cloud, relative(row, 1))),
                    format(QStringLiteral("0.0%")), r.savingsFraction);
            }
            ++row;
        }

        // The cost per category and option.
        const int breakdown = row + 1;
        worksheet_write_string(sheet, lxw_row_t(breakdown), 0, utf8(Msg::tr("Cost category")),
                               heading());
        for (std::size_t i = 0; i < m_blocks.size(); ++i)
            worksheet_write_string(sheet, lxw_row_t(breakdown), lxw_col_t(i + 1),
                                   utf8(optionName(m_blocks[i].result->option)), heading());
        row = breakdown + 1;
        std::vector<int> categoryRows;
        for (Category c : categoriesFor(m_evaluation.modelVersion)) {
            bool used = false;
            for (const OptionBlock &block : m_blocks)
                used = used || block.columnOf(c) >= 0;
            if (!used)
                continue;
            worksheet_write_string(sheet, lxw_row_t(row), 0, utf8(categoryName(c)), nullptr);
            for (std::size_t i = 0; i < m_blocks.size(); ++i) {
                const OptionBlock &block = m_blocks[i];
                const int column = block.columnOf(c);
                if (column < 0)
                    worksheet_write_number(sheet, lxw_row_t(row), lxw_col_t(i + 1), 0.0,
                                           wholeMoney());
                else
                    worksheet_write_formula_num(
                        sheet, lxw_row_t(row), lxw_col_t(i + 1),
                        utf8(QStringLiteral("=SUM(") + monthlyColumn(column) + u')'), wholeMoney(),
                        block.result->category(c));
            }
            categoryRows.push_back(row++);
        }
        worksheet_write_string(sheet, lxw_row_t(row), 0, utf8(Msg::tr("Total")), bold());
        for (std::size_t i = 0; i < m_blocks.size(); ++i)
            worksheet_write_formula_num(
                sheet, lxw_row_t(row), lxw_col_t(i + 1),
                utf8(QStringLiteral("=SUM(%1:%2)")
                         .arg(relative(breakdown + 1, int(i) + 1), relative(row - 1, int(i) + 1))),
                money(QStringLiteral("#,##0"), true), m_blocks[i].result->tco);

        // The charts on a page of their own, below the tables.
        const int chartsRow = row + 3;
        lxw_row_t breaks[] = {lxw_row_t(chartsRow), 0};
        worksheet_set_h_pagebreaks(sheet, breaks);
        addCumulativeChart(sheet, chartsRow);
        addBreakdownChart(sheet, breakdown, categoryRows, chartsRow + 19);
    }

    void addCumulativeChart(lxw_worksheet *sheet, int at)
    {
        lxw_chart *chart = workbook_add_chart(m_book, LXW_CHART_LINE);
        chart_title_set_name(chart, utf8(Msg::tr("Cumulative cost")));
        for (const OptionBlock &block : m_blocks) {
            lxw_chart_series *series =
                chart_add_series(chart, utf8(u'=' + monthlyColumn(0)),
                                 utf8(u'=' + monthlyColumn(block.cumulative())));
            chart_series_set_name(series, utf8(optionName(block.result->option)));
        }
        chart_axis_set_name(chart->x_axis, utf8(Msg::tr("Month")));
        chart_axis_set_num_format(chart->x_axis, utf8(QStringLiteral("0")));
        chart_axis_set_name(chart->y_axis, utf8(currencyCode(m_scenario.currency)));
        chart_axis_set_num_format(chart->y_axis, utf8(QStringLiteral("#,##0")));
        chart_legend_set_position(chart, LXW_CHART_LEGEND_BOTTOM);
        lxw_chart_options options{};
        options.x_scale = 1.4;
        options.y_scale = 1.15;
        worksheet_insert_chart_opt(sheet, lxw_row_t(at), 0, chart, &options);
    }

    void addBreakdownChart(lxw_worksheet *sheet, int breakdown, const std::vector<int> &rows,
                           int at)
    {
        lxw_chart *chart = workbook_add_chart(m_book, LXW_CHART_COLUMN_STACKED);
        chart_title_set_name(chart, utf8(Msg::tr("Cost breakdown")));
        const QString names = u'=' + sheetPrefix(m_summaryName) + absolute(breakdown, 1) + u':' +
                              absolute(breakdown, int(m_blocks.size()));
        for (int row : rows) {
            lxw_chart_series *series =
                chart_add_series(chart, utf8(names),
                                 utf8(u'=' + sheetPrefix(m_summaryName) + absolute(row, 1) + u':' +
                                      absolute(row, int(m_blocks.size()))));
            chart_series_set_name_range(series, utf8(m_summaryName), lxw_row_t(row), 0);
        }
        chart_axis_set_name(chart->y_axis, utf8(currencyCode(m_scenario.currency)));
        chart_axis_set_num_format(chart->y_axis, utf8(QStringLiteral("#,##0")));
        chart_legend_set_position(chart, LXW_CHART_LEGEND_RIGHT);
        lxw_chart_options options{};
        options.x_scale = 1.4;
        options.y_scale = 1.15;
        worksheet_insert_chart_opt(sheet, lxw_row_t(at), 0, chart, &options);
    }

    // The value of an input as the sheet shows it: a number cell or a text.
    void writeValue(lxw_worksheet *sheet, int row, int column, const inputs::Input &input,
                    const Scenario &scenario)
    {
        const QJsonValue value = input.slot.get(scenario, -1);
        const auto at = lxw_row_t(row);
        const auto col = lxw_col_t(column);
        switch (input.type) {
        case inputs::Type::Number:
        case inputs::Type::Whole:
            if (value.isNull()) {
                worksheet_write_string(sheet, at, col, utf8(inputs::automatic(input)), nullptr);
                return;
            }
            switch (input.measure) {
            case inputs::Measure::Money:
                worksheet_write_number(sheet, at, col, value.toDouble(),
                                       money(QStringLiteral("#,##0.00##")));
                return;
            case inputs::Measure::Share:
                worksheet_write_number(sheet, at, col, value.toDouble(),
                                       format(QStringLiteral("0.0#%")));
                return;
            case inputs::Measure::Count:
                worksheet_write_number(sheet, at, col, value.toDouble(),
                                       format(QStringLiteral("#,##0")));
                return;
            case inputs::Measure::Plain:
                worksheet_write_number(sheet, at, col, value.toDouble(), nullptr);
                return;
            }
            return;
        case inputs::Type::Bool:
            worksheet_write_string(sheet, at, col,
                                   utf8(input.choices.empty()
                                            ? (value.toBool() ? Msg::tr("yes") : Msg::tr("no"))
                                            : inputs::choiceLabel(input, value.toBool() ? 1 : 0)),
                                   nullptr);
            return;
        case inputs::Type::Choice:
            worksheet_write_string(sheet, at, col, utf8(inputs::choiceLabel(input, value.toInt())),
                                   nullptr);
            return;
        case inputs::Type::Profile: {
            QStringList months;
            for (const QJsonValue &v : value.toArray())
                months << m_locale.toString(v.toDouble(), 'g', 6);
            worksheet_write_string(sheet, at, col, utf8(months.join(QStringLiteral(" · "))),
                                   nullptr);
            return;
        }
        case inputs::Type::Tiers: {
            QStringList bands;
            for (const QJsonValue &tier : value.toArray()) {
                const QJsonArray band = tier.toArray();
                const QString price = m_locale.toString(band.at(1).toDouble(), 'g', 6);
                bands << (band.at(0).isNull()
                              ? Msg::tr("above: %1 per GB").arg(price)
                              : Msg::tr("up to %1 TB: %2 per GB")
                                    .arg(m_locale.toString(band.at(0).toDouble(), 'g', 9), price));
            }
            worksheet_write_string(sheet, at, col, utf8(bands.join(QStringLiteral("; "))), nullptr);
            return;
        }
        case inputs::Type::Text:
        case inputs::Type::Date:
            worksheet_write_string(sheet, at, col, utf8(value.toString()), nullptr);
            return;
        case inputs::Type::Triple:  // low, most likely, high
        case inputs::Type::Names: { // provider ids
            QStringList parts;
            for (const QJsonValue &v : value.toArray())
                parts << (v.isString() ? v.toString() : m_locale.toString(v.toDouble(), 'g', 6));
            worksheet_write_string(sheet, at, col, utf8(parts.join(QStringLiteral(" · "))),
                                   nullptr);
            return;
        }
        }
    }

    QString unitText(const inputs::Input &input) const
    {
        const QString suffix = inputs::unitSuffix(input.unit);
        if (input.measure == inputs::Measure::Money)
            return QString(currencyCode(m_scenario.currency) + u' ' + suffix).trimmed();
        if (input.measure == inputs::Measure::Share)
            return suffix.isEmpty() ? QStringLiteral("%") : suffix;
        return suffix;
    }

    // One row per dated cloud price change, from `row` on; returns the next free row.
    int writePriceChanges(lxw_worksheet *sheet, int row)
    {
        const std::vector<engine::PriceChange> &changes = m_scenario.inputs.cloud.priceChanges;
        for (std::size_t i = 0; i < changes.size(); ++i) {
            const auto at = lxw_row_t(row++);
            worksheet_write_string(
                sheet, at, 0,
                utf8(Msg::tr("Cloud price change from month %1").arg(changes[i].month)), nullptr);
            worksheet_write_number(sheet, at, 1, changes[i].change,
                                   format(QStringLiteral("0.0#%")));
            worksheet_write_string(sheet, at, 2, "%", nullptr);
            worksheet_write_string(sheet, at, 3, utf8(Msg::tr("none")), nullptr);
            worksheet_write_string(sheet, at, 4, utf8(Msg::tr("Set in the scenario")), nullptr);
            const QByteArray field =
                QStringLiteral("inputs.cloud.price_changes[%1]").arg(i).toUtf8();
            worksheet_write_string(sheet, at, 5, field.constData(), nullptr);
        }
        return row;
    }

    void writeInputs(lxw_worksheet *sheet)
    {
        const QStringList columns{Msg::tr("Input"),   Msg::tr("Value"),  Msg::tr("Unit"),
                                  Msg::tr("Default"), Msg::tr("Source"), Msg::tr("Field")};
        for (int c = 0; c < columns.size(); ++c)
            worksheet_write_string(sheet, 0, lxw_col_t(c), utf8(columns[c]), bold());
        QStringList labels;
        for (const inputs::Input &input : inputs::allVersions())
            if (input.role == inputs::Role::Input && input.label)
                labels << inputs::label(input);
        worksheet_set_column(sheet, 0, 0, widthFor(labels, 30, 70), nullptr);
        worksheet_set_column(sheet, 1, 1, 18, nullptr);
        worksheet_set_column(sheet, 2, 2, 20, nullptr);
        worksheet_set_column(sheet, 3, 3, 18, nullptr);
        worksheet_set_column(sheet, 4, 4, 40, nullptr);
        worksheet_set_column(sheet, 5, 5, 40, nullptr);
        worksheet_freeze_panes(sheet, 1, 1);
        // The inputs as the app used them: read-only, and saying so (issue 36).
        writeNote(sheet, 0, 6);
        worksheet_protect(sheet, nullptr, nullptr);
        // The defaults of a new scenario in this one's currency (amounts converted at the dated
        // rate); the rows of the scenario's format version only (a version 2 file has no single
        // inputs.workload, whose version 1 defaults would read as values it left unset).
        const Scenario defaults = moneydefaults::newScenario(m_scenario.currency);
        const unsigned version = 1u << m_scenario.inputs.modelVersion;
        int row = 1;
        QString group;
        for (const inputs::Input &input : inputs::allVersions()) {
            if (input.role != inputs::Role::Input || !input.slot || !(input.versions & version) ||
                QLatin1String(input.path).contains(QLatin1String("[]")))
                continue;
            if (const QString g = groupOf(input); !g.isEmpty() && g != group) {
                group = g;
                worksheet_write_string(sheet, lxw_row_t(row++), 0, utf8(g), bold());
            }
            const auto at = lxw_row_t(row);
            worksheet_write_string(sheet, at, 0, utf8(inputs::label(input)), nullptr);
            writeValue(sheet, row, 1, input, m_scenario);
            worksheet_write_string(sheet, at, 2, utf8(unitText(input)), nullptr);
            writeValue(sheet, row, 3, input, defaults);
            const bool isDefault = moneydefaults::holdsDefault(input, m_scenario);
            // A default by country or by staff model cites its own source (deriveddefaults.h).
            const auto derived = deriveddefaults::holds(input, m_scenario)
                                     ? deriveddefaults::of(input, m_scenario)
                                     : std::nullopt;
            const QString source = !isDefault ? Msg::tr("Set in the scenario")
                                   : derived  ? Msg::tr("Default: %1").arg(derived->source)
                                   : input.source
                                       ? Msg::tr("Default: %1").arg(inputs::sourceName(input))
                                       : Msg::tr("Default");
            worksheet_write_string(sheet, at, 4, utf8(source), nullptr);
            worksheet_write_string(sheet, at, 5, input.path, nullptr);
            ++row;
            // The dated price changes (a list, docs/methodology.md §4.7): one row each, after the
            // yearly change.
            if (QLatin1String(input.path) == QLatin1String("inputs.cloud.annual_price_change"))
                row = writePriceChanges(sheet, row);
        }
        // The page holds the table, not the note in G1 (see writeMonthly).
        worksheet_print_area(sheet, 0, 0, lxw_row_t(row - 1), 5);
    }

    // "2026" or "2026/27"
    QString fiscalYearText(int year) const
    {
        const int start = m_assessed.business.calendar.fiscalYearStart;
        if (start <= 1)
            return QString::number(year);
        return QStringLiteral("%1/%2").arg(year).arg((year + 1) % 100, 2, 10, QLatin1Char('0'));
    }
    // "Oct 2026"
    QString monthText(int month) const
    {
        const YearMonth m = calendarMonth(m_assessed.business.calendar, month);
        return m_locale.toString(QDate(m.year, m.month, 1), QStringLiteral("MMM yyyy"));
    }
    // 'Monthly'!$X$a:$X$b for the model months first..last.
    QString monthlyRange(int column, int first, int last) const
    {
        return sheetPrefix(m_monthlyName) + absolute(kMonthlyFirstRow + first - 1, column) + u':' +
               absolute(kMonthlyFirstRow + last - 1, column);
    }

    // The business case per fiscal year (docs/methodology.md §18): returns at the top, then one
    // block of fiscal years per option. Spend, capex, residual value and the savings are
    // formulas over the Monthly sheet; depreciation, share migrated and the returns are the
    // app's figures.
    void writePerYear(lxw_worksheet *sheet)
    {
        const BusinessCase &b = m_assessed.business;
        const QString fiscal =
            b.calendar.fiscalYearStart <= 1
                ? Msg::tr("calendar years")
                : Msg::tr("fiscal years that start in %1")
                      .arg(m_locale.monthName(b.calendar.fiscalYearStart, QLocale::LongFormat));
        worksheet_write_string(
            sheet, 0, 0, utf8(Msg::tr("Per year: %1; month 1 is %2").arg(fiscal, monthText(1))),
            bold());
        writeNote(sheet, 1, 0);
        const QStringList returns{Msg::tr("Option"),
                                  Msg::tr("IRR against the cloud"),
                                  Msg::tr("ROI against the cloud"),
                                  Msg::tr("Discounted payback (months)"),
                                  Msg::tr("Book value at the end"),
                                  Msg::tr("Energy (kWh)"),
                                  Msg::tr("CO2 (tonnes)")};
        const int returnsRow = 3;
        for (int c = 0; c < returns.size(); ++c)
            worksheet_write_string(sheet, returnsRow, lxw_col_t(c), utf8(returns[c]), heading());
        worksheet_set_row(sheet, returnsRow, 45, nullptr);
        int row = returnsRow + 1;
        const QString none = Msg::tr("—");
        const auto numberOr = [&](int r, int c, const std::optional<double> &v, lxw_format *f,
                                  const QString &otherwise) {
            if (v)
                worksheet_write_number(sheet, lxw_row_t(r), lxw_col_t(c), *v, f);
            else
                worksheet_write_string(sheet, lxw_row_t(r), lxw_col_t(c), utf8(otherwise), nullptr);
        };
        for (const OptionBusinessCase &o : b.options) {
            worksheet_write_string(sheet, lxw_row_t(row), 0, utf8(optionName(o.option)), nullptr);
            const bool cloud = o.option == Option::Cloud;
            numberOr(row, 1, o.irr, format(QStringLiteral("0.0%")), none);
            numberOr(row, 2, o.roi, format(QStringLiteral("0.0%")), none);
            numberOr(row, 3, o.discountedPaybackMonth, format(QStringLiteral("0.00")),
                     cloud ? none : Msg::tr("not within the horizon"));
            worksheet_write_number(sheet, lxw_row_t(row), 4, o.bookValueAtEnd, wholeMoney());
            numberOr(row, 5, o.kwh, format(QStringLiteral("#,##0")), Msg::tr("not estimated"));
            numberOr(row, 6, o.tonnesCo2, format(QStringLiteral("#,##0.0")),
                     Msg::tr("not estimated"));
            ++row;
        }

        const QStringList columns{Msg::tr("Fiscal year"),
                                  Msg::tr("From"),
                                  Msg::tr("To"),
                                  Msg::tr("Spend"),
                                  Msg::tr("Capex"),
                                  Msg::tr("Opex"),
                                  Msg::tr("Residual value"),
                                  Msg::tr("Depreciation"),
                                  Msg::tr("Cumulative"),
                                  Msg::tr("Savings against the cloud"),
                                  Msg::tr("Cumulative savings"),
                                  Msg::tr("Share migrated")};
        row += 1;
        m_perYearHeaderRow = row;
        for (int c = 0; c < columns.size(); ++c)
            worksheet_write_string(sheet, lxw_row_t(row), lxw_col_t(c), utf8(columns[c]),
                                   heading());
        worksheet_set_row(sheet, lxw_row_t(row), 45, nullptr);
        QStringList firstColumn = returns.mid(0, 1) + columns.mid(0, 1);
        for (const OptionBusinessCase &o : b.options)
            firstColumn << optionName(o.option);
        worksheet_set_column(sheet, 0, 0, widthFor(firstColumn, 14, 30), nullptr);
        worksheet_set_column(sheet, 1, 2, 10, nullptr);
        worksheet_set_column(sheet, 3, 11, 15, nullptr);
        ++row;
        const bool lease = m_scenario.inputs.onprem.financing.mode == FinancingMode::Lease;
        std::vector<int> cloudRows; // the cloud option's row of each fiscal year
        for (std::size_t i = 0; i < b.options.size() && i < m_blocks.size(); ++i) {
            const OptionBusinessCase &o = b.options[i];
            const OptionBlock &block = m_blocks[i];
            worksheet_write_string(sheet, lxw_row_t(row++), 0, utf8(optionName(o.option)), bold());
            const int capexColumn = lease ? -1 : block.columnOf(Category::Capex);
            const int residualColumn = block.columnOf(Category::ResidualCredit);
            for (std::size_t y = 0; y < o.years.size(); ++y) {
                const YearFigures &year = o.years[y];
                const auto at = lxw_row_t(row);
                worksheet_write_string(sheet, at, 0, utf8(fiscalYearText(year.fiscalYear)),
                                       nullptr);
                worksheet_write_string(sheet, at, 1, utf8(monthText(year.firstMonth)), nullptr);
                worksheet_write_string(sheet, at, 2, utf8(monthText(year.lastMonth)), nullptr);
                const auto sumOf = [&](int column) {
                    return QStringLiteral("=SUM(%1)")
                        .arg(monthlyRange(column, year.firstMonth, year.lastMonth));
                };
                worksheet_write_formula_num(sheet, at, 3, utf8(sumOf(block.total())), wholeMoney(),
                                            year.spend);
                if (capexColumn >= 0)
                    worksheet_write_formula_num(sheet, at, 4, utf8(sumOf(capexColumn)),
                                                wholeMoney(), year.capex);
                else
                    worksheet_write_number(sheet, at, 4, 0.0, wholeMoney());
                if (residualColumn >= 0)
                    worksheet_write_formula_num(sheet, at, 6, utf8(sumOf(residualColumn)),
                                                wholeMoney(), year.residual);
                else
                    worksheet_write_number(sheet, at, 6, 0.0, wholeMoney());
                worksheet_write_formula_num(
                    sheet, at, 5,
                    utf8(QStringLiteral("=%1-%2-%3")
                             .arg(relative(row, 3), relative(row, 4), relative(row, 6))),
                    wholeMoney(), year.opex);
                worksheet_write_number(sheet, at, 7, year.depreciation, wholeMoney());
                worksheet_write_formula_num(
                    sheet, at, 8,
                    utf8(y == 0 ? u'=' + relative(row, 3)
                                : QStringLiteral("=%1+%2").arg(relative(row - 1, 8),
                                                               relative(row, 3))),
                    wholeMoney(), year.cumulative);
                if (o.option == Option::Cloud) {
                    cloudRows.push_back(row);
                } else if (y < cloudRows.size()) {
                    worksheet_write_formula_num(sheet, at, 9,
                                                utf8(QStringLiteral("=%1-%2").arg(
                                                    relative(cloudRows[y], 3), relative(row, 3))),
                                                wholeMoney(), year.savings);
                    worksheet_write_formula_num(
                        sheet, at, 10,
                        utf8(y == 0 ? u'=' + relative(row, 9)
                                    : QStringLiteral("=%1+%2").arg(relative(row - 1, 10),
                                                                   relative(row, 9))),
                        wholeMoney(), year.cumulativeSavings);
                }
                if (year.shareMigrated)
                    worksheet_write_number(sheet, at, 11, *year.shareMigrated,
                                           format(QStringLiteral("0%")));
                ++row;
            }
            ++row;
        }
        worksheet_freeze_panes(sheet, lxw_row_t(m_perYearHeaderRow + 1), 1);
    }

    // Energy and CO₂ per option and fiscal year (docs/methodology.md §18.4).
    void writeEnergy(lxw_worksheet *sheet)
    {
        const BusinessCase &b = m_assessed.business;
        worksheet_write_string(sheet, 0, 0, utf8(Msg::tr("Energy and CO2")), bold());
        const countries::Country *country = countries::find(m_scenario.business.country);
        const QString intensity =
            country ? Msg::tr("CO2 at the grid intensity of %1: %2 g CO2e per kWh (%3, %4).")
                          .arg(countries::label(country->code),
                               m_locale.toString(country->gridGramsPerKwh, 'f', 0),
                               country->gridSource.publisher, QString::number(country->gridYear))
                    : Msg::tr("No country stated: CO2 is not estimated.");
        const QStringList columns{Msg::tr("Option"),       Msg::tr("Fiscal year"),
                                  Msg::tr("From"),         Msg::tr("To"),
                                  Msg::tr("Energy (kWh)"), Msg::tr("CO2 (tonnes)")};
        m_energyHeaderRow = 5;
        for (int c = 0; c < columns.size(); ++c)
            worksheet_write_string(sheet, lxw_row_t(m_energyHeaderRow), lxw_col_t(c),
                                   utf8(columns[c]), heading());
        QStringList names = columns.mid(0, 1);
        for (const OptionBusinessCase &o : b.options)
            names << optionName(o.option);
        const double firstWidth = widthFor(names, 14, 30);
        worksheet_set_column(sheet, 0, 0, firstWidth, nullptr);
        worksheet_set_column(sheet, 1, 3, 12, nullptr);
        worksheet_set_column(sheet, 4, 5, 16, nullptr);
        const double tableWidth = firstWidth + 3 * 12 + 2 * 16;
        writeParagraph(sheet, 1, 5, tableWidth, noteText(), true);
        writeParagraph(sheet, 2, 5, tableWidth, intensity, false);
        writeParagraph(
            sheet, 3, 5, tableWidth,
            Msg::tr("Energy of an own fleet: its power cost at the electricity price "
                    "(kW per GPU, idle share, PUE, busy hours). The cloud's energy is not "
                    "estimated: the providers publish no energy figures per GPU-hour."),
            false);
        int row = m_energyHeaderRow + 1;
        for (const OptionBusinessCase &o : b.options) {
            for (const YearFigures &y : o.years) {
                const auto at = lxw_row_t(row++);
                worksheet_write_string(sheet, at, 0, utf8(optionName(o.option)), nullptr);
                worksheet_write_string(sheet, at, 1, utf8(fiscalYearText(y.fiscalYear)), nullptr);
                worksheet_write_string(sheet, at, 2, utf8(monthText(y.firstMonth)), nullptr);
                worksheet_write_string(sheet, at, 3, utf8(monthText(y.lastMonth)), nullptr);
                if (y.kwh)
                    worksheet_write_number(sheet, at, 4, *y.kwh, format(QStringLiteral("#,##0")));
                else
                    worksheet_write_string(sheet, at, 4, utf8(Msg::tr("not estimated")), nullptr);
                if (y.tonnesCo2)
                    worksheet_write_number(sheet, at, 5, *y.tonnesCo2,
                                           format(QStringLiteral("#,##0.00")));
                else
                    worksheet_write_string(sheet, at, 5, utf8(Msg::tr("not estimated")), nullptr);
            }
        }
        worksheet_freeze_panes(sheet, lxw_row_t(m_energyHeaderRow + 1), 0);
    }

    // The advised option of the scenario with one change, assessed as every surface assesses
    // (assessment::assessResolved on the resolved scenario): its label, or "—" without advice.
    QString adviceWith(const std::function<void(engine::Inputs &)> &change) const
    {
        Scenario changed = m_scenario;
        change(changed.inputs);
        const assessment::Assessment a = assessment::assessResolved(changed);
        return a.advice ? optionName(a.advice->option) : Msg::tr("—");
    }

    // One grid: rows × columns of the advised option, coloured per option.
    int writeGrid(lxw_worksheet *sheet, int top, const QString &title, const QString &rowsName,
                  const QString &columnsName, const QStringList &rowLabels,
                  const QStringList &columnLabels, const std::function<QString(int, int)> &advice)
    {
        worksheet_write_string(sheet, lxw_row_t(top), 0, utf8(title), bold());
        worksheet_write_string(sheet, lxw_row_t(top + 1), 0,
                               utf8(Msg::tr("%1 ↓ · %2 →").arg(rowsName, columnsName)), heading());
        for (int c = 0; c < columnLabels.size(); ++c)
            worksheet_write_string(sheet, lxw_row_t(top + 1), lxw_col_t(c + 1),
                                   utf8(columnLabels[c]), heading());
        for (int r = 0; r < rowLabels.size(); ++r) {
            const auto at = lxw_row_t(top + 2 + r);
            worksheet_write_string(sheet, at, 0, utf8(rowLabels[r]), bold());
            for (int c = 0; c < columnLabels.size(); ++c)
                worksheet_write_string(sheet, at, lxw_col_t(c + 1), utf8(advice(r, c)), nullptr);
        }
        // Conditional colouring: one light fill per option of the option list (options are data:
        // a further option takes the next fill).
        static const std::array<lxw_color_t, 6> fills{0xD6E4F5, 0xE6DAF2, 0xFBE0C8,
                                                      0xD9EFD6, 0xF6F1C6, 0xE4E4E4};
        std::vector<std::pair<Option, lxw_color_t>> colours;
        for (const engine::OptionSpec &spec : engine::optionList())
            colours.emplace_back(spec.id, fills[colours.size() % fills.size()]);
        for (const auto &[option, colour] : colours) {
            lxw_format *fill = workbook_add_format(m_book);
            format_set_bg_color(fill, colour);
            lxw_conditional_format rule{};
            rule.type = LXW_CONDITIONAL_TYPE_CELL;
            rule.criteria = LXW_CONDITIONAL_CRITERIA_EQUAL_TO;
            rule.value_string = const_cast<char *>(
                utf8(u'"' + optionName(option).replace(u'"', QStringLiteral("\"\"")) + u'"'));
            rule.format = fill;
            worksheet_conditional_format_range(sheet, lxw_row_t(top + 2), 1,
                                               lxw_row_t(top + 1 + int(rowLabels.size())),
                                               lxw_col_t(columnLabels.size()), &rule);
        }
        return top + 2 + int(rowLabels.size()) + 1;
    }

    // What if: the recommendation at other utilizations and cloud prices, and at other fleet
    // sizes and horizons, each cell assessed by the app (issue 36). Version 1 scenarios.
    void writeWhatIf(lxw_worksheet *sheet)
    {
        worksheet_write_string(sheet, 0, 0,
                               utf8(Msg::tr("What if: the recommendation when one or two inputs "
                                            "change, all else as in the scenario")),
                               bold());
        writeNote(sheet, 1, 0);
        worksheet_set_column(sheet, 0, 0, 30, nullptr);
        worksheet_set_column(sheet, 1, 6, 15, nullptr);
        const engine::Inputs &in = m_scenario.inputs;
        if (in.modelVersion >= 2) {
            worksheet_write_string(
                sheet, 3, 0,
                utf8(Msg::tr("Not available for a scenario with several workloads (version 2): "
                             "change the scenario in the app.")),
                nullptr);
            return;
        }
        const QLocale &l = m_locale;
        const std::vector<double> priceFactors{0.6, 0.8, 1.0, 1.2, 1.4};
        std::vector<double> utilizations;
        for (double f : {0.5, 0.75, 1.0, 1.25, 1.5})
            utilizations.push_back(std::clamp(in.workload.utilization * f, 0.05, 1.0));
        QStringList priceLabels;
        const QString symbol =
            m_scenario.currency == Currency::EUR ? QStringLiteral("€") : QStringLiteral("$");
        for (double f : priceFactors)
            priceLabels << Msg::tr("%1 %2 per GPU-hour")
                               .arg(symbol, l.toString(in.cloud.onDemandPerGpuHour * f, 'f', 2));
        QStringList utilizationLabels;
        for (double u : utilizations)
            utilizationLabels << l.toString(u * 100.0, 'f', 0) + QStringLiteral("%");
        int row = writeGrid(sheet, 3, Msg::tr("Utilization against the cloud's price"),
                            Msg::tr("Utilization"),
                            Msg::tr("Cloud price (on-demand; reserved and burst move with it)"),
                            utilizationLabels, priceLabels, [&](int r, int c) {
                                return adviceWith([&](engine::Inputs &x) {
                                    const double f = priceFactors[std::size_t(c)];
                                    x.workload.utilization = utilizations[std::size_t(r)];
                                    x.cloud.onDemandPerGpuHour *= f;
                                    x.cloud.reservedPerGpuHour *= f;
                                    if (x.cloud.burstPerGpuHour)
                                        *x.cloud.burstPerGpuHour *= f;
                                });
                            });
        std::vector<int> gpus;
        for (double f : {0.25, 0.5, 1.0, 1.5, 2.0})
            gpus.push_back(std::max(1, int(std::lround(in.workload.gpus * f))));
        const std::vector<int> horizons{1, 3, 5, 7, 10};
        QStringList gpuLabels;
        for (int g : gpus)
            gpuLabels << Msg::tr("%n GPU(s)", nullptr, g);
        QStringList horizonLabels;
        for (int h : horizons)
            horizonLabels << Msg::tr("%n year(s)", nullptr, h);
        row = writeGrid(
            sheet, row + 1, Msg::tr("GPUs needed against the horizon"), Msg::tr("GPUs needed"),
            Msg::tr("Horizon"), gpuLabels, horizonLabels, [&](int r, int c) {
                return adviceWith([&](engine::Inputs &x) {
                    const double f =
                        double(gpus[std::size_t(r)]) / double(std::max(1, in.workload.gpus));
                    x.workload.gpus = gpus[std::size_t(r)];
                    if (x.onprem.gpus)
                        *x.onprem.gpus = std::max(1, int(std::lround(*x.onprem.gpus * f)));
                    if (x.onprem.hybridGpus)
                        *x.onprem.hybridGpus =
                            std::max(0, int(std::lround(*x.onprem.hybridGpus * f)));
                    if (x.cloud.reservedGpus)
                        *x.cloud.reservedGpus =
                            std::max(0, int(std::lround(*x.cloud.reservedGpus * f)));
                    x.horizonYears = horizons[std::size_t(c)];
                });
            });
        worksheet_write_string(
            sheet, lxw_row_t(row), 0,
            utf8(Msg::tr("Each cell is the app's recommendation for the scenario with that change "
                         "(GPUs needed scales the on-premise fleet and reserved GPUs with it). "
                         "The scenario itself is the middle column of the first grid and the "
                         "middle row of the second.")),
            nullptr);
    }

    // The label of an input's section ("Cloud"); empty when the section has none.
    static QString groupOf(const inputs::Input &input)
    {
        QString section = input.jsonPath().section(u'.', 0, -2);
        if (section.isEmpty())
            section = QStringLiteral("inputs");
        const QByteArray path = section.toUtf8();
        const inputs::Section *s =
            inputs::findSection({path.constData(), std::size_t(path.size())});
        return s && s->label ? inputs::translate(s->label) : QString();
    }

    lxw_workbook *m_book;
    assessment::Assessment m_assessed; // the scenario resolved and evaluated (the one way in)
    const Scenario &m_scenario;        // m_assessed.scenario
    bool m_dutch;
    QLocale m_locale;
    Evaluation m_evaluation;
    DecisionResult m_decision;
    QString m_summaryName;
    QString m_inputsName;
    QString m_monthlyName;
    QString m_perYearName;
    QString m_energyName;
    QString m_whatIfName;
    int m_perYearHeaderRow = 0;
    int m_energyHeaderRow = 0;
    lxw_format *m_note = nullptr;
    lxw_format *m_wrapped = nullptr;
    lxw_format *m_wrappedNote = nullptr;
    std::vector<OptionBlock> m_blocks;
    std::map<QString, lxw_format *> m_formats;
    std::vector<QByteArray> m_strings;
};

} // namespace

QString writeWorkbook(const Scenario &scenario, const QString &path, const QString &language)
{
    // libxlsxwriter writes to a file name. On Linux that is an anonymous file in memory
    // (memfd_create, /proc/self/fd/N) and its own temporary files are unlinked at once
    // (tmpfile(), tmpdir left null): a process killed in the middle leaves nothing behind.
    // Elsewhere a temporary folder is used.
    std::optional<QTemporaryDir> folder;
    QString file;
#ifdef Q_OS_LINUX
    const int memory = ::memfd_create("gpu-advisor-workbook", MFD_CLOEXEC);
    const auto closeMemory = qScopeGuard([memory] {
        if (memory >= 0)
            ::close(memory);
    });
    if (memory >= 0)
        file = QStringLiteral("/proc/self/fd/%1").arg(memory);
#endif
    QByteArray tmp;
    lxw_workbook_options options{};
    if (file.isEmpty()) {
        folder.emplace();
        if (!folder->isValid())
            return Msg::tr("%1: cannot create a temporary folder (%2)")
                .arg(path, folder->errorString());
        file = folder->filePath(QStringLiteral("workbook.xlsx"));
        tmp = QFile::encodeName(folder->path());
        options.tmpdir = tmp.data();
    }
    const QByteArray fileName = QFile::encodeName(file);
    lxw_workbook *book = workbook_new_opt(fileName.constData(), &options);
    if (!book)
        return Msg::tr("%1: cannot start the workbook").arg(path);
    {
        const i18n::LanguageScope scope(language);
        WorkbookWriter(book, scenario, language).write();
    }
    if (const lxw_error error = workbook_close(book); error != LXW_NO_ERROR)
        return Msg::tr("%1: cannot write the workbook (%2)")
            .arg(path, QString::fromUtf8(lxw_strerror(error)));
    QFile written(file);
    if (!written.open(QIODevice::ReadOnly))
        return Msg::tr("%1: cannot write the workbook (%2)").arg(path, written.errorString());
    const QByteArray bytes = written.readAll();
    return files::writeAtomically(path, bytes);
}

} // namespace gda::exporting
