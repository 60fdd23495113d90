// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The resource library's own translation unit. The resources themselves are compiled by
// qt_add_resources into an object library that Qt links into every executable using
// gda_resources; a static library still needs one source of its own now that no autogen step
// (moc) adds one.
namespace gda::resources {
int anchor()
{
    return 0;
}
} // namespace gda::resources
