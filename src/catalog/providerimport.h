// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "catalogimport.h"

#include <QDate>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// Importing the providers' own published price documents, read as downloaded
// (docs/catalog.md §10): the AWS Price List (EC2 offer file or Query API pages), the Azure
// Retail Prices API's JSON pages and the Google Cloud Billing Catalog's SKU pages. Each is read
// with a streaming reader (jsonstream.h), so a multi-gigabyte offer file takes bounded memory;
// only the GPU instance types and accelerator SKUs of the catalog's GPU models are kept.
namespace gda::catalog {

enum class PriceFormat { AwsPriceList, AzureRetail, GcpBilling };

// "aws-price-list", "azure-retail", "gcp-billing".
QString priceFormatKey(PriceFormat format);
std::optional<PriceFormat> priceFormatFromKey(const QString &key);
QStringList priceFormatKeys();

// One document to read: the file and, when it was downloaded, the address it came from.
struct PriceDocument
{
    QString path;
    QString url; // empty: a file the user gave; the source then names the file
};

// What reading the documents found besides the offers: counts for the summary line.
struct PriceImportStats
{
    int documents = 0;
    qint64 bytes = 0;
    int recordsRead = 0;     // products, items or SKUs
    int gpuRecords = 0;      // of them, ones for a GPU model of the catalog
    int variantsSkipped = 0; // other operating systems, licences, tenancies, Windows, low priority
    int zeroPriced = 0;      // e.g. AWS Capacity Block SKUs (price 0 is not an on-demand price)
    int incomplete = 0;      // a GPU record without an on-demand price (or VM parts on GCP)
    // A GPU record in a region sold only to government customers (AWS GovCloud, Azure
    // Government): an offer an ordinary organisation cannot buy is not made (docs/catalog.md §10).
    int governmentOnly = 0;
    // Offers the document gives but the catalog already has with a later date (a document older
    // than the catalog's price: the newer price stays). Their ids are PriceImport::keptNewer.
    int olderThanCatalog = 0;

    bool operator==(const PriceImportStats &) const = default;
    // The counts of several imports added up (catalog update reads one per source).
    PriceImportStats &operator+=(const PriceImportStats &o)
    {
        documents += o.documents;
        bytes += o.bytes;
        recordsRead += o.recordsRead;
        gpuRecords += o.gpuRecords;
        variantsSkipped += o.variantsSkipped;
        zeroPriced += o.zeroPriced;
        incomplete += o.incomplete;
        governmentOnly += o.governmentOnly;
        olderThanCatalog += o.olderThanCatalog;
        return *this;
    }
};

struct PriceImport
{
    ImportReport report; // the offers as rows (report.rows.cloudOffers), bad rows, file error
    PriceImportStats stats;
    QStringList keptNewer; // ids of the offers kept because the catalog's price is newer
};

// Reads `documents` (several Azure or GCP pages, or AWS files, of one format) and returns one
// offer per instance type (or machine type) and region. `existing` gives the offers' egress,
// storage and the attributes the documents do not state (interconnect, SLA, trade-offs): from an
// offer with the same id, else from another offer of the same provider. `today` dates nothing;
// every offer carries the document's own publication or effective date.
// An offer of `existing` dated after the document (its publication date, or the day an API page
// was read) is not replaced: an older document never overwrites a newer price.
PriceImport importPriceDocuments(PriceFormat format, const std::vector<PriceDocument> &documents,
                                 const Catalog &existing);

// A region of a cloud sold only to government customers: AWS GovCloud ("us-gov-west-1",
// "us-gov-east-1") and Azure Government ("usgovvirginia", "usgovarizona", "usgovtexas",
// "usdodeast", "usdodcentral"). Their prices are in the public documents, their offers are not.
bool governmentOnlyRegion(const QString &region);

// Hours of a reservation term (365-day years, 24 hours a day): 8,760 or 26,280.
inline constexpr double kHoursPerYear = 8760.0;

// The page that follows `path` when it is a paged API response: Azure's NextPageLink, or GCP's
// nextPageToken turned into the address (`url` with pageToken=…). Empty at the last page.
QString nextPageAddress(PriceFormat format, const QString &path, const QString &url,
                        QString *error = nullptr);

} // namespace gda::catalog
