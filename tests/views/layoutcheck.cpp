// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutcheck.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QStyle>
#include <QTabBar>
#include <QTableView>
#include <QTextDocument>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

#include <climits>
#include <cmath>

namespace gda::test {

namespace {

// A little slack for rounding between the metrics and the painting.
constexpr int kSlack = 1;

// "QLabel 'name' in PlanView": enough to find the widget in the code.
QString describe(const QWidget *w)
{
    QString text = QLatin1String(w->metaObject()->className());
    if (!w->objectName().isEmpty() && !w->objectName().startsWith(QLatin1String("qt_")))
        text += QStringLiteral(" '%1'").arg(w->objectName());
    QStringList inside;
    for (const QWidget *p = w->parentWidget(); p && inside.size() < 3; p = p->parentWidget()) {
        const QString cls = QLatin1String(p->metaObject()->className());
        if (cls.startsWith(QLatin1String("gda::")) || !p->objectName().isEmpty())
            inside << (p->objectName().isEmpty() || p->objectName().startsWith(QLatin1String("qt_"))
                           ? cls
                           : QStringLiteral("%1 '%2'").arg(cls, p->objectName()));
    }
    if (!inside.isEmpty())
        text += QStringLiteral(" in ") + inside.join(QStringLiteral(" < "));
    return text;
}

QString quoted(QString text)
{
    text.replace(QLatin1Char('\n'), QStringLiteral(" / "));
    if (text.size() > 200)
        text = text.left(197) + QStringLiteral("...");
    return QStringLiteral("\"%1\"").arg(text);
}

QString withoutMnemonic(QString text)
{
    text.replace(QRegularExpression(QStringLiteral("&(?!&)")), QString());
    return text.replace(QStringLiteral("&&"), QStringLiteral("&"));
}

// The part of w that its parents show (they clip it), in w's coordinates.
QRect shownRect(const QWidget *w)
{
    QRect rect = w->rect();
    QPoint offset(0, 0); // w's origin in the coordinates of `p`
    for (const QWidget *p = w; !p->isWindow() && p->parentWidget(); p = p->parentWidget()) {
        offset += p->pos();
        rect &= p->parentWidget()->rect().translated(-offset);
    }
    return rect;
}

// On screen: shown, and some of it not scrolled away or clipped by its parents.
bool onScreen(const QWidget *w)
{
    return w->isVisible() && !shownRect(w).isEmpty();
}

// Whether the horizontal span of `rect` (in w's coordinates) lies within what w's parents show.
bool runsPastEdge(const QWidget *w, const QRect &rect)
{
    const QRect shown = shownRect(w);
    return rect.left() < shown.left() - kSlack || rect.right() > shown.right() + kSlack;
}

int widest(const QFontMetrics &fm, const QString &text)
{
    int width = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        width = std::max(width, fm.horizontalAdvance(line));
    return width;
}

void checkLabel(QLabel *label, QStringList &found)
{
    const QString text = label->text();
    if (text.trimmed().isEmpty() || !label->pixmap().isNull())
        return;
    const int m = label->margin();
    QRect room = label->contentsRect().adjusted(m, m, -m, -m);
    if (label->indent() > 0) {
        if (label->alignment() & Qt::AlignLeft)
            room.setLeft(room.left() + label->indent());
        if (label->alignment() & Qt::AlignRight)
            room.setRight(room.right() - label->indent());
    }
    const bool rich = label->textFormat() == Qt::RichText ||
                      (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
    QSize need;
    QString plain;
    if (rich) {
        QTextDocument doc;
        doc.setDefaultFont(label->font());
        doc.setDocumentMargin(0);
        doc.setHtml(text);
        plain = doc.toPlainText();
        if (label->wordWrap())
            doc.setTextWidth(room.width());
        need = QSize(int(std::ceil(doc.idealWidth())), int(std::ceil(doc.size().height())));
    } else {
        plain = label->buddy() ? withoutMnemonic(text) : text;
        const QFontMetrics fm = label->fontMetrics();
        if (label->wordWrap())
            need = fm.boundingRect(QRect(0, 0, room.width(), INT_MAX / 4),
                                   Qt::TextWordWrap | int(label->alignment()), plain)
                       .size();
        else
            need = fm.size(0, plain);
    }
    if (plain.trimmed().isEmpty())
        return;
    if (need.width() > room.width() + kSlack)
        found << QStringLiteral("%1: %2 needs %3 px, has %4")
                     .arg(describe(label), quoted(plain))
                     .arg(need.width())
                     .arg(room.width());
    else if (need.height() > room.height() + 2 * kSlack)
        found << QStringLiteral("%1: %2 needs %3 px of height, has %4")
                     .arg(describe(label), quoted(plain))
                     .arg(need.height())
                     .arg(room.height());
    else {
        const QRect text = QStyle::alignedRect(
            label->layoutDirection(),
            QStyle::visualAlignment(label->layoutDirection(), label->alignment()), need, room);
        if (runsPastEdge(label, text))
            found << QStringLiteral("%1: %2 runs past the edge of its parent")
                         .arg(describe(label), quoted(plain));
    }
}

void checkPlaceholder(QLineEdit *edit, QStringList &found)
{
    const QString placeholder = edit->placeholderText();
    if (!edit->text().isEmpty() || placeholder.isEmpty() || edit->toolTip().contains(placeholder))
        return; // an empty field, or one whose tooltip has the whole example
    const int frame = edit->hasFrame()
                          ? edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, edit)
                          : 0;
    const QMargins margins = edit->textMargins();
    int room = edit->width() - 2 * (frame + 2) - margins.left() - margins.right();
    for (const QToolButton *button : edit->findChildren<QToolButton *>())
        if (button->isVisible())
            room -= button->width();
    const int need = edit->fontMetrics().horizontalAdvance(placeholder);
    if (need > room + kSlack)
        found << QStringLiteral("%1: placeholder %2 needs %3 px, has %4")
                     .arg(describe(edit), quoted(placeholder))
                     .arg(need)
                     .arg(room);
}

void checkButton(QAbstractButton *button, QStringList &found)
{
    const QString text = withoutMnemonic(button->text());
    if (text.trimmed().isEmpty())
        return;
    const QSize hint = button->sizeHint();
    if (qobject_cast<QCheckBox *>(button) || qobject_cast<QRadioButton *>(button)) {
        if (button->width() < hint.width() - kSlack) {
            found << QStringLiteral("%1: %2 needs %3 px, has %4")
                         .arg(describe(button), quoted(text))
                         .arg(hint.width())
                         .arg(button->width());
            return;
        }
    }
    const QRect used(0, 0, std::min(button->width(), hint.width()), button->height());
    if (runsPastEdge(button, used))
        found << QStringLiteral("%1: %2 runs past the edge of its parent")
                     .arg(describe(button), quoted(text));
}

void checkHeader(QHeaderView *header, QStringList &found)
{
    const QAbstractItemModel *model = header->model();
    if (!model)
        return;
    const auto *view = qobject_cast<QAbstractItemView *>(header->parentWidget());
    const QStyle *style = header->style();
    const int margin = style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const bool horizontal = header->orientation() == Qt::Horizontal;
    const int extent = horizontal ? header->viewport()->width() : header->viewport()->height();
    for (int logical = 0; logical < header->count(); ++logical) {
        if (header->isSectionHidden(logical))
            continue;
        const int size = header->sectionSize(logical);
        const int position = header->sectionViewportPosition(logical);
        if (size <= 0 || position + size <= 0 || position >= extent)
            continue; // scrolled away
        const QString text = model->headerData(logical, header->orientation()).toString();
        if (text.trimmed().isEmpty())
            continue;
        QFont font = header->font();
        if (const QVariant f = model->headerData(logical, header->orientation(), Qt::FontRole);
            f.isValid())
            font = f.value<QFont>();
        // A table's header draws the title of a column with a selected cell in bold.
        if (header->highlightSections() && view && view->selectionModel() &&
            (horizontal
                 ? view->selectionModel()->columnIntersectsSelection(logical, view->rootIndex())
                 : view->selectionModel()->rowIntersectsSelection(logical, view->rootIndex())))
            font.setBold(true);
        const QFontMetrics fm(font);
        int room = (horizontal ? size : header->width()) - 2 * margin;
        if (header->isSortIndicatorShown() && header->sortIndicatorSection() == logical)
            room -= style->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin;
        if (model->headerData(logical, header->orientation(), Qt::DecorationRole).isValid())
            room -= style->pixelMetric(QStyle::PM_SmallIconSize, nullptr, header) + margin;
        const int need = widest(fm, text);
        const int lines = int(text.count(QLatin1Char('\n'))) + 1;
        const int height = horizontal ? header->height() : size;
        if (need > room + kSlack)
            found << QStringLiteral("%1: section %2 needs %3 px, has %4")
                         .arg(describe(header), quoted(text))
                         .arg(need)
                         .arg(room);
        else if (lines * fm.height() > height + kSlack)
            found << QStringLiteral("%1: section %2 needs %3 lines, has %4 px")
                         .arg(describe(header), quoted(text))
                         .arg(lines)
                         .arg(height);
    }
}

void checkCell(QAbstractItemView *view, const QModelIndex &index, QStringList &found)
{
    const QRect rect = view->visualRect(index);
    if (view->indexWidget(index))
        return; // a widget of its own, checked as one
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.trimmed().isEmpty())
        return;
    const QRect viewport = view->viewport()->rect();
    if (rect.height() > 0 && rect.width() <= 0 && rect.top() < viewport.bottom() &&
        rect.bottom() > viewport.top()) {
        found << QStringLiteral("%1: cell (%2, %3) %4 has no width")
                     .arg(describe(view))
                     .arg(index.row())
                     .arg(index.column())
                     .arg(quoted(text));
        return;
    }
    if (!rect.isValid() || !rect.intersects(viewport))
        return;
    QFont font = view->font();
    if (const QVariant f = index.data(Qt::FontRole); f.isValid())
        font = f.value<QFont>();
    const QFontMetrics fm(font);
    const QStyle *style = view->style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    int room = rect.width() - 2 * margin;
    if (index.data(Qt::DecorationRole).isValid()) {
        const QSize icon = view->iconSize().isValid()
                               ? view->iconSize()
                               : QSize(style->pixelMetric(QStyle::PM_SmallIconSize),
                                       style->pixelMetric(QStyle::PM_SmallIconSize));
        room -= icon.width() + 2 * margin;
    }
    if (index.data(Qt::CheckStateRole).isValid())
        room -= style->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, view) + 2 * margin;
    bool wrap = false;
    if (const auto *table = qobject_cast<QTableView *>(view))
        wrap = table->wordWrap();
    else if (const auto *tree = qobject_cast<QTreeView *>(view))
        wrap = tree->wordWrap();
    const QString where = QStringLiteral("%1: cell (%2, %3) %4")
                              .arg(describe(view))
                              .arg(index.row())
                              .arg(index.column())
                              .arg(quoted(text));
    if (!wrap) {
        // A cell that shortens its text on purpose carries the whole of it in its tooltip (a
        // wrapped cell is never excused: it breaks inside words).
        const QString tip = index.data(Qt::ToolTipRole).toString();
        if (!tip.isEmpty() && tip.contains(text.trimmed()))
            return;
        const int need = widest(fm, text);
        if (need > room + kSlack)
            found << where + QStringLiteral(" needs %1 px, has %2").arg(need).arg(room);
        return;
    }
    for (const QString &word :
         text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        if (fm.horizontalAdvance(word) > room + kSlack) {
            found << where + QStringLiteral(" breaks inside %1 (%2 px, has %3)")
                                 .arg(quoted(word))
                                 .arg(fm.horizontalAdvance(word))
                                 .arg(room);
            return;
        }
    const int height =
        fm.boundingRect(QRect(0, 0, std::max(room, 1), INT_MAX / 4), Qt::TextWordWrap, text)
            .height();
    if (height > rect.height() + kSlack)
        found
            << where +
                   QStringLiteral(" needs %1 px of height, has %2").arg(height).arg(rect.height());
}

void checkView(QAbstractItemView *view, QStringList &found)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return;
    auto *table = qobject_cast<QTableView *>(view);
    auto *tree = qobject_cast<QTreeView *>(view);
    int budget = 400; // rows looked at; a long list is checked where it starts
    std::function<void(const QModelIndex &)> visit = [&](const QModelIndex &parent) {
        for (int row = 0; row < model->rowCount(parent) && budget > 0; ++row, --budget) {
            if ((table && table->isRowHidden(row)) || (tree && tree->isRowHidden(row, parent)))
                continue;
            for (int column = 0; column < model->columnCount(parent); ++column) {
                if ((table && table->isColumnHidden(column)) ||
                    (tree && tree->isColumnHidden(column)))
                    continue;
                checkCell(view, model->index(row, column, parent), found);
            }
            const QModelIndex first = model->index(row, 0, parent);
            if (tree && tree->isExpanded(first))
                visit(first);
        }
    };
    visit(view->rootIndex());
}

void checkTabs(QTabBar *bar, QStringList &found)
{
    QRect room = bar->rect();
    for (const QToolButton *arrow : bar->findChildren<QToolButton *>()) {
        if (!arrow->isVisible())
            continue;
        if (arrow->geometry().center().x() > bar->width() / 2)
            room.setRight(std::min(room.right(), arrow->geometry().left() - 1));
        else
            room.setLeft(std::max(room.left(), arrow->geometry().right() + 1));
    }
    const QFontMetrics fm = bar->fontMetrics();
    const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
    for (int i = 0; i < bar->count(); ++i) {
        if (!bar->isTabVisible(i))
            continue;
        const QString text = withoutMnemonic(bar->tabText(i));
        const QRect tab = bar->tabRect(i);
        int need = fm.horizontalAdvance(text) + space;
        if (!bar->tabIcon(i).isNull())
            need += bar->iconSize().width() + 4;
        if (tab.width() < need - kSlack)
            found << QStringLiteral("%1: tab %2 needs %3 px, has %4")
                         .arg(describe(bar), quoted(text))
                         .arg(need)
                         .arg(tab.width());
        else if (tab.left() < room.left() || tab.right() > room.right())
            found << QStringLiteral("%1: tab %2 is behind the scroll arrows")
                         .arg(describe(bar), quoted(text));
    }
}

void checkToolBar(QToolBar *bar, QStringList &found)
{
    const auto *more = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
    if (!more || !more->isVisible())
        return;
    QStringList hidden;
    for (QAction *action : bar->actions()) {
        const QWidget *button = bar->widgetForAction(action);
        if (action->isVisible() && !action->isSeparator() && button && !button->isVisible())
            hidden << withoutMnemonic(action->text());
    }
    found << QStringLiteral("%1: behind the \u00bb menu: %2")
                 .arg(describe(bar), hidden.join(QStringLiteral(", ")));
}

bool truncated(const QString &text)
{
    const QString t = text.trimmed();
    return t.endsWith(QStringLiteral("...")) || t.endsWith(QChar(0x2026));
}

void checkChart(QChartView *view, QStringList &found)
{
    QChart *chart = view->chart();
    if (!chart || !view->scene())
        return;
    QSet<QString> own; // the chart's own texts that end in an ellipsis are no truncation
    const auto note = [&own](const QString &text) {
        QTextDocument doc;
        doc.setHtml(text);
        own << text.trimmed() << doc.toPlainText().trimmed();
    };
    note(chart->title());
    for (const QLegendMarker *marker : chart->legend()->markers())
        note(marker->label());
    for (QAbstractAxis *axis : chart->axes()) {
        note(axis->titleText());
        if (auto *bar = qobject_cast<QBarCategoryAxis *>(axis))
            for (const QString &category : bar->categories())
                note(category);
        if (auto *category = qobject_cast<QCategoryAxis *>(axis))
            for (const QString &label : category->categoriesLabels())
                note(label);
    }
    const QString name =
        chart->title().isEmpty()
            ? describe(view)
            : QStringLiteral("%1 (chart %2)").arg(describe(view), quoted(chart->title()));
    for (const QGraphicsItem *item : view->scene()->items()) {
        if (!item->isVisible())
            continue;
        QString text;
        if (const auto *rich = dynamic_cast<const QGraphicsTextItem *>(item))
            text = rich->toPlainText();
        else if (const auto *simple = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
            text = simple->text();
        if (truncated(text) && !own.contains(text.trimmed()))
            found << QStringLiteral("%1: %2 truncated").arg(name, quoted(text));
    }
}

} // namespace

QStringList clippedTexts(QWidget *window)
{
    QApplication::processEvents();
    QStringList found;
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    for (QWidget *w : widgets) {
        if (w->window() != window || !onScreen(w))
            continue;
        if (auto *label = qobject_cast<QLabel *>(w))
            checkLabel(label, found);
        else if (auto *edit = qobject_cast<QLineEdit *>(w))
            checkPlaceholder(edit, found);
        else if (qobject_cast<QCheckBox *>(w) || qobject_cast<QRadioButton *>(w) ||
                 qobject_cast<QPushButton *>(w))
            checkButton(static_cast<QAbstractButton *>(w), found);
        else if (auto *header = qobject_cast<QHeaderView *>(w))
            checkHeader(header, found);
        // A table or a chart wider than what its page shows: its right part is cut off at the
        // page's edge (a page that scrolls sideways).
        if ((qobject_cast<QAbstractItemView *>(w) && !qobject_cast<QHeaderView *>(w)) ||
            qobject_cast<QChartView *>(w))
            if (runsPastEdge(w, w->rect()))
                found << QStringLiteral("%1: runs past the edge of its page (%2 px, %3 shown)")
                             .arg(describe(w))
                             .arg(w->width())
                             .arg(shownRect(w).width());
        if (auto *view = qobject_cast<QAbstractItemView *>(w);
            view && !qobject_cast<QHeaderView *>(w))
            checkView(view, found);
        else if (auto *bar = qobject_cast<QTabBar *>(w))
            checkTabs(bar, found);
        else if (auto *toolbar = qobject_cast<QToolBar *>(w))
            checkToolBar(toolbar, found);
        else if (auto *chart = qobject_cast<QChartView *>(w))
            checkChart(chart, found);
    }
    return found;
}

} // namespace gda::test
