// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/reportbatch.h"
#include "store/scenariolibrary.h"

#include <QWidget>

class QAction;
class QCheckBox;
class QLineEdit;
class QTimer;
class QTreeView;

namespace gda::ui {

class LibraryModel;
class Settings;

// The scenario library: search, the client-grouped list, and what can be done to a scenario
// (open, duplicate, rename, move to trash and back, history, compare).
class LibraryPanel : public QWidget
{
    Q_OBJECT

public:
    // `store` must outlive the panel.
    explicit LibraryPanel(store::ScenarioLibrary *store, QWidget *parent = nullptr);
    ~LibraryPanel() override;

    LibraryModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QLineEdit *searchField() const { return m_search; }
    QList<store::ScenarioId> selectedIds() const;
    void select(store::ScenarioId id);

    QAction *openAction() const { return m_open; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *renameAction() const { return m_rename; }
    QAction *deleteAction() const { return m_delete; }
    QAction *restoreAction() const { return m_restore; }
    QAction *historyAction() const { return m_history; }
    QAction *compareAction() const { return m_compare; }
    QAction *emptyTrashAction() const { return m_emptyTrash; }
    QAction *exportReportsAction() const { return m_exportReports; }

    // The preferences whose brand (firm, logo, author, confidentiality) the reports carry.
    void setSettings(Settings *settings) { m_settings = settings; }
    // The selected scenarios (a selected client stands for all of its scenarios), loaded for a
    // batch of reports; a scenario that cannot be loaded comes with its problem.
    QList<exporting::BatchScenario> selectedForReports() const;
    // Export reports…: the dialog for the selection (modal).
    void exportReportsOfSelection();

    // Reloads the list (after a save elsewhere), keeping the selection.
    void refresh();

    // The operations behind the actions, for the menu and for tests; each reports problems
    // in a message box and returns whether it happened.
    bool duplicateSelected();
    bool renameSelected(const QString &newName);
    bool deleteSelected();
    bool restoreSelected();

signals:
    void openRequested(gda::store::ScenarioId id);
    void compareRequested(const QList<gda::store::ScenarioId> &ids);
    // A scenario was renamed, restored or deleted here; an open copy may be stale.
    void scenarioChanged(gda::store::ScenarioId id);
    // Another program changed the library (a colleague's save in a team library, heard from
    // the server); `revision` is the scenario's revision now, 0 when it does not apply. The
    // list reloads by itself shortly after.
    void changedElsewhere(gda::store::ScenarioId id, int revision);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyFilter();
    void updateActions();
    void showHistory();
    void retranslate();
    bool report(const store::StoreError &error);

    store::ScenarioLibrary *m_store;
    int m_listener = 0;
    QTimer *m_refreshSoon;
    LibraryModel *m_model;
    QLineEdit *m_search;
    QCheckBox *m_showTrash;
    QTreeView *m_view;
    QAction *m_open;
    QAction *m_duplicate;
    QAction *m_rename;
    QAction *m_delete;
    QAction *m_restore;
    QAction *m_history;
    QAction *m_compare;
    QAction *m_emptyTrash;
    QAction *m_exportReports;
    Settings *m_settings = nullptr;
};

} // namespace gda::ui
