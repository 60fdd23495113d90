// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricechangeseditor.h"

#include "editors/numberfield.h"
#include "scenario/inputregistry.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gda::ui {

namespace {
const inputs::Input &monthRow()
{
    return inputs::at("inputs.cloud.price_changes[].month");
}
const inputs::Input &changeRow()
{
    return inputs::at("inputs.cloud.price_changes[].change");
}
} // namespace

PriceChangesEditor::PriceChangesEditor(QWidget *parent)
    : QWidget(parent), m_grid(new QGridLayout), m_monthHeader(new QLabel(this)),
      m_changeHeader(new QLabel(this)), m_none(new QLabel(this)), m_add(new QPushButton(this)),
      m_remove(new QPushButton(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_grid->addWidget(m_monthHeader, 0, 0);
    m_grid->addWidget(m_changeHeader, 0, 1);
    layout->addLayout(m_grid);
    m_none->setWordWrap(true);
    layout->addWidget(m_none);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_add->setObjectName(QStringLiteral("price_change_add"));
    m_remove->setObjectName(QStringLiteral("price_change_remove"));
    m_add->setAutoDefault(false);
    m_remove->setAutoDefault(false);
    connect(m_add, &QPushButton::clicked, this, &PriceChangesEditor::addChange);
    connect(m_remove, &QPushButton::clicked, this, &PriceChangesEditor::removeChange);
    rebuild(0);
}

NumberField *PriceChangesEditor::monthField(int change) const
{
    return change >= 0 && change < changeCount() ? m_rows[std::size_t(change)].month : nullptr;
}

NumberField *PriceChangesEditor::changeField(int change) const
{
    return change >= 0 && change < changeCount() ? m_rows[std::size_t(change)].change : nullptr;
}

void PriceChangesEditor::rebuild(int count)
{
    for (Row &row : m_rows) {
        delete row.month;
        delete row.change;
    }
    m_rows.clear();
    const int width = fontMetrics().averageCharWidth() * 18;
    for (int i = 0; i < count; ++i) {
        Row row;
        const QString at = QStringLiteral("inputs.cloud.price_changes[%1]").arg(i);
        row.month = new NumberField(NumberField::Kind::Whole, monthRow().range, this);
        row.month->setObjectName(at + QStringLiteral(".month"));
        row.month->lineEdit()->setObjectName(at + QStringLiteral(".month"));
        row.month->setMaximumWidth(width);
        m_grid->addWidget(row.month, i + 1, 0, Qt::AlignTop);
        row.change = new NumberField(NumberField::Kind::Percent, changeRow().range, this);
        row.change->setObjectName(at + QStringLiteral(".change"));
        row.change->lineEdit()->setObjectName(at + QStringLiteral(".change"));
        row.change->setMaximumWidth(width);
        m_grid->addWidget(row.change, i + 1, 1, Qt::AlignTop);
        for (NumberField *field : {row.month, row.change}) {
            connect(field, &NumberField::valueEdited, this, &PriceChangesEditor::edited);
            connect(field, &NumberField::validityChanged, this,
                    &PriceChangesEditor::updateValidity);
        }
        m_rows.push_back(row);
    }
    m_monthHeader->setVisible(count > 0);
    m_changeHeader->setVisible(count > 0);
    m_none->setVisible(count == 0);
    m_remove->setEnabled(count > 0);
    retranslateUi();
    emit rowsRebuilt();
}

void PriceChangesEditor::setChanges(const std::vector<engine::PriceChange> &changes)
{
    if (static_cast<int>(changes.size()) != changeCount())
        rebuild(static_cast<int>(changes.size()));
    for (std::size_t i = 0; i < changes.size(); ++i) {
        Row &row = m_rows[i];
        if (row.month->value() != changes[i].month || !row.month->isValid() ||
            row.month->lineEdit()->text().isEmpty())
            row.month->setValue(changes[i].month);
        if (row.change->value() != changes[i].change || !row.change->isValid() ||
            row.change->lineEdit()->text().isEmpty())
            row.change->setValue(changes[i].change);
    }
    updateValidity();
}

std::vector<engine::PriceChange> PriceChangesEditor::collect() const
{
    std::vector<engine::PriceChange> changes;
    for (const Row &row : m_rows)
        changes.push_back({static_cast<int>(row.month->value()), row.change->value()});
    return changes;
}

void PriceChangesEditor::updateValidity()
{
    bool valid = true;
    for (const Row &row : m_rows)
        valid = valid && row.month->isValid() && row.change->isValid();
    if (valid != m_valid) {
        m_valid = valid;
        emit validityChanged();
    }
}

void PriceChangesEditor::edited()
{
    updateValidity();
    if (m_valid)
        emit changesEdited(collect());
}

void PriceChangesEditor::addChange()
{
    std::vector<engine::PriceChange> changes = collect();
    // A new change a year after the last one (month 13 for the first), no change yet: the user
    // types the percentage.
    const int month = changes.empty() ? 13 : std::min(120, changes.back().month + 12);
    changes.push_back({month, 0.0});
    setChanges(changes);
    edited();
    if (NumberField *field = changeField(changeCount() - 1))
        field->lineEdit()->setFocus();
}

void PriceChangesEditor::removeChange()
{
    std::vector<engine::PriceChange> changes = collect();
    if (changes.empty())
        return;
    changes.pop_back();
    setChanges(changes);
    edited();
}

void PriceChangesEditor::retranslateUi()
{
    m_monthHeader->setText(tr("From month"));
    m_changeHeader->setText(tr("Change (%)"));
    m_none->setText(tr("No dated price changes: only the change per year applies."));
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        // The column headers are no buddies: name each field with its row and column.
        m_rows[i].month->lineEdit()->setAccessibleName(
            tr("Price change %1: from month").arg(i + 1));
        m_rows[i].change->lineEdit()->setAccessibleName(tr("Price change %1: change").arg(i + 1));
    }
    m_add->setText(tr("Add price change"));
    m_remove->setText(tr("Remove last price change"));
}

void PriceChangesEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace gda::ui
