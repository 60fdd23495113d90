// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

namespace gda::ui {

namespace {
struct Entry
{
    Settings::Key key;
    const char *name;
    QVariant fallback;
};

const Entry &entry(Settings::Key key)
{
    static const Entry table[] = {
        {Settings::Key::Language, "ui/language", QString()},
        {Settings::Key::DefaultCurrency, "scenario/defaultCurrency", QStringLiteral("EUR")},
        {Settings::Key::DefaultHorizon, "scenario/defaultHorizon", 5},
        {Settings::Key::AuthorName, "report/author", QString()},
        {Settings::Key::FirmName, "report/firm", QString()},
        {Settings::Key::LogoPath, "report/logo", QString()},
        {Settings::Key::Confidentiality, "report/confidentiality", QString()},
        {Settings::Key::ReportAccent, "report/accent", QString()},
        {Settings::Key::DatabasePath, "store/databasePath", QString()},
        {Settings::Key::RememberTeamPassword, "store/rememberTeamPassword", false},
        {Settings::Key::EncryptOfflineCopy, "store/encryptOfflineCopy", false},
        {Settings::Key::WindowGeometry, "window/geometry", QByteArray()},
        {Settings::Key::WindowState, "window/state", QByteArray()},
        {Settings::Key::SplitterState, "window/splitter", QByteArray()},
        {Settings::Key::LastFolder, "files/lastFolder", QString()},
        {Settings::Key::RecentFiles, "files/recent", QStringList()},
        // "store/assessedSummaries": the columns made by assessment::summarizer (catalog resolved,
        // issue 31); libraries listed under the older "store/adviceSummaries" are refreshed again.
        {Settings::Key::AdviceSummaries, "store/assessedSummaries", QStringList()},
    };
    for (const Entry &e : table)
        if (e.key == key)
            return e;
    return table[0];
}
} // namespace

void Settings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    setValue(Key::RecentFiles, files);
}

Settings::Settings() : m_settings(std::make_unique<QSettings>()) {}

Settings::Settings(const QString &iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{
}

QVariant Settings::value(Key key) const
{
    const Entry &e = entry(key);
    return m_settings->value(QLatin1String(e.name), e.fallback);
}

void Settings::setValue(Key key, const QVariant &value)
{
    m_settings->setValue(QLatin1String(entry(key).name), value);
}

Currency Settings::defaultCurrency() const
{
    return value(Key::DefaultCurrency).toString() == QLatin1String("USD") ? Currency::USD
                                                                          : Currency::EUR;
}

int Settings::defaultHorizon() const
{
    const int years = value(Key::DefaultHorizon).toInt();
    return years >= 1 && years <= 10 ? years : 5;
}

} // namespace gda::ui
