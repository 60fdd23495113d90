// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "figurestables.h"

#include <QEvent>
#include <QLabel>
#include <QTabWidget>
#include <QTextDocument>
#include <QVBoxLayout>

namespace gda::ui {

using namespace gda::engine;

Dashboard::Dashboard(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_headline(new QLabel(this)),
      m_problem(new QLabel(this)), m_tabs(new QTabWidget(this))
{
    m_headline->setTextFormat(Qt::RichText);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("QLabel { background: #fdecea; color: #8a1c12; "
                                            "padding: 6px; border-radius: 3px; }"));
    m_problem->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_problem);
    layout->addWidget(m_tabs, 1);

    m_tabs->addTab(new CumulativeCostTable(document, this), {});
    m_tabs->addTab(new UtilizationTable(document, this), {});
    m_tabs->addTab(new CategoryTable(document, this), {});
    m_tabs->addTab(new DecisionTable(document, this), {});
    m_tabs->addTab(new QWidget(this), {});
    m_tabs->addTab(new QWidget(this), {});
    m_tabs->addTab(new QWidget(this), {});
    m_tabs->addTab(new QWidget(this), {});

    connect(document, &ScenarioDocument::changed, this, &Dashboard::updateHeadline);
    retranslate();
}

void Dashboard::setTabWidget(Tab tab, QWidget *widget)
{
    const QString title = m_tabs->tabText(tab);
    const bool current = m_tabs->currentIndex() == tab;
    QWidget *old = m_tabs->widget(tab);
    m_tabs->removeTab(tab);
    m_tabs->insertTab(tab, widget, title);
    if (current)
        m_tabs->setCurrentIndex(tab);
    delete old;
}

QString Dashboard::headlineText() const
{
    QTextDocument doc;
    doc.setHtml(m_headline->text());
    return doc.toPlainText();
}

void Dashboard::updateHeadline()
{
    const QLocale locale;
    const Scenario &s = m_document->scenario();
    const Evaluation &e = m_document->evaluation();
    const auto &decision = m_document->decision();
    const Currency cur = s.currency;

    QString recommendation = tr("No recommendation: the factor weights are all zero.");
    if (decision)
        recommendation = tr("Recommendation: <b>%1</b> &nbsp;·&nbsp; overall score %2 of 100")
                             .arg(texts::recommendationName(decision->recommendation),
                                  locale.toString(decision->overall, 'f', 0));
    const double savings = e.option(Option::Cloud).tco - e.option(Option::OnPrem).tco;
    const QString savingsText =
        savings >= 0 ? tr("On-premise saves %1 (%2) over %n year(s)", nullptr, s.inputs.horizonYears)
                           .arg(format::money(savings, cur, locale), format::percent(e.savingsFraction, locale))
                     : tr("The cloud saves %1 over %n year(s)", nullptr, s.inputs.horizonYears)
                           .arg(format::money(-savings, cur, locale));
    QStringList perHour;
    for (Option o : kAllOptions)
        perHour << QStringLiteral("%1 %2").arg(texts::optionName(o),
                                                format::money(e.option(o).costPerGpuHour, cur, locale, 2));
    m_headline->setText(
        QStringLiteral("<div style='font-size:15pt'>%1</div><div>%2 &nbsp;·&nbsp; %3</div>"
                       "<div>%4 %5</div>")
            .arg(recommendation, texts::breakEvenLabel(e.breakEvenMonth, s.inputs.horizonYears, locale).toHtmlEscaped(),
                 savingsText.toHtmlEscaped(), tr("Cost per GPU-hour:").toHtmlEscaped(),
                 perHour.join(QStringLiteral(" · ")).toHtmlEscaped()));
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
    const QString titles[] = {tr("Break-even"),   tr("Utilization"), tr("Cost breakdown"),
                              tr("Decision matrix"), tr("Sensitivity"), tr("Uncertainty"),
                              tr("Providers"),    tr("Assumptions")};
    for (int i = 0; i < m_tabs->count() && i < 8; ++i)
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
