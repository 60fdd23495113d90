// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLineEdit;
class QPushButton;
QT_END_NAMESPACE

namespace gda::ui::exporting {

// Where an export goes: a path to type or to choose with "Browse…" (a save dialog that asks
// before replacing a file). Remembers whether the user already agreed to replace the file at
// the current path, so the export asks only once.
class SavePathField : public QWidget
{
    Q_OBJECT

public:
    explicit SavePathField(QWidget *parent = nullptr);

    QString path() const;
    void setPath(const QString &path);
    // "PDF documents (*.pdf)" for the save dialog.
    void setFilter(const QString &filter) { m_filter = filter; }
    void setDialogTitle(const QString &title) { m_title = title; }
    // Replaces the extension of the current path ("report.pdf" → "report.svg").
    void setSuffix(const QString &suffix);

    // True when the file at path() may be written: it does not exist, the save dialog already
    // confirmed replacing it, or the user agrees now (a question with "No" as the default).
    bool confirmOverwrite();

    QLineEdit *lineEdit() const { return m_edit; }

signals:
    void pathChanged(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void browse();
    void retranslate();

    QLineEdit *m_edit;
    QPushButton *m_browse;
    QString m_filter;
    QString m_title;
    QString m_confirmed; // a path whose replacement the user agreed to
};

} // namespace gda::ui::exporting
