// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadseditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "scenario/upgrade.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gda::ui {

using engine::WorkloadInput;
using engine::WorkloadKind;

namespace {

// Undo merge ids of the workload fields: typing in one field of one workload is one step.
constexpr int kMergeBase = 1600;
constexpr int kMergeStride = 16; // workloads per field (at most 16)
enum Field { Name, Gpus, Hours, Days, Start, FirstMonth, Spot, Data, LastMonth };

bool queued(WorkloadKind kind)
{
    return kind == WorkloadKind::Training || kind == WorkloadKind::Batch;
}

bool shiftableOf(const WorkloadInput &w)
{
    return w.shiftable.value_or(queued(w.kind));
}

bool interruptibleOf(const WorkloadInput &w)
{
    return w.interruptible.value_or(queued(w.kind));
}

// A number of one workload as its row of the input registry describes it (inputs.workloads[]):
// how it is typed and shown, its valid range (and so the message of an invalid entry) and the
// rounding of what is typed. The label, unit and hint come from the same row (retranslateUi).
NumberField *elementNumber(const char *path, QWidget *parent)
{
    const inputs::Input &input = inputs::at(path);
    auto *field = new NumberField(ScenarioEditor::kindOf(input), input.range, parent);
    field->setRounding(inputs::amountDecimals(input));
    return field;
}

// Hours a day and days a week that show a utilization-form workload (busy at u every hour).
std::pair<double, int> scheduleOf(const WorkloadInput &w)
{
    if (!w.utilization)
        return {w.hoursPerDay, w.daysPerWeek};
    return {std::round(*w.utilization * 24.0 * 1e6) / 1e6, 7};
}

} // namespace

WorkloadInput WorkloadsEditor::workloadOfKind(WorkloadKind kind, int number)
{
    // The seeds (docs in kindDefaultsSource): training and batch queue and checkpoint; inference
    // and development must run when asked. One 8-GPU node each, the hybrid-cloud article's unit.
    WorkloadInput w;
    w.kind = kind;
    w.gpus = 8;
    w.shiftable = queued(kind);
    w.interruptible = queued(kind);
    if (queued(kind)) // interruptible: part of its cloud hours on spot from the start (issue 40)
        w.cloud.spotFraction = kSpotShareWhenInterruptible;
    switch (kind) {
    case WorkloadKind::Training: // round the clock for weeks
        w.hoursPerDay = 24.0;
        w.daysPerWeek = 7;
        w.startHour = 0;
        break;
    case WorkloadKind::Inference: // daytime demand that varies through the year
        w.hoursPerDay = 12.0;
        w.daysPerWeek = 7;
        w.startHour = 8;
        w.monthlyProfile = {1.0, 1.0, 1.1, 1.1, 0.9, 0.7, 0.6, 0.7, 1.0, 1.2, 1.3, 1.4};
        break;
    case WorkloadKind::Batch: // at night, whenever capacity is cheapest
        w.hoursPerDay = 8.0;
        w.daysPerWeek = 7;
        w.startHour = 22;
        break;
    case WorkloadKind::Development: // office hours, in bursts
        w.hoursPerDay = 10.0;
        w.daysPerWeek = 5;
        w.startHour = 8;
        w.monthlyProfile = {0.6, 0.6, 2.2, 0.6, 0.6, 0.6, 2.4, 0.6, 0.6, 0.6, 2.0, 0.6};
        break;
    }
    w.name = QStringLiteral("%1 %2").arg(kindLabel(kind)).arg(number).toStdString();
    return w;
}

QString WorkloadsEditor::kindLabel(WorkloadKind kind)
{
    return inputs::choiceLabel(inputs::at("inputs.workloads[].kind"), int(kind));
}

QString WorkloadsEditor::kindDefaultsSource(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Training:
        return tr("Defaults: round the clock, 7 days a week; its jobs can wait for free hours and "
                  "may run on spot capacity (they checkpoint). “Training runs that need GPUs "
                  "consistently for weeks belong on-premise.” (hybrid-cloud article, Dec 2025)");
    case WorkloadKind::Inference:
        return tr("Defaults: 12 hours a day from 08:00, 7 days a week, busier in autumn and "
                  "winter; it must answer when asked, so it cannot wait or be interrupted. "
                  "“Inference with variable demand suits the cloud.” (hybrid-cloud article, Dec "
                  "2025; the hours are a project estimate)");
    case WorkloadKind::Batch:
        return tr("Defaults: 8 hours a night from 22:00; its jobs can wait and may run on spot "
                  "capacity, routed “to the cheapest available capacity” (multi-cloud article, "
                  "Dec 2025; the hours are a project estimate)");
    case WorkloadKind::Development:
        return tr("Defaults: office hours, 10 hours a day from 08:00 on 5 days, in bursts; "
                  "developers wait for no queue. “Development and test environments benefit "
                  "from cloud elasticity.” (hybrid-cloud article, Dec 2025; the hours are a "
                  "project estimate)");
    }
    return {};
}

QString WorkloadsEditor::summary(const WorkloadInput &w)
{
    const QLocale locale;
    const QString name = QString::fromStdString(w.name);
    QString when;
    if (w.utilization) {
        when = tr("busy %1 of every hour").arg(format::percent(*w.utilization, locale));
    } else {
        when = tr("%1 h a day on %n day(s) from %2", nullptr, w.daysPerWeek)
                   .arg(locale.toString(w.hoursPerDay, 'g', 4),
                        QStringLiteral("%1:00").arg(w.startHour, 2, 10, QLatin1Char('0')));
    }
    const QString wait = shiftableOf(w) ? tr("can wait") : tr("must run at once");
    QString text =
        tr("%1 (%2): %n GPU(s), %3, %4", nullptr, w.gpus).arg(name, kindLabel(w.kind), when, wait);
    if (interruptibleOf(w))
        text += tr(", may be interrupted");
    return text;
}

void WorkloadsEditor::makeVersion2(Scenario &scenario, std::pair<double, int> schedule)
{
    if (scenario.inputs.modelVersion >= 2)
        return;
    const bool fixedFleet = scenario.inputs.onprem.gpus.has_value();
    const bool fixedHybrid = scenario.inputs.onprem.hybridGpus.has_value();
    const double u = scenario.inputs.workload.utilization;
    Scenario v2 = scenarioupgrade::toVersion2(scenario);
    // The fleets grow with the workloads added here unless the user fixed them.
    if (!fixedFleet)
        v2.inputs.onpremV2.purchases.reset();
    if (!fixedHybrid)
        v2.inputs.hybrid.purchases.reset();
    WorkloadInput &w = v2.inputs.workloads.front();
    w.name = QStringLiteral("%1 1").arg(kindLabel(w.kind)).toStdString();
    const auto [hours, days] = schedule;
    if (hours > 0.0 && hours <= 24.0 && days >= 1 && days <= 7 &&
        std::abs(hours / 24.0 * days / 7.0 - u) < 1e-9) {
        w.utilization.reset();
        w.hoursPerDay = hours;
        w.daysPerWeek = days;
        w.startHour = 0;
    }
    scenario = v2;
}

WorkloadsEditor::WorkloadsEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::None, parent), m_caption(new QLabel(this)),
      m_list(new QListWidget(this)), m_add(new QToolButton(this)), m_remove(new QPushButton(this)),
      m_name(new QLineEdit(this)), m_kind(new QComboBox(this)),
      m_gpus(elementNumber("inputs.workloads[].gpus", this)),
      m_hours(elementNumber("inputs.workloads[].hours_per_day", this)),
      m_days(elementNumber("inputs.workloads[].days_per_week", this)),
      m_start(elementNumber("inputs.workloads[].start_hour", this)),
      // Months of the horizon: at most 10 years (a month past the scenario's own horizon is
      // refused by the document's check, with the horizon named).
      m_firstMonth(elementNumber("inputs.workloads[].start_month", this)),
      m_ends(new QCheckBox(this)), m_lastMonth(elementNumber("inputs.workloads[].end_month", this)),
      m_placement(new QComboBox(this)), m_placementNote(new QLabel(this)),
      m_shiftable(new QCheckBox(this)), m_interruptible(new QCheckBox(this)),
      m_spot(elementNumber("inputs.workloads[].cloud.spot_fraction", this)),
      m_data(elementNumber("inputs.workloads[].data_tb", this)), m_source(new QLabel(this)),
      m_form(mainForm())
{
    setObjectName(QStringLiteral("workloads_editor"));
    advancedButton()->hide();
    m_list->setObjectName(QStringLiteral("workloads"));
    m_add->setObjectName(QStringLiteral("add_workload"));
    m_remove->setObjectName(QStringLiteral("remove_workload"));
    m_name->setObjectName(QStringLiteral("workload_name"));
    m_kind->setObjectName(QStringLiteral("workload_kind"));
    const std::pair<NumberField *, const char *> named[] = {{m_gpus, "workload_gpus"},
                                                            {m_hours, "workload_hours_per_day"},
                                                            {m_days, "workload_days_per_week"},
                                                            {m_start, "start_hour"},
                                                            {m_firstMonth, "workload_start_month"},
                                                            {m_lastMonth, "workload_end_month"},
                                                            {m_spot, "spot_fraction"},
                                                            {m_data, "workload_data_tb"}};
    for (const auto &[field, name] : named) {
        field->setObjectName(QLatin1String(name));
        field->lineEdit()->setObjectName(QLatin1String(name));
        field->setMaximumWidth(field->fontMetrics().averageCharWidth() * 34);
        connect(field, &NumberField::validityChanged, this, &WorkloadsEditor::updateValidity);
    }
    m_placement->setObjectName(QStringLiteral("workload_placement"));
    m_placementNote->setObjectName(QStringLiteral("placement_note"));
    m_placementNote->setWordWrap(true);
    // The choices of the registry's rows, in their order, with their labels (retranslateUi).
    for (const inputs::Choice &choice : inputs::at("inputs.workloads[].placement").choices)
        m_placement->addItem(QString(), choice.value);
    m_ends->setObjectName(QStringLiteral("workload_ends"));
    m_shiftable->setObjectName(QStringLiteral("shiftable"));
    m_interruptible->setObjectName(QStringLiteral("interruptible"));
    m_source->setObjectName(QStringLiteral("kind_source"));
    m_source->setWordWrap(true);
    m_source->setStyleSheet(QStringLiteral("QLabel { color: palette(mid); }"));
    m_spot->setDecimals(0);

    QFont bold = m_caption->font();
    bold.setBold(true);
    m_caption->setFont(bold);
    m_caption->setWordWrap(true);
    // The caption, the list and its buttons in one panel, which the wizard's Utilization page
    // shows beside the cost curve (listPanel()).
    m_listPanel = new QWidget(this);
    m_listPanel->setObjectName(QStringLiteral("workloads_panel"));
    auto *panel = new QVBoxLayout(m_listPanel);
    panel->setContentsMargins(0, 0, 0, 0);
    panel->addWidget(m_caption);
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 5);
    // Long lines end in "…" (the whole line is the item's tooltip) instead of a scroll bar.
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setTextElideMode(Qt::ElideRight);
    panel->addWidget(m_list);
    bodyLayout()->insertWidget(0, m_listPanel);
    auto *buttons = new QHBoxLayout;
    m_add->setPopupMode(QToolButton::InstantPopup);
    m_add->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(m_add);
    for (const inputs::Choice &choice : inputs::at("inputs.workloads[].kind").choices) {
        const auto kind = static_cast<WorkloadKind>(choice.value);
        QAction *action = menu->addAction(QString());
        action->setData(int(kind));
        action->setObjectName(QStringLiteral("add_%1").arg(int(kind)));
        connect(action, &QAction::triggered, this, [this, kind] { addWorkload(kind); });
    }
    m_add->setMenu(menu);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    panel->addLayout(buttons);
    panel->addWidget(m_source); // where the selected kind's defaults come from
    for (const inputs::Choice &choice : inputs::at("inputs.workloads[].kind").choices)
        m_kind->addItem(QString(), choice.value);

    // Each row is a row of the input registry: its label (set by ScenarioEditor on every
    // language change), its hint as the tooltip and What's This (retranslateUi).
    const auto row = [this](QWidget *widget, const char *path) {
        QLabel *label = addRow(m_form, widget, nullptr, path);
        if (auto *number = qobject_cast<NumberField *>(widget))
            label->setBuddy(number->lineEdit());
        m_rows.push_back({label, widget});
        m_paths.push_back(path);
    };
    // Two columns of fields (what and how much | when, where and how), so that the page fits a
    // 1280×800 screen without scrolling (issue 40).
    bodyLayout()->removeItem(m_form);
    auto *columns = new QHBoxLayout;
    columns->addLayout(m_form, 1);
    columns->addSpacing(fontMetrics().height());
    QFormLayout *second = makeForm();
    columns->addLayout(second, 1);
    bodyLayout()->addLayout(columns);
    row(m_name, "inputs.workloads[].name");
    row(m_kind, "inputs.workloads[].kind");
    row(m_gpus, "inputs.workloads[].gpus");
    row(m_hours, "inputs.workloads[].hours_per_day");
    row(m_days, "inputs.workloads[].days_per_week");
    row(m_start, "inputs.workloads[].start_hour");
    row(m_data, "inputs.workloads[].data_tb");
    m_form = second;
    row(m_firstMonth, "inputs.workloads[].start_month");
    {
        // "Last month it runs: [x] it ends in month [ 24 ]": unticked, it runs to the horizon.
        auto *ends = m_endsRow = new QWidget(this);
        auto *endsLayout = new QHBoxLayout(ends);
        endsLayout->setContentsMargins(0, 0, 0, 0);
        endsLayout->addWidget(m_ends);
        endsLayout->addWidget(m_lastMonth);
        endsLayout->addStretch(1);
        QLabel *label = addRow(m_form, ends, nullptr, "inputs.workloads[].end_month");
        label->setBuddy(m_ends);
        m_rows.push_back({label, ends});
        m_paths.push_back("inputs.workloads[].end_month");
    }
    row(m_placement, "inputs.workloads[].placement");
    m_form->addRow(m_placementNote);
    row(m_shiftable, "inputs.workloads[].shiftable");
    row(m_interruptible, "inputs.workloads[].interruptible");
    row(m_spot, "inputs.workloads[].cloud.spot_fraction");

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int index) {
        if (index >= 0 && index != m_current)
            setCurrentWorkload(index);
    });
    connect(m_remove, &QPushButton::clicked, this, &WorkloadsEditor::removeCurrentWorkload);
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        const jsonfields::Range &length = inputs::at("inputs.workloads[].name").range;
        if (text.trimmed().isEmpty() || inputs::characterCount(text) > length.max)
            return updateValidity();
        updateValidity();
        editWorkload(
            tr("Rename the workload"), [text](WorkloadInput &w) { w.name = text.toStdString(); },
            Name);
    });
    connect(m_kind, &QComboBox::activated, this, [this](int index) {
        const auto kind = static_cast<WorkloadKind>(m_kind->itemData(index).toInt());
        editWorkload(
            tr("Change the kind of workload"), [kind](WorkloadInput &w) { w.kind = kind; }, -1);
    });
    connect(m_gpus, &NumberField::valueEdited, this, [this](double v) {
        editWorkload(
            tr("Change the GPUs of the workload"),
            [v](WorkloadInput &w) { w.gpus = int(std::lround(v)); }, Gpus);
    });
    // Hours and days give the workload its time pattern (the utilization form ends).
    const auto pattern = [this](double hours, int days) {
        return [hours, days](WorkloadInput &w) {
            w.utilization.reset();
            w.hoursPerDay = hours;
            w.daysPerWeek = days;
        };
    };
    connect(m_hours, &NumberField::valueEdited, this, [this, pattern](double v) {
        if (m_days->isValid())
            editWorkload(tr("Change when the workload runs"), pattern(v, int(m_days->value())),
                         Hours);
    });
    connect(m_days, &NumberField::valueEdited, this, [this, pattern](double v) {
        if (m_hours->isValid())
            editWorkload(tr("Change when the workload runs"),
                         pattern(m_hours->value(), int(std::lround(v))), Days);
    });
    connect(m_start, &NumberField::valueEdited, this, [this](double v) {
        const auto [hours, days] = schedule();
        const int start = int(std::lround(v));
        editWorkload(
            tr("Change when the workload runs"),
            [start, hours, days](WorkloadInput &w) {
                if (w.utilization) { // a start hour needs the time pattern
                    w.utilization.reset();
                    w.hoursPerDay = hours;
                    w.daysPerWeek = days;
                }
                w.startHour = start;
            },
            Start);
    });
    connect(m_firstMonth, &NumberField::valueEdited, this, [this](double v) {
        editWorkload(
            tr("Change when the workload starts"),
            [v](WorkloadInput &w) { w.startMonth = int(std::lround(v)); }, FirstMonth);
    });
    connect(m_ends, &QCheckBox::clicked, this, [this](bool on) {
        const int horizon = this->document()->scenario().inputs.horizonYears * 12;
        const int last = std::clamp(int(std::lround(m_lastMonth->value())), 1, horizon);
        editWorkload(
            on ? tr("Let the workload end") : tr("Let the workload run to the horizon"),
            [on, last, horizon](WorkloadInput &w) {
                if (on)
                    w.endMonth = std::clamp(last, w.startMonth, horizon);
                else
                    w.endMonth.reset();
            },
            -1);
    });
    connect(m_lastMonth, &NumberField::valueEdited, this, [this](double v) {
        editWorkload(
            tr("Change when the workload ends"),
            [v](WorkloadInput &w) { w.endMonth = int(std::lround(v)); }, LastMonth);
    });
    connect(m_placement, &QComboBox::activated, this, [this](int index) {
        const auto placement = static_cast<engine::Placement>(m_placement->itemData(index).toInt());
        editWorkload(
            tr("Change where the workload may run"),
            [placement](WorkloadInput &w) { w.placement = placement; }, -1);
    });
    connect(m_shiftable, &QCheckBox::clicked, this, [this](bool on) {
        editWorkload(
            on ? tr("Let the workload wait for free hours") : tr("Run the workload at once"),
            [on](WorkloadInput &w) { w.shiftable = on; }, -1);
    });
    connect(m_interruptible, &QCheckBox::clicked, this, [this](bool on) {
        editWorkload(
            on ? tr("Allow interruptions (spot)") : tr("Allow no interruptions"),
            [on](WorkloadInput &w) {
                w.interruptible = on;
                if (!on) // spot needs interruptible work (docs/methodology.md §12.5)
                    w.cloud.spotFraction = 0.0;
                else if (w.cloud.spotFraction == 0.0) // the tick changes the answer at once
                    w.cloud.spotFraction = kSpotShareWhenInterruptible;
            },
            -1);
    });
    connect(m_spot, &NumberField::valueEdited, this, [this](double v) {
        editWorkload(
            tr("Change the workload's share on spot"),
            [v](WorkloadInput &w) { w.cloud.spotFraction = v; }, Spot);
    });
    connect(m_data, &NumberField::valueEdited, this, [this](double v) {
        editWorkload(
            tr("Change the workload's data"), [v](WorkloadInput &w) { w.dataTb = v; }, Data);
    });
    finishSetup();
}

bool WorkloadsEditor::isVersion2() const
{
    const Scenario &s = document()->scenario();
    return s.inputs.modelVersion >= 2 && !s.inputs.workloads.empty();
}

std::pair<double, int> WorkloadsEditor::schedule() const
{
    const Scenario &s = document()->scenario();
    if (isVersion2() && m_current < int(s.inputs.workloads.size()))
        return scheduleOf(s.inputs.workloads[std::size_t(m_current)]);
    if (m_schedule)
        return m_schedule();
    return {s.inputs.workload.utilization * 24.0, 7};
}

void WorkloadsEditor::editWorkload(const QString &description,
                                   const std::function<void(WorkloadInput &)> &change, int field)
{
    const int index = isVersion2() ? m_current : 0;
    const std::pair<double, int> v1Schedule =
        m_schedule
            ? m_schedule()
            : std::pair<double, int>{document()->scenario().inputs.workload.utilization * 24.0, 7};
    const int mergeId = field < 0 ? -1 : kMergeBase + field * kMergeStride + index;
    edit(
        description,
        [index, change, v1Schedule](Scenario &s) {
            makeVersion2(s, v1Schedule);
            if (index < int(s.inputs.workloads.size()))
                change(s.inputs.workloads[std::size_t(index)]);
        },
        mergeId);
}

void WorkloadsEditor::addWorkload(WorkloadKind kind)
{
    const Scenario &before = document()->scenario();
    const int count = isVersion2() ? int(before.inputs.workloads.size()) : 1;
    if (count >= 16)
        return;
    const std::pair<double, int> v1Schedule = m_schedule ? m_schedule() : schedule();
    WorkloadInput added = workloadOfKind(kind, count + 1);
    edit(tr("Add a workload: %1").arg(kindLabel(kind)), [added, v1Schedule](Scenario &s) {
        makeVersion2(s, v1Schedule);
        s.inputs.workloads.push_back(added);
    });
    setCurrentWorkload(count);
}

void WorkloadsEditor::removeCurrentWorkload()
{
    if (!isVersion2() || document()->scenario().inputs.workloads.size() < 2)
        return;
    const int index = m_current;
    const QString name =
        QString::fromStdString(document()->scenario().inputs.workloads[std::size_t(index)].name);
    edit(tr("Remove the workload %1").arg(name), [index](Scenario &s) {
        if (index < int(s.inputs.workloads.size()) && s.inputs.workloads.size() > 1)
            s.inputs.workloads.erase(s.inputs.workloads.begin() + index);
    });
    setCurrentWorkload(std::max(0, index - 1));
}

void WorkloadsEditor::setCurrentWorkload(int index)
{
    const int count = isVersion2() ? int(document()->scenario().inputs.workloads.size()) : 1;
    index = std::clamp(index, 0, count - 1);
    const bool changed = index != m_current;
    m_current = index;
    refresh();
    if (changed)
        emit currentWorkloadChanged(index);
}

bool WorkloadsEditor::extraValid() const
{
    for (const NumberField *field :
         {m_gpus, m_hours, m_days, m_start, m_firstMonth, m_lastMonth, m_spot, m_data})
        if (!field->isValid())
            return false;
    return !isVersion2() || !m_name->text().trimmed().isEmpty();
}

void WorkloadsEditor::refresh()
{
    const Scenario &s = document()->scenario();
    const bool v2 = isVersion2();
    const int count = v2 ? int(s.inputs.workloads.size()) : 1;
    if (m_current >= count) {
        m_current = count - 1;
        emit currentWorkloadChanged(m_current);
    }
    // The workload shown: in version 1 the one averaged workload, which may run at any hour
    // (shiftable) and is never interrupted.
    WorkloadInput w;
    if (v2) {
        w = s.inputs.workloads[std::size_t(m_current)];
    } else {
        w.gpus = s.inputs.workload.gpus;
        w.utilization = s.inputs.workload.utilization;
        w.shiftable = true;
        w.interruptible = false;
    }

    m_list->setVisible(v2);
    m_remove->setVisible(v2);
    m_remove->setEnabled(count > 1);
    m_add->setEnabled(count < 16);
    if (v2) {
        const QSignalBlocker blocker(m_list);
        while (m_list->count() > count)
            delete m_list->takeItem(m_list->count() - 1);
        while (m_list->count() < count)
            m_list->addItem(QString());
        for (int i = 0; i < count; ++i) {
            const QString line = summary(s.inputs.workloads[std::size_t(i)]);
            m_list->item(i)->setText(line);
            m_list->item(i)->setToolTip(line);
        }
        m_list->setCurrentRow(m_current);
    }

    // Version 1: the utilization page above asks for the GPUs and the hours; only when it runs
    // and whether it can wait are asked here.
    const auto showRow = [this](QWidget *widget, bool visible) {
        for (const auto &[label, field] : m_rows)
            if (field == widget) {
                label->setVisible(visible);
                field->setVisible(visible);
            }
    };
    for (QWidget *widget : {static_cast<QWidget *>(m_name), static_cast<QWidget *>(m_kind),
                            static_cast<QWidget *>(m_gpus), static_cast<QWidget *>(m_hours),
                            static_cast<QWidget *>(m_days), static_cast<QWidget *>(m_spot),
                            static_cast<QWidget *>(m_data), static_cast<QWidget *>(m_firstMonth),
                            static_cast<QWidget *>(m_placement), m_endsRow})
        showRow(widget, v2);
    m_placementNote->setVisible(v2);
    m_source->setVisible(v2);

    if (!m_name->hasFocus() || m_name->text().isEmpty())
        m_name->setText(QString::fromStdString(w.name));
    {
        const QSignalBlocker blocker(m_kind);
        m_kind->setCurrentIndex(m_kind->findData(int(w.kind)));
    }
    const auto [hours, days] = scheduleOf(w);
    const auto show = [](NumberField *field, double value) {
        if (!field->lineEdit()->hasFocus() || !field->isValid())
            field->setValue(value);
    };
    show(m_gpus, w.gpus);
    show(m_hours, hours);
    show(m_days, days);
    show(m_start, w.utilization ? 0 : w.startHour);
    show(m_spot, w.cloud.spotFraction);
    show(m_data, w.dataTb);
    show(m_firstMonth, w.startMonth);
    const int horizon = s.inputs.horizonYears * 12;
    m_ends->setChecked(w.endMonth.has_value());
    show(m_lastMonth, w.endMonth.value_or(horizon));
    m_lastMonth->setEnabled(w.endMonth.has_value());
    {
        const QSignalBlocker blocker(m_placement);
        m_placement->setCurrentIndex(m_placement->findData(int(w.placement)));
    }
    // The consequence of where it may run, in one line (issue 40).
    switch (w.placement) {
    case engine::Placement::Cloud:
        m_placementNote->setText(tr("Kept in the cloud: the fleet never serves it."));
        break;
    case engine::Placement::OnPrem:
        m_placementNote->setText(
            tr("Only on your own GPUs: where an option has no room for it, the hours it runs in "
               "the cloud are reported as a breach."));
        break;
    case engine::Placement::Auto:
        m_placementNote->setText(
            tr("Wherever it costs least: on the fleet when it has room, else in the cloud."));
        break;
    }
    m_shiftable->setChecked(shiftableOf(w));
    m_interruptible->setChecked(interruptibleOf(w));
    m_spot->setEnabled(interruptibleOf(w));
    m_source->setText(kindDefaultsSource(w.kind));
}

void WorkloadsEditor::retranslateUi()
{
    setExplanation(
        tr("When does the work run, and can it wait? Work that must run at once needs GPUs at "
           "its busy hours; work that can wait (training, batch) fills the free hours, also at "
           "night. Work that may be interrupted can run on cheaper spot capacity. Add a workload "
           "for each kind of work that runs differently."),
        tr("Rule of thumb: training runs that need GPUs for weeks belong on-premise; inference "
           "with variable demand suits the cloud; development and test benefit from cloud "
           "elasticity (hybrid-cloud article, Dec 2025)."));
    m_caption->setText(tr("Workloads"));
    m_list->setAccessibleName(tr("Workloads"));
    m_list->setAccessibleDescription(
        tr("The scenario's workloads; choose one to edit its fields below."));
    m_add->setText(tr("&Add a workload"));
    const QList<QAction *> actions = m_add->menu()->actions();
    for (QAction *action : actions)
        action->setText(kindLabel(static_cast<WorkloadKind>(action->data().toInt())));
    m_remove->setText(tr("&Remove workload"));
    for (int i = 0; i < m_kind->count(); ++i)
        m_kind->setItemText(i, kindLabel(static_cast<WorkloadKind>(m_kind->itemData(i).toInt())));
    // Labels (ScenarioEditor sets them), units, hints and choices: the registry's rows.
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const inputs::Input &input = inputs::at(m_paths[i]);
        QWidget *widget = m_rows[i].second;
        auto *number = qobject_cast<NumberField *>(widget);
        if (widget == m_endsRow)
            number = m_lastMonth;
        const QString hint = inputs::hint(input);
        if (number) {
            number->setSuffix(inputs::unitSuffix(input.unit));
            number->lineEdit()->setAccessibleName(inputs::label(input));
            number->lineEdit()->setAccessibleDescription(hint);
            number->lineEdit()->setWhatsThis(tr("<b>%1</b><p>Valid: %2.</p><p>%3</p>")
                                                 .arg(inputs::label(input).toHtmlEscaped(),
                                                      number->rangeText().toHtmlEscaped(),
                                                      hint.toHtmlEscaped()));
        }
        widget->setToolTip(hint);
    }
    for (int i = 0; i < m_placement->count(); ++i)
        m_placement->setItemText(i, inputs::choiceLabel(inputs::at("inputs.workloads[].placement"),
                                                        m_placement->itemData(i).toInt()));
    m_ends->setText(tr("It ends (a project) in month"));
    m_shiftable->setText(tr("Yes"));
    m_interruptible->setText(tr("Yes"));
}

} // namespace gda::ui
