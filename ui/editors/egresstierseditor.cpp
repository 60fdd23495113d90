// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "egresstierseditor.h"

#include "core/accessibility.h"
#include "editors/numberfield.h"
#include "scenario/inputregistry.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace gda::ui {

namespace {
const inputs::Input &tiers()
{
    return inputs::at("inputs.cloud.egress_tiers");
}
} // namespace

EgressTiersEditor::EgressTiersEditor(QWidget *parent)
    : QWidget(parent), m_grid(new QGridLayout), m_upperHeader(new QLabel(this)),
      m_priceHeader(new QLabel(this)), m_error(new QLabel(this)), m_add(new QPushButton(this)),
      m_remove(new QPushButton(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_grid->addWidget(m_upperHeader, 0, 0);
    m_grid->addWidget(m_priceHeader, 0, 1);
    layout->addLayout(m_grid);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(errorTextStyle(palette()));
    m_error->hide();
    layout->addWidget(m_error);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_add->setObjectName(QStringLiteral("egress_add_band"));
    m_remove->setObjectName(QStringLiteral("egress_remove_band"));
    m_add->setAutoDefault(false);
    m_remove->setAutoDefault(false);
    connect(m_add, &QPushButton::clicked, this, &EgressTiersEditor::addBand);
    connect(m_remove, &QPushButton::clicked, this, &EgressTiersEditor::removeBand);
    retranslateUi();
}

NumberField *EgressTiersEditor::upperField(int band) const
{
    return band >= 0 && band < bandCount() ? m_rows[std::size_t(band)].upper : nullptr;
}

NumberField *EgressTiersEditor::priceField(int band) const
{
    return band >= 0 && band < bandCount() ? m_rows[std::size_t(band)].price : nullptr;
}

void EgressTiersEditor::rebuild(int count)
{
    for (Row &row : m_rows) {
        delete row.upper;
        delete row.open;
        delete row.price;
    }
    m_rows.clear();
    const int width = fontMetrics().averageCharWidth() * 26;
    for (int i = 0; i < count; ++i) {
        Row row;
        const bool last = i == count - 1;
        const QString at = QStringLiteral("inputs.cloud.egress_tiers[%1]").arg(i);
        if (last) {
            row.open = new QLabel(this);
            m_grid->addWidget(row.open, i + 1, 0, Qt::AlignTop);
        } else {
            row.upper = new NumberField(NumberField::Kind::Number, tiers().bound, this);
            row.upper->setObjectName(at + QStringLiteral("[0]"));
            row.upper->lineEdit()->setObjectName(at + QStringLiteral("[0]"));
            row.upper->setMaximumWidth(width);
            m_grid->addWidget(row.upper, i + 1, 0, Qt::AlignTop);
            connect(row.upper, &NumberField::valueEdited, this, &EgressTiersEditor::edited);
            connect(row.upper, &NumberField::validityChanged, this,
                    &EgressTiersEditor::updateValidity);
        }
        row.price = new NumberField(NumberField::Kind::Money, tiers().range, this);
        row.price->setObjectName(at + QStringLiteral("[1]"));
        row.price->lineEdit()->setObjectName(at + QStringLiteral("[1]"));
        row.price->setCurrency(m_currency);
        row.price->setRounding(4); // a price per GB
        row.price->setMaximumWidth(width);
        m_grid->addWidget(row.price, i + 1, 1, Qt::AlignTop);
        connect(row.price, &NumberField::valueEdited, this, &EgressTiersEditor::edited);
        connect(row.price, &NumberField::validityChanged, this, &EgressTiersEditor::updateValidity);
        m_rows.push_back(row);
    }
    retranslateUi();
    emit bandsRebuilt();
}

void EgressTiersEditor::setTiers(const std::vector<engine::EgressTier> &tiers)
{
    if (static_cast<int>(tiers.size()) != bandCount())
        rebuild(static_cast<int>(tiers.size()));
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        Row &row = m_rows[i];
        if (row.upper && (row.upper->value() != tiers[i].upperTb || !row.upper->isValid() ||
                          row.upper->lineEdit()->text().isEmpty()))
            row.upper->setValue(tiers[i].upperTb);
        if (row.price->value() != tiers[i].pricePerGb || !row.price->isValid() ||
            row.price->lineEdit()->text().isEmpty())
            row.price->setValue(tiers[i].pricePerGb);
    }
    m_remove->setEnabled(bandCount() > 1);
    updateValidity();
}

void EgressTiersEditor::setCurrency(Currency currency)
{
    m_currency = currency;
    for (Row &row : m_rows)
        row.price->setCurrency(currency);
}

std::vector<engine::EgressTier> EgressTiersEditor::collect() const
{
    std::vector<engine::EgressTier> tiers;
    for (const Row &row : m_rows)
        tiers.push_back({row.upper ? row.upper->value() : std::numeric_limits<double>::infinity(),
                         row.price->value()});
    return tiers;
}

QString EgressTiersEditor::orderProblem() const
{
    double previous = 0.0;
    for (std::size_t i = 0; i + 1 < m_rows.size(); ++i) {
        const double upper = m_rows[i].upper->value();
        if (upper <= previous)
            return tr("Band %1 ends at %2 TB, not above the previous band's %3 TB: the bands "
                      "must end in ascending order.")
                .arg(i + 1)
                .arg(QLocale().toString(upper, 'g', 12), QLocale().toString(previous, 'g', 12));
        previous = upper;
    }
    return {};
}

void EgressTiersEditor::updateValidity()
{
    bool fieldsValid = true;
    for (const Row &row : m_rows)
        fieldsValid = fieldsValid && row.price->isValid() && (!row.upper || row.upper->isValid());
    const QString problem = fieldsValid ? orderProblem() : QString();
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
    const bool valid = fieldsValid && problem.isEmpty();
    if (valid != m_valid) {
        m_valid = valid;
        emit validityChanged();
    }
}

void EgressTiersEditor::edited()
{
    updateValidity();
    if (m_valid)
        emit tiersEdited(collect());
}

void EgressTiersEditor::addBand()
{
    std::vector<engine::EgressTier> tiers = collect();
    const double lastUpper = tiers.size() >= 2 ? tiers[tiers.size() - 2].upperTb : 0.0;
    const double price = tiers.empty() ? 0.0 : tiers.back().pricePerGb;
    tiers.insert(tiers.end() - (tiers.empty() ? 0 : 1),
                 engine::EgressTier{lastUpper > 0 ? lastUpper * 2 : 10.0, price});
    setTiers(tiers);
    edited();
}

void EgressTiersEditor::removeBand()
{
    std::vector<engine::EgressTier> tiers = collect();
    if (tiers.size() < 2)
        return;
    tiers.erase(tiers.end() - 2);
    setTiers(tiers);
    edited();
}

void EgressTiersEditor::retranslateUi()
{
    m_upperHeader->setText(tr("Volume up to (TB per month)"));
    m_priceHeader->setText(tr("Price per GB"));
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        if (row.open)
            row.open->setText(m_rows.size() == 1 ? tr("Any volume") : tr("Beyond that"));
        // The column headers are no buddies: name each field with its band and column.
        if (row.upper)
            row.upper->lineEdit()->setAccessibleName(
                tr("Band %1: volume up to (TB per month)").arg(i + 1));
        row.price->lineEdit()->setAccessibleName(tr("Band %1: price per GB").arg(i + 1));
    }
    m_add->setText(tr("Add band"));
    m_remove->setText(tr("Remove band"));
    updateValidity();
}

void EgressTiersEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace gda::ui
