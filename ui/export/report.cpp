// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "report.h"

#include "analysis.h"
#include "assumptions.h"
#include "chartcanvas.h"
#include "comparison.h"
#include "exportfiles.h"
#include "measuredsection.h"
#include "pdfdocument.h"
#include "plansection.h"
#include "workloadsection.h"

#include "assessment/assessment.h"
#include "charts/comparechart.h"
#include "charts/placementcharts.h"
#include "charts/uncertaintycharts.h"
#include "core/format.h"
#include "core/languagemanager.h"
#include "core/optiontable.h"
#include "core/texts.h"
#include "engine/costmodel.h"
#include "i18n/languagescope.h"
#include "scenario/advicetext.h"
#include "scenario/countries.h"

#include <QChart>
#include <QDate>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace gda::ui::exporting {

using namespace gda::engine;
using charts::ChartKind;

namespace {

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
const QColor &kMuted = kDocumentMuted;

// The consultant's logo: an SVG stays vector graphics, any other format is an image.
class Logo
{
public:
    explicit Logo(const QString &path)
    {
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
            m_svg = std::make_unique<QSvgRenderer>(path);
            if (!m_svg->isValid() || m_svg->defaultSize().isEmpty())
                m_svg.reset();
        } else {
            QImageReader reader(path);
            reader.setAutoTransform(true);
            m_image = reader.read();
        }
    }
    bool isNull() const { return !m_svg && m_image.isNull(); }
    QSizeF size() const { return m_svg ? QSizeF(m_svg->defaultSize()) : QSizeF(m_image.size()); }
    // Scaled into `box` keeping its proportions, at the box's right edge, centred vertically;
    // returns the rectangle it took.
    QRectF paint(QPainter &painter, const QRectF &box) const
    {
        if (isNull())
            return {};
        const QSizeF fitted = size().scaled(box.size(), Qt::KeepAspectRatio);
        const QRectF target(box.right() - fitted.width(),
                            box.top() + (box.height() - fitted.height()) / 2.0, fitted.width(),
                            fitted.height());
        if (m_svg)
            m_svg->render(&painter, target);
        else
            painter.drawImage(target, m_image);
        return target;
    }

private:
    std::unique_ptr<QSvgRenderer> m_svg;
    QImage m_image;
};

// Everything the report says, in the report's language; builds the document and the figures.
class ReportContent
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::exporting) // one translation context for the export

public:
    explicit ReportContent(const ReportRequest &request)
        : m_request(request),
          m_analysis(analyse(request.scenario, std::nullopt, request.simulation.get())),
          m_scenario(m_analysis.data.scenario),
          m_locale(LanguageManager::localeFor(request.language))
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
    // The cover band: the consultant's firm, else the product.
    // The brand's accent, or the product's dark blue.
    QColor accent() const
    {
        return m_request.accent.isValid() ? m_request.accent : kDocumentAccent;
    }

    QString bandText() const
    {
        return m_request.firm.isEmpty() ? QStringLiteral("GPU Decision Advisor") : m_request.firm;
    }
    // Right of the running header: "Decision report", after the firm when there is one.
    QString headerRight() const
    {
        return m_request.firm.isEmpty() ? tr("Decision report")
                                        : tr("%1 · %2", "firm · Decision report")
                                              .arg(m_request.firm, tr("Decision report"));
    }
    // Left of the footer: the date, after the confidentiality line when there is one.
    QString footerLeft() const
    {
        return m_request.confidential.isEmpty() ? dateText()
                                                : tr("%1 · %2", "confidentiality line · date")
                                                      .arg(m_request.confidential, dateText());
    }
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
        addPlacementFigures(); // version 2: shown before the cost charts
        addPlanFigure();       // version 2 with a plan
        // The break-even the chart marks: the advised option's (docs/decision-rules.md §2a).
        const Option compared = charts::comparedOption(m_scenario, e, decision());
        add(ChartKind::BreakEven,
            tr("Cumulative cost of each option month by month. %1.")
                .arg(texts::breakEvenLabel(compared, e.option(compared).breakEvenMonth,
                                           m_scenario.inputs.horizonYears, m_locale)));
        add(ChartKind::Utilization,
            tr("Total cost over the horizon against utilization, all other inputs unchanged."));
        add(ChartKind::Breakdown, tr("Cost by category over the horizon, per option."));
        // The advised option against the cloud (docs/decision-rules.md §2a).
        const QString against = optionInText(compared);
        add(ChartKind::Tornado,
            tr("Sensitivity: the change in the savings of %1 over the cloud when one input moves "
               "20% down or up.")
                .arg(against));
        add(ChartKind::Histogram,
            data.monteCarlo
                ? tr("Uncertainty: the savings of %1 over the cloud in %2 simulated draws, with "
                     "P10, P50 and P90.")
                      .arg(optionInText(data.monteCarlo->against),
                           m_locale.toString(data.monteCarlo->draws))
                : tr("Uncertainty: %1").arg(m_analysis.simulationProblem));
        addComparisonFigure();
    }

    void buildDocument(DocumentBuilder &doc) const
    {
        cover(doc);
        summary(doc);
        keyFigures(doc);
        yearByYear(doc);
        energySection(doc);
        // version 2 scenarios only; measured workloads' names in the report's language
        workloadsSection(doc, withMeasuredWorkloadNames(m_scenario), m_locale);
        measuredBaselineSection(doc, m_scenario, m_locale); // measured scenarios only
        placementFigures(doc);
        planSection(doc, m_scenario, m_locale, m_planFigure); // with a plan only
        costCharts(doc);
        sensitivity(doc);
        uncertainty(doc);
        assumptions(doc);
        comparison(doc);
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
        doc.paragraph(m_scenario.name, 26.0, true, accent(), 18.0);
        if (!m_scenario.client.isEmpty())
            doc.paragraph(tr("Prepared for %1").arg(m_scenario.client), 16.0, false, Qt::black,
                          6.0);
        doc.paragraph(tr("Date: %1").arg(dateText()), 11.0, false, Qt::black, 40.0);
        if (!m_request.author.isEmpty())
            doc.paragraph(tr("Author: %1").arg(m_request.author), 11.0);
        const auto advice = texts::adviceFor(m_scenario, evaluation(), decision());
        if (advice) {
            doc.paragraph(tr("Recommendation: %1").arg(texts::adviceTitle(*advice, m_locale)), 14.0,
                          true, accent(), 40.0);
            if (const QString breakEven = texts::adviceBreakEven(m_scenario, *advice, m_locale);
                !breakEven.isEmpty())
                doc.paragraph(breakEven, 11.0);
            doc.paragraph(texts::adviceSavings(m_scenario, *advice, m_locale), 11.0);
        }
        doc.paragraph(tr("Horizon %1 · amounts in %2 · cost model version %3")
                          .arg(tr("%n year(s)", nullptr, m_scenario.inputs.horizonYears),
                               currencyCode(m_scenario.currency),
                               m_locale.toString(evaluation().modelVersion)),
                      9.0, false, kMuted, 60.0);
        if (!m_request.confidential.isEmpty())
            doc.paragraph(m_request.confidential, 10.0, true, accent(), 12.0);
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
        const Advice &advice = *m_analysis.advice;
        doc.paragraph(texts::adviceTitle(advice, m_locale), 14.0, true, accent());
        if (const QString guard = advicetext::guardText(advice, m_locale); !guard.isEmpty())
            doc.paragraph(guard);
        doc.paragraph(tr("Overall score %1 of 100. A score of %2 or less points to the cloud, %3 "
                         "or more to on-premise, and anything in between to a hybrid of the two.")
                          .arg(m_locale.toString(d.overall, 'f', 0),
                               m_locale.toString(kCloudUpTo, 'f', 0),
                               m_locale.toString(kOnPremFrom, 'f', 0)));
        if (const QString flip = nearestFlip(); !flip.isEmpty())
            doc.paragraph(flip);

        doc.subheading(tr("Decision matrix"));
        TableSpec table;
        table.headers = {tr("Factor"), tr("Score"), tr("Weight"), tr("Reason")};
        table.widths = {25, 8, 11, 56}; // "Gewicht" (Dutch) fits on one line
        table.numeric = {false, true, true, false};
        for (Factor f : kAllFactors) {
            const FactorScore &score = d.score(f);
            table.rows.push_back({texts::factorName(f), m_locale.toString(score.score, 'f', 0),
                                  percent(d.normalizedWeights[std::size_t(f)]),
                                  texts::reason(score, m_scenario.currency, m_locale)});
        }
        table.rows.push_back(
            {tr("Overall (weighted)"), m_locale.toString(d.overall, 'f', 0), percent(1.0),
             tr("The matrix points to %1").arg(texts::recommendationInText(d.recommendation))});
        table.strongRows = {int(kFactorCount)};
        doc.table(table);
        doc.figure(m_figureOf[std::size_t(ChartKind::Matrix)]);
    }

    // "The advice is closest to changing through the weight of capital availability: lowering
    // it by 12 percentage points makes it hybrid." — the smallest whole-point move of one weight
    // that changes the advice itself, found by re-advising (assessment::nearestAdviceFlip), so
    // the sentence is true of the recommendation the report leads with.
    QString nearestFlip() const
    {
        assessment::Assessment assessed;
        assessed.scenario = m_scenario;
        assessed.evaluation = evaluation();
        assessed.decision = decision();
        assessed.advice = m_analysis.advice;
        const auto flip = assessment::nearestAdviceFlip(assessed);
        if (!flip)
            return tr("No single weight change within 0 to 100% changes the recommendation.");
        const QString points = m_locale.toString(std::abs(flip->points));
        const QString to = optionLabel(flip->to).toLower();
        const QString factor = texts::factorInText(flip->factor);
        return flip->points < 0
                   ? tr("The recommendation is closest to changing through the weight of %1: "
                        "lowering it by %2 percentage points makes it %3.")
                         .arg(factor, points, to)
                   : tr("The recommendation is closest to changing through the weight of %1: "
                        "raising it by %2 percentage points makes it %3.")
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
        TableSpec options = optionColumns(QString());
        auto row = [&](const QString &label, auto value) {
            QStringList cells{label};
            for (const OptionResult &r : e.options)
                cells << value(r);
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
        // Returns against the cloud (docs/methodology.md §18.3): the cloud's cost avoided as
        // the return.
        const auto business = [&](const OptionResult &r) {
            return m_analysis.business.find(r.option);
        };
        row(tr("IRR against the cloud"), [&](const OptionResult &r) {
            const auto *b = business(r);
            return b && b->irr ? percent(*b->irr, 1) : tr("—");
        });
        row(tr("ROI against the cloud"), [&](const OptionResult &r) {
            const auto *b = business(r);
            return b && b->roi ? percent(*b->roi, 1) : tr("—");
        });
        row(tr("Discounted payback at %1").arg(percent(m_scenario.inputs.discountRate, 1)),
            [&](const OptionResult &r) {
                const auto *b = business(r);
                if (!b || r.option == Option::Cloud)
                    return tr("—");
                return b->discountedPaybackMonth
                           ? format::months(b->discountedPaybackMonth, m_locale)
                           : tr("not within the horizon");
            });
        doc.table(options);
        doc.paragraph(tr("IRR (internal rate of return) and ROI (return on investment) treat the "
                         "cloud's cost that an option avoids as its "
                         "return: ROI is the savings over the horizon divided by the option's "
                         "total cost; the discounted payback is the month in which the "
                         "discounted savings have paid back what the option spent first "
                         "(methodology §18)."),
                      9.0, false, kMuted);

        doc.subheading(tr("On-premise against the cloud"));
        TableSpec comparison;
        comparison.headers = {tr("Figure"), tr("Value")};
        comparison.widths = {55, 45};
        comparison.numeric = {false, true};
        comparison.rows.push_back({tr("Break-even month of on-premise (payback period)"),
                                   format::months(e.breakEvenMonth, m_locale)});
        comparison.rows.push_back({tr("Break-even utilization"), breakEvenUtilizationText()});
        const double savings = e.option(Option::Cloud).tco - e.option(Option::OnPrem).tco;
        comparison.rows.push_back(
            {tr("Savings of on-premise over the cloud"),
             tr("%1 (%2)").arg(money(savings),
                               percent(e.savingsFraction, format::kSavingsDecimals))});
        // Version 2: the hybrid option's own fleet, the one its headline names ("Hybrid with 40
        // GPUs"); the cost-minimising fleet of version 1 does not apply to a planned fleet.
        if (const OptionResult *hybrid = e.find(Option::Hybrid); e.modelVersion >= 2 && hybrid)
            comparison.rows.push_back({tr("On-premise fleet of the hybrid option"),
                                       tr("%n GPU(s)", nullptr, hybrid->onpremGpus)});
        else
            comparison.rows.push_back({tr("Optimal on-premise fleet of the hybrid option"),
                                       tr("%n GPU(s)", nullptr, e.optimalOnpremGpus)});
        comparison.rows.push_back(
            {tr("Scenario utilization"),
             percent(e.modelVersion >= 2 ? meanUtilization(m_scenario.inputs)
                                         : m_scenario.inputs.workload.utilization)});
        // (version 2: the demand-weighted mean ū; as the sentences round it)
        doc.table(comparison);

        doc.subheading(tr("Cost by category"));
        TableSpec categories = optionColumns(tr("Category"));
        for (Category c : categoriesFor(e.modelVersion)) {
            if (std::all_of(e.options.begin(), e.options.end(),
                            [&](const OptionResult &r) { return std::abs(r.category(c)) < 0.5; }))
                continue;
            QStringList cells{texts::categoryName(c)};
            for (const OptionResult &r : e.options)
                cells << money(r.category(c));
            categories.rows.push_back(cells);
        }
        QStringList total{tr("Total")};
        for (const OptionResult &r : e.options)
            total << money(r.tco);
        categories.strongRows = {int(categories.rows.size())};
        categories.rows.push_back(total);
        doc.table(categories);

        // Which offers the multi-cloud option could not use, and why (docs/methodology.md §17).
        if (const OptionResult *multicloud = e.find(Option::MultiCloud)) {
            const QStringList left =
                texts::exclusionSummary(m_scenario.inputs, multicloud->excludedOffers);
            if (!left.isEmpty()) {
                doc.subheading(tr("Offers the multi-cloud option leaves out"));
                doc.paragraph(tr("The multi-cloud option places a workload only with offers that "
                                 "meet its needs: the region where its data may be processed, "
                                 "the network between GPUs that training across machines needs, "
                                 "an availability commitment for inference that cannot wait, "
                                 "enough GPUs, and a price that is not stale."));
                for (const QString &sentence : left)
                    doc.paragraph(sentence);
            }
        }
    }

    // A table with a label column (`first` as its header) and one numeric column per option of
    // the evaluation, which share what the label column leaves (63%: 21% each for three).
    // "October 2026"
    QString monthName(const YearMonth &m) const
    {
        return m_locale.toString(QDate(m.year, m.month, 1), tr("MMMM yyyy"));
    }
    // "2026" (calendar years) or "2026/27" (a fiscal year that starts in another month).
    QString fiscalYearName(int year) const
    {
        const int start = m_analysis.business.calendar.fiscalYearStart;
        if (start <= 1)
            return QString::number(year);
        return QStringLiteral("%1/%2").arg(year).arg((year + 1) % 100, 2, 10, QLatin1Char('0'));
    }

    // One table per option: its fiscal years (docs/methodology.md §18.1–§18.2).
    void yearByYear(DocumentBuilder &doc) const
    {
        const BusinessCase &b = m_analysis.business;
        if (b.options.empty())
            return;
        doc.heading(tr("Year by year"));
        const QString fiscal =
            b.calendar.fiscalYearStart <= 1
                ? tr("calendar years")
                : tr("fiscal years that start in %1")
                      .arg(m_locale.monthName(b.calendar.fiscalYearStart, QLocale::LongFormat));
        doc.paragraph(
            tr("Month 1 of the plan is %1; the years are %2. Capex is what the hardware and the "
               "facility cost when paid (a lease's payments are opex), depreciated straight-line "
               "over %3; savings are the cloud's cost in the same months minus the option's; the "
               "share migrated is the part of the cloud's compute spend the option no longer "
               "pays. A residual value counted at the end is part of the last year's spend. "
               "Amounts in %4.")
                .arg(monthName(b.calendar.start), fiscal,
                     tr("%n year(s)", nullptr, m_scenario.inputs.onprem.lifetimeYears),
                     currencyCode(m_scenario.currency)));
        for (const OptionBusinessCase &o : b.options) {
            doc.subheading(optionLabel(o.option));
            TableSpec t;
            t.headers = {tr("Year"),       tr("Months"),  tr("Spend"),
                         tr("Capex"),      tr("Opex"),    tr("Depreciation"),
                         tr("Cumulative"), tr("Savings"), tr("Migrated")};
            t.widths = {9, 8, 11, 10, 14, 13, 12, 11, 12}; // the Dutch headings fit
            t.padding = 2.5;
            t.numeric = {false, true, true, true, true, true, true, true, true};
            t.points = 7.5;
            for (const YearFigures &y : o.years)
                t.rows.push_back({fiscalYearName(y.fiscalYear),
                                  m_locale.toString(y.lastMonth - y.firstMonth + 1), money(y.spend),
                                  money(y.capex), money(y.opex), money(y.depreciation),
                                  money(y.cumulative),
                                  o.option == Option::Cloud ? tr("—") : money(y.savings),
                                  y.shareMigrated ? percent(*y.shareMigrated) : tr("—")});
            doc.table(t);
        }
    }

    // Energy and CO₂ (docs/methodology.md §18.4).
    void energySection(DocumentBuilder &doc) const
    {
        const BusinessCase &b = m_analysis.business;
        if (b.options.empty())
            return;
        doc.heading(tr("Energy and CO₂"));
        const countries::Country *country = countries::find(m_scenario.business.country);
        if (country)
            doc.paragraph(
                tr("Energy of the options that own GPUs: the fleet's power (kW per GPU, idle "
                   "share, "
                   "PUE) over its busy and idle hours, as the power cost counts it. CO₂ at the "
                   "grid "
                   "intensity of %1, %2 g CO₂e per kWh (%3, %4). The cloud's energy is not "
                   "estimated: the providers publish no energy figures per GPU-hour.")
                    .arg(countries::label(country->code),
                         m_locale.toString(country->gridGramsPerKwh, 'f', 0),
                         country->gridSource.publisher, QString::number(country->gridYear)));
        else
            doc.paragraph(tr("Energy of the options that own GPUs: the fleet's power (kW per GPU, "
                             "idle share, PUE) over its busy and idle hours, as the power cost "
                             "counts it. No country is stated, so CO₂ is not estimated. The "
                             "cloud's energy is not estimated: the providers publish no energy "
                             "figures per GPU-hour."));
        TableSpec t;
        t.headers = {tr("Option"), tr("Energy over the horizon"), tr("Energy per year"),
                     tr("CO₂ over the horizon")};
        t.widths = {28, 24, 24, 24};
        t.numeric = {false, true, true, true};
        const double years = std::max(1, m_scenario.inputs.horizonYears);
        for (const OptionBusinessCase &o : b.options) {
            if (!o.kwh) {
                t.rows.push_back({optionLabel(o.option), tr("not estimated"), tr("not estimated"),
                                  tr("not estimated")});
                continue;
            }
            QString label = optionLabel(o.option);
            if (o.cloudPartNotEstimated)
                label = tr("%1 (own fleet only)").arg(label);
            t.rows.push_back({label, tr("%1 MWh").arg(m_locale.toString(*o.kwh / 1000.0, 'f', 0)),
                              tr("%1 MWh").arg(m_locale.toString(*o.kwh / 1000.0 / years, 'f', 0)),
                              o.tonnesCo2 ? tr("%1 t").arg(m_locale.toString(*o.tonnesCo2, 'f', 1))
                                          : tr("not estimated")});
        }
        doc.table(t);
    }

    TableSpec optionColumns(const QString &first) const
    {
        const std::vector<OptionResult> &options = evaluation().options;
        TableSpec table;
        table.headers = {first};
        table.widths = {37};
        table.numeric = {false};
        for (const OptionResult &r : options) {
            table.headers << optionLabel(r.option);
            table.widths.push_back(63.0 / double(options.size()));
            table.numeric.push_back(true);
        }
        return table;
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
        // An hours-a-day workload: in hours a day first (docs/methodology.md §12.8).
        if (e.breakEvenUtilization && e.breakEvenHoursPerDay)
            return tr("%1 (%2)", "break-even in hours a day (as a utilization)")
                .arg(format::hoursPerDay(*e.breakEvenHoursPerDay, m_locale),
                     percent(*e.breakEvenUtilization, format::kBreakEvenUtilizationDecimals));
        return e.breakEvenUtilization
                   ? percent(*e.breakEvenUtilization, format::kBreakEvenUtilizationDecimals)
                   : tr("none");
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
        // The advised option against the cloud (docs/decision-rules.md §2a).
        const QString option =
            optionInText(charts::comparedOption(m_scenario, evaluation(), decision()));
        const double base = bars.empty() ? 0.0 : bars.front().baseOutput;
        const QString atBase =
            base >= 0.0 ? tr("At the scenario's own values %1 saves %2 over the cloud.")
                              .arg(option, money(base))
                        : tr("At the scenario's own values the cloud is %1 cheaper than %2.")
                              .arg(money(-base), option);
        doc.paragraph(atBase + u' ' +
                      tr("Each row moves one input 20% down and up with all others unchanged; "
                         "the widest rows matter most. The savings are those of %1 over the "
                         "cloud; a negative amount means the cloud is cheaper.")
                          .arg(option));
        TableSpec table;
        table.headers = {tr("Input"),      tr("Low value"),       tr("Savings at low"),
                         tr("High value"), tr("Savings at high"), tr("Range")};
        table.widths = {26, 14, 16, 14, 16, 14};
        table.numeric = {false, true, true, true, true, true};
        for (const TornadoBar &bar : bars)
            table.rows.push_back({charts::barName(m_scenario, bar),
                                  charts::barValueText(m_scenario, bar, bar.lowValue, m_locale),
                                  money(bar.outputLow),
                                  charts::barValueText(m_scenario, bar, bar.highValue, m_locale),
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
        doc.paragraph(tr("A Monte Carlo simulation draws the uncertain inputs together, %1 "
                         "times, each from a triangular distribution (low, most likely, high), "
                         "and computes the savings of %2 over the cloud for every draw. "
                         "Seed %3: the same scenario gives the same figures on every computer.")
                          .arg(m_locale.toString(result->draws), optionInText(result->against),
                               m_locale.toString(qulonglong(spec.seed))));
        TableSpec figures;
        figures.headers = {tr("Figure"), tr("Value")};
        figures.widths = {55, 45};
        figures.numeric = {false, true};
        figures.rows.push_back(
            {tr("Probability that %1 is cheaper").arg(optionInText(result->against)),
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
        for (const auto &[id, t] : spec.workloadDistributions) { // version 2
            auto text = [&](double v) { return workloadInputValue(m_scenario, id, v, m_locale); };
            distributions.rows.push_back(
                {workloadInputName(m_scenario, id), text(t.low), text(t.mode), text(t.high)});
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

    // Version 2: where the work of the option the placement is most telling for runs — the
    // advised option when it owns a fleet, else hybrid — month by month, and a week of its first
    // month with a live fleet against the fleet's capacity (the dashboard's Placement tab).
    void addPlacementFigures()
    {
        const Inputs &in = m_scenario.inputs;
        if (in.modelVersion < 2 || in.workloads.empty())
            return;
        m_placementEvaluation = evaluateOptions(in, {false, true});
        Option shown = charts::comparedOption(m_scenario, evaluation(), decision());
        if (shown == Option::Cloud || shown == Option::MultiCloud)
            shown = Option::Hybrid;
        const OptionResult *option = nullptr;
        for (const OptionResult &r : m_placementEvaluation.options)
            if (r.option == shown)
                option = &r;
        if (option == nullptr)
            return;
        auto add = [&](std::unique_ptr<QChart> chart, const QString &caption) {
            Figure figure;
            figure.layoutSize = kChartLayoutSize;
            figure.chart = std::move(chart);
            figure.canvas = std::make_unique<ChartCanvas>(*figure.chart, QSizeF(figure.layoutSize));
            figure.caption =
                tr("Figure %1. %2").arg(m_locale.toString(int(m_figures.size()) + 1), caption);
            m_placementFigures.push_back(int(m_figures.size()));
            m_figures.push_back(std::move(figure));
        };
        const QString name = optionLabel(shown).toLower();
        add(charts::placementChart(m_scenario, *option, m_locale),
            tr("Placement in the %1 option: the GPU-hours of every month on the fleet and in the "
               "cloud by term.")
                .arg(name));
        const int month = charts::firstFleetMonth(*option);
        add(charts::weekChart(m_scenario, *option, charts::weekLoad(m_scenario, *option, month),
                              m_locale),
            tr("A week of month %1 in the %2 option: GPUs busy on the fleet and in the cloud at "
               "each hour, against the fleet's capacity (the line).")
                .arg(m_locale.toString(month), name));
    }

    // The plan's timeline (issue 17), for a version 2 scenario with a plan.
    void addPlanFigure()
    {
        std::unique_ptr<QChart> chart = planFigure(m_scenario, m_locale);
        if (!chart)
            return;
        Figure figure;
        figure.layoutSize = kChartLayoutSize;
        figure.chart = std::move(chart);
        figure.canvas = std::make_unique<ChartCanvas>(*figure.chart, QSizeF(figure.layoutSize));
        figure.caption = tr("Figure %1. %2")
                             .arg(m_locale.toString(int(m_figures.size()) + 1),
                                  planFigureCaption(m_scenario, m_locale));
        m_planFigure = int(m_figures.size());
        m_figures.push_back(std::move(figure));
    }

    void placementFigures(DocumentBuilder &doc) const
    {
        for (const int index : m_placementFigures)
            doc.figure(index);
    }

    // The comparison's chart, when the request compares: every option of every scenario,
    // indexed to each one's cloud total, so that scenarios of any size read alike.
    void addComparisonFigure()
    {
        if (m_request.comparedWith.isEmpty())
            return;
        m_compared = compareScenarios(QList<Scenario>{m_scenario} + m_request.comparedWith);
        Figure figure;
        figure.layoutSize = kChartLayoutSize;
        figure.chart = charts::compareChart(m_compared.scenarios, m_compared.evaluations, m_locale,
                                            charts::CompareAxis::Indexed);
        figure.canvas = std::make_unique<ChartCanvas>(*figure.chart, QSizeF(figure.layoutSize));
        figure.caption = tr("Figure %1. %2")
                             .arg(m_locale.toString(int(m_figures.size()) + 1),
                                  tr("Cumulative cost of every option of the compared scenarios, "
                                     "each as a percentage "
                                     "of its own cloud total over its horizon."));
        m_comparisonFigure = int(m_figures.size());
        m_figures.push_back(std::move(figure));
    }

    // A section of its own: the scenarios side by side (key outputs and the inputs that differ)
    // and their curves.
    void comparison(DocumentBuilder &doc) const
    {
        if (m_comparisonFigure < 0)
            return;
        doc.heading(tr("Comparison with other scenarios"));
        doc.paragraph(tr("This scenario (first column) beside %n other scenario(s): the key "
                         "figures, then every input that differs.",
                         nullptr, int(m_request.comparedWith.size())));
        const ComparisonTable compared = comparisonTable(m_compared, m_locale);
        TableSpec table;
        table.headers = QStringList{tr("Figure")} + compared.columns;
        table.widths = {28};
        table.numeric = {false};
        for (qsizetype i = 0; i < compared.columns.size(); ++i) {
            table.widths.push_back(72.0 / double(compared.columns.size()));
            table.numeric.push_back(true);
        }
        table.points = 8.5;
        for (std::size_t r = 0; r < compared.cells.size(); ++r) {
            if (int(r) == compared.outputRows) {
                table.groupRows.push_back(int(table.rows.size()));
                table.rows.push_back({compared.rowLabels.value(qsizetype(r))});
                continue;
            }
            table.rows.push_back(QStringList{compared.rowLabels.value(qsizetype(r))} +
                                 compared.cells[r]);
        }
        doc.table(table);
        doc.figure(m_comparisonFigure);
    }

    const ReportRequest &m_request;
    Analysis m_analysis;        // the one way in: the scenario resolved, evaluated and advised
    const Scenario &m_scenario; // m_analysis.data.scenario
    ComparedScenarios m_compared;
    int m_comparisonFigure = -1;
    Evaluation m_placementEvaluation;
    std::vector<int> m_placementFigures;
    int m_planFigure = -1;
    QLocale m_locale;
    std::vector<Figure> m_figures;
    std::array<int, charts::kAllChartKinds.size()> m_figureOf{};
};

} // namespace

QColor accentColor(const QString &text)
{
    static const QRegularExpression hex(QStringLiteral("^#[0-9A-Fa-f]{6}$"));
    if (!hex.match(text.trimmed()).hasMatch())
        return {};
    return QColor::fromString(text.trimmed());
}

QString logoProblem(const QString &path)
{
    if (path.isEmpty())
        return {};
    if (!QFileInfo(path).isFile())
        return tr("The logo \"%1\" does not exist.").arg(path);
    if (Logo(path).isNull())
        return tr("The logo \"%1\" cannot be read (valid: a PNG, JPEG or SVG image).").arg(path);
    return {};
}

QString writeReport(const ReportRequest &request)
{
    if (!LanguageManager::languages().contains(request.language))
        return tr("Unknown report language \"%1\" (valid: %2).")
            .arg(request.language, LanguageManager::languages().join(QStringLiteral(", ")));
    if (const QString problem = logoProblem(request.logoPath); !problem.isEmpty())
        return problem;
    const Logo logo(request.logoPath);
    const i18n::LanguageScope language(request.language); // the interface keeps its own
    ReportContent content(request);
    content.buildFigures();
    PdfDocument document;
    document.title = content.title();
    document.accent = content.accent();
    document.paper = request.paper;
    document.figures = &content.figures();
    // Figures fill the text width, unless two cost charts (break-even and utilization, with
    // their captions and a heading) would then not fit on one page, as on Letter paper.
    document.figureWidth = [](const QRectF &area) {
        const double pairHeight =
            double(kBreakEvenLayoutSize.height()) / kBreakEvenLayoutSize.width() +
            double(kChartLayoutSize.height()) / kChartLayoutSize.width();
        return std::min(area.width(), (area.height() - kFigurePairAllowance) / pairHeight);
    };
    document.build = [&content](DocumentBuilder &builder) { content.buildDocument(builder); };
    document.decoratePage = [&content, &logo](QPainter &painter, const PageGeometry &geometry,
                                              int page, int pages) {
        if (page == 1) {
            // The logo on a white plate at the band's right margin, at most a third of the width.
            const QRectF band = titleBand(geometry);
            const double pad = band.height() * 0.12;
            const QRectF room(band.right() - geometry.margin - band.width() / 3.0,
                              band.top() + 2.0 * pad, band.width() / 3.0,
                              band.height() - 4.0 * pad);
            double reserve = 0.0;
            if (!logo.isNull()) {
                const QSizeF fitted = logo.size().scaled(room.size(), Qt::KeepAspectRatio);
                const QRectF plate(room.right() - fitted.width() - pad, band.top() + pad,
                                   fitted.width() + 2.0 * pad, band.height() - 2.0 * pad);
                reserve = plate.width() + geometry.margin / 2.0;
                drawTitleBand(painter, geometry, content.bandText(), reserve, content.accent());
                painter.save();
                painter.setPen(Qt::NoPen);
                painter.setBrush(Qt::white);
                painter.drawRoundedRect(plate, pad / 2.0, pad / 2.0);
                logo.paint(painter, room);
                painter.restore();
            } else {
                drawTitleBand(painter, geometry, content.bandText(), 0.0, content.accent());
            }
        } else {
            drawRunningHeader(painter, geometry, content.runningTitle(), content.headerRight(),
                              content.footerLeft(), content.pageText(page, pages));
        }
    };
    return writeAtomically(request.outputPath,
                           [&](QIODevice &device) { return writePdf(document, device); });
}

} // namespace gda::ui::exporting
