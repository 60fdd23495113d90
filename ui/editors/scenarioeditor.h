// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/numberfield.h"
#include "scenario/inputregistry.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

class QCheckBox;
class QFormLayout;
class QLabel;
class QToolButton;
class QVBoxLayout;

namespace gda::ui {

class ScenarioDocument;

// Merge ids of the undoable edits: typing in one field merges into one undo step, each field
// has its own id. Numbers use kNumberBase + their position in the input registry.
namespace mergeid {
inline constexpr int kNumberBase = 1000;
inline constexpr int kAutomaticBase = 1200; // + position: the "automatic" box of an optional field
inline constexpr int kName = 1400;
inline constexpr int kClient = 1401;
inline constexpr int kNotes = 1402;
inline constexpr int kEgressTiers = 1403;
inline constexpr int kPriceChanges = 1404;
inline constexpr int kProfileBase = 1410; // + month 0..11
} // namespace mergeid

// The common frame of the editors of one decision factor: a plain-language explanation with the
// seeds' rule of thumb, a form of the main inputs, an "Advanced" part with every other model
// parameter of the factor, each number bound to one scenario field. Fields are named by their
// path in the input registry (src/scenario/inputregistry.h), which gives each its range, label,
// hint, unit and "automatic" text; a number of the editor's topic that the subclass does not
// place itself gets a row at the end of the Advanced part. Edits go through the document as
// undoable steps; a change of the document refreshes every field except the text a user is still
// typing. isValid() is false while any field holds an invalid entry.
class ScenarioEditor : public QWidget
{
    Q_OBJECT

public:
    ScenarioEditor(ScenarioDocument *document, inputs::Topic topic, QWidget *parent = nullptr);

    ScenarioDocument *document() const { return m_document; }
    bool isValid() const { return m_valid; }

    bool isAdvancedVisible() const;
    void setAdvancedVisible(bool visible);
    QToolButton *advancedButton() const { return m_advancedButton; }

    // The entry of a bound field (nullptr when this editor does not show it).
    NumberField *numberField(std::string_view path) const;

    // Another editor next to this one (same page or view) holds an invalid entry: the figures of
    // this one would be stale too, so its live texts say so instead.
    void setNeighbourInvalid(bool invalid);
    // Tells each of `editors` (one page or view) whether another of them holds an invalid entry.
    static void shareValidity(const std::vector<ScenarioEditor *> &editors);
    // True while the live texts show no figures (an invalid entry here or next door).
    bool figuresWithheld() const { return !m_valid || m_neighbourInvalid; }

    // What an edit of `edited` (from `before`) carries to later fields: the data stored in the
    // cloud becomes the data to consider moving while that has no value of its own.
    static void carryForward(const inputs::Input &edited, double before, Scenario &scenario);

    // How an editor shows a number of the registry.
    static NumberField::Kind kindOf(const inputs::Input &input);

signals:
    // isValid() changed.
    void validityChanged();

protected:
    // Sets every text that code sets; called once from the subclass constructor and on every
    // language change.
    virtual void retranslateUi() = 0;
    // Shows the document's content in the subclass's own widgets (the bound numbers are done).
    virtual void refresh() {}
    // The subclass's own checks besides the bound numbers.
    virtual bool extraValid() const { return true; }

    // Call at the end of the subclass constructor.
    void finishSetup();

    QVBoxLayout *bodyLayout() const { return m_body; }
    QFormLayout *mainForm() const { return m_form; }
    QVBoxLayout *advancedLayout() const { return m_advancedBody; }
    QFormLayout *advancedForm() const { return m_advancedForm; }
    static QFormLayout *makeForm();

    void setExplanation(const QString &text, const QString &ruleOfThumb);

    // A sentence or chart computed from the scenario. While an entry is invalid the document
    // still holds the last valid value, so a live label then says that the figures wait for a
    // valid entry, a live table cell is emptied and any other live widget (a chart) is hidden.
    // A label that is not a sentence (a table cell) is emptied instead.
    void addLiveWidget(QWidget *widget, bool sentence = true);

    // A number bound to the input at `path`, added as a row of `form`.
    NumberField *addNumber(QFormLayout *form, std::string_view path);
    // An optional field: a box "automatic" and the number; while the box is checked the field is
    // unset and shows `effective` (what the cost model uses instead).
    NumberField *addOptionalNumber(QFormLayout *form, std::string_view path,
                                   std::function<double(const Scenario &)> effective);
    void setFieldVisible(std::string_view path, bool visible);
    QLabel *fieldLabel(std::string_view path) const;

    // A row of `form` with a widget that is not a bound number: label + widget + hint below.
    // With the path of an input, the label is that input's (set on every language change).
    QLabel *addRow(QFormLayout *form, QWidget *widget, QLabel **hint = nullptr,
                   std::string_view path = {});

    // One undoable edit of the document.
    void edit(const QString &description, const std::function<void(Scenario &)> &change,
              int mergeId = -1);

    // The undoable edit of the utilization (from hours a day and days a week:
    // UtilizationEditor::utilizationFor), merged with typing the percentage: both describe one
    // value. Nothing happens when it falls outside the input's range.
    void editUtilization(double utilization);

    // Recomputes isValid() and emits validityChanged() when it changes.
    void updateValidity();

    // Hint text: "Default $6.88: AWS p5.48xlarge …"; in a euro scenario "Default €5.931 ($6.88 at
    // 1.16 USD per EUR (ECB …, 21 October 2025)): AWS p5.48xlarge …"
    QString defaultText(const inputs::Input &input, NumberField::Kind kind) const;
    QString formatValue(double value, NumberField::Kind kind) const;
    static int moneyDecimals(double value);

    void changeEvent(QEvent *event) override;

private:
    struct Binding
    {
        const inputs::Input *input = nullptr;
        NumberField::Kind kind;
        NumberField *widget = nullptr;
        QLabel *label = nullptr;
        QLabel *hint = nullptr;
        QWidget *row = nullptr;
        QCheckBox *automatic = nullptr;
        std::function<double(const Scenario &)> effective;
        bool hiddenByVersion = false; // the scenario's format version has no such field
    };
    Binding *binding(std::string_view path);
    const Binding *binding(std::string_view path) const;
    NumberField *createNumber(QFormLayout *form, const inputs::Input &input, QCheckBox *automatic);
    void addUnplacedInputs();
    void refreshNumbers(bool force);
    void refreshAll(bool force);
    void retranslateBase();
    void withholdFigures();

    ScenarioDocument *m_document;
    inputs::Topic m_topic;
    bool m_valid = true;
    bool m_ready = false;
    bool m_neighbourInvalid = false;
    std::vector<std::pair<QWidget *, bool>> m_live; // widget, is a sentence
    QLabel *m_explanation;
    QLabel *m_rule;
    QVBoxLayout *m_body;
    QFormLayout *m_form;
    QToolButton *m_advancedButton;
    QWidget *m_advanced;
    QVBoxLayout *m_advancedBody;
    QFormLayout *m_advancedForm;
    std::vector<Binding> m_bindings;
    std::vector<std::pair<QLabel *, const inputs::Input *>> m_rowLabels; // addRow() with a path
};

} // namespace gda::ui
