// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textsource.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace gda::measure {

// A GPU counts as busy in a sample when its utilization is at least this (percent): below it
// the GPU holds no job (idle drivers report 0–2 %). docs/measured-usage.md.
constexpr double kBusyUtilizationPercent = 5.0;

// Samples of one GPU group (one GPU model), bucketed by clock hour. Memory grows with hours ×
// GPUs (a month of 64 GPUs: 47,616 cells), never with the number of samples.
class TelemetryGroup
{
public:
    void add(int gpu, qint64 seconds, double utilizationPercent);
    int gpuCount() const { return m_gpus; }
    void setGpuCount(int gpus) { m_gpus = gpus; }

    struct Cell
    {
        int samples = 0; // 0: the GPU was not seen in this hour
        int busySamples = 0;
    };
    // Clock hour (seconds / 3600) → cells by GPU index.
    std::map<qint64, std::vector<Cell>> hours;
    qint64 samples = 0;
    double utilizationSum = 0.0; // percent
    qint64 first = 0;            // seconds since 1970, UTC as written
    qint64 last = 0;

private:
    int m_gpus = 0;
    // The hour of the last sample: samples come in time order, so nearly every sample goes to
    // the same hour as the one before it.
    // A copy starts without it (it points into its own group's map).
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
};

// What telemetry shows for one GPU group (methodology of docs/measured-usage.md).
struct TelemetrySummary
{
    QString group; // the GPU model as the tool names it
    int gpusSeen = 0;
    qint64 samples = 0;
    qint64 first = 0;
    qint64 last = 0;
    int hoursObserved = 0;
    double averageUtilization = 0.0;       // 0–1, mean of all samples' utilization
    double busyGpuHours = 0.0;             // Σ over observed hours of busy GPUs
    std::array<double, 168> busyProfile{}; // mean busy GPUs per week-hour (Monday 00:00 = 0)
    std::array<double, 168> busyP95{};     // 95th percentile over the observed weeks
    struct Month
    {
        QString month; // "YYYY-MM"
        double busyGpuHours = 0.0;
        int hoursObserved = 0;
    };
    std::vector<Month> months;
    double monthlyCv = 0.0;    // coefficient of variation of busy GPUs per observed hour, by month
    double annualGrowth = 0.0; // least-squares trend of daily busy GPU-hours, per year
    // The hour-of-week pattern fitted to the profile (cost-model-v2 §1): `peakGpus` GPUs busy
    // `hoursPerDay` hours on `daysPerWeek` days from `startHour`; `baseGpus` busy around the clock.
    int baseGpus = 0;
    int peakGpus = 0;
    double hoursPerDay = 0.0;
    int daysPerWeek = 0;
    int startHour = 0;
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
