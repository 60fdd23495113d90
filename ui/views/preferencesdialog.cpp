// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesdialog.h"

#include "export/documentbuilder.h"
#include "export/report.h"

#include "core/filedialog.h"
#include "core/languagemanager.h"
#include "core/settings.h"
#include "core/wheelguard.h"
#include "keyring/passwordkeyring.h"
#include "store/libraryfactory.h"
#include "store/pglocation.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>

namespace gda::ui {

namespace {
// How long Preferences waits for the keyring to forget a password before going on without it.
constexpr int kForgetTimeoutMs = 3000;
} // namespace

PreferencesDialog::PreferencesDialog(Settings *settings, QWidget *parent)
    : QDialog(parent), m_settings(settings), m_language(new QComboBox(this)),
      m_currency(new QComboBox(this)), m_horizon(new QSpinBox(this)), m_author(new QLineEdit(this)),
      m_firm(new QLineEdit(this)), m_logo(new QLineEdit(this)),
      m_confidentiality(new QLineEdit(this)), m_accent(new QPushButton(this)),
      m_accentDefault(new QPushButton(this)), m_database(new QLineEdit(this)),
      m_team(new QGroupBox(this)), m_host(new QLineEdit(this)), m_port(new QSpinBox(this)),
      m_teamDatabase(new QLineEdit(this)), m_user(new QLineEdit(this)), m_tls(new QComboBox(this)),
      m_rememberPassword(new QCheckBox(this)), m_encryptCopy(new QCheckBox(this))
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
    m_firm->setText(settings->firmName());
    m_firm->setPlaceholderText(tr("GPU Decision Advisor when empty"));
    m_logo->setText(settings->logoPath());
    m_logo->setPlaceholderText(tr("PNG, JPEG or SVG; none when empty"));
    m_confidentiality->setText(settings->confidentiality());
    m_confidentiality->setPlaceholderText(tr("For example: Confidential — for the board only"));
    auto *browseLogo = new QPushButton(tr("Browse…"), this);
    connect(browseLogo, &QPushButton::clicked, this, [this] {
        const QString path = filedialog::getOpenFileName(
            this, tr("Logo on reports"), m_logo->text(), tr("Images (*.png *.jpg *.jpeg *.svg)"));
        if (!path.isEmpty())
            m_logo->setText(path);
    });
    // The reports' accent colour: a colour dialog, and a way back to the product's dark blue.
    m_accentDefault->setText(tr("Default"));
    m_accentDefault->setToolTip(tr("The product's dark blue"));
    setAccentColor(exporting::accentColor(settings->reportAccent()));
    connect(m_accent, &QPushButton::clicked, this, [this] {
        const QColor chosen = QColorDialog::getColor(
            m_accentColor.isValid() ? m_accentColor : exporting::kDocumentAccent, this,
            tr("Accent colour on reports"));
        if (chosen.isValid())
            setAccentColor(chosen);
    });
    connect(m_accentDefault, &QPushButton::clicked, this, [this] { setAccentColor(QColor()); });
    auto *accentRow = new QHBoxLayout;
    accentRow->addWidget(m_accent, 1);
    accentRow->addWidget(m_accentDefault);
    auto *logoRow = new QHBoxLayout;
    logoRow->addWidget(m_logo, 1);
    logoRow->addWidget(browseLogo);
    m_database->setText(settings->databasePath());
    m_database->setPlaceholderText(store::defaultLibraryLocation());

    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = filedialog::getSaveFileName(
            this, tr("Scenario library"), m_database->text(), tr("Scenario libraries (*.sqlite)"),
            nullptr, QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty())
            m_database->setText(path);
    });
    auto *databaseRow = new QHBoxLayout;
    databaseRow->addWidget(m_database, 1);
    databaseRow->addWidget(browse);

    // A team library: the parts of its URI. The password is never asked for or stored here.
    m_team->setTitle(tr("Team library on a PostgreSQL server"));
    m_team->setCheckable(true);
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    m_port->setGroupSeparatorShown(false);
    m_host->setPlaceholderText(tr("db.example.org"));
    m_tls->addItem(tr("Verify the server's certificate and name"), QStringLiteral("verify-full"));
    m_tls->addItem(tr("Encrypted, certificate not checked"), QStringLiteral("require"));
    m_tls->addItem(tr("Encrypted when the server offers it"), QStringLiteral("prefer"));
    m_tls->addItem(tr("Not encrypted"), QStringLiteral("disable"));
    m_team->setChecked(false);
    if (store::backendFor(settings->databasePath()) == store::Backend::PostgreSql) {
        if (const auto where = store::parsePgLocation(settings->databasePath())) {
            m_team->setChecked(true);
            m_host->setText(where->host);
            if (where->port > 0)
                m_port->setValue(where->port);
            m_teamDatabase->setText(where->database);
            m_user->setText(where->user);
            for (const auto &[key, value] : where->parameters)
                if (key == QLatin1String("sslmode") && m_tls->findData(value) >= 0)
                    m_tls->setCurrentIndex(m_tls->findData(value));
            m_database->clear();
        }
    }
    auto *teamForm = new QFormLayout(m_team);
    teamForm->addRow(tr("Ho&st:"), m_host);
    teamForm->addRow(tr("&Port:"), m_port);
    teamForm->addRow(tr("&Database:"), m_teamDatabase);
    teamForm->addRow(tr("&User:"), m_user);
    teamForm->addRow(tr("&TLS:"), m_tls);
    m_rememberPassword->setText(tr("&Remember password in the system keyring"));
    m_rememberPassword->setChecked(settings->value(Settings::Key::RememberTeamPassword).toBool());
    teamForm->addRow(m_rememberPassword);
    auto *passwordNote =
        new QLabel(tr("The password is never stored in the settings. It comes from the system "
                      "keyring when remembered there, else from ~/.pgpass (or PGPASSWORD), else "
                      "the program asks for it."),
                   m_team);
    passwordNote->setWordWrap(true);
    teamForm->addRow(passwordNote);
    // The offline copy encrypted at rest (docs/reliability.md): its key in the keyring.
    m_encryptCopy->setText(tr("Encrypt the offline cop&y on this computer"));
    m_encryptCopy->setToolTip(
        tr("The copy of the team library kept for working offline is stored encrypted; its key "
           "is kept in the system keyring. Takes effect at the next start."));
    m_encryptCopy->setChecked(settings->value(Settings::Key::EncryptOfflineCopy).toBool());
    teamForm->addRow(m_encryptCopy);
    connect(m_team, &QGroupBox::toggled, this, [this, browse](bool team) {
        m_database->setEnabled(!team);
        browse->setEnabled(!team);
    });
    m_database->setEnabled(!m_team->isChecked());
    browse->setEnabled(!m_team->isChecked());

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("Default &currency:"), m_currency);
    form->addRow(tr("Default &horizon:"), m_horizon);
    form->addRow(tr("Your na&me (reports, history):"), m_author);
    m_author->setToolTip(tr("On report covers, and the author of the revisions you save in a "
                            "library file (a team library records your database user); empty: "
                            "your account's user name"));
    form->addRow(tr("&Firm name on reports:"), m_firm);
    auto *logoLabel = new QLabel(tr("L&ogo on reports:"), this);
    logoLabel->setBuddy(m_logo);
    form->addRow(logoLabel, logoRow);
    form->addRow(tr("Confidentiality line o&n reports:"), m_confidentiality);
    auto *accentLabel = new QLabel(tr("Acc&ent colour on reports:"), this);
    accentLabel->setBuddy(m_accent);
    form->addRow(accentLabel, accentRow);
    // A label of a layout has no buddy of its own: name the field, so that "&" is a mnemonic.
    auto *databaseLabel = new QLabel(tr("Scenario li&brary:"), this);
    databaseLabel->setBuddy(m_database);
    form->addRow(databaseLabel, databaseRow);
    auto *note =
        new QLabel(tr("A different library location takes effect at the next start."), this);
    note->setWordWrap(true);

    // Every example in a field whole: the field as wide as its placeholder (issue 35). The
    // default library's path can be long (a home folder): it is the field's tooltip instead.
    for (QLineEdit *field : {m_author, m_firm, m_logo, m_confidentiality, m_host}) {
        if (field->placeholderText().isEmpty())
            continue;
        const int frame = style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, field);
        field->setMinimumWidth(field->fontMetrics().horizontalAdvance(field->placeholderText()) +
                               2 * (frame + 2) + 4);
    }
    m_database->setToolTip(m_database->placeholderText());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_team);
    layout->addWidget(note);
    layout->addWidget(buttons);
    guardWheel(this);
}

void PreferencesDialog::setAccentColor(const QColor &color)
{
    m_accentColor = color;
    const QColor shown = color.isValid() ? color : exporting::kDocumentAccent;
    QPixmap swatch(16, 16);
    swatch.fill(shown);
    m_accent->setIcon(QIcon(swatch));
    m_accent->setText(color.isValid() ? color.name().toUpper()
                                      : tr("Default (%1)").arg(shown.name().toUpper()));
    m_accent->setAccessibleName(tr("Accent colour on reports: %1").arg(m_accent->text()));
    m_accentDefault->setEnabled(color.isValid());
}

void PreferencesDialog::apply()
{
    const QString language = m_language->currentData().toString();
    m_settings->setValue(Settings::Key::Language, language);
    m_settings->setValue(Settings::Key::DefaultCurrency, m_currency->currentData());
    m_settings->setValue(Settings::Key::DefaultHorizon, m_horizon->value());
    m_settings->setValue(Settings::Key::AuthorName, m_author->text().trimmed());
    m_settings->setValue(Settings::Key::FirmName, m_firm->text().trimmed());
    m_settings->setValue(Settings::Key::LogoPath, m_logo->text().trimmed());
    m_settings->setValue(Settings::Key::Confidentiality, m_confidentiality->text().trimmed());
    m_settings->setValue(Settings::Key::ReportAccent,
                         m_accentColor.isValid() ? m_accentColor.name().toUpper() : QString());
    // A password kept for a team library that is no longer used, or no longer to be
    // remembered, leaves the keyring (a keyring that does not answer is not waited for long).
    const QString previous = m_settings->databasePath();
    const bool remembered = m_settings->value(Settings::Key::RememberTeamPassword).toBool();
    const QString location = libraryLocation();
    const bool remember = m_team->isChecked() && m_rememberPassword->isChecked();
    if (remembered && store::backendFor(previous) == store::Backend::PostgreSql &&
        (!remember || previous != location))
        keyring::PasswordKeyring(kForgetTimeoutMs).remove(previous);
    m_settings->setValue(Settings::Key::DatabasePath, location);
    m_settings->setValue(Settings::Key::RememberTeamPassword, remember);
    m_settings->setValue(Settings::Key::EncryptOfflineCopy, m_encryptCopy->isChecked());
    m_settings->sync();
    LanguageManager::instance().setLanguage(language);
}

QString PreferencesDialog::libraryLocation() const
{
    if (m_team->isChecked()) {
        store::PgLocation where;
        where.host = m_host->text().trimmed();
        where.port = m_port->value();
        where.database = m_teamDatabase->text().trimmed();
        where.user = m_user->text().trimmed();
        where.parameters.append({QStringLiteral("sslmode"), m_tls->currentData().toString()});
        return where.display();
    }
    const QString typed = m_database->text().trimmed();
    if (store::backendFor(typed) == store::Backend::PostgreSql)
        if (const auto where = store::parsePgLocation(typed))
            return where->display(); // without the password
    return typed;
}

} // namespace gda::ui
