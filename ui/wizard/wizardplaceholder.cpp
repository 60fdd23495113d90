// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The wizard arrives with the wizard issue; this file keeps the library non-empty.
namespace gda::ui::wizard {
}
