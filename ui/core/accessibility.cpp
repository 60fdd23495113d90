// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "accessibility.h"

#include <QAbstractButton>
#include <QLabel>
#include <QPalette>
#include <QShortcut>
#include <QTabWidget>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace gda::ui {

QString spokenLabel(const QString &labelText)
{
    QString text;
    text.reserve(labelText.size());
    for (qsizetype i = 0; i < labelText.size(); ++i) {
        if (labelText[i] == u'&' && i + 1 < labelText.size()) {
            ++i; // "&x" → "x", "&&" → "&"
        } else if (labelText[i] == u'&') {
            continue;
        }
        text += labelText[i];
    }
    text = text.trimmed();
    if (text.endsWith(u':'))
        text.chop(1);
    return text.trimmed();
}

void addPageShortcuts(QTabWidget *tabs)
{
    // To the next page shown (a tab may be hidden, as the version 2 pages are for version 1).
    const auto turn = [tabs](int step) {
        const int count = tabs->count();
        for (int i = 1; i < count; ++i) {
            const int tab = (tabs->currentIndex() + step * i + count * i) % count;
            if (tabs->isTabVisible(tab) && tabs->isTabEnabled(tab)) {
                tabs->setCurrentIndex(tab);
                return;
            }
        }
    };
    // The whole window: from the library beside the tabs too, whose tree would otherwise take
    // the keys to move its selection (issue 35).
    auto *next = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown), tabs);
    next->setContext(Qt::WindowShortcut);
    QObject::connect(next, &QShortcut::activated, tabs, [turn] { turn(1); });
    auto *previous = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp), tabs);
    previous->setContext(Qt::WindowShortcut);
    QObject::connect(previous, &QShortcut::activated, tabs, [turn] { turn(-1); });
}

void nameBuddiesFromLabels(QWidget *root)
{
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        QWidget *buddy = label->buddy();
        if (!buddy || label->text().isEmpty())
            continue;
        // A check box or radio button speaks its own text ("Yes, its jobs may wait…"); the row's
        // label ("Can it wait?") would replace it (issue 35).
        if (const auto *button = qobject_cast<const QAbstractButton *>(buddy);
            button && !button->text().isEmpty())
            continue;
        buddy->setAccessibleName(spokenLabel(label->text()));
    }
}

namespace {
double relativeLuminance(const QColor &color)
{
    const auto channel = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) +
           0.0722 * channel(color.blueF());
}
} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor errorColor(const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    const bool dark = window.lightness() < 128;
    // #b00020 on a light theme (7.3:1 on white), #ff8a80 on a dark one; made darker or lighter
    // in steps when the theme's colours are closer than that.
    QColor color = dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
    for (int step = 0; step < 20; ++step) {
        if (contrastRatio(color, window) >= 4.5 && contrastRatio(color, base) >= 4.5)
            break;
        color = dark ? color.lighter(110) : color.darker(115);
        if (dark && color.lightness() >= 250)
            color = QColor(0xff, 0xe0, 0xe0);
    }
    return color;
}

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor lineColorOn(const QPalette &palette, const QColor &color)
{
    if (!isDarkPalette(palette))
        return color;
    if (color.lightness() < 90 && color.hslSaturation() < 40)
        return palette.color(QPalette::Text);
    if (color.lightness() < 140)
        return color.lighter(165);
    return color;
}

QString errorTextStyle(const QPalette &palette)
{
    return QStringLiteral("color: %1;").arg(errorColor(palette).name());
}

QString errorBorderStyle(const QPalette &palette)
{
    return QStringLiteral("QLineEdit { border: 2px solid %1; }").arg(errorColor(palette).name());
}

} // namespace gda::ui
