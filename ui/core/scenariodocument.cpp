// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariodocument.h"

#include "catalog/scenariomarket.h"
#include "engine/costmodel.h"

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
    recompute();
    m_undo.setClean();
    emit modifiedChanged(false);
}

void ScenarioDocument::edit(const QString &description,
                            const std::function<void(Scenario &)> &change, int mergeId)
{
    Scenario after = m_scenario;
    change(after);
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
    recompute();
}

void ScenarioDocument::setCatalog(const catalog::Catalog *catalog)
{
    m_catalog = catalog;
    recompute();
}

void ScenarioDocument::recompute()
{
    m_problem = scenariofile::validate(m_scenario);
    Scenario evaluated = m_scenario;
    if (!m_problem && m_scenario.inputs.modelVersion >= 2 && m_catalog) {
        auto resolved = catalog::resolveMarket(m_scenario, *m_catalog);
        if (const auto *error = std::get_if<catalog::MarketError>(&resolved))
            m_problem = scenariofile::Error{scenariofile::Error::Kind::InvalidValue, error->field,
                                            error->message};
        else
            evaluated.inputs = std::get<engine::Inputs>(std::move(resolved));
    }
    if (!m_problem) {
        // Only valid content reaches the engine; while a field is invalid the last valid
        // results stay on screen and the field says what is wrong. A version 2 evaluation
        // keeps where each workload ran (the placement view).
        m_evaluated = std::move(evaluated);
        const engine::Inputs &inputs = m_evaluated.inputs;
        engine::OptionRequest request;
        request.withWorkloadDetail = inputs.modelVersion >= 2;
        m_evaluation = engine::evaluate(inputs, request);
        const engine::DecisionResult decided = engine::decide(inputs, m_evaluation);
        if (const auto *d = std::get_if<engine::Decision>(&decided))
            m_decision = *d;
        else
            m_decision.reset();
        m_advice = m_decision ? std::optional(engine::advise(inputs, m_evaluation, *m_decision))
                              : std::nullopt;
    }
    emit changed();
}

} // namespace gda::ui
