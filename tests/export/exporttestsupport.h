// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QProcessEnvironment>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

// Helpers of the export tests: worked examples, external tools (pdftotext, pdfinfo, pdfimages
// from poppler-utils) and the built gpu-advisor-cli.
namespace gda::test {

// The worked example with a break-even month (5.04, "5,0" in Dutch) and client "Seed example".
inline constexpr const char *kReportExample = "seed-80xh100-on-demand";
// One without a break-even month.
inline constexpr const char *kNoBreakEvenExample = "lease-lead-snowball";

QString examplePath(const char *name);
Scenario loadExampleScenario(const char *name);
// A copy of the scenario file `file` at `path` whose "currency" says `currency` and whose figures
// are unchanged (the same amounts labelled in another currency); REQUIREs the write.
void writeCurrencyCopy(const QString &file, const QString &currency, const QString &path);

struct ToolRun
{
    int status = -1;
    QString out;
    QString err;
    QStringList errLines() const; // non-empty lines of stderr
};

// Runs a program and waits up to 60 s; fails the test when it cannot start or crashes.
ToolRun runTool(const QString &program, const QStringList &args,
                const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());
// The built gpu-advisor-cli.
ToolRun runCli(const QStringList &args,
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());

// The text of a PDF (pdftotext, layout kept), its page count and page size line (pdfinfo), and
// the number of raster images in it (pdfimages -list).
QString pdfText(const QString &path);
int pdfPageCount(const QString &path);
QString pdfPageSize(const QString &path);
int pdfImageCount(const QString &path);

// The words of a PDF with their boxes in points (pdftotext -bbox), page by page.
struct PdfWord
{
    QString text;
    QRectF box;
};
struct PdfPage
{
    QSizeF size;
    std::vector<PdfWord> words;
};
std::vector<PdfPage> pdfWords(const QString &path);

// The names of the files in a folder (hidden ones too), sorted.
QStringList filesIn(const QString &folder);

} // namespace gda::test
