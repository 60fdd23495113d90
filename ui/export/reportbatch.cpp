// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportbatch.h"

#include "analysis.h"
#include "exportfiles.h"

#include "i18n/languagescope.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>

namespace gda::ui::exporting {

namespace {
// Bidirectional controls (LRM, RLM, ALM, the embeddings, overrides and isolates): invisible, and
// in a file name they can make "gpj.exe" look like "exe.jpg".
bool isBidiControl(char32_t c)
{
    return c == 0x200E || c == 0x200F || c == 0x061C || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}
} // namespace

QString reportFileStem(const QString &client, const QString &name, qint64 id)
{
    const QString stem = client.trimmed().isEmpty() ? name : client + QStringLiteral(" - ") + name;
    QString safe;
    for (const char32_t c : stem.toUcs4()) {
        if (isBidiControl(c))
            continue;
        if (c < 0x20 || c == 0x7f || QStringLiteral("/\\:*?\"<>|").contains(QChar(c)))
            safe += u'_';
        else
            safe += QString::fromUcs4(&c, 1);
    }
    safe = safe.simplified();
    while (safe.startsWith(u'.') || safe.startsWith(u'-'))
        safe.remove(0, 1);
    // File names are limited in bytes (255 on Linux file systems), not characters: a CJK
    // character is 3 bytes in UTF-8. The stem keeps whole characters up to 120 and
    // kMaxReportStemBytes, which leaves room for " (99).pdf" and the writer's temporary name.
    safe.truncate(120);
    if (!safe.isEmpty() && safe.back().isHighSurrogate())
        safe.chop(1);
    while (safe.toUtf8().size() > kMaxReportStemBytes) {
        safe.chop(1);
        if (!safe.isEmpty() && safe.back().isHighSurrogate())
            safe.chop(1);
    }
    safe = safe.trimmed();
    if (safe.isEmpty())
        safe = QStringLiteral("scenario-%1").arg(id);
    return safe;
}

QString batchArchiveName(const QString &language)
{
    const i18n::LanguageScope scope(language);
    return exporting::tr("reports.zip", "file name of the zip archive of a batch of reports");
}

ReportBatch::ReportBatch(QList<BatchScenario> scenarios, ReportRequest style, QString folder,
                         bool zip)
    : m_scenarios(std::move(scenarios)), m_style(std::move(style)), m_folder(std::move(folder)),
      m_zip(zip), m_archiveName(batchArchiveName(m_style.language))
{
    QSet<QString> taken;
    for (const BatchScenario &one : std::as_const(m_scenarios)) {
        const QString stem = reportFileStem(one.client, one.name, one.id);
        QString fileName = stem + QStringLiteral(".pdf");
        for (int n = 2; taken.contains(fileName.toCaseFolded()); ++n)
            fileName = QStringLiteral("%1 (%2).pdf").arg(stem).arg(n);
        taken.insert(fileName.toCaseFolded());
        m_fileNames << fileName;
    }
}

ReportBatch::~ReportBatch() = default;

QString ReportBatch::archivePath() const
{
    return QDir(m_folder).filePath(m_archiveName);
}

QString ReportBatch::target(qsizetype index) const
{
    if (m_zip)
        return archivePath() + u'/' + m_fileNames.at(index);
    return QDir(m_folder).filePath(m_fileNames.at(index));
}

QString ReportBatch::prepare() const
{
    if (QFileInfo(m_folder).isDir() || QDir().mkpath(m_folder))
        return {};
    return exporting::tr("Cannot create the folder \"%1\".")
        .arg(QDir::toNativeSeparators(m_folder));
}

QString ReportBatch::write(qsizetype index)
{
    const BatchScenario &one = m_scenarios.at(index);
    if (!one.problem.isEmpty())
        return one.problem;
    if (!one.scenario)
        return exporting::tr("the scenario could not be read");
    if (const QString problem = uncertaintyProblem(*one.scenario); !problem.isEmpty())
        return problem;
    ReportRequest request = m_style;
    request.scenario = *one.scenario;
    if (!m_zip) {
        request.outputPath = target(index);
        const QString problem = writeReport(request);
        if (problem.isEmpty())
            ++m_written;
        return problem;
    }
    // Into the archive: written to a private folder first (the report writes files), then read.
    const QTemporaryDir scratch;
    if (!scratch.isValid())
        return exporting::tr("Cannot create a temporary folder: %1").arg(scratch.errorString());
    request.outputPath = scratch.filePath(QStringLiteral("report.pdf"));
    if (const QString problem = writeReport(request); !problem.isEmpty())
        return problem;
    QFile file(request.outputPath);
    if (!file.open(QIODevice::ReadOnly))
        return exporting::tr("Cannot read %1: %2").arg(request.outputPath, file.errorString());
    m_entries << gda::exporting::ZipEntry{m_fileNames.at(index), file.readAll()};
    ++m_written;
    return {};
}

QString ReportBatch::finish()
{
    if (!m_zip || m_entries.isEmpty())
        return {};
    return gda::exporting::writeZipArchive(archivePath(), m_entries);
}

} // namespace gda::ui::exporting
