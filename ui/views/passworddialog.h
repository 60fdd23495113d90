// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace gda::ui {

// Asks for a team library's password when neither the system keyring nor ~/.pgpass holds one:
// the library (without a password), why it is asked, a password field that shows no characters,
// and "Remember password in the system keyring". The password lives only in this dialog and the
// connection; it is never written to the settings.
class PasswordDialog : public QDialog
{
    Q_OBJECT

public:
    PasswordDialog(const QString &library, const QString &why, bool remember,
                   QWidget *parent = nullptr);

    QString password() const;
    bool remember() const;

    QLineEdit *passwordField() const { return m_password; }
    QCheckBox *rememberBox() const { return m_remember; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QString m_library;
    QLabel *m_intro;
    QLabel *m_why;
    QLabel *m_passwordLabel;
    QLineEdit *m_password;
    QCheckBox *m_remember;
};

} // namespace gda::ui
