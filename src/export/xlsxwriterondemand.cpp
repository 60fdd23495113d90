// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The libxlsxwriter functions xlsxexport.cpp calls, defined here so that the programs do not link
// libxlsxwriter: it is loaded when the first workbook is written, and with it libminizip and
// OpenSSL's libcrypto (which Debian's libxlsxwriter links). `csv`, `evaluate` and every other
// command load none of them. A function the workbook starts to use must be added here (the link
// fails with its name until it is). Without the library the workbook cannot be started
// (workbook_new_opt answers NULL) and every other call does nothing.
#include "ondemand/ondemandlibrary.h"

#include <xlsxwriter.h>

namespace {

gda::ondemand::OnDemandLibrary &xlsxwriter()
{
    static gda::ondemand::OnDemandLibrary library({GDA_XLSXWRITER_SONAME});
    return library;
}

} // namespace

#define GDA_FORWARD(name, failure, ...) GDA_ONDEMAND_CALL(xlsxwriter(), name, failure, __VA_ARGS__)

extern "C" {

lxw_workbook *workbook_new_opt(const char *filename, lxw_workbook_options *options)
{
    GDA_FORWARD(workbook_new_opt, nullptr, filename, options);
}

lxw_error workbook_close(lxw_workbook *workbook)
{
    GDA_FORWARD(workbook_close, LXW_ERROR_CREATING_XLSX_FILE, workbook);
}

lxw_error workbook_set_properties(lxw_workbook *workbook, lxw_doc_properties *properties)
{
    GDA_FORWARD(workbook_set_properties, LXW_ERROR_CREATING_XLSX_FILE, workbook, properties);
}

lxw_worksheet *workbook_add_worksheet(lxw_workbook *workbook, const char *sheetname)
{
    GDA_FORWARD(workbook_add_worksheet, nullptr, workbook, sheetname);
}

lxw_format *workbook_add_format(lxw_workbook *workbook)
{
    GDA_FORWARD(workbook_add_format, nullptr, workbook);
}

lxw_chart *workbook_add_chart(lxw_workbook *workbook, uint8_t chart_type)
{
    GDA_FORWARD(workbook_add_chart, nullptr, workbook, chart_type);
}

char *lxw_strerror(lxw_error error_num)
{
    static char unknown[] = "libxlsxwriter is not available";
    GDA_FORWARD(lxw_strerror, unknown, error_num);
}

void format_set_align(lxw_format *format, uint8_t alignment)
{
    GDA_FORWARD(format_set_align, void(), format, alignment);
}

void format_set_bold(lxw_format *format)
{
    GDA_FORWARD(format_set_bold, void(), format);
}

void format_set_num_format(lxw_format *format, const char *num_format)
{
    GDA_FORWARD(format_set_num_format, void(), format, num_format);
}

void format_set_text_wrap(lxw_format *format)
{
    GDA_FORWARD(format_set_text_wrap, void(), format);
}

lxw_error worksheet_write_string(lxw_worksheet *worksheet, lxw_row_t row, lxw_col_t col,
                                 const char *string, lxw_format *format)
{
    GDA_FORWARD(worksheet_write_string, LXW_ERROR_CREATING_XLSX_FILE, worksheet, row, col, string,
                format);
}

lxw_error worksheet_write_number(lxw_worksheet *worksheet, lxw_row_t row, lxw_col_t col,
                                 double number, lxw_format *format)
{
    GDA_FORWARD(worksheet_write_number, LXW_ERROR_CREATING_XLSX_FILE, worksheet, row, col, number,
                format);
}

lxw_error worksheet_write_formula_num(lxw_worksheet *worksheet, lxw_row_t row, lxw_col_t col,
                                      const char *formula, lxw_format *format, double result)
{
    GDA_FORWARD(worksheet_write_formula_num, LXW_ERROR_CREATING_XLSX_FILE, worksheet, row, col,
                formula, format, result);
}

lxw_error worksheet_merge_range(lxw_worksheet *worksheet, lxw_row_t first_row, lxw_col_t first_col,
                                lxw_row_t last_row, lxw_col_t last_col, const char *string,
                                lxw_format *format)
{
    GDA_FORWARD(worksheet_merge_range, LXW_ERROR_CREATING_XLSX_FILE, worksheet, first_row,
                first_col, last_row, last_col, string, format);
}

lxw_error worksheet_set_column(lxw_worksheet *worksheet, lxw_col_t first_col, lxw_col_t last_col,
                               double width, lxw_format *format)
{
    GDA_FORWARD(worksheet_set_column, LXW_ERROR_CREATING_XLSX_FILE, worksheet, first_col, last_col,
                width, format);
}

lxw_error worksheet_set_row(lxw_worksheet *worksheet, lxw_row_t row, double height,
                            lxw_format *format)
{
    GDA_FORWARD(worksheet_set_row, LXW_ERROR_CREATING_XLSX_FILE, worksheet, row, height, format);
}

void worksheet_freeze_panes(lxw_worksheet *worksheet, lxw_row_t row, lxw_col_t col)
{
    GDA_FORWARD(worksheet_freeze_panes, void(), worksheet, row, col);
}

lxw_error worksheet_insert_chart_opt(lxw_worksheet *worksheet, lxw_row_t row, lxw_col_t col,
                                     lxw_chart *chart, lxw_chart_options *user_options)
{
    GDA_FORWARD(worksheet_insert_chart_opt, LXW_ERROR_CREATING_XLSX_FILE, worksheet, row, col,
                chart, user_options);
}

lxw_chart_series *chart_add_series(lxw_chart *chart, const char *categories, const char *values)
{
    GDA_FORWARD(chart_add_series, nullptr, chart, categories, values);
}

void chart_series_set_name(lxw_chart_series *series, const char *name)
{
    GDA_FORWARD(chart_series_set_name, void(), series, name);
}

void chart_series_set_name_range(lxw_chart_series *series, const char *sheetname, lxw_row_t row,
                                 lxw_col_t col)
{
    GDA_FORWARD(chart_series_set_name_range, void(), series, sheetname, row, col);
}

void chart_title_set_name(lxw_chart *chart, const char *name)
{
    GDA_FORWARD(chart_title_set_name, void(), chart, name);
}

void chart_axis_set_name(lxw_chart_axis *axis, const char *name)
{
    GDA_FORWARD(chart_axis_set_name, void(), axis, name);
}

void chart_axis_set_num_format(lxw_chart_axis *axis, const char *num_format)
{
    GDA_FORWARD(chart_axis_set_num_format, void(), axis, num_format);
}

void chart_legend_set_position(lxw_chart *chart, uint8_t position)
{
    GDA_FORWARD(chart_legend_set_position, void(), chart, position);
}

void worksheet_protect(lxw_worksheet *worksheet, const char *password, lxw_protection *options)
{
    GDA_FORWARD(worksheet_protect, void(), worksheet, password, options);
}

void worksheet_fit_to_pages(lxw_worksheet *worksheet, uint16_t width, uint16_t height)
{
    GDA_FORWARD(worksheet_fit_to_pages, void(), worksheet, width, height);
}

lxw_error worksheet_repeat_rows(lxw_worksheet *worksheet, lxw_row_t first_row, lxw_row_t last_row)
{
    GDA_FORWARD(worksheet_repeat_rows, LXW_ERROR_CREATING_XLSX_FILE, worksheet, first_row,
                last_row);
}

lxw_error worksheet_print_area(lxw_worksheet *worksheet, lxw_row_t first_row, lxw_col_t first_col,
                               lxw_row_t last_row, lxw_col_t last_col)
{
    GDA_FORWARD(worksheet_print_area, LXW_ERROR_CREATING_XLSX_FILE, worksheet, first_row, first_col,
                last_row, last_col);
}

lxw_error worksheet_set_header(lxw_worksheet *worksheet, const char *string)
{
    GDA_FORWARD(worksheet_set_header, LXW_ERROR_CREATING_XLSX_FILE, worksheet, string);
}

lxw_error worksheet_set_footer(lxw_worksheet *worksheet, const char *string)
{
    GDA_FORWARD(worksheet_set_footer, LXW_ERROR_CREATING_XLSX_FILE, worksheet, string);
}

void worksheet_set_landscape(lxw_worksheet *worksheet)
{
    GDA_FORWARD(worksheet_set_landscape, void(), worksheet);
}

void worksheet_set_paper(lxw_worksheet *worksheet, uint8_t paper_type)
{
    GDA_FORWARD(worksheet_set_paper, void(), worksheet, paper_type);
}

lxw_error worksheet_set_h_pagebreaks(lxw_worksheet *worksheet, lxw_row_t breaks[])
{
    GDA_FORWARD(worksheet_set_h_pagebreaks, LXW_ERROR_CREATING_XLSX_FILE, worksheet, breaks);
}

lxw_error worksheet_conditional_format_range(lxw_worksheet *worksheet, lxw_row_t first_row,
                                             lxw_col_t first_col, lxw_row_t last_row,
                                             lxw_col_t last_col,
                                             lxw_conditional_format *conditional_format)
{
    GDA_FORWARD(worksheet_conditional_format_range, LXW_ERROR_CREATING_XLSX_FILE, worksheet,
                first_row, first_col, last_row, last_col, conditional_format);
}

void format_set_italic(lxw_format *format)
{
    GDA_FORWARD(format_set_italic, void(), format);
}

void format_set_font_color(lxw_format *format, lxw_color_t color)
{
    GDA_FORWARD(format_set_font_color, void(), format, color);
}

void format_set_bg_color(lxw_format *format, lxw_color_t color)
{
    GDA_FORWARD(format_set_bg_color, void(), format, color);
}

} // extern "C"
