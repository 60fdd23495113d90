// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "expertiseeditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"

#include <QButtonGroup>
#include <QFocusEvent>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace gda::ui {

using engine::Expertise;

ExpertiseEditor::ExpertiseEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::Expertise, parent), m_group(new QButtonGroup(this)),
      m_levelHint(new QLabel(this)), m_figure(new QLabel(this))
{
    auto *box = new QWidget(this);
    auto *boxLayout = new QVBoxLayout(box);
    boxLayout->setContentsMargins(0, 0, 0, 0);
    static constexpr const char *kNames[] = {"expertise_none", "expertise_some", "expertise_hpc"};
    for (int i = 0; i < 3; ++i) {
        auto *button = new QRadioButton(box);
        button->setObjectName(QLatin1String(kNames[i]));
        m_levels[static_cast<std::size_t>(i)] = button;
        m_group->addButton(button, i);
        boxLayout->addWidget(button);
        button->installEventFilter(this);
    }
    m_levelHint->setWordWrap(true);
    boxLayout->addWidget(m_levelHint);
    addRow(mainForm(), box, nullptr, "inputs.factors.expertise")->setBuddy(m_levels[0]);
    addNumber(mainForm(), "inputs.onprem.staff_per_year");
    m_figure->setWordWrap(true);
    bodyLayout()->addWidget(m_figure);
    addNumber(advancedForm(), "inputs.factors.weights.expertise");

    connect(m_group, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (!checked)
            return;
        const auto level = static_cast<Expertise>(id);
        edit(tr("Change technical expertise"),
             [level](Scenario &s) { s.inputs.factors.expertise = level; });
    });
    addLiveWidget(m_figure);
    finishSetup();
}

bool ExpertiseEditor::eventFilter(QObject *watched, QEvent *event)
{
    // Tab enters the choice at the chosen level (Qt stops at one button of the group).
    if (event->type() == QEvent::FocusIn) {
        const auto reason = static_cast<QFocusEvent *>(event)->reason();
        auto *button = qobject_cast<QRadioButton *>(watched);
        QAbstractButton *checked = m_group->checkedButton();
        if (button && checked && checked != button &&
            (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason))
            checked->setFocus(reason);
    }
    return ScenarioEditor::eventFilter(watched, event);
}

void ExpertiseEditor::refresh()
{
    const ScenarioDocument *doc = document();
    const Scenario &s = doc->scenario();
    const auto level = static_cast<std::size_t>(s.inputs.factors.expertise);
    if (!m_levels[level]->isChecked()) {
        const QSignalBlocker blocker(m_group);
        for (QRadioButton *button : m_levels)
            button->blockSignals(true);
        m_levels[level]->setChecked(true);
        for (QRadioButton *button : m_levels)
            button->blockSignals(false);
    }
    switch (s.inputs.factors.expertise) {
    case Expertise::None:
        m_levelHint->setText(tr("Running your own cluster means hiring the skills: count the "
                                "full staff cost below."));
        break;
    case Expertise::Some:
        m_levelHint->setText(tr("General IT operations help, but GPU cluster management, "
                                "InfiniBand and liquid cooling would be new: budget for "
                                "specialists."));
        break;
    case Expertise::HpcTeam:
        m_levelHint->setText(tr("With a team in place, enter only the extra staff the new "
                                "cluster needs."));
        break;
    }
    const QLocale locale;
    const engine::OptionResult &onprem = doc->evaluation().option(engine::Option::OnPrem);
    const double staff = onprem.category(engine::Category::Staff);
    QString figure = tr("Staff over %n year(s): %1", nullptr, s.inputs.horizonYears)
                         .arg(format::money(staff, s.currency, locale));
    if (onprem.tco > 0)
        figure +=
            u' ' +
            tr("(%1 of the on-premise total).").arg(format::percent(staff / onprem.tco, locale));
    if (doc->decision())
        figure +=
            u' ' + texts::reason(doc->decision()->score(engine::Factor::Expertise), s.currency);
    m_figure->setText(figure);
}

void ExpertiseEditor::retranslateUi()
{
    setExplanation(
        tr("Owning GPUs means running them: cluster management, high-speed networking, power "
           "and cooling. Who in your organisation would do that?"),
        tr("Rule of thumb: organisations without an existing HPC team must budget about "
           "$500,000 a year for skilled staff. The cloud hides much of this work, but still "
           "needs cloud-architecture skills."));
    m_levels[0]->setText(texts::expertiseName(Expertise::None));
    m_levels[1]->setText(texts::expertiseName(Expertise::Some));
    m_levels[2]->setText(texts::expertiseName(Expertise::HpcTeam));
}

} // namespace gda::ui
