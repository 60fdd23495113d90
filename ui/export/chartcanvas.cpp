// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartcanvas.h"

#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gda::ui::exporting {

ChartCanvas::ChartCanvas(QChart &chart, QSizeF size)
    : m_chart(chart), m_size(size), m_previousSize(chart.size())
{
    if (!m_chart.scene()) {
        m_scene = std::make_unique<QGraphicsScene>();
        m_scene->addItem(&m_chart);
    }
    m_chart.resize(m_size);
    layOut();
    thinCrowdedAxes();
    shrinkTextToFit();
}

ChartCanvas::~ChartCanvas()
{
    if (m_textScale != 1.0)
        scaleText(1.0);
    for (const auto &[axis, interval] : m_thinned)
        axis->setTickInterval(interval);
    if (m_scene) {
        m_scene->removeItem(&m_chart); // the scene must not delete the chart
    } else {
        m_chart.resize(m_previousSize);
        layOut();
    }
}

void ChartCanvas::layOut()
{
    // Graphics layouts post LayoutRequest events; deliver those (and only those, so that no
    // other part of the application runs meanwhile) until the chart is settled.
    for (int pass = 0; pass < 4; ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (QGraphicsLayout *layout = m_chart.layout())
            layout->activate();
    }
}

namespace {

// The next tick interval of the 1, 2, 2.5, 5 × 10^k series above `interval`.
double widerInterval(double interval)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(interval) + 1e-9));
    const double mantissa = interval / magnitude;
    for (double m : {2.0, 2.5, 5.0, 10.0})
        if (m > mantissa * (1.0 + 1e-9))
            return m * magnitude;
    return 20.0 * magnitude;
}

// The widest tick label of a dynamic-tick value axis, as the chart writes it.
double widestLabel(const QValueAxis &axis, const QLocale &locale, double interval)
{
    const QFontMetricsF metrics(axis.labelsFont());
    static const QRegularExpression decimalsOf(QStringLiteral("%\\.(\\d+)f"));
    const QRegularExpressionMatch match = decimalsOf.match(axis.labelFormat());
    const int decimals = match.hasMatch() ? match.captured(1).toInt() : 0;
    double widest = 0.0;
    const double anchor = axis.tickAnchor();
    double value = anchor + std::ceil((axis.min() - anchor) / interval - 1e-9) * interval;
    for (int i = 0; value <= axis.max() + interval * 1e-9 && i < 1000; ++i, value += interval)
        widest = std::max(widest, metrics.horizontalAdvance(locale.toString(value, 'f', decimals)));
    return widest;
}

} // namespace

void ChartCanvas::thinCrowdedAxes()
{
    constexpr double kLabelGap = 12.0;
    const double plotWidth = m_chart.plotArea().width();
    const QLocale locale = m_chart.localizeNumbers() ? m_chart.locale() : QLocale::c();
    bool changed = false;
    const QList<QAbstractAxis *> axes = m_chart.axes(Qt::Horizontal);
    for (QAbstractAxis *abstract : axes) {
        auto *axis = qobject_cast<QValueAxis *>(abstract);
        if (!axis || axis->tickType() != QValueAxis::TicksDynamic || axis->tickInterval() <= 0.0 ||
            axis->max() <= axis->min() || plotWidth <= 0.0)
            continue;
        const double own = axis->tickInterval();
        double interval = own;
        for (int step = 0; step < 6; ++step) {
            const double spacing = plotWidth * interval / (axis->max() - axis->min());
            if (widestLabel(*axis, locale, interval) + kLabelGap <= spacing)
                break;
            interval = widerInterval(interval);
        }
        if (interval != own) {
            m_thinned.emplace_back(axis, own);
            axis->setTickInterval(interval);
            changed = true;
        }
    }
    if (changed)
        layOut();
}

QStringList ChartCanvas::shortenedTexts() const
{
    // Qt Charts shortens a text that does not fit with "..." (ChartPresenter::truncatedText); a
    // "…" is the chart's own (the comparison's key shortens long names at a word end).
    QStringList out;
    std::vector<const QGraphicsItem *> pending{&m_chart};
    while (!pending.empty()) {
        const QGraphicsItem *item = pending.back();
        pending.pop_back();
        const QList<QGraphicsItem *> children = item->childItems();
        pending.insert(pending.end(), children.begin(), children.end());
        if (!item->isVisible())
            continue;
        QString text;
        if (const auto *rich = qgraphicsitem_cast<const QGraphicsTextItem *>(item))
            text = rich->toPlainText();
        else if (const auto *simple = qgraphicsitem_cast<const QGraphicsSimpleTextItem *>(item))
            text = simple->text();
        if (text.contains(QLatin1String("...")))
            out << text;
    }
    return out;
}

void ChartCanvas::scaleText(double factor)
{
    if (m_textScale == 1.0 && factor != 1.0) { // the chart's own sizes, before the first change
        m_title = m_chart.title();
        m_titleFont = m_chart.titleFont();
        m_legendFont = m_chart.legend()->font();
        m_axisFonts.clear();
        const QList<QAbstractAxis *> axes = m_chart.axes();
        for (QAbstractAxis *axis : axes)
            m_axisFonts.emplace_back(axis, axis->labelsFont(), axis->titleFont());
    }
    auto scaled = [factor](QFont font) {
        if (font.pointSizeF() > 0)
            font.setPointSizeF(font.pointSizeF() * factor);
        else if (font.pixelSize() > 0)
            font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
        return font;
    };
    // The subtitle's size is written into the rich-text title ("font-size:11pt").
    static const QRegularExpression size(QStringLiteral("font-size:\\s*([0-9.]+)pt"));
    QString title;
    qsizetype from = 0;
    for (auto it = size.globalMatch(m_title); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        title += QStringView(m_title).mid(from, match.capturedStart() - from);
        title += QStringLiteral("font-size:%1pt").arg(match.captured(1).toDouble() * factor);
        from = match.capturedEnd();
    }
    title += QStringView(m_title).mid(from);
    m_chart.setTitle(title);
    m_chart.setTitleFont(scaled(m_titleFont));
    m_chart.legend()->setFont(scaled(m_legendFont));
    for (const auto &[axis, labels, axisTitle] : m_axisFonts) {
        axis->setLabelsFont(scaled(labels));
        axis->setTitleFont(scaled(axisTitle));
    }
    m_textScale = factor;
    layOut();
}

void ChartCanvas::shrinkTextToFit()
{
    for (double factor : {0.9, 0.8, 0.7, 0.6, 0.5}) {
        if (shortenedTexts().isEmpty())
            return;
        scaleText(factor);
    }
}

void ChartCanvas::paint(QPainter &painter, const QRectF &target) const
{
    painter.save();
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    m_chart.scene()->render(&painter, target, m_chart.sceneBoundingRect(), Qt::IgnoreAspectRatio);
    painter.restore();
}

int ChartCanvas::screenDpi()
{
    // A new image carries the default logical DPI, which is the one fonts are laid out with.
    return QImage(1, 1, QImage::Format_RGB32).logicalDpiY();
}

} // namespace gda::ui::exporting
