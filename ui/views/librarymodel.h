// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/scenariolibrary.h"

#include <QAbstractItemModel>

#include <QLocale>
#include <QTimeZone>
#include <functional>

#include <optional>

namespace gda::ui {

// The scenario library as a two-level tree: clients, and their scenarios with the list columns.
// Reads from a ScenarioLibrary through a ListFilter; refresh() reloads after any change.
class LibraryModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { Name, Modified, Recommendation, BreakEven, Savings, ColumnCount };
    enum Role { ScenarioIdRole = Qt::UserRole + 1, IsClientRole, InTrashRole };

    explicit LibraryModel(store::ScenarioLibrary *store, QObject *parent = nullptr);

    void setFilter(const store::ListFilter &filter);
    const store::ListFilter &filter() const { return m_filter; }
    // Reloads from the store; returns the store's error message, or an empty string.
    QString refresh();

    // The index of a scenario's row (column 0), invalid when it is not listed.
    QModelIndex indexOf(store::ScenarioId id) const;
    std::optional<store::ScenarioRecord> record(const QModelIndex &index) const;
    int scenarioCount() const;
    // Whether the last refresh() read the library (open, and its list did not fail).
    bool listed() const { return m_listed; }
    // Whether a listed scenario satisfies `test`.
    bool anyScenario(const std::function<bool(const store::ScenarioRecord &)> &test) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // The Savings column: what the recommended option saves against the cloud over the horizon,
    // as a share of the cloud's total (the advice's headline; negative when it costs more). Empty
    // for a cloud recommendation: it is the reference.
    static QString savingsText(const ScenarioSummary &summary, const QLocale &locale,
                               bool sentence);
    struct Group
    {
        QString client;
        QList<store::ScenarioRecord> scenarios;
    };
    static constexpr quintptr kClientLevel = 0; // internalId of client rows; scenarios: group + 1

    store::ScenarioLibrary *m_store;
    store::ListFilter m_filter;
    QList<Group> m_groups;
    bool m_listed = false;
    QTimeZone m_zone; // the system's, read at refresh()
};

} // namespace gda::ui
