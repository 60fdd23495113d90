// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Measured usage (issue #18): a 1 GB uncompressed AWS CUR CSV read at ≥ 100 MB/s on one core with
// ≤ 200 MB resident memory; a month of 5-second nvidia-smi samples from 64 GPUs (33 million
// values) read in ≤ 10 s; and, without a target of the issue, a week of DCGM scrapes of the same
// GPUs. Writes the files to a temporary folder first, then reads them.
// Prints one JSON object.
//   bench_measure [CUR_MB [DAYS [DIR [DCGM_DAYS]]]]   (defaults 1024, 30, a temporary folder, 7;
//   run a Release build)
// With DIR the files are written there and kept, and a file already there is read again instead
// of being written (for profiling the readers alone).
#include "measure/measurement.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>
#include <sys/resource.h>

using namespace gda::measure;

namespace {
double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

double peakResidentMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

// Writes through a small buffer so that writing does not raise the peak resident memory.
class Writer
{
public:
    explicit Writer(const QString &path) : m_file(path) { m_file.open(QIODevice::WriteOnly); }
    ~Writer() { flush(); }
    void add(const QByteArray &text)
    {
        m_buffer += text;
        if (m_buffer.size() > (1 << 20))
            flush();
    }
    void flush()
    {
        m_written += m_file.write(m_buffer);
        m_buffer.clear();
    }
    qint64 written() const { return m_written + m_buffer.size(); }

private:
    QFile m_file;
    QByteArray m_buffer;
    qint64 m_written = 0;
};

QJsonObject timeRead(const QString &path, const InstanceTable &instances)
{
    Measurement m;
    const double cpu0 = cpuSeconds();
    QElapsedTimer timer;
    timer.start();
    const auto error = readFile(path, Format::Auto, instances, m);
    const double wall = double(timer.nsecsElapsed()) / 1e9, cpu = cpuSeconds() - cpu0;
    const double mb = m.files.empty() ? 0.0 : double(m.files.back().bytes) / 1e6;
    return {{QStringLiteral("error"), error ? error->toString() : QString()},
            {QStringLiteral("lines"), m.files.empty() ? 0.0 : double(m.files.back().lines)},
            {QStringLiteral("mb"), mb},
            {QStringLiteral("wall_s"), wall},
            {QStringLiteral("cpu_s"), cpu},
            {QStringLiteral("mb_per_s_wall"), mb / wall},
            {QStringLiteral("mb_per_s_cpu"), mb / cpu},
            {QStringLiteral("peak_resident_mb"), peakResidentMb()}};
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 curMb = argc > 1 ? QByteArray(argv[1]).toLongLong() : 1024;
    const int days = argc > 2 ? QByteArray(argv[2]).toInt() : 30;
    const int dcgmDays = argc > 4 ? QByteArray(argv[4]).toInt() : 7;
    QTemporaryDir temporary;
    const QDir dir(argc > 3 ? QString::fromLocal8Bit(argv[3]) : temporary.path());
    const bool keep = argc > 3;
    // The catalog's hyperscaler instance types (m5.xlarge, the CPU instance, is none of them).
    const InstanceTable instances{
        {QStringLiteral("p5.48xlarge"), {QStringLiteral("h100-sxm"), 8}},
        {QStringLiteral("p5en.48xlarge"), {QStringLiteral("h200"), 8}},
        {QStringLiteral("p4d.24xlarge"), {QStringLiteral("a100-40gb"), 8}},
        {QStringLiteral("p4de.24xlarge"), {QStringLiteral("a100-80gb"), 8}},
        {QStringLiteral("p6-b200.48xlarge"), {QStringLiteral("b200"), 8}},
        {QStringLiteral("nd96isr_h100_v5"), {QStringLiteral("h100-sxm"), 8}},
        {QStringLiteral("a3-highgpu-8g"), {QStringLiteral("h100-sxm"), 8}}};
    QJsonObject result;

    // A legacy CUR with 19 columns: hourly lines of 500 resources in 3 accounts, a third GPU
    // instances, a third Savings Plan covered; lines of about 240 bytes, so 1 GB ≈ 4.2 million
    // lines.
    const QString cur = dir.filePath(QStringLiteral("cur-%1mb.csv").arg(curMb));
    if (!keep || !QFile::exists(cur)) {
        Writer w(cur);
        w.add("bill/BillingPeriodStartDate,bill/BillingPeriodEndDate,lineItem/UsageStartDate,"
              "lineItem/LineItemType,lineItem/UsageType,lineItem/UsageAmount,"
              "lineItem/UnblendedCost,lineItem/ResourceId,product/instanceType,"
              "product/productFamily,pricing/publicOnDemandCost,pricing/term,"
              "savingsPlan/SavingsPlanEffectiveCost,savingsPlan/TotalCommitmentToDate,"
              "savingsPlan/UsedCommitment,reservation/EffectiveCost,"
              "reservation/UnusedAmortizedUpfrontFeeForBillingPeriod,"
              "reservation/UnusedRecurringFee,lineItem/UsageAccountId\n");
        qint64 line = 0;
        while (w.written() < curMb * 1000 * 1000) {
            const int hour = int(line / 500) % 744, resource = int(line % 500);
            const QByteArray stamp =
                QByteArray("2026-01-") + QByteArray::number(1 + hour / 24).rightJustified(2, '0') +
                'T' + QByteArray::number(hour % 24).rightJustified(2, '0') + ":00:00Z";
            const bool gpu = resource % 3 == 0, sp = resource % 3 == 1;
            const QByteArray instance = gpu || sp ? "p5.48xlarge" : "m5.xlarge";
            w.add("2026-01-01T00:00:00Z,2026-02-01T00:00:00Z," + stamp + ',' +
                  (sp ? "SavingsPlanCoveredUsage" : "Usage") + ",USE1-BoxUsage:" + instance +
                  ",1.0000000000," + (gpu || sp ? "55.0400000000" : "0.1920000000") +
                  ",arn:aws:ec2:us-east-1:123456789012:instance/i-0" +
                  QByteArray::number(100000 + resource) + ',' + instance +
                  ",Compute Instance,55.0400000000,OnDemand," + (sp ? "35.0000000000" : "") +
                  ",,,,,,21098765432" + QByteArray::number(resource % 3) + "\n");
            ++line;
        }
    }
    result.insert(QStringLiteral("cur"), timeRead(cur, instances));
    if (!keep)
        QFile::remove(cur);

    // nvidia-smi: 64 GPUs every 5 seconds for DAYS days.
    const QString smi = dir.filePath(QStringLiteral("nvidia-smi-%1d.csv").arg(days));
    if (!keep || !QFile::exists(smi)) {
        Writer w(smi);
        w.add("timestamp, name, index, utilization.gpu [%]\n");
        const qint64 start = 1767571200; // 2026-01-05 00:00 UTC
        for (qint64 t = 0; t < qint64(days) * 86400; t += 5) {
            const QByteArray stamp = QDateTime::fromSecsSinceEpoch(start + t, Qt::UTC)
                                         .toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"))
                                         .toLatin1();
            for (int g = 0; g < 64; ++g)
                w.add(stamp + ", NVIDIA H100 80GB HBM3, " + QByteArray::number(g) + ", " +
                      QByteArray::number((t / 3600 + g) % 10 * 10) + " %\n");
        }
    }
    result.insert(QStringLiteral("nvidia_smi"), timeRead(smi, instances));
    if (!keep)
        QFile::remove(smi);

    // DCGM exporter scrapes of the same 64 GPUs every 5 seconds for DCGM_DAYS days (a
    // Prometheus text line of about 145 bytes per sample: a week is 7.7 million lines, 1.1 GB).
    const QString dcgm = dir.filePath(QStringLiteral("dcgm-%1d.prom").arg(dcgmDays));
    if (!keep || !QFile::exists(dcgm)) {
        Writer w(dcgm);
        w.add("# HELP DCGM_FI_DEV_GPU_UTIL GPU utilization (in %).\n"
              "# TYPE DCGM_FI_DEV_GPU_UTIL gauge\n");
        const qint64 start = 1767571200; // 2026-01-05 00:00 UTC
        for (qint64 t = 0; t < qint64(dcgmDays) * 86400; t += 5) {
            const QByteArray millis = QByteArray::number((start + t) * 1000);
            for (int g = 0; g < 64; ++g)
                w.add("DCGM_FI_DEV_GPU_UTIL{gpu=\"" + QByteArray::number(g % 8) + "\",UUID=\"GPU-" +
                      QByteArray::number(g, 16).rightJustified(8, '0') +
                      "-aaaa-bbbb\",device=\"nvidia" + QByteArray::number(g % 8) +
                      "\",modelName=\"NVIDIA H100 80GB HBM3\",Hostname=\"node" +
                      QByteArray::number(g / 8) + "\"} " +
                      QByteArray::number((t / 3600 + g) % 10 * 10) + ' ' + millis + '\n');
        }
    }
    result.insert(QStringLiteral("dcgm"), timeRead(dcgm, instances));
    if (!keep)
        QFile::remove(dcgm);
    std::puts(QJsonDocument(result).toJson().constData());
    return 0;
}
