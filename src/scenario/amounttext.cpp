// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "amounttext.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace gda::amounttext {

namespace {

struct Msg // this file's translation context
{
    Q_DECLARE_TR_FUNCTIONS(gda::amounttext)
};

bool isSpace(QChar c)
{
    return c.isSpace() || c == QChar(0x00A0) || c == QChar(0x202F) || c == QChar(0x2009);
}

// The text without currency signs and codes, spaces normalised and trimmed.
QString withoutCurrency(const QString &text)
{
    QString s;
    s.reserve(text.size());
    for (QChar c : text)
        s.append(isSpace(c) ? QChar(u' ') : c);
    s.remove(u'€');
    s.remove(u'$');
    s.remove(QStringLiteral("EUR"), Qt::CaseInsensitive);
    s.remove(QStringLiteral("USD"), Qt::CaseInsensitive);
    return s.trimmed();
}

// The part of `s` that makes up the number ("1.500.000", "1,5"), spaces between digits included,
// and what follows it.
std::pair<QString, QString> splitNumber(const QString &s)
{
    qsizetype end = 0;
    while (end < s.size()) {
        const QChar c = s[end];
        if (c.isDigit() || c == u'.' || c == u',') {
            ++end;
            continue;
        }
        // A space inside the number ("1 500 000") but not before a multiplier ("1,5 mln").
        if (c == u' ' && end > 0 && s[end - 1].isDigit() && end + 1 < s.size() &&
            s[end + 1].isDigit()) {
            ++end;
            continue;
        }
        break;
    }
    return {s.left(end), s.mid(end).trimmed()};
}

// Digits grouped by thousands: a first group of one to three digits, then groups of three.
bool wellGrouped(const QString &integer, QChar separator)
{
    const QStringList groups = integer.split(separator);
    if (groups.first().isEmpty() || groups.first().size() > 3)
        return false;
    for (qsizetype i = 1; i < groups.size(); ++i)
        if (groups[i].size() != 3)
            return false;
    return true;
}

// The number of a text that holds only digits, '.' and ','; nullopt when the separators do not
// make sense.
std::optional<double> readNumber(QString s, const QLocale &locale)
{
    s.remove(u' ');
    const qsizetype dots = s.count(u'.');
    const qsizetype commas = s.count(u',');
    QChar decimal;
    QChar group;
    if (dots > 0 && commas > 0) {
        decimal = s.lastIndexOf(u'.') > s.lastIndexOf(u',') ? QChar(u'.') : QChar(u',');
        group = decimal == u'.' ? QChar(u',') : QChar(u'.');
        if (s.count(decimal) > 1)
            return std::nullopt;
    } else if (dots + commas > 1) {
        group = dots > 0 ? QChar(u'.') : QChar(u',');
    } else if (dots + commas == 1) {
        const QChar separator = dots > 0 ? QChar(u'.') : QChar(u',');
        const bool threeDigitsAfter = s.size() - s.indexOf(separator) - 1 == 3;
        const bool localeGroup = locale.groupSeparator() == QString(separator);
        if (localeGroup && threeDigitsAfter && s.indexOf(separator) > 0 && !s.startsWith(u'0'))
            group = separator;
        else
            decimal = separator;
    }
    QString integer = s;
    QString fraction;
    if (!decimal.isNull()) {
        const qsizetype at = s.indexOf(decimal);
        integer = s.left(at);
        fraction = s.mid(at + 1);
        if (!group.isNull() && fraction.contains(group))
            return std::nullopt;
    }
    if (!group.isNull()) {
        if (!wellGrouped(integer, group))
            return std::nullopt;
        integer.remove(group);
    }
    if (integer.isEmpty() && fraction.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double value = QString(integer + u'.' + fraction).toDouble(&ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

bool allLetters(const QString &s)
{
    for (QChar c : s)
        if (!c.isLetter() && c != u'.')
            return false;
    return !s.isEmpty();
}

} // namespace

double multiplier(const QString &suffix)
{
    QString s = suffix.trimmed().toLower();
    if (s.endsWith(u'.'))
        s.chop(1);
    static const QStringList thousands{QStringLiteral("k"), QStringLiteral("thousand"),
                                       QStringLiteral("duizend")};
    static const QStringList millions{QStringLiteral("m"),       QStringLiteral("mn"),
                                      QStringLiteral("mln"),     QStringLiteral("mio"),
                                      QStringLiteral("million"), QStringLiteral("miljoen")};
    static const QStringList billions{QStringLiteral("b"),       QStringLiteral("bn"),
                                      QStringLiteral("mld"),     QStringLiteral("mrd"),
                                      QStringLiteral("billion"), QStringLiteral("miljard")};
    if (thousands.contains(s))
        return 1e3;
    if (millions.contains(s))
        return 1e6;
    if (billions.contains(s))
        return 1e9;
    return 0.0;
}

std::variant<double, Problem> parse(const QString &text, const QLocale &locale,
                                    const Options &options)
{
    QString s = withoutCurrency(text);
    bool negative = false;
    if (s.startsWith(u'(') && s.endsWith(u')')) {
        negative = true;
        s = withoutCurrency(s.mid(1, s.size() - 2));
    }
    if (s.startsWith(u'-') || s.startsWith(QChar(0x2212))) {
        negative = true;
        s = withoutCurrency(s.mid(1));
    } else if (s.startsWith(u'+')) {
        s = withoutCurrency(s.mid(1));
    }
    if (s.isEmpty())
        return Problem::Empty;
    const auto [number, suffix] = splitNumber(s);
    bool hasDigit = false;
    for (QChar c : number)
        hasDigit = hasDigit || c.isDigit();
    if (!hasDigit)
        return Problem::Letters;
    double factor = 1.0;
    if (!suffix.isEmpty()) {
        factor = options.allowMultiplier ? multiplier(suffix) : 0.0;
        if (factor == 0.0)
            return options.allowMultiplier && allLetters(suffix) ? Problem::UnknownSuffix
                                                                 : Problem::Letters;
    }
    const std::optional<double> value = readNumber(number, locale);
    if (!value)
        return Problem::Separators;
    if (negative && !options.allowNegative && *value != 0.0)
        return Problem::Negative;
    return (negative ? -*value : *value) * factor;
}

QString validForms(const QLocale &locale, const Options &options)
{
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    QStringList forms{plain.toString(1500000), locale.toString(1500000.5, 'f', 2)};
    if (options.allowMultiplier)
        forms << locale.toString(1.5) + u'M' << locale.toString(1.5) + QStringLiteral(" mln")
              << QStringLiteral("250k");
    if (options.allowNegative)
        forms << plain.toString(-5);
    return forms.join(QStringLiteral(", "));
}

QString explain(Problem problem, const QString &typed, const QLocale &locale,
                const Options &options)
{
    const QString forms = validForms(locale, options);
    switch (problem) {
    case Problem::Empty:
        return Msg::tr("Enter an amount. Valid forms: %1.").arg(forms);
    case Problem::Letters:
        return Msg::tr("“%1” is not an amount. Valid forms: %2.").arg(typed, forms);
    case Problem::Separators:
        return Msg::tr("“%1” has two decimal separators or a misplaced thousands separator. "
                       "Valid forms: %2.")
            .arg(typed, forms);
    case Problem::Negative:
        return Msg::tr("“%1” is negative; this amount cannot be. Valid forms: %2.")
            .arg(typed, forms);
    case Problem::UnknownSuffix: {
        const QString suffix = splitNumber(withoutCurrency(typed)).second;
        return Msg::tr("“%1”: “%2” is not a known multiplier (k, M, mln, bn). Valid forms: %3.")
            .arg(typed, suffix, forms);
    }
    }
    return {};
}

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

} // namespace gda::amounttext
