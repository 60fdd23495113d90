// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QDialog>
#include <QPushButton>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLineEdit;
class QSpinBox;

namespace gda::ui {

class Settings;

// Language, default currency and horizon for new scenarios, the author name, firm, logo and
// confidentiality line of reports, and
// where the scenario library lives: a file, or a team library on a PostgreSQL server (host,
// port, database, user, TLS mode; stored as a postgresql:// URI, never with a password — that
// comes from the system keyring when "Remember password in the system keyring" is on, else from
// ~/.pgpass or PGPASSWORD, else the password dialog). Accepting writes the settings; turning
// remembering off (or choosing another team library) removes the kept password from the keyring.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    PreferencesDialog(Settings *settings, QWidget *parent = nullptr);
    void apply();

    QComboBox *languageBox() const { return m_language; }
    QLineEdit *authorField() const { return m_author; }
    QLineEdit *firmField() const { return m_firm; }
    QLineEdit *logoField() const { return m_logo; }
    QLineEdit *confidentialityField() const { return m_confidentiality; }
    // The reports' accent colour as chosen (invalid: the product's dark blue).
    QColor accentColor() const { return m_accentColor; }
    void setAccentColor(const QColor &color);
    QPushButton *accentButton() const { return m_accent; }
    QLineEdit *databaseField() const { return m_database; }
    QGroupBox *teamLibraryBox() const { return m_team; }
    QLineEdit *teamHostField() const { return m_host; }
    QSpinBox *teamPortBox() const { return m_port; }
    QLineEdit *teamDatabaseField() const { return m_teamDatabase; }
    QLineEdit *teamUserField() const { return m_user; }
    QComboBox *teamTlsBox() const { return m_tls; }
    QCheckBox *rememberPasswordBox() const { return m_rememberPassword; }
    QCheckBox *encryptCopyBox() const { return m_encryptCopy; }
    // The location apply() stores: the team library's URI when that box is checked, else the
    // library field (a URI typed there loses its password).
    QString libraryLocation() const;

private:
    Settings *m_settings;
    QComboBox *m_language;
    QComboBox *m_currency;
    QSpinBox *m_horizon;
    QLineEdit *m_author;
    QLineEdit *m_firm;
    QLineEdit *m_logo;
    QLineEdit *m_confidentiality;
    QPushButton *m_accent;
    QPushButton *m_accentDefault;
    QColor m_accentColor;
    QLineEdit *m_database;
    QGroupBox *m_team;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_teamDatabase;
    QLineEdit *m_user;
    QComboBox *m_tls;
    QCheckBox *m_rememberPassword;
    QCheckBox *m_encryptCopy;
};

} // namespace gda::ui
