// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers of the tests that import the providers' price documents (test_providerimport*.cpp):
// the excerpts in tests/data/catalog/public/ and copies of them changed by a test.
#include "catalog/catalogfile.h"
#include "catalog/providerimport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <initializer_list>
#include <string>
#include <variant>
#include <vector>

namespace gda::catalog::testdata {

// An excerpt of tests/data/catalog/public/ by its file name.
inline QString publicFile(const char *name)
{
    return test::dataPath(QStringLiteral("catalog/public/") + QLatin1String(name));
}

inline Catalog defaultCatalog()
{
    LoadResult loaded = loadDefaultCatalog();
    REQUIRE(std::holds_alternative<Catalog>(loaded));
    return std::get<Catalog>(loaded);
}

// `bytes` written to `name` in `dir`; its path.
inline QString writeCopy(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    REQUIRE(out.write(bytes) == bytes.size());
    out.close();
    return path;
}

// The excerpts `names` read into the built-in catalog.
inline PriceImport import(PriceFormat format, std::initializer_list<const char *> names)
{
    std::vector<PriceDocument> documents;
    for (const char *name : names)
        documents.push_back({publicFile(name), {}});
    return importPriceDocuments(format, documents, defaultCatalog());
}

// The offer `id` an import gave, or nullptr.
inline const CloudOffer *offer(const PriceImport &import, const char *id)
{
    for (const CloudOffer &o : import.report.rows.cloudOffers)
        if (o.id == QLatin1String(id))
            return &o;
    return nullptr;
}

// What went wrong in an import, for a test's message: the reason it was refused and its bad
// rows, one per line; empty when nothing did.
inline QString errorText(const PriceImport &read)
{
    QStringList lines;
    if (read.report.fileError)
        lines << read.report.fileError->toString();
    for (const BadRow &row : read.report.badRows)
        lines << row.toString();
    return lines.join(u'\n');
}

} // namespace gda::catalog::testdata

// Counts printed field by field when a comparison of a whole PriceImportStats fails.
template <> struct Catch::StringMaker<gda::catalog::PriceImportStats>
{
    static std::string convert(const gda::catalog::PriceImportStats &s)
    {
        return QStringLiteral("{documents %1, bytes %2, records %3, GPU records %4, variants %5, "
                              "priced 0 %6, incomplete %7, government-only %8, older %9}")
            .arg(s.documents)
            .arg(s.bytes)
            .arg(s.recordsRead)
            .arg(s.gpuRecords)
            .arg(s.variantsSkipped)
            .arg(s.zeroPriced)
            .arg(s.incomplete)
            .arg(s.governmentOnly)
            .arg(s.olderThanCatalog)
            .toStdString();
    }
};
