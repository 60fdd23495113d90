// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bills.h"
#include "telemetry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gda::measure {

enum class Format { Auto, Focus, AwsCur, Azure, Gcp, NvidiaSmi, Dcgm, CloudWatch };
// "auto", "focus", "aws-cur", "azure", "gcp", "nvidia-smi", "dcgm", "cloudwatch"; nullopt for an
// unknown key.
std::optional<Format> formatFromKey(const QString &key);
QString formatKey(Format format);

struct FileReading
{
    QString path;
    Format format = Format::Auto;
    qint64 lines = 0;
    qint64 bytes = 0; // uncompressed
    bool compressed = false;
    QString sha256; // of the file as stored; set by fillChecksums
    // What the reader says about the file: cost basis, currency, lines outside the billing
    // period (docs/measured-usage.md).
    QStringList remarks;
    QJsonArray remarkTexts; // the same as source texts and arguments (Bills::remarkTexts)
};

// Everything read from a set of files.
struct Measurement
{
    Telemetry telemetry;
    Bills bills;
    std::vector<FileReading> files;
};

// Reads one file into `out` (format Auto: recognised by its first line). On a problem the
// measurement is left as it was before the call and the error returned: nothing half-read.
// `progress`, when set, follows the reading and may cancel it (TextSource::setProgress).
std::optional<ReadError> readFile(const QString &path, Format format,
                                  const InstanceTable &instances, Measurement &out,
                                  const ReadProgress &progress = {});

// The SHA-256 of every file as stored (compressed or not), read once more in 1 MiB pieces: the
// scenario's notes and the JSON name the exact files the figures come from.
void fillChecksums(Measurement &m);

// The catalog GPU model id for a GPU as telemetry names it ("NVIDIA H100 80GB HBM3" →
// "h100-sxm"); empty when unknown.
QString gpuModelForName(const QString &name);

// Billed GPU-hours against measured busy GPU-hours over the overlap of the bills' GPU charge
// periods and the telemetry's period, per catalog GPU model (empty: a GPU the catalog does not
// name) and in total (gpuModel "*", last). Idle but paid = billed − measured.
struct CrossCheck
{
    QString gpuModel;
    double billedGpuHours = 0.0;
    double measuredGpuHours = 0.0;
    double idlePaidGpuHours() const { return billedGpuHours - measuredGpuHours; }
    // The overlap [from, to) in seconds since 1970 (from == to: the periods do not overlap),
    // and the share of the bills' and of the telemetry's period it covers.
    qint64 from = 0, to = 0;
    double billsShare = 0.0, telemetryShare = 0.0;
};
// Empty unless the measurement holds both telemetry and bills with GPU-hours.
std::vector<CrossCheck> crossCheck(const Measurement &m);

// Where each input of the written scenario comes from: "bills", "telemetry" or "default"
// (docs/measured-usage.md); `detail` says how, or which default.
struct InputSource
{
    QString input; // its path in the scenario file, "inputs.cloud.storage_tb"
    QString source;
    QString detail;
};
// What the measurement sets and leaves at defaults, and the warnings for inputs the bills do not
// cover (storage, egress) and GPUs the catalog does not know.
std::vector<InputSource> inputSources(const Measurement &m);
QStringList measurementWarnings(const Measurement &m);

// An id as the provenance writes it unless asked for in clear: "sha256:" and the first 16 hex
// digits of the SHA-256 of its UTF-8 text (pseudonymous: the same id gives the same hash).
QString hashedId(const QString &id);

// What was measured, as `gpu-advisor-cli measure --json` prints it (docs/measured-usage.md).
QJsonObject measurementToJson(const Measurement &m);

// The scenario's "x_measured" provenance block (docs/measured-usage.md): the files with their
// SHA-256, the periods, spend, billed against measured GPU-hours, and the account and host ids
// seen — hashed unless `showIds`. The report's "Measured baseline" section reads it.
QJsonObject provenanceJson(const Measurement &m, bool showIds = false);
inline constexpr const char *kProvenanceKey = "x_measured";

// A version 2 scenario (methodology §11.1) with the proposed workloads — from telemetry, else
// the billed GPU use — their monthly profile and growth, and the cloud terms the bills show
// (on-demand and reserved price, reserved GPUs, storage, egress); each derived figure's source
// in "notes", the provenance in "x_measured".
QJsonObject scenarioFromMeasurement(const Measurement &m, const QString &name,
                                    const QString &client, bool showIds = false);

} // namespace gda::measure
