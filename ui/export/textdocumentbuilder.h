// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentbuilder.h"

#include <QFont>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFormat>

namespace gda::ui::exporting {

// A figure in a QTextDocument is one object character of this type whose format holds the
// figure's index (kFigureIndexProperty); writePdf() registers the handler that draws it.
inline constexpr int kFigureObjectType = QTextFormat::UserObject + 1;
inline constexpr int kFigureIndexProperty = QTextFormat::UserProperty + 1;

// The font of our documents at a size in points: no hinting, and no ligatures, so "fi" stays
// two letters and text copied or searched in a PDF matches.
QFont documentFont(double points, bool bold = false);

// Writes a document's content into a QTextDocument, block by block. Layout waits until the
// builder is gone: laying out after every insertion would cost seconds for a report.
class TextDocumentBuilder final : public DocumentBuilder
{
public:
    explicit TextDocumentBuilder(QTextDocument &document);
    ~TextDocumentBuilder() override;
    TextDocumentBuilder(const TextDocumentBuilder &) = delete;
    TextDocumentBuilder &operator=(const TextDocumentBuilder &) = delete;

    void heading(const QString &text, bool newPage = true) override;
    void subheading(const QString &text) override;
    void paragraph(const QString &text, double points = 10.0, bool bold = false,
                   const QColor &color = Qt::black, double topMargin = 0.0) override;
    void leadParagraph(const QString &lead, const QString &text) override;
    void lines(const QString &title, const QStringList &lines) override;
    void spacer(double height) override;
    void figure(int index) override;
    void table(const TableSpec &spec) override;

    // The colour of headings (a brand's accent); the default dark blue when not set.
    void setAccent(const QColor &accent) { m_accent = accent; }

private:
    // Starts a block: the document's first one, the empty one after a table, or a new one.
    void startBlock(const QTextBlockFormat &block, const QTextCharFormat &chars);

    QTextCursor m_cursor;
    QColor m_accent = kDocumentAccent;
    bool m_first = true;
    bool m_pendingEmptyBlock = false;
};

} // namespace gda::ui::exporting
