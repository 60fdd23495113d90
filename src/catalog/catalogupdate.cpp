// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogupdate.h"

#include "catalogdb.h"
#include "fetchmodule.h"
#include "ondemand/ondemandlibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QSettings>
#include <QTemporaryDir>
#include <QUrl>

#include <cmath>
#include <filesystem>
#include <system_error>

namespace gda::catalog {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};

const QString kGroup = QStringLiteral("catalog_update");
const QString kKeyPlaceholder = QStringLiteral("{GCP_API_KEY}");

// The document names an imported offer's source starts with (providerimport.cpp).
QStringList sourceMarkers(PriceFormat format)
{
    switch (format) {
    case PriceFormat::AwsPriceList:
        return {QStringLiteral("AWS Price List")};
    case PriceFormat::AzureRetail:
        return {QStringLiteral("Azure Retail Prices API")};
    case PriceFormat::GcpBilling:
        return {QStringLiteral("Google Cloud Billing Catalog")};
    }
    return {};
}

std::vector<std::string> moduleCandidates()
{
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return {GDA_CATALOG_FETCH_BUILD_PATH};
    std::vector<std::string> candidates{
        (program.parent_path() / GDA_CATALOG_FETCH_RELATIVE_PATH).lexically_normal().string()};
    if (program.string().starts_with(GDA_BUILD_DIR "/"))
        candidates.emplace_back(GDA_CATALOG_FETCH_BUILD_PATH);
    return candidates;
}

struct Loaded
{
    const fetchmodule::Fetcher *fetcher = nullptr;
    QString error;
};

const Loaded &loaded()
{
    static const Loaded once = [] {
        static ondemand::OnDemandLibrary library(moduleCandidates());
        Loaded result;
        using Entry = const fetchmodule::Fetcher *();
        Entry *entry = library.function<Entry>(fetchmodule::kEntryName);
        if (entry == nullptr) {
            result.error = QString::fromStdString(library.error());
            return result;
        }
        const fetchmodule::Fetcher *fetcher = entry();
        const fetchmodule::Fetcher expected;
        if (fetcher == nullptr || fetcher->interfaceVersion != expected.interfaceVersion ||
            fetcher->requestSize != expected.requestSize) {
            result.error = Msg::tr("the download module found is of another build");
            return result;
        }
        result.fetcher = fetcher;
        return result;
    }();
    return once;
}

bool samePrice(const std::optional<double> &a, const std::optional<double> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || std::abs(*a - *b) <= 1e-12 * std::max(1.0, std::abs(*a));
}

} // namespace

std::vector<UpdateSource> defaultUpdateSources()
{
    QStringList skus;
    for (const char *sku :
         {"Standard_ND96isr_H100_v5", "Standard_ND96isr_H200_v5", "Standard_ND96asr_v4",
          "Standard_ND96amsr_A100_v4", "Standard_NC40ads_H100_v5", "Standard_NC80adis_H100_v5",
          "Standard_NC24ads_A100_v4", "Standard_NC48ads_A100_v4", "Standard_NC96ads_A100_v4",
          "Standard_ND96isr_MI300X_v5"})
        skus << QStringLiteral("armSkuName eq '%1'").arg(QLatin1String(sku));
    return {
        {PriceFormat::AwsPriceList,
         QStringLiteral("https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/"
                        "current/us-east-1/index.json")},
        {PriceFormat::AzureRetail,
         QStringLiteral("https://prices.azure.com/api/retail/prices?currencyCode='USD'&$filter="
                        "serviceName eq 'Virtual Machines' and (") +
             skus.join(QStringLiteral(" or ")) + u')'},
        {PriceFormat::GcpBilling,
         QStringLiteral("https://cloudbilling.googleapis.com/v1/services/6F81-5844-456A/skus?"
                        "currencyCode=USD&key=") +
             kKeyPlaceholder},
    };
}

std::optional<UpdateSource> parseUpdateSource(const QString &text)
{
    const qsizetype at = text.indexOf(u'=');
    if (at <= 0)
        return std::nullopt;
    const auto format = priceFormatFromKey(text.left(at).trimmed());
    const QString url = text.mid(at + 1).trimmed();
    if (!format || url.isEmpty())
        return std::nullopt;
    return UpdateSource{*format, url};
}

std::vector<UpdateSource> configuredUpdateSources(const QSettings &settings)
{
    const QStringList lines = settings.value(kGroup + QStringLiteral("/sources")).toStringList();
    std::vector<UpdateSource> sources;
    for (const QString &line : lines)
        if (const auto source = parseUpdateSource(line))
            sources.push_back(*source);
    return sources.empty() ? defaultUpdateSources() : sources;
}

void setConfiguredUpdateSources(QSettings &settings, const std::vector<UpdateSource> &sources)
{
    QStringList lines;
    for (const UpdateSource &s : sources)
        lines << priceFormatKey(s.format) + u'=' + s.url;
    settings.setValue(kGroup + QStringLiteral("/sources"), lines);
}

double configuredMovePercent(const QSettings &settings)
{
    bool ok = false;
    const double v = settings.value(kGroup + QStringLiteral("/move_percent")).toDouble(&ok);
    return ok && v >= 0.0 && v <= 100.0 ? v : kDefaultMovePercent;
}

int configuredStaleDays(const QSettings &settings)
{
    bool ok = false;
    const int days = settings.value(kGroup + QStringLiteral("/stale_days")).toInt(&ok);
    return ok && days > 0 ? days : kImportedStaleAfterDays;
}

QString configuredGcpApiKey(const QSettings &settings)
{
    return settings.value(kGroup + QStringLiteral("/gcp_api_key")).toString();
}

std::optional<double> PriceMove::fraction() const
{
    if (!before || !after || *before == 0.0)
        return std::nullopt;
    return (*after - *before) / *before;
}

CatalogDiff diffOffers(const Catalog &current, const std::vector<CloudOffer> &incoming,
                       const std::vector<PriceFormat> &formats, double movePercent,
                       const QStringList &keptNewer)
{
    CatalogDiff diff;
    QHash<QString, const CloudOffer *> byId;
    for (const CloudOffer &o : current.cloudOffers)
        byId.insert(o.id, &o);
    QSet<QString> seen(keptNewer.begin(), keptNewer.end());
    for (const CloudOffer &after : incoming) {
        seen.insert(after.id);
        const CloudOffer *before = byId.value(after.id);
        if (!before) {
            diff.added.push_back(after);
            continue;
        }
        ChangedOffer changed{*before, after, {}};
        bool moved = false;
        auto compare = [&](const char *field, const std::optional<double> &a,
                           const std::optional<double> &b) {
            if (samePrice(a, b))
                return;
            moved = true;
            PriceMove move{QLatin1String(field), a, b};
            const auto f = move.fraction();
            if (!f || std::abs(*f) * 100.0 > movePercent)
                changed.moves.push_back(move);
        };
        compare("on_demand_per_gpu_hour", before->onDemandPerGpuHour, after.onDemandPerGpuHour);
        compare("reserved_1y_per_gpu_hour", before->reserved1yPerGpuHour,
                after.reserved1yPerGpuHour);
        compare("reserved_3y_per_gpu_hour", before->reserved3yPerGpuHour,
                after.reserved3yPerGpuHour);
        compare("spot_per_gpu_hour", before->spotPerGpuHour, after.spotPerGpuHour);
        if (!changed.moves.empty())
            diff.changed.push_back(std::move(changed));
        else if (moved)
            ++diff.smallMoves;
        else
            ++diff.unchanged;
    }
    QStringList markers;
    for (PriceFormat f : formats)
        markers << sourceMarkers(f);
    for (const CloudOffer &o : current.cloudOffers) {
        if (o.provenance.origin != Origin::User || seen.contains(o.id))
            continue;
        for (const QString &marker : markers)
            if (o.provenance.source.startsWith(marker)) {
                diff.removed.push_back(o);
                break;
            }
    }
    return diff;
}

bool fetchModuleAvailable(QString *why)
{
    const Loaded &module = loaded();
    if (why)
        *why = module.error;
    return module.fetcher != nullptr;
}

UpdateResult fetchUpdate(const std::vector<UpdateSource> &sources, const Catalog &current,
                         double movePercent, const QString &gcpApiKey,
                         const UpdateProgress &progress, int idleTimeoutMs)
{
    UpdateResult result;
    const Loaded &module = loaded();
    if (!module.fetcher) {
        result.error = Msg::tr("the download module cannot be loaded (%1)").arg(module.error);
        return result;
    }
    QTemporaryDir folder;
    if (!folder.isValid()) {
        result.error = Msg::tr("no temporary folder: %1").arg(folder.errorString());
        return result;
    }
    int fileNumber = 0;
    for (const UpdateSource &source : sources) {
        QString url = source.url;
        if (url.contains(kKeyPlaceholder)) {
            if (gcpApiKey.isEmpty()) {
                result.notes << Msg::tr("%1 left out: it needs an API key (setting "
                                        "catalog_update/gcp_api_key)")
                                    .arg(priceFormatKey(source.format));
                continue;
            }
            url.replace(kKeyPlaceholder, gcpApiKey);
        }
        std::vector<PriceDocument> pages;
        for (int page = 1; !url.isEmpty(); ++page) {
            if (page > kMaxPagesPerSource) {
                result.status = UpdateResult::Status::Failed;
                result.error = Msg::tr("%1: more than %2 pages; the address is probably wrong")
                                   .arg(source.url)
                                   .arg(kMaxPagesPerSource);
                return result;
            }
            const QString path =
                folder.filePath(QStringLiteral("document-%1.json").arg(++fileNumber));
            QString error;
            const fetchmodule::Failure failure = module.fetcher->fetch(
                {url, path, idleTimeoutMs},
                [&](qint64 received, qint64 total) {
                    return !progress || progress(url, page, received, total);
                },
                error);
            if (failure != fetchmodule::Failure::None) {
                result.status =
                    failure == fetchmodule::Failure::Offline     ? UpdateResult::Status::Offline
                    : failure == fetchmodule::Failure::Cancelled ? UpdateResult::Status::Cancelled
                                                                 : UpdateResult::Status::Failed;
                result.error = error;
                return result;
            }
            // What is shown as the source: the address without the API key.
            QString shown = url;
            if (!gcpApiKey.isEmpty())
                shown.replace(gcpApiKey, QStringLiteral("…"));
            pages.push_back({path, shown});
            QString pageError;
            url = nextPageAddress(source.format, path, url, &pageError);
            if (!pageError.isEmpty()) {
                result.error = Msg::tr("%1: %2").arg(shown, pageError);
                return result;
            }
        }
        PriceImport part = importPriceDocuments(source.format, pages, current);
        if (part.report.fileError) {
            CatalogError error = *part.report.fileError;
            for (const PriceDocument &d : pages)
                if (d.path == error.file)
                    error.file = d.url;
            result.error = error.toString();
            return result;
        }
        auto &rows = result.import.report.rows.cloudOffers;
        for (CloudOffer &o : part.report.rows.cloudOffers)
            rows.push_back(std::move(o));
        for (BadRow &b : part.report.badRows)
            result.import.report.badRows.push_back(std::move(b));
        result.import.stats += part.stats;
        result.import.keptNewer += part.keptNewer;
        result.formats.push_back(source.format);
    }
    result.diff = diffOffers(current, result.import.report.rows.cloudOffers, result.formats,
                             movePercent, result.import.keptNewer);
    result.status = UpdateResult::Status::Ready;
    return result;
}

QString applyUpdate(const QString &databasePath, const UpdateResult &update, const QDate &today)
{
    if (update.status != UpdateResult::Status::Ready)
        return Msg::tr("there is no fetched update to apply");
    QStringList removed;
    for (const CloudOffer &o : update.diff.removed)
        removed << o.id;
    return applyCatalogChanges(databasePath, update.import.report.rows, removed, today);
}

} // namespace gda::catalog
