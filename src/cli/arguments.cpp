// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "arguments.h"

#include "i18n/languages.h"
#include "i18n/translator.h"

namespace gda::cli {

Arguments::Arguments(const QString &command, const QStringList &allowed)
    : m_command(command), m_allowed(allowed)
{
}

bool Arguments::parse(const QStringList &args, Streams &io)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg.startsWith(QLatin1String("--"))) {
            if (!m_allowed.contains(arg)) {
                fail(io, tr("%1: unknown option \"%2\"").arg(m_command, arg));
                return false;
            }
            if (m_flags.contains(arg)) {
                if (m_options.count(arg)) {
                    fail(io, tr("%1: %2 is given twice").arg(m_command, arg));
                    return false;
                }
                m_options[arg] = QString();
                continue;
            }
            if (i + 1 >= args.size() || args[i + 1].isEmpty()) {
                fail(io, tr("%1: %2 needs a value").arg(m_command, arg));
                return false;
            }
            if (m_options.count(arg)) {
                fail(io, tr("%1: %2 is given twice").arg(m_command, arg));
                return false;
            }
            m_options[arg] = args[++i];
        } else if (m_file.isEmpty()) {
            m_file = arg;
        } else {
            fail(io, tr("%1: unexpected argument \"%2\"").arg(m_command, arg));
            return false;
        }
    }
    if (m_file.isEmpty() && !m_fileOptional) {
        fail(io, tr("%1 takes a scenario FILE").arg(m_command));
        return false;
    }
    return true;
}

std::optional<QString> Arguments::option(const QString &name) const
{
    const auto it = m_options.find(name);
    return it == m_options.end() ? std::nullopt : std::optional<QString>(it->second);
}

std::optional<QString> Arguments::out(Streams &io, const QString &example) const
{
    const auto path = option(QStringLiteral("--out"));
    if (!path)
        fail(io, tr("%1 needs --out %2").arg(m_command, example));
    return path;
}

std::optional<QString> Arguments::language(Streams &io) const
{
    const auto lang = option(QStringLiteral("--lang"));
    if (!lang)
        return i18n::Translator::instance().language();
    if (!i18n::languages().contains(*lang)) {
        fail(io, tr("%1: --lang \"%2\" is not valid (valid: %3)")
                     .arg(m_command, *lang, i18n::languages().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    return lang;
}

std::optional<int> Arguments::whole(const QString &name, int min, int max, int fallback,
                                    Streams &io) const
{
    const auto text = option(name);
    if (!text)
        return fallback;
    bool ok = false;
    const int value = text->toInt(&ok);
    if (!ok || value < min || value > max) {
        fail(io, tr("%1: %2 \"%3\" is not valid (valid: whole number %4 to %5)")
                     .arg(m_command, name, *text)
                     .arg(min)
                     .arg(max));
        return std::nullopt;
    }
    return value;
}

} // namespace gda::cli
