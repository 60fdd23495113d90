// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Chart builders arrive with the export issue; this file keeps the library non-empty.
namespace gda::ui::exporting {
}
