// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textsource.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <vector>

namespace gda::measure {

// A GPU counts as busy in a sample when its utilization is at least this (percent): below it
// the GPU holds no job (idle drivers report 0–2 %). docs/measured-usage.md.
constexpr double kBusyUtilizationPercent = 5.0;

// A sample covers the time until the GPU's next sample, at most this long (seconds): a longer
// silence is a gap, reported and not counted as observed (docs/measured-usage.md). The last
// sample of a GPU in a file covers the interval before it, again at most this long.
constexpr qint64 kDefaultMaxGapSeconds = 900;

// Samples of one GPU group (one GPU model), as the time each covers, by clock hour. Memory grows
// with hours × GPUs (a month of 64 GPUs: 47,616 cells), never with the number of samples.
class TelemetryGroup
{
public:
    // Samples of one GPU come in time order within a file; a sample earlier than the one before
    // it starts the GPU's series again.
    void add(int gpu, qint64 seconds, double utilizationPercent);
    // Ends every GPU's series (the end of a file): its last sample covers the interval before it.
    void finish();
    bool hasPending() const;
    int gpuCount() const { return m_gpus; }
    void setGpuCount(int gpus) { m_gpus = gpus; }
    qint64 maxGapSeconds() const { return m_maxGap; }
    void setMaxGapSeconds(qint64 seconds) { m_maxGap = std::max<qint64>(1, seconds); }

    struct Cell
    {
        double observed = 0.0; // seconds of this clock hour the GPU's samples cover
        double busy = 0.0;     // of which at >= kBusyUtilizationPercent
    };
    // Clock hour (seconds / 3600) → cells by GPU index.
    std::map<qint64, std::vector<Cell>> hours;
    qint64 samples = 0;
    double utilizationSum = 0.0; // percent
    qint64 first = 0;            // seconds since 1970, UTC as written
    qint64 last = 0;
    qint64 coveredEnd = 0; // the end of the last covered time
    // Silences longer than the maximum gap between two samples of one GPU.
    qint64 gaps = 0;
    double gapSeconds = 0.0; // beyond the maximum gap
    qint64 longestGap = 0;   // the longest silence, seconds

private:
    void cover(int gpu, qint64 from, qint64 length, bool busy);
    struct Pending
    {
        bool has = false;
        bool busy = false;
        qint64 at = 0;
        qint64 interval = 0; // the time the previous sample covered
    };
    std::vector<Pending> m_pending;
    // The hour last covered: samples come in time order, so nearly every sample goes to the same
    // hour as the one before it. A copy starts without it (it points into its own group's map).
    struct LastHour
    {
        qint64 hour = 0;
        std::vector<Cell> *cells = nullptr;
        LastHour() = default;
        LastHour(const LastHour &) {}
        LastHour &operator=(const LastHour &)
        {
            cells = nullptr;
            return *this;
        }
    } m_last;
    int m_gpus = 0;
    qint64 m_maxGap = kDefaultMaxGapSeconds;
};

// What telemetry shows for one GPU group (methodology of docs/measured-usage.md).
struct TelemetrySummary
{
    QString group; // the GPU model as the tool names it
    int gpusSeen = 0;
    qint64 samples = 0;
    qint64 first = 0;
    qint64 last = 0;
    double spanHours = 0.0;     // from the first sample to the end of the last one's time
    double hoursObserved = 0.0; // the time the samples cover (the longest of the GPUs' per hour)
    int clockHours = 0;         // clock hours with any observed time
    int weekHoursObserved = 0;  // of the 168 week-hours, those with any observed time
    qint64 maxGapSeconds = kDefaultMaxGapSeconds;
    qint64 gaps = 0;
    double gapHours = 0.0; // beyond the maximum gap, summed over the GPUs
    double longestGapHours = 0.0;
    double averageUtilization = 0.0; // 0–1, mean of all samples' utilization
    double busyGpuHours = 0.0;       // Σ over GPUs of the busy time their samples cover
    // Mean busy GPUs per week-hour (Monday 00:00 = 0) over the time observed in it; 0 where
    // nothing was observed (see observedWeekHour).
    std::array<double, 168> busyProfile{};
    std::array<double, 168> busyP95{}; // 95th percentile over the observed clock hours
    std::array<bool, 168> observedWeekHour{};
    struct Month
    {
        QString month; // "YYYY-MM"
        double busyGpuHours = 0.0;
        double hoursObserved = 0.0;
        double busyGpusPerHour = 0.0; // busy GPUs over the time observed in the month
    };
    std::vector<Month> months;
    double monthlyCv = 0.0;    // coefficient of variation of busy GPUs per observed hour, by month
    double annualGrowth = 0.0; // least-squares trend of daily busy GPU-hours, per year
    // The hour-of-week pattern fitted to the observed week-hours only (cost-model-v2 §1):
    // `peakGpus` GPUs busy `hoursPerDay` hours on `daysPerWeek` days from `startHour`;
    // `baseGpus` busy around the clock.
    int baseGpus = 0;
    int peakGpus = 0;
    double hoursPerDay = 0.0;
    int daysPerWeek = 0;
    int startHour = 0;
    // Observed share of the period: hoursObserved / spanHours.
    double observedShare() const { return spanHours > 0.0 ? hoursObserved / spanHours : 0.0; }
};

TelemetrySummary summarize(const QString &group, const TelemetryGroup &data);

// Groups by GPU model, filled by the telemetry readers below.
struct Telemetry
{
    std::map<QString, TelemetryGroup> groups;
    QHash<QString, int> gpuIds; // "group\nfile\ngpu key" → index within its group
    int gpuIndex(const QString &group, const QString &key);
    // Host names as written (DCGM Hostname, CloudWatch host), at most 10,000: for the
    // provenance, hashed unless the user asks for them in clear (docs/measured-usage.md).
    QSet<QString> hosts;
    void noteHost(QByteArrayView host);
    // The maximum gap given to every group (kDefaultMaxGapSeconds unless set).
    qint64 maxGapSeconds = kDefaultMaxGapSeconds;
    TelemetryGroup &group(const QString &name);
    // The end of a file: every GPU's series ends (TelemetryGroup::finish).
    void finishFile();

private:
    QByteArray m_lastHost;
};

// `nvidia-smi --query-gpu=timestamp,name,pci.bus_id,utilization.gpu --format=csv [-l N]`:
// required columns timestamp and utilization.gpu; name, uuid / pci.bus_id / index optional.
// "[N/A]" cells are skipped, units ("45 %") accepted. nullopt on success.
std::optional<ReadError> readNvidiaSmi(TextSource &source, const QString &file, Telemetry &out);
// DCGM exporter scrapes in Prometheus text format with a timestamp per sample:
// DCGM_FI_DEV_GPU_UTIL{gpu="0",UUID="…",modelName="…",Hostname="…"} 87 1717000000000.
std::optional<ReadError> readDcgm(TextSource &source, const QString &file, Telemetry &out);

// The CloudWatch agent's nvidia_smi_utilization_gpu as CSV, one sample per row: required
// Timestamp and Value; the agent's dimensions host, index, name (and InstanceId) tell GPUs and
// models apart; a MetricName column, when present, keeps only nvidia_smi_utilization_gpu rows.
std::optional<ReadError> readCloudWatch(TextSource &source, const QString &file, Telemetry &out);

} // namespace gda::measure
