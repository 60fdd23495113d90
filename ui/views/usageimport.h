// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "measure/measurement.h"
#include "scenario/scenario.h"

#include <QObject>
#include <QStringList>

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <variant>

class QThread;
class QTimer;

namespace gda::ui {

// Reads usage files (cloud bills, GPU telemetry) on a worker thread for File → Import usage
// data…: progress in bytes as stored (reading, then the SHA-256 of each file), cancel at the next
// 1 MiB piece. The result is all files or nothing: the first bad file ends the reading with its
// error, a cancel with nothing.
class UsageReadJob : public QObject
{
    Q_OBJECT

public:
    explicit UsageReadJob(QObject *parent = nullptr);
    ~UsageReadJob() override; // cancels and waits for the worker

    void start(const QStringList &files, measure::Format format,
               const measure::InstanceTable &instances);
    void cancel();
    bool isRunning() const;

    // After finished(): the measurement, or the first file's error (its file name without the
    // folder), or neither when cancelled.
    const std::optional<measure::Measurement> &result() const { return m_result; }
    const std::optional<measure::ReadError> &error() const { return m_error; }
    bool wasCancelled() const { return m_cancelled; }

signals:
    void progress(qint64 done, qint64 total);
    void finished();

private:
    struct Shared;
    void collect();

    std::shared_ptr<Shared> m_shared;
    QThread *m_thread = nullptr;
    QTimer *m_poll = nullptr;
    std::optional<measure::Measurement> m_result;
    std::optional<measure::ReadError> m_error;
    bool m_cancelled = false;
};

// The hyperscalers' instance types of the catalog with their GPU model and count (as the CLI's
// `measure` command uses them).
measure::InstanceTable instanceTable(const catalog::Catalog &catalog);

// Mean busy GPUs per week-hour (Monday 00:00 = 0) over all GPU groups of the telemetry.
std::array<double, 168> busyGpusByWeekHour(const measure::Measurement &m);

// Billed against measured GPU-hours per catalog GPU model (telemetry names mapped with
// measure::gpuModelForName; "" for names the catalog does not know).
struct GpuHoursCheck
{
    QString gpuModel;
    double billed = 0.0;
    double measured = 0.0;
    double idlePaid() const { return billed - measured; }
};
std::vector<GpuHoursCheck> gpuHoursCheck(const measure::Measurement &m);

// What the measurement proposes, as the CLI's `measure --scenario` writes it: the workloads, the
// effective cloud price per GPU-hour (bills; in US dollars), and notes naming the files and
// rules. The GPUs' identifiers (UUIDs, host names, bus ids) are named in the notes by the first
// 12 hex digits of their SHA-256, or as read when `keepIdentifiers`.
struct UsageProposal
{
    Scenario scenario; // version 2, currency USD
    bool hasCloudPrice = false;
};
std::variant<UsageProposal, QString> proposeFromMeasurement(const measure::Measurement &m,
                                                            const QString &name,
                                                            const QString &client,
                                                            bool keepIdentifiers);

// The open scenario with the proposal's workloads added (a version 1 scenario is first
// upgraded to version 2) and, with bills, its on-demand price per GPU-hour set to the measured
// one (converted from US dollars at the catalog's rate when the scenario is in euros); the notes
// appended. The result is validated: a problem (more than 16 workloads, a value out of range)
// is returned instead, naming the field and its valid range.
std::variant<Scenario, QString> addToScenario(const Scenario &open, const UsageProposal &proposal,
                                              const catalog::ExchangeRate &rate);

} // namespace gda::ui
