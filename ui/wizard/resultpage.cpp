// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultpage.h"

#include "core/accessibility.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/scenariodocument.h"
#include "core/texts.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace gda::ui {

using engine::Option;

namespace {
QLabel *makeLabel(QWidget *parent, bool wrap = true)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(wrap);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

void setBold(QLabel *label, double scale = 1.0)
{
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    label->setFont(font);
}
} // namespace

ResultPage::ResultPage(ScenarioDocument *document, QWidget *parent)
    : QWizardPage(parent), m_document(document)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *inner = new QWidget(scroll);
    auto *layout = new QVBoxLayout(inner);
    scroll->setWidget(inner);
    outer->addWidget(scroll);

    m_recommendation = makeLabel(inner);
    m_recommendation->setObjectName(QStringLiteral("recommendation"));
    setBold(m_recommendation, 2.4);
    m_score = makeLabel(inner);
    m_problem = makeLabel(inner);
    m_problem->setStyleSheet(errorTextStyle(palette()));
    m_breakEven = makeLabel(inner);
    m_breakEven->setObjectName(QStringLiteral("break_even"));
    setBold(m_breakEven, 1.2);
    m_savings = makeLabel(inner);
    m_savings->setObjectName(QStringLiteral("savings"));
    setBold(m_savings, 1.2);
    layout->addWidget(m_recommendation);
    layout->addWidget(m_score);
    layout->addWidget(m_problem);
    layout->addWidget(m_breakEven);
    layout->addWidget(m_savings);
    m_totals = makeLabel(inner);
    m_totals->setObjectName(QStringLiteral("totals"));
    layout->addWidget(m_totals);
    m_note = makeLabel(inner);
    m_note->setObjectName(QStringLiteral("advice_note"));
    m_note->setStyleSheet(QStringLiteral("QLabel { background: #fff4d6; color: #5c4400; "
                                         "padding: 6px; border-radius: 3px; }"));
    layout->addWidget(m_note);

    m_costCaption = makeLabel(inner);
    setBold(m_costCaption);
    layout->addSpacing(fontMetrics().height() / 2);
    layout->addWidget(m_costCaption);
    m_costs = new QGridLayout;
    layout->addLayout(m_costs);

    m_factorsCaption = makeLabel(inner);
    setBold(m_factorsCaption);
    layout->addSpacing(fontMetrics().height() / 2);
    layout->addWidget(m_factorsCaption);
    auto *factors = new QGridLayout;
    factors->setHorizontalSpacing(fontMetrics().height());
    for (std::size_t c = 0; c < 4; ++c) {
        m_factorHeaders[c] = makeLabel(inner, c == 3);
        setBold(m_factorHeaders[c]);
        factors->addWidget(m_factorHeaders[c], 0, int(c),
                           c == 1 || c == 2 ? Qt::AlignRight | Qt::AlignTop : Qt::AlignTop);
    }
    for (std::size_t r = 0; r < 5; ++r) {
        for (std::size_t c = 0; c < 4; ++c) {
            m_factorCells[r][c] = makeLabel(inner, c == 0 || c == 3);
            // Text columns fill their cell (wrapping at its width); numbers sit right.
            const Qt::Alignment align =
                c == 1 || c == 2 ? Qt::AlignRight | Qt::AlignTop : Qt::AlignTop;
            factors->addWidget(m_factorCells[r][c], int(r) + 1, int(c), align);
        }
    }
    factors->setColumnStretch(3, 1);
    layout->addLayout(factors);
    m_summary = makeLabel(inner);
    layout->addSpacing(fontMetrics().height() / 2);
    layout->addWidget(m_summary);
    layout->addStretch(1);

    connect(m_document, &ScenarioDocument::changed, this, &ResultPage::refresh);
    retranslateUi();
}

void ResultPage::initializePage()
{
    refresh();
}

void ResultPage::refresh()
{
    const Scenario &s = m_document->evaluatedScenario();
    const engine::Evaluation &evaluation = m_document->evaluation();
    const auto &decision = m_document->decision();
    const QLocale locale;

    const auto &advice = m_document->advice();
    if (decision && advice) {
        // The advice leads: the recommended option with its fleet and its own figures.
        m_recommendation->setText(texts::adviceTitle(*advice, locale));
        m_score->setText(tr("Overall score %1 of 100 (0 = strongly cloud, 100 = strongly "
                            "on-premise; up to 40 recommends the cloud, from 60 on-premise).")
                             .arg(locale.toString(decision->overall, 'f', 0)));
    } else {
        m_recommendation->setText(tr("No recommendation"));
        m_score->setText(tr("All five factors have weight 0: give at least one factor a weight."));
    }
    const auto &problem = m_document->problem();
    m_problem->setText(
        problem ? tr("The figures are from the last valid entries: %1").arg(problem->toString())
                : QString());
    m_problem->setVisible(problem.has_value());

    const QString breakEven = advice ? texts::adviceBreakEven(s, *advice, locale) : QString();
    m_breakEven->setText(breakEven);
    m_breakEven->setVisible(!breakEven.isEmpty());
    m_savings->setText(advice ? texts::adviceSavings(s, *advice, locale) : QString());
    m_savings->setVisible(advice.has_value());
    m_totals->setText(texts::optionTotals(s, evaluation, locale));
    const QString note = advice ? texts::adviceNote(s, evaluation, *advice, locale) : QString();
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());

    std::vector<Option> options;
    for (const engine::OptionResult &result : evaluation.options)
        options.push_back(result.option);
    showOptions(options);
    for (const OptionColumn &column : m_optionColumns) {
        column.name->setText(optionLabel(column.option));
        column.cost->setText(
            format::money(evaluation.option(column.option).costPerGpuHour, s.currency, locale, 2));
    }

    for (std::size_t r = 0; r < 5; ++r) {
        const engine::Factor factor = engine::kAllFactors[r];
        auto &cells = m_factorCells[r];
        cells[0]->setText(texts::factorName(factor));
        if (decision) {
            const engine::FactorScore &score = decision->score(factor);
            cells[1]->setText(locale.toString(score.score, 'f', 0));
            cells[2]->setText(format::percent(decision->normalizedWeights[r], locale));
            cells[3]->setText(texts::reason(score, s.currency, locale));
        } else {
            for (std::size_t c = 1; c < 4; ++c)
                cells[c]->clear();
        }
    }
    m_summary->setText(texts::executiveSummary(s, evaluation, decision, locale));
}

void ResultPage::showOptions(const std::vector<Option> &options)
{
    if (std::equal(options.begin(), options.end(), m_optionColumns.begin(), m_optionColumns.end(),
                   [](Option o, const OptionColumn &c) { return o == c.option; }))
        return;
    for (const OptionColumn &column : m_optionColumns) {
        delete column.name;
        delete column.cost;
    }
    m_optionColumns.clear();
    QWidget *parent = m_costCaption->parentWidget();
    for (Option option : options) {
        const std::string_view key = engine::optionKey(option);
        OptionColumn column{option, makeLabel(parent, false), makeLabel(parent, false)};
        column.cost->setObjectName(QStringLiteral("cost_per_gpu_hour_%1")
                                       .arg(QLatin1String(key.data(), qsizetype(key.size()))));
        setBold(column.cost, 1.2);
        const int c = int(m_optionColumns.size());
        m_costs->addWidget(column.name, 0, c);
        m_costs->addWidget(column.cost, 1, c);
        m_optionColumns.push_back(column);
    }
}

void ResultPage::retranslateUi()
{
    m_costCaption->setText(tr("Cost per busy GPU-hour"));
    m_factorsCaption->setText(tr("The five factors"));
    m_factorHeaders[0]->setText(tr("Factor"));
    m_factorHeaders[1]->setText(tr("Score"));
    m_factorHeaders[2]->setText(tr("Weight"));
    m_factorHeaders[3]->setText(tr("Reason"));
    refresh();
}

void ResultPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizardPage::changeEvent(event);
}

} // namespace gda::ui
