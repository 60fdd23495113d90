// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/scenariolibrary.h"

#include <QDialog>

class QTableWidget;

namespace gda::ui {

// A scenario's saved revisions, newest first; "Restore" stores the chosen one as a new revision
// (nothing is ever overwritten) and accepts the dialog.
class RevisionsDialog : public QDialog
{
    Q_OBJECT

public:
    RevisionsDialog(store::ScenarioLibrary *store, store::ScenarioId id, QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }
    bool restoreRow(int row);

private:
    store::ScenarioLibrary *m_store;
    store::ScenarioId m_id;
    QList<store::RevisionRecord> m_revisions;
    QTableWidget *m_table;
};

} // namespace gda::ui
