// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "passwordprompt.h"

#include <cstdio>
#include <string>

#include <termios.h>
#include <unistd.h>

namespace gda::cli {

std::optional<QString> promptPassword(const QString &prompt)
{
    if (::isatty(STDIN_FILENO) == 0)
        return std::nullopt;
    // Echo off before the prompt appears: a password typed (or pasted) the moment the prompt
    // shows must not reach the screen.
    termios saved{};
    const bool haveTerminal = ::tcgetattr(STDIN_FILENO, &saved) == 0;
    if (haveTerminal) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    }
    std::fputs(prompt.toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
    std::string line;
    for (int c = std::fgetc(stdin); c != EOF && c != '\n'; c = std::fgetc(stdin))
        if (c != '\r')
            line.push_back(char(c));
    if (haveTerminal)
        ::tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    std::fputc('\n', stderr);
    return QString::fromLocal8Bit(line.data(), qsizetype(line.size()));
}

} // namespace gda::cli
