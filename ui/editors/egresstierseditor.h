// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"
#include "scenario/scenario.h"

#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;

namespace gda::ui {

class NumberField;

// The bands of a tiered transfer price as a small table of number entries: each band's upper
// bound in TB per month and its price per GB; the last band is open. Emits tiersEdited() only
// for a complete, valid list (prices in range, bounds strictly ascending).
class EgressTiersEditor : public QWidget
{
    Q_OBJECT

public:
    explicit EgressTiersEditor(QWidget *parent = nullptr);

    void setTiers(const std::vector<engine::EgressTier> &tiers);
    void setCurrency(Currency currency);
    bool isValid() const { return m_valid; }
    int bandCount() const { return static_cast<int>(m_rows.size()); }
    NumberField *upperField(int band) const;
    NumberField *priceField(int band) const;

signals:
    void tiersEdited(const std::vector<engine::EgressTier> &tiers);
    void validityChanged();
    // Bands were added or removed: new entries exist (their place in the Tab order is new).
    void bandsRebuilt();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        NumberField *upper = nullptr;
        QLabel *open = nullptr;
        NumberField *price = nullptr;
    };
    void rebuild(int count);
    void edited();
    void addBand();
    void removeBand();
    void retranslateUi();
    std::vector<engine::EgressTier> collect() const;
    QString orderProblem() const;
    void updateValidity();

    QGridLayout *m_grid;
    QLabel *m_upperHeader;
    QLabel *m_priceHeader;
    QLabel *m_error;
    QPushButton *m_add;
    QPushButton *m_remove;
    std::vector<Row> m_rows;
    Currency m_currency = Currency::EUR;
    bool m_valid = true;
};

} // namespace gda::ui
