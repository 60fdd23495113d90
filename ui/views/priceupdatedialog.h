// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment/priceupdate.h"
#include "catalog/catalog.h"
#include "scenario/scenario.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace gda::ui {

// Edit → Update prices…: what the catalog of today changes in the open scenario's pinned prices
// (docs/methodology.md §16, "Pinned prices") — each offer's price, the exchange rate and the
// fleet's catalog figures, then the answer before and after — shown before anything changes.
// Accepting applies assessment::PriceUpdate::updated (the caller does so, as one undoable edit).
class PriceUpdateDialog : public QDialog
{
    Q_OBJECT

public:
    PriceUpdateDialog(const Scenario &scenario, const assessment::PriceUpdate &update,
                      const catalog::Catalog &catalog, QWidget *parent = nullptr);

    // What the dialog shows, for tests: the intro sentence and the two tables.
    QLabel *summary() const { return m_summary; }
    QTableWidget *prices() const { return m_prices; }
    QTableWidget *answer() const { return m_answer; }

private:
    QLabel *m_summary;
    QTableWidget *m_prices;
    QTableWidget *m_answer;
};

} // namespace gda::ui
