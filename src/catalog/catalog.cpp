// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace gda::catalog {

namespace {

template <typename T> const T *findById(const std::vector<T> &entries, const QString &id)
{
    const auto it = std::find_if(entries.begin(), entries.end(),
                                 [&](const T &entry) { return entry.id == id; });
    return it == entries.end() ? nullptr : &*it;
}

// Replaces the entries of `base` that `overlay` has (same id), appends the others; an index of
// `base` keeps this linear for large user catalogs.
template <typename T> void overlayEntries(std::vector<T> &base, const std::vector<T> &overlay)
{
    QHash<QString, std::size_t> index;
    index.reserve(qsizetype(base.size()));
    for (std::size_t i = 0; i < base.size(); ++i)
        if (!index.contains(base[i].id)) // the first of equal ids, as a search would find
            index.insert(base[i].id, i);
    for (const T &entry : overlay) {
        if (const auto it = index.constFind(entry.id); it != index.constEnd()) {
            base[*it] = entry;
        } else {
            index.insert(entry.id, base.size());
            base.push_back(entry);
        }
    }
}

} // namespace

QString providerKindKey(ProviderKind kind)
{
    switch (kind) {
    case ProviderKind::Hyperscaler:
        return QStringLiteral("hyperscaler");
    case ProviderKind::Neocloud:
        return QStringLiteral("neocloud");
    case ProviderKind::Marketplace:
        return QStringLiteral("marketplace");
    }
    return {};
}

QString providerKindName(ProviderKind kind)
{
    switch (kind) {
    case ProviderKind::Hyperscaler:
        return QCoreApplication::translate("gda::catalog", "hyperscaler");
    case ProviderKind::Neocloud:
        return QCoreApplication::translate("gda::catalog", "GPU cloud");
    case ProviderKind::Marketplace:
        return QCoreApplication::translate("gda::catalog", "marketplace");
    }
    return {};
}

const GpuModel *Catalog::gpuModel(const QString &id) const
{
    return findById(gpuModels, id);
}

const CloudOffer *Catalog::offer(const QString &id) const
{
    return findById(cloudOffers, id);
}

const DatacenterDefault *Catalog::datacenterDefault(const QString &id) const
{
    return findById(datacenterDefaults, id);
}

std::vector<const CloudOffer *> Catalog::offersFor(const QString &gpuModelId) const
{
    std::vector<const CloudOffer *> out;
    for (const CloudOffer &offer : cloudOffers)
        if (offer.gpuModel == gpuModelId)
            out.push_back(&offer);
    return out;
}

bool Catalog::isEmpty() const
{
    return gpuModels.empty() && cloudOffers.empty() && datacenterDefaults.empty() &&
           !exchangeRate.isValid();
}

Catalog layered(const Catalog &base, const Catalog &overlay)
{
    Catalog out = base;
    overlayEntries(out.gpuModels, overlay.gpuModels);
    overlayEntries(out.cloudOffers, overlay.cloudOffers);
    overlayEntries(out.datacenterDefaults, overlay.datacenterDefaults);
    if (overlay.exchangeRate.isValid())
        out.exchangeRate = overlay.exchangeRate;
    if (overlay.catalogDate.isValid() &&
        (!out.catalogDate.isValid() || overlay.catalogDate > out.catalogDate))
        out.catalogDate = overlay.catalogDate;
    return out;
}

bool isStale(const QDate &date, const QDate &today)
{
    return !date.isValid() || date < today.addMonths(-kStaleAfterMonths);
}

bool isFutureDated(const QDate &date, const QDate &today)
{
    return date.isValid() && date > today;
}

double convert(double amount, Currency from, Currency to, const ExchangeRate &rate)
{
    if (from == to)
        return amount;
    return from == Currency::EUR ? amount * rate.usdPerEur : amount / rate.usdPerEur;
}

std::optional<Currency> unitCurrency(const QString &unit)
{
    if (unit.startsWith(QLatin1String("EUR")))
        return Currency::EUR;
    if (unit.startsWith(QLatin1String("USD")))
        return Currency::USD;
    return std::nullopt;
}

namespace {
struct AgeMsg // this part's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};
} // namespace

bool isImportedPriceList(const QString &source)
{
    return source.startsWith(QLatin1String("AWS Price List")) ||
           source.startsWith(QLatin1String("Azure Retail Prices API")) ||
           source.startsWith(QLatin1String("Google Cloud Billing Catalog"));
}

bool isStaleOffer(const CloudOffer &offer, const QDate &today, int importedDays)
{
    if (isImportedPriceList(offer.provenance.source))
        return !offer.provenance.date.isValid() ||
               offer.provenance.date.daysTo(today) > importedDays;
    return isStale(offer.provenance.date, today);
}

QString ageText(const QDate &date, const QDate &today)
{
    if (!date.isValid() || date > today)
        return {};
    const qint64 days = date.daysTo(today);
    if (days == 0)
        return AgeMsg::tr("today");
    if (days < 60)
        return AgeMsg::tr("%n day(s) old", nullptr, int(days));
    int months = (today.year() - date.year()) * 12 + today.month() - date.month();
    if (today.day() < date.day())
        --months;
    if (months < 24)
        return AgeMsg::tr("%n month(s) old", nullptr, months);
    return AgeMsg::tr("%n year(s) old", nullptr, months / 12);
}

std::optional<QDate> oldestStaleImport(const Catalog &catalog, const QDate &today, int importedDays)
{
    std::optional<QDate> oldest;
    for (const CloudOffer &o : catalog.cloudOffers)
        if (isImportedPriceList(o.provenance.source) && isStaleOffer(o, today, importedDays) &&
            (!oldest || o.provenance.date < *oldest))
            oldest = o.provenance.date;
    return oldest;
}

} // namespace gda::catalog
