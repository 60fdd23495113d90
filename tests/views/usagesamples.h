// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sample usage files for File → Import usage data… (tests and screenshots), with a known truth:
// 4 H100 GPUs, each named by its UUID, busy (80 %) Monday to Friday 09:00–13:00 and idle (1 %)
// otherwise, over the week from Monday 2026-01-05, one sample every 10 minutes; written as a
// gzip nvidia-smi log. With it the hand-made CUR of tests/data/measured (January 2026: 112
// H100 GPU-hours for 570.16, 16 A100 GPU-hours for 40.00).

#include "../measure/measuretestsupport.h"
#include "catalog/catalog.h"

#include <QDateTime>
#include <QDir>

namespace gda::test {

inline constexpr int kSampleGpus = 4;
inline const char *const kSampleUuid = "GPU-5a1e0000-0000-4000-8000-00000000000";

inline QByteArray sampleNvidiaSmiLog()
{
    QByteArray text = "timestamp, name, uuid, utilization.gpu [%]\n";
    const qint64 monday = 1767571200; // 2026-01-05 00:00 UTC
    for (qint64 t = 0; t < 7 * 86400; t += 600) {
        const int day = int(t / 86400), hour = int(t % 86400 / 3600);
        const bool busy = day < 5 && hour >= 9 && hour < 13;
        const QByteArray stamp = QDateTime::fromSecsSinceEpoch(monday + t, Qt::UTC)
                                     .toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"))
                                     .toLatin1();
        for (int g = 0; g < kSampleGpus; ++g)
            text += stamp + ", NVIDIA H100 80GB HBM3, " + kSampleUuid + QByteArray::number(g) +
                    (busy ? ", 80 %\n" : ", 1 %\n");
    }
    return text;
}

// The sample files in `dir`: the telemetry (gzip) and the CUR.
inline QStringList writeUsageSamples(const QString &dir)
{
    const QString smi = QDir(dir).filePath(QStringLiteral("gpu-node.nvidia-smi.csv.gz"));
    const QString cur = QDir(dir).filePath(QStringLiteral("cur-2026-01.csv"));
    if (!writeGzip(smi, sampleNvidiaSmiLog()) ||
        !writeFile(cur, readAll(measuredFile("cur-legacy-small.csv"))))
        return {};
    return {smi, cur};
}

// A catalog with the two instance types of the CUR and 1.25 US dollars per euro.
inline catalog::Catalog sampleCatalog()
{
    catalog::Catalog c;
    c.exchangeRate.usdPerEur = 1.25;
    catalog::CloudOffer p5;
    p5.id = QStringLiteral("aws-p5");
    p5.instance = QStringLiteral("p5.48xlarge");
    p5.gpuModel = QStringLiteral("h100-sxm");
    p5.gpusPerInstance = 8;
    catalog::CloudOffer p4 = p5;
    p4.id = QStringLiteral("aws-p4d");
    p4.instance = QStringLiteral("p4d.24xlarge");
    p4.gpuModel = QStringLiteral("a100-40gb");
    c.cloudOffers = {p5, p4};
    return c;
}

} // namespace gda::test
