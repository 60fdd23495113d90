// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileDialog>
#include <QString>
#include <QStringList>

class QWidget;

// The application's file dialogs: every "Open…", "Save as…" and folder choice goes through these
// instead of QFileDialog's static functions. They behave the same, with one difference: a dialog
// never opens a file it lists. Qt's own file model (and a desktop's in-process dialog) reads the
// first bytes of each listed file to find its type and icon; opening and closing an open SQLite
// library, its -wal or its -shm through a second descriptor drops every POSIX lock SQLite holds on
// it for the whole process, and another program (gpu-advisor-cli) then deletes the write-ahead
// log the app still uses ("How To Corrupt An SQLite Database File" §2.2; issue 39). So the dialog
// is Qt's own (QFileDialog::DontUseNativeDialog) with an icon provider that goes by the file name
// alone (docs/where-your-data-lives.md, "File dialogs").
namespace gda::ui::filedialog {

QString getOpenFileName(QWidget *parent, const QString &caption, const QString &dir,
                        const QString &filter = {}, QString *selectedFilter = nullptr,
                        QFileDialog::Options options = {});
QStringList getOpenFileNames(QWidget *parent, const QString &caption, const QString &dir,
                             const QString &filter = {}, QString *selectedFilter = nullptr,
                             QFileDialog::Options options = {});
// Asks before it returns the name of an existing file, unless `options` has
// DontConfirmOverwrite.
QString getSaveFileName(QWidget *parent, const QString &caption, const QString &dir,
                        const QString &filter = {}, QString *selectedFilter = nullptr,
                        QFileDialog::Options options = {});
QString getExistingDirectory(QWidget *parent, const QString &caption, const QString &dir,
                             QFileDialog::Options options = QFileDialog::ShowDirsOnly);

// Gives a dialog built by hand the same settings: Qt's own dialog, types and icons by name only.
void configure(QFileDialog &dialog);

} // namespace gda::ui::filedialog
