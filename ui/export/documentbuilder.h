// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QStringList>

#include <vector>

// The parts a document of ours is made of — headings, paragraphs, tables, figures — written
// through one interface, so the same content can go into a PDF (TextDocumentBuilder and
// writePdf) or, later, a spreadsheet or a comparison report, each with its own builder.
namespace gda::ui::exporting {

// The colours of our documents.
inline const QColor kDocumentAccent(0x1f, 0x3f, 0x66);
inline const QColor kDocumentMuted(0x5a, 0x5a, 0x5a);
inline const QColor kDocumentRule(0xb8, 0xb8, 0xb8);

// A table: header texts, rows of cells, relative column widths, and which columns hold numbers
// (right-aligned).
struct TableSpec
{
    QStringList headers;
    std::vector<QStringList> rows;
    std::vector<double> widths;  // percent, one per column
    std::vector<bool> numeric;   // one per column; missing = text
    std::vector<int> groupRows;  // rows shown as a group heading across all columns
    std::vector<int> strongRows; // rows in bold (totals)
    double points = 9.0;         // text size
    double padding = 3.5;        // around each cell's text
};

// Receives a document's content in reading order. Sizes are points; a builder that has no use
// for a size or colour (a spreadsheet) ignores it.
class DocumentBuilder
{
public:
    virtual ~DocumentBuilder() = default;

    // A section heading; a new section starts on a new page unless `newPage` is false.
    virtual void heading(const QString &text, bool newPage = true) = 0;
    virtual void subheading(const QString &text) = 0;
    virtual void paragraph(const QString &text, double points = 10.0, bool bold = false,
                           const QColor &color = Qt::black, double topMargin = 0.0) = 0;
    // A paragraph that starts with a bold lead ("Cost model. The model …").
    virtual void leadParagraph(const QString &lead, const QString &text) = 0;
    // A small block of lines under a bold title, kept together.
    virtual void lines(const QString &title, const QStringList &lines) = 0;
    // Vertical room: an empty line this high, in the units of the document.
    virtual void spacer(double height) = 0;
    // The figure with this index in the document's list of figures (a chart with its caption).
    virtual void figure(int index) = 0;
    virtual void table(const TableSpec &spec) = 0;
};

} // namespace gda::ui::exporting
