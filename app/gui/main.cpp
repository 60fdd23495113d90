// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "guiapp.h"

int main(int argc, char *argv[])
{
    return gda::app::runDesktopApp(argc, argv);
}
