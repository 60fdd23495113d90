// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogimport.h"

#include "catalogjson.h"
#include "files/regularfile.h"
#include "scenario/jsonfields.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <functional>

namespace gda::catalog {

using namespace gda::jsonfields;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};

// One CSV record with the line it starts on.
struct CsvRecord
{
    int line = 0;
    QStringList cells;
};

// RFC 4180: comma-separated, '"' quotes, '""' inside quotes, CRLF or LF, line breaks allowed
// inside quotes. Blank lines and lines starting with '#' are skipped. Each record goes to `take`
// as soon as it is read (a large file is never held as records all at once). Returns false and
// sets `unterminatedAt` when a quoted cell never ends.
bool parseCsv(const QString &text, int &unterminatedAt,
              const std::function<void(CsvRecord &&)> &take)
{
    CsvRecord record;
    QString cell;
    bool quoted = false;
    bool recordStarted = false;
    bool cellWasQuoted = false;
    int line = 1;
    int quoteLine = 0;
    auto endCell = [&] {
        record.cells << (cellWasQuoted ? cell : cell.trimmed());
        cell.clear();
        cellWasQuoted = false;
    };
    auto endRecord = [&] {
        endCell();
        const bool blank = record.cells.size() == 1 && record.cells.first().isEmpty();
        if (!blank)
            take(std::move(record));
        record = CsvRecord{};
        recordStarted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!recordStarted) {
            if (c == u'#') { // comment line
                while (i < text.size() && text[i] != u'\n')
                    ++i;
                ++line;
                continue;
            }
            record.line = line;
            recordStarted = true;
        }
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text[i + 1] == u'"') {
                    cell += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                cell += c;
            }
        } else if (c == u'"' && cell.trimmed().isEmpty()) {
            quoted = true;
            cellWasQuoted = true;
            quoteLine = line;
            cell.clear();
        } else if (c == u',') {
            endCell();
        } else if (c == u'\n') {
            endRecord();
            ++line;
        } else if (c != u'\r') {
            cell += c;
        }
    }
    if (quoted) {
        unterminatedAt = quoteLine;
        return false;
    }
    if (recordStarted)
        endRecord();
    return true;
}

enum class CellType { Text, Number, Boolean, Tiers };

CellType cellType(const QString &column)
{
    static const QSet<QString> numbers{QStringLiteral("memory_gb"),
                                       QStringLiteral("tdp_w"),
                                       QStringLiteral("kw_per_gpu"),
                                       QStringLiteral("unit_price_low"),
                                       QStringLiteral("unit_price_typical"),
                                       QStringLiteral("unit_price_high"),
                                       QStringLiteral("gpus_per_instance"),
                                       QStringLiteral("on_demand_per_gpu_hour"),
                                       QStringLiteral("reserved_1y_per_gpu_hour"),
                                       QStringLiteral("reserved_3y_per_gpu_hour"),
                                       QStringLiteral("spot_per_gpu_hour"),
                                       QStringLiteral("storage_per_gb_month"),
                                       QStringLiteral("max_gpus")};
    if (numbers.contains(column))
        return CellType::Number;
    if (column == QLatin1String("reserved_available") || column == QLatin1String("estimate") ||
        column == QLatin1String("sla"))
        return CellType::Boolean;
    if (column == QLatin1String("egress_tiers"))
        return CellType::Tiers;
    return CellType::Text;
}

// A number in the C locale, or the text itself so the reader names what it found.
QJsonValue numberCell(const QString &text)
{
    bool ok = false;
    const double v = QLocale::c().toDouble(text, &ok);
    return ok ? QJsonValue(v) : QJsonValue(text);
}

QJsonValue booleanCell(const QString &text)
{
    const QString t = text.toLower();
    if (t == QLatin1String("true") || t == QLatin1String("yes") || t == QLatin1String("1"))
        return true;
    if (t == QLatin1String("false") || t == QLatin1String("no") || t == QLatin1String("0"))
        return false;
    return text;
}

// "10:0.09;50:0.085;:0.05" → [[10, 0.09], [50, 0.085], [null, 0.05]].
QJsonValue tiersCell(const QString &text)
{
    QJsonArray tiers;
    for (const QString &band : text.split(u';')) {
        const QStringList parts = band.split(u':');
        if (parts.size() != 2)
            return text;
        const QString upper = parts[0].trimmed();
        tiers.append(QJsonArray{upper.isEmpty() ? QJsonValue() : numberCell(upper),
                                numberCell(parts[1].trimmed())});
    }
    return tiers;
}

// The JSON object a CSV row stands for. Empty cells are left out (optional prices read as null).
QJsonObject rowObject(const QStringList &header, const QStringList &cells)
{
    QJsonObject object;
    for (qsizetype i = 0; i < header.size(); ++i) {
        const QString &text = cells[i];
        if (text.isEmpty())
            continue;
        switch (cellType(header[i])) {
        case CellType::Text:
            object.insert(header[i], text);
            break;
        case CellType::Number:
            object.insert(header[i], numberCell(text));
            break;
        case CellType::Boolean:
            object.insert(header[i], booleanCell(text));
            break;
        case CellType::Tiers:
            object.insert(header[i], tiersCell(text));
            break;
        }
    }
    return object;
}

// Collects rows, checking the rules that span rows and the existing catalog.
class RowCollector
{
public:
    RowCollector(ImportReport &report, const Catalog &existing)
        : m_report(report), m_existing(existing)
    {
        // An index of the existing ids: a lookup per row, not a scan of the catalog per row.
        for (const GpuModel &m : existing.gpuModels)
            m_existingKinds.insert(m.id, Kind::Gpu);
        for (const CloudOffer &o : existing.cloudOffers)
            m_existingKinds.insert(o.id, Kind::Offer);
        for (const DatacenterDefault &d : existing.datacenterDefaults)
            m_existingKinds.insert(d.id, Kind::Datacenter);
    }

    void bad(int line, const QString &id, const QString &field, const QString &reason)
    {
        m_report.badRows.push_back({line, id, field, reason});
    }

    // Returns false (and reports) when the id clashes.
    bool claim(int line, const QString &id, const QString &field, const QString &kind)
    {
        if (m_seen.contains(id)) {
            bad(line, id, field,
                Msg::tr("\"%1\" appears twice in this file (first on line %2)")
                    .arg(id)
                    .arg(m_seen.value(id)));
            return false;
        }
        const QString other = existingKind(id);
        if (!other.isEmpty() && other != kind) {
            bad(line, id, field,
                Msg::tr("\"%1\" is already the id of a %2 in the catalog (valid: a new id, or the "
                        "id of "
                        "a "
                        "%3 to replace)")
                    .arg(id, other, kind));
            return false;
        }
        m_seen.insert(id, line);
        return true;
    }

    template <typename Read>
    void gpuModel(const QJsonObject &object, const QString &path, int line, Read read)
    {
        try {
            GpuModel m = read(object, path);
            if (claim(line, m.id, join(path, QStringLiteral("id")), kindName(Kind::Gpu)))
                m_report.rows.gpuModels.push_back(std::move(m));
        } catch (const FieldError &e) {
            bad(line, object.value(QLatin1String("id")).toString(), e.field, e.message);
        }
    }

    void cloudOffer(const QJsonObject &object, const QString &path, int line)
    {
        try {
            CloudOffer o = entryjson::readCloudOffer(object, path);
            if (!m_existing.gpuModel(o.gpuModel) && !m_report.rows.gpuModel(o.gpuModel)) {
                bad(line, o.id, join(path, QStringLiteral("gpu_model")),
                    Msg::tr("%1 is not a GPU model of the catalog or of this file")
                        .arg(show(QJsonValue(o.gpuModel))));
                return;
            }
            if (claim(line, o.id, join(path, QStringLiteral("id")), kindName(Kind::Offer)))
                m_report.rows.cloudOffers.push_back(std::move(o));
        } catch (const FieldError &e) {
            bad(line, object.value(QLatin1String("id")).toString(), e.field, e.message);
        }
    }

    void datacenterDefault(const QJsonObject &object, const QString &path, int line)
    {
        try {
            DatacenterDefault d = entryjson::readDatacenterDefault(object, path);
            if (claim(line, d.id, join(path, QStringLiteral("id")), kindName(Kind::Datacenter)))
                m_report.rows.datacenterDefaults.push_back(std::move(d));
        } catch (const FieldError &e) {
            bad(line, object.value(QLatin1String("id")).toString(), e.field, e.message);
        }
    }

private:
    enum class Kind { Gpu, Offer, Datacenter };
    static QString kindName(Kind kind)
    {
        switch (kind) {
        case Kind::Gpu:
            return Msg::tr("GPU model");
        case Kind::Offer:
            return Msg::tr("cloud offer");
        case Kind::Datacenter:
            return Msg::tr("data-centre default");
        }
        return {};
    }
    QString existingKind(const QString &id) const
    {
        const auto it = m_existingKinds.constFind(id);
        return it == m_existingKinds.constEnd() ? QString() : kindName(*it);
    }

    ImportReport &m_report;
    const Catalog &m_existing;
    QHash<QString, int> m_seen; // id → line
    QHash<QString, Kind> m_existingKinds;
};

void importJson(const QByteArray &data, const Catalog &existing, ImportReport &report)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = data.left(parseError.offset);
        report.fileError = CatalogError{CatalogError::Kind::NotJson,
                                        {},
                                        {},
                                        Msg::tr("not valid JSON: %1").arg(parseError.errorString()),
                                        int(before.count('\n') + 1),
                                        {}};
        return;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() ||
        root.value(QLatin1String("format")) != QJsonValue(QStringLiteral("gpu-advisor-catalog")) ||
        root.value(QLatin1String("version")) != QJsonValue(1)) {
        report.fileError = CatalogError{CatalogError::Kind::NotObject,
                                        {},
                                        QStringLiteral("format"),
                                        Msg::tr("expected a catalog document {\"format\": "
                                                "\"gpu-advisor-catalog\", \"version\": 1, …}"),
                                        0,
                                        {}};
        return;
    }
    const auto lines = entryjson::elementLines(data);
    RowCollector rows(report, existing);
    static const QStringList known{
        QStringLiteral("format"),        QStringLiteral("version"),
        QStringLiteral("catalog_date"),  QStringLiteral("base_currency"),
        QStringLiteral("exchange_rate"), QStringLiteral("gpu_models"),
        QStringLiteral("cloud_offers"),  QStringLiteral("datacenter_defaults")};
    for (auto it = root.begin(); it != root.end(); ++it)
        if (!known.contains(it.key()))
            rows.bad(0, {}, it.key(),
                     Msg::tr("unknown field (valid: %1)").arg(known.join(QStringLiteral(", "))));
    const QJsonValue currency = root.value(QLatin1String("base_currency"));
    if (!currency.isUndefined() && currency != QJsonValue(QStringLiteral("USD"))) {
        report.fileError =
            CatalogError{CatalogError::Kind::InvalidValue,
                         {},
                         QStringLiteral("base_currency"),
                         Msg::tr("%1 is not supported (valid: \"USD\")").arg(show(currency)),
                         0,
                         {}};
        return;
    }
    const QString rateKey = QStringLiteral("exchange_rate");
    if (root.contains(rateKey)) {
        const int line = int(data.left(data.indexOf("\"exchange_rate\"")).count('\n') + 1);
        try {
            report.rows.exchangeRate = entryjson::readExchangeRate(root.value(rateKey), rateKey);
        } catch (const FieldError &e) {
            rows.bad(line, {}, e.field, e.message);
        }
    }
    auto each = [&](const char *key, auto &&take) {
        const QString section = QLatin1String(key);
        const QJsonValue value = root.value(section);
        if (value.isUndefined())
            return;
        if (!value.isArray()) {
            rows.bad(0, {}, section,
                     Msg::tr("expected a list of entries, found %1").arg(show(value)));
            return;
        }
        const QJsonArray list = value.toArray();
        const QList<int> starts = lines.value(section);
        for (qsizetype i = 0; i < list.size(); ++i) {
            const int line = i < starts.size() ? starts[i] : 0;
            if (!list[i].isObject())
                rows.bad(line, {}, index(section, i),
                         Msg::tr("expected an object, found %1").arg(show(list[i])));
            else
                take(list[i].toObject(), index(section, i), line);
        }
    };
    each("gpu_models", [&](const QJsonObject &o, const QString &path, int line) {
        rows.gpuModel(o, path, line, entryjson::readGpuModel);
    });
    each("cloud_offers", [&](const QJsonObject &o, const QString &path, int line) {
        rows.cloudOffer(o, path, line);
    });
    each("datacenter_defaults", [&](const QJsonObject &o, const QString &path, int line) {
        rows.datacenterDefault(o, path, line);
    });
}

void importCsv(const QByteArray &data, const Catalog &existing, ImportReport &report)
{
    auto fileError = [&](int line, const QString &message) {
        report.fileError =
            CatalogError{CatalogError::Kind::InvalidValue, {}, {}, message, line, {}};
    };
    QString text = QString::fromUtf8(data);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    std::optional<CsvRecord> headerRecord; // the first record
    bool offers = false;
    QStringList header;
    RowCollector rows(report, existing);
    // Checks the header; false (and a file error) when it is unusable.
    const auto checkHeader = [&]() -> bool {
        header = headerRecord->cells;
        offers = header.contains(QStringLiteral("on_demand_per_gpu_hour"));
        const bool models = header.contains(QStringLiteral("unit_price_typical"));
        if (offers == models) {
            fileError(headerRecord->line,
                      Msg::tr("the header must have either an on_demand_per_gpu_hour column (cloud "
                              "offers) or a unit_price_typical column (GPU models)"));
            return false;
        }
        const QStringList &valid =
            offers ? entryjson::cloudOfferFields() : entryjson::gpuModelFields();
        const QStringList &required =
            offers ? entryjson::cloudOfferRequiredFields() : entryjson::gpuModelRequiredFields();
        QSet<QString> seenColumns;
        for (const QString &column : header) {
            if (!valid.contains(column)) {
                fileError(headerRecord->line, Msg::tr("unknown column \"%1\" (valid: %2)")
                                                  .arg(column, valid.join(QStringLiteral(", "))));
                return false;
            }
            if (seenColumns.contains(column)) {
                fileError(headerRecord->line, Msg::tr("column \"%1\" appears twice").arg(column));
                return false;
            }
            seenColumns.insert(column);
        }
        for (const QString &column : required) {
            if (!seenColumns.contains(column)) {
                fileError(headerRecord->line,
                          Msg::tr("the header has no column \"%1\" (required: %2)")
                              .arg(column, required.join(QStringLiteral(", "))));
                return false;
            }
        }
        // One entry per line at most, and a row has more than 40 bytes: room for all of them
        // at once, so the list never has to be copied to a larger one (which briefly needs
        // both; room not filled is never touched, so it takes no memory).
        const auto lines = std::size_t(std::min(data.count('\n') + 1, data.size() / 40 + 1));
        if (offers)
            report.rows.cloudOffers.reserve(lines);
        else
            report.rows.gpuModels.reserve(lines);
        return true;
    };
    bool usable = true;
    int unterminated = 0;
    const bool complete = parseCsv(text, unterminated, [&](CsvRecord &&record) {
        if (!usable)
            return;
        if (!headerRecord) {
            headerRecord = std::move(record);
            usable = checkHeader();
            return;
        }
        if (record.cells.size() != header.size()) {
            rows.bad(
                record.line, record.cells.value(header.indexOf(QStringLiteral("id"))), {},
                Msg::tr("%1 cells, the header has %2").arg(record.cells.size()).arg(header.size()));
            return;
        }
        const QJsonObject object = rowObject(header, record.cells);
        if (offers)
            rows.cloudOffer(object, {}, record.line);
        else
            rows.gpuModel(object, {}, record.line, entryjson::readGpuModel);
    });
    if (!complete) {
        report.rows = Catalog{};
        report.badRows.clear();
        fileError(unterminated, Msg::tr("a quoted cell starting here is never closed"));
        return;
    }
    if (!headerRecord)
        fileError(0, Msg::tr("the file is empty (valid: a header row, then one row per entry)"));
}

} // namespace

QString BadRow::toString() const
{
    QString text;
    if (line > 0)
        text += Msg::tr("line %1").arg(line) + QStringLiteral(": ");
    if (!field.isEmpty())
        text += field;
    if (!entryId.isEmpty())
        text += (field.isEmpty() ? QString() : QStringLiteral(" ")) +
                QStringLiteral("(id \"%1\")").arg(entryId);
    if (!field.isEmpty() || !entryId.isEmpty())
        text += QStringLiteral(": ");
    return text + reason;
}

int ImportReport::goodRowCount() const
{
    return int(rows.gpuModels.size() + rows.cloudOffers.size() + rows.datacenterDefaults.size()) +
           (rows.exchangeRate.isValid() ? 1 : 0);
}

ImportReport importRows(const QByteArray &data, ImportFormat format, const Catalog &existing)
{
    ImportReport report;
    report.format = format;
    if (data.size() > kMaxCatalogBytes) {
        report.fileError = CatalogError{
            CatalogError::Kind::TooLarge,
            {},
            {},
            Msg::tr("the file is %1 MB, over the %2 MB limit of an import file (split it into "
                    "several files)")
                .arg(QLocale().toString(double(data.size()) / (1024 * 1024), 'f', 1))
                .arg(kMaxCatalogBytes / (1024 * 1024)),
            0,
            {}};
        return report;
    }
    if (format == ImportFormat::Csv)
        importCsv(data, existing, report);
    else
        importJson(data, existing, report);
    return report;
}

ImportReport importFile(const QString &path, const Catalog &existing)
{
    const ImportFormat format = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)
                                    ? ImportFormat::Csv
                                    : ImportFormat::Json;
    ImportReport report;
    report.format = format;
    // A FIFO or a device would block or never end: only regular files are read.
    if (const QString kind = files::nonRegularKind(path); !kind.isEmpty()) {
        report.fileError = CatalogError{CatalogError::Kind::Unreadable,
                                        {},
                                        {},
                                        Msg::tr("is %1, not a regular file").arg(kind),
                                        0,
                                        path};
        return report;
    }
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        report.fileError = CatalogError{CatalogError::Kind::Unreadable,
                                        {},
                                        {},
                                        QFileInfo::exists(path)
                                            ? Msg::tr("cannot be read: %1").arg(file.errorString())
                                            : Msg::tr("no such file"),
                                        0,
                                        path};
        return report;
    }
    report = importRows(file.read(kMaxCatalogBytes + 1), format, existing);
    if (report.fileError)
        report.fileError->file = path;
    return report;
}

Catalog mergeIntoLayer(const Catalog &layer, const ImportReport &report, const QDate &today)
{
    Catalog rows = report.rows;
    for (GpuModel &m : rows.gpuModels)
        m.provenance.origin = Origin::User;
    for (CloudOffer &o : rows.cloudOffers)
        o.provenance.origin = Origin::User;
    for (DatacenterDefault &d : rows.datacenterDefaults)
        d.provenance.origin = Origin::User;
    Catalog merged = layered(layer, rows);
    merged.catalogDate = today;
    return merged;
}

} // namespace gda::catalog
