// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "catalog/catalogfile.h"
#include "store/scenariolibrary.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QStackedWidget;

namespace gda::ui {

namespace exporting {
struct CompareCandidate;
}

class Dashboard;
class DocumentManager;
class HelpDialog;
class DraftKeeper;
class LibraryPanel;
class OfflineBanner;
class RevisionBanner;
class ScenarioDocument;
class Settings;
class WelcomePanel;

// The application's main window: the scenario library on the left, the open scenario's
// dashboard in the centre, menus for files, editing, language and help.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(store::ScenarioLibrary *store, Settings *settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument *document() const { return m_document; }
    LibraryPanel *library() const { return m_library; }
    Dashboard *dashboard() const { return m_dashboard; }
    DraftKeeper *drafts() const { return m_drafts; }
    // Saving, conflicts, offline sync and the recent files of the open scenario.
    DocumentManager *documents() const { return m_documents; }
    // The strip that says the team library is offline; nullptr for a library without an
    // offline copy (a local file).
    OfflineBanner *offlineBanner() const { return m_offline; }
    // The open scenario's way in and out of the library, as DocumentManager does it (its
    // functions of the same names); the refused revisions are the offline banner's last report.
    void settleRefusedRevisions();
    bool openFromLibrary(store::ScenarioId id);
    bool openFile(const QString &path);
    bool save();
    bool saveAsNew(const QString &name);
    bool resolveConflict();
    // Starts the decision wizard; on Finish the scenario is added to the library and opened.
    void newScenario();
    // Walks the open scenario through the wizard (Cancel leaves it as it was).
    void editInWizard();
    void updatePrices();
    // Edit → Update the price catalog…: fetch, show the diff, store on Apply, then reload.
    void updateCatalog();
    const catalog::Catalog &priceCatalog() const { return m_prices.catalog; }
    // Why the user's price catalog is not in use (shown at the start), if it is not.
    const std::optional<catalog::CatalogError> &catalogProblem() const { return m_prices.problem; }
    void compare(const QList<store::ScenarioId> &ids);
    // File → Open Recent, filled from the settings (newest first).
    QMenu *recentMenu() const { return m_recentMenu; }
    // Help → Handbook (F1) and Help → Methodology: the handbook window at that document
    // (HelpDialog::Document).
    HelpDialog *showHelp(int document);
    // The About box's text (HTML): version, licence, copyright, credits.
    QString aboutText() const;
    // Offers back a draft left by a run that did not close cleanly.
    void offerDraftRecovery();
    // Opens one of the examples shipped with the application (WelcomePanel::examples()) as a
    // new, unsaved scenario.
    bool openExample(const QString &resource);
    // The welcome shown instead of the dashboard while nothing has been opened on a first
    // start with an empty library (issue 31); nullptr once it has given way.
    WelcomePanel *welcome() const { return m_welcome; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void updateTitle();
    bool maybeSave();
    void importFiles();
    void importUsage(); // File → Import usage data…
    void exportScenario();
    void exportWorkbook(); // File → Export Excel workbook…
    void exportCsv();      // File → Export CSV…: the CLI's csv writer, nl/en/c
    // The library's scenarios the report can append a comparison with (Export report…).
    QList<exporting::CompareCandidate> compareCandidates() const;
    void showAbout();
    void updateRecentMenu();
    void showPreferences();
    void setLanguage(const QString &language);
    void setScenarioCurrency(int currency);
    void showStoreWarnings();
    void showCatalogProblem();
    void scenarioChangedInLibrary(store::ScenarioId id);
    // The dashboard in place of the welcome, once a scenario has been chosen.
    void leaveWelcome();

    store::ScenarioLibrary *m_store;
    Settings *m_settings;
    catalog::ApplicationCatalog m_prices;
    ScenarioDocument *m_document;
    DraftKeeper *m_drafts;
    DocumentManager *m_documents;
    LibraryPanel *m_library;
    Dashboard *m_dashboard;
    QStackedWidget *m_right = nullptr; // the welcome, then the dashboard
    WelcomePanel *m_welcome = nullptr;
    QLabel *m_status;
    OfflineBanner *m_offline = nullptr;
    RevisionBanner *m_revisionBanner = nullptr; // a colleague saved a newer revision

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_currencyMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_new = nullptr;
    QAction *m_open = nullptr;
    QAction *m_save = nullptr;
    QAction *m_saveAs = nullptr;
    QAction *m_saveWithNote = nullptr;
    QAction *m_import = nullptr;
    QAction *m_importUsage = nullptr;
    QAction *m_export = nullptr;
    QAction *m_exportReport = nullptr;
    QAction *m_exportChart = nullptr;
    QAction *m_exportWorkbook = nullptr;
    QAction *m_exportCsv = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_editInWizard = nullptr;
    QAction *m_updatePrices = nullptr;
    QAction *m_updateCatalog = nullptr; // Edit → Update the price catalog…
    QAction *m_preferences = nullptr;
    QAction *m_about = nullptr;
    QAction *m_aboutQt = nullptr;
    QAction *m_whatsThis = nullptr;
    QAction *m_methodology = nullptr;
    QAction *m_handbook = nullptr;
    HelpDialog *m_help = nullptr;
    QActionGroup *m_languages = nullptr;
    QActionGroup *m_currencies = nullptr;
};

} // namespace gda::ui
