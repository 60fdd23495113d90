// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"

#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;

namespace gda::ui {

class NumberField;

// The dated cloud price changes (inputs.cloud.price_changes, docs/methodology.md §4.7) as a small
// table: each change's month and its percentage (−44 for a 44% cut). Add appends a change, Remove
// takes the last one off. Emits changesEdited() only for a complete, valid list.
class PriceChangesEditor : public QWidget
{
    Q_OBJECT

public:
    explicit PriceChangesEditor(QWidget *parent = nullptr);

    void setChanges(const std::vector<engine::PriceChange> &changes);
    bool isValid() const { return m_valid; }
    int changeCount() const { return static_cast<int>(m_rows.size()); }
    NumberField *monthField(int change) const;
    NumberField *changeField(int change) const;

signals:
    void changesEdited(const std::vector<engine::PriceChange> &changes);
    void validityChanged();
    // Rows were added or removed: new entries exist (their place in the Tab order is new).
    void rowsRebuilt();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        NumberField *month = nullptr;
        NumberField *change = nullptr;
    };
    void rebuild(int count);
    void edited();
    void addChange();
    void removeChange();
    void retranslateUi();
    std::vector<engine::PriceChange> collect() const;
    void updateValidity();

    QGridLayout *m_grid;
    QLabel *m_monthHeader;
    QLabel *m_changeHeader;
    QLabel *m_none;
    QPushButton *m_add;
    QPushButton *m_remove;
    std::vector<Row> m_rows;
    bool m_valid = true;
};

} // namespace gda::ui
