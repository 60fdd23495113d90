// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace gda::ui {

// For tests/bench/bench_startup: when the environment variable GPU_ADVISOR_STARTUP_PROBE names a
// file, the moment `window` has been painted for the first time (CLOCK_MONOTONIC) and the
// process's resident memory then and one second later are written there as one JSON object,
// and the application quits. Without the variable nothing is installed.
void installStartupProbe(QWidget *window);

} // namespace gda::ui
