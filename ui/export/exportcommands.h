// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/commandline.h"

namespace gda::ui::exporting {

// Runs one of the commands that draw, offscreen (no display needed); what gpu-advisor-render
// does when gpu-advisor-cli hands it `report` or `chart` (synopsis in cli/exportcommands.h):
//   report FILE --out X.pdf [--lang nl|en] [--paper a4|letter] [--author NAME] [--firm NAME]
//          [--logo X.png|X.svg] [--confidential TEXT] [--accent #RRGGBB] [--compare FILE,FILE]
//   compare FILE FILE [FILE FILE] | --db DB --ids 1,2,3 --out X.png|X.svg|X.pdf|X.csv
//           [--lang nl|en] [--indexed]
//   chart FILE --kind KIND --out X.png|X.svg|X.pdf [--lang nl|en] [--width W] [--height H]
//         [--dpi D]
// Exit 2 for bad arguments or input, 1 when the file cannot be written; either way one line on
// stderr. On success the written path is printed.
int runRenderCommand(const QString &name, const QStringList &args, cli::Streams &io);

} // namespace gda::ui::exporting
