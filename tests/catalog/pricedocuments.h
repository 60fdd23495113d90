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
#include <QTemporaryDir>

#include <variant>

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

// The reason an import was refused, or nothing.
inline QString errorText(const PriceImport &read)
{
    return read.report.fileError ? read.report.fileError->toString() : QString();
}

} // namespace gda::catalog::testdata
