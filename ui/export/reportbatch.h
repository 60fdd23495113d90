// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report.h"

#include "export/ziparchive.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// One report per scenario, into a folder or one zip archive: the batch of
// `gpu-advisor-cli report --db … --out-dir DIR [--zip]` and of the library's Export reports….
// Plain work, no event loop and no widgets: the application runs it off the interface's thread.
namespace gda::ui::exporting {

// One scenario of a batch: its library id, client and name, and its content or why it could not
// be read (a damaged row).
struct BatchScenario
{
    qint64 id = 0;
    QString client;
    QString name;
    std::optional<Scenario> scenario;
    QString problem;
};

// At most this many bytes (UTF-8) in a report's file stem: with " (99).pdf" and the atomic
// writer's temporary name (".NAME.xxxxxxx.tmp") it stays under the 255-byte file-name limit.
inline constexpr qsizetype kMaxReportStemBytes = 200;

// A file name for the report of `client`'s scenario `name`, without the extension: no path
// separators, no characters a file system or a shell trips over, no bidirectional controls, no
// leading dot or dash, at most 120 characters and kMaxReportStemBytes bytes, never empty
// ("scenario-ID").
QString reportFileStem(const QString &client, const QString &name, qint64 id);

// The archive a zipped batch writes into its folder, named in the reports' language ("en", "nl"):
// "reports.zip", "rapporten.zip".
QString batchArchiveName(const QString &language);

class ReportBatch
{
public:
    // `style` gives every report's language, paper and brand (its scenario and path are set per
    // report). Each scenario gets a file name from reportFileStem() + ".pdf"; a name taken
    // already in this batch, in any case, gets " (2)", " (3)", ….
    ReportBatch(QList<BatchScenario> scenarios, ReportRequest style, QString folder, bool zip);
    ~ReportBatch();
    ReportBatch(const ReportBatch &) = delete;
    ReportBatch &operator=(const ReportBatch &) = delete;

    qsizetype size() const { return m_scenarios.size(); }
    const BatchScenario &scenario(qsizetype index) const { return m_scenarios.at(index); }
    QString fileName(qsizetype index) const { return m_fileNames.at(index); }
    // Where report `index` goes: the file in the folder, or "ARCHIVE/NAME" inside the archive.
    QString target(qsizetype index) const;
    bool zipped() const { return m_zip; }
    QString archivePath() const;

    // Makes the folder when it does not exist; an empty string or one translated line.
    QString prepare() const;
    // Writes report `index` (atomically into the folder, or into memory for the archive); an
    // empty string or why it failed (the scenario's problem, the report's, the write's).
    QString write(qsizetype index);
    // For a zipped batch, writes the archive of the reports written so far (atomically; nothing
    // when none was); an empty string or one translated line. Nothing to do for a folder.
    QString finish();
    int written() const { return m_written; }

private:
    QList<BatchScenario> m_scenarios;
    ReportRequest m_style;
    QString m_folder;
    bool m_zip;
    QStringList m_fileNames;
    QString m_archiveName;
    QList<gda::exporting::ZipEntry> m_entries;
    int m_written = 0;
};

} // namespace gda::ui::exporting
