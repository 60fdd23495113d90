// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textdocumentbuilder.h"

#include <QTextTable>

#include <algorithm>

namespace gda::ui::exporting {

namespace {
const QColor kHeaderFill(0xe8, 0xed, 0xf3);
const QColor kGroupFill(0xf4, 0xf4, 0xf4);
} // namespace

QFont documentFont(double points, bool bold)
{
    QFont font;
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setHintingPreference(QFont::PreferNoHinting);
    // No ligatures: "fi" stays two letters, so text copied or searched in the PDF matches.
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

TextDocumentBuilder::TextDocumentBuilder(QTextDocument &document) : m_cursor(&document)
{
    m_cursor.beginEditBlock();
}

TextDocumentBuilder::~TextDocumentBuilder()
{
    m_cursor.endEditBlock();
}

void TextDocumentBuilder::heading(const QString &text, bool newPage)
{
    QTextBlockFormat block;
    block.setTopMargin(newPage ? 0.0 : 14.0);
    block.setBottomMargin(8.0);
    if (newPage)
        block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    QTextCharFormat chars;
    chars.setFont(documentFont(16.0, true));
    chars.setForeground(m_accent);
    startBlock(block, chars);
    m_cursor.insertText(text, chars);
}

void TextDocumentBuilder::subheading(const QString &text)
{
    QTextBlockFormat block;
    block.setTopMargin(12.0);
    block.setBottomMargin(5.0);
    QTextCharFormat chars;
    chars.setFont(documentFont(12.0, true));
    chars.setForeground(m_accent);
    startBlock(block, chars);
    m_cursor.insertText(text, chars);
}

void TextDocumentBuilder::paragraph(const QString &text, double points, bool bold,
                                    const QColor &color, double topMargin)
{
    QTextBlockFormat block;
    block.setTopMargin(topMargin);
    block.setBottomMargin(6.0);
    block.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
    QTextCharFormat chars;
    chars.setFont(documentFont(points, bold));
    chars.setForeground(color);
    startBlock(block, chars);
    m_cursor.insertText(text, chars);
}

void TextDocumentBuilder::leadParagraph(const QString &lead, const QString &text)
{
    paragraph({});
    QTextCharFormat bold;
    bold.setFont(documentFont(10.0, true));
    m_cursor.insertText(lead + u' ', bold);
    QTextCharFormat plain;
    plain.setFont(documentFont(10.0));
    m_cursor.insertText(text, plain);
}

void TextDocumentBuilder::lines(const QString &title, const QStringList &lines)
{
    paragraph({}, 8.5);
    QTextCharFormat bold;
    bold.setFont(documentFont(8.5, true));
    m_cursor.insertText(title, bold);
    QTextCharFormat plain;
    plain.setFont(documentFont(8.5));
    for (const QString &line : lines)
        m_cursor.insertText(QChar(QChar::LineSeparator) + line, plain);
}

void TextDocumentBuilder::spacer(double height)
{
    QTextBlockFormat block;
    block.setLineHeight(height, QTextBlockFormat::FixedHeight);
    QTextCharFormat chars;
    chars.setFont(documentFont(2.0));
    startBlock(block, chars);
}

void TextDocumentBuilder::figure(int index)
{
    QTextBlockFormat block;
    block.setTopMargin(8.0);
    block.setBottomMargin(10.0);
    block.setAlignment(Qt::AlignHCenter);
    QTextCharFormat chars;
    chars.setFont(documentFont(10.0));
    startBlock(block, chars);
    QTextCharFormat object;
    object.setObjectType(kFigureObjectType);
    object.setProperty(kFigureIndexProperty, index);
    m_cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
}

void TextDocumentBuilder::table(const TableSpec &spec)
{
    const int columns = int(spec.headers.size());
    const int rows = int(spec.rows.size()) + 1;
    QTextTableFormat format;
    format.setBorder(0.6);
    format.setBorderBrush(kDocumentRule);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    format.setCellPadding(spec.padding);
    format.setCellSpacing(0);
    format.setHeaderRowCount(1);
    format.setTopMargin(4.0);
    format.setBottomMargin(8.0);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    QList<QTextLength> widths;
    for (int c = 0; c < columns; ++c)
        widths << QTextLength(QTextLength::PercentageLength, std::size_t(c) < spec.widths.size()
                                                                 ? spec.widths[std::size_t(c)]
                                                                 : 100.0 / columns);
    format.setColumnWidthConstraints(widths);
    if (m_pendingEmptyBlock) // a table right after a table needs a block in between
        m_cursor.insertBlock();
    QTextTable *table = m_cursor.insertTable(rows, columns, format);

    auto isNumeric = [&](int c) {
        return std::size_t(c) < spec.numeric.size() && spec.numeric[std::size_t(c)];
    };
    auto put = [&](int row, int column, const QString &text, bool bold, Qt::Alignment align) {
        QTextCursor cell = table->cellAt(row, column).firstCursorPosition();
        QTextBlockFormat block;
        block.setAlignment(align);
        cell.setBlockFormat(block);
        QTextCharFormat chars;
        chars.setFont(documentFont(spec.points, bold));
        cell.insertText(text, chars);
    };
    for (int c = 0; c < columns; ++c) {
        QTextTableCellFormat fill;
        fill.setBackground(kHeaderFill);
        table->cellAt(0, c).setFormat(fill);
        put(0, c, spec.headers[c], true, isNumeric(c) ? Qt::AlignRight : Qt::AlignLeft);
    }
    for (int r = 0; r < int(spec.rows.size()); ++r) {
        const QStringList &cells = spec.rows[std::size_t(r)];
        const bool group =
            std::find(spec.groupRows.begin(), spec.groupRows.end(), r) != spec.groupRows.end();
        const bool strong =
            std::find(spec.strongRows.begin(), spec.strongRows.end(), r) != spec.strongRows.end();
        if (group) {
            table->mergeCells(r + 1, 0, 1, columns);
            QTextTableCellFormat fill;
            fill.setBackground(kGroupFill);
            table->cellAt(r + 1, 0).setFormat(fill);
            put(r + 1, 0, cells.value(0), true, Qt::AlignLeft);
            continue;
        }
        for (int c = 0; c < columns; ++c)
            put(r + 1, c, cells.value(c), strong, isNumeric(c) ? Qt::AlignRight : Qt::AlignLeft);
    }
    m_cursor.movePosition(QTextCursor::End);
    m_pendingEmptyBlock = true;
}

void TextDocumentBuilder::startBlock(const QTextBlockFormat &block, const QTextCharFormat &chars)
{
    if (m_first || m_pendingEmptyBlock) {
        m_cursor.setBlockFormat(block);
        m_cursor.setBlockCharFormat(chars);
        m_cursor.setCharFormat(chars);
    } else {
        m_cursor.insertBlock(block, chars);
    }
    m_first = false;
    m_pendingEmptyBlock = false;
}

} // namespace gda::ui::exporting
