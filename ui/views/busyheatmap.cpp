// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "busyheatmap.h"

#include "core/format.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gda::ui {

namespace {
constexpr int kDays = 7;
constexpr int kHours = 24;
} // namespace

BusyHeatMap::BusyHeatMap(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    updateDescription();
}

void BusyHeatMap::setValues(const std::array<double, 168> &values)
{
    m_values = values;
    m_max = *std::max_element(m_values.begin(), m_values.end());
    updateDescription();
    update();
}

QSize BusyHeatMap::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("MMMM")) + kHours * 34,
            (kDays + 1) * (fontMetrics().height() + 12)};
}

QSize BusyHeatMap::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("MMMM")) + kHours * 18,
            (kDays + 1) * (fontMetrics().height() + 4)};
}

QRect BusyHeatMap::grid() const
{
    const QFontMetrics fm = fontMetrics();
    int label = 0;
    for (int d = 1; d <= kDays; ++d)
        label = std::max(label, fm.horizontalAdvance(QLocale().dayName(d, QLocale::ShortFormat)));
    const int left = label + 8, top = fm.height() + 4;
    return QRect(left, top, width() - left - 1, height() - top - 1);
}

int BusyHeatMap::weekHourAt(const QPoint &point) const
{
    const QRect g = grid();
    if (!g.contains(point) || g.width() <= 0 || g.height() <= 0)
        return -1;
    const int hour = std::clamp((point.x() - g.left()) * kHours / g.width(), 0, kHours - 1);
    const int day = std::clamp((point.y() - g.top()) * kDays / g.height(), 0, kDays - 1);
    return day * kHours + hour;
}

void BusyHeatMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QRect g = grid();
    const QFontMetrics fm = fontMetrics();
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base), hot = pal.color(QPalette::Highlight);
    const double cellW = g.width() / double(kHours), cellH = g.height() / double(kDays);
    // Hours along the top, every third one when the cells are narrow.
    const int step = cellW < fm.horizontalAdvance(QStringLiteral("00")) + 4 ? 3 : 1;
    p.setPen(pal.color(QPalette::WindowText));
    for (int h = 0; h < kHours; h += step)
        p.drawText(QRectF(g.left() + h * cellW, 0, cellW * step, g.top() - 2),
                   Qt::AlignLeft | Qt::AlignBottom,
                   QStringLiteral("%1").arg(h, 2, 10, QLatin1Char('0')));
    for (int d = 0; d < kDays; ++d) {
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRectF(0, g.top() + d * cellH, g.left() - 6, cellH),
                   Qt::AlignRight | Qt::AlignVCenter,
                   QLocale().dayName(d + 1, QLocale::ShortFormat));
        for (int h = 0; h < kHours; ++h) {
            const double v = m_values[size_t(d * kHours + h)];
            const double t = m_max > 0.0 ? v / m_max : 0.0;
            const QColor fill =
                QColor::fromRgbF(float(base.redF() + (hot.redF() - base.redF()) * t),
                                 float(base.greenF() + (hot.greenF() - base.greenF()) * t),
                                 float(base.blueF() + (hot.blueF() - base.blueF()) * t));
            const QRectF cell(g.left() + h * cellW, g.top() + d * cellH, cellW, cellH);
            p.fillRect(cell, fill);
            p.setPen(pal.color(QPalette::Mid));
            p.drawRect(cell);
            const QString text = format::number(v, QLocale(), 0);
            if (fm.horizontalAdvance(text) + 2 <= cellW && fm.height() <= cellH) {
                p.setPen(fill.lightnessF() < 0.5 ? Qt::white : Qt::black);
                p.drawText(cell, Qt::AlignCenter, text);
            }
        }
    }
}

bool BusyHeatMap::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int wh = weekHourAt(help->pos());
        if (wh >= 0)
            QToolTip::showText(help->globalPos(),
                               tr("%1 %2:00–%3:00: %4 busy GPUs")
                                   .arg(QLocale().dayName(wh / kHours + 1))
                                   .arg(wh % kHours, 2, 10, QLatin1Char('0'))
                                   .arg(wh % kHours + 1, 2, 10, QLatin1Char('0'))
                                   .arg(format::number(m_values[size_t(wh)], QLocale(), 1)),
                               this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void BusyHeatMap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        updateDescription();
    QWidget::changeEvent(event);
}

void BusyHeatMap::updateDescription()
{
    // The text alternative: the busiest hour and the quietest, for a screen reader.
    const auto maxIt = std::max_element(m_values.begin(), m_values.end());
    const auto minIt = std::min_element(m_values.begin(), m_values.end());
    const int hi = int(maxIt - m_values.begin()), lo = int(minIt - m_values.begin());
    setAccessibleName(tr("Busy GPUs by hour of the week"));
    setAccessibleDescription(tr("Most busy: %1 at %2:00, %3 GPUs; least busy: %4 at %5:00, %6 GPUs")
                                 .arg(QLocale().dayName(hi / kHours + 1))
                                 .arg(hi % kHours)
                                 .arg(format::number(*maxIt, QLocale(), 1))
                                 .arg(QLocale().dayName(lo / kHours + 1))
                                 .arg(lo % kHours)
                                 .arg(format::number(*minIt, QLocale(), 1)));
}

} // namespace gda::ui
