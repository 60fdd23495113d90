# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DLINKS=<build>/gda_store.links -P check-store-links.cmake
# Fails when gda_store links gda_engine, directly or through another target, or when the list
# does not even hold gda_scenario (then the walk that wrote it is broken, not the store fixed).
cmake_minimum_required(VERSION 3.25)
file(READ "${LINKS}" links)
string(STRIP "${links}" links)
message(STATUS "gda_store links: ${links}")
if(NOT "gda_scenario" IN_LIST links)
    message(FATAL_ERROR "the link closure of gda_store lacks gda_scenario: ${links}")
endif()
if("gda_engine" IN_LIST links)
    message(FATAL_ERROR "gda_store links gda_engine: ${links}")
endif()
