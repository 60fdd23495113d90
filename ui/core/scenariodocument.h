// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/advice.h"
#include "engine/businesscase.h"
#include "engine/decision.h"
#include "engine/results.h"
#include "engine/simulationrun.h"
#include "scenario/moneydefaults.h"
#include "scenario/scenario.h"
#include "scenario/scenariofile.h"

#include <QObject>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <optional>

namespace gda::catalog {
struct Catalog;
}

namespace gda::ui {

// The open scenario: its content, an undo stack of edits, and the engine's answer, recomputed
// after every edit. Views and editors observe changed(); they never evaluate on their own.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario &scenario() const { return m_scenario; }
    // The scenario as the engine evaluated it: for version 2 its offer and provider ids resolved
    // against the price catalog (setCatalog); for version 1 the same as scenario(). Views that
    // evaluate on their own (utilization curve, tornado, Monte Carlo) start from this; saving
    // never does (the resolved prices are not part of the file).
    const Scenario &evaluatedScenario() const { return m_evaluated; }
    const engine::Evaluation &evaluation() const { return m_evaluation; }
    // nullopt when the weights cannot be combined (all zero) — the matrix shows why.
    const std::optional<engine::Decision> &decision() const { return m_decision; }
    // The advice every view leads with (engine/advice.h); nullopt without a decision.
    const std::optional<engine::Advice> &advice() const { return m_advice; }
    // The business case (docs/methodology.md §18): years, returns, energy and CO₂.
    const engine::BusinessCase &business() const { return m_business; }
    // The first invalid field of the current content, if any (results are then from the last
    // valid content).
    const std::optional<scenariofile::Error> &problem() const { return m_problem; }

    // The price catalog (kept by the caller) that a version 2 scenario's offers, GPU models and
    // multi-cloud providers are resolved against before evaluation (assessment::assess);
    // recomputes. Without one, the application catalog (read once), as every surface uses.
    void setCatalog(const catalog::Catalog *catalog);
    // The rate a change of currency converts at: the catalog's (its offers are converted at it),
    // else the defaults' own (moneydefaults::kUsdPerEur).
    moneydefaults::ConversionRate conversionRate();

    // Replaces the content without undo history (open, new, restore); marks it unmodified.
    void reset(const Scenario &scenario, std::optional<qint64> storeId = std::nullopt,
               int storeRevision = 0);

    // Applies an edit as one undoable step. Edits with the same mergeId that follow each other
    // merge into one step (typing in one field); -1 never merges.
    void edit(const QString &description, const std::function<void(Scenario &)> &change,
              int mergeId = -1);

    QUndoStack *undoStack() { return &m_undo; }
    bool isModified() const { return !m_undo.isClean(); }
    void markSaved(std::optional<qint64> storeId, int storeRevision);
    // Marks the content as not saved anywhere yet (opened from a file, recovered from a draft).
    void markUnsaved();

    std::optional<qint64> storeId() const { return m_storeId; }
    int storeRevision() const { return m_storeRevision; }

    // The Monte Carlo the Uncertainty tab finished last (charts::ChartPanel), kept for a report
    // of the same inputs with the same settings (engine::SimulationRun::answers; issue 38); null
    // before its first run. A newer run replaces it.
    std::shared_ptr<const engine::SimulationRun> lastSimulation() const { return m_lastSimulation; }
    void setLastSimulation(std::shared_ptr<const engine::SimulationRun> run)
    {
        m_lastSimulation = std::move(run);
    }

    // Used by the undo commands: sets the content and recomputes.
    void setScenario(const Scenario &scenario);

signals:
    // The content or the results changed.
    void changed();
    void modifiedChanged(bool modified);

private:
    void recompute();
    // The catalog given, else the application catalog (read once, on first need).
    const catalog::Catalog &prices();

    Scenario m_scenario;
    Scenario m_evaluated;
    const catalog::Catalog *m_catalog = nullptr;
    std::shared_ptr<const catalog::Catalog> m_ownCatalog; // when no catalog is given
    engine::Evaluation m_evaluation;
    std::optional<engine::Decision> m_decision;
    std::optional<engine::Advice> m_advice;
    engine::BusinessCase m_business;
    std::optional<scenariofile::Error> m_problem;
    std::shared_ptr<const engine::SimulationRun> m_lastSimulation;
    QUndoStack m_undo;
    std::optional<qint64> m_storeId;
    int m_storeRevision = 0;
};

} // namespace gda::ui
