// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard.h"

#include "catalog/catalogupdate.h"
#include "catalog/pricing.h"
#include "charts/chartpanel.h"
#include "charts/decisionmatrixpanel.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "core/wheelguard.h"
#include "editors/assumptionseditor.h"
#include "figurestables.h"
#include "placementview.h"
#include "planview.h"
#include "providersview.h"

#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QProxyStyle>
#include <QSettings>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocument>
#include <QVBoxLayout>

namespace gda::ui {

using namespace gda::engine;

namespace {
// A chart above the table of the numbers it draws.
QWidget *chartWithTable(charts::ChartPanel *chart, QWidget *table, QWidget *parent)
{
    auto *splitter = new QSplitter(Qt::Vertical, parent);
    splitter->addWidget(chart);
    splitter->addWidget(table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    return splitter;
}
// The dashboard's tabs with half the usual room beside their text: all ten show whole beside the
// library at 1280 pixels, in Dutch too, instead of three behind scroll arrows (issue 35).
class CompactTabStyle : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;
    int pixelMetric(PixelMetric metric, const QStyleOption *option,
                    const QWidget *widget) const override
    {
        const int value = QProxyStyle::pixelMetric(metric, option, widget);
        return metric == PM_TabBarTabHSpace ? value / 2 : value;
    }
};
} // namespace

Dashboard::Dashboard(ScenarioDocument *document, const catalog::Catalog *catalog, QWidget *parent)
    : QWidget(parent), m_document(document), m_catalog(catalog), m_headline(new QLabel(this)),
      m_problem(new QLabel(this)), m_newerPrices(new QLabel(this)), m_costCaution(new QLabel(this)),
      m_tabs(new QTabWidget(this)), m_assumptionsPage(new QWidget(this)),
      m_placement(new PlacementView(document, this)), m_plan(new PlanView(document, this))
{
    using charts::ChartKind;
    using charts::ChartPanel;
    m_headline->setTextFormat(Qt::RichText);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel *banner : {m_problem, m_costCaution, m_newerPrices}) {
        banner->setWordWrap(true);
        banner->hide();
    }
    m_problem->setStyleSheet(QStringLiteral("QLabel { background: #fdecea; color: #8a1c12; "
                                            "padding: 6px; border-radius: 3px; }"));
    const QString caution = QStringLiteral("QLabel { background: #fff4d6; color: #5c4400; "
                                           "padding: 6px; border-radius: 3px; }");
    m_newerPrices->setStyleSheet(caution);
    m_costCaution->setStyleSheet(caution);
    m_costCaution->setObjectName(QStringLiteral("costCaution"));
    m_newerPrices->setObjectName(QStringLiteral("newerPrices"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_problem);
    layout->addWidget(m_costCaution);
    layout->addWidget(m_newerPrices);
    layout->addWidget(m_tabs, 1);

    // Made after m_tabs, so deleted after it.
    auto *tabStyle = new CompactTabStyle(QApplication::style()->name());
    tabStyle->setParent(this);
    m_tabs->tabBar()->setStyle(tabStyle);

    m_tabs->addTab(chartWithTable(new ChartPanel(ChartKind::BreakEven, document, this),
                                  new CumulativeCostTable(document, this), this),
                   {});
    m_tabs->addTab(chartWithTable(new ChartPanel(ChartKind::Utilization, document, this),
                                  new UtilizationTable(document, this), this),
                   {});
    m_tabs->addTab(chartWithTable(new ChartPanel(ChartKind::Breakdown, document, this),
                                  new CategoryTable(document, this), this),
                   {});
    m_tabs->addTab(new charts::DecisionMatrixPanel(document, this), {});
    m_tabs->addTab(new ChartPanel(ChartKind::Tornado, document, this), {});
    m_tabs->addTab(new ChartPanel(ChartKind::Histogram, document, this), {});
    m_tabs->addTab(new ProvidersView(document, catalog, this), {});
    auto *assumptionsLayout = new QVBoxLayout(m_assumptionsPage);
    assumptionsLayout->setContentsMargins(0, 0, 0, 0);
    m_tabs->addTab(m_assumptionsPage, {});
    m_tabs->addTab(m_placement, {});
    m_tabs->addTab(m_plan, {});

    connect(document, &ScenarioDocument::changed, this, &Dashboard::updateHeadline);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == Assumptions)
            assumptions();
    });
    retranslate();
}

AssumptionsEditor *Dashboard::assumptions()
{
    if (m_assumptions)
        return m_assumptions;
    m_assumptions = new AssumptionsEditor(m_document, m_assumptionsPage, m_catalog);
    m_assumptionsPage->layout()->addWidget(m_assumptions);
    guardWheel(m_assumptions); // as the main window guards the widgets it starts with
    // While a field on the Assumptions tab is invalid the figures would be the last valid
    // input's: the headline says they wait instead of showing them (issue 15).
    connect(m_assumptions, &AssumptionsEditor::validityChanged, this, &Dashboard::updateHeadline);
    return m_assumptions;
}

charts::ChartPanel *Dashboard::chartPanel(Tab tab) const
{
    QWidget *page = m_tabs->widget(tab);
    if (auto *panel = qobject_cast<charts::ChartPanel *>(page))
        return panel;
    return page ? page->findChild<charts::ChartPanel *>() : nullptr;
}

std::optional<charts::ChartKind> Dashboard::currentChartKind() const
{
    if (m_tabs->currentIndex() == Matrix)
        return charts::ChartKind::Matrix;
    if (const charts::ChartPanel *panel = chartPanel(Tab(m_tabs->currentIndex())))
        return panel->kind();
    return std::nullopt;
}

// Returns and energy of one option against the cloud (docs/methodology.md §18): the advised
// option, or on-premise when the advice is the cloud.
QString Dashboard::businessLine(Option option) const
{
    const QLocale locale;
    const BusinessCase &b = m_document->business();
    const OptionBusinessCase *o = b.find(option);
    if (!o || option == Option::Cloud || !o->roi)
        o = b.find(Option::OnPrem);
    if (!o)
        return {};
    QStringList parts;
    parts << (o->irr ? tr("IRR %1").arg(format::percent(*o->irr, locale, 1)) : tr("IRR: none"));
    if (o->roi)
        parts << tr("ROI %1").arg(format::percent(*o->roi, locale, 1));
    parts
        << (o->discountedPaybackMonth
                ? tr("discounted payback %1").arg(format::months(o->discountedPaybackMonth, locale))
                : tr("no discounted payback within the horizon"));
    if (o->kwh) {
        QString energy = tr("%1 MWh").arg(locale.toString(*o->kwh / 1000.0, 'f', 0));
        if (o->tonnesCo2)
            energy = tr("%1, %2 t CO₂").arg(energy, locale.toString(*o->tonnesCo2, 'f', 1));
        parts << energy;
    }
    return tr("%1 against the cloud: %2")
        .arg(optionLabel(o->option), parts.join(QStringLiteral(" · ")));
}

QString Dashboard::headlineText() const
{
    QTextDocument doc;
    doc.setHtml(m_headline->text());
    return doc.toPlainText();
}

void Dashboard::updateHeadline()
{
    // Where each workload runs: a version 2 scenario's view (a version 1 scenario has one
    // averaged workload that runs wherever its option puts it).
    m_tabs->setTabVisible(Placement, m_document->evaluation().modelVersion >= 2);
    m_tabs->setTabVisible(Plan, m_document->evaluation().modelVersion >= 2);
    const QLocale locale;
    const Scenario &s = m_document->evaluatedScenario();
    const Evaluation &e = m_document->evaluation();
    const auto &decision = m_document->decision();
    const auto &advice = m_document->advice();
    const Currency cur = s.currency;

    // The headline leads with the advice: the recommended option with its fleet, its own
    // savings and break-even against the cloud; then every option's total side by side.
    QString recommendation = tr("No recommendation: the factor weights are all zero.");
    QStringList figures;
    if (decision && advice) {
        recommendation = tr("Recommendation: <b>%1</b> &nbsp;·&nbsp; overall score %2 of 100")
                             .arg(texts::adviceTitle(*advice, locale).toHtmlEscaped(),
                                  locale.toString(decision->overall, 'f', 0));
        if (const QString breakEven = texts::adviceBreakEven(s, *advice, locale);
            !breakEven.isEmpty())
            figures << breakEven.toHtmlEscaped();
        figures << texts::adviceSavings(s, *advice, locale).toHtmlEscaped();
    }
    QStringList perHour;
    for (const OptionResult &r : e.options)
        perHour << QStringLiteral("%1 %2").arg(optionLabel(r.option),
                                               format::money(r.costPerGpuHour, cur, locale, 2));
    if (m_assumptions && !m_assumptions->isValid()) {
        m_headline->setText(
            QStringLiteral("<div style='font-size:15pt'>%1</div><div>%2</div>")
                .arg(tr("The figures wait for a valid entry").toHtmlEscaped(),
                     tr("A field on the Assumptions tab is marked in red; the recommendation and "
                        "its figures appear again once it is valid. The charts show the last "
                        "valid input.")
                         .toHtmlEscaped()));
        m_costCaution->hide();
        return;
    }
    // The headline names the scenario it speaks of (issue 31).
    const QString about =
        s.client.isEmpty() ? s.name : tr("%1 — %2", "client — scenario").arg(s.client, s.name);
    figures.prepend(tr("Scenario: %1").arg(about).toHtmlEscaped());
    m_headline->setText(
        QStringLiteral("<div style='font-size:15pt'>%1</div><div>%2</div>"
                       "<div>%3</div><div>%4 %5 &nbsp;·&nbsp; %6</div>")
            .arg(recommendation, figures.join(QStringLiteral(" &nbsp;·&nbsp; ")),
                 texts::optionTotals(s, e, locale).toHtmlEscaped(),
                 tr("Cost per GPU-hour:").toHtmlEscaped(),
                 perHour.join(QStringLiteral(" · ")).toHtmlEscaped(),
                 businessLine(advice ? advice->option : Option::OnPrem).toHtmlEscaped()));
    // When the advice is not the cheapest option or not the matrix's: what it costs and why.
    const QString note = advice ? texts::adviceNote(s, e, *advice, locale) : QString();
    m_costCaution->setText(note);
    m_costCaution->setVisible(!note.isEmpty());
    const auto changes = catalog::priceChanges(s, *m_catalog);
    QStringList priceNotes;
    if (!changes.empty())
        priceNotes << tr("The price catalog has newer prices for the offer this scenario "
                         "used (%n change(s)). The figures below keep the prices saved "
                         "with the scenario; pick the offer again on the Providers tab "
                         "to use the new ones.",
                         nullptr, int(changes.size()));
    // Prices read from the providers' own lists age fast: flagged after stale_days (30).
    const QDate today = QDate::currentDate();
    const int staleDays = catalog::configuredStaleDays(QSettings());
    if (const auto oldest = catalog::oldestStaleImport(*m_catalog, today, staleDays))
        priceNotes << tr("The price catalog holds prices read from the providers' lists on %1, "
                         "%2 (older than %n day(s)): update it with Edit → Update the price "
                         "catalog…",
                         nullptr, staleDays)
                          .arg(locale.toString(*oldest, QLocale::ShortFormat),
                               catalog::ageText(*oldest, today));
    m_newerPrices->setVisible(!priceNotes.empty());
    if (!priceNotes.empty())
        m_newerPrices->setText(priceNotes.join(u' '));
    if (const auto &problem = m_document->problem()) {
        m_problem->setText(tr("Input problem: %1. The figures below are from the last valid input.")
                               .arg(problem->toString()));
        m_problem->show();
    } else {
        m_problem->hide();
    }
}

void Dashboard::retranslate()
{
    const QString titles[] = {
        tr("Break-even"),  tr("Utilization"), tr("Cost breakdown"), tr("Decision matrix"),
        tr("Sensitivity"), tr("Uncertainty"), tr("Providers"),      tr("Assumptions"),
        tr("Placement"),   tr("Plan")};
    for (int i = 0; i < m_tabs->count() && i < int(std::size(titles)); ++i)
        m_tabs->setTabText(i, titles[i]);
    updateHeadline();
}

void Dashboard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gda::ui
