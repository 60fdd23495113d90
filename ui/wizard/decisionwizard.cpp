// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisionwizard.h"

#include "catalog/catalogfile.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "core/texts.h"
#include "editors/capitaleditor.h"
#include "editors/catalogofferpicker.h"
#include "editors/cloudeditor.h"
#include "editors/collapsiblesection.h"
#include "editors/datagravityeditor.h"
#include "editors/expertiseeditor.h"
#include "editors/generaleditor.h"
#include "editors/onpremopseditor.h"
#include "editors/predictabilityeditor.h"
#include "editors/utilizationeditor.h"
#include "editors/workloadseditor.h"
#include "scenario/deriveddefaults.h"
#include "scenario/moneydefaults.h"
#include "wizard/editorpage.h"
#include "wizard/quickeditor.h"
#include "wizard/resultpage.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QUndoStack>

namespace gda::ui {

Scenario DecisionWizard::newScenario(const Settings &settings)
{
    Scenario scenario = moneydefaults::newScenario(settings.defaultCurrency());
    scenario.name = tr("New scenario");
    scenario.inputs.horizonYears = settings.defaultHorizon();
    // The staff cost of the default expertise and fleet (docs/methodology.md §8.2); the country's
    // defaults follow once a country is chosen.
    deriveddefaults::apply(scenario);
    return scenario;
}

DecisionWizard::DecisionWizard(QWidget *parent) : DecisionWizard(newScenario(Settings()), parent) {}

DecisionWizard::DecisionWizard(const Scenario &scenario, QWidget *parent)
    : QWizard(parent), m_document(new ScenarioDocument(this)), m_ownsDocument(true)
{
    m_document->reset(scenario);
    setupPages();
}

DecisionWizard::DecisionWizard(ScenarioDocument *document, QWidget *parent)
    : QWizard(parent), m_document(document), m_ownsDocument(false),
      m_startIndex(document->undoStack()->index()), m_before(document->scenario())
{
    setupPages();
}

void DecisionWizard::setupPages()
{
    setObjectName(QStringLiteral("DecisionWizard"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::HaveHelpButton, false);
    setSubTitleFormat(Qt::PlainText);
    setTitleFormat(Qt::PlainText);

    auto *start = new EditorPage(this);
    start->addEditor(new GeneralEditor(m_document, start));
    m_picker = new CatalogOfferPicker(m_document, start);
    m_picker->setCatalog(catalog::loadApplicationCatalog().catalog); // MainWindow reports a problem
    start->addEditor(m_picker);
    m_cloudSection = start->addFoldedEditor(new CloudEditor(m_document, start));
    {
        // How to go on: five questions on one page, or every page (issue 40).
        auto *choice = new QWidget(start);
        auto *layout = new QVBoxLayout(choice);
        layout->setContentsMargins(0, 0, 0, 0);
        m_pathCaption = new QLabel(choice);
        QFont bold = m_pathCaption->font();
        bold.setBold(true);
        m_pathCaption->setFont(bold);
        m_quickButton = new QRadioButton(choice);
        m_quickButton->setObjectName(QStringLiteral("quick_path"));
        m_fullButton = new QRadioButton(choice);
        m_fullButton->setObjectName(QStringLiteral("full_path"));
        auto *group = new QButtonGroup(choice);
        group->addButton(m_quickButton);
        group->addButton(m_fullButton);
        layout->addWidget(m_pathCaption);
        layout->addWidget(m_quickButton);
        layout->addWidget(m_fullButton);
        m_fullButton->setChecked(true);
        connect(m_quickButton, &QRadioButton::toggled, this, [this](bool on) { m_quick = on; });
        start->addWidget(choice);
    }
    setPage(StartPageId, start);

    auto *utilization = new EditorPage(this);
    auto *utilizationEditor = new UtilizationEditor(m_document, utilization);
    utilization->addEditor(utilizationEditor);
    // When the work runs, whether it can wait, and more workloads (cost model version 2).
    m_workloads = new WorkloadsEditor(m_document, utilization);
    m_workloads->setScheduleSource([utilizationEditor] {
        return std::pair<double, int>{utilizationEditor->hoursPerDayField()->value(),
                                      int(utilizationEditor->daysPerWeekField()->value())};
    });
    utilization->addEditor(m_workloads);
    // The list of workloads beside the cost curve, where the entries of one workload were.
    utilizationEditor->setSidePanel(m_workloads->listPanel());
    setPage(UtilizationPageId, utilization);

    auto *predictability = new EditorPage(this);
    auto *predictabilityEditor = new PredictabilityEditor(m_document, predictability);
    predictability->addEditor(predictabilityEditor);
    setPage(PredictabilityPageId, predictability);
    // One selected workload on both pages.
    connect(m_workloads, &WorkloadsEditor::currentWorkloadChanged, predictabilityEditor,
            &PredictabilityEditor::setCurrentWorkload);
    connect(predictabilityEditor, &PredictabilityEditor::currentWorkloadChanged, m_workloads,
            &WorkloadsEditor::setCurrentWorkload);

    auto *expertise = new EditorPage(this);
    expertise->addEditor(new ExpertiseEditor(m_document, expertise));
    m_runningSection = expertise->addFoldedEditor(new OnPremOpsEditor(m_document, expertise));
    setPage(ExpertisePageId, expertise);

    auto *capital = new EditorPage(this);
    capital->addEditor(new CapitalEditor(m_document, capital));
    setPage(CapitalPageId, capital);

    auto *dataGravity = new EditorPage(this);
    dataGravity->addEditor(new DataGravityEditor(m_document, dataGravity));
    setPage(DataGravityPageId, dataGravity);

    m_result = new ResultPage(m_document, this);
    setPage(ResultPageId, m_result);

    auto *quick = new EditorPage(this);
    m_quickEditor = new QuickEditor(m_document, quick);
    quick->addEditor(m_quickEditor);
    setPage(QuickPageId, quick);
    connect(m_quickEditor, &QuickEditor::allQuestionsRequested, this, [this] {
        // The full pages follow from here; Back still leads to the five questions.
        m_fullButton->setChecked(true);
        next();
    });
    setStartId(StartPageId);
    retranslateUi();
    // Room for every page without scrolling on a 1280×800 screen (issue 40), in the font's
    // units: 86 × 54 lines of a 14-pixel font are 1204 × 756 pixels.
    const int line = fontMetrics().height();
    resize(QSize(line * 86, line * 54).boundedTo(screen()->availableSize()));
}

void DecisionWizard::setQuickPath(bool quick)
{
    (quick ? m_quickButton : m_fullButton)->setChecked(true);
    m_quick = quick;
}

int DecisionWizard::nextId() const
{
    switch (currentId()) {
    case StartPageId:
        return m_quick ? QuickPageId : UtilizationPageId;
    case QuickPageId:
        return m_quick ? ResultPageId : UtilizationPageId;
    case ResultPageId:
        return -1;
    default:
        return QWizard::nextId();
    }
}

void DecisionWizard::setCatalog(const catalog::Catalog &catalog)
{
    m_picker->setCatalog(catalog);
    // The result page answers with the caller's catalog, as the dashboard does.
    if (m_ownsDocument)
        m_document->setCatalog(&catalog);
}

EditorPage *DecisionWizard::editorPage(PageId id) const
{
    return qobject_cast<EditorPage *>(page(id));
}

Scenario DecisionWizard::takeScenario() const
{
    return m_document->scenario();
}

bool DecisionWizard::hasEnteredData() const
{
    return m_document->undoStack()->index() != m_startIndex;
}

bool DecisionWizard::confirmDiscard()
{
    QMessageBox box(QMessageBox::Question, windowTitle(),
                    tr("Discard what you entered in the wizard?"), QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("confirm_discard"));
    box.setInformativeText(m_ownsDocument
                               ? tr("The new scenario will not be kept.")
                               : tr("The scenario goes back to how it was before the wizard."));
    QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discard"));
    QPushButton *keep = box.addButton(tr("&Keep editing"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keep_editing"));
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    return box.clickedButton() == discard;
}

void DecisionWizard::reject()
{
    // Cancel, Escape or closing the window: entered data is discarded only when the user says so.
    if (hasEnteredData() && !confirmDiscard())
        return;
    // Editing an open scenario: Cancel leaves it as it was. Undo takes the wizard's steps back;
    // an edit merged into a step from before the wizard is put back by one more step.
    if (!m_ownsDocument) {
        m_document->undoStack()->setIndex(m_startIndex);
        if (m_document->scenario() != m_before) {
            const Scenario before = m_before;
            m_document->edit(tr("Cancel the wizard"), [before](Scenario &s) { s = before; });
        }
    }
    QWizard::reject();
}

QString DecisionWizard::buttonLabel(const char *source) const
{
    // Our translation first; until it exists, Qt's own translation of the same button text.
    const QString own = tr(source);
    if (own != QLatin1String(source))
        return own;
    return QCoreApplication::translate("QWizard", source);
}

void DecisionWizard::retranslateUi()
{
    setWindowTitle(m_ownsDocument ? tr("New scenario") : tr("Edit scenario"));
    // QWizard does not retranslate its own buttons on a language change (Qt 6.4).
    setButtonText(BackButton, buttonLabel(QT_TR_NOOP("< &Back")));
    setButtonText(NextButton, buttonLabel(QT_TR_NOOP("&Next >")));
    setButtonText(CommitButton, buttonLabel(QT_TR_NOOP("Commit")));
    setButtonText(FinishButton, buttonLabel(QT_TR_NOOP("&Finish")));
    setButtonText(CancelButton, buttonLabel(QT_TR_NOOP("Cancel")));
    setButtonText(HelpButton, buttonLabel(QT_TR_NOOP("&Help")));

    struct Text
    {
        PageId id;
        QString title;
        QString subTitle;
    };
    const Text texts[] = {
        {StartPageId, tr("Start"),
         tr("Who is the advice for, and which GPUs would you rent or buy?")},
        {UtilizationPageId, texts::factorName(engine::Factor::Utilization),
         tr("How busy will the GPUs be, when does the work run, and can it wait?")},
        {PredictabilityPageId, texts::factorName(engine::Factor::Predictability),
         tr("How steady is the demand through the year?")},
        {ExpertisePageId, texts::factorName(engine::Factor::Expertise),
         tr("Who would run the GPUs if you owned them, and what does running them cost?")},
        {CapitalPageId, texts::factorName(engine::Factor::Capital),
         tr("What can you invest, and how would you pay for the hardware?")},
        {DataGravityPageId, texts::factorName(engine::Factor::DataGravity),
         tr("Where does the data live, and what would moving it cost?")},
        {ResultPageId, tr("Result"), tr("What the costs and the five factors recommend.")},
        {QuickPageId, tr("Five questions"),
         tr("One question for each factor of the decision; the answer follows on the next "
            "page.")},
    };
    for (const Text &t : texts) {
        page(t.id)->setTitle(t.title);
        page(t.id)->setSubTitle(t.subTitle);
    }
    m_pathCaption->setText(tr("How would you like to answer?"));
    m_quickButton->setText(tr("&Five questions on one page (a few minutes)"));
    m_fullButton->setText(tr("Every &question, page by page (about ten minutes)"));
    m_cloudSection->setTitle(tr("Cloud prices in detail"));
    m_runningSection->setTitle(tr("Running costs on-premise"));
}

void DecisionWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizard::changeEvent(event);
}

} // namespace gda::ui
