// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "conflictdialog.h"

#include "export/assumptions.h"
#include "scenario/comparison.h"
#include "scenario/inputregistry.h"
#include "scenario/jsonfields.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gda::ui {

ConflictDialog::ConflictDialog(const Scenario &mine, int openedRevision, const Scenario &theirs,
                               int theirRevision, QWidget *parent)
    : ConflictDialog(ConflictSides{mine, openedRevision, theirs, theirRevision, {}, std::nullopt},
                     parent)
{
}

ConflictDialog::ConflictDialog(const ConflictSides &sides, QWidget *parent)
    : QDialog(parent), m_sides(sides), m_intro(new QLabel(this)), m_table(new QTableWidget(this)),
      m_summary(new QLabel(this)), m_noteLabel(new QLabel(this)), m_note(new QLineEdit(this)),
      m_merge(new QPushButton(this)), m_keepMine(new QPushButton(this)),
      m_takeTheirs(new QPushButton(this)), m_saveCopy(new QPushButton(this)),
      m_cancel(new QPushButton(this))
{
    setObjectName(QStringLiteral("conflictDialog"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setObjectName(QStringLiteral("mergeSummary"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_note->setObjectName(QStringLiteral("conflictNote"));
    m_note->setClearButtonEnabled(true);
    m_noteLabel->setBuddy(m_note);
    auto *noteRow = new QFormLayout;
    noteRow->addRow(m_noteLabel, m_note);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_merge);
    buttons->addWidget(m_keepMine);
    buttons->addWidget(m_takeTheirs);
    buttons->addWidget(m_saveCopy);
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_summary);
    layout->addLayout(noteRow);
    layout->addLayout(buttons);
    connect(m_merge, &QPushButton::clicked, this, [this] { choose(Choice::Merge); });
    connect(m_keepMine, &QPushButton::clicked, this, [this] { choose(Choice::KeepMine); });
    connect(m_takeTheirs, &QPushButton::clicked, this, [this] { choose(Choice::TakeTheirs); });
    connect(m_saveCopy, &QPushButton::clicked, this, [this] { choose(Choice::SaveCopy); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { choose(Choice::Cancel); });
    m_cancel->setDefault(true); // Enter decides nothing by accident
    if (m_sides.base) {
        m_threeWay = merge::compare(*m_sides.base, m_sides.mine, m_sides.theirs);
        for (const merge::Field &field : m_threeWay.conflicts)
            m_takeMine.insert(field.path); // the user's own edit, until they pick theirs
    }
    m_merge->setVisible(m_sides.base.has_value());
    m_summary->setVisible(m_sides.base.has_value());
    resize(820, 480);
    fill();
}

QPushButton *ConflictDialog::button(Choice choice) const
{
    switch (choice) {
    case Choice::Merge:
        return m_merge;
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
    if (choice == Choice::Merge && !merged())
        return; // the summary says why
    m_choice = choice;
    if (choice == Choice::Cancel)
        reject();
    else
        accept();
}

QString ConflictDialog::note() const
{
    return m_note->text().trimmed();
}

void ConflictDialog::setTakeMine(const QString &path, bool mine)
{
    if (mine)
        m_takeMine.insert(path);
    else
        m_takeMine.remove(path);
    const int row = int(m_fields.indexOf(path));
    if (row >= 0)
        if (auto *box = qobject_cast<QComboBox *>(m_table->cellWidget(row, 2)))
            box->setCurrentIndex(mine ? 0 : 1);
    updateSummary();
}

std::optional<Scenario> ConflictDialog::merged() const
{
    if (!m_sides.base)
        return std::nullopt;
    return merge::apply(m_sides.theirs, m_threeWay, m_takeMine);
}

QString ConflictDialog::fieldLabel(const QString &path) const
{
    if (path == QLatin1String("name"))
        return tr("Name");
    if (path == QLatin1String("client"))
        return tr("Client");
    if (path == QLatin1String("notes"))
        return tr("Notes");
    const QByteArray key = path.toUtf8();
    const inputs::Input *input = inputs::find({key.constData(), std::size_t(key.size())});
    return input && input->label ? inputs::label(*input) : path;
}

void ConflictDialog::updateSummary()
{
    if (!m_sides.base)
        return;
    QStringList mine;
    QStringList theirs;
    for (const merge::Field &field : m_threeWay.fromMine)
        mine << fieldLabel(field.path);
    for (const merge::Field &field : m_threeWay.fromTheirs)
        theirs << fieldLabel(field.path);
    for (const merge::Field &field : m_threeWay.conflicts)
        (m_takeMine.contains(field.path) ? mine : theirs) << fieldLabel(field.path);
    const QString none = tr("none");
    QString text = tr("Merge both takes from you: %1. From %2: %3.")
                       .arg(mine.isEmpty() ? none : mine.join(QStringLiteral(", ")),
                            m_sides.theirRecord.author.isEmpty() ? tr("the other version")
                                                                 : m_sides.theirRecord.author,
                            theirs.isEmpty() ? none : theirs.join(QStringLiteral(", ")));
    if (!m_threeWay.clean())
        text += u' ' + tr("Both changed %n field(s): choose for each which value the merge keeps.",
                          nullptr, int(m_threeWay.conflicts.size()));
    QString error;
    const bool valid = merge::apply(m_sides.theirs, m_threeWay, m_takeMine, &error).has_value();
    if (!valid)
        text += u' ' + tr("These choices together are not a valid scenario: %1").arg(error);
    m_merge->setEnabled(valid);
    m_summary->setText(text);
}

void ConflictDialog::fill()
{
    // The table's corner button selects every cell; a screen reader needs its name.
    if (auto *corner = m_table->findChild<QAbstractButton *>())
        corner->setAccessibleName(tr("Select every cell"));
    const QLocale locale;
    setWindowTitle(tr("Saved elsewhere in the meantime"));
    const store::RevisionRecord &their = m_sides.theirRecord;
    const QString when =
        their.savedAt.isValid()
            ? locale.toString(their.savedAt.toLocalTime().time(), QLocale::ShortFormat)
            : QString();
    QString who;
    if (!their.author.isEmpty() && !when.isEmpty())
        who = their.note.isEmpty() ? tr("%1 saved “%2” at %3 as revision %4")
                                         .arg(their.author, m_sides.theirs.name, when,
                                              locale.toString(m_sides.theirRevision))
                                   : tr("%1 saved “%2” at %3 as revision %4: “%5”")
                                         .arg(their.author, m_sides.theirs.name, when,
                                              locale.toString(m_sides.theirRevision), their.note);
    if (who.isEmpty())
        m_intro->setText(
            tr("Someone else saved “%1” as revision %2 after you opened revision %3 (another "
               "window, program or colleague). Nothing has been overwritten. These are the "
               "differences; choose which version goes on:")
                .arg(m_sides.theirs.name, locale.toString(m_sides.theirRevision),
                     locale.toString(m_sides.openedRevision)));
    else
        m_intro->setText(tr("%1, after you opened revision %2. Nothing has been overwritten. "
                            "These are the differences; choose which version goes on:")
                             .arg(who, locale.toString(m_sides.openedRevision)));
    m_merge->setText(tr("&Merge both"));
    m_merge->setToolTip(tr("Saves one revision with the fields only you changed, the fields only "
                           "they changed and, where both changed a field, the value you choose"));
    m_keepMine->setText(tr("&Keep mine as a new revision"));
    m_keepMine->setToolTip(tr("Saves your version as revision %1; theirs stays in the history")
                               .arg(locale.toString(m_sides.theirRevision + 1)));
    m_takeTheirs->setText(tr("&Take theirs"));
    m_takeTheirs->setToolTip(tr("Opens their revision %1 and drops your unsaved changes")
                                 .arg(locale.toString(m_sides.theirRevision)));
    m_saveCopy->setText(tr("&Save mine as a copy"));
    m_saveCopy->setToolTip(tr("Saves your version as a new scenario; theirs stays as it is"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Saves nothing; you go on editing your version"));
    m_noteLabel->setText(tr("&Note for the revision you save:"));
    m_note->setPlaceholderText(tr("optional, e.g. “kept my power price”"));

    struct Row
    {
        QString field;
        QString label;
        QString mine;
        QString theirs;
        int side = 0; // 1 mine, 2 theirs, 3 both (a choice)
    };
    QList<Row> rows;
    const auto shown = [&](const QString &path, const Scenario &scenario, const QJsonValue &v) {
        // In words with its unit, as Compare and the report write it; the raw value only for a
        // field the registry cannot show.
        const QByteArray key = path.toUtf8();
        const inputs::Input *input = inputs::find({key.constData(), std::size_t(key.size())});
        QString value = input ? exporting::inputValue(*input, scenario, locale) : QString();
        if (value.isEmpty() && v.isDouble())
            value = locale.toString(v.toDouble(), 'g', 10);
        else if (value.isEmpty() && v.isArray())
            value = QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
        else if (value.isEmpty() && v.isObject())
            value = QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
        else if (value.isEmpty() && !v.isUndefined() && !v.isNull())
            value = jsonfields::show(v).remove(u'"');
        return value.isEmpty() ? tr("(none)") : value;
    };
    if (m_sides.base) {
        const auto add = [&](const QList<merge::Field> &fields, int side) {
            for (const merge::Field &f : fields)
                rows.append({f.path, fieldLabel(f.path), shown(f.path, m_sides.mine, f.mine),
                             shown(f.path, m_sides.theirs, f.theirs), side});
        };
        add(m_threeWay.conflicts, 3);
        add(m_threeWay.fromMine, 1);
        add(m_threeWay.fromTheirs, 2);
    } else {
        const auto text = [&](const QString &field, const QString &a, const QString &b) {
            if (a != b)
                rows.append({field, fieldLabel(field), a.isEmpty() ? tr("(none)") : a,
                             b.isEmpty() ? tr("(none)") : b, 0});
        };
        text(QStringLiteral("name"), m_sides.mine.name, m_sides.theirs.name);
        text(QStringLiteral("client"), m_sides.mine.client, m_sides.theirs.client);
        text(QStringLiteral("notes"), m_sides.mine.notes, m_sides.theirs.notes);
        const QList<Scenario> both{m_sides.mine, m_sides.theirs};
        for (const InputDifference &d : differingInputs(both))
            rows.append({d.field, fieldLabel(d.field), shown(d.field, both[0], d.values.value(0)),
                         shown(d.field, both[1], d.values.value(1)), 0});
    }

    m_fields.clear();
    m_table->clear();
    const int columns = m_sides.base ? 3 : 2;
    m_table->setColumnCount(columns);
    const QString theirHeader =
        their.author.isEmpty()
            ? tr("Saved in the meantime (revision %1)").arg(locale.toString(m_sides.theirRevision))
            : tr("Saved by %1 (revision %2)")
                  .arg(their.author, locale.toString(m_sides.theirRevision));
    QStringList headers{tr("Your version"), theirHeader};
    if (m_sides.base)
        headers << tr("Merge takes");
    m_table->setHorizontalHeaderLabels(headers);
    if (rows.isEmpty()) {
        m_table->setRowCount(1);
        m_table->setVerticalHeaderLabels({tr("No differences")});
        auto *item = new QTableWidgetItem(tr("Both versions have the same inputs"));
        m_table->setItem(0, 0, item);
        m_table->setSpan(0, 0, 1, columns);
        updateSummary();
        return;
    }
    m_table->setRowCount(int(rows.size()));
    QStringList labels;
    for (int r = 0; r < int(rows.size()); ++r) {
        const Row &row = rows[r];
        m_fields << row.field;
        labels << row.label;
        m_table->setItem(r, 0, new QTableWidgetItem(row.mine));
        m_table->setItem(r, 1, new QTableWidgetItem(row.theirs));
        if (row.side == 1 || row.side == 2) {
            m_table->setItem(r, 2,
                             new QTableWidgetItem(row.side == 1 ? tr("yours (only you "
                                                                     "changed it)")
                                                                : tr("theirs (only they "
                                                                     "changed it)")));
        } else if (row.side == 3) {
            auto *box = new QComboBox(m_table);
            box->addItems({tr("yours"), tr("theirs")});
            box->setAccessibleName(tr("Value the merge keeps for %1").arg(row.label));
            box->setCurrentIndex(m_takeMine.contains(row.field) ? 0 : 1);
            const QString path = row.field;
            connect(box, &QComboBox::currentIndexChanged, this,
                    [this, path](int index) { setTakeMine(path, index == 0); });
            m_table->setCellWidget(r, 2, box);
            for (int c = 0; c < 2; ++c) {
                QFont bold = m_table->item(r, c)->font();
                bold.setBold(true);
                m_table->item(r, c)->setFont(bold);
            }
        }
    }
    m_table->setVerticalHeaderLabels(labels);
    for (int r = 0; r < int(rows.size()); ++r)
        m_table->verticalHeaderItem(r)->setToolTip(rows[r].field);
    updateSummary();
}

void ConflictDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QDialog::changeEvent(event);
}

} // namespace gda::ui
