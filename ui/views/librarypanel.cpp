// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarypanel.h"

#include "librarymodel.h"
#include "revisionsdialog.h"

#include "export/exportreportsdialog.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace gda::ui {

LibraryPanel::LibraryPanel(store::ScenarioLibrary *store, QWidget *parent)
    : QWidget(parent), m_store(store), m_refreshSoon(new QTimer(this)),
      m_model(new LibraryModel(store, this)), m_search(new QLineEdit(this)),
      m_showTrash(new QCheckBox(this)), m_view(new QTreeView(this))
{
    m_open = new QAction(this);
    m_duplicate = new QAction(this);
    m_rename = new QAction(this);
    m_delete = new QAction(this);
    m_restore = new QAction(this);
    m_history = new QAction(this);
    m_compare = new QAction(this);
    m_emptyTrash = new QAction(this);
    m_exportReports = new QAction(this);
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_rename->setShortcut(Qt::Key_F2);
    m_rename->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    for (QAction *a : {m_delete, m_rename})
        addAction(a);

    m_search->setClearButtonEnabled(true);
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setUniformRowHeights(true);
    m_view->setTabKeyNavigation(false); // Tab leaves the list
    m_view->setAllColumnsShowFocus(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    // The names keep their room in a narrow library (the figures' columns scroll into view
    // instead); stretched, the Name column was what the others left, down to nothing (issue 35).
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(LibraryModel::Name, QHeaderView::Interactive);
    m_view->header()->resizeSection(LibraryModel::Name, 200);
    for (int c = LibraryModel::Modified; c < LibraryModel::ColumnCount; ++c)
        m_view->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    // Sized to the rows in view, not to every row: measuring all of them at each layout took a
    // third of the start-up with 1,000 scenarios (issue #38).
    m_view->header()->setResizeContentsPrecision(0);

    // The buttons in two rows: in one, the Dutch ones need more than the library's default width
    // and "Rapporten exporteren…" went behind the toolbar's » (issue 35).
    auto *toolbar = new QToolBar(this);
    auto *toolbar2 = new QToolBar(this);
    // In the Tab chain, between the search field and the list: a keyboard user reaches the
    // buttons as a mouse user does (issue 35).
    QWidget *previous = m_search;
    for (QAction *a : {m_open, m_duplicate, m_compare, m_history, m_exportReports}) {
        QToolBar *bar = a == m_history || a == m_exportReports ? toolbar2 : toolbar;
        bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
        bar->addAction(a);
        QWidget *button = bar->widgetForAction(a);
        button->setFocusPolicy(Qt::TabFocus);
        setTabOrder(previous, button);
        previous = button;
    }
    setTabOrder(previous, m_view);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(toolbar);
    layout->addWidget(toolbar2);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_showTrash);

    connect(m_search, &QLineEdit::textChanged, this, &LibraryPanel::applyFilter);
    connect(m_showTrash, &QCheckBox::toggled, this, &LibraryPanel::applyFilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LibraryPanel::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        // A client's row is a heading: its name takes the whole width, not the Name column's.
        for (int row = 0; row < m_model->rowCount(); ++row)
            m_view->setFirstColumnSpanned(
                row, {}, m_model->index(row, 0).data(LibraryModel::IsClientRole).toBool());
        m_view->expandAll();
        updateActions();
    });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (const auto r = m_model->record(index); r && !r->deletedAt)
            emit openRequested(r->id);
    });
    connect(m_open, &QAction::triggered, this, [this] {
        const auto ids = selectedIds();
        if (ids.size() == 1)
            emit openRequested(ids.first());
    });
    connect(m_compare, &QAction::triggered, this, [this] { emit compareRequested(selectedIds()); });
    connect(m_exportReports, &QAction::triggered, this, &LibraryPanel::exportReportsOfSelection);
    connect(m_duplicate, &QAction::triggered, this, &LibraryPanel::duplicateSelected);
    connect(m_rename, &QAction::triggered, this, [this] {
        const auto ids = selectedIds();
        if (ids.size() != 1)
            return;
        const auto r = m_model->record(m_model->indexOf(ids.first()));
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Rename scenario"), tr("New name:"),
                                                   QLineEdit::Normal, r ? r->name : QString(), &ok);
        if (ok)
            renameSelected(name);
    });
    connect(m_delete, &QAction::triggered, this, &LibraryPanel::deleteSelected);
    connect(m_restore, &QAction::triggered, this, &LibraryPanel::restoreSelected);
    connect(m_history, &QAction::triggered, this, &LibraryPanel::showHistory);
    connect(m_emptyTrash, &QAction::triggered, this, [this] {
        if (QMessageBox::question(this, tr("Empty the trash"),
                                  tr("Delete the scenarios in the trash for good? This cannot "
                                     "be undone.")) != QMessageBox::Yes)
            return;
        if (auto r = m_store->emptyTrash(); !r)
            report(r.error());
        refresh();
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        for (QAction *a : {m_open, m_duplicate, m_rename, m_history, m_compare, m_exportReports})
            menu.addAction(a);
        menu.addSeparator();
        menu.addAction(m_delete);
        menu.addAction(m_restore);
        menu.addAction(m_emptyTrash);
        menu.exec(m_view->viewport()->mapToGlobal(pos));
    });
    // Changes made elsewhere reload the list once a burst of them is over (50 ms).
    m_refreshSoon->setSingleShot(true);
    m_refreshSoon->setInterval(50);
    connect(m_refreshSoon, &QTimer::timeout, this, &LibraryPanel::refresh);
    if (m_store)
        m_listener = m_store->addChangeListener([this](const store::LibraryChange &change) {
            if (!change.external)
                return;
            emit changedElsewhere(change.id, change.revision);
            m_refreshSoon->start();
        });

    retranslate();
    applyFilter();
}

LibraryPanel::~LibraryPanel()
{
    if (m_store && m_listener)
        m_store->removeChangeListener(m_listener);
}

QList<store::ScenarioId> LibraryPanel::selectedIds() const
{
    QList<store::ScenarioId> ids;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        if (const auto r = m_model->record(index))
            ids.append(r->id);
    return ids;
}

QList<exporting::BatchScenario> LibraryPanel::selectedForReports() const
{
    QList<store::ScenarioId> ids;
    auto add = [&ids](store::ScenarioId id) {
        if (!ids.contains(id))
            ids << id;
    };
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows()) {
        if (const auto r = m_model->record(index)) {
            add(r->id);
            continue;
        }
        for (int row = 0; row < m_model->rowCount(index); ++row) // a client: its scenarios
            if (const auto r = m_model->record(m_model->index(row, 0, index)))
                add(r->id);
    }
    QList<exporting::BatchScenario> out;
    for (store::ScenarioId id : std::as_const(ids)) {
        exporting::BatchScenario one;
        one.id = id;
        if (const auto r = m_model->record(m_model->indexOf(id))) {
            one.client = r->client;
            one.name = r->name;
        }
        if (auto loaded = m_store->load(id)) {
            one.client = loaded->record.client;
            one.name = loaded->record.name;
            one.scenario = loaded->scenario;
        } else {
            one.problem = loaded.error().message;
        }
        out << one;
    }
    return out;
}

void LibraryPanel::exportReportsOfSelection()
{
    QList<exporting::BatchScenario> scenarios = selectedForReports();
    if (scenarios.isEmpty())
        return;
    exporting::ExportReportsDialog dialog(std::move(scenarios), m_settings, this);
    dialog.exec();
}

void LibraryPanel::select(store::ScenarioId id)
{
    const QModelIndex index = m_model->indexOf(id);
    if (index.isValid())
        m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect |
                                                    QItemSelectionModel::Rows);
    m_view->setCurrentIndex(index);
}

void LibraryPanel::refresh()
{
    const auto ids = selectedIds();
    if (const QString problem = m_model->refresh(); !problem.isEmpty())
        QMessageBox::warning(this, tr("Scenario library"), problem);
    for (store::ScenarioId id : ids) {
        const QModelIndex index = m_model->indexOf(id);
        if (index.isValid())
            m_view->selectionModel()->select(index, QItemSelectionModel::Select |
                                                        QItemSelectionModel::Rows);
    }
}

void LibraryPanel::applyFilter()
{
    store::ListFilter filter;
    filter.text = m_search->text().trimmed();
    filter.trash = m_showTrash->isChecked() ? store::ListFilter::Trash::Only
                                            : store::ListFilter::Trash::Exclude;
    m_model->setFilter(filter);
}

void LibraryPanel::updateActions()
{
    const auto ids = selectedIds();
    const bool writable = m_store->isOpen() && !m_store->isReadOnly();
    const bool trash = m_showTrash->isChecked();
    m_open->setEnabled(ids.size() == 1 && !trash);
    m_duplicate->setEnabled(ids.size() == 1 && writable && !trash);
    m_rename->setEnabled(ids.size() == 1 && writable && !trash);
    m_history->setEnabled(ids.size() == 1 && !trash);
    m_compare->setEnabled(ids.size() >= 2 && ids.size() <= 4 && !trash);
    m_exportReports->setEnabled(m_view->selectionModel()->hasSelection() && !trash);
    m_delete->setEnabled(!ids.isEmpty() && writable && !trash);
    m_restore->setEnabled(!ids.isEmpty() && writable && trash);
    m_emptyTrash->setEnabled(writable && trash && m_model->scenarioCount() > 0);
}

bool LibraryPanel::report(const store::StoreError &error)
{
    QMessageBox::warning(this, tr("Scenario library"), error.message);
    return false;
}

bool LibraryPanel::duplicateSelected()
{
    const auto ids = selectedIds();
    if (ids.size() != 1)
        return false;
    auto copy = m_store->duplicate(ids.first());
    if (!copy)
        return report(copy.error());
    refresh();
    select(*copy);
    return true;
}

bool LibraryPanel::renameSelected(const QString &newName)
{
    const auto ids = selectedIds();
    if (ids.size() != 1)
        return false;
    auto renamed = m_store->rename(ids.first(), newName);
    if (!renamed)
        return report(renamed.error());
    refresh();
    emit scenarioChanged(ids.first());
    return true;
}

bool LibraryPanel::deleteSelected()
{
    const auto ids = selectedIds();
    for (store::ScenarioId id : ids) {
        if (auto moved = m_store->moveToTrash(id); !moved)
            return report(moved.error());
        emit scenarioChanged(id);
    }
    refresh();
    return !ids.isEmpty();
}

bool LibraryPanel::restoreSelected()
{
    const auto ids = selectedIds();
    for (store::ScenarioId id : ids)
        if (auto restored = m_store->restoreFromTrash(id); !restored)
            return report(restored.error());
    refresh();
    return !ids.isEmpty();
}

void LibraryPanel::showHistory()
{
    const auto ids = selectedIds();
    if (ids.size() != 1)
        return;
    RevisionsDialog dialog(m_store, ids.first(), this);
    if (dialog.exec() == QDialog::Accepted) {
        refresh();
        emit scenarioChanged(ids.first());
    }
}

void LibraryPanel::retranslate()
{
    m_search->setPlaceholderText(tr("Search client, name or notes"));
    m_search->setAccessibleName(tr("Search the library"));
    m_search->setAccessibleDescription(m_search->placeholderText());
    m_view->setAccessibleName(tr("Scenario library"));
    // The search field's clear button speaks its action's text.
    if (auto *clear = m_search->findChild<QAction *>(QStringLiteral("_q_qlineeditclearaction")))
        clear->setText(tr("Clear the search"));
    // The » button that shows the toolbar's buttons that do not fit.
    for (auto *more : findChildren<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More library actions"));
    m_showTrash->setText(tr("Show the trash"));
    m_open->setText(tr("&Open"));
    m_duplicate->setText(tr("&Duplicate"));
    m_rename->setText(tr("Re&name…"));
    m_delete->setText(tr("Move to &trash"));
    m_restore->setText(tr("Re&store from trash"));
    m_history->setText(tr("&History…"));
    m_compare->setText(tr("&Compare"));
    m_compare->setToolTip(tr("Select two to four scenarios to compare them side by side"));
    m_emptyTrash->setText(tr("&Empty the trash…"));
    m_exportReports->setText(tr("E&xport reports…"));
    m_exportReports->setToolTip(
        tr("One PDF report per selected scenario, into a folder or a zip archive"));
    // Never narrower than a row of its buttons, in this language and font: "Rapporten
    // exporteren…" went behind the toolbar's » with a larger font (issue 35).
    int buttons = 0;
    for (const QToolBar *bar : findChildren<QToolBar *>())
        buttons = std::max(buttons, bar->sizeHint().width());
    setMinimumWidth(buttons);
}

void LibraryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gda::ui
