// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadstable.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "engine/workloads.h"
#include "scenario/inputregistry.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gda::ui {

using engine::Placement;
using engine::WorkloadInput;
using engine::WorkloadKind;

namespace {

// The kind and the placement as the registry's rows name their choices (inputs.workloads[]),
// the words of the workloads editor and the report.
QString kindName(WorkloadKind kind)
{
    return inputs::choiceLabel(inputs::at("inputs.workloads[].kind"), int(kind));
}

QString placementName(Placement placement)
{
    return inputs::choiceLabel(inputs::at("inputs.workloads[].placement"), int(placement));
}

QString yesNo(bool value)
{
    return value ? WorkloadsTable::tr("Yes") : WorkloadsTable::tr("No");
}

// "14 h × 6 days from 07:00" or "70% of the time".
QString whenText(const WorkloadInput &w, const QLocale &locale)
{
    if (w.utilization)
        return WorkloadsTable::tr("%1 of the time").arg(format::percent(*w.utilization, locale));
    return WorkloadsTable::tr("%1 h × %n day(s) from %2:00", nullptr, w.daysPerWeek)
        .arg(locale.toString(w.hoursPerDay, 'g', 4))
        .arg(w.startHour, 2, 10, QLatin1Char('0'));
}

QString cloudText(const WorkloadInput &w, Currency currency, const QLocale &locale)
{
    QStringList parts;
    if (!w.cloud.offer.empty())
        parts << QString::fromStdString(w.cloud.offer);
    if (w.cloud.onDemandPerGpuHour)
        parts << WorkloadsTable::tr("%1 per GPU-hour")
                     .arg(format::money(*w.cloud.onDemandPerGpuHour, currency, locale, 2));
    if (w.cloud.spotFraction > 0.0)
        parts
            << WorkloadsTable::tr("%1 on spot").arg(format::percent(w.cloud.spotFraction, locale));
    if (w.cloud.reservedGpus > 0)
        parts << WorkloadsTable::tr("%n GPU(s) reserved", nullptr, w.cloud.reservedGpus);
    return parts.isEmpty() ? WorkloadsTable::tr("Scenario prices")
                           : parts.join(QStringLiteral(", "));
}

} // namespace

WorkloadsTable::WorkloadsTable(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_explanation(new QLabel(this)),
      m_table(new QTableWidget(this))
{
    m_explanation->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("workloadsTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_explanation);
    layout->addWidget(m_table);
    connect(document, &ScenarioDocument::changed, this, &WorkloadsTable::fill);
    fill();
}

void WorkloadsTable::fill()
{
    const QLocale locale;
    const Scenario &s = m_document->scenario();
    const int horizon = s.inputs.horizonYears * 12;
    m_explanation->setText(
        tr("Each workload with how many GPUs it keeps busy at the same time and when. Work that "
           "can wait (shiftable) may run at night on the fleet; interruptible work may run on "
           "spot capacity. Add or change workloads with Edit → Edit in wizard."));
    const QStringList headers{tr("Workload"),         tr("Kind"),     tr("GPUs at once"),
                              tr("When it runs"),     tr("Can wait"), tr("Interruptible"),
                              tr("Where it may run"), tr("Months"),   tr("Cloud terms")};
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setAccessibleName(tr("Workloads of the scenario"));
    const auto &workloads = s.inputs.workloads;
    m_table->setRowCount(int(workloads.size()));
    for (int row = 0; row < int(workloads.size()); ++row) {
        const WorkloadInput &w = workloads[std::size_t(row)];
        const bool queued = engine::queuedByDefault(w.kind);
        const QString cells[] = {QString::fromStdString(w.name),
                                 kindName(w.kind),
                                 locale.toString(w.gpus),
                                 whenText(w, locale),
                                 yesNo(w.shiftable.value_or(queued)),
                                 yesNo(w.interruptible.value_or(queued)),
                                 placementName(w.placement),
                                 tr("%1 to %2").arg(w.startMonth).arg(w.endMonth.value_or(horizon)),
                                 cloudText(w, s.currency, locale)};
        for (int column = 0; column < int(std::size(cells)); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column == 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    }
}

void WorkloadsTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QWidget::changeEvent(event);
}

} // namespace gda::ui
