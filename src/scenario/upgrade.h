// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

// Version 1 → version 2 of the scenario format (`gpu-advisor-cli validate --upgrade`, the
// library's "upgrade as a new revision"; docs/methodology.md §12.1).
namespace gda::scenarioupgrade {

// The version 2 form of a version 1 scenario: its one workload as inputs.workloads[0] in the
// utilization form, shiftable and not interruptible, with the reserved GPUs of `reserved` pricing
// (cloud.reserved_gpus, default N) as the workload's own reservation; the on-premise and hybrid
// fleets version 1 would buy as one purchase at month 1 each (the hybrid baseline of §3 written
// out, not the version 2 search). Everything else is kept; the version 1-only fields
// (inputs.workload, cloud.pricing, cloud.reserved_gpus, onprem.gpus, onprem.hybrid_gpus,
// workload_type, the uncertainty section) are left out. A version 2 scenario is returned as it is.
//
// The three options of version 1 cost the same in both forms, except where version 2's rules
// differ by design (§12.1): lease and loan payments after the horizon are charged in its last
// month, and the multi-cloud option is added.
Scenario toVersion2(const Scenario &scenario);

} // namespace gda::scenarioupgrade
