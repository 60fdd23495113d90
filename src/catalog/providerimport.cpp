// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "providerimport.h"

#include "catalogjson.h"
#include "files/regularfile.h"
#include "jsonstream.h"
#include "scenario/jsonfields.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <map>

namespace gda::catalog {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};

using Token = JsonStreamReader::Token;

// An instance type (AWS, Azure) or machine type (GCP) of a catalog GPU model.
struct InstanceType
{
    const char *key;      // what the document names (normalised for Azure)
    const char *instance; // the catalog's spelling (offer ids are made from it)
    const char *gpuModel; // catalog GPU model id
    int gpus;
};

// AWS EC2 instance types with GPUs of the catalog's models (AWS documentation, "Accelerated
// computing instances"); the offer file's `gpu` attribute gives the count as well.
constexpr InstanceType kAwsTypes[] = {
    {"p5.48xlarge", "p5.48xlarge", "h100-sxm", 8},
    {"p5.4xlarge", "p5.4xlarge", "h100-sxm", 1},
    {"p5e.48xlarge", "p5e.48xlarge", "h200", 8},
    {"p5en.48xlarge", "p5en.48xlarge", "h200", 8},
    {"p4d.24xlarge", "p4d.24xlarge", "a100-40gb", 8},
    {"p4de.24xlarge", "p4de.24xlarge", "a100-80gb", 8},
    {"p6-b200.48xlarge", "p6-b200.48xlarge", "b200", 8},
};

// Azure VM sizes by their normalised armSkuName (lower case, without "Standard_", underscores,
// spaces and dashes): the API spells some sizes differently from the VM size's name
// ("Standard_ND96asr_v4" is the ND96asr A100 v4).
constexpr InstanceType kAzureTypes[] = {
    {"nd96isrh100v5", "ND96isr_H100_v5", "h100-sxm", 8},
    {"nd96isrh200v5", "ND96isr_H200_v5", "h200", 8},
    {"nd96asrv4", "ND96asr_A100_v4", "a100-40gb", 8},
    {"nd96asra100v4", "ND96asr_A100_v4", "a100-40gb", 8},
    {"nd96amsra100v4", "ND96amsr_A100_v4", "a100-80gb", 8},
    {"nc40adsh100v5", "NC40ads_H100_v5", "h100-pcie", 1},
    {"nc80adish100v5", "NC80adis_H100_v5", "h100-pcie", 2},
    {"nc24adsa100v4", "NC24ads_A100_v4", "a100-80gb", 1},
    {"nc48adsa100v4", "NC48ads_A100_v4", "a100-80gb", 2},
    {"nc96adsa100v4", "NC96ads_A100_v4", "a100-80gb", 4},
    {"nd96isrmi300xv5", "ND96isr_MI300X_v5", "mi300x", 8},
};

// GCP machine types: the accelerator is priced per GPU, the machine's vCPUs and memory by the
// family's core and RAM SKUs (Compute Engine documentation, "GPU machine types").
struct GcpMachine
{
    const char *machine;
    const char *gpuModel;
    int gpus;
    int vcpus;
    double memoryGb;
    const char *family; // "A2": "A2 Instance Core", "A2 Instance Ram", "A2 Cpu", "A2 Ram"
};
constexpr GcpMachine kGcpMachines[] = {
    {"a2-highgpu-1g", "a100-40gb", 1, 12, 85, "A2"},
    {"a2-highgpu-2g", "a100-40gb", 2, 24, 170, "A2"},
    {"a2-highgpu-4g", "a100-40gb", 4, 48, 340, "A2"},
    {"a2-highgpu-8g", "a100-40gb", 8, 96, 680, "A2"},
    {"a2-ultragpu-1g", "a100-80gb", 1, 12, 170, "A2"},
    {"a2-ultragpu-8g", "a100-80gb", 8, 96, 1360, "A2"},
    {"a3-highgpu-8g", "h100-sxm", 8, 208, 1872, "A3"},
};

// GCP accelerator SKU names (the description without its usage prefix and location).
struct GcpGpuName
{
    const char *name;
    const char *gpuModel;
};
constexpr GcpGpuName kGcpGpus[] = {
    {"nvidia tesla a100 gpu", "a100-40gb"},      {"nvidia a100 gpu", "a100-40gb"},
    {"nvidia tesla a100 80gb gpu", "a100-80gb"}, {"nvidia a100 80gb gpu", "a100-80gb"},
    {"nvidia h100 80gb gpu", "h100-sxm"},        {"nvidia h100 gpu", "h100-sxm"},
};

// AWS region names as older offer files give them (newer ones have regionCode).
const QHash<QString, QString> &awsLocations()
{
    static const QHash<QString, QString> table{
        {QStringLiteral("US East (N. Virginia)"), QStringLiteral("us-east-1")},
        {QStringLiteral("US East (Ohio)"), QStringLiteral("us-east-2")},
        {QStringLiteral("US West (N. California)"), QStringLiteral("us-west-1")},
        {QStringLiteral("US West (Oregon)"), QStringLiteral("us-west-2")},
        {QStringLiteral("EU (Ireland)"), QStringLiteral("eu-west-1")},
        {QStringLiteral("EU (London)"), QStringLiteral("eu-west-2")},
        {QStringLiteral("EU (Frankfurt)"), QStringLiteral("eu-central-1")},
        {QStringLiteral("EU (Stockholm)"), QStringLiteral("eu-north-1")},
        {QStringLiteral("Europe (Ireland)"), QStringLiteral("eu-west-1")},
        {QStringLiteral("Europe (London)"), QStringLiteral("eu-west-2")},
        {QStringLiteral("Europe (Frankfurt)"), QStringLiteral("eu-central-1")},
        {QStringLiteral("Europe (Stockholm)"), QStringLiteral("eu-north-1")},
        {QStringLiteral("Asia Pacific (Tokyo)"), QStringLiteral("ap-northeast-1")},
        {QStringLiteral("Asia Pacific (Sydney)"), QStringLiteral("ap-southeast-2")},
        {QStringLiteral("Asia Pacific (Mumbai)"), QStringLiteral("ap-south-1")},
        {QStringLiteral("Asia Pacific (Singapore)"), QStringLiteral("ap-southeast-1")},
        {QStringLiteral("Canada (Central)"), QStringLiteral("ca-central-1")},
        {QStringLiteral("South America (Sao Paulo)"), QStringLiteral("sa-east-1")},
    };
    return table;
}

QString normalisedAzureSku(QString name)
{
    name = name.toLower();
    if (name.startsWith(QLatin1String("standard_")))
        name.remove(0, 9);
    name.remove(u'_');
    name.remove(u' ');
    name.remove(u'-');
    return name;
}

template <std::size_t N>
const InstanceType *findType(const InstanceType (&table)[N], const QString &key)
{
    for (const InstanceType &t : table)
        if (key == QLatin1String(t.key))
            return &t;
    return nullptr;
}

// "2024-11-01T00:00:00Z" or "2024-11-01" → the date.
QDate datePart(const QString &text)
{
    return QDate::fromString(text.left(10), Qt::ISODate);
}

double numberOf(const QJsonValue &value)
{
    if (value.isDouble())
        return value.toDouble();
    bool ok = false;
    const double v = QLocale::c().toDouble(value.toString(), &ok);
    return ok ? v : -1.0;
}

QString slug(const QString &text)
{
    QString out = text.toLower();
    for (QChar &c : out)
        if (c == u'.' || c == u'_' || c == u' ' || c == u'/')
            c = u'-';
    return out;
}

// The day a downloaded page was read: its file's modification date (an API page has no
// publication date; `catalog update` writes the page as it fetches it).
QDate readDate(const QString &path)
{
    return QFileInfo(path).lastModified().date();
}

QString where(const PriceDocument &document)
{
    return document.url.isEmpty() ? QFileInfo(document.path).fileName() : document.url;
}

// Prices per GPU-hour of one instance type in one region, as they are found.
struct Prices
{
    const char *instance = nullptr;
    const char *gpuModel = nullptr;
    int gpus = 1;
    QString region;
    std::optional<double> onDemand, reserved1y, reserved3y, spot;
    QString reserved1yHow, reserved3yHow;
    QDate date, spotDate; // as of when the prices were current (publication, or read)
    QDate effective;      // since when the on-demand price applies (the document says)
    QString documentName; // the document the on-demand price came from
};

// Fills in the offer's fields; the document does not state egress, storage and the attributes
// of eligibility: those come from the catalog's offer with the same id, else from another
// offer of the same provider.
class OfferBuilder
{
public:
    OfferBuilder(PriceImport &out, const Catalog &existing, const QString &provider,
                 const QString &providerId)
        : m_out(out), m_report(out.report), m_existing(existing), m_provider(provider),
          m_providerId(providerId)
    {
        for (const CloudOffer &o : existing.cloudOffers)
            if (o.providerId == providerId) {
                m_sibling = &o;
                break;
            }
    }

    void add(const Prices &p, const QString &source, const QString &note)
    {
        CloudOffer o;
        const QString id = m_providerId + u'-' + slug(QLatin1String(p.instance)) + u'-' + p.region;
        if (const CloudOffer *same = m_existing.offer(id)) {
            // A document older than the catalog's price (e.g. an offer file of 2024 read into a
            // catalog checked in 2026) does not bring an old price back.
            if (same->provenance.date.isValid() && p.date.isValid() &&
                same->provenance.date > p.date) {
                ++m_out.stats.olderThanCatalog;
                m_out.keptNewer << id;
                return;
            }
            o = *same;
        } else {
            o.providerKind = ProviderKind::Hyperscaler;
            if (m_sibling) {
                o.egressTiers = m_sibling->egressTiers;
                o.storagePerGbMonth = m_sibling->storagePerGbMonth;
                o.providerKind = m_sibling->providerKind;
            } else {
                o.egressTiers = {{10, 0.09}, {50, 0.085}, {150, 0.07}, {}};
                o.egressTiers.back().pricePerGb = 0.05;
                o.storagePerGbMonth = 0.08;
            }
        }
        o.id = id;
        o.provider = m_provider;
        o.providerId = m_providerId;
        o.instance = QLatin1String(p.instance);
        o.gpuModel = QLatin1String(p.gpuModel);
        o.gpusPerInstance = p.gpus;
        o.region = p.region;
        o.onDemandPerGpuHour = *p.onDemand;
        o.reserved1yPerGpuHour = p.reserved1y;
        o.reserved3yPerGpuHour = p.reserved3y;
        o.reservedAvailable = p.reserved1y.has_value() || p.reserved3y.has_value();
        if (p.spot) {
            o.spotPerGpuHour = p.spot;
            o.spotSource = source;
            o.spotDate = p.spotDate;
        } else if (o.spotPerGpuHour) {
            // The document gives no spot price (an AWS offer file never does): the catalog's
            // one stays, with its own source and date.
            if (o.spotSource.isEmpty())
                o.spotSource = o.provenance.source;
            if (!o.spotDate.isValid())
                o.spotDate = o.provenance.date;
        }
        o.provenance = Provenance{};
        o.provenance.source = source;
        o.provenance.date = p.date;
        o.provenance.note = note;
        o.provenance.origin = Origin::User;
        if (!m_existing.gpuModel(o.gpuModel)) {
            m_report.badRows.push_back(
                {0, id, QStringLiteral("gpu_model"),
                 Msg::tr("%1 is not a GPU model of the catalog").arg(o.gpuModel)});
            return;
        }
        // The same checks as any imported row: the catalog format's reader.
        try {
            CloudOffer checked = entryjson::readCloudOffer(entryjson::write(o), {});
            checked.provenance.origin = Origin::User;
            m_report.rows.cloudOffers.push_back(std::move(checked));
        } catch (const jsonfields::FieldError &e) {
            m_report.badRows.push_back({0, id, e.field, e.message});
        }
    }

private:
    PriceImport &m_out;
    ImportReport &m_report;
    const Catalog &m_existing;
    QString m_provider, m_providerId;
    const CloudOffer *m_sibling = nullptr;
};

// Opens a document for streaming, or sets the report's file error.
bool openDocument(const PriceDocument &document, QFile &file, PriceImport &out)
{
    auto error = [&](const QString &reason) {
        out.report.fileError =
            CatalogError{CatalogError::Kind::Unreadable, {}, {}, reason, 0, document.path};
        return false;
    };
    if (const QString kind = files::nonRegularKind(document.path); !kind.isEmpty())
        return error(Msg::tr("is %1, not a regular file").arg(kind));
    file.setFileName(document.path);
    if (QFileInfo(document.path).isDir() || !file.open(QIODevice::ReadOnly))
        return error(QFileInfo::exists(document.path)
                         ? Msg::tr("cannot be read: %1").arg(file.errorString())
                         : Msg::tr("no such file"));
    ++out.stats.documents;
    out.stats.bytes += file.size();
    return true;
}

bool streamError(const JsonStreamReader &reader, const PriceDocument &document, PriceImport &out)
{
    out.report.fileError =
        CatalogError{CatalogError::Kind::NotJson, {}, {}, reader.errorString(), 0, document.path};
    return false;
}

bool notThisFormat(const PriceDocument &document, PriceImport &out, const QString &expected)
{
    out.report.fileError = CatalogError{CatalogError::Kind::NotObject,      {}, {},
                                        Msg::tr("is not %1").arg(expected), 0,  document.path};
    return false;
}

// ---------------------------------------------------------------------------------------------
// AWS Price List

struct AwsSku
{
    const InstanceType *type = nullptr;
    int gpus = 1;
    QString region;
    double onDemand = 0.0; // per instance-hour
    QDate date;
    // Per term length (1, 3): the lowest effective hourly rate of the standard offering class.
    std::map<int, std::pair<double, QString>> reserved;
};

class AwsReader
{
public:
    explicit AwsReader(PriceImport &out) : m_out(out) {}

    bool read(const PriceDocument &document)
    {
        m_document = document;
        QFile file;
        if (!openDocument(document, file, m_out))
            return false;
        bool termsBeforeProducts = false;
        if (!pass(file, false, termsBeforeProducts))
            return false;
        if (termsBeforeProducts) { // unusual order: read the terms again, now knowing the SKUs
            file.seek(0);
            if (!pass(file, true, termsBeforeProducts))
                return false;
        }
        return true;
    }

    void finish(const Catalog &existing)
    {
        std::map<std::pair<QString, QString>, Prices> offers; // (instance, region)
        for (auto it = m_skus.cbegin(); it != m_skus.cend(); ++it) {
            const AwsSku &s = *it;
            if (s.onDemand <= 0.0) {
                ++m_out.stats.incomplete;
                continue;
            }
            const auto key = std::make_pair(QString::fromLatin1(s.type->instance), s.region);
            if (offers.count(key)) {
                ++m_out.stats.variantsSkipped;
                continue;
            }
            Prices p;
            p.instance = s.type->instance;
            p.gpuModel = s.type->gpuModel;
            p.gpus = s.gpus;
            p.region = s.region;
            p.onDemand = s.onDemand / s.gpus;
            p.date = m_published.isValid() ? m_published : s.date;
            p.effective = s.date;
            for (const auto &[years, rate] : s.reserved) {
                (years == 1 ? p.reserved1y : p.reserved3y) = rate.first / s.gpus;
                (years == 1 ? p.reserved1yHow : p.reserved3yHow) = rate.second;
            }
            offers.emplace(key, p);
        }
        OfferBuilder builder(m_out, existing, QStringLiteral("AWS"), QStringLiteral("aws"));
        for (const auto &[key, p] : offers) {
            Q_UNUSED(key)
            QStringList how;
            if (p.reserved1y)
                how << QStringLiteral("1 year: %1").arg(p.reserved1yHow);
            if (p.reserved3y)
                how << QStringLiteral("3 years: %1").arg(p.reserved3yHow);
            const QString note =
                QStringLiteral(
                    "On-demand: the Linux, shared-tenancy, no-licence price per instance-hour "
                    "divided by %1 GPUs. Reserved: the standard offering class's lowest "
                    "effective hourly rate, the upfront fee spread evenly over the term's "
                    "hours (8,760 a year), not discounted%2. On-demand price effective since "
                    "%3.")
                    .arg(p.gpus)
                    .arg(how.isEmpty()
                             ? QString()
                             : QStringLiteral(" (") + how.join(QStringLiteral("; ")) + u')')
                    .arg(entryjson::writeDate(p.effective));
            builder.add(p, m_source, note);
        }
    }

private:
    bool pass(QFile &file, bool termsOnly, bool &termsBeforeProducts)
    {
        JsonStreamReader reader(&file);
        bool productsSeen = false;
        if (reader.next() != Token::BeginObject)
            return reader.hasError()
                       ? streamError(reader, m_document, m_out)
                       : notThisFormat(m_document, m_out, Msg::tr("an AWS Price List document"));
        bool recognised = false;
        for (Token t = reader.next(); t != Token::EndObject; t = reader.next()) {
            if (t != Token::Key)
                return streamError(reader, m_document, m_out);
            const QString key = reader.text();
            const Token value = reader.next();
            if (value == Token::Error)
                return streamError(reader, m_document, m_out);
            if (key == QLatin1String("products") && value == Token::BeginObject && !termsOnly) {
                recognised = productsSeen = true;
                if (!readProducts(reader))
                    return streamError(reader, m_document, m_out);
            } else if (key == QLatin1String("terms") && value == Token::BeginObject) {
                recognised = true;
                if (!productsSeen && !termsOnly) {
                    termsBeforeProducts = true;
                    if (!reader.skipValue(value))
                        return streamError(reader, m_document, m_out);
                } else if (!readTerms(reader)) {
                    return streamError(reader, m_document, m_out);
                }
            } else if (key == QLatin1String("PriceList") && value == Token::BeginArray &&
                       !termsOnly) {
                recognised = true;
                if (!readQueryApiPage(reader))
                    return false; // the reason is in m_out
            } else if (key == QLatin1String("publicationDate") && value == Token::String) {
                m_published = datePart(reader.text());
            } else if (key == QLatin1String("version") && value == Token::String) {
                m_version = reader.text();
            } else if (key == QLatin1String("offerCode") && value == Token::String) {
                m_offerCode = reader.text();
            } else if (!reader.skipValue(value)) {
                return streamError(reader, m_document, m_out);
            }
        }
        if (reader.next() != Token::End)
            return streamError(reader, m_document, m_out);
        if (!recognised)
            return notThisFormat(m_document, m_out,
                                 Msg::tr("an AWS Price List document (no \"products\", \"terms\" "
                                         "or \"PriceList\")"));
        m_source = m_queryApi
                       ? QStringLiteral("AWS Price List Query API (GetProducts), %1, published %2")
                             .arg(where(m_document), entryjson::writeDate(m_published))
                       : QStringLiteral("AWS Price List offer file %1 version %2, %3, published %4")
                             .arg(m_offerCode, m_version, where(m_document),
                                  entryjson::writeDate(m_published));
        return true;
    }

    bool readProducts(JsonStreamReader &reader)
    {
        for (Token t = reader.next(); t != Token::EndObject; t = reader.next()) {
            if (t != Token::Key)
                return false;
            const QString sku = reader.text();
            const QJsonValue product = reader.readValue(reader.next());
            if (reader.hasError())
                return false;
            product_(sku, product.toObject());
        }
        return true;
    }

    void product_(const QString &sku, const QJsonObject &product)
    {
        ++m_out.stats.recordsRead;
        if (!product.value(QLatin1String("productFamily"))
                 .toString()
                 .startsWith(QLatin1String("Compute Instance")))
            return;
        const QJsonObject a = product.value(QLatin1String("attributes")).toObject();
        const InstanceType *type =
            findType(kAwsTypes, a.value(QLatin1String("instanceType")).toString());
        if (!type)
            return;
        ++m_out.stats.gpuRecords;
        auto is = [&](const char *name, const char *wanted, bool absentOk) {
            const QJsonValue v = a.value(QLatin1String(name));
            return v.isUndefined() ? absentOk : v.toString() == QLatin1String(wanted);
        };
        // A Capacity Block: marketoption "CapacityBlock"; the real offer file gives it the same
        // usagetype as on demand ("BoxUsage:p4d.24xlarge") but the operation "RunInstances:CB",
        // which is all that marks it where marketoption is absent.
        const QString market = a.value(QLatin1String("marketoption")).toString();
        if (market == QLatin1String("CapacityBlock") ||
            a.value(QLatin1String("operation")).toString().endsWith(QLatin1String(":CB")) ||
            a.value(QLatin1String("usagetype"))
                .toString()
                .contains(QLatin1String("CapacityBlock"))) {
            ++m_out.stats.zeroPriced; // Capacity Blocks are bought ahead; 0 is not their price
            return;
        }
        if (!is("operatingSystem", "Linux", false) || !is("tenancy", "Shared", false) ||
            !is("preInstalledSw", "NA", true) || !is("licenseModel", "No License required", true) ||
            !is("capacitystatus", "Used", true) || !is("locationType", "AWS Region", true) ||
            (!market.isEmpty() && market != QLatin1String("OnDemand"))) {
            ++m_out.stats.variantsSkipped;
            return;
        }
        QString region = a.value(QLatin1String("regionCode")).toString();
        if (region.isEmpty())
            region = awsLocations().value(a.value(QLatin1String("location")).toString());
        if (region.isEmpty()) {
            ++m_out.stats.variantsSkipped;
            return;
        }
        if (governmentOnlyRegion(region)) {
            ++m_out.stats.governmentOnly;
            return;
        }
        AwsSku s;
        s.type = type;
        bool ok = false;
        const int gpus = a.value(QLatin1String("gpu")).toString().toInt(&ok);
        s.gpus = ok && gpus > 0 ? gpus : type->gpus;
        s.region = region;
        m_skus.insert(sku, s);
    }

    bool readTerms(JsonStreamReader &reader)
    {
        for (Token t = reader.next(); t != Token::EndObject; t = reader.next()) {
            if (t != Token::Key)
                return false;
            const QString termType = reader.text();
            const Token bySku = reader.next();
            const bool wanted =
                termType == QLatin1String("OnDemand") || termType == QLatin1String("Reserved");
            if (!wanted || bySku != Token::BeginObject) {
                if (!reader.skipValue(bySku))
                    return false;
                continue;
            }
            for (Token s = reader.next(); s != Token::EndObject; s = reader.next()) {
                if (s != Token::Key)
                    return false;
                const auto it = m_skus.find(reader.text());
                const Token terms = reader.next();
                if (it == m_skus.end()) {
                    if (!reader.skipValue(terms))
                        return false;
                    continue;
                }
                const QJsonObject byCode = reader.readValue(terms).toObject();
                if (reader.hasError())
                    return false;
                for (const QJsonValue &term : byCode)
                    applyTerm(*it, termType, term.toObject());
            }
        }
        return true;
    }

    bool readQueryApiPage(JsonStreamReader &reader)
    {
        m_queryApi = true;
        int index = 0;
        for (Token t = reader.next(); t != Token::EndArray; t = reader.next(), ++index) {
            QJsonObject item;
            if (t == Token::String) { // the API gives each item as a JSON text
                QJsonParseError parsed;
                const QJsonDocument text = QJsonDocument::fromJson(reader.text().toUtf8(), &parsed);
                // A cut-off or damaged item refuses the page, as a cut-off document does: an
                // item read as empty would drop its offer without a word.
                if (parsed.error != QJsonParseError::NoError || !text.isObject())
                    return itemError(index, parsed.error != QJsonParseError::NoError
                                                ? parsed.errorString()
                                                : Msg::tr("not a JSON object"));
                item = text.object();
            } else if (t == Token::BeginObject) {
                item = reader.readValue(t).toObject();
                if (reader.hasError())
                    return streamError(reader, m_document, m_out);
            } else if (t == Token::Error || t == Token::End || reader.hasError()) {
                return streamError(reader, m_document, m_out);
            } else {
                return itemError(index, Msg::tr("neither a JSON text nor an object"));
            }
            const QJsonObject product = item.value(QLatin1String("product")).toObject();
            const QString sku = product.value(QLatin1String("sku")).toString();
            if (!m_published.isValid() ||
                datePart(item.value(QLatin1String("publicationDate")).toString()) > m_published)
                m_published = datePart(item.value(QLatin1String("publicationDate")).toString());
            product_(sku, product);
            const auto it = m_skus.find(sku);
            if (it == m_skus.end())
                continue;
            const QJsonObject terms = item.value(QLatin1String("terms")).toObject();
            for (auto kind = terms.begin(); kind != terms.end(); ++kind)
                for (const QJsonValue &term : kind.value().toObject())
                    applyTerm(*it, kind.key(), term.toObject());
        }
        return true;
    }

    // Refuses the document for its PriceList item `index` (counted from 0).
    bool itemError(int index, const QString &why)
    {
        m_out.report.fileError =
            CatalogError{CatalogError::Kind::NotJson,
                         {},
                         {},
                         Msg::tr("PriceList[%1] is not a price list item: %2").arg(index).arg(why),
                         0,
                         m_document.path};
        return false;
    }

    void applyTerm(AwsSku &s, const QString &termType, const QJsonObject &term)
    {
        double hourly = -1.0, upfront = 0.0;
        for (const QJsonValue &d : term.value(QLatin1String("priceDimensions")).toObject()) {
            const QJsonObject dim = d.toObject();
            const double usd = numberOf(
                dim.value(QLatin1String("pricePerUnit")).toObject().value(QLatin1String("USD")));
            const QString unit = dim.value(QLatin1String("unit")).toString();
            if (unit.compare(QLatin1String("Hrs"), Qt::CaseInsensitive) == 0)
                hourly = usd;
            else if (unit == QLatin1String("Quantity"))
                upfront = std::max(0.0, usd);
        }
        if (termType == QLatin1String("OnDemand")) {
            if (hourly <= 0.0) {
                ++m_out.stats.zeroPriced;
                return;
            }
            s.onDemand = hourly;
            s.date = datePart(term.value(QLatin1String("effectiveDate")).toString());
            return;
        }
        const QJsonObject attrs = term.value(QLatin1String("termAttributes")).toObject();
        if (attrs.value(QLatin1String("OfferingClass")).toString() != QLatin1String("standard"))
            return;
        const QString length = attrs.value(QLatin1String("LeaseContractLength")).toString();
        const int years = length.startsWith(u'1') ? 1 : length.startsWith(u'3') ? 3 : 0;
        if (years == 0 || hourly < 0.0)
            return;
        const double effective = hourly + upfront / (years * kHoursPerYear);
        if (effective <= 0.0)
            return;
        const QString option = attrs.value(QLatin1String("PurchaseOption")).toString();
        const QString how =
            upfront > 0.0
                ? QStringLiteral("%1, %2 USD upfront / %3 h + %4 USD/h")
                      .arg(option, QString::number(upfront, 'f', 2),
                           QString::number(years * kHoursPerYear, 'f', 0),
                           QString::number(hourly, 'g', 10))
                : QStringLiteral("%1, %2 USD/h").arg(option, QString::number(hourly, 'g', 10));
        auto it = s.reserved.find(years);
        if (it == s.reserved.end() || effective < it->second.first)
            s.reserved[years] = {effective, how};
    }

    PriceImport &m_out;
    PriceDocument m_document;
    QHash<QString, AwsSku> m_skus; // GPU SKUs only: bounded by the GPU instance types × regions
    QDate m_published;
    QString m_version, m_offerCode, m_source;
    bool m_queryApi = false;
};

// ---------------------------------------------------------------------------------------------
// Azure Retail Prices API

class AzureReader
{
public:
    explicit AzureReader(PriceImport &out) : m_out(out) {}

    bool read(const PriceDocument &document)
    {
        QFile file;
        if (!openDocument(document, file, m_out))
            return false;
        JsonStreamReader reader(&file);
        if (reader.next() != Token::BeginObject)
            return reader.hasError()
                       ? streamError(reader, document, m_out)
                       : notThisFormat(document, m_out, Msg::tr("an Azure Retail Prices API page"));
        bool items = false;
        for (Token t = reader.next(); t != Token::EndObject; t = reader.next()) {
            if (t != Token::Key)
                return streamError(reader, document, m_out);
            const QString key = reader.text();
            const Token value = reader.next();
            if (key == QLatin1String("Items") && value == Token::BeginArray) {
                items = true;
                for (Token i = reader.next(); i != Token::EndArray; i = reader.next()) {
                    const QJsonObject item = reader.readValue(i).toObject();
                    if (reader.hasError())
                        return streamError(reader, document, m_out);
                    take(item, document);
                }
            } else if (!reader.skipValue(value)) {
                return streamError(reader, document, m_out);
            }
        }
        if (reader.next() != Token::End)
            return streamError(reader, document, m_out);
        if (!items)
            return notThisFormat(document, m_out,
                                 Msg::tr("an Azure Retail Prices API page (no \"Items\")"));
        return true;
    }

    void finish(const Catalog &existing)
    {
        OfferBuilder builder(m_out, existing, QStringLiteral("Azure"), QStringLiteral("azure"));
        for (const auto &[key, p] : m_prices) {
            Q_UNUSED(key)
            if (!p.onDemand) {
                ++m_out.stats.incomplete;
                continue;
            }
            const QString source =
                QStringLiteral(
                    "Azure Retail Prices API (prices.azure.com), %1, read %2, effective %3")
                    .arg(p.documentName, entryjson::writeDate(p.date),
                         entryjson::writeDate(p.effective));
            const QString note =
                QStringLiteral(
                    "Linux (productName without \"Windows\"), pay-as-you-go price per VM-hour "
                    "divided by %1 GPUs; spot from the meter named \"… Spot\". Reserved: the "
                    "reservation's retailPrice is for the whole term (its unit says one "
                    "hour), divided by the term's hours (8,760 a year) and the GPUs.")
                    .arg(p.gpus);
            builder.add(p, source, note);
        }
    }

private:
    void take(const QJsonObject &item, const PriceDocument &document)
    {
        ++m_out.stats.recordsRead;
        const QString service = item.value(QLatin1String("serviceName")).toString();
        if (!service.isEmpty() && service != QLatin1String("Virtual Machines"))
            return;
        const InstanceType *type = findType(
            kAzureTypes, normalisedAzureSku(item.value(QLatin1String("armSkuName")).toString()));
        if (!type)
            return;
        ++m_out.stats.gpuRecords;
        const QString currency = item.value(QLatin1String("currencyCode")).toString();
        const QString product = item.value(QLatin1String("productName")).toString();
        const QString meter = item.value(QLatin1String("meterName")).toString();
        const QString kind = item.value(QLatin1String("type")).toString();
        if ((!currency.isEmpty() && currency != QLatin1String("USD")) ||
            product.contains(QLatin1String("Windows")) ||
            meter.contains(QLatin1String("Low Priority")) ||
            kind == QLatin1String("DevTestConsumption")) {
            ++m_out.stats.variantsSkipped;
            return;
        }
        const double price = numberOf(item.value(QLatin1String("retailPrice")));
        if (price <= 0.0) {
            ++m_out.stats.zeroPriced;
            return;
        }
        const QString region = item.value(QLatin1String("armRegionName")).toString();
        if (governmentOnlyRegion(region)) {
            ++m_out.stats.governmentOnly;
            return;
        }
        Prices &p = m_prices[{QString::fromLatin1(type->instance), region}];
        p.instance = type->instance;
        p.gpuModel = type->gpuModel;
        p.gpus = type->gpus;
        p.region = region;
        const QDate date = datePart(item.value(QLatin1String("effectiveStartDate")).toString());
        if (kind == QLatin1String("Reservation")) {
            const QString term = item.value(QLatin1String("reservationTerm")).toString();
            const int years = term.startsWith(u'1') ? 1 : term.startsWith(u'3') ? 3 : 0;
            if (years == 0)
                return;
            auto &slot = years == 1 ? p.reserved1y : p.reserved3y;
            if (!slot)
                slot = price / (years * kHoursPerYear) / type->gpus;
            return;
        }
        // "1 Hour", or a block of hours ("100 Hours").
        const QString unit = item.value(QLatin1String("unitOfMeasure")).toString();
        const double hours = std::max(1, unit.section(u' ', 0, 0).toInt());
        const double perGpu = price / hours / type->gpus;
        if (meter.endsWith(QLatin1String(" Spot"))) {
            if (!p.spot) {
                p.spot = perGpu;
                p.spotDate = readDate(document.path);
            }
        } else if (!p.onDemand) {
            p.onDemand = perGpu;
            p.date = readDate(document.path);
            p.effective = date;
            p.documentName = where(document);
        } else {
            ++m_out.stats.variantsSkipped; // a second meter for the same VM (another product)
        }
    }

    PriceImport &m_out;
    std::map<std::pair<QString, QString>, Prices> m_prices;
};

// ---------------------------------------------------------------------------------------------
// Google Cloud Billing Catalog

struct GcpRate
{
    double price = 0.0;
    QDate date;
};

class GcpReader
{
public:
    explicit GcpReader(PriceImport &out) : m_out(out) {}

    bool read(const PriceDocument &document)
    {
        QFile file;
        if (!openDocument(document, file, m_out))
            return false;
        m_names << where(document);
        m_read = std::max(m_read, readDate(document.path));
        JsonStreamReader reader(&file);
        if (reader.next() != Token::BeginObject)
            return reader.hasError() ? streamError(reader, document, m_out)
                                     : notThisFormat(document, m_out,
                                                     Msg::tr("a Cloud Billing Catalog SKU page"));
        bool skus = false;
        for (Token t = reader.next(); t != Token::EndObject; t = reader.next()) {
            if (t != Token::Key)
                return streamError(reader, document, m_out);
            const QString key = reader.text();
            const Token value = reader.next();
            if (key == QLatin1String("skus") && value == Token::BeginArray) {
                skus = true;
                for (Token i = reader.next(); i != Token::EndArray; i = reader.next()) {
                    const QJsonObject sku = reader.readValue(i).toObject();
                    if (reader.hasError())
                        return streamError(reader, document, m_out);
                    take(sku);
                }
            } else if (!reader.skipValue(value)) {
                return streamError(reader, document, m_out);
            }
        }
        if (reader.next() != Token::End)
            return streamError(reader, document, m_out);
        if (!skus)
            return notThisFormat(document, m_out,
                                 Msg::tr("a Cloud Billing Catalog SKU page (no \"skus\")"));
        return true;
    }

    void finish(const Catalog &existing)
    {
        OfferBuilder builder(m_out, existing, QStringLiteral("GCP"), QStringLiteral("gcp"));
        QSet<QString> regions;
        for (auto it = m_rates.cbegin(); it != m_rates.cend(); ++it)
            regions.insert(it.key().section(u'|', 3));
        QStringList sorted(regions.begin(), regions.end());
        sorted.sort();
        for (const GcpMachine &m : kGcpMachines) {
            for (const QString &region : sorted) {
                // Per GPU-hour: the accelerator plus its share of the machine's vCPUs and memory.
                auto price = [&](const QString &usage) -> std::optional<GcpRate> {
                    const auto gpu = m_rates.constFind(
                        key(QStringLiteral("gpu"), QLatin1String(m.gpuModel), usage, region));
                    const auto core = m_rates.constFind(
                        key(QStringLiteral("core"), QLatin1String(m.family), usage, region));
                    const auto ram = m_rates.constFind(
                        key(QStringLiteral("ram"), QLatin1String(m.family), usage, region));
                    if (gpu == m_rates.constEnd() || core == m_rates.constEnd() ||
                        ram == m_rates.constEnd())
                        return std::nullopt;
                    return GcpRate{gpu->price +
                                       (m.vcpus * core->price + m.memoryGb * ram->price) / m.gpus,
                                   std::max({gpu->date, core->date, ram->date})};
                };
                const auto onDemand = price(QStringLiteral("OnDemand"));
                if (!onDemand) {
                    if (m_rates.contains(key(QStringLiteral("gpu"), QLatin1String(m.gpuModel),
                                             QStringLiteral("OnDemand"), region)) &&
                        m.gpus == 1)
                        ++m_out.stats.incomplete; // the GPU without its machine's parts
                    continue;
                }
                Prices p;
                p.instance = m.machine;
                p.gpuModel = m.gpuModel;
                p.gpus = m.gpus;
                p.region = region;
                p.onDemand = onDemand->price;
                p.date = m_read;
                p.effective = onDemand->date;
                if (const auto r = price(QStringLiteral("Commit1Yr")))
                    p.reserved1y = r->price;
                if (const auto r = price(QStringLiteral("Commit3Yr")))
                    p.reserved3y = r->price;
                if (const auto r = price(QStringLiteral("Preemptible"))) {
                    p.spot = r->price;
                    p.spotDate = m_read;
                }
                const QString source =
                    QStringLiteral(
                        "Google Cloud Billing Catalog, Compute Engine SKUs, %1, read %2, "
                        "effective %3")
                        .arg(m_names.join(QStringLiteral(", ")), entryjson::writeDate(p.date),
                             entryjson::writeDate(p.effective));
                const QString note =
                    QStringLiteral(
                        "Per GPU-hour: the accelerator SKU plus (%1 vCPUs × the %2 core SKU + "
                        "%3 GB × the %2 RAM SKU) / %4 GPUs; prices are units + nanos / 10^9 "
                        "of the tier starting at 0 (the first tier above 0 when that one is "
                        "free). Reserved: the Commit1Yr / Commit3Yr SKUs (committed use, "
                        "already per hour). Spot: the Preemptible SKUs.")
                        .arg(m.vcpus)
                        .arg(QLatin1String(m.family))
                        .arg(m.memoryGb)
                        .arg(m.gpus);
                builder.add(p, source, note);
            }
        }
    }

private:
    static QString key(const QString &kind, const QString &what, const QString &usage,
                       const QString &region)
    {
        return kind + u'|' + what + u'|' + usage + u'|' + region;
    }

    // units + nanos / 10^9 of the tier that a running machine pays (see the note in finish()).
    static std::optional<double> hourlyRate(const QJsonObject &expression)
    {
        const QString unit = expression.value(QLatin1String("usageUnit")).toString();
        if (unit != QLatin1String("h") && unit != QLatin1String("GiBy.h"))
            return std::nullopt;
        std::optional<double> chosen;
        double chosenStart = -1.0;
        for (const QJsonValue &t : expression.value(QLatin1String("tieredRates")).toArray()) {
            const QJsonObject tier = t.toObject();
            const QJsonObject price = tier.value(QLatin1String("unitPrice")).toObject();
            if (price.value(QLatin1String("currencyCode")).toString() != QLatin1String("USD"))
                return std::nullopt;
            const double v = numberOf(price.value(QLatin1String("units"))) +
                             price.value(QLatin1String("nanos")).toDouble() / 1e9;
            const double start = tier.value(QLatin1String("startUsageAmount")).toDouble();
            if (v <= 0.0)
                continue;
            if (!chosen || start < chosenStart) {
                chosen = v;
                chosenStart = start;
            }
        }
        return chosen;
    }

    void take(const QJsonObject &sku)
    {
        ++m_out.stats.recordsRead;
        const QJsonObject category = sku.value(QLatin1String("category")).toObject();
        if (category.value(QLatin1String("serviceDisplayName")).toString() !=
            QLatin1String("Compute Engine"))
            return;
        const QString usage = category.value(QLatin1String("usageType")).toString();
        QString description = sku.value(QLatin1String("description")).toString();
        for (const char *prefix : {"Spot Preemptible ", "Preemptible ", "Commitment v1: "})
            if (description.startsWith(QLatin1String(prefix)))
                description.remove(0, int(qstrlen(prefix)));
        static const QRegularExpression location(QStringLiteral("^(.*?) (?:running )?in .*$"),
                                                 QRegularExpression::CaseInsensitiveOption);
        const auto match = location.match(description);
        if (!match.hasMatch())
            return;
        const QString component = match.captured(1).trimmed();
        QString kind, what;
        for (const GcpGpuName &g : kGcpGpus)
            if (component.compare(QLatin1String(g.name), Qt::CaseInsensitive) == 0) {
                kind = QStringLiteral("gpu");
                what = QLatin1String(g.gpuModel);
            }
        static const QRegularExpression part(
            QStringLiteral("^([A-Z][0-9]+) (Instance Core|Cpu|Core|Instance Ram|Ram)$"));
        if (const auto m = part.match(component); kind.isEmpty() && m.hasMatch()) {
            kind = m.captured(2).endsWith(QLatin1String("Ram")) ? QStringLiteral("ram")
                                                                : QStringLiteral("core");
            what = m.captured(1);
            bool used = false;
            for (const GcpMachine &machine : kGcpMachines)
                used = used || what == QLatin1String(machine.family);
            if (!used)
                return;
        }
        if (kind.isEmpty())
            return;
        ++m_out.stats.gpuRecords;
        if (usage != QLatin1String("OnDemand") && usage != QLatin1String("Preemptible") &&
            usage != QLatin1String("Commit1Yr") && usage != QLatin1String("Commit3Yr")) {
            ++m_out.stats.variantsSkipped;
            return;
        }
        const QJsonObject info =
            sku.value(QLatin1String("pricingInfo")).toArray().first().toObject();
        const auto rate = hourlyRate(info.value(QLatin1String("pricingExpression")).toObject());
        if (!rate) {
            ++m_out.stats.zeroPriced;
            return;
        }
        const QDate date = datePart(info.value(QLatin1String("effectiveTime")).toString());
        for (const QJsonValue &r : sku.value(QLatin1String("serviceRegions")).toArray()) {
            const QString k = key(kind, what, usage, r.toString());
            if (!m_rates.contains(k))
                m_rates.insert(k, GcpRate{*rate, date});
        }
    }

    PriceImport &m_out;
    QHash<QString, GcpRate> m_rates; // kind|what|usage|region
    QStringList m_names;
    QDate m_read; // the newest page's read date
};

} // namespace

QString priceFormatKey(PriceFormat format)
{
    switch (format) {
    case PriceFormat::AwsPriceList:
        return QStringLiteral("aws-price-list");
    case PriceFormat::AzureRetail:
        return QStringLiteral("azure-retail");
    case PriceFormat::GcpBilling:
        return QStringLiteral("gcp-billing");
    }
    return {};
}

QStringList priceFormatKeys()
{
    return {priceFormatKey(PriceFormat::AwsPriceList), priceFormatKey(PriceFormat::AzureRetail),
            priceFormatKey(PriceFormat::GcpBilling)};
}

std::optional<PriceFormat> priceFormatFromKey(const QString &key)
{
    for (PriceFormat f :
         {PriceFormat::AwsPriceList, PriceFormat::AzureRetail, PriceFormat::GcpBilling})
        if (priceFormatKey(f) == key)
            return f;
    return std::nullopt;
}

bool governmentOnlyRegion(const QString &region)
{
    // AWS GovCloud (US): "for US government agencies and their contractors", a separate
    // partition with its own accounts (AWS GovCloud (US) User Guide). Azure Government: "available
    // only to US government entities and their solution providers", after validation (Azure
    // Government documentation, "What is Azure Government?").
    return region.startsWith(QLatin1String("us-gov-")) ||
           region.startsWith(QLatin1String("usgov")) || region.startsWith(QLatin1String("usdod"));
}

PriceImport importPriceDocuments(PriceFormat format, const std::vector<PriceDocument> &documents,
                                 const Catalog &existing)
{
    PriceImport out;
    out.report.format = ImportFormat::Json;
    auto run = [&](auto &reader) {
        for (const PriceDocument &d : documents)
            if (!reader.read(d))
                return;
        reader.finish(existing);
    };
    switch (format) {
    case PriceFormat::AwsPriceList: {
        // One reader per file: each offer file is a document of its own (its own date).
        for (const PriceDocument &d : documents) {
            AwsReader reader(out);
            if (!reader.read(d))
                break;
            reader.finish(existing);
        }
        break;
    }
    case PriceFormat::AzureRetail: {
        AzureReader reader(out);
        run(reader);
        break;
    }
    case PriceFormat::GcpBilling: {
        GcpReader reader(out);
        run(reader);
        break;
    }
    }
    if (out.report.fileError) {
        out.report.rows = Catalog{};
        out.report.badRows.clear();
        out.keptNewer.clear();
    }
    return out;
}

QString nextPageAddress(PriceFormat format, const QString &path, const QString &url, QString *error)
{
    if (format == PriceFormat::AwsPriceList)
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return {};
    }
    JsonStreamReader reader(&file);
    if (reader.next() != Token::BeginObject) {
        if (error)
            *error = reader.hasError() ? reader.errorString() : Msg::tr("not a JSON object");
        return {};
    }
    const QLatin1String wanted(format == PriceFormat::AzureRetail ? "NextPageLink"
                                                                  : "nextPageToken");
    for (Token t = reader.next(); t == Token::Key; t = reader.next()) {
        const bool match = reader.text() == wanted;
        const Token value = reader.next();
        if (match) {
            if (value != Token::String || reader.text().isEmpty())
                return {};
            if (format == PriceFormat::AzureRetail)
                return reader.text();
            QUrl next(url);
            QUrlQuery query(next);
            query.removeAllQueryItems(QStringLiteral("pageToken"));
            query.addQueryItem(QStringLiteral("pageToken"), reader.text());
            next.setQuery(query);
            return next.toString();
        }
        if (!reader.skipValue(value))
            break;
    }
    if (error && reader.hasError())
        *error = reader.errorString();
    return {};
}

} // namespace gda::catalog
