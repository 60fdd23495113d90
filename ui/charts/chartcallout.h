// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QList>
#include <QPointF>
#include <QString>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace gda::ui::charts {

// A text label in a box that points at a value of a series: "Break-even after 14.3 months" next
// to the crossover, "P50" next to a percentile line. A child item of the chart, so it is painted
// in the view and in every export; it follows the plot area when the chart is laid out, and
// moves to the other side of its anchor or below it rather than leave the plot area.
class ChartCallout : public QGraphicsObject
{
    Q_OBJECT

public:
    enum class Side { Right, Left };

    // `row` stacks callouts that could collide (row 1 sits one box height below row 0).
    ChartCallout(QChart *chart, QAbstractSeries *series, QPointF anchor, const QString &text,
                 Side side = Side::Right, int row = 0);

    QString text() const { return m_text; }
    QPointF anchor() const { return m_anchor; }
    QAbstractSeries *series() const { return m_series; }
    // The box with the text, in the chart's coordinates.
    QRectF box() const { return mapRectToParent(m_box); }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

    // The callouts of a chart, in the order they were added.
    static QList<ChartCallout *> of(const QChart &chart);

private:
    void updateGeometry();

    QChart *m_chart;
    QAbstractSeries *m_series;
    QPointF m_anchor;
    QString m_text;
    Side m_side;
    int m_row;
    QFont m_font;
    QRectF m_box;  // in item coordinates
    QPointF m_tip; // the anchor in item coordinates
};

} // namespace gda::ui::charts
