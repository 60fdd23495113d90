// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisionmatrixmodel.h"

#include "core/format.h"
#include "core/texts.h"

#include <cmath>

namespace gda::ui::charts {

namespace {
const QString kNone = QStringLiteral("—");
constexpr int kRows = static_cast<int>(engine::kFactorCount);
} // namespace

DecisionMatrixModel::DecisionMatrixModel(QObject *parent) : QAbstractTableModel(parent) {}

void DecisionMatrixModel::setDecision(const std::optional<engine::Decision> &decision,
                                      Currency currency, const QLocale &locale)
{
    m_decision = decision;
    m_currency = currency;
    m_locale = locale;
    emit dataChanged(index(0, 0), index(kRows - 1, ColumnCount - 1));
}

void DecisionMatrixModel::retranslate(const QLocale &locale)
{
    m_locale = locale;
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emit dataChanged(index(0, 0), index(kRows - 1, ColumnCount - 1));
}

int DecisionMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kRows;
}

int DecisionMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DecisionMatrixModel::flipText(const std::optional<engine::WeightFlip> &flip,
                                      const QLocale &locale)
{
    if (!flip)
        return kNone;
    const QString sign =
        std::signbit(flip->distance) ? locale.negativeSign() : locale.positiveSign();
    // Weights are percentages, so a change of one is in percentage points (docs/glossary.md).
    return tr("%1 pp → %2", "weight change in percentage points → new recommendation")
        .arg(sign + locale.toString(std::abs(flip->distance) * 100.0, 'f', 0),
             texts::recommendationName(flip->to));
}

QVariant DecisionMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto factor = engine::kAllFactors[static_cast<std::size_t>(index.row())];
    const auto i = static_cast<std::size_t>(factor);
    const auto column = static_cast<Column>(index.column());

    if (role == Qt::TextAlignmentRole) {
        return column == FactorColumn || column == ReasonColumn
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::EditRole)
        return {};
    if (column == FactorColumn)
        return texts::factorName(factor);
    if (!m_decision)
        return kNone;
    const engine::Decision &d = *m_decision;
    if (role == Qt::EditRole) {
        // The raw numbers, for sorting and tests.
        switch (column) {
        case ScoreColumn:
            return d.scores[i].score;
        case WeightColumn:
            return d.normalizedWeights[i];
        case WeightedColumn:
            return d.normalizedWeights[i] * d.scores[i].score;
        case FlipColumn:
            return d.flips[i] ? QVariant(d.flips[i]->distance) : QVariant();
        default:
            break;
        }
    }
    switch (column) {
    case FactorColumn:
        break;
    case ScoreColumn:
        return format::number(d.scores[i].score, m_locale);
    case WeightColumn:
        return format::percent(d.normalizedWeights[i], m_locale);
    case WeightedColumn:
        return format::number(d.normalizedWeights[i] * d.scores[i].score, m_locale, 1);
    case ReasonColumn:
        return texts::reason(d.scores[i], m_currency, m_locale);
    case FlipColumn:
        return flipText(d.flips[i], m_locale);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant DecisionMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (static_cast<Column>(section)) {
    case FactorColumn:
        return tr("Factor");
    case ScoreColumn:
        return tr("Score");
    case WeightColumn:
        return tr("Weight");
    case WeightedColumn:
        return tr("Weighted score");
    case ReasonColumn:
        return tr("Reason");
    case FlipColumn:
        // Two lines: the column's figures are short, the reasons beside them need the width.
        return format::twoLines(tr("Distance to a different lean of the matrix"));
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace gda::ui::charts
