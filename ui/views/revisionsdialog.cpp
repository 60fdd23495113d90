// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revisionsdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gda::ui {

RevisionsDialog::RevisionsDialog(store::ScenarioLibrary *store, store::ScenarioId id,
                                 QWidget *parent)
    : QDialog(parent), m_store(store), m_id(id), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Scenario history"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Every save keeps the previous version. Restoring one saves it "
                                "again as the newest version; nothing is overwritten."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(m_table);
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels({tr("Version"), tr("Saved"), tr("By"), tr("Note")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table
    m_table->verticalHeader()->hide();

    auto history = m_store->history(m_id);
    if (history)
        m_revisions = *history;
    const QLocale locale;
    m_table->setRowCount(int(m_revisions.size()));
    for (int row = 0; row < m_revisions.size(); ++row) {
        const store::RevisionRecord &r = m_revisions[row];
        // A revision saved offline and not yet sent is a local draft, numbered apart from the
        // server's versions (issue 39): "local draft 1 after version 3".
        auto *version =
            new QTableWidgetItem(r.localDraft > 0 ? tr("local draft %1 after version %2")
                                                        .arg(locale.toString(r.localDraft),
                                                             locale.toString(r.afterRevision))
                                                  : locale.toString(r.revision));
        if (r.localDraft > 0) {
            QFont italic = version->font();
            italic.setItalic(true);
            version->setFont(italic);
            version->setToolTip(tr("Saved on this computer while the team library could not be "
                                   "reached; it gets its version number when the server has it"));
        }
        m_table->setItem(row, 0, version);
        m_table->setItem(
            row, 1,
            new QTableWidgetItem(locale.toString(r.savedAt.toLocalTime(), QLocale::ShortFormat)));
        m_table->setItem(row, 2, new QTableWidgetItem(r.author));
        m_table->setItem(row, 3, new QTableWidgetItem(r.note));
    }
    if (!m_revisions.isEmpty())
        m_table->selectRow(0);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *restore =
        buttons->addButton(tr("&Restore this version"), QDialogButtonBox::ActionRole);
    restore->setEnabled(m_store->isOpen() && !m_store->isReadOnly() && m_revisions.size() > 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(restore, &QPushButton::clicked, this, [this] {
        if (restoreRow(m_table->currentRow()))
            accept();
    });
    if (!history)
        QMessageBox::warning(this, windowTitle(), history.error().message);
    m_table->resizeColumnToContents(0);
    resize(680, 360);
}

bool RevisionsDialog::restoreRow(int row)
{
    if (row < 0 || row >= m_revisions.size())
        return false;
    auto restored = m_store->restoreRevision(m_id, m_revisions[row].revision);
    if (!restored) {
        QMessageBox::warning(this, windowTitle(), restored.error().message);
        return false;
    }
    return true;
}

} // namespace gda::ui
