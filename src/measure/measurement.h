// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bills.h"
#include "telemetry.h"

#include <QJsonObject>
#include <QString>

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

// What was measured, as `gpu-advisor-cli measure --json` prints it (docs/measured-usage.md).
QJsonObject measurementToJson(const Measurement &m);

// A version 2 scenario (methodology §11.1) with the proposed workloads and the cloud prices from
// the bills; each derived figure's source in "notes" and in "measured" provenance entries.
QJsonObject scenarioFromMeasurement(const Measurement &m, const QString &name,
                                    const QString &client);

} // namespace gda::measure
