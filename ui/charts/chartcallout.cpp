// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartcallout.h"

#include "chartstyle.h"

#include <QAbstractSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace gda::ui::charts {

namespace {
constexpr qreal kPadding = 4.0;
constexpr qreal kGap = 10.0; // between the anchor and the box
} // namespace

ChartCallout::ChartCallout(QChart *chart, QAbstractSeries *series, QPointF anchor,
                           const QString &text, Side side, int row)
    : QGraphicsObject(chart), m_chart(chart), m_series(series), m_anchor(anchor), m_text(text),
      m_side(side), m_row(row), m_font(chartFont(FontRole::PointLabel))
{
    setZValue(20.0); // above the series
    connect(chart, &QChart::plotAreaChanged, this, &ChartCallout::updateGeometry);
    updateGeometry();
}

QList<ChartCallout *> ChartCallout::of(const QChart &chart)
{
    QList<ChartCallout *> out;
    const QList<QGraphicsItem *> children = chart.childItems();
    for (QGraphicsItem *item : children) {
        if (QGraphicsObject *object = item->toGraphicsObject())
            if (auto *callout = qobject_cast<ChartCallout *>(object))
                out.append(callout);
    }
    return out;
}

void ChartCallout::updateGeometry()
{
    prepareGeometryChange();
    const QRectF plot = m_chart->plotArea();
    const QPointF tip = m_chart->mapToPosition(m_anchor, m_series);
    const QSizeF text = QFontMetricsF(m_font).size(Qt::TextSingleLine, m_text);
    const QSizeF size(text.width() + 2 * kPadding, text.height() + 2 * kPadding);

    // Beside the anchor and above it; on the other side when it would leave the plot area, below
    // the anchor when there is no room above (an anchor at the top of the plot).
    qreal left = m_side == Side::Right ? tip.x() + kGap : tip.x() - kGap - size.width();
    if (left + size.width() > plot.right())
        left = tip.x() - kGap - size.width();
    if (left < plot.left())
        left = std::min(tip.x() + kGap, plot.right() - size.width());
    qreal top = tip.y() - kGap - size.height();
    if (top < plot.top())
        top = tip.y() + kGap;
    top += m_row * (size.height() + 2.0);
    top = std::clamp(top, plot.top(), std::max(plot.top(), plot.bottom() - size.height()));

    // Below any callout laid out before this one that the box would cover (two markers close
    // together, or one flipped to the other side at the edge of the plot area).
    QRectF box(QPointF(left, top), size);
    const QList<ChartCallout *> callouts = of(*m_chart);
    for (bool moved = true; moved;) {
        moved = false;
        for (const ChartCallout *other : callouts) {
            if (other == this)
                break; // the callouts after this one make room for it
            if (other->m_box.isValid() && other->m_box.intersects(box)) {
                box.moveTop(other->m_box.bottom() + 2.0);
                moved = true;
            }
        }
    }

    setPos(0, 0);
    m_box = box;
    m_tip = tip;
    update();
}

QRectF ChartCallout::boundingRect() const
{
    return m_box.united(QRectF(m_tip, QSizeF(1, 1))).adjusted(-2, -2, 2, 2);
}

void ChartCallout::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x40, 0x40, 0x40), 1.0));
    painter->setBrush(QColor(255, 255, 255, 235));
    painter->drawRoundedRect(m_box, 3.0, 3.0);
    painter->setFont(m_font);
    painter->setPen(QColor(0x20, 0x20, 0x20));
    painter->drawText(m_box, Qt::AlignCenter, m_text);
    painter->restore();
}

} // namespace gda::ui::charts
