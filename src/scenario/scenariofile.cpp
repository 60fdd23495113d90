// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"

#include "businesssettings.h"
#include "inputregistry.h"
#include "jsonfields.h"
#include "jsontext.h"
#include "moneydefaults.h"
#include "schemajson.h"

#include "files/atomicfile.h"
#include "files/regularfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

namespace gda::scenariofile {

using namespace gda::jsonfields;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::scenariofile)
};

constexpr char kFormat[] = "gpu-advisor-scenario";

Error fieldError(Error::Kind kind, const FieldError &e)
{
    return {kind, e.field, e.message};
}

// The five decision weights may each be 0, but not all of them.
void checkWeights(const engine::Weights &w)
{
    if (w.utilization + w.predictability + w.expertise + w.capital + w.dataGravity <= 0.0)
        throw FieldError(QStringLiteral("inputs.factors.weights"),
                         Msg::tr("all five weights are 0 (valid: each 0 to 1, not all 0)"));
}

// Problems of the raw bytes, before any JSON is parsed.
std::optional<Error> rawProblem(const QByteArray &json)
{
    if (json.size() > kMaxFileBytes)
        return Error{Error::Kind::TooLarge,
                     {},
                     Msg::tr("the file is larger than %1 MB").arg(kMaxFileBytes / (1024 * 1024))};
    switch (jsontext::detectEncoding(json)) {
    case jsontext::Encoding::Utf16:
        return Error{Error::Kind::Encoding,
                     {},
                     Msg::tr("the file is in UTF-16; scenario files must be UTF-8 (save it "
                             "again as UTF-8)")};
    case jsontext::Encoding::Utf32:
        return Error{Error::Kind::Encoding,
                     {},
                     Msg::tr("the file is in UTF-32; scenario files must be UTF-8 (save it "
                             "again as UTF-8)")};
    case jsontext::Encoding::Utf8:
    case jsontext::Encoding::Utf8WithBom:
        break;
    }
    if (json.trimmed().isEmpty() || json.trimmed() == "\xEF\xBB\xBF")
        return Error{Error::Kind::Empty,
                     {},
                     Msg::tr("the file is empty (a scenario file is a JSON object)")};
    const int depth = jsontext::nestingDepth(json);
    if (depth > kMaxNesting)
        return Error{Error::Kind::TooDeep,
                     {},
                     Msg::tr("nesting depth %1 exceeds the format's maximum of %2")
                         .arg(depth)
                         .arg(kMaxNesting)};
    return std::nullopt;
}

// The message for a document Qt refused: where, and what in words a user can act on.
Error syntaxError(const QByteArray &json, const QJsonParseError &parseError)
{
    // A single value that is not an object ("null", 42, "text") is JSON, just not a scenario.
    const QByteArray trimmed = json.trimmed();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) {
        const QJsonDocument wrapped = QJsonDocument::fromJson('[' + trimmed + ']');
        if (wrapped.isArray() && wrapped.array().size() == 1)
            return Error{Error::Kind::NotObject,
                         {},
                         Msg::tr("expected a JSON object at the top level, found %1")
                             .arg(show(wrapped.array().first()))};
    }
    const QByteArray before = json.left(parseError.offset);
    const auto line = before.count('\n') + 1;
    const auto column = parseError.offset - before.lastIndexOf('\n');
    const QString key = jsontext::lastKeyBefore(before);
    const QString where = Msg::tr("not valid JSON at line %1, column %2").arg(line).arg(column);
    QString what = parseError.errorString();
    if (parseError.error == QJsonParseError::IllegalNumber) {
        // The number Qt stopped at: from the last separator before the offset.
        qsizetype start = parseError.offset;
        while (start > 0 && !QByteArrayView(":,[ \t\r\n").contains(json[start - 1]))
            --start;
        const QByteArray token = json.mid(start, 12);
        what =
            token.startsWith("NaN") || token.startsWith("Infinity") || token.startsWith("-Infinity")
                ? Msg::tr("NaN and Infinity are not allowed (numbers must be finite JSON "
                          "numbers)")
                : Msg::tr("a number too large to be finite (numbers must be finite JSON "
                          "numbers)");
    }
    // The field is the nearest key before the error: where a reader should look.
    return Error{Error::Kind::NotJson, key, where + QStringLiteral(": ") + what};
}

// The versions a file may have, as a message shows them.
QString versionsText()
{
    return Msg::tr("%1 or %2").arg(inputs::kCurrentVersion).arg(inputs::kLatestVersion);
}

// Checks format and version; returns the version.
int checkHeader(const QJsonObject &root)
{
    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.isUndefined())
        throw schemajson::MissingFieldError(
            QStringLiteral("format"),
            Msg::tr("missing (valid: \"gpu-advisor-scenario\"): not a scenario file"));
    if (format != QJsonValue(QLatin1String(kFormat)))
        throw FieldError(
            QStringLiteral("format"),
            Msg::tr("%1 is not a scenario file format (valid: \"gpu-advisor-scenario\")")
                .arg(show(format)));
    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isUndefined())
        throw schemajson::MissingFieldError(QStringLiteral("version"),
                                            Msg::tr("missing (valid: %1)").arg(versionsText()));
    for (int v = inputs::kCurrentVersion; v <= inputs::kLatestVersion; ++v)
        if (version.isDouble() && version.toDouble() == double(v))
            return v;
    throw FieldError(
        QStringLiteral("version"),
        Msg::tr("%1 is not a supported version (valid: %2)").arg(show(version), versionsText()));
}

// Version 2: a file without workloads is not a scenario.
void checkWorkloadsGiven(const QJsonObject &root)
{
    if (schemajson::valueAt(root, QStringLiteral("inputs.workloads")).isUndefined())
        throw schemajson::MissingFieldError(
            QStringLiteral("inputs.workloads"),
            Msg::tr("missing (valid: a list of 1 to 16 workloads; required in version 2)"));
}

QString workloadPath(std::size_t i, const char *field)
{
    return QStringLiteral("inputs.workloads[%1].%2").arg(i).arg(QLatin1String(field));
}

// The business case's start month: a calendar month (docs/methodology.md §18.1).
void checkBusiness(const Scenario &s)
{
    if (s.business.startMonth && !business::parseStartMonth(*s.business.startMonth))
        throw FieldError(QStringLiteral("inputs.business.start_month"),
                         Msg::tr("\"%1\" is not a month (valid: YYYY-MM from 2000-01 to "
                                 "2100-12, for example 2026-10)")
                             .arg(*s.business.startMonth));
}

// Version 2: what one field's range cannot say (cost-model-v2.md §1–§3).
void checkVersionTwo(const engine::Inputs &in)
{
    const int months = 12 * in.horizonYears;
    const auto withinHorizon = [months](const QString &path, int month) {
        if (month > months)
            throw FieldError(path, Msg::tr("%1 is beyond the horizon of %2 months (valid: 1 to %2)")
                                       .arg(month)
                                       .arg(months));
    };
    for (std::size_t i = 0; i < in.workloads.size(); ++i) {
        const engine::WorkloadInput &w = in.workloads[i];
        withinHorizon(workloadPath(i, "start_month"), w.startMonth);
        if (w.endMonth) {
            withinHorizon(workloadPath(i, "end_month"), *w.endMonth);
            if (w.startMonth > *w.endMonth)
                throw FieldError(workloadPath(i, "start_month"),
                                 Msg::tr("%1 is after end_month %2 (valid: 1 to %2)")
                                     .arg(w.startMonth)
                                     .arg(*w.endMonth));
        }
        const bool interruptible = w.interruptible.value_or(
            w.kind == engine::WorkloadKind::Training || w.kind == engine::WorkloadKind::Batch);
        if (w.cloud.spotFraction > 0.0 && !interruptible)
            throw FieldError(workloadPath(i, "cloud.spot_fraction"),
                             Msg::tr("%1 on a workload that is not interruptible (valid: 0 unless "
                                     "interruptible is true)")
                                 .arg(showNumber(w.cloud.spotFraction)));
    }
    const auto purchases = [&](const std::optional<std::vector<engine::Purchase>> &list,
                               const char *path) {
        if (!list)
            return;
        for (std::size_t i = 0; i < list->size(); ++i)
            withinHorizon(QStringLiteral("%1[%2].month").arg(QLatin1String(path)).arg(i),
                          (*list)[i].month);
    };
    purchases(in.onpremV2.purchases, "inputs.onprem.purchases");
    purchases(in.hybrid.purchases, "inputs.hybrid.purchases");
    // The plan (docs/methodology.md §14).
    for (std::size_t i = 0; i < in.commitments.size(); ++i) {
        const engine::Commitment &c = in.commitments[i];
        const QString at = QStringLiteral("inputs.commitments[%1]").arg(i);
        withinHorizon(at + QStringLiteral(".start_month"), c.startMonth);
        if (c.releaseMonth)
            withinHorizon(at + QStringLiteral(".release_month"), *c.releaseMonth);
        if (c.termYears != 1 && c.termYears != 3)
            throw FieldError(
                at + QStringLiteral(".term_years"),
                Msg::tr("%1 is not a term the clouds sell (valid: 1 or 3)").arg(c.termYears));
    }
    if (in.migrationPhases) {
        const std::vector<std::string> &order = in.migrationPhases->order;
        for (std::size_t k = 0; k < order.size(); ++k) {
            const auto named = [&](const engine::WorkloadInput &w) { return w.name == order[k]; };
            const auto it = std::find_if(in.workloads.begin(), in.workloads.end(), named);
            const QString at = QStringLiteral("inputs.migration.phases.order[%1]").arg(k);
            if (it == in.workloads.end())
                throw FieldError(at, Msg::tr("\"%1\" is not the name of a workload (valid: the "
                                             "name of a workload that may run on-premise)")
                                         .arg(QString::fromStdString(order[k])));
            if (it->placement == engine::Placement::Cloud)
                throw FieldError(at, Msg::tr("\"%1\" stays in the cloud (placement cloud) and "
                                             "is not moved (valid: the name of a workload that "
                                             "may run on-premise)")
                                         .arg(QString::fromStdString(order[k])));
        }
    }
    const std::vector<engine::OfferTerms> &offers = in.multicloud.offers;
    for (std::size_t i = 0; i < offers.size(); ++i) {
        const QString at = QStringLiteral("inputs.multicloud.offers[%1]").arg(i);
        if (offers[i].provider == "own")
            throw FieldError(at + QStringLiteral(".provider"),
                             Msg::tr("\"own\" names the workloads' own terms (valid: another "
                                     "provider id)"));
        for (std::size_t j = 0; j < i; ++j)
            if (offers[j].id == offers[i].id)
                throw FieldError(at + QStringLiteral(".id"),
                                 Msg::tr("\"%1\" is also the id of offers[%2] (valid: each id "
                                         "once)")
                                     .arg(QString::fromStdString(offers[i].id))
                                     .arg(j));
    }
}

// An unknown key of a version 2 file that version 1 has (inputs.workload, cloud.pricing, …) is
// most likely a version 1 file with a new version number: say so.
Error unknownFieldError(const schemajson::UnknownFieldError &e, const QJsonObject &root)
{
    const QString pattern = QString(e.field).replace(
        QRegularExpression(QStringLiteral("\\[\\d+\\]")), QStringLiteral("[]"));
    const QByteArray path = pattern.toUtf8();
    const std::string_view key(path.constData(), std::size_t(path.size()));
    const inputs::Schema &schema = inputs::schema();
    if (root.value(QLatin1String("version")) == QJsonValue(2) &&
        (schema.find(key, 1) || schema.findSection(key, 1)))
        return Error{Error::Kind::UnknownField, e.field,
                     Msg::tr("a field of version 1 files only, not of version 2 (gpu-advisor-cli "
                             "validate --upgrade FILE --out FILE2 converts a version 1 file)")};
    return fieldError(Error::Kind::UnknownField, e);
}

} // namespace

QString Error::toString() const
{
    return field.isEmpty() ? message : field + QStringLiteral(": ") + message;
}

Result parse(const QByteArray &json)
{
    if (const auto problem = rawProblem(json))
        return *problem;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return syntaxError(json, parseError);
    if (!doc.isObject())
        return Error{Error::Kind::NotObject,
                     {},
                     Msg::tr("expected a JSON object at the top level, found %1")
                         .arg(doc.isArray() ? Msg::tr("a list") : Msg::tr("something else"))};
    if (const auto key = jsontext::firstKeyProblem(json)) {
        if (key->kind == jsontext::KeyProblem::Kind::ByteOrderMark)
            return Error{Error::Kind::UnknownField, key->path,
                         Msg::tr("the key on line %1 begins with an invisible byte order mark "
                                 "(U+FEFF); remove it")
                             .arg(key->firstLine)};
        return Error{Error::Kind::DuplicateKey, key->path,
                     Msg::tr("given twice, on lines %1 and %2 (a field may appear only once)")
                         .arg(key->firstLine)
                         .arg(key->secondLine)};
    }
    const QJsonObject root = doc.object();
    const inputs::Schema &schema = inputs::schema();
    try {
        const int version = checkHeader(root);
        schemajson::checkStructure(schema, version, root);
        if (version >= 2)
            checkWorkloadsGiven(root);
        Scenario s;
        s.extra = root;
        s.inputs.modelVersion = version;
        schemajson::readFields(schema, version, root, s);
        moneydefaults::fillDefaults(s, root); // omitted amounts in the scenario's currency
        schemajson::checkRequired(schema, version, root);
        checkWeights(s.inputs.factors.weights);
        checkBusiness(s);
        if (version >= 2)
            checkVersionTwo(s.inputs);
        return s;
    } catch (const schemajson::UnknownFieldError &e) {
        return unknownFieldError(e, root);
    } catch (const schemajson::MissingFieldError &e) {
        return fieldError(Error::Kind::MissingField, e);
    } catch (const FieldError &e) {
        return fieldError(Error::Kind::InvalidValue, e);
    }
}

Result load(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{Error::Kind::Unreadable, {}, Msg::tr("%1: no such file").arg(path)};
    if (info.isDir())
        return Error{
            Error::Kind::Unreadable, {}, Msg::tr("%1 is a folder, not a scenario file").arg(path)};
    // A FIFO or a device would block or never end: only regular files are read.
    if (const QString problem = files::inputFileProblem(path); !problem.isEmpty())
        return Error{Error::Kind::Unreadable, {}, problem};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::Unreadable,
                     {},
                     Msg::tr("%1 cannot be read: %2").arg(path, file.errorString())};
    // Read at most one byte past the cap: a huge file is refused without reading it all.
    const QByteArray data = file.read(kMaxFileBytes + 1);
    if (data.size() > kMaxFileBytes)
        return Error{Error::Kind::TooLarge,
                     {},
                     Msg::tr("%1 is larger than %2 MB, the limit for scenario files")
                         .arg(path)
                         .arg(kMaxFileBytes / (1024 * 1024))};
    return parse(data);
}

QJsonObject toJson(const Scenario &scenario)
{
    QJsonObject root = scenario.extra;
    const int version = scenario.inputs.modelVersion >= 2 ? 2 : 1;
    root.insert(QLatin1String("format"), QLatin1String(kFormat));
    root.insert(QLatin1String("version"), version);
    return schemajson::writeFields(inputs::schema(), version, scenario, root);
}

QByteArray toCanonicalJson(const Scenario &scenario)
{
    return QJsonDocument(toJson(scenario)).toJson(QJsonDocument::Indented);
}

QString save(const Scenario &scenario, const QString &path)
{
    return files::writeAtomically(path, toCanonicalJson(scenario));
}

std::optional<Error> validate(const Scenario &scenario)
{
    const inputs::Schema &schema = inputs::schema();
    const int version = scenario.inputs.modelVersion;
    if (version < inputs::kCurrentVersion || version > inputs::kLatestVersion)
        return Error{
            Error::Kind::InvalidValue, QStringLiteral("version"),
            Msg::tr("%1 is not a supported version (valid: %2)").arg(version).arg(versionsText())};
    try {
        schemajson::checkFields(schema, version, scenario);
        checkWeights(scenario.inputs.factors.weights);
        checkBusiness(scenario);
        if (version >= 2) {
            if (scenario.inputs.workloads.empty() || scenario.inputs.workloads.size() > 16)
                throw FieldError(QStringLiteral("inputs.workloads"),
                                 Msg::tr("%n workload(s) (valid: 1 to 16)", nullptr,
                                         int(scenario.inputs.workloads.size())));
            checkVersionTwo(scenario.inputs);
        }
    } catch (const FieldError &e) {
        return fieldError(Error::Kind::InvalidValue, e);
    }
    // What the scenario carries beside its fields (extra, written under them on save) must be
    // what a file may hold.
    const QJsonObject &root = scenario.extra;
    try {
        schemajson::checkStructure(schema, version, root);
        // Fields kept in extra (no slot): the pricing provenance, the uncertainty section, the
        // kind of workload.
        for (const inputs::Input &input : inputs::allVersions()) {
            if (input.slot || input.role == inputs::Role::Header ||
                !(input.versions & (1u << version)) ||
                !root.contains(input.jsonPath().section(u'.', 0, 0)))
                continue;
            const QJsonValue value = schemajson::valueAt(root, input.jsonPath());
            if (!value.isUndefined())
                schemajson::checkValue(input, input.jsonPath(), value);
        }
    } catch (const schemajson::UnknownFieldError &e) {
        return fieldError(Error::Kind::UnknownField, e);
    } catch (const FieldError &e) {
        return fieldError(Error::Kind::InvalidValue, e);
    }
    return std::nullopt;
}

} // namespace gda::scenariofile
