// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariodocument.h"

#include "assessment/assessment.h"
#include "catalog/catalogfile.h"
#include "scenario/deriveddefaults.h"

#include <QUndoCommand>

namespace gda::ui {

namespace {

// One edit: the whole scenario before and after. Scenarios are small value types, so storing
// both is simpler and safer than per-field inverse operations.
class EditCommand : public QUndoCommand
{
public:
    EditCommand(ScenarioDocument *document, Scenario before, Scenario after, const QString &text,
                int mergeId)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)),
          m_after(std::move(after)), m_mergeId(mergeId)
    {
    }

    void undo() override { m_document->setScenario(m_before); }
    void redo() override { m_document->setScenario(m_after); }
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        if (other->id() != m_mergeId || m_mergeId == -1)
            return false;
        m_after = static_cast<const EditCommand *>(other)->m_after;
        return true;
    }

private:
    ScenarioDocument *m_document;
    Scenario m_before;
    Scenario m_after;
    int m_mergeId;
};

} // namespace

ScenarioDocument::ScenarioDocument(QObject *parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    recompute();
}

ScenarioDocument::~ScenarioDocument()
{
    // The undo stack clears itself when destroyed; that is no "saved" state, and must not
    // reach observers (the draft keeper would delete the crash-recovery draft).
    disconnect(&m_undo, nullptr, this, nullptr);
}

void ScenarioDocument::reset(const Scenario &scenario, std::optional<qint64> storeId,
                             int storeRevision)
{
    m_undo.clear();
    m_storeId = storeId;
    m_storeRevision = storeRevision;
    m_scenario = scenario;
    if (m_scenario.inputs.modelVersion >= 2)
        assessment::complete(m_scenario, prices());
    recompute();
    m_undo.setClean();
    emit modifiedChanged(false);
}

void ScenarioDocument::edit(const QString &description,
                            const std::function<void(Scenario &)> &change, int mergeId)
{
    Scenario after = m_scenario;
    change(after);
    // Defaults that follow the edited answers (country, expertise, fleet) follow them in the same
    // undoable step, unless the user typed a value of their own (deriveddefaults.h).
    deriveddefaults::follow(m_scenario, after);
    if (after == m_scenario)
        return;
    m_undo.push(new EditCommand(this, m_scenario, std::move(after), description, mergeId));
}

void ScenarioDocument::markSaved(std::optional<qint64> storeId, int storeRevision)
{
    m_storeId = storeId;
    m_storeRevision = storeRevision;
    m_undo.setClean();
}

void ScenarioDocument::markUnsaved()
{
    m_undo.resetClean();
    emit modifiedChanged(true);
}

void ScenarioDocument::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    // What the catalog gives a version 2 scenario that leaves it out is written into it, so the
    // editors show, the saved file states and `evaluate` uses the figure the dashboard used.
    if (m_scenario.inputs.modelVersion >= 2)
        assessment::complete(m_scenario, prices());
    recompute();
}

void ScenarioDocument::setCatalog(const catalog::Catalog *catalog)
{
    m_catalog = catalog;
    recompute();
}

moneydefaults::ConversionRate ScenarioDocument::conversionRate()
{
    const catalog::ExchangeRate &rate = prices().exchangeRate;
    if (!rate.isValid())
        return {};
    return {rate.usdPerEur, rate.date, rate.source};
}

const catalog::Catalog &ScenarioDocument::prices()
{
    if (m_catalog)
        return *m_catalog;
    // No catalog given (a wizard of its own): the application's, as everywhere else.
    if (!m_ownCatalog)
        m_ownCatalog =
            std::make_shared<const catalog::Catalog>(catalog::loadApplicationCatalog().catalog);
    return *m_ownCatalog;
}

void ScenarioDocument::recompute()
{
    m_problem = scenariofile::validate(m_scenario);
    if (!m_problem) {
        // The one way in (assessment.h), as `evaluate`, the library and the report take it.
        // Only valid content reaches the engine; while a field is invalid the last valid
        // results stay on screen and the field says what is wrong.
        // Version 1 takes nothing from the catalog: it is read only for version 2.
        assessment::Context context;
        if (m_scenario.inputs.modelVersion >= 2)
            context.catalog =
                std::shared_ptr<const catalog::Catalog>(std::shared_ptr<void>(), &prices());
        auto assessed = assessment::assess(m_scenario, context);
        if (auto *problem = std::get_if<assessment::Problem>(&assessed)) {
            m_problem = scenariofile::Error{scenariofile::Error::Kind::InvalidValue, problem->field,
                                            problem->message};
        } else {
            auto &a = std::get<assessment::Assessment>(assessed);
            m_evaluated = std::move(a.scenario);
            m_evaluation = std::move(a.evaluation);
            m_decision = a.decision;
            m_advice = a.advice;
            m_business = std::move(a.business);
        }
    }
    emit changed();
}

} // namespace gda::ui
