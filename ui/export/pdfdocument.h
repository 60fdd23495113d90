// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartcanvas.h"
#include "documentbuilder.h"

#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QIODevice;
class QPainter;
QT_END_NAMESPACE

// A multi-page vector PDF of a document written through a DocumentBuilder, with its figures
// (charts as vector graphics, each kept together with its caption) and a decoration per page
// (a cover band, a running header and footer).
namespace gda::ui::exporting {

enum class Paper { A4, Letter };

// "a4", "letter" (command line, settings) and back.
QString paperKey(Paper paper);
std::optional<Paper> paperFromKey(const QString &key);

// One chart of a document with its caption, laid out once at `layoutSize` (pixels at 96 DPI,
// as on screen) and scaled to the figure width.
struct Figure
{
    QSize layoutSize;
    std::unique_ptr<QChart> chart;
    std::unique_ptr<ChartCanvas> canvas;
    QString caption;
};

// Page geometry in device units of the PDF writer (pixels at the screen's DPI).
struct PageGeometry
{
    QSizeF page;
    double margin = 0.0;
    double header = 0.0; // room for the running header and footer inside the margins
    QRectF content() const
    {
        return {margin, margin + header, page.width() - 2 * margin,
                page.height() - 2 * (margin + header)};
    }
};

struct PdfDocument
{
    QString title;                   // the PDF's metadata
    QColor accent = kDocumentAccent; // headings (and the report's cover band)
    Paper paper = Paper::A4;
    double marginMm = 20.0;
    double headerMm = 8.0;
    const std::vector<Figure> *figures = nullptr; // what DocumentBuilder::figure() refers to
    // The width of every figure for a content area; the full width when not set.
    std::function<double(const QRectF &content)> figureWidth;
    // Writes the content.
    std::function<void(DocumentBuilder &builder)> build;
    // Draws what a page has besides the content (page counts from 1); may be empty.
    std::function<void(QPainter &painter, const PageGeometry &geometry, int page, int pages)>
        decoratePage;
};

// Lays the document out and writes it to `device`. Returns an empty string or one translated
// line naming the problem.
QString writePdf(const PdfDocument &document, QIODevice &device);

// A coloured band across the top of the page with `text` in it (a cover); the text keeps clear
// of the band's last `reserveRight` device units (a logo there).
QRectF titleBand(const PageGeometry &geometry);
void drawTitleBand(QPainter &painter, const PageGeometry &geometry, const QString &text,
                   double reserveRight = 0.0, const QColor &color = kDocumentAccent);
// `left` and `right` on one line of `box`, aligned to its edges: a text too long for the line is
// elided ("…"), never drawn over the other.
void drawLeftAndRight(QPainter &painter, const QRectF &box, const QString &left,
                      const QString &right);
// A running header (left and right) and footer (left and right), each under or over a rule.
void drawRunningHeader(QPainter &painter, const PageGeometry &geometry, const QString &left,
                       const QString &right, const QString &footerLeft, const QString &footerRight);

} // namespace gda::ui::exporting
