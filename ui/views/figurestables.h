// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"

#include <QTableWidget>

namespace gda::ui {

class ScenarioDocument;

// A read-only table of the engine's figures for the open scenario, refilled after every edit
// and language change. The subclasses are the numbers behind each chart.
class FiguresTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit FiguresTable(ScenarioDocument *document, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;
    virtual void fill() = 0;
    void refill();
    void setCell(int row, int column, const QString &text, bool numeric = true);
    // The header: `first`, then one column per option of the evaluation, in its order.
    void setOptionColumns(const QString &first, const engine::Evaluation &evaluation);
    ScenarioDocument *document() const { return m_document; }

private:
    ScenarioDocument *m_document;
};

// Cumulative cost per month of each option.
class CumulativeCostTable : public FiguresTable
{
    Q_OBJECT
public:
    using FiguresTable::FiguresTable;

protected:
    void fill() override;
};

// Total cost over the horizon of each option at utilizations 10% … 100%.
class UtilizationTable : public FiguresTable
{
    Q_OBJECT
public:
    using FiguresTable::FiguresTable;

protected:
    void fill() override;
};

// Each cost category per option.
class CategoryTable : public FiguresTable
{
    Q_OBJECT
public:
    using FiguresTable::FiguresTable;

protected:
    void fill() override;
};

// The five factors: score, weight, reason.
class DecisionTable : public FiguresTable
{
    Q_OBJECT
public:
    using FiguresTable::FiguresTable;

protected:
    void fill() override;
};

} // namespace gda::ui
