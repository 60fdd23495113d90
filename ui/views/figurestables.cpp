// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurestables.h"

#include "core/format.h"
#include "core/optiontable.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "engine/costmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QTimer>

namespace gda::ui {

using namespace gda::engine;

FiguresTable::FiguresTable(ScenarioDocument *document, QWidget *parent)
    : QTableWidget(parent), m_document(document)
{
    setEditTriggers(NoEditTriggers);
    setTabKeyNavigation(false); // Tab leaves the table (arrow keys move between cells)
    setSelectionBehavior(SelectRows);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    connect(document, &ScenarioDocument::changed, this, &FiguresTable::refill);
    // The subclass's fill() exists only after construction: fill on the first event loop turn.
    QTimer::singleShot(0, this, &FiguresTable::refill);
}

void FiguresTable::refill()
{
    setUpdatesEnabled(false);
    fill();
    setUpdatesEnabled(true);
}

void FiguresTable::setCell(int row, int column, const QString &text, bool numeric)
{
    auto *item = new QTableWidgetItem(text);
    if (numeric)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setItem(row, column, item);
}

void FiguresTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refill();
    QTableWidget::changeEvent(event);
}

void FiguresTable::setOptionColumns(const QString &first, const Evaluation &evaluation)
{
    QStringList headers{first};
    for (const OptionResult &result : evaluation.options)
        headers << optionLabel(result.option);
    setColumnCount(int(headers.size()));
    setHorizontalHeaderLabels(headers);
}

void CumulativeCostTable::fill()
{
    setAccessibleName(tr("Cumulative cost per month"));
    const QLocale locale;
    const Evaluation &e = document()->evaluation();
    const Currency cur = document()->scenario().currency;
    setOptionColumns(tr("Month"), e);
    setRowCount(e.months);
    for (int m = 0; m < e.months; ++m) {
        setCell(m, 0, locale.toString(m + 1));
        for (std::size_t i = 0; i < e.options.size(); ++i)
            setCell(m, int(i) + 1,
                    format::money(e.options[i].cumulative[std::size_t(m)], cur, locale));
    }
}

void UtilizationTable::fill()
{
    setAccessibleName(tr("Total cost at each utilization"));
    const QLocale locale;
    const Scenario &s = document()->evaluatedScenario();
    setOptionColumns(tr("Utilization"), document()->evaluation());
    setRowCount(10);
    for (int row = 0; row < 10; ++row) {
        const double u = (row + 1) / 10.0;
        setCell(row, 0, format::percent(u, locale));
        const Evaluation at = evaluateAtUtilization(s.inputs, u);
        for (std::size_t i = 0; i < at.options.size(); ++i)
            setCell(row, int(i) + 1, format::money(at.options[i].tco, s.currency, locale));
    }
}

void CategoryTable::fill()
{
    setAccessibleName(tr("Cost per category"));
    const QLocale locale;
    const Evaluation &e = document()->evaluation();
    const Currency cur = document()->scenario().currency;
    setOptionColumns(tr("Category"), e);
    const std::span<const Category> categories = categoriesFor(e.modelVersion);
    const int total = int(categories.size());
    setRowCount(total + 1);
    for (Category c : categories) {
        const int row = int(c);
        setCell(row, 0, texts::categoryName(c), false);
        for (std::size_t i = 0; i < e.options.size(); ++i)
            setCell(row, int(i) + 1, format::money(e.options[i].category(c), cur, locale));
    }
    setCell(total, 0, tr("Total"), false);
    for (std::size_t i = 0; i < e.options.size(); ++i)
        setCell(total, int(i) + 1, format::money(e.options[i].tco, cur, locale));
}

void DecisionTable::fill()
{
    setAccessibleName(tr("Decision factors"));
    const QLocale locale;
    const auto &decision = document()->decision();
    setColumnCount(4);
    setHorizontalHeaderLabels({tr("Factor"), tr("Score"), tr("Weight"), tr("Reason")});
    horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    if (!decision) {
        setRowCount(0);
        return;
    }
    setRowCount(int(kFactorCount));
    for (Factor f : kAllFactors) {
        const int row = int(f);
        setCell(row, 0, texts::factorName(f), false);
        setCell(row, 1, locale.toString(decision->score(f).score, 'f', 0));
        setCell(row, 2, format::percent(decision->normalizedWeights[std::size_t(f)], locale));
        setCell(row, 3, texts::reason(decision->score(f), document()->scenario().currency, locale),
                false);
    }
}

} // namespace gda::ui
