// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/decision.h"
#include "scenario/scenario.h"

#include <QAbstractTableModel>
#include <QLocale>

#include <optional>

namespace gda::ui::charts {

// The five rows of the decision matrix: factor, score, normalised weight, weighted score, the
// reason in words and how far the weight must move to change the recommendation. Without a
// decision (all weights zero) every number reads "—".
class DecisionMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        FactorColumn,
        ScoreColumn,
        WeightColumn,
        WeightedColumn,
        ReasonColumn,
        FlipColumn,
        ColumnCount
    };

    explicit DecisionMatrixModel(QObject *parent = nullptr);

    void setDecision(const std::optional<engine::Decision> &decision, Currency currency,
                     const QLocale &locale);
    // Texts again in the active language (after a language change).
    void retranslate(const QLocale &locale);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "+0.12 → Hybrid", "−0.05 → Cloud", or "—" when no weight in [0, 1] changes it.
    static QString flipText(const std::optional<engine::WeightFlip> &flip, const QLocale &locale);

private:
    std::optional<engine::Decision> m_decision;
    Currency m_currency = Currency::EUR;
    QLocale m_locale;
};

} // namespace gda::ui::charts
