// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/mainwindow.h"

#include "catalogupdatedialog.h"
#include "charts/charts.h"
#include "comparedialog.h"
#include "core/accessibility.h"
#include "core/currencyswitch.h"
#include "core/filedialog.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "core/wheelguard.h"
#include "dashboard.h"
#include "documentmanager.h"
#include "draftkeeper.h"
#include "editors/catalogofferpicker.h"
#include "engine/results.h"
#include "export/exportchartdialog.h"
#include "export/exportdialog.h"
#include "export/exportfiles.h"
#include "export/reportdialog.h"
#include "export/xlsxexport.h"
#include "helpdialog.h"
#include "importusagedialog.h"
#include "librarymodel.h"
#include "librarypanel.h"
#include "offlinebanner.h"
#include "preferencesdialog.h"
#include "priceupdatedialog.h"
#include "revisionbanner.h"
#include "scenario/moneydefaults.h"
#include "scenario/scenariofile.h"
#include "welcomepanel.h"
#include "wizard/decisionwizard.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWhatsThis>

namespace gda::ui {

MainWindow::MainWindow(store::ScenarioLibrary *store, Settings *settings, QWidget *parent)
    : QMainWindow(parent), m_store(store), m_settings(settings),
      m_prices(catalog::loadApplicationCatalog()), m_document(new ScenarioDocument(this)),
      m_drafts(new DraftKeeper(m_document, DraftKeeper::defaultPath(), this)),
      m_documents(new DocumentManager(store, m_document, m_drafts, settings, this)),
      m_library(new LibraryPanel(store, this)),
      m_dashboard(new Dashboard(m_document, &m_prices.catalog, this)), m_status(new QLabel(this))
{
    m_document->setCatalog(&m_prices.catalog); // version 2 offers and providers resolve here
    m_library->setSettings(settings);          // the brand of Export reports…
    m_document->reset(DecisionWizard::newScenario(*settings)); // translated name, defaults

    // A first start with an empty library shows a welcome, not advice for a scenario nobody
    // entered (issue 31); the dashboard takes its place as soon as a scenario is chosen.
    m_right = new QStackedWidget(this);
    m_right->addWidget(m_dashboard);
    // Empty: what the library panel has just listed with its first filter, every scenario not
    // in the trash (issue 38: the library is read once at start, not once more here).
    const LibraryModel *listed = m_library->model();
    if (!store->isOpen() || (listed->listed() && listed->scenarioCount() == 0)) {
        m_welcome = new WelcomePanel(this);
        m_right->addWidget(m_welcome);
        m_right->setCurrentWidget(m_welcome);
        connect(m_welcome, &WelcomePanel::wizardRequested, this, &MainWindow::newScenario);
        connect(m_welcome, &WelcomePanel::exampleRequested, this, &MainWindow::openExample);
        connect(m_welcome, &WelcomePanel::fileRequested, this, [this] { m_open->trigger(); });
    }

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_library);
    // A colleague's newer revision of the open scenario is announced above it (issue 39).
    m_revisionBanner = new RevisionBanner(m_documents, this);
    auto *rightColumn = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(rightColumn);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(0);
    rightLayout->addWidget(m_revisionBanner);
    rightLayout->addWidget(m_right, 1);
    splitter->addWidget(rightColumn);
    splitter->setStretchFactor(1, 1);
    // The library narrower than the dashboard's ten tabs need beside it at 1280 pixels (issue 35).
    splitter->setSizes({330, 950});
    splitter->setObjectName(QStringLiteral("librarySplitter"));
    splitter->restoreState(settings->value(Settings::Key::SplitterState).toByteArray());
    if (store::OfflineCopy *cached = store->offline()) {
        // A team library with an offline copy: the strip above says when it cannot be reached.
        m_offline = new OfflineBanner(store, this);
        auto *central = new QWidget(this);
        auto *column = new QVBoxLayout(central);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(0);
        column->addWidget(m_offline);
        column->addWidget(splitter, 1);
        setCentralWidget(central);
        connect(m_offline, &OfflineBanner::synchronised, this, &MainWindow::settleRefusedRevisions);
        connect(m_offline, &OfflineBanner::connectionChanged, this, [this] {
            m_library->refresh();
            updateTitle();
        });
        // Revisions left waiting by an earlier session go out as soon as the window is there.
        if (cached->isOnline() && !cached->queued().isEmpty())
            QTimer::singleShot(0, m_offline, [this] { m_offline->retry(); });
    } else {
        setCentralWidget(splitter);
    }
    statusBar()->addPermanentWidget(m_status, 1);

    createActions();
    createMenus();
    retranslate();
    addPageShortcuts(m_dashboard->tabs()); // Ctrl+PgDn / Ctrl+PgUp, anywhere in the window
    guardWheel(this); // the wheel changes no box without focus (the editors guard their own)

    connect(m_document, &ScenarioDocument::changed, this, &MainWindow::updateTitle);
    // Anything opened, created or edited ends the welcome.
    connect(m_document, &ScenarioDocument::changed, this, [this] {
        if (m_document->storeId() || m_document->isModified())
            leaveWelcome();
    });
    connect(m_document, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        if (modified)
            leaveWelcome();
    });
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_library, &LibraryPanel::openRequested, this, &MainWindow::openFromLibrary);
    connect(m_library, &LibraryPanel::compareRequested, this, &MainWindow::compare);
    connect(m_library, &LibraryPanel::scenarioChanged, this, &MainWindow::scenarioChangedInLibrary);
    connect(m_library, &LibraryPanel::changedElsewhere, m_documents,
            &DocumentManager::changedElsewhere);
    connect(m_documents, &DocumentManager::libraryChanged, m_library, &LibraryPanel::refresh);
    connect(m_documents, &DocumentManager::selected, m_library, &LibraryPanel::select);
    connect(m_documents, &DocumentManager::fileOpened, this, &MainWindow::leaveWelcome);
    connect(m_documents, &DocumentManager::stateChanged, this, &MainWindow::updateTitle);
    connect(m_documents, &DocumentManager::recentFilesChanged, this, &MainWindow::updateRecentMenu);
    connect(m_documents, &DocumentManager::statusMessage, statusBar(), &QStatusBar::showMessage);

    if (!restoreGeometry(settings->value(Settings::Key::WindowGeometry).toByteArray())) {
        // First start: most of the screen, up to 1600 × 1000, so that the library and all
        // eight dashboard tabs show side by side; at least 1024 × 700 where the screen allows.
        const QSize available = screen()->availableGeometry().size();
        resize(QSize(1600, 1000)
                   .boundedTo(available * 0.9)
                   .expandedTo(QSize(1024, 700))
                   .boundedTo(available));
    }
    restoreState(settings->value(Settings::Key::WindowState).toByteArray());
    updateTitle();
    showStoreWarnings();
    showCatalogProblem();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_new = new QAction(this);
    m_new->setShortcut(QKeySequence::New);
    connect(m_new, &QAction::triggered, this, &MainWindow::newScenario);
    m_open = new QAction(this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, [this] {
        const QString path = filedialog::getOpenFileName(
            this, tr("Open scenario file"), m_settings->value(Settings::Key::LastFolder).toString(),
            tr("Scenario files (*.gpuadvisor.json *.json)"));
        if (!path.isEmpty())
            openFile(path);
    });
    m_save = new QAction(this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &MainWindow::save);
    m_saveAs = new QAction(this);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAs, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(
            this, tr("Save as a new scenario"), tr("Name:"), QLineEdit::Normal,
            tr("%1 (copy)").arg(m_document->scenario().name), &ok);
        if (ok)
            saveAsNew(name);
    });
    // The revision's note asked only when wanted, not at every Ctrl+S (issue 39).
    m_saveWithNote = new QAction(this);
    m_saveWithNote->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    connect(m_saveWithNote, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString note = QInputDialog::getText(this, tr("Save with a note"),
                                                   tr("Note for this revision (shown in History):"),
                                                   QLineEdit::Normal, QString(), &ok);
        if (ok)
            m_documents->save(note.trimmed());
    });
    m_import = new QAction(this);
    connect(m_import, &QAction::triggered, this, &MainWindow::importFiles);
    m_importUsage = new QAction(this);
    m_importUsage->setObjectName(QStringLiteral("importUsageAction"));
    connect(m_importUsage, &QAction::triggered, this, &MainWindow::importUsage);
    m_export = new QAction(this);
    connect(m_export, &QAction::triggered, this, &MainWindow::exportScenario);
    m_exportChart = new QAction(this);
    connect(m_exportChart, &QAction::triggered, this, [this] {
        const auto kind = m_dashboard->currentChartKind().value_or(charts::ChartKind::BreakEven);
        exporting::ExportChartDialog(*m_document, kind, m_settings, this).exec();
    });
    m_exportWorkbook = new QAction(this);
    m_exportWorkbook->setObjectName(QStringLiteral("exportWorkbookAction"));
    connect(m_exportWorkbook, &QAction::triggered, this, &MainWindow::exportWorkbook);
    m_exportCsv = new QAction(this);
    m_exportCsv->setObjectName(QStringLiteral("exportCsvAction"));
    connect(m_exportCsv, &QAction::triggered, this, &MainWindow::exportCsv);
    m_exportReport = new QAction(this);
    m_exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(m_exportReport, &QAction::triggered, this, [this] {
        exporting::ReportDialog dialog(*m_document, m_settings, this);
        dialog.setCompareCandidates(compareCandidates());
        dialog.exec();
    });
    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_undo = m_document->undoStack()->createUndoAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_document->undoStack()->createRedoAction(this);
    m_redo->setShortcut(QKeySequence::Redo);
    m_editInWizard = new QAction(this);
    connect(m_editInWizard, &QAction::triggered, this, &MainWindow::editInWizard);
    m_updatePrices = new QAction(this);
    m_updatePrices->setObjectName(QStringLiteral("updatePricesAction"));
    connect(m_updatePrices, &QAction::triggered, this, &MainWindow::updatePrices);
    m_updateCatalog = new QAction(this);
    m_updateCatalog->setObjectName(QStringLiteral("updateCatalogAction"));
    connect(m_updateCatalog, &QAction::triggered, this, &MainWindow::updateCatalog);
    // Only a version 2 scenario takes prices from the catalog.
    const auto pricesApply = [this] {
        m_updatePrices->setEnabled(m_document->scenario().inputs.modelVersion >= 2);
    };
    connect(m_document, &ScenarioDocument::changed, this, pricesApply);
    pricesApply();
    m_preferences = new QAction(this);
    m_preferences->setShortcut(QKeySequence::Preferences);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    connect(m_preferences, &QAction::triggered, this, &MainWindow::showPreferences);

    m_languages = new QActionGroup(this);
    for (const QString &code : LanguageManager::languages()) {
        QAction *a = m_languages->addAction(LanguageManager::nativeName(code));
        a->setData(code);
        a->setCheckable(true);
        a->setChecked(code == LanguageManager::instance().language());
        connect(a, &QAction::triggered, this, [this, code] { setLanguage(code); });
    }
    m_currencies = new QActionGroup(this);
    for (Currency c : {Currency::EUR, Currency::USD}) {
        QAction *a = m_currencies->addAction(currencyCode(c));
        a->setCheckable(true);
        a->setData(int(c));
        connect(a, &QAction::triggered, this, [this, c] { setScenarioCurrency(int(c)); });
    }
    connect(m_document, &ScenarioDocument::changed, this, [this] {
        for (QAction *a : m_currencies->actions())
            a->setChecked(a->data().toInt() == int(m_document->scenario().currency));
    });

    m_whatsThis = new QAction(this);
    m_whatsThis->setShortcut(QKeySequence::WhatsThis);
    connect(m_whatsThis, &QAction::triggered, this, [] { QWhatsThis::enterWhatsThisMode(); });
    m_aboutQt = new QAction(this);
    m_aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    m_about = new QAction(this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
    m_handbook = new QAction(this);
    m_handbook->setShortcut(QKeySequence::HelpContents);
    connect(m_handbook, &QAction::triggered, this, [this] { showHelp(HelpDialog::UserGuide); });
    m_methodology = new QAction(this);
    connect(m_methodology, &QAction::triggered, this,
            [this] { showHelp(HelpDialog::Methodology); });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_new, m_open});
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addActions({m_save, m_saveWithNote, m_saveAs});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_import, m_importUsage, m_export});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_exportReport, m_exportChart, m_exportWorkbook, m_exportCsv});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undo, m_redo});
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_editInWizard);
    m_editMenu->addAction(m_updatePrices);
    m_editMenu->addAction(m_updateCatalog);
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_library->duplicateAction(), m_library->renameAction(),
                            m_library->deleteAction(), m_library->restoreAction(),
                            m_library->historyAction(), m_library->compareAction()});
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_preferences);

    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languages->actions());
    m_currencyMenu = m_viewMenu->addMenu(QString());
    m_currencyMenu->addActions(m_currencies->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addActions({m_handbook, m_methodology});
    m_helpMenu->addAction(m_whatsThis);
    m_helpMenu->addSeparator();
    m_helpMenu->addActions({m_about, m_aboutQt});
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_currencyMenu->setTitle(tr("&Currency of this scenario"));
    m_helpMenu->setTitle(tr("&Help"));
    m_new->setText(tr("&New scenario…"));
    m_new->setStatusTip(tr("Answer the decision wizard's questions for a new scenario"));
    m_open->setText(tr("&Open scenario file…"));
    m_save->setText(tr("&Save to library"));
    m_saveAs->setText(tr("Save &as new scenario…"));
    m_saveWithNote->setText(tr("Save &with note…"));
    m_saveWithNote->setStatusTip(tr("Save to the library with a note that History and your "
                                    "colleagues see"));
    m_import->setText(tr("&Import scenario files…"));
    m_importUsage->setText(tr("Import &usage data…"));
    m_importUsage->setStatusTip(tr("Read a client's cloud bills and GPU telemetry and add the "
                                   "measured workloads to the scenario"));
    m_export->setText(tr("&Export scenario file…"));
    m_exportReport->setText(tr("Export &report (PDF)…"));
    m_exportChart->setText(tr("Export &chart…"));
    m_exportWorkbook->setText(tr("Export E&xcel workbook…"));
    m_exportCsv->setText(tr("Export CS&V…"));
    m_quit->setText(tr("&Quit"));
    m_undo->setText(tr("&Undo"));
    m_redo->setText(tr("&Redo"));
    m_editInWizard->setText(tr("Edit in &wizard…"));
    m_preferences->setText(tr("&Preferences…"));
    m_about->setText(tr("&About GPU Decision Advisor"));
    m_aboutQt->setText(tr("About &Qt"));
    m_whatsThis->setText(tr("What's &this?"));
    m_whatsThis->setStatusTip(tr("Click a field to see what it means, its valid values and its "
                                 "default"));
    m_recentMenu->setTitle(tr("Open recen&t"));
    m_editInWizard->setStatusTip(tr("Walk the open scenario through the decision wizard"));
    m_updateCatalog->setText(tr("Update the price catalo&g…"));
    m_updateCatalog->setStatusTip(tr("Fetch the prices AWS, Azure and Google Cloud publish and "
                                     "show what changes in the price catalog before storing it"));
    m_updatePrices->setText(tr("Update pr&ices…"));
    m_updatePrices->setStatusTip(tr("Show what the price catalog of today changes in the prices "
                                    "pinned into this scenario, then apply it as one step"));
    updateRecentMenu();
    m_methodology->setText(tr("&Methodology"));
    m_handbook->setText(tr("&Handbook"));
    updateTitle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    const Scenario &s = m_document->scenario();
    const QString client = s.client.isEmpty() ? QString() : s.client + QStringLiteral(" — ");
    setWindowTitle(client + s.name + QStringLiteral("[*]"));
    setWindowModified(m_document->isModified());
    QString status = m_document->storeId()
                         ? tr("In the library, version %1").arg(m_document->storeRevision())
                         : tr("Not yet in the library");
    if (const QString draft = m_documents->localDraftText(); !draft.isEmpty())
        status = draft;
    if (m_store->isReadOnly())
        status += QStringLiteral(" · ") + tr("library is read-only");
    m_status->setText(status);
    m_save->setEnabled(m_store->isOpen() && !m_store->isReadOnly());
    m_saveAs->setEnabled(m_save->isEnabled());
    m_saveWithNote->setEnabled(m_save->isEnabled());
    m_import->setEnabled(m_save->isEnabled());
}

void MainWindow::showStoreWarnings()
{
    if (!m_store->isOpen())
        return;
    const QStringList warnings = m_store->warnings();
    if (!warnings.isEmpty())
        QMessageBox::warning(this, tr("Scenario library"), warnings.join(QStringLiteral("\n\n")));
}

void MainWindow::showCatalogProblem()
{
    if (!m_prices.warnings.isEmpty())
        QMessageBox::warning(this, tr("Price catalog"),
                             m_prices.warnings.join(QStringLiteral("\n\n")));
    if (!m_prices.problem)
        return;
    const QString consequence =
        m_prices.catalog.gpuModels.empty()
            ? tr("No price catalog is available: choose prices by hand.")
            : tr("The built-in catalog is used without your own prices until the file is fixed "
                 "or removed.");
    QMessageBox::warning(
        this, tr("Price catalog"),
        tr("Your price catalog cannot be used: %1").arg(m_prices.problem->toString()) +
            QStringLiteral("\n\n") + consequence);
}

bool MainWindow::maybeSave()
{
    return m_documents->maybeSave();
}

bool MainWindow::openFromLibrary(store::ScenarioId id)
{
    return m_documents->openFromLibrary(id);
}

bool MainWindow::openFile(const QString &path)
{
    return m_documents->openFile(path);
}

bool MainWindow::save()
{
    return m_documents->save();
}

bool MainWindow::resolveConflict()
{
    return m_documents->resolveConflict();
}

void MainWindow::settleRefusedRevisions()
{
    if (m_offline)
        m_documents->settleRefusedRevisions(m_offline->lastReport().conflicts);
}

bool MainWindow::saveAsNew(const QString &name)
{
    return m_documents->saveAsNew(name);
}

void MainWindow::newScenario()
{
    if (!maybeSave())
        return;
    DecisionWizard wizard(DecisionWizard::newScenario(*m_settings), this);
    wizard.setCatalog(m_prices.catalog);
    wizard.setQuickPath(true); // five questions first; every page one click away
    if (wizard.exec() != QDialog::Accepted)
        return;
    const Scenario scenario = wizard.takeScenario();
    if (m_store->isOpen() && !m_store->isReadOnly()) {
        auto created = m_store->create(scenario, tr("Created with the decision wizard"));
        if (created) {
            m_document->reset(scenario, *created, 1);
            m_library->refresh();
            m_library->select(*created);
            return;
        }
        QMessageBox::warning(this, tr("Not saved"), created.error().message);
    }
    // No writable library: keep the answer open as an unsaved scenario.
    m_document->reset(scenario);
    m_document->markUnsaved();
}

void MainWindow::leaveWelcome()
{
    if (!m_welcome)
        return;
    m_right->setCurrentWidget(m_dashboard);
    m_right->removeWidget(m_welcome);
    m_welcome->deleteLater();
    m_welcome = nullptr;
}

bool MainWindow::openExample(const QString &resource)
{
    if (!maybeSave())
        return false;
    QFile file(resource);
    const auto parsed =
        file.open(QIODevice::ReadOnly)
            ? scenariofile::parse(file.readAll())
            : scenariofile::Result(scenariofile::Error{scenariofile::Error::Kind::Unreadable,
                                                       resource, file.errorString()});
    if (const auto *error = std::get_if<scenariofile::Error>(&parsed)) {
        QMessageBox::warning(this, tr("Example not opened"), error->toString());
        return false;
    }
    m_document->reset(std::get<Scenario>(parsed)); // unchanged until edited; Save stores it
    leaveWelcome();
    updateTitle();
    return true;
}

void MainWindow::importUsage()
{
    ImportUsageDialog dialog(m_document, m_prices.catalog, this);
    if (dialog.exec() != QDialog::Accepted || !dialog.newScenario() || !maybeSave())
        return;
    m_document->reset(*dialog.newScenario());
    m_document->markUnsaved(); // Save puts it in the library
    updateTitle();
}

void MainWindow::updatePrices()
{
    // The prices a version 2 scenario was evaluated with stay pinned in it until this explicit
    // step (docs/methodology.md §16, "Pinned prices"); the change is shown before it is made.
    const Scenario scenario = m_document->scenario();
    if (scenario.inputs.modelVersion < 2)
        return;
    const assessment::PriceUpdate update = assessment::updatePrices(scenario, priceCatalog());
    PriceUpdateDialog dialog(scenario, update, priceCatalog(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_document->edit(tr("Update prices"), [&update](Scenario &s) { s = update.updated; });
}

void MainWindow::updateCatalog()
{
    CatalogUpdateDialog dialog(m_prices.catalog, catalog::userCatalogPath(), this);
    if (dialog.exec() != QDialog::Accepted || !dialog.applied())
        return;
    // The catalog as stored now; open scenarios keep their pinned prices (methodology §16).
    m_prices = catalog::loadApplicationCatalog();
    m_document->setCatalog(&m_prices.catalog);
    statusBar()->showMessage(tr("The price catalog was updated."), 5000);
}

void MainWindow::editInWizard()
{
    DecisionWizard wizard(m_document, this);
    wizard.setCatalog(m_prices.catalog);
    wizard.exec(); // edits the open document directly, undoably; Cancel puts it back
}

void MainWindow::compare(const QList<store::ScenarioId> &ids)
{
    if (ids.size() < 2 || ids.size() > 4) {
        QMessageBox::information(
            this, tr("Compare scenarios"),
            tr("Select two to four scenarios in the library to compare them."));
        return;
    }
    QList<Scenario> scenarios;
    for (store::ScenarioId id : ids) {
        // The open scenario is compared as it is on screen, unsaved edits included.
        if (m_document->storeId() == id) {
            scenarios << m_document->scenario();
            continue;
        }
        auto loaded = m_store->load(id);
        if (!loaded) {
            QMessageBox::warning(this, tr("Compare scenarios"), loaded.error().message);
            return;
        }
        scenarios << loaded->scenario;
    }
    auto *dialog = new CompareDialog(scenarios, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::importFiles()
{
    const QStringList paths = filedialog::getOpenFileNames(
        this, tr("Import scenario files"), m_settings->value(Settings::Key::LastFolder).toString(),
        tr("Scenario files (*.gpuadvisor.json *.json)"));
    if (paths.isEmpty())
        return;
    auto imported = m_store->importFiles(paths);
    if (!imported) {
        QMessageBox::warning(this, tr("Nothing imported"), imported.error().message);
        return;
    }
    m_library->refresh();
    statusBar()->showMessage(tr("Imported %n scenario(s).", nullptr, int(imported->size())), 5000);
    if (imported->size() == 1)
        openFromLibrary(imported->first());
}

void MainWindow::exportScenario()
{
    const Scenario &s = m_document->scenario();
    QString suggested = s.client.isEmpty() ? s.name : s.client + QStringLiteral(" - ") + s.name;
    suggested.replace(u'/', u'-');
    suggested += QStringLiteral(".gpuadvisor.json"); // the file type the desktop knows (MIME)
    const QString path =
        filedialog::getSaveFileName(this, tr("Export scenario file"), suggested,
                                    tr("Scenario files (*.gpuadvisor.json *.json)"));
    if (path.isEmpty())
        return;
    if (const QString error = scenariofile::save(s, path); !error.isEmpty())
        QMessageBox::warning(this, tr("Not exported"), error);
    else
        statusBar()->showMessage(tr("Exported to %1").arg(path), 5000);
}

QList<exporting::CompareCandidate> MainWindow::compareCandidates() const
{
    // The library's scenarios but the open one, for the report's comparison section.
    QList<exporting::CompareCandidate> out;
    if (!m_store || !m_store->isOpen())
        return out;
    const auto listed = m_store->list();
    if (!listed)
        return out;
    for (const store::ScenarioRecord &record : *listed) {
        if (record.id == m_document->storeId())
            continue;
        exporting::CompareCandidate candidate;
        candidate.label = record.client.isEmpty()
                              ? record.name
                              : tr("%1 — %2", "client — scenario").arg(record.client, record.name);
        store::ScenarioLibrary *library = m_store;
        const store::ScenarioId id = record.id;
        candidate.load = [library, id](QString *problem) -> std::optional<Scenario> {
            auto loaded = library->load(id);
            if (!loaded) {
                if (problem)
                    *problem = loaded.error().message;
                return std::nullopt;
            }
            return loaded->scenario;
        };
        out << candidate;
    }
    return out;
}

void MainWindow::exportCsv()
{
    const QString path =
        exporting::exportCsv(this, m_document->scenario(), LanguageManager::instance().language());
    if (!path.isEmpty())
        statusBar()->showMessage(tr("Exported to %1").arg(path), 5000);
}

void MainWindow::exportWorkbook()
{
    const Scenario &s = m_document->scenario();
    QString path = filedialog::getSaveFileName(
        this, tr("Export Excel workbook"),
        exporting::suggestedFileName(s, QStringLiteral("model"), QStringLiteral("xlsx")),
        tr("Excel workbooks (*.xlsx)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        path += QStringLiteral(".xlsx");
    // In the language of the screen; numbers take the reader's Excel's separators.
    const QString error =
        gda::exporting::writeWorkbook(s, path, LanguageManager::instance().language());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Not exported"), error);
    else
        statusBar()->showMessage(tr("Exported to %1").arg(path), 5000);
}

void MainWindow::setLanguage(const QString &language)
{
    if (LanguageManager::instance().setLanguage(language)) {
        m_settings->setValue(Settings::Key::Language, language);
    }
    for (QAction *a : m_languages->actions())
        a->setChecked(a->data().toString() == LanguageManager::instance().language());
}

void MainWindow::setScenarioCurrency(int currency)
{
    // Every amount converted at the rate shown, after a confirmation (currencyswitch.h).
    if (!switchCurrency(this, *m_document, static_cast<Currency>(currency)))
        for (QAction *a : m_currencies->actions())
            a->setChecked(a->data().toInt() == int(m_document->scenario().currency));
}

void MainWindow::scenarioChangedInLibrary(store::ScenarioId id)
{
    m_documents->followLibrary(id);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_settings, this);
    dialog.exec();
    m_store->setAuthor(m_settings->authorName()); // the author of later revisions
    for (QAction *a : m_languages->actions())
        a->setChecked(a->data().toString() == LanguageManager::instance().language());
}

QString MainWindow::aboutText() const
{
    return tr("<h3>GPU Decision Advisor %1</h3><p>Rent GPUs in the cloud, buy them on-premise, "
              "or mix the two — with the numbers, the break-even point and the reasons.</p>"
              "<p>Cost model version %2. Built with Qt %3.</p>"
              "<p>Scenario library: %4</p>")
               .arg(QStringLiteral(GDA_VERSION), QString::number(engine::kModelVersion),
                    QString::fromLatin1(qVersion()), m_store->location().toHtmlEscaped()) +
           tr("<p>Copyright © 2026 GPU Decision Advisor authors.</p>"
              "<p>This program is free software: you can redistribute it and/or modify it under "
              "the terms of the GNU General Public License, version 3 or (at your option) any "
              "later version. It comes with no warranty. See "
              "<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">the GNU General Public "
              "License</a>.</p>") +
           tr("<p>Credits: built with Qt, Qt Charts and Qt SVG (The Qt Company, LGPL 3) and "
              "SQLite (public domain). Prices and defaults come from the dated sources listed "
              "in the handbook (Help → Handbook).</p>");
}

void MainWindow::showAbout()
{
    QMessageBox box(this);
    box.setWindowTitle(tr("About GPU Decision Advisor"));
    box.setIconPixmap(windowIcon().pixmap(64, 64));
    box.setTextFormat(Qt::RichText);
    box.setText(aboutText());
    box.setStandardButtons(QMessageBox::Ok);
    box.exec();
}

void MainWindow::updateRecentMenu()
{
    // Not clear(): an entry's own triggered() may be what calls this (it opened a file).
    for (QAction *old : m_recentMenu->actions()) {
        m_recentMenu->removeAction(old);
        old->deleteLater();
    }
    const QStringList files = m_documents->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        // "&1 name.gpuadvisor.json": a mnemonic per entry; "&" in a name shown as "&&".
        QString name = QFileInfo(path).fileName();
        name.replace(u'&', QStringLiteral("&&"));
        QAction *action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(name));
        action->setToolTip(path);
        action->setStatusTip(path);
        action->setData(path);
        action->setEnabled(QFileInfo::exists(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear the list"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, m_documents, &DocumentManager::clearRecentFiles);
}

HelpDialog *MainWindow::showHelp(int document)
{
    if (!m_help)
        m_help = new HelpDialog(this); // kept open beside the window, like a manual
    m_help->show(HelpDialog::Document(document));
    m_help->raise();
    m_help->activateWindow();
    return m_help;
}

void MainWindow::offerDraftRecovery()
{
    const auto draft = DraftKeeper::pending(m_drafts->path());
    if (!draft)
        return;
    const auto answer = QMessageBox::question(
        this, tr("Recover unsaved changes"),
        tr("GPU Decision Advisor did not close normally. Unsaved changes to \"%1\" were kept. "
           "Restore them?")
            .arg(draft->scenario.name),
        QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        m_drafts->discard();
        return;
    }
    m_document->reset(draft->scenario, draft->storeId, draft->storeRevision);
    m_document->markUnsaved();
    m_drafts->writeNow(); // reset() removed the file; keep the recovered state safe at once
    updateTitle();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_drafts->discard();
    m_settings->setValue(Settings::Key::WindowGeometry, saveGeometry());
    m_settings->setValue(Settings::Key::WindowState, saveState());
    if (const auto *splitter = findChild<QSplitter *>(QStringLiteral("librarySplitter")))
        m_settings->setValue(Settings::Key::SplitterState, splitter->saveState());
    m_settings->sync();
    event->accept();
}

} // namespace gda::ui
