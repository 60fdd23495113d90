// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/bills.h"
#include "measure/measurement.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <zlib.h>

namespace gda::test {

inline QString measuredFile(const char *name)
{
    return QStringLiteral(GDA_TEST_DATA_DIR "/measured/") + QLatin1String(name);
}

// The catalog's instance types used by the fixtures (resources/catalog/default-catalog.json).
inline measure::InstanceTable fixtureInstances()
{
    return {{QStringLiteral("p5.48xlarge"), {QStringLiteral("h100-sxm"), 8}},
            {QStringLiteral("p4d.24xlarge"), {QStringLiteral("a100-40gb"), 8}},
            {QStringLiteral("nd96isr_h100_v5"), {QStringLiteral("h100-sxm"), 8}}};
}

// A month's spend of one provider, kind and GPU model in a measurement; zero when there is none.
inline const measure::Spend &spendOf(const measure::Measurement &m, const QString &month,
                                     const QString &provider, measure::SpendKind kind,
                                     const QString &model = {})
{
    static const measure::Spend none;
    auto it = m.bills.spend.find({month, provider, kind, model});
    return it == m.bills.spend.end() ? none : it->second;
}

inline bool writeGzip(const QString &path, const QByteArray &data)
{
    gzFile f = gzopen(QFile::encodeName(path).constData(), "wb");
    if (!f)
        return false;
    const int written = data.isEmpty() ? 0 : gzwrite(f, data.constData(), unsigned(data.size()));
    return gzclose(f) == Z_OK && written == data.size();
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace gda::test
