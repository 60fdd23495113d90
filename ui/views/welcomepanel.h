// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QMenu;
class QPushButton;

namespace gda::ui {

// What the window shows on a first start with an empty library, instead of advice for a
// scenario nobody entered (issue 31): a short welcome and the three ways to begin — the
// decision wizard, an example, a scenario file.
class WelcomePanel : public QWidget
{
    Q_OBJECT

public:
    explicit WelcomePanel(QWidget *parent = nullptr);

    // The examples shipped with the application (":/examples/…"), with their names in the
    // active language.
    struct Example
    {
        QString resource;
        QString title;
    };
    static QList<Example> examples();

    QPushButton *wizardButton() const { return m_wizard; }
    QPushButton *exampleButton() const { return m_example; }
    QPushButton *fileButton() const { return m_file; }

signals:
    void wizardRequested();
    void exampleRequested(const QString &resource);
    void fileRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_wizard;
    QPushButton *m_example;
    QPushButton *m_file;
    QMenu *m_examples;
};

} // namespace gda::ui
