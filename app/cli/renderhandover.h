// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandline.h"

namespace gda::app {

// Hands a command that draws (report, chart) to gpu-advisor-render: the rendering program
// replaces this process (exec) with the very arguments this one got, so its output, messages
// and exit status are the command's. It is looked for beside this executable (the build tree),
// then in the package's libexec folder relative to it (../libexec/gpu-advisor/ from /usr/bin).
class RenderHandover
{
public:
    RenderHandover(int argc, char **argv);

    // Where the rendering program is; empty when it is in neither place.
    static QString program();

    // Does not return when the hand-over succeeds; otherwise reports why (exit status 1).
    int run(cli::Streams &io) const;

private:
    int m_argc;
    char **m_argv;
};

} // namespace gda::app
