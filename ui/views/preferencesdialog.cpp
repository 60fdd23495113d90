// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesdialog.h"

#include "core/languagemanager.h"
#include "core/settings.h"
#include "core/wheelguard.h"
#include "store/libraryfactory.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace gda::ui {

PreferencesDialog::PreferencesDialog(Settings *settings, QWidget *parent)
    : QDialog(parent), m_settings(settings), m_language(new QComboBox(this)),
      m_currency(new QComboBox(this)), m_horizon(new QSpinBox(this)), m_author(new QLineEdit(this)),
      m_database(new QLineEdit(this))
{
    setWindowTitle(tr("Preferences"));
    for (const QString &code : LanguageManager::languages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    m_language->setCurrentIndex(m_language->findData(LanguageManager::instance().language()));
    m_currency->addItem(tr("Euro (EUR)"), QStringLiteral("EUR"));
    m_currency->addItem(tr("US dollar (USD)"), QStringLiteral("USD"));
    m_currency->setCurrentIndex(
        m_currency->findData(settings->value(Settings::Key::DefaultCurrency)));
    m_horizon->setRange(1, 10);
    m_horizon->setSuffix(tr(" years"));
    m_horizon->setValue(settings->defaultHorizon());
    m_author->setText(settings->authorName());
    m_database->setText(settings->databasePath());
    m_database->setPlaceholderText(store::defaultLibraryLocation());

    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Scenario library"), m_database->text(), tr("Scenario libraries (*.sqlite)"),
            nullptr, QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty())
            m_database->setText(path);
    });
    auto *databaseRow = new QHBoxLayout;
    databaseRow->addWidget(m_database, 1);
    databaseRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("Default &currency:"), m_currency);
    form->addRow(tr("Default &horizon:"), m_horizon);
    form->addRow(tr("&Author name on reports:"), m_author);
    // A label of a layout has no buddy of its own: name the field, so that "&" is a mnemonic.
    auto *databaseLabel = new QLabel(tr("Scenario &library:"), this);
    databaseLabel->setBuddy(m_database);
    form->addRow(databaseLabel, databaseRow);
    auto *note =
        new QLabel(tr("A different library location takes effect at the next start."), this);
    note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    guardWheel(this);
}

void PreferencesDialog::apply()
{
    const QString language = m_language->currentData().toString();
    m_settings->setValue(Settings::Key::Language, language);
    m_settings->setValue(Settings::Key::DefaultCurrency, m_currency->currentData());
    m_settings->setValue(Settings::Key::DefaultHorizon, m_horizon->value());
    m_settings->setValue(Settings::Key::AuthorName, m_author->text().trimmed());
    m_settings->setValue(Settings::Key::DatabasePath, m_database->text().trimmed());
    m_settings->sync();
    LanguageManager::instance().setLanguage(language);
}

} // namespace gda::ui
