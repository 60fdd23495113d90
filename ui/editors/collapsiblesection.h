// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QToolButton;

namespace gda::ui {

// A titled part that folds open and shut with its header button (Space / Enter on the header).
class CollapsibleSection : public QWidget
{
    Q_OBJECT

public:
    explicit CollapsibleSection(QWidget *content, QWidget *parent = nullptr);

    void setTitle(const QString &title);
    QString title() const { return m_title; }
    // A note after the title ("needs attention"); empty for none.
    void setNote(const QString &note);
    bool isExpanded() const;
    void setExpanded(bool expanded);
    QToolButton *headerButton() const { return m_header; }
    QWidget *content() const { return m_content; }

signals:
    void expandedChanged(bool expanded);

private:
    void updateHeader();

    QToolButton *m_header;
    QWidget *m_content;
    QString m_title;
    QString m_note;
};

} // namespace gda::ui
