// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

class QPalette;

class QTabWidget;
class QWidget;

namespace gda::ui {

// A label's text as a screen reader should speak it: without mnemonic ampersands ("&&" stays
// one "&") and without a trailing colon.
QString spokenLabel(const QString &labelText);

// Gives every widget under `root` that a QLabel names as its buddy the label's text as its
// accessible name. Qt reports a buddy to AT-SPI only when the label and the field share a parent
// widget; a field wrapped in a box of its own (error line, unit, "automatic" check box) would
// otherwise be announced without a name. A check box or radio button with a text of its own keeps
// it. Call again after a language change.
void nameBuddiesFromLabels(QWidget *root);

// Ctrl+PgDn and Ctrl+PgUp anywhere in the window of `tabs` turn to the next and the previous
// page shown, as Ctrl+Tab and Ctrl+Shift+Tab do inside it (QTabWidget has only those); in a
// table or the library's tree they would otherwise move a page of rows.
void addPageShortcuts(QTabWidget *tabs);

// WCAG 2 contrast ratio of two colours, 1 to 21 (4.5 is the minimum for normal text).
double contrastRatio(const QColor &a, const QColor &b);

// The colour of error messages and error borders in `palette`: a red with at least 4.5:1
// contrast against both the window and the base (field) colour, dark on a light theme, light on
// a dark one.
QColor errorColor(const QPalette &palette);
// "color: …" for an error label, "QLineEdit { border: 2px solid … }" for a field in error.
QString errorTextStyle(const QPalette &palette);
QString errorBorderStyle(const QPalette &palette);

// True when the palette's window colour is dark (a dark theme).
bool isDarkPalette(const QPalette &palette);
// A line colour made for a white background, as drawn on `palette`'s base: unchanged on a light
// theme; on a dark one near-black greys become the text colour and dark hues are lightened.
QColor lineColorOn(const QPalette &palette, const QColor &color);

} // namespace gda::ui
