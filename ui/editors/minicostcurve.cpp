// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "minicostcurve.h"

#include "core/accessibility.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "engine/costmodel.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gda::ui {

using engine::Option;

namespace {

constexpr int kSteps = 50; // utilization sampled at 2%, 4%, … 100%

// The break-even utilization as every table and the sentence under the curve print it: one
// decimal (docs/glossary.md, "Rounding"; dutch-2.md, correction 7).
QString breakEvenPercent(double utilization, const QLocale &locale)
{
    return format::percent(utilization, locale, format::kBreakEvenUtilizationDecimals);
}

} // namespace

MiniCostCurve::MiniCostCurve(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setFocusPolicy(Qt::NoFocus);
}

void MiniCostCurve::setScenario(const Scenario &scenario, const engine::Evaluation &evaluation,
                                std::optional<double> yours)
{
    m_yours = yours.value_or(scenario.inputs.workload.utilization);
    if (scenario.inputs != m_scenario.inputs)
        m_dirty = true;
    m_scenario = scenario;
    m_breakEven = evaluation.breakEvenUtilization;
    updateDescription();
    update();
}

void MiniCostCurve::compute() const
{
    if (!m_dirty)
        return;
    m_dirty = false;
    m_utilizations.clear();
    m_curves.clear();
    for (int i = 1; i <= kSteps; ++i) {
        const double u = static_cast<double>(i) / kSteps;
        m_utilizations.push_back(u);
        const engine::Evaluation at = engine::evaluateAtUtilization(m_scenario.inputs, u);
        if (m_curves.empty())
            for (const engine::OptionResult &result : at.options)
                m_curves.push_back({result.option, {}});
        for (Curve &curve : m_curves)
            curve.totals.push_back(at.option(curve.option).tco);
    }
}

const std::vector<double> &MiniCostCurve::utilizations() const
{
    compute();
    return m_utilizations;
}

const std::vector<double> &MiniCostCurve::totals(Option option) const
{
    compute();
    static const std::vector<double> none;
    const auto curve = std::find_if(m_curves.begin(), m_curves.end(),
                                    [&](const Curve &c) { return c.option == option; });
    return curve == m_curves.end() ? none : curve->totals;
}

std::vector<Option> MiniCostCurve::options() const
{
    compute();
    std::vector<Option> out;
    for (const Curve &curve : m_curves)
        out.push_back(curve.option);
    return out;
}

QSize MiniCostCurve::sizeHint() const
{
    const int line = fontMetrics().height();
    return {line * 24, line * 12};
}

QSize MiniCostCurve::minimumSizeHint() const
{
    const int line = fontMetrics().height();
    return {line * 14, line * 9};
}

QString MiniCostCurve::compactMoney(double amount) const
{
    const QLocale locale;
    const Currency currency = m_scenario.currency;
    if (std::abs(amount) >= 1e6)
        return tr("%1 M", "millions").arg(format::money(amount / 1e6, currency, locale, 1));
    if (std::abs(amount) >= 1e3)
        return tr("%1 k", "thousands").arg(format::money(amount / 1e3, currency, locale, 0));
    return format::money(amount, currency, locale, 0);
}

QString MiniCostCurve::breakEvenText() const
{
    return m_breakEven ? tr("break-even %1").arg(breakEvenPercent(*m_breakEven, QLocale()))
                       : QString();
}

void MiniCostCurve::updateDescription()
{
    const QLocale locale;
    const QString u = format::percent(m_yours, locale);
    setAccessibleName(tr("Total cost against utilization"));
    setAccessibleDescription(m_breakEven ? tr("Break-even at %1 utilization; yours is %2.")
                                               .arg(breakEvenPercent(*m_breakEven, locale), u)
                                         : tr("No break-even utilization; yours is %1.").arg(u));
}

void MiniCostCurve::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        updateDescription();
        update();
    }
    QWidget::changeEvent(event);
}

void MiniCostCurve::paintEvent(QPaintEvent *)
{
    compute();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const QLocale locale;
    const int line = fm.height();
    const qreal penWidth = std::max<qreal>(1.5, line / 8.0);
    // The option's colour and dash, lightened on a dark theme.
    const auto readablePen = [&](engine::Option option) {
        QPen pen = optionPen(option, penWidth);
        pen.setColor(lineColorOn(palette(), pen.color()));
        return pen;
    };

    double maxTotal = 0.0;
    for (const Curve &curve : m_curves)
        for (double v : curve.totals)
            maxTotal = std::max(maxTotal, v);
    if (maxTotal <= 0.0)
        maxTotal = 1.0;
    // A readable axis at any size and amount (issue 40): gridlines at a round step (1, 2, 2.5
    // or 5 times a power of ten), the axis up to the first step above the highest total, and a
    // label on every gridline that has room for one.
    const double rough = maxTotal * 1.05 / 4.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = 10.0 * magnitude;
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * magnitude >= rough) {
            step = m * magnitude;
            break;
        }
    const int steps = std::max(1, int(std::ceil(maxTotal * 1.05 / step - 1e-9)));
    maxTotal = step * steps;

    // Legend on top, y labels left, x labels below.
    QStringList yLabels;
    int labelWidth = 0;
    for (int i = 0; i <= steps; ++i) {
        yLabels << (i == 0 ? format::money(0, m_scenario.currency) : compactMoney(step * i));
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(yLabels.back()));
    }
    const int left = labelWidth + line / 2;
    const int top = line * 2;
    const int bottom = line + line / 2;
    const int right = line;
    const QRectF plot(left, top, std::max(10, width() - left - right),
                      std::max(10, height() - top - bottom));
    auto xOf = [&](double u) { return plot.left() + u * plot.width(); };
    auto yOf = [&](double v) { return plot.bottom() - v / maxTotal * plot.height(); };

    const QColor text = palette().color(QPalette::WindowText);
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlpha(110);
    painter.setPen(QPen(grid, 1));
    for (int i = 0; i <= steps; ++i) {
        const double v = step * i;
        painter.drawLine(QPointF(plot.left(), yOf(v)), QPointF(plot.right(), yOf(v)));
    }
    painter.setPen(text);
    // Every label, or every second one (always the lowest and the highest) when they would touch.
    const qreal gap = plot.height() / steps;
    const int every = gap >= line * 1.2 ? 1 : gap * 2 >= line * 1.2 ? 2 : steps;
    for (int i = 0; i <= steps; ++i) {
        if (i % every != 0 && i != steps)
            continue;
        if (i != steps && i + every > steps && (steps - i) * gap < line * 1.2)
            continue; // too close to the top label
        painter.drawText(QRectF(0, yOf(step * i) - line / 2.0, left - line / 4.0, line),
                         Qt::AlignRight | Qt::AlignVCenter, yLabels[i]);
    }
    for (int pct : {0, 25, 50, 75, 100}) {
        const QString label = format::percent(pct / 100.0, locale);
        const qreal x = xOf(pct / 100.0);
        const qreal w = fm.horizontalAdvance(label);
        const qreal lx = std::clamp(x - w / 2, 0.0, width() - w);
        painter.drawText(QPointF(lx, plot.bottom() + fm.ascent() + line / 4.0), label);
    }
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());

    for (const Curve &curve : m_curves) {
        const std::vector<double> &series = curve.totals;
        if (series.empty())
            continue;
        QPainterPath path;
        for (std::size_t i = 0; i < series.size(); ++i) {
            const QPointF p(xOf(m_utilizations[i]), yOf(series[i]));
            if (i == 0)
                path.moveTo(p);
            else
                path.lineTo(p);
        }
        painter.setPen(readablePen(curve.option));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }

    // Markers: break-even (grey, dashed) and the scenario's utilization (highlight, solid).
    auto marker = [&](double u, const QColor &color, Qt::PenStyle style, const QString &label,
                      int row) {
        const qreal x = xOf(u);
        painter.setPen(QPen(color, penWidth, style));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        // Beside the line, on the side with room.
        const qreal w = fm.horizontalAdvance(label);
        const qreal gap = line / 4.0;
        const qreal lx = x + gap + w <= plot.right() ? x + gap : x - gap - w;
        painter.setPen(color);
        painter.drawText(QPointF(lx, plot.top() + fm.ascent() + row * line), label);
    };
    const double u = m_yours;
    if (m_breakEven)
        marker(*m_breakEven, lineColorOn(palette(), palette().color(QPalette::Dark)), Qt::DashLine,
               breakEvenText(), 0);
    marker(u, lineColorOn(palette(), palette().color(QPalette::Highlight)), Qt::SolidLine,
           tr("you %1").arg(format::percent(u, locale)), m_breakEven ? 1 : 0);

    // Legend.
    qreal x = plot.left();
    const qreal y = line * 0.75;
    for (const Curve &curve : m_curves) {
        painter.setPen(readablePen(curve.option));
        painter.drawLine(QPointF(x, y), QPointF(x + line * 1.5, y));
        x += line * 1.5 + line / 3.0;
        painter.setPen(text);
        const QString name = optionLook(curve.option).shortLabel;
        painter.drawText(QPointF(x, y + fm.ascent() / 2.0 - 1), name);
        x += fm.horizontalAdvance(name) + line;
    }
}

} // namespace gda::ui
