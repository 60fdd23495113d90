// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfdocument.h"

#include "exportfiles.h"
#include "textdocumentbuilder.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>

#include <algorithm>

namespace gda::ui::exporting {

namespace {

// Draws a figure (chart and caption below it) where the document holds its object character,
// so the chart stays vector graphics and never parts from its caption.
class FigureObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    FigureObject(const std::vector<Figure> &figures, double width, QPaintDevice *device)
        : m_figures(figures), m_width(width), m_device(device), m_captionFont(documentFont(9.0))
    {
        m_captionFont.setItalic(true);
    }

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        const Figure *figure = figureOf(format);
        if (!figure)
            return {};
        return {m_width, chartHeight(*figure) + kCaptionGap + captionHeight(figure->caption)};
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override
    {
        const Figure *figure = figureOf(format);
        if (!figure)
            return;
        const QRectF chartRect(rect.topLeft(), QSizeF(m_width, chartHeight(*figure)));
        figure->canvas->paint(*painter, chartRect);
        painter->save();
        painter->setPen(QPen(kDocumentRule, 0.8));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(chartRect);
        painter->setFont(QFont(m_captionFont, m_device));
        painter->setPen(kDocumentMuted);
        painter->drawText(QRectF(rect.left(), chartRect.bottom() + kCaptionGap, m_width,
                                 captionHeight(figure->caption)),
                          Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, figure->caption);
        painter->restore();
    }

private:
    static constexpr double kCaptionGap = 6.0;

    const Figure *figureOf(const QTextFormat &format) const
    {
        const int index = format.intProperty(kFigureIndexProperty);
        return index >= 0 && std::size_t(index) < m_figures.size() ? &m_figures[std::size_t(index)]
                                                                   : nullptr;
    }
    double chartHeight(const Figure &figure) const
    {
        return m_width * figure.layoutSize.height() / figure.layoutSize.width();
    }
    double captionHeight(const QString &caption) const
    {
        const QFontMetricsF metrics(m_captionFont, m_device);
        return metrics
                   .boundingRect(QRectF(0, 0, m_width, 1e6), Qt::AlignLeft | Qt::TextWordWrap,
                                 caption)
                   .height() +
               2.0;
    }

    const std::vector<Figure> &m_figures;
    double m_width;
    QPaintDevice *m_device;
    QFont m_captionFont;
};

} // namespace

QString paperKey(Paper paper)
{
    return paper == Paper::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

std::optional<Paper> paperFromKey(const QString &key)
{
    const QString lower = key.toLower();
    if (lower == QLatin1String("a4"))
        return Paper::A4;
    if (lower == QLatin1String("letter"))
        return Paper::Letter;
    return std::nullopt;
}

QRectF titleBand(const PageGeometry &g)
{
    return {0.0, 0.0, g.page.width(), g.margin * 1.6};
}

void drawTitleBand(QPainter &painter, const PageGeometry &g, const QString &text,
                   double reserveRight, const QColor &color)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    const double band = titleBand(g).height();
    painter.drawRect(titleBand(g));
    painter.setPen(Qt::white);
    painter.setFont(QFont(documentFont(13.0, true), painter.device()));
    const double width = std::max(0.0, g.page.width() - 2 * g.margin - reserveRight);
    painter.drawText(
        QRectF(g.margin, 0, width, band), Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(painter.font(), painter.device()).elidedText(text, Qt::ElideRight, width));
    painter.restore();
}

void drawLeftAndRight(QPainter &painter, const QRectF &box, const QString &left,
                      const QString &right)
{
    const QFontMetricsF metrics(painter.font(), painter.device());
    const double gap = 2.0 * metrics.averageCharWidth();
    // The right text keeps at least half the line, the left one gets what is left.
    const QString shownRight = metrics.elidedText(right, Qt::ElideRight, box.width() / 2.0);
    const double room = box.width() - metrics.horizontalAdvance(shownRight) - gap;
    painter.drawText(box, Qt::AlignLeft | Qt::AlignTop,
                     metrics.elidedText(left, Qt::ElideRight, std::max(0.0, room)));
    painter.drawText(box, Qt::AlignRight | Qt::AlignTop, shownRight);
}

void drawRunningHeader(QPainter &painter, const PageGeometry &g, const QString &left,
                       const QString &right, const QString &footerLeft, const QString &footerRight)
{
    painter.save();
    painter.setFont(QFont(documentFont(8.0), painter.device()));
    painter.setPen(kDocumentMuted);
    const double width = g.page.width() - 2 * g.margin;
    const QRectF header(g.margin, g.margin - g.header * 0.2, width, g.header);
    drawLeftAndRight(painter, header, left, right);
    const double ruleY = g.margin + g.header * 0.75;
    painter.setPen(QPen(kDocumentRule, 0.6));
    painter.drawLine(QPointF(g.margin, ruleY), QPointF(g.margin + width, ruleY));
    const double footerY = g.page.height() - g.margin - g.header * 0.2;
    painter.drawLine(QPointF(g.margin, footerY), QPointF(g.margin + width, footerY));
    painter.setPen(kDocumentMuted);
    const QRectF footer(g.margin, footerY + g.header * 0.25, width, g.header);
    drawLeftAndRight(painter, footer, footerLeft, footerRight);
    painter.restore();
}

QString writePdf(const PdfDocument &spec, QIODevice &device)
{
    QPdfWriter writer(&device);
    writer.setCreator(QStringLiteral("GPU Decision Advisor"));
    writer.setTitle(spec.title);
    const int dpi = ChartCanvas::screenDpi();
    writer.setResolution(dpi);
    writer.setPageSize(QPageSize(spec.paper == Paper::Letter ? QPageSize::Letter : QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));

    PageGeometry geometry;
    geometry.page = QSizeF(writer.width(), writer.height());
    geometry.margin = spec.marginMm / 25.4 * dpi;
    geometry.header = spec.headerMm / 25.4 * dpi;
    const QRectF content = geometry.content();

    QTextDocument document;
    document.setUseDesignMetrics(true);
    document.documentLayout()->setPaintDevice(&writer);
    document.setDefaultFont(documentFont(10.0));
    document.setDocumentMargin(0);
    QTextFrameFormat root = document.rootFrame()->frameFormat();
    root.setLeftMargin(content.left());
    root.setRightMargin(geometry.page.width() - content.right());
    root.setTopMargin(content.top());
    root.setBottomMargin(geometry.page.height() - content.bottom());
    document.rootFrame()->setFrameFormat(root);
    document.setPageSize(geometry.page);

    static const std::vector<Figure> kNoFigures;
    const double figureWidth = spec.figureWidth ? spec.figureWidth(content) : content.width();
    FigureObject figures(spec.figures ? *spec.figures : kNoFigures, figureWidth, &writer);
    document.documentLayout()->registerHandler(kFigureObjectType, &figures);
    {
        TextDocumentBuilder builder(document);
        builder.setAccent(spec.accent);
        if (spec.build)
            spec.build(builder);
    }

    const int pages = document.pageCount();
    QPainter painter;
    if (!painter.begin(&writer))
        return tr("the PDF writer cannot start");
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    for (int page = 0; page < pages; ++page) {
        if (page > 0 && !writer.newPage())
            return tr("the PDF writer cannot add a page");
        if (spec.decoratePage)
            spec.decoratePage(painter, geometry, page + 1, pages);
        painter.save();
        const QRectF view(0, page * geometry.page.height(), geometry.page.width(),
                          geometry.page.height());
        painter.translate(0, -view.top());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
    }
    if (!painter.end())
        return tr("the PDF writer failed");
    return {};
}

} // namespace gda::ui::exporting

#include "pdfdocument.moc"
