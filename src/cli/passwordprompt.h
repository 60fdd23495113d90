// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace gda::cli {

// Asks for a password on the terminal: `prompt` on stderr, the answer read from standard input
// without echo. nullopt when standard input is not a terminal (a script, a pipe): then nothing
// is asked and nothing read.
std::optional<QString> promptPassword(const QString &prompt);

} // namespace gda::cli
