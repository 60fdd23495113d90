# SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a .ts file is not finished or not up to date with the sources.
#
#   cmake -DLUPDATE=… -DPYTHON=… -DFILL_ENGLISH=… -DTS_NL=… -DTS_EN=… -DSOURCES=<list file>
#         -DINCLUDES=<list file> -DWORK_DIR=… -P check-translations.cmake
#
# 1. No entry of either file may be type="unfinished", "vanished" or "obsolete", and no Dutch
#    translation may be empty.
# 2. lupdate, run on the sources into a temporary copy of each file with the options of
#    translations/CMakeLists.txt (and fill-english-plurals.py for the English one), must leave
#    the copy as it is: otherwise strings were added, changed or removed in the sources and
#    `cmake --build <dir> --target update_translations` (then translating) is due.
# 3. Every context of the Dutch file is one the code looks messages up under at run time: a
#    class with Q_OBJECT (its tr()), a Q_DECLARE_TR_FUNCTIONS(context) or a literal
#    QCoreApplication::translate("context", …). A context lupdate made up from an enclosing
#    class or namespace that the code never uses means translated text shown in English.
cmake_minimum_required(VERSION 3.21)

foreach(var LUPDATE PYTHON FILL_ENGLISH TS_NL TS_EN SOURCES INCLUDES WORK_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check-translations.cmake: ${var} is not set")
    endif()
endforeach()

set(failures "")

# The source texts of the messages of `ts` that match `pattern`, one per line, and their count.
# (CMake's regular expressions are greedy only: each </message> becomes one separator character;
# semicolons and square brackets, which CMake lists treat specially, become others.)
function(messages_matching ts pattern out count_out)
    file(READ "${ts}" content)
    string(ASCII 30 semicolon)
    string(ASCII 31 separator)
    string(ASCII 28 open_bracket)
    string(ASCII 29 close_bracket)
    string(REPLACE ";" "${semicolon}" content "${content}")
    string(REPLACE "[" "${open_bracket}" content "${content}")
    string(REPLACE "]" "${close_bracket}" content "${content}")
    string(REPLACE "</message>" "${separator}" content "${content}")
    string(REGEX MATCHALL "<message[^${separator}]*${separator}" messages "${content}")
    set(found "")
    set(count 0)
    foreach(m IN LISTS messages)
        if(m MATCHES "${pattern}")
            string(REGEX MATCH "<source>([^<]*)</source>" _ "${m}")
            string(REPLACE "${semicolon}" ";" source "${CMAKE_MATCH_1}")
            string(REPLACE "${open_bracket}" "[" source "${source}")
            string(REPLACE "${close_bracket}" "]" source "${source}")
            string(APPEND found "\n    [${source}]")
            math(EXPR count "${count} + 1")
        endif()
    endforeach()
    set(${out} "${found}" PARENT_SCOPE)
    set(${count_out} ${count} PARENT_SCOPE)
endfunction()

function(check_finished ts)
    get_filename_component(name "${ts}" NAME)
    foreach(state unfinished vanished obsolete)
        messages_matching("${ts}" "<translation type=\"${state}\"" found count)
        if(count GREATER 0)
            string(APPEND failures "${name}: ${count} ${state} entries:${found}\n")
        endif()
    endforeach()
    # Empty translations fall back to English at run time.
    messages_matching("${ts}" "<translation>[ \t\r\n]*</translation>|<translation/>|<numerusform>[ \t\r\n]*</numerusform>|<numerusform/>" found count)
    if(count GREATER 0)
        string(APPEND failures "${name}: ${count} empty translations:${found}\n")
    endif()
    set(failures "${failures}" PARENT_SCOPE)
endfunction()

function(normalized path out)
    file(READ "${path}" content)
    string(REGEX REPLACE "[ \t\r\n]+" " " content "${content}")
    string(STRIP "${content}" content)
    set(${out} "${content}" PARENT_SCOPE)
endfunction()

# Runs lupdate into a copy of `ts` and compares the copy with the committed file.
function(check_up_to_date ts)
    get_filename_component(name "${ts}" NAME)
    set(copy "${WORK_DIR}/${name}")
    file(COPY_FILE "${ts}" "${copy}")
    execute_process(
        COMMAND "${LUPDATE}" -no-obsolete -locations none ${ARGN} "@${LIST_FILE}" -ts "${copy}"
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        string(APPEND failures "${name}: lupdate failed (${rc}):\n${out}${err}\n")
        set(failures "${failures}" PARENT_SCOPE)
        return()
    endif()
    if(POST_COMMAND)
        execute_process(COMMAND ${POST_COMMAND} "${copy}" RESULT_VARIABLE rc ERROR_VARIABLE err)
        if(NOT rc EQUAL 0)
            string(APPEND failures "${name}: ${POST_COMMAND} failed (${rc}):\n${err}\n")
        endif()
    endif()
    normalized("${ts}" committed)
    normalized("${copy}" updated)
    if(NOT committed STREQUAL updated)
        messages_matching("${copy}" "<translation type=\"unfinished\"" added count)
        string(APPEND failures
            "${name} is not up to date with the sources: lupdate adds, changes or removes entries. "
            "Run `cmake --build <build dir> --target update_translations` and translate.\n"
            "  ${count} new or changed source texts:${added}\n")
        find_program(DIFF diff)
        if(DIFF)
            execute_process(COMMAND "${DIFF}" -u "${ts}" "${copy}" OUTPUT_VARIABLE diff)
            string(APPEND failures "${diff}\n")
        endif()
    endif()
    set(failures "${failures}" PARENT_SCOPE)
endfunction()

check_finished("${TS_NL}")
check_finished("${TS_EN}")

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
# The Dutch file: qt_add_lupdate's run, with the include directories of translations/.
file(STRINGS "${SOURCES}" sources)
file(STRINGS "${INCLUDES}" includes)
set(LIST_FILE "${WORK_DIR}/lupdate-nl.lst")
list(TRANSFORM includes PREPEND "-I")
list(JOIN includes "\n" lines)
list(JOIN sources "\n" source_lines)
file(WRITE "${LIST_FILE}" "${lines}\n${source_lines}\n")
set(POST_COMMAND "")
check_up_to_date("${TS_NL}")
# The English file: plural forms only, then filled from the "(s)" convention; like the
# gda_translations_en_lupdate target, with the same include directories.
set(LIST_FILE "${WORK_DIR}/lupdate-en.lst")
file(WRITE "${LIST_FILE}" "${lines}\n${source_lines}\n")
set(POST_COMMAND "${PYTHON}" "${FILL_ENGLISH}")
check_up_to_date("${TS_EN}" -pluralonly -source-language en -target-language en)

# 3. Contexts the code uses.
set(declared "QWizard")
set(qobject_classes "")
foreach(source IN LISTS sources)
    file(READ "${source}" text)
    string(REGEX MATCHALL "Q_DECLARE_TR_FUNCTIONS\\([A-Za-z_:]+\\)" found "${text}")
    foreach(f IN LISTS found)
        string(REGEX REPLACE "Q_DECLARE_TR_FUNCTIONS\\(([A-Za-z_:]+)\\)" "\\1" f "${f}")
        list(APPEND declared "${f}")
    endforeach()
    string(REGEX MATCHALL "translate\\(\"[A-Za-z_:]+\"" found "${text}")
    foreach(f IN LISTS found)
        string(REGEX REPLACE "translate\\(\"([A-Za-z_:]+)\"" "\\1" f "${f}")
        list(APPEND declared "${f}")
    endforeach()
    # The classes of a file with Q_OBJECT (approximate: every class the file declares).
    if(text MATCHES "Q_OBJECT")
        string(REGEX MATCHALL "class [A-Za-z_]+[ \n]*[:{]" found "${text}")
        foreach(f IN LISTS found)
            string(REGEX REPLACE "class ([A-Za-z_]+).*" "\\1" f "${f}")
            list(APPEND qobject_classes "${f}")
        endforeach()
    endif()
endforeach()
file(READ "${TS_NL}" ts_text)
string(REGEX MATCHALL "<name>[^<]+</name>" contexts "${ts_text}")
foreach(context IN LISTS contexts)
    string(REGEX REPLACE "</?name>" "" context "${context}")
    string(REGEX REPLACE ".*::" "" last "${context}")
    if(NOT context IN_LIST declared AND NOT last IN_LIST qobject_classes)
        string(APPEND failures "gpu-advisor_nl.ts: context \"${context}\" is neither a Q_OBJECT class "
            "nor a declared context: lupdate filed these messages under an enclosing class or "
            "namespace the code never looks up. Qualify the calls (Msg::tr with "
            "Q_DECLARE_TR_FUNCTIONS).\n")
    endif()
endforeach()

if(failures)
    message(FATAL_ERROR "Translations are not complete:\n${failures}")
endif()
message(STATUS "Both .ts files are finished and up to date with the sources.")
