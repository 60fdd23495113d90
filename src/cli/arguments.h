// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandline.h"

#include <QCoreApplication>

#include <map>
#include <optional>

namespace gda::cli {

// The arguments of one command: a FILE and "--name value" options from a fixed list. Every
// accessor that checks a value reports the first problem as one line on err (cli::fail) and
// returns nullopt; the command then exits with kExitInvalid.
class Arguments
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)

public:
    // `command` names the command in messages; `allowed` lists its options ("--out", …).
    Arguments(const QString &command, const QStringList &allowed);

    // False after reporting an unknown option, a missing value, an option given twice, a
    // second FILE or no FILE at all (unless allowNoFile()).
    bool parse(const QStringList &args, Streams &io);
    // For a command that can also take its scenario from the library (--db DB --id ID).
    void allowNoFile() { m_fileOptional = true; }
    // An option that takes no value ("--all"); it must also be in `allowed`.
    void allowFlag(const QString &name) { m_flags << name; }
    bool flag(const QString &name) const { return m_options.count(name) > 0; }

    QString file() const { return m_file; }
    QString command() const { return m_command; }
    std::optional<QString> option(const QString &name) const;

    // --out, required; `example` shows what it takes ("X.pdf").
    std::optional<QString> out(Streams &io, const QString &example) const;
    // --lang: "en" or "nl"; without it the language of the command line.
    std::optional<QString> language(Streams &io) const;
    // A whole-number option within [min, max], or `fallback` when absent.
    std::optional<int> whole(const QString &name, int min, int max, int fallback,
                             Streams &io) const;

private:
    QString m_command;
    QStringList m_allowed;
    QStringList m_flags;
    QString m_file;
    bool m_fileOptional = false;
    std::map<QString, QString> m_options;
};

} // namespace gda::cli
