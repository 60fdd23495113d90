// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QSettings>
#include <QVariant>

#include <memory>

namespace gda::ui {

// The one typed facade over QSettings: every preference has a key and a default here, and no
// other code spells a settings key.
class Settings
{
public:
    enum class Key {
        Language,        // "en" / "nl"; empty = follow the system on first start
        DefaultCurrency, // "EUR" / "USD"
        DefaultHorizon,  // years, 1–10
        AuthorName,      // shown on report covers; the author of revisions in a library file
        FirmName,        // the consultant's firm: the report's cover band and running header
        LogoPath,        // the firm's logo (PNG, JPEG, SVG) in the report's cover band
        Confidentiality, // a line on the report's cover and every page's footer
        ReportAccent,    // "#RRGGBB": the report's cover band, title and headings; empty = default
        DatabasePath,    // empty = the standard per-user data folder
        // A team library's password is kept in (and read from) the system keyring; the
        // password itself never in these settings.
        RememberTeamPassword,
        // A team library's offline copy encrypted at rest, its key in the system keyring.
        EncryptOfflineCopy,
        WindowGeometry,
        WindowState,
        SplitterState, // library | dashboard widths
        LastFolder,
        RecentFiles, // scenario files opened, newest first (File → Open Recent)
        // Library locations whose list columns hold the advice's figures (issue 15); the
        // summaries of any other library are recomputed once when it is opened.
        AdviceSummaries,
    };

    // The application's settings (QSettings' native location).
    Settings();
    // Settings in a given INI file (tests use a temporary one).
    explicit Settings(const QString &iniPath);

    QVariant value(Key key) const;
    void setValue(Key key, const QVariant &value);

    QString language() const { return value(Key::Language).toString(); }
    Currency defaultCurrency() const;
    int defaultHorizon() const;
    QString authorName() const { return value(Key::AuthorName).toString(); }
    QString firmName() const { return value(Key::FirmName).toString(); }
    QString logoPath() const { return value(Key::LogoPath).toString(); }
    QString confidentiality() const { return value(Key::Confidentiality).toString(); }
    QString reportAccent() const { return value(Key::ReportAccent).toString(); }
    QString databasePath() const { return value(Key::DatabasePath).toString(); }

    // File → Open Recent: at most kMaxRecentFiles paths, newest first, each once.
    static constexpr int kMaxRecentFiles = 8;
    QStringList recentFiles() const { return value(Key::RecentFiles).toStringList(); }
    void addRecentFile(const QString &path);

    void sync() { m_settings->sync(); }

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace gda::ui
