// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "conflictdialog.h"

#include "export/assumptions.h"
#include "scenario/comparison.h"
#include "scenario/inputregistry.h"
#include "scenario/jsonfields.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gda::ui {

ConflictDialog::ConflictDialog(const Scenario &mine, int openedRevision, const Scenario &theirs,
                               int theirRevision, QWidget *parent)
    : QDialog(parent), m_mine(mine), m_theirs(theirs), m_openedRevision(openedRevision),
      m_theirRevision(theirRevision), m_intro(new QLabel(this)), m_table(new QTableWidget(this)),
      m_keepMine(new QPushButton(this)), m_takeTheirs(new QPushButton(this)),
      m_saveCopy(new QPushButton(this)), m_cancel(new QPushButton(this))
{
    setObjectName(QStringLiteral("conflictDialog"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_keepMine);
    buttons->addWidget(m_takeTheirs);
    buttons->addWidget(m_saveCopy);
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    connect(m_keepMine, &QPushButton::clicked, this, [this] { choose(Choice::KeepMine); });
    connect(m_takeTheirs, &QPushButton::clicked, this, [this] { choose(Choice::TakeTheirs); });
    connect(m_saveCopy, &QPushButton::clicked, this, [this] { choose(Choice::SaveCopy); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { choose(Choice::Cancel); });
    m_cancel->setDefault(true); // Enter decides nothing by accident
    resize(760, 420);
    fill();
}

QPushButton *ConflictDialog::button(Choice choice) const
{
    switch (choice) {
    case Choice::KeepMine:
        return m_keepMine;
    case Choice::TakeTheirs:
        return m_takeTheirs;
    case Choice::SaveCopy:
        return m_saveCopy;
    case Choice::Cancel:
        break;
    }
    return m_cancel;
}

void ConflictDialog::choose(Choice choice)
{
    m_choice = choice;
    if (choice == Choice::Cancel)
        reject();
    else
        accept();
}

void ConflictDialog::fill()
{
    // The table's corner button selects every cell; a screen reader needs its name.
    if (auto *corner = m_table->findChild<QAbstractButton *>())
        corner->setAccessibleName(tr("Select every cell"));
    const QLocale locale;
    setWindowTitle(tr("Saved elsewhere in the meantime"));
    m_intro->setText(
        tr("Someone else saved “%1” as revision %2 after you opened revision %3 (another "
           "window, program or colleague). Nothing has been overwritten. These are the "
           "differences; choose which version goes on:")
            .arg(m_theirs.name, locale.toString(m_theirRevision),
                 locale.toString(m_openedRevision)));
    m_keepMine->setText(tr("&Keep mine as a new revision"));
    m_keepMine->setToolTip(tr("Saves your version as revision %1; theirs stays in the history")
                               .arg(locale.toString(m_theirRevision + 1)));
    m_takeTheirs->setText(tr("&Take theirs"));
    m_takeTheirs->setToolTip(tr("Opens their revision %1 and drops your unsaved changes")
                                 .arg(locale.toString(m_theirRevision)));
    m_saveCopy->setText(tr("&Save mine as a copy"));
    m_saveCopy->setToolTip(tr("Saves your version as a new scenario; theirs stays as it is"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Saves nothing; you go on editing your version"));

    struct Row
    {
        QString field;
        QString label;
        QString mine;
        QString theirs;
    };
    QList<Row> rows;
    const auto text = [&](const QString &field, const QString &label, const QString &a,
                          const QString &b) {
        if (a != b)
            rows.append(
                {field, label, a.isEmpty() ? tr("(none)") : a, b.isEmpty() ? tr("(none)") : b});
    };
    text(QStringLiteral("name"), tr("Name"), m_mine.name, m_theirs.name);
    text(QStringLiteral("client"), tr("Client"), m_mine.client, m_theirs.client);
    text(QStringLiteral("notes"), tr("Notes"), m_mine.notes, m_theirs.notes);
    const QList<Scenario> both{m_mine, m_theirs};
    for (const InputDifference &d : differingInputs(both)) {
        const QByteArray path = d.field.toUtf8();
        const inputs::Input *input = inputs::find({path.constData(), std::size_t(path.size())});
        QStringList values;
        for (int i = 0; i < 2; ++i) {
            // In words with its unit, as Compare and the report write it; the raw value only
            // for a field the registry cannot show.
            const QJsonValue v = d.values.value(i);
            QString value = input ? exporting::inputValue(*input, both[i], locale) : QString();
            if (value.isEmpty() && v.isDouble())
                value = locale.toString(v.toDouble(), 'g', 10);
            else if (value.isEmpty() && v.isArray())
                value =
                    QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
            else if (value.isEmpty() && !v.isUndefined() && !v.isNull())
                value = jsonfields::show(v).remove(u'"');
            values << (value.isEmpty() ? tr("(none)") : value);
        }
        rows.append({d.field, input && input->label ? inputs::label(*input) : d.field, values[0],
                     values[1]});
    }

    m_fields.clear();
    m_table->clear();
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels(
        {tr("Your version"),
         tr("Saved in the meantime (revision %1)").arg(locale.toString(m_theirRevision))});
    if (rows.isEmpty()) {
        m_table->setRowCount(1);
        m_table->setVerticalHeaderLabels({tr("No differences")});
        auto *item = new QTableWidgetItem(tr("Both versions have the same inputs"));
        m_table->setItem(0, 0, item);
        m_table->setSpan(0, 0, 1, 2);
        return;
    }
    m_table->setRowCount(int(rows.size()));
    QStringList labels;
    for (int r = 0; r < int(rows.size()); ++r) {
        m_fields << rows[r].field;
        labels << rows[r].label;
        m_table->setItem(r, 0, new QTableWidgetItem(rows[r].mine));
        m_table->setItem(r, 1, new QTableWidgetItem(rows[r].theirs));
    }
    m_table->setVerticalHeaderLabels(labels);
    for (int r = 0; r < int(rows.size()); ++r)
        m_table->verticalHeaderItem(r)->setToolTip(rows[r].field);
}

void ConflictDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QDialog::changeEvent(event);
}

} // namespace gda::ui
