// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedialog.h"

#include "charts/chartpanel.h"
#include "charts/comparechart.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/texts.h"
#include "engine/costmodel.h"
#include "export/assumptions.h"
#include "scenario/inputregistry.h"
#include "scenario/jsonfields.h"

#include <QChartView>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gda::ui {

using namespace gda::engine;

CompareDialog::CompareDialog(const QList<Scenario> &scenarios, QWidget *parent)
    : QDialog(parent), m_scenarios(scenarios), m_table(new QTableWidget(this)),
      m_chart(new QChartView(this))
{
    for (const Scenario &s : scenarios) {
        m_evaluations << evaluate(s.inputs);
        const DecisionResult decided = decide(s.inputs, m_evaluations.last());
        m_decisions << (std::holds_alternative<Decision>(decided)
                            ? std::optional<Decision>(std::get<Decision>(decided))
                            : std::nullopt);
    }
    m_differences = differingInputs(scenarios);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(260);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_chart);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    fill();
    resize(1100, 820);
}

void CompareDialog::fill()
{
    const QLocale locale;
    setWindowTitle(tr("Compare scenarios"));
    const int n = int(m_scenarios.size());
    QStringList headers;
    for (const Scenario &s : m_scenarios)
        headers << (s.client.isEmpty() ? s.name : QStringLiteral("%1\n%2").arg(s.client, s.name));
    m_table->setColumnCount(n);
    m_table->setHorizontalHeaderLabels(headers);

    struct Row
    {
        QString label;
        std::function<QString(int)> value;
    };
    const auto money = [&](int i, double v) {
        return format::money(v, m_scenarios[i].currency, locale);
    };
    std::vector<Row> rows = {
        {tr("Recommendation"),
         [&](int i) {
             return m_decisions[i] ? texts::recommendationName(m_decisions[i]->recommendation)
                                   : QString();
         }},
        {tr("Overall score"),
         [&](int i) {
             return m_decisions[i] ? locale.toString(m_decisions[i]->overall, 'f', 0) : QString();
         }},
        {tr("Break-even"),
         [&](int i) {
             return texts::breakEvenLabel(m_evaluations[i].breakEvenMonth,
                                          m_scenarios[i].inputs.horizonYears, locale);
         }},
        {tr("Savings of on-premise"),
         [&](int i) {
             const Evaluation &e = m_evaluations[i];
             return QStringLiteral("%1 (%2)").arg(
                 money(i, e.option(Option::Cloud).tco - e.option(Option::OnPrem).tco),
                 format::percent(e.savingsFraction, locale));
         }},
        {tr("Break-even utilization"),
         [&](int i) {
             const Evaluation &e = m_evaluations[i];
             return e.breakEvenUtilization
                        ? format::percent(*e.breakEvenUtilization, locale,
                                          format::kBreakEvenUtilizationDecimals)
                        : (e.breakEvenUtilizationKind == BreakEvenKind::OnPremAlwaysCheaper
                               ? tr("on-premise always cheaper")
                               : tr("cloud always cheaper"));
         }},
        {tr("Cost-minimising on-premise fleet"),
         [&](int i) {
             return tr("%1 GPUs").arg(locale.toString(m_evaluations[i].optimalOnpremGpus));
         }},
    };
    // A row per option that any of the scenarios has (an option that does not apply to one
    // scenario leaves its cell empty), in the option list's order.
    for (const engine::OptionSpec &spec : engine::optionList()) {
        const Option o = spec.id;
        if (std::none_of(m_evaluations.begin(), m_evaluations.end(),
                         [&](const Evaluation &e) { return e.find(o) != nullptr; }))
            continue;
        rows.push_back({tr("Total cost: %1").arg(optionLabel(o)), [&, o](int i) {
                            const OptionResult *r = m_evaluations[i].find(o);
                            return r ? money(i, r->tco) : QString();
                        }});
        rows.push_back({tr("Cost per GPU-hour: %1").arg(optionLabel(o)), [&, o](int i) {
                            const OptionResult *r = m_evaluations[i].find(o);
                            return r ? format::money(r->costPerGpuHour, m_scenarios[i].currency,
                                                     locale, 2)
                                     : QString();
                        }});
    }
    const int outputRows = int(rows.size());
    m_table->setRowCount(outputRows + 1 + int(m_differences.size()));
    QStringList labels;
    for (int r = 0; r < outputRows; ++r) {
        labels << rows[std::size_t(r)].label;
        for (int i = 0; i < n; ++i) {
            auto *item = new QTableWidgetItem(rows[std::size_t(r)].value(i));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, i, item);
        }
    }
    labels << (m_differences.isEmpty() ? tr("All inputs are the same") : tr("Inputs that differ:"));
    m_differenceRows.clear();
    const QColor highlight(0xff, 0xf1, 0xb8);
    for (qsizetype d = 0; d < m_differences.size(); ++d) {
        const int row = outputRows + 1 + int(d);
        m_differenceRows << row;
        // The input's one label (the editors' and the report's); its path for anything else.
        const QByteArray path = m_differences[d].field.toUtf8();
        const inputs::Input *input = inputs::find({path.constData(), std::size_t(path.size())});
        labels << (input && input->label ? inputs::label(*input) : m_differences[d].field);
        for (int i = 0; i < n; ++i) {
            const QJsonValue v = m_differences[d].values.value(i);
            // In words with its unit, as the report writes it ("90%", "€ 5,931 per GPU-hour",
            // "Dedicated GPU-cluster (HPC) team"); the raw value only for a field the registry
            // cannot show.
            QString text =
                input ? exporting::inputValue(*input, m_scenarios[i], locale) : QString();
            if (text.isEmpty() && v.isDouble())
                text = locale.toString(v.toDouble(), 'g', 10);
            else if (text.isEmpty() && v.isArray())
                text = QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
            else if (text.isEmpty())
                text = jsonfields::show(v).remove(u'"');
            auto *item = new QTableWidgetItem(text);
            item->setBackground(highlight);
            item->setToolTip(tr("This input differs between the scenarios"));
            m_table->setItem(row, i, item);
        }
    }
    m_table->setVerticalHeaderLabels(labels);
    for (qsizetype d = 0; d < m_differences.size(); ++d)
        m_table->verticalHeaderItem(m_differenceRows[d])->setToolTip(m_differences[d].field);
    QChart *old = m_chart->chart();
    auto chart = charts::compareChart(m_scenarios, m_evaluations, locale);
    charts::followPalette(*chart, palette());
    m_chart->setChart(chart.release());
    delete old;
    charts::describeForScreenReaders(m_chart, tr("Comparison chart"));
    m_table->setAccessibleName(tr("Comparison of the scenarios"));
}

void CompareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QDialog::changeEvent(event);
}

} // namespace gda::ui
