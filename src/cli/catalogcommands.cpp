// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogcommands.h"

#include "catalog/catalogdb.h"
#include "catalog/catalogfile.h"
#include "catalog/catalogimport.h"
#include "catalog/catalogjson.h"
#include "catalog/catalogupdate.h"
#include "catalog/pricing.h"
#include "catalog/providerimport.h"
#include "catalog/providers.h"
#include "catalog/scenariomarket.h"
#include "commandline.h"
#include "corecommands.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QLocale>
#include <QSettings>

#include <unistd.h>

namespace gda::cli {

namespace {

using namespace gda::catalog;

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

const QString kDefaultGpuModel = QStringLiteral("h100-sxm"); // the engine's default prices

// The layered catalog, or nullopt after reporting why not (the caller exits with
// kExitFailure: the user catalog is the user's own data, not the command's input). Warnings (a
// damaged catalog.json that could not be migrated) go to err and do not stop the command.
std::optional<Catalog> loadCatalogOrReport(Streams &io)
{
    QStringList warnings;
    LoadResult result = loadLayeredCatalog(userCatalogPath(), &warnings);
    for (const QString &warning : warnings)
        io.err << "gpu-advisor-cli: " << Msg::tr("warning:") << ' ' << warning << Qt::endl;
    if (const auto *error = std::get_if<CatalogError>(&result)) {
        fail(io, error->toString(), kExitFailure);
        return std::nullopt;
    }
    return std::get<Catalog>(std::move(result));
}

QString modelList(const Catalog &catalog)
{
    QStringList ids;
    for (const GpuModel &m : catalog.gpuModels)
        ids << m.id;
    return ids.join(QStringLiteral(", "));
}

QString number(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 6) : QStringLiteral("-");
}

QString flags(const Provenance &p, const QDate &today, std::optional<bool> stale = std::nullopt)
{
    QStringList out;
    if (p.estimate)
        out << Msg::tr("estimate");
    if (stale.value_or(isStale(p.date, today)))
        out << Msg::tr("stale");
    if (isFutureDated(p.date, today))
        out << Msg::tr("dated in the future");
    if (p.origin == Origin::User)
        out << Msg::tr("user");
    return out.join(QStringLiteral(", "));
}

// `object` (an offer or a ranked entry naming `offer`) with its provider's class, the class's
// translated name and its GPU model's throughput relative to the H100 SXM (null when the
// catalog gives none, or when the offer is not in the catalog: a file's inline offer, nullptr).
QJsonObject withClass(QJsonObject object, const Catalog &catalog, const CloudOffer *offer)
{
    if (!offer)
        return object;
    const GpuModel *model = catalog.gpuModel(offer->gpuModel);
    object.insert(QLatin1String("provider_id"), offer->providerId);
    object.insert(QLatin1String("provider_kind"), providerKindKey(offer->providerKind));
    object.insert(QLatin1String("provider_class"), providerKindName(offer->providerKind));
    if (!object.contains(QLatin1String("throughput")))
        object.insert(QLatin1String("throughput"), model && model->throughput
                                                       ? QJsonValue(*model->throughput)
                                                       : QJsonValue(QJsonValue::Null));
    return object;
}

// Every ranked entry of `entries` (objects with "offer_id") through withClass.
QJsonArray withClasses(const QJsonArray &entries, const Catalog &catalog)
{
    // An index, not a scan of the catalog per entry (a user catalog may hold 100,000 offers).
    QHash<QString, const CloudOffer *> byId;
    byId.reserve(qsizetype(catalog.cloudOffers.size()));
    for (const CloudOffer &o : catalog.cloudOffers)
        byId.insert(o.id, &o);
    QJsonArray out;
    for (const QJsonValue &e : entries)
        out.append(withClass(e.toObject(), catalog,
                             byId.value(e.toObject().value(QLatin1String("offer_id")).toString())));
    return out;
}

QJsonObject withFlags(QJsonObject object, const Provenance &p, const QDate &today,
                      std::optional<bool> stale = std::nullopt)
{
    object.insert(QLatin1String("stale"), stale.value_or(isStale(p.date, today)));
    object.insert(QLatin1String("future_dated"), isFutureDated(p.date, today));
    object.insert(QLatin1String("origin"),
                  p.origin == Origin::User ? QStringLiteral("user") : QStringLiteral("default"));
    return object;
}

int listCommand(const QStringList &args, Streams &io)
{
    bool json = false;
    QString gpu;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--json")) {
            json = true;
        } else if (args[i] == QLatin1String("--gpu")) {
            if (i + 1 >= args.size())
                return fail(io, Msg::tr("--gpu needs a MODEL"));
            gpu = args[++i];
        } else {
            return fail(
                io, Msg::tr("catalog list: unknown argument \"%1\" (valid: --json, --gpu MODEL)")
                        .arg(args[i]));
        }
    }
    const auto catalog = loadCatalogOrReport(io);
    if (!catalog)
        return kExitFailure;
    if (!gpu.isEmpty() && !catalog->gpuModel(gpu))
        return fail(io,
                    Msg::tr("unknown GPU model \"%1\" (valid: %2)").arg(gpu, modelList(*catalog)));
    const QDate today = QDate::currentDate();
    const int staleDays = configuredStaleDays(QSettings());
    auto wanted = [&](const QString &modelId) { return gpu.isEmpty() || modelId == gpu; };

    if (json) {
        QJsonArray models, defaults;
        for (const GpuModel &m : catalog->gpuModels)
            if (wanted(m.id))
                models.append(withFlags(entryjson::write(m), m.provenance, today));
        for (const DatacenterDefault &d : catalog->datacenterDefaults)
            defaults.append(withFlags(entryjson::write(d), d.provenance, today));
        // The offers one at a time: a user catalog may hold 100,000 of them.
        const std::vector<CloudOffer> &offers = catalog->cloudOffers;
        printJsonStreamed(
            io,
            QJsonObject{{QLatin1String("catalog_date"), entryjson::writeDate(catalog->catalogDate)},
                        {QLatin1String("today"), entryjson::writeDate(today)},
                        {QLatin1String("user_catalog"), userCatalogPath()},
                        {QLatin1String("base_currency"), QStringLiteral("USD")},
                        {QLatin1String("exchange_rate"), entryjson::write(catalog->exchangeRate)},
                        {QLatin1String("gpu_models"), models},
                        {QLatin1String("datacenter_defaults"), defaults}},
            QStringLiteral("cloud_offers"), qsizetype(offers.size()),
            [&](qsizetype i, QJsonObject &entry) {
                const CloudOffer &o = offers[size_t(i)];
                if (!wanted(o.gpuModel))
                    return false;
                // An offer of an imported price list is stale after stale_days (30).
                entry = withClass(withFlags(entryjson::write(o), o.provenance, today,
                                            isStaleOffer(o, today, staleDays)),
                                  *catalog, &o);
                return true;
            });
        return kExitOk;
    }

    const ExchangeRate &rate = catalog->exchangeRate;
    io.out << Msg::tr("Price catalog of %1; prices in USD; 1 EUR = %2 USD (%3, %4)")
                  .arg(entryjson::writeDate(catalog->catalogDate), QString::number(rate.usdPerEur),
                       rate.source, entryjson::writeDate(rate.date))
           << '\n'
           << Msg::tr("User catalog: %1").arg(userCatalogPath()) << "\n\n"
           << Msg::tr("GPU models (unit price low / typical / high, kW per GPU, date; throughput "
                      "relative to the H100 SXM, its date):")
           << '\n';
    for (const GpuModel &m : catalog->gpuModels) {
        if (!wanted(m.id))
            continue;
        io.out << QStringLiteral("  %1 %2 %3 / %4 / %5  %6 kW  %7  %8  x%9 (%10)")
                      .arg(m.id, -12)
                      .arg(m.name, -36)
                      .arg(number(m.unitPriceLow), number(m.unitPriceTypical),
                           number(m.unitPriceHigh), number(m.kwPerGpu),
                           entryjson::writeDate(m.provenance.date), flags(m.provenance, today),
                           number(m.throughput),
                           m.throughputDate.isValid() ? entryjson::writeDate(m.throughputDate)
                                                      : QStringLiteral("-"))
               << '\n';
    }
    io.out << '\n'
           << Msg::tr("Cloud offers (provider id and class; per GPU-hour: on-demand / reserved 1 "
                      "year / spot, date; throughput of the GPU model):")
           << '\n';
    for (const CloudOffer &o : catalog->cloudOffers) {
        if (!wanted(o.gpuModel))
            continue;
        const GpuModel *model = catalog->gpuModel(o.gpuModel);
        io.out << QStringLiteral("  %1 %2 %3 %4 %5 %6 / %7 / %8  %9  %10  x%11")
                      .arg(o.id, -34)
                      .arg(o.providerId, -11)
                      .arg(providerKindName(o.providerKind), -12)
                      .arg(o.instance, -24)
                      .arg(o.gpuModel, -10)
                      .arg(number(o.onDemandPerGpuHour), number(o.reserved1yPerGpuHour),
                           number(o.spotPerGpuHour), entryjson::writeDate(o.provenance.date),
                           flags(o.provenance, today, isStaleOffer(o, today, staleDays)),
                           number(model ? model->throughput : std::nullopt))
               << '\n';
    }
    io.out.flush();
    return kExitOk;
}

// The counts of a provider document import, one sentence.
QString statsLine(const PriceImportStats &s)
{
    const QLocale c = QLocale::c();
    return Msg::tr("%1 document(s), %2 MB, %3 record(s) read, %4 for GPU models of the catalog "
                   "(%5 other operating systems, licences or variants skipped, %6 priced 0 or "
                   "capacity blocks skipped, %7 in government-only regions skipped, %8 without "
                   "an on-demand price)")
        .arg(s.documents)
        .arg(c.toString(double(s.bytes) / (1024 * 1024), 'f', 1))
        .arg(s.recordsRead)
        .arg(s.gpuRecords)
        .arg(s.variantsSkipped)
        .arg(s.zeroPriced)
        .arg(s.governmentOnly)
        .arg(s.incomplete);
}

// Offers a document gave that the catalog already has with a later date: kept, not replaced.
QString keptNewerLine(const PriceImport &read)
{
    return Msg::tr("%n offer(s) left unchanged: the catalog's price is dated after the "
                   "document (%1)",
                   nullptr, int(read.keptNewer.size()))
        .arg(read.keptNewer.join(QStringLiteral(", ")));
}

// catalog import --format aws-price-list|azure-retail|gcp-billing FILE…
int importProviderDocuments(PriceFormat format, const QStringList &paths, Streams &io)
{
    if (!loadCatalogOrReport(io))
        return kExitFailure;
    std::vector<PriceDocument> documents;
    for (const QString &path : paths)
        documents.push_back({path, {}});
    const QString userPath = userCatalogPath();
    PriceImportStats stats;
    QStringList keptNewer;
    QString keptLine;
    const DatabaseImport stored = importIntoDatabase(
        userPath,
        [&](const Catalog &existing) {
            PriceImport read = importPriceDocuments(format, documents, existing);
            stats = read.stats;
            keptNewer = read.keptNewer;
            if (!read.keptNewer.isEmpty())
                keptLine = keptNewerLine(read);
            return read.report;
        },
        QDate::currentDate());
    const ImportReport &report = stored.report;
    if (!stored.error.isEmpty())
        return fail(io, stored.error, kExitFailure);
    if (report.fileError)
        return fail(io, report.fileError->toString());
    for (const BadRow &row : report.badRows)
        io.out << priceFormatKey(format) << ": " << row.toString() << '\n';
    io.out << statsLine(stats) << '\n';
    if (!keptLine.isEmpty())
        io.out << keptLine << '\n';
    if (report.rows.cloudOffers.empty() && keptNewer.isEmpty()) {
        io.out.flush();
        if (stats.gpuRecords > 0)
            return fail(io, Msg::tr("no offer made (%1): %n GPU record(s) read, but skipped "
                                    "or without an on-demand price (counts above)",
                                    nullptr, stats.gpuRecords)
                                .arg(priceFormatKey(format)));
        return fail(io, Msg::tr("no GPU offer of the catalog's GPU models found in the %1 "
                                "document(s)")
                            .arg(priceFormatKey(format)));
    }
    io.out << Msg::tr("imported %1 cloud offer(s) into %2; %3 bad row(s) skipped")
                  .arg(report.rows.cloudOffers.size())
                  .arg(userPath)
                  .arg(report.badRows.size())
           << Qt::endl;
    return kExitOk;
}

int importCommand(const QStringList &args, Streams &io)
{
    if (args.value(0) == QLatin1String("--format")) {
        const auto format = priceFormatFromKey(args.value(1));
        if (!format)
            return fail(io, Msg::tr("--format needs one of %1")
                                .arg(priceFormatKeys().join(QStringLiteral(", "))));
        if (args.size() < 3)
            return fail(
                io,
                Msg::tr("catalog import --format %1 needs at least one FILE").arg(args.value(1)));
        return importProviderDocuments(*format, args.mid(2), io);
    }
    if (args.size() != 1)
        return fail(io, Msg::tr("catalog import takes exactly one FILE (.json or .csv), or "
                                "--format FORMAT FILE…"));
    const QString &path = args.first();
    if (!loadCatalogOrReport(io))
        return kExitFailure;
    // One transaction: the rows are checked against the catalog as it is once this import has
    // the database to itself, and stored all together or not at all. Imports at the same time
    // take turns (the database's write lock, released by the system even when a process dies).
    const QString userPath = userCatalogPath();
    const DatabaseImport stored = importIntoDatabase(
        userPath, [&](const Catalog &existing) { return importFile(path, existing); },
        QDate::currentDate());
    const ImportReport &report = stored.report;
    if (!stored.error.isEmpty())
        return fail(io, stored.error, kExitFailure);
    if (report.fileError)
        return fail(io, report.fileError->toString());
    for (const BadRow &row : report.badRows)
        io.out << path << ": " << row.toString() << '\n';
    const int good = report.goodRowCount();
    if (good == 0) {
        io.out.flush();
        return fail(io, report.badRows.empty() ? Msg::tr("%1: no rows to import").arg(path)
                                               : Msg::tr("%1: nothing imported, %2 bad row(s)")
                                                     .arg(path)
                                                     .arg(report.badRows.size()));
    }
    const Catalog &rows = report.rows;
    io.out << Msg::tr("%1: imported %2 row(s) into %3: %4 GPU model(s), %5 cloud offer(s), %6 "
                      "data-centre default(s)%7; %8 bad row(s) skipped")
                  .arg(path)
                  .arg(good)
                  .arg(userPath)
                  .arg(rows.gpuModels.size())
                  .arg(rows.cloudOffers.size())
                  .arg(rows.datacenterDefaults.size())
                  .arg(rows.exchangeRate.isValid() ? Msg::tr(", the exchange rate") : QString())
                  .arg(report.badRows.size())
           << Qt::endl;
    // Imported, but flagged: a price from the future would never turn stale.
    const QDate today = QDate::currentDate();
    const auto warnIfFuture = [&](const QString &id, const Provenance &p) {
        if (isFutureDated(p.date, today))
            io.err << "gpu-advisor-cli: " << Msg::tr("warning:") << ' '
                   << Msg::tr("%1: %2 is dated %3, after today: check the date (a price dated "
                              "in the future is never shown as stale)")
                          .arg(path, id, entryjson::writeDate(p.date))
                   << Qt::endl;
    };
    for (const GpuModel &m : rows.gpuModels)
        warnIfFuture(m.id, m.provenance);
    for (const CloudOffer &o : rows.cloudOffers)
        warnIfFuture(o.id, o.provenance);
    for (const DatacenterDefault &d : rows.datacenterDefaults)
        warnIfFuture(d.id, d.provenance);
    return kExitOk;
}

QString priceText(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'f', 4) : QStringLiteral("-");
}

QString offerLine(const CloudOffer &o)
{
    return QStringLiteral("%1  %2 %3 × %4, %5: %6 / %7 / %8 / %9 USD per GPU-hour (%10)")
        .arg(o.id, o.provider, QString::number(o.gpusPerInstance), o.gpuModel, o.instance)
        .arg(priceText(o.onDemandPerGpuHour), priceText(o.reserved1yPerGpuHour),
             priceText(o.reserved3yPerGpuHour), priceText(o.spotPerGpuHour),
             entryjson::writeDate(o.provenance.date));
}

// catalog update [--source FORMAT=URL]… [--move-percent P] [--yes]
int updateCommand(const QStringList &args, Streams &io)
{
    QSettings settings;
    std::vector<UpdateSource> sources;
    double movePercent = configuredMovePercent(settings);
    bool apply = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--yes")) {
            apply = true;
        } else if (args[i] == QLatin1String("--source") && i + 1 < args.size()) {
            const auto source = parseUpdateSource(args[++i]);
            if (!source)
                return fail(io, Msg::tr("--source needs FORMAT=URL with FORMAT one of %1")
                                    .arg(priceFormatKeys().join(QStringLiteral(", "))));
            sources.push_back(*source);
        } else if (args[i] == QLatin1String("--move-percent") && i + 1 < args.size()) {
            bool ok = false;
            movePercent = QLocale::c().toDouble(args[++i], &ok);
            if (!ok || movePercent < 0 || movePercent > 100)
                return fail(io, Msg::tr("--move-percent needs a number from 0 to 100"));
        } else {
            return fail(io, Msg::tr("catalog update: unknown argument \"%1\" (valid: --source "
                                    "FORMAT=URL, --move-percent P, --yes)")
                                .arg(args[i]));
        }
    }
    if (sources.empty())
        sources = configuredUpdateSources(settings);
    const auto catalog = loadCatalogOrReport(io);
    if (!catalog)
        return kExitFailure;
    const bool interactive = ::isatty(STDERR_FILENO) == 1;
    QString lastShown;
    const UpdateResult update = fetchUpdate(
        sources, *catalog, movePercent, configuredGcpApiKey(settings),
        [&](const QString &url, int page, qint64 received, qint64) {
            if (interactive && url + QString::number(page) != lastShown) {
                lastShown = url + QString::number(page);
                io.err << "gpu-advisor-cli: " << Msg::tr("fetching %1 (page %2)").arg(url).arg(page)
                       << Qt::endl;
            }
            Q_UNUSED(received)
            return true;
        });
    for (const QString &note : update.notes)
        io.err << "gpu-advisor-cli: " << note << Qt::endl;
    switch (update.status) {
    case UpdateResult::Status::Ready:
        break;
    case UpdateResult::Status::Offline:
        return fail(io,
                    Msg::tr("offline, the price documents cannot be fetched (%1); the catalog is "
                            "unchanged. Download them elsewhere and import them with: catalog "
                            "import --format aws-price-list|azure-retail|gcp-billing FILE…")
                        .arg(update.error),
                    kExitFailure);
    case UpdateResult::Status::Cancelled:
    case UpdateResult::Status::Failed:
        return fail(io, Msg::tr("%1; the catalog is unchanged").arg(update.error), kExitFailure);
    }
    const CatalogDiff &diff = update.diff;
    io.out << statsLine(update.import.stats) << '\n';
    if (!update.import.keptNewer.isEmpty())
        io.out << keptNewerLine(update.import) << '\n';
    for (const BadRow &row : update.import.report.badRows)
        io.out << Msg::tr("bad row:") << ' ' << row.toString() << '\n';
    io.out << Msg::tr("Offers added: %1").arg(diff.added.size()) << '\n';
    for (const CloudOffer &o : diff.added)
        io.out << "  + " << offerLine(o) << '\n';
    io.out << Msg::tr("Offers removed: %1").arg(diff.removed.size()) << '\n';
    for (const CloudOffer &o : diff.removed)
        io.out << "  - " << offerLine(o) << '\n';
    io.out << Msg::tr("Prices moved by more than %1%: %2")
                  .arg(QLocale::c().toString(movePercent))
                  .arg(diff.changed.size())
           << '\n';
    for (const ChangedOffer &c : diff.changed)
        for (const PriceMove &m : c.moves) {
            const auto f = m.fraction();
            io.out << "  ~ " << c.after.id << "  " << m.field << ' ' << priceText(m.before)
                   << " -> " << priceText(m.after);
            if (f)
                io.out << QStringLiteral(" (%1%2%)")
                              .arg(*f >= 0 ? QStringLiteral("+") : QString())
                              .arg(QString::number(*f * 100.0, 'f', 1));
            io.out << '\n';
        }
    io.out << Msg::tr("Unchanged: %1; moved by %2% or less: %3")
                  .arg(diff.unchanged)
                  .arg(QLocale::c().toString(movePercent))
                  .arg(diff.smallMoves)
           << '\n';
    if (!apply) {
        io.out << Msg::tr("Nothing stored: run catalog update --yes to apply these changes.")
               << Qt::endl;
        return kExitOk;
    }
    if (const QString error = applyUpdate(userCatalogPath(), update, QDate::currentDate());
        !error.isEmpty())
        return fail(io, error, kExitFailure);
    io.out << Msg::tr("Applied to %1: %2 offer(s) stored, %3 removed. Scenarios keep the prices "
                      "they were given until you update them.")
                  .arg(userCatalogPath())
                  .arg(update.import.report.rows.cloudOffers.size())
                  .arg(diff.removed.size())
           << Qt::endl;
    return kExitOk;
}

int catalogCommand(const QStringList &args, Streams &io)
{
    const QString sub = args.value(0);
    if (sub == QLatin1String("list"))
        return listCommand(args.mid(1), io);
    if (sub == QLatin1String("import"))
        return importCommand(args.mid(1), io);
    if (sub == QLatin1String("update"))
        return updateCommand(args.mid(1), io);
    return fail(io, Msg::tr("catalog needs a subcommand (valid: list, import, update)"));
}

int providersCommand(const QStringList &args, Streams &io)
{
    QString file;
    QString gpu;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--gpu")) {
            if (i + 1 >= args.size())
                return fail(io, Msg::tr("--gpu needs a MODEL"));
            gpu = args[++i];
        } else if (file.isEmpty() && !args[i].startsWith(QLatin1String("--"))) {
            file = args[i];
        } else {
            return fail(io, Msg::tr("providers: unexpected argument \"%1\" (usage: providers FILE "
                                    "[--gpu MODEL])")
                                .arg(args[i]));
        }
    }
    if (file.isEmpty())
        return fail(io, Msg::tr("providers takes a scenario FILE"));
    const auto scenario = loadOrReport(file, io);
    if (!scenario)
        return kExitInvalid;
    const auto catalog = loadCatalogOrReport(io);
    if (!catalog)
        return kExitFailure;
    if (scenario->inputs.modelVersion >= 2) {
        // Version 2: every workload's offers, for its own GPU model.
        if (!gpu.isEmpty())
            return fail(io, Msg::tr("providers: --gpu is for version 1 files; a version 2 file "
                                    "ranks each workload's offers for its own gpu_model"));
        QJsonArray workloads;
        for (const QJsonValue &w : rankOffersPerWorkload(scenario->inputs)) {
            QJsonObject workload = w.toObject();
            workload.insert(
                QLatin1String("entries"),
                withClasses(workload.value(QLatin1String("entries")).toArray(), *catalog));
            workloads.append(workload);
        }
        printJson(io,
                  QJsonObject{
                      {QLatin1String("scenario"), scenario->name},
                      {QLatin1String("currency"), currencyCode(scenario->currency)},
                      {QLatin1String("workloads"), workloads},
                      {QLatin1String("catalog_date"), entryjson::writeDate(catalog->catalogDate)},
                      {QLatin1String("exchange_rate"), entryjson::write(catalog->exchangeRate)},
                  });
        return kExitOk;
    }
    QString from = QStringLiteral("option");
    if (gpu.isEmpty()) {
        const QString applied = pricingProvenance(*scenario)
                                    .value(QLatin1String("gpu_model"))
                                    .toObject()
                                    .value(QLatin1String("id"))
                                    .toString();
        gpu = applied.isEmpty() ? kDefaultGpuModel : applied;
        from = applied.isEmpty() ? QStringLiteral("default") : QStringLiteral("scenario");
    }
    if (!catalog->gpuModel(gpu))
        return fail(io,
                    Msg::tr("unknown GPU model \"%1\" (valid: %2)").arg(gpu, modelList(*catalog)));
    QJsonObject out = rankingToJson(rankProviders(*scenario, *catalog, gpu), QDate::currentDate());
    out.insert(QLatin1String("entries"),
               withClasses(out.value(QLatin1String("entries")).toArray(), *catalog));
    out.insert(QLatin1String("scenario"), scenario->name);
    out.insert(QLatin1String("gpu_model_from"), from);
    out.insert(QLatin1String("catalog_date"), entryjson::writeDate(catalog->catalogDate));
    out.insert(QLatin1String("exchange_rate"), entryjson::write(catalog->exchangeRate));
    printJson(io, out);
    return kExitOk;
}

} // namespace

void addCatalogCommands(CommandLine &commandLine)
{
    commandLine.add(
        {QStringLiteral("catalog"),
         QStringLiteral("catalog list [--json] [--gpu MODEL] | catalog import FILE | catalog "
                        "import --format aws-price-list|azure-retail|gcp-billing FILE… | "
                        "catalog update [--source FORMAT=URL]… [--move-percent P] [--yes]"),
         Msg::tr("List the price catalog (default plus user catalog), import a JSON or CSV "
                 "file or the providers' published price documents into the user catalog, or "
                 "fetch those documents and show (and with --yes store) what changed."),
         catalogCommand});
    commandLine.add(
        {QStringLiteral("providers"), QStringLiteral("providers FILE [--gpu MODEL]"),
         Msg::tr("Price the scenario's workload at every offer for one GPU model; JSON, "
                 "cheapest first."),
         providersCommand});
}

} // namespace gda::cli
