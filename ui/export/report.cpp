// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report.h"

#include "analysis.h"
#include "assumptions.h"
#include "chartcanvas.h"
#include "exportfiles.h"

#include "charts/uncertaintycharts.h"
#include "core/format.h"
#include "core/languagemanager.h"
#include "core/texts.h"
#include "engine/costmodel.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace gda::ui::exporting {

using namespace gda::engine;
using charts::ChartKind;

namespace {

constexpr double kMarginMm = 20.0;
constexpr double kHeaderMm = 8.0; // room for the running header and footer inside the margins
// Charts are laid out at these sizes (pixels at 96 DPI, as on screen) and scaled to the text
// width: small enough that their text stays legible, large enough that long titles and axis
// labels fit.
constexpr QSize kChartLayoutSize{760, 470};
constexpr QSize kBreakEvenLayoutSize{760, 430}; // shares its page with the utilization chart
constexpr QSize kHistogramLayoutSize{880, 470}; // long money labels on the x axis
constexpr QSize kTornadoLayoutSize{960, 560};   // long row labels and subtitle
constexpr QSize kMatrixLayoutSize{760, 340};    // fits below the matrix table
// Room a page of two figures needs besides the charts: heading, captions, spacing (pixels).
constexpr double kFigurePairAllowance = 130.0;
constexpr int kFigureObjectType = QTextFormat::UserObject + 1;
constexpr int kFigureIndexProperty = QTextFormat::UserProperty + 1;

const QColor kAccent(0x1f, 0x3f, 0x66);
const QColor kMuted(0x5a, 0x5a, 0x5a);
const QColor kRule(0xb8, 0xb8, 0xb8);
const QColor kHeaderFill(0xe8, 0xed, 0xf3);
const QColor kGroupFill(0xf4, 0xf4, 0xf4);

QFont reportFont(double points, bool bold = false)
{
    QFont font;
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setHintingPreference(QFont::PreferNoHinting);
    // No ligatures: "fi" stays two letters, so text copied or searched in the PDF matches.
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

// One chart of the report with its caption, laid out once.
struct Figure
{
    QSize layoutSize;
    std::unique_ptr<QChart> chart;
    std::unique_ptr<ChartCanvas> canvas;
    QString caption;
};

// Draws a figure (chart and caption below it) where the document holds its object character,
// so the chart stays vector graphics and never parts from its caption.
class FigureObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    FigureObject(const std::vector<Figure> &figures, double width, QPaintDevice *device)
        : m_figures(figures), m_width(width), m_device(device), m_captionFont(reportFont(9.0))
    {
        m_captionFont.setItalic(true);
    }

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        const Figure *figure = figureOf(format);
        if (!figure)
            return {};
        return {m_width, chartHeight(*figure) + kCaptionGap + captionHeight(figure->caption)};
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override
    {
        const Figure *figure = figureOf(format);
        if (!figure)
            return;
        const QRectF chartRect(rect.topLeft(), QSizeF(m_width, chartHeight(*figure)));
        figure->canvas->paint(*painter, chartRect);
        painter->save();
        painter->setPen(QPen(kRule, 0.8));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(chartRect);
        painter->setFont(QFont(m_captionFont, m_device));
        painter->setPen(kMuted);
        painter->drawText(QRectF(rect.left(), chartRect.bottom() + kCaptionGap, m_width,
                                 captionHeight(figure->caption)),
                          Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, figure->caption);
        painter->restore();
    }

private:
    static constexpr double kCaptionGap = 6.0;

    const Figure *figureOf(const QTextFormat &format) const
    {
        const int index = format.intProperty(kFigureIndexProperty);
        return index >= 0 && std::size_t(index) < m_figures.size() ? &m_figures[std::size_t(index)]
                                                                   : nullptr;
    }
    double chartHeight(const Figure &figure) const
    {
        return m_width * figure.layoutSize.height() / figure.layoutSize.width();
    }
    double captionHeight(const QString &caption) const
    {
        const QFontMetricsF metrics(m_captionFont, m_device);
        return metrics
                   .boundingRect(QRectF(0, 0, m_width, 1e6), Qt::AlignLeft | Qt::TextWordWrap,
                                 caption)
                   .height() +
               2.0;
    }

    const std::vector<Figure> &m_figures;
    double m_width;
    QPaintDevice *m_device;
    QFont m_captionFont;
};

// A table of the report: header texts, rows of cells, relative column widths, and which columns
// hold numbers (right-aligned).
struct TableSpec
{
    QStringList headers;
    std::vector<QStringList> rows;
    std::vector<double> widths;  // percent, one per column
    std::vector<bool> numeric;   // one per column; missing = text
    std::vector<int> groupRows;  // rows shown as a group heading across all columns
    std::vector<int> strongRows; // rows in bold (totals)
    double points = 9.0;         // text size
    double padding = 3.5;        // around each cell's text
};

// Writes the report's content into a QTextDocument, block by block.
class DocumentBuilder
{
public:
    // Layout waits until the builder is gone: laying out after every insertion would cost
    // seconds for a report.
    explicit DocumentBuilder(QTextDocument &document) : m_cursor(&document)
    {
        m_cursor.beginEditBlock();
    }
    ~DocumentBuilder() { m_cursor.endEditBlock(); }
    DocumentBuilder(const DocumentBuilder &) = delete;
    DocumentBuilder &operator=(const DocumentBuilder &) = delete;

    void heading(const QString &text, bool newPage = true)
    {
        QTextBlockFormat block;
        block.setTopMargin(newPage ? 0.0 : 14.0);
        block.setBottomMargin(8.0);
        if (newPage)
            block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCharFormat chars;
        chars.setFont(reportFont(16.0, true));
        chars.setForeground(kAccent);
        startBlock(block, chars);
        m_cursor.insertText(text, chars);
    }

    void subheading(const QString &text)
    {
        QTextBlockFormat block;
        block.setTopMargin(12.0);
        block.setBottomMargin(5.0);
        QTextCharFormat chars;
        chars.setFont(reportFont(12.0, true));
        chars.setForeground(kAccent);
        startBlock(block, chars);
        m_cursor.insertText(text, chars);
    }

    void paragraph(const QString &text, double points = 10.0, bool bold = false,
                   const QColor &color = Qt::black, double topMargin = 0.0)
    {
        QTextBlockFormat block;
        block.setTopMargin(topMargin);
        block.setBottomMargin(6.0);
        block.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
        QTextCharFormat chars;
        chars.setFont(reportFont(points, bold));
        chars.setForeground(color);
        startBlock(block, chars);
        m_cursor.insertText(text, chars);
    }

    // A paragraph that starts with a bold lead ("Cost model. The model …").
    void leadParagraph(const QString &lead, const QString &text)
    {
        paragraph({});
        QTextCharFormat bold;
        bold.setFont(reportFont(10.0, true));
        m_cursor.insertText(lead + u' ', bold);
        QTextCharFormat plain;
        plain.setFont(reportFont(10.0));
        m_cursor.insertText(text, plain);
    }

    // A small block of lines under a bold title, kept in one paragraph.
    void lines(const QString &title, const QStringList &lines)
    {
        paragraph({}, 8.5);
        QTextCharFormat bold;
        bold.setFont(reportFont(8.5, true));
        m_cursor.insertText(title, bold);
        QTextCharFormat plain;
        plain.setFont(reportFont(8.5));
        for (const QString &line : lines)
            m_cursor.insertText(QChar(QChar::LineSeparator) + line, plain);
    }

    void spacer(double height)
    {
        QTextBlockFormat block;
        block.setLineHeight(height, QTextBlockFormat::FixedHeight);
        QTextCharFormat chars;
        chars.setFont(reportFont(2.0));
        startBlock(block, chars);
    }

    void figure(int index)
    {
        QTextBlockFormat block;
        block.setTopMargin(8.0);
        block.setBottomMargin(10.0);
        block.setAlignment(Qt::AlignHCenter);
        QTextCharFormat chars;
        chars.setFont(reportFont(10.0));
        startBlock(block, chars);
        QTextCharFormat object;
        object.setObjectType(kFigureObjectType);
        object.setProperty(kFigureIndexProperty, index);
        m_cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
    }

    void table(const TableSpec &spec)
    {
        const int columns = int(spec.headers.size());
        const int rows = int(spec.rows.size()) + 1;
        QTextTableFormat format;
        format.setBorder(0.6);
        format.setBorderBrush(kRule);
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setBorderCollapse(true);
        format.setCellPadding(spec.padding);
        format.setCellSpacing(0);
        format.setHeaderRowCount(1);
        format.setTopMargin(4.0);
        format.setBottomMargin(8.0);
        format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        QList<QTextLength> widths;
        for (int c = 0; c < columns; ++c)
            widths << QTextLength(QTextLength::PercentageLength, std::size_t(c) < spec.widths.size()
                                                                     ? spec.widths[std::size_t(c)]
                                                                     : 100.0 / columns);
        format.setColumnWidthConstraints(widths);
        if (m_pendingEmptyBlock) // a table right after a table needs a block in between
            m_cursor.insertBlock();
        QTextTable *table = m_cursor.insertTable(rows, columns, format);

        auto isNumeric = [&](int c) {
            return std::size_t(c) < spec.numeric.size() && spec.numeric[std::size_t(c)];
        };
        auto put = [&](int row, int column, const QString &text, bool bold, Qt::Alignment align) {
            QTextCursor cell = table->cellAt(row, column).firstCursorPosition();
            QTextBlockFormat block;
            block.setAlignment(align);
            cell.setBlockFormat(block);
            QTextCharFormat chars;
            chars.setFont(reportFont(spec.points, bold));
            cell.insertText(text, chars);
        };
        for (int c = 0; c < columns; ++c) {
            QTextTableCellFormat fill;
            fill.setBackground(kHeaderFill);
            table->cellAt(0, c).setFormat(fill);
            put(0, c, spec.headers[c], true, isNumeric(c) ? Qt::AlignRight : Qt::AlignLeft);
        }
        for (int r = 0; r < int(spec.rows.size()); ++r) {
            const QStringList &cells = spec.rows[std::size_t(r)];
            const bool group =
                std::find(spec.groupRows.begin(), spec.groupRows.end(), r) != spec.groupRows.end();
            const bool strong = std::find(spec.strongRows.begin(), spec.strongRows.end(), r) !=
                                spec.strongRows.end();
            if (group) {
                table->mergeCells(r + 1, 0, 1, columns);
                QTextTableCellFormat fill;
                fill.setBackground(kGroupFill);
                table->cellAt(r + 1, 0).setFormat(fill);
                put(r + 1, 0, cells.value(0), true, Qt::AlignLeft);
                continue;
            }
            for (int c = 0; c < columns; ++c)
                put(r + 1, c, cells.value(c), strong,
                    isNumeric(c) ? Qt::AlignRight : Qt::AlignLeft);
        }
        m_cursor.movePosition(QTextCursor::End);
        m_pendingEmptyBlock = true;
    }

private:
    // Starts a block: the document's first one, the empty one after a table, or a new one.
    void startBlock(const QTextBlockFormat &block, const QTextCharFormat &chars)
    {
        if (m_first || m_pendingEmptyBlock) {
            m_cursor.setBlockFormat(block);
            m_cursor.setBlockCharFormat(chars);
            m_cursor.setCharFormat(chars);
        } else {
            m_cursor.insertBlock(block, chars);
        }
        m_first = false;
        m_pendingEmptyBlock = false;
    }

    QTextCursor m_cursor;
    bool m_first = true;
    bool m_pendingEmptyBlock = false;
};

// Everything the report says, in the report's language; builds the document and the figures.
class ReportContent
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::exporting) // one translation context for the export

public:
    explicit ReportContent(const ReportRequest &request)
        : m_request(request), m_scenario(request.scenario),
          m_locale(LanguageManager::localeFor(request.language)),
          m_analysis(analyse(request.scenario))
    {
    }

    const std::vector<Figure> &figures() const { return m_figures; }
    QString title() const { return tr("Decision report: %1").arg(m_scenario.name); }
    QString runningTitle() const
    {
        return m_scenario.client.isEmpty()
                   ? m_scenario.name
                   : tr("%1 — %2", "client — scenario").arg(m_scenario.client, m_scenario.name);
    }
    QString dateText() const { return m_locale.toString(m_request.generated, tr("d MMMM yyyy")); }
    QString pageText(int page, int pages) const
    {
        return tr("Page %1 of %2").arg(m_locale.toString(page), m_locale.toString(pages));
    }

    // Builds the figures (charts in the report's language, laid out) before the document.
    void buildFigures()
    {
        const charts::ChartData &data = m_analysis.data;
        const Evaluation &e = data.evaluation;
        auto add = [&](ChartKind kind, const QString &caption) {
            Figure figure;
            figure.layoutSize = kind == ChartKind::Matrix      ? kMatrixLayoutSize
                                : kind == ChartKind::BreakEven ? kBreakEvenLayoutSize
                                : kind == ChartKind::Tornado   ? kTornadoLayoutSize
                                : kind == ChartKind::Histogram ? kHistogramLayoutSize
                                                               : kChartLayoutSize;
            figure.chart = charts::buildChart(kind, data, m_locale);
            figure.canvas = std::make_unique<ChartCanvas>(*figure.chart, QSizeF(figure.layoutSize));
            figure.caption =
                tr("Figure %1. %2").arg(m_locale.toString(int(m_figures.size()) + 1), caption);
            m_figureOf[std::size_t(kind)] = int(m_figures.size());
            m_figures.push_back(std::move(figure));
        };
        add(ChartKind::Matrix,
            tr("Decision matrix: the five factor scores (0 = strongly cloud, 100 = strongly "
               "on-premise) and their weighted overall score."));
        add(ChartKind::BreakEven,
            tr("Cumulative cost of the three options month by month. %1.")
                .arg(texts::breakEvenLabel(e.breakEvenMonth, m_scenario.inputs.horizonYears,
                                           m_locale)));
        add(ChartKind::Utilization,
            tr("Total cost over the horizon against utilization, all other inputs unchanged."));
        add(ChartKind::Breakdown, tr("Cost by category over the horizon, per option."));
        add(ChartKind::Tornado,
            tr("Sensitivity: the change in the savings of on-premise over the cloud when one "
               "input moves 20% down or up."));
        add(ChartKind::Histogram,
            data.monteCarlo
                ? tr("Uncertainty: the savings of on-premise over the cloud in %1 simulated "
                     "draws, with P10, P50 and P90.")
                      .arg(m_locale.toString(data.monteCarlo->draws))
                : tr("Uncertainty: %1").arg(m_analysis.simulationProblem));
    }

    void buildDocument(DocumentBuilder &doc) const
    {
        cover(doc);
        summary(doc);
        keyFigures(doc);
        costCharts(doc);
        sensitivity(doc);
        uncertainty(doc);
        assumptions(doc);
        method(doc);
    }

private:
    QString money(double amount, int decimals = 0) const
    {
        return format::money(amount, m_scenario.currency, m_locale, decimals);
    }
    QString percent(double fraction, int decimals = 0) const
    {
        return format::percent(fraction, m_locale, decimals);
    }
    const Evaluation &evaluation() const { return m_analysis.data.evaluation; }
    const std::optional<Decision> &decision() const { return m_analysis.data.decision; }

    void cover(DocumentBuilder &doc) const
    {
        doc.spacer(120.0);
        doc.paragraph(tr("Decision report"), 14.0, false, kMuted);
        doc.paragraph(tr("Rent GPUs in the cloud, buy them on-premise, or mix the two"), 11.0,
                      false, kMuted);
        doc.paragraph(m_scenario.name, 26.0, true, kAccent, 18.0);
        if (!m_scenario.client.isEmpty())
            doc.paragraph(tr("Prepared for %1").arg(m_scenario.client), 16.0, false, Qt::black,
                          6.0);
        doc.paragraph(tr("Date: %1").arg(dateText()), 11.0, false, Qt::black, 40.0);
        if (!m_request.author.isEmpty())
            doc.paragraph(tr("Author: %1").arg(m_request.author), 11.0);
        if (decision())
            doc.paragraph(
                tr("Recommendation: %1").arg(texts::recommendationName(decision()->recommendation)),
                14.0, true, kAccent, 40.0);
        doc.paragraph(texts::breakEvenLabel(evaluation().breakEvenMonth,
                                            m_scenario.inputs.horizonYears, m_locale),
                      11.0);
        doc.paragraph(tr("Horizon %1 · amounts in %2 · cost model version %3")
                          .arg(tr("%n year(s)", nullptr, m_scenario.inputs.horizonYears),
                               currencyCode(m_scenario.currency), m_locale.toString(kModelVersion)),
                      9.0, false, kMuted, 60.0);
    }

    void summary(DocumentBuilder &doc) const
    {
        doc.heading(tr("Executive summary"));
        doc.paragraph(texts::executiveSummary(m_scenario, evaluation(), decision(), m_locale),
                      11.0);

        doc.heading(tr("Recommendation"), false);
        if (!decision()) {
            doc.paragraph(tr("No recommendation: every weight of the decision matrix is zero. "
                             "Give at least one factor a weight."));
            return;
        }
        const Decision &d = *decision();
        doc.paragraph(texts::recommendationName(d.recommendation), 14.0, true, kAccent);
        doc.paragraph(tr("Overall score %1 of 100. A score of %2 or less points to the cloud, %3 "
                         "or more to on-premise, and anything in between to a hybrid of the two.")
                          .arg(m_locale.toString(d.overall, 'f', 0),
                               m_locale.toString(kCloudUpTo, 'f', 0),
                               m_locale.toString(kOnPremFrom, 'f', 0)));
        if (const QString flip = nearestFlip(d); !flip.isEmpty())
            doc.paragraph(flip);

        doc.subheading(tr("Decision matrix"));
        TableSpec table;
        table.headers = {tr("Factor"), tr("Score"), tr("Weight"), tr("Reason")};
        table.widths = {26, 8, 9, 57};
        table.numeric = {false, true, true, false};
        for (Factor f : kAllFactors) {
            const FactorScore &score = d.score(f);
            table.rows.push_back({texts::factorName(f), m_locale.toString(score.score, 'f', 0),
                                  percent(d.normalizedWeights[std::size_t(f)]),
                                  texts::reason(score, m_scenario.currency, m_locale)});
        }
        table.rows.push_back(
            {tr("Overall (weighted)"), m_locale.toString(d.overall, 'f', 0), percent(1.0),
             tr("Recommendation: %1").arg(texts::recommendationName(d.recommendation))});
        table.strongRows = {int(kFactorCount)};
        doc.table(table);
        doc.figure(m_figureOf[std::size_t(ChartKind::Matrix)]);
    }

    // "The recommendation would change to hybrid if the weight of capital availability were
    // 12 points lower." for the smallest weight change that changes it; empty when none does.
    QString nearestFlip(const Decision &d) const
    {
        std::optional<Factor> nearest;
        for (Factor f : kAllFactors) {
            const auto &flip = d.flip(f);
            if (flip &&
                (!nearest || std::abs(flip->distance) < std::abs(d.flip(*nearest)->distance)))
                nearest = f;
        }
        if (!nearest)
            return tr("No single weight change within 0 to 100% changes the recommendation.");
        const WeightFlip &flip = *d.flip(*nearest);
        const QString points = m_locale.toString(std::abs(flip.distance) * 100.0, 'f', 0);
        const QString to = texts::recommendationName(flip.to);
        const QString factor = texts::factorName(*nearest);
        return std::signbit(flip.distance)
                   ? tr("The recommendation is closest to changing through the weight of %1: "
                        "lowering it by more than %2 percentage points makes it %3.")
                         .arg(factor, points, to)
                   : tr("The recommendation is closest to changing through the weight of %1: "
                        "raising it by more than %2 percentage points makes it %3.")
                         .arg(factor, points, to);
    }

    void keyFigures(DocumentBuilder &doc) const
    {
        const Evaluation &e = evaluation();
        const int years = m_scenario.inputs.horizonYears;
        doc.heading(tr("Key figures"));
        doc.paragraph(tr("What each option costs over %1 (%2 GPU-hours of work), in %3.")
                          .arg(tr("%n year(s)", nullptr, years),
                               m_locale.toString(e.gpuHours, 'f', 0),
                               currencyCode(m_scenario.currency)));
        TableSpec options;
        options.headers = {QString(), texts::optionName(Option::Cloud),
                           texts::optionName(Option::OnPrem), texts::optionName(Option::Hybrid)};
        options.widths = {37, 21, 21, 21};
        options.numeric = {false, true, true, true};
        auto row = [&](const QString &label, auto value) {
            QStringList cells{label};
            for (Option o : kAllOptions)
                cells << value(e.option(o));
            options.rows.push_back(cells);
        };
        row(tr("Total cost of ownership (TCO)"),
            [&](const OptionResult &r) { return money(r.tco); });
        row(tr("Net present value of the costs (NPV, %1 discount rate)")
                .arg(percent(m_scenario.inputs.discountRate, 1)),
            [&](const OptionResult &r) { return money(r.npv); });
        row(tr("Cost per GPU-hour"),
            [&](const OptionResult &r) { return money(r.costPerGpuHour, 2); });
        row(tr("GPUs owned"),
            [&](const OptionResult &r) { return m_locale.toString(r.onpremGpus); });
        doc.table(options);

        doc.subheading(tr("On-premise against the cloud"));
        TableSpec comparison;
        comparison.headers = {tr("Figure"), tr("Value")};
        comparison.widths = {55, 45};
        comparison.numeric = {false, true};
        comparison.rows.push_back(
            {tr("Break-even month"), format::months(e.breakEvenMonth, m_locale)});
        comparison.rows.push_back({tr("Break-even utilization"), breakEvenUtilizationText()});
        const double savings = e.option(Option::Cloud).tco - e.option(Option::OnPrem).tco;
        comparison.rows.push_back(
            {tr("Savings of on-premise over the cloud"),
             tr("%1 (%2)").arg(money(savings), percent(e.savingsFraction, 1))});
        comparison.rows.push_back({tr("Optimal on-premise fleet of the hybrid option"),
                                   tr("%n GPU(s)", nullptr, e.optimalOnpremGpus)});
        comparison.rows.push_back(
            {tr("Scenario utilization"), percent(m_scenario.inputs.workload.utilization, 1)});
        doc.table(comparison);

        doc.subheading(tr("Cost by category"));
        TableSpec categories;
        categories.headers = {tr("Category"), texts::optionName(Option::Cloud),
                              texts::optionName(Option::OnPrem), texts::optionName(Option::Hybrid)};
        categories.widths = {37, 21, 21, 21};
        categories.numeric = {false, true, true, true};
        for (Category c : kAllCategories) {
            if (std::all_of(kAllOptions.begin(), kAllOptions.end(),
                            [&](Option o) { return std::abs(e.option(o).category(c)) < 0.5; }))
                continue;
            QStringList cells{texts::categoryName(c)};
            for (Option o : kAllOptions)
                cells << money(e.option(o).category(c));
            categories.rows.push_back(cells);
        }
        QStringList total{tr("Total")};
        for (Option o : kAllOptions)
            total << money(e.option(o).tco);
        categories.strongRows = {int(categories.rows.size())};
        categories.rows.push_back(total);
        doc.table(categories);
    }

    QString breakEvenUtilizationText() const
    {
        const Evaluation &e = evaluation();
        switch (e.breakEvenUtilizationKind) {
        case BreakEvenKind::OnPremAlwaysCheaper:
            return tr("on-premise is cheaper at any utilization");
        case BreakEvenKind::CloudAlwaysCheaper:
            return tr("the cloud stays cheaper even at full utilization");
        case BreakEvenKind::Crossing:
            break;
        }
        return e.breakEvenUtilization ? percent(*e.breakEvenUtilization, 1) : tr("none");
    }

    void costCharts(DocumentBuilder &doc) const
    {
        doc.heading(tr("Cost over time"));
        doc.figure(m_figureOf[std::size_t(ChartKind::BreakEven)]);
        doc.figure(m_figureOf[std::size_t(ChartKind::Utilization)]);
        doc.figure(m_figureOf[std::size_t(ChartKind::Breakdown)]);
    }

    void sensitivity(DocumentBuilder &doc) const
    {
        const auto &bars = *m_analysis.data.tornado;
        doc.heading(tr("Sensitivity"));
        const double base = bars.empty() ? 0.0 : bars.front().baseOutput;
        const QString atBase =
            base >= 0.0
                ? tr("At the scenario's own values on-premise saves %1 over the cloud.")
                      .arg(money(base))
                : tr("At the scenario's own values the cloud is %1 cheaper than on-premise.")
                      .arg(money(-base));
        doc.paragraph(atBase + u' ' +
                      tr("Each row moves one input 20% down and up with all others unchanged; "
                         "the widest rows matter most. The savings are those of on-premise over "
                         "the cloud; a negative amount means the cloud is cheaper."));
        TableSpec table;
        table.headers = {tr("Input"),      tr("Low value"),       tr("Savings at low"),
                         tr("High value"), tr("Savings at high"), tr("Range")};
        table.widths = {26, 14, 16, 14, 16, 14};
        table.numeric = {false, true, true, true, true, true};
        for (const TornadoBar &bar : bars)
            table.rows.push_back({charts::parameterName(bar.parameter),
                                  charts::parameterValueText(bar.parameter, bar.lowValue,
                                                             m_scenario.currency, m_locale),
                                  money(bar.outputLow),
                                  charts::parameterValueText(bar.parameter, bar.highValue,
                                                             m_scenario.currency, m_locale),
                                  money(bar.outputHigh), money(bar.width())});
        doc.table(table);
        doc.figure(m_figureOf[std::size_t(ChartKind::Tornado)]);
    }

    void uncertainty(DocumentBuilder &doc) const
    {
        doc.heading(tr("Uncertainty"));
        const auto &result = m_analysis.data.monteCarlo;
        if (!result) {
            doc.paragraph(tr("No simulation: %1").arg(m_analysis.simulationProblem));
            return;
        }
        const MonteCarloSpec &spec = m_analysis.spec;
        doc.paragraph(
            tr("A Monte Carlo simulation draws the uncertain inputs together, %1 "
               "times, each from a triangular distribution (low, most likely, high), "
               "and computes the savings of on-premise over the cloud for every draw. "
               "Seed %2: the same scenario gives the same figures on every computer.")
                .arg(m_locale.toString(result->draws), m_locale.toString(qulonglong(spec.seed))));
        TableSpec figures;
        figures.headers = {tr("Figure"), tr("Value")};
        figures.widths = {55, 45};
        figures.numeric = {false, true};
        figures.rows.push_back({tr("Probability that on-premise is cheaper"),
                                percent(result->probabilityOnPremCheaper, 1)});
        figures.rows.push_back(
            {tr("Savings, P10 (9 in 10 draws save more)"), money(result->savings.p10)});
        figures.rows.push_back({tr("Savings, P50 (median)"), money(result->savings.p50)});
        figures.rows.push_back(
            {tr("Savings, P90 (1 in 10 draws saves more)"), money(result->savings.p90)});
        figures.rows.push_back({tr("Mean savings"), money(result->meanSavings)});
        if (result->breakEvenMonth) {
            const Percentiles &p = *result->breakEvenMonth;
            figures.rows.push_back(
                {tr("Break-even month, P10 / P50 / P90"),
                 tr("%1 / %2 / %3")
                     .arg(m_locale.toString(p.p10, 'f', 1), m_locale.toString(p.p50, 'f', 1),
                          m_locale.toString(p.p90, 'f', 1))});
        }
        figures.rows.push_back({tr("Draws without break-even within the horizon"),
                                tr("%1 of %2")
                                    .arg(m_locale.toString(result->drawsWithoutBreakEven),
                                         m_locale.toString(result->draws))});
        doc.table(figures);

        doc.subheading(tr("Distributions"));
        TableSpec distributions;
        distributions.headers = {tr("Input"), tr("Low"), tr("Most likely"), tr("High")};
        distributions.widths = {40, 20, 20, 20};
        distributions.numeric = {false, true, true, true};
        for (const auto &[parameter, t] : spec.distributions) {
            auto text = [&](double v) {
                return charts::parameterValueText(parameter, v, m_scenario.currency, m_locale);
            };
            distributions.rows.push_back(
                {charts::parameterName(parameter), text(t.low), text(t.mode), text(t.high)});
        }
        doc.table(distributions);
        doc.figure(m_figureOf[std::size_t(ChartKind::Histogram)]);
    }

    void assumptions(DocumentBuilder &doc) const
    {
        doc.heading(tr("Assumptions"));
        doc.paragraph(tr("Every input of the scenario with its value and its source: the price "
                         "catalog (with the date of the price), a default of the application "
                         "(with its dated source, referenced in full below), or the scenario "
                         "itself."));
        doc.lines(tr("Sources of the defaults"), defaultSources(m_scenario, m_locale));
        TableSpec table;
        table.headers = {tr("Input"), tr("Value"), tr("Source")};
        table.widths = {33, 31, 36};
        table.points = 8.5; // some 70 rows: two pages
        table.padding = 2.5;
        for (const AssumptionRow &row : assumptionRows(m_scenario, m_locale)) {
            if (!row.group.isEmpty()) {
                table.groupRows.push_back(int(table.rows.size()));
                table.rows.push_back({row.group});
            }
            table.rows.push_back({row.label, row.value, row.source});
        }
        doc.table(table);

        if (const QStringList prices = priceSources(m_scenario, m_locale); !prices.isEmpty()) {
            doc.subheading(tr("Price sources"));
            for (const QString &line : prices)
                doc.paragraph(line, 9.0);
        }
        if (!m_scenario.notes.isEmpty()) {
            doc.subheading(tr("Notes"));
            doc.paragraph(m_scenario.notes);
        }
    }

    void method(DocumentBuilder &doc) const
    {
        doc.heading(tr("Method in brief"));
        doc.leadParagraph(
            tr("Cost model."),
            tr("For every month of the horizon the model adds up what each option costs. The "
               "cloud option rents every GPU-hour the workload needs. The on-premise option buys "
               "its fleet at the start — the cloud bridges the lead time — and pays power and "
               "cooling, maintenance, staff and other running costs; work beyond the fleet's "
               "capacity is rented. The hybrid option owns the steady baseline and rents the "
               "peaks. The total cost of ownership adds the months up; the net present value "
               "discounts them at the discount rate."));
        doc.leadParagraph(
            tr("Break-even."),
            tr("The break-even month is where the cumulative cost of on-premise falls below that "
               "of the cloud, interpolated between month ends. The break-even utilization is the "
               "utilization at which both cost the same over the horizon."));
        doc.leadParagraph(
            tr("Decision matrix."),
            tr("Five factors are scored from 0 (strongly cloud) to 100 (strongly on-premise): "
               "utilization, workload predictability, technical expertise, capital availability "
               "and data gravity. Their weighted mean is the overall score: %1 or less "
               "recommends the cloud, %2 or more on-premise, anything in between a hybrid.")
                .arg(m_locale.toString(kCloudUpTo, 'f', 0),
                     m_locale.toString(kOnPremFrom, 'f', 0)));
        doc.leadParagraph(
            tr("Sensitivity and uncertainty."),
            tr("The sensitivity analysis moves one input at a time 20% down and up. The "
               "Monte Carlo simulation draws several inputs together from triangular "
               "distributions; P10, P50 and P90 are the savings that 10%, 50% and 90% of the "
               "draws stay below."));
        doc.leadParagraph(
            tr("Limits."),
            tr("The figures follow from the inputs listed under Assumptions. Prices change, and "
               "the model leaves out taxes, subsidies and the value of flexibility; check the "
               "inputs with current quotes before deciding. The application's methodology "
               "describes every formula and default in full."));
    }

    const ReportRequest &m_request;
    const Scenario &m_scenario;
    QLocale m_locale;
    Analysis m_analysis;
    std::vector<Figure> m_figures;
    std::array<int, charts::kAllChartKinds.size()> m_figureOf{};
};

// Page geometry in device units of the PDF writer (pixels at the screen's DPI).
struct PageGeometry
{
    QSizeF page;
    double margin = 0.0;
    double header = 0.0;
    QRectF content() const
    {
        return {margin, margin + header, page.width() - 2 * margin,
                page.height() - 2 * (margin + header)};
    }
};

void drawCoverDecoration(QPainter &painter, const PageGeometry &g)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(kAccent);
    const double band = g.margin * 1.6;
    painter.drawRect(QRectF(0, 0, g.page.width(), band));
    painter.setPen(Qt::white);
    painter.setFont(QFont(reportFont(13.0, true), painter.device()));
    painter.drawText(QRectF(g.margin, 0, g.page.width() - 2 * g.margin, band),
                     Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("GPU Decision Advisor"));
    painter.restore();
}

void drawRunningHeader(QPainter &painter, const PageGeometry &g, const QString &left,
                       const QString &right, const QString &footerLeft, const QString &page)
{
    painter.save();
    painter.setFont(QFont(reportFont(8.0), painter.device()));
    painter.setPen(kMuted);
    const double width = g.page.width() - 2 * g.margin;
    const QRectF header(g.margin, g.margin - g.header * 0.2, width, g.header);
    painter.drawText(header, Qt::AlignLeft | Qt::AlignTop, left);
    painter.drawText(header, Qt::AlignRight | Qt::AlignTop, right);
    const double ruleY = g.margin + g.header * 0.75;
    painter.setPen(QPen(kRule, 0.6));
    painter.drawLine(QPointF(g.margin, ruleY), QPointF(g.margin + width, ruleY));
    const double footerY = g.page.height() - g.margin - g.header * 0.2;
    painter.drawLine(QPointF(g.margin, footerY), QPointF(g.margin + width, footerY));
    painter.setPen(kMuted);
    const QRectF footer(g.margin, footerY + g.header * 0.25, width, g.header);
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignTop, footerLeft);
    painter.drawText(footer, Qt::AlignRight | Qt::AlignTop, page);
    painter.restore();
}

QString renderReport(ReportContent &content, Paper paper, QIODevice &device)
{
    QPdfWriter writer(&device);
    writer.setCreator(QStringLiteral("GPU Decision Advisor"));
    writer.setTitle(content.title());
    const int dpi = ChartCanvas::screenDpi();
    writer.setResolution(dpi);
    writer.setPageSize(QPageSize(paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));

    PageGeometry geometry;
    geometry.page = QSizeF(writer.width(), writer.height());
    geometry.margin = kMarginMm / 25.4 * dpi;
    geometry.header = kHeaderMm / 25.4 * dpi;
    const QRectF content_ = geometry.content();

    QTextDocument document;
    document.setUseDesignMetrics(true);
    document.documentLayout()->setPaintDevice(&writer);
    document.setDefaultFont(reportFont(10.0));
    document.setDocumentMargin(0);
    QTextFrameFormat root = document.rootFrame()->frameFormat();
    root.setLeftMargin(content_.left());
    root.setRightMargin(geometry.page.width() - content_.right());
    root.setTopMargin(content_.top());
    root.setBottomMargin(geometry.page.height() - content_.bottom());
    document.rootFrame()->setFrameFormat(root);
    document.setPageSize(geometry.page);

    // Figures fill the text width, unless two cost charts (break-even and utilization, with
    // their captions and a heading) would then not fit on one page, as on Letter paper.
    const double pairHeight = double(kBreakEvenLayoutSize.height()) / kBreakEvenLayoutSize.width() +
                              double(kChartLayoutSize.height()) / kChartLayoutSize.width();
    const double figureWidth =
        std::min(content_.width(), (content_.height() - kFigurePairAllowance) / pairHeight);
    FigureObject figures(content.figures(), figureWidth, &writer);
    document.documentLayout()->registerHandler(kFigureObjectType, &figures);
    {
        DocumentBuilder builder(document);
        content.buildDocument(builder);
    }

    const int pages = document.pageCount();
    QPainter painter;
    if (!painter.begin(&writer))
        return tr("the PDF writer cannot start");
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    const QString date = content.dateText();
    for (int page = 0; page < pages; ++page) {
        if (page > 0 && !writer.newPage())
            return tr("the PDF writer cannot add a page");
        if (page == 0)
            drawCoverDecoration(painter, geometry);
        else
            drawRunningHeader(painter, geometry, content.runningTitle(), tr("Decision report"),
                              date, content.pageText(page + 1, pages));
        painter.save();
        const QRectF view(0, page * geometry.page.height(), geometry.page.width(),
                          geometry.page.height());
        painter.translate(0, -view.top());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
    }
    if (!painter.end())
        return tr("the PDF writer failed");
    return {};
}

} // namespace

QString paperKey(Paper paper)
{
    return paper == Paper::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

std::optional<Paper> paperFromKey(const QString &key)
{
    const QString lower = key.toLower();
    if (lower == QLatin1String("a4"))
        return Paper::A4;
    if (lower == QLatin1String("letter"))
        return Paper::Letter;
    return std::nullopt;
}

QString writeReport(const ReportRequest &request)
{
    if (!LanguageManager::languages().contains(request.language))
        return tr("Unknown report language \"%1\" (valid: %2).")
            .arg(request.language, LanguageManager::languages().join(QStringLiteral(", ")));
    const ScopedLanguage language(request.language);
    ReportContent content(request);
    content.buildFigures();
    return writeAtomically(request.outputPath, [&](QIODevice &device) {
        return renderReport(content, request.paper, device);
    });
}

} // namespace gda::ui::exporting

#include "report.moc"
