// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What must hold for any input file given to the measured-usage readers (issue #18), shared by
// the libFuzzer target fuzz_measure and the short mutation run in tests/measure: in every format
// (recognised or forced) the file is read or refused with a one-line message; a refused file
// leaves the measurement as it was (nothing half-read); what is read is finite, and the JSON and
// the scenario made from it are too.
#include "measure/measurement.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <string>

namespace gda::fuzz {

inline measure::InstanceTable fuzzInstances()
{
    return {{QStringLiteral("p5.48xlarge"), {QStringLiteral("h100-sxm"), 8}},
            {QStringLiteral("p4d.24xlarge"), {QStringLiteral("a100-40gb"), 8}},
            {QStringLiteral("nd96isr_h100_v5"), {QStringLiteral("h100-sxm"), 8}}};
}

// Every number in a JSON value is finite (Qt writes NaN and infinity as null, so a null where
// the writer put a number is caught by the caller's own checks; here: the doubles themselves).
inline bool allFinite(const QJsonValue &v)
{
    if (v.isDouble())
        return std::isfinite(v.toDouble());
    if (v.isArray()) {
        for (const QJsonValue &x : v.toArray())
            if (!allFinite(x))
                return false;
    } else if (v.isObject()) {
        for (const QJsonValue &x : v.toObject())
            if (!allFinite(x))
                return false;
    }
    return true;
}

// Empty when everything holds; else what failed, for the caller to abort or FAIL with.
inline std::string checkMeasureInput(const QString &path)
{
    using namespace gda::measure;
    const InstanceTable instances = fuzzInstances();
    for (Format format : {Format::Auto, Format::Focus, Format::AwsCur, Format::Azure, Format::Gcp,
                          Format::NvidiaSmi, Format::Dcgm, Format::CloudWatch}) {
        Measurement m;
        const std::optional<ReadError> error = readFile(path, format, instances, m);
        if (error) {
            if (error->message.isEmpty())
                return "a refusal without a message (" + formatKey(format).toStdString() + ")";
            const QString line = error->toString();
            if (line.contains(u'\n') || line.contains(u'\r'))
                return "a refusal over more than one line: " + line.toStdString();
            if (error->line < 0)
                return "a negative line number: " + line.toStdString();
            if (!m.files.empty() || !m.bills.spend.empty() || !m.telemetry.groups.empty())
                return "half-read after a refusal: " + line.toStdString();
            continue;
        }
        if (m.files.size() != 1)
            return "a file read without its record";
        for (const auto &[key, s] : m.bills.spend)
            for (double x : {s.billed, s.effective, s.list, s.gpuHours, s.committedGpuHours,
                             s.committedEffective, s.gigabytes, s.gigabyteCost})
                if (!std::isfinite(x))
                    return "a non-finite amount in the bills (" + key.month.toStdString() + ")";
        const QJsonObject json = measurementToJson(m);
        if (!allFinite(json))
            return "a non-finite number in the --json output";
        const QJsonObject scenario = scenarioFromMeasurement(m, QStringLiteral("F"), {});
        if (!allFinite(scenario))
            return "a non-finite number in the scenario";
        // A number the writer put into the inputs must not have become null.
        const QByteArray text = QJsonDocument(scenario.value(QLatin1String("inputs")).toObject())
                                    .toJson(QJsonDocument::Compact);
        if (text.contains(":null") && !text.contains("[[null,"))
            return "a null number in the scenario's inputs: " + text.left(300).toStdString();
    }
    return {};
}

} // namespace gda::fuzz
