// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace gda::ui {

class Settings;

// Language, default currency and horizon for new scenarios, the author name on reports, and
// where the scenario library lives. Accepting writes the settings.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    PreferencesDialog(Settings *settings, QWidget *parent = nullptr);
    void apply();

    QComboBox *languageBox() const { return m_language; }

private:
    Settings *m_settings;
    QComboBox *m_language;
    QComboBox *m_currency;
    QSpinBox *m_horizon;
    QLineEdit *m_author;
    QLineEdit *m_database;
};

} // namespace gda::ui
