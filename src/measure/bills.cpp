// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bills.h"

#include "csvline.h"

#include <QCoreApplication>
#include <QDate>

#include <cmath>
#include <vector>

namespace gda::measure {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::measure)
};

QString monthOf(qint64 seconds)
{
    return QDate(1970, 1, 1).addDays(seconds / 86400).toString(QStringLiteral("yyyy-MM"));
}

// "YYYY-MM" of a time, formatted once per day of the file rather than once per line.
class Months
{
public:
    const QString &of(qint64 seconds)
    {
        const qint64 day = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400;
        if (day != m_day || m_month.isEmpty()) {
            m_day = day;
            m_month = monthOf(day * 86400);
        }
        return m_month;
    }

private:
    qint64 m_day = 0;
    QString m_month;
};

// The header of a CSV file: folded name → index, with the names as written.
struct Header
{
    std::vector<QByteArray> names;
    QHash<QString, int> index;
    int find(const char *name) const { return index.value(folded(QLatin1String(name)), -1); }
};

constexpr double kMaxAmount = 1e15; // of any cost or quantity on a bill line

// Reads one data row at a time and reports problems with the file, line and column.
class Rows
{
public:
    Rows(TextSource &source, const QString &file) : m_source(source), m_file(file) {}

    std::optional<ReadError> header(Header &h)
    {
        QByteArray line;
        if (!m_source.readLine(line))
            return m_source.failed() ? m_source.error()
                                     : ReadError{m_file, 0, {}, {}, Msg::tr("is empty")};
        if (!splitCsvLine(line, h.names))
            return error(-1, line, Msg::tr("a quote is not closed"));
        for (size_t i = 0; i < h.names.size(); ++i)
            h.index.insert(folded(QString::fromUtf8(h.names[i])), int(i));
        m_header = &h;
        return std::nullopt;
    }
    // False at the end (check failed()).
    bool next() { return m_source.readLine(m_line); }
    std::optional<ReadError> split()
    {
        if (!m_cells.split(m_line))
            return error(-1, m_line, Msg::tr("a quote is not closed"));
        if (m_cells.size() < m_header->names.size())
            return error(-1, m_line,
                         Msg::tr("%1 cells, %2 expected (as many as the header's columns)")
                             .arg(m_cells.size())
                             .arg(m_header->names.size()));
        return std::nullopt;
    }
    bool blank() const { return m_line.isEmpty(); }
    // A cell of the current line (valid until the next line is read); empty for column -1.
    QByteArrayView cell(int column) const
    {
        return column >= 0 ? m_cells[size_t(column)] : QByteArrayView();
    }
    // A number; an empty cell (or an absent column) is 0 when `optional`.
    std::optional<ReadError> number(int column, double &value, bool optional = true) const
    {
        value = 0.0;
        const QByteArrayView text = cell(column);
        if (column < 0 || (optional && text.isEmpty()))
            return std::nullopt;
        if (!parseNumber(text, value))
            return error(column, text, Msg::tr("not a number"));
        // Sums over millions of lines stay finite: no bill line is a quadrillion.
        if (std::abs(value) > kMaxAmount)
            return error(column, text, Msg::tr("out of range (valid: -1e15 to 1e15)"));
        return std::nullopt;
    }
    std::optional<ReadError> time(int column, qint64 &seconds) const
    {
        if (!parseTimestamp(cell(column), seconds))
            return error(column, cell(column),
                         Msg::tr("not a date and time (ISO 8601, e.g. 2026-01-31T00:00:00Z)"));
        return std::nullopt;
    }
    ReadError error(int column, QByteArrayView value, const QString &message) const
    {
        return ReadError{m_file, m_source.lineNumber(),
                         column >= 0 ? QString::fromUtf8(m_header->names[size_t(column)])
                                     : QString(),
                         shownCell(value), message};
    }
    bool failed() const { return m_source.failed(); }
    ReadError sourceError() const { return m_source.error(); }

private:
    TextSource &m_source;
    QString m_file;
    const Header *m_header = nullptr;
    QByteArray m_line;
    CsvRow m_cells;
};

std::optional<ReadError> missingColumns(const Header &h, const QString &file, const QString &format,
                                        std::initializer_list<const char *> required)
{
    QStringList missing;
    for (const char *name : required)
        if (h.find(name) < 0)
            missing << QLatin1String(name);
    if (missing.isEmpty())
        return std::nullopt;
    return ReadError{file,
                     1,
                     {},
                     {},
                     Msg::tr("not a %1 file: missing the columns %2")
                         .arg(format, missing.join(QLatin1String(", ")))};
}

// The instance type named somewhere in `text` ("USE1-BoxUsage:p5.48xlarge"), or null.
const InstanceGpus *instanceIn(const InstanceTable &instances, QByteArrayView text)
{
    if (text.isEmpty())
        return nullptr;
    const QString lower = QString::fromUtf8(text).toLower();
    auto exact = instances.constFind(lower);
    if (exact != instances.constEnd())
        return &exact.value();
    for (auto it = instances.constBegin(); it != instances.constEnd(); ++it)
        if (lower.contains(it.key()))
            return &it.value();
    return nullptr;
}

// instanceIn, remembered per distinct text: a bill names a few usage types millions of times.
class Instances
{
public:
    explicit Instances(const InstanceTable &table) : m_table(table) {}
    const InstanceGpus *in(QByteArrayView text)
    {
        if (text.isEmpty())
            return nullptr;
        // A key over the cell's bytes, for the lookup only (no copy).
        const auto known = m_seen.constFind(QByteArray::fromRawData(text.data(), text.size()));
        if (known != m_seen.constEnd())
            return known.value();
        const InstanceGpus *found = instanceIn(m_table, text);
        if (m_seen.size() < kMaxRemembered)
            m_seen.insert(text.toByteArray(), found);
        return found;
    }

private:
    static constexpr qsizetype kMaxRemembered = 100000;
    const InstanceTable &m_table;
    QHash<QByteArray, const InstanceGpus *> m_seen;
};

// One name per provider, whichever export it came from: "aws", "azure", "gcp" or as written.
QString providerKey(QByteArrayView name)
{
    const QString n = QString::fromUtf8(name).trimmed();
    const QString lower = n.toLower();
    if (lower == QLatin1String("aws") || lower.startsWith(QLatin1String("amazon")))
        return QStringLiteral("aws");
    if (lower == QLatin1String("microsoft") || lower.contains(QLatin1String("azure")))
        return QStringLiteral("azure");
    if (lower.startsWith(QLatin1String("google")) || lower == QLatin1String("gcp"))
        return QStringLiteral("gcp");
    return n;
}

// The account ids a reader has seen, as bytes: a line costs one hash lookup, no conversion.
struct SeenAccounts
{
    QByteArray last;
    QSet<QByteArray> seen;
};

// Keeps an account id (at most kMaxIds).
void noteAccount(Bills &out, QByteArrayView id, SeenAccounts &accounts)
{
    if (id.isEmpty() || id == accounts.last)
        return;
    accounts.last.resize(0); // reuses the buffer unless the set below shares it
    accounts.last.append(id);
    if (accounts.seen.size() >= kMaxIds || accounts.seen.contains(accounts.last))
        return;
    accounts.seen.insert(accounts.last);
    if (out.accounts.size() < kMaxIds)
        out.accounts.insert(QString::fromUtf8(id.trimmed()));
}

// Adds a storage or egress line's data size and effective cost.
void addGigabytes(Spend &s, SpendKind kind, double quantity, QByteArrayView unit, double cost)
{
    if (kind != SpendKind::Storage && kind != SpendKind::Egress)
        return;
    if (const auto gb = gigabytesOf(quantity, unit.toByteArray())) {
        s.gigabytes += *gb;
        s.gigabyteCost += cost;
    }
}

// The billing period of the lines, parsed once per distinct pair of cells.
struct Period
{
    QByteArray startText, endText;
    qint64 from = 0, to = 0;
};

std::optional<ReadError> checkPeriod(const Rows &rows, int startColumn, qint64 start,
                                     int periodStart, int periodEnd, Period &period)
{
    if (periodStart < 0 || periodEnd < 0 || rows.cell(periodStart).isEmpty())
        return std::nullopt;
    if (rows.cell(periodStart) != period.startText || rows.cell(periodEnd) != period.endText) {
        qint64 from = 0, to = 0;
        if (auto e = rows.time(periodStart, from))
            return e;
        if (auto e = rows.time(periodEnd, to))
            return e;
        period = {rows.cell(periodStart).toByteArray(), rows.cell(periodEnd).toByteArray(), from,
                  to};
    }
    const qint64 from = period.from, to = period.to;
    if (start < from || start >= to)
        return rows.error(startColumn, rows.cell(startColumn),
                          Msg::tr("outside the billing period %1 to %2")
                              .arg(QString::fromUtf8(rows.cell(periodStart)),
                                   QString::fromUtf8(rows.cell(periodEnd))));
    return std::nullopt;
}
} // namespace

QString spendKindKey(SpendKind kind)
{
    switch (kind) {
    case SpendKind::Gpu:
        return QStringLiteral("gpu");
    case SpendKind::Storage:
        return QStringLiteral("storage");
    case SpendKind::Egress:
        return QStringLiteral("egress");
    case SpendKind::Other:
        break;
    }
    return QStringLiteral("other");
}

std::optional<double> gigabytesOf(double quantity, const QByteArray &unit)
{
    QByteArray u = unit.trimmed().toLower();
    // Azure's "10 GB/Month": the quantity counts units of 10 GB.
    double per = 1.0;
    const qsizetype space = u.indexOf(' ');
    if (space > 0) {
        double n = 0.0;
        if (parseNumber(u.left(space), n) && n > 0.0 && n <= 1e6) {
            per = n;
            u = u.mid(space + 1).trimmed();
        }
    }
    double scale = 0.0;
    if (u.startsWith("gib") || u.startsWith("gibibyte"))
        scale = 1.073741824; // 2^30 bytes in GB
    else if (u.startsWith("tib") || u.startsWith("tebibyte"))
        scale = 1099.511627776;
    else if (u.startsWith("tb") || u.startsWith("terabyte"))
        scale = 1000.0;
    else if (u.startsWith("gb") || u.startsWith("gigabyte"))
        scale = 1.0;
    else
        return std::nullopt;
    // GB-hours (some storage meters) are GB-months / 730 (H of the cost model).
    if (u.contains("hour") || u.contains("-hrs") || u.contains("-hr"))
        scale /= 730.0;
    return quantity * per * scale;
}

QString folded(QString column)
{
    column = column.trimmed().toLower();
    column.remove(u'/');
    column.remove(u'_');
    column.remove(u' ');
    column.remove(u'.');
    return column;
}

std::optional<ReadError> readFocus(TextSource &source, const QString &file,
                                   const InstanceTable &instances, Bills &out)
{
    Rows rows(source, file);
    Header h;
    if (auto e = rows.header(h))
        return e;
    if (auto e =
            missingColumns(h, file, QStringLiteral("FOCUS"),
                           {"BilledCost", "EffectiveCost", "ChargePeriodStart", "ChargePeriodEnd"}))
        return e;
    const int billed = h.find("BilledCost"), effective = h.find("EffectiveCost"),
              list = h.find("ListCost"), start = h.find("ChargePeriodStart"),
              quantity = h.find("ConsumedQuantity"), unit = h.find("ConsumedUnit"),
              commitment = h.find("CommitmentDiscountId"), category = h.find("ChargeCategory"),
              service = h.find("ServiceCategory"), periodStart = h.find("BillingPeriodStart"),
              periodEnd = h.find("BillingPeriodEnd"), account = h.find("SubAccountId");
    SeenAccounts lastAccount;
    Months months;
    Period period;
    Instances known(instances);
    QByteArray lastProvider;
    QString lastProviderKey;
    int provider = h.find("ServiceProviderName");
    if (provider < 0)
        provider = h.find("ProviderName");
    // Where FOCUS exports name the instance type: AWS x_UsageType ("USE1-BoxUsage:p5.48xlarge"),
    // Azure x_SkuMeterName / x_SkuDetails, or any export's SkuPriceDetails.
    std::vector<int> instanceColumns;
    for (const char *name : {"x_InstanceType", "x_UsageType", "x_SkuMeterName", "x_SkuDetails",
                             "SkuPriceDetails", "SkuMeter", "ResourceType"})
        if (h.find(name) >= 0)
            instanceColumns.push_back(h.find(name));
    while (rows.next()) {
        if (rows.blank())
            continue;
        if (auto e = rows.split())
            return e;
        double b = 0, eff = 0, l = 0, q = 0;
        if (auto e = rows.number(billed, b, false))
            return e;
        if (auto e = rows.number(effective, eff, false))
            return e;
        if (auto e = rows.number(list, l))
            return e;
        if (auto e = rows.number(quantity, q))
            return e;
        qint64 from = 0;
        if (auto e = rows.time(start, from))
            return e;
        if (auto e = checkPeriod(rows, start, from, periodStart, periodEnd, period))
            return e;
        if (rows.cell(provider) != lastProvider || lastProviderKey.isNull()) {
            lastProvider = rows.cell(provider).toByteArray();
            lastProviderKey = providerKey(lastProvider);
        }
        SpendKey key{months.of(from), lastProviderKey, SpendKind::Other, {}};
        const InstanceGpus *gpu = nullptr;
        for (int c : instanceColumns)
            if ((gpu = known.in(rows.cell(c))))
                break;
        const QByteArrayView svc = rows.cell(service);
        if (gpu) {
            key.kind = SpendKind::Gpu;
            key.gpuModel = gpu->gpuModel;
        } else if (equalsLower(svc, "storage")) {
            key.kind = SpendKind::Storage;
        } else if (equalsLower(svc, "networking") && containsLower(rows.cell(unit), "gb")) {
            key.kind = SpendKind::Egress;
        }
        noteAccount(out, rows.cell(account), lastAccount);
        Spend &s = out.spend[key];
        s.billed += b;
        s.effective += eff;
        s.list += l;
        ++s.lines;
        const QByteArrayView u = rows.cell(unit);
        const bool usage = category < 0 || equalsLower(rows.cell(category), "usage");
        if (gpu && usage &&
            (startsWithLower(u, "hour") || equalsLower(u, "hrs") || equalsLower(u, "hr") ||
             u.isEmpty())) {
            s.gpuHours += q * gpu->gpus;
            if (!rows.cell(commitment).isEmpty()) {
                s.committedGpuHours += q * gpu->gpus;
                s.committedEffective += eff;
            }
        }
        if (usage)
            addGigabytes(s, key.kind, q, u, eff);
    }
    if (rows.failed())
        return rows.sourceError();
    return std::nullopt;
}

std::optional<ReadError> readAwsCur(TextSource &source, const QString &file,
                                    const InstanceTable &instances, Bills &out)
{
    Rows rows(source, file);
    Header h;
    if (auto e = rows.header(h))
        return e;
    // One spelling per file: legacy "lineItem/…" or 2.0 "line_item_…".
    bool legacy = false, snake = false;
    for (const QByteArray &name : h.names) {
        legacy |= name.contains('/');
        snake |= name.startsWith("line_item_") || name.startsWith("bill_");
    }
    if (legacy && snake)
        return ReadError{file,
                         1,
                         {},
                         {},
                         Msg::tr("mixes the legacy CUR column spelling (lineItem/…) with the "
                                 "CUR 2.0 spelling (line_item_…); export one or the other")};
    if (auto e = missingColumns(
            h, file, QStringLiteral("AWS CUR"),
            {"lineItem/UsageStartDate", "lineItem/LineItemType", "lineItem/UnblendedCost"}))
        return e;
    const int start = h.find("lineItem/UsageStartDate"), type = h.find("lineItem/LineItemType"),
              unblended = h.find("lineItem/UnblendedCost"), amount = h.find("lineItem/UsageAmount"),
              instance = h.find("product/instanceType"), usageType = h.find("lineItem/UsageType"),
              family = h.find("product/productFamily"),
              spEffective = h.find("savingsPlan/SavingsPlanEffectiveCost"),
              spCommitment = h.find("savingsPlan/TotalCommitmentToDate"),
              spUsed = h.find("savingsPlan/UsedCommitment"),
              riEffective = h.find("reservation/EffectiveCost"),
              riUnusedUpfront = h.find("reservation/UnusedAmortizedUpfrontFeeForBillingPeriod"),
              riUnusedRecurring = h.find("reservation/UnusedRecurringFee"),
              publicCost = h.find("pricing/publicOnDemandCost"),
              periodStart = h.find("bill/BillingPeriodStartDate"),
              periodEnd = h.find("bill/BillingPeriodEndDate"), unit = h.find("pricing/unit"),
              account = h.find("lineItem/UsageAccountId");
    SeenAccounts lastAccount;
    Months months;
    Period period;
    Instances known(instances);
    const QString aws = QStringLiteral("aws");
    while (rows.next()) {
        if (rows.blank())
            continue;
        if (auto e = rows.split())
            return e;
        double cost = 0, qty = 0, l = 0;
        if (auto e = rows.number(unblended, cost, false))
            return e;
        if (auto e = rows.number(amount, qty))
            return e;
        if (auto e = rows.number(publicCost, l))
            return e;
        qint64 from = 0;
        if (auto e = rows.time(start, from))
            return e;
        if (auto e = checkPeriod(rows, start, from, periodStart, periodEnd, period))
            return e;
        // Amortized cost by line item type (AWS, "Understanding your amortized costs").
        const QByteArrayView t = rows.cell(type);
        double eff = cost;
        bool committed = false;
        auto column = [&](int c, double &v) { return rows.number(c, v); };
        if (t == "SavingsPlanCoveredUsage") {
            if (auto e = column(spEffective, eff))
                return e;
            committed = true;
        } else if (t == "DiscountedUsage") {
            if (auto e = column(riEffective, eff))
                return e;
            committed = true;
        } else if (t == "SavingsPlanRecurringFee") {
            double total = 0, used = 0;
            if (auto e = column(spCommitment, total))
                return e;
            if (auto e = column(spUsed, used))
                return e;
            eff = total - used;
        } else if (t == "RIFee") {
            double upfront = 0, recurring = 0;
            if (auto e = column(riUnusedUpfront, upfront))
                return e;
            if (auto e = column(riUnusedRecurring, recurring))
                return e;
            eff = upfront + recurring;
        } else if (t == "SavingsPlanNegation" || t == "SavingsPlanUpfrontFee") {
            eff = 0.0;
        }
        const InstanceGpus *gpu = known.in(rows.cell(instance));
        SpendKey key{months.of(from), aws, SpendKind::Other, {}};
        const QByteArrayView fam = rows.cell(family);
        if (gpu) {
            key.kind = SpendKind::Gpu;
            key.gpuModel = gpu->gpuModel;
        } else if (startsWithLower(fam, "storage")) {
            key.kind = SpendKind::Storage;
        } else if (equalsLower(fam, "data transfer") &&
                   rows.cell(usageType).contains("DataTransfer-Out")) {
            key.kind = SpendKind::Egress;
        }
        Spend &s = out.spend[key];
        s.billed += cost;
        s.effective += eff;
        s.list += l;
        ++s.lines;
        noteAccount(out, rows.cell(account), lastAccount);
        const bool usage = t == "Usage" || t == "SavingsPlanCoveredUsage" || t == "DiscountedUsage";
        if (gpu && usage) {
            s.gpuHours += qty * gpu->gpus;
            if (committed) {
                s.committedGpuHours += qty * gpu->gpus;
                s.committedEffective += eff;
            }
        }
        if (usage) {
            // Without pricing/unit: data transfer out is counted in GB, EBS and S3 storage
            // (…VolumeUsage…, …TimedStorage…) in GB-months, as the CUR writes them.
            QByteArrayView u = rows.cell(unit);
            const QByteArrayView ut = rows.cell(usageType);
            if (u.isEmpty() && key.kind == SpendKind::Egress)
                u = "GB";
            else if (u.isEmpty() && key.kind == SpendKind::Storage &&
                     (ut.contains("VolumeUsage") || ut.contains("TimedStorage")))
                u = "GB-Mo";
            addGigabytes(s, key.kind, qty, u, eff);
        }
    }
    if (rows.failed())
        return rows.sourceError();
    return std::nullopt;
}

std::optional<ReadError> readAzure(TextSource &source, const QString &file,
                                   const InstanceTable &instances, Bills &out)
{
    Rows rows(source, file);
    Header h;
    if (auto e = rows.header(h))
        return e;
    int cost = h.find("CostInBillingCurrency");
    if (cost < 0)
        cost = h.find("Cost"); // older EA files
    if (auto e = missingColumns(h, file, QStringLiteral("Azure cost details"),
                                {"Date", "Quantity", "MeterCategory", "MeterName"}))
        return e;
    if (cost < 0)
        return ReadError{file,
                         1,
                         {},
                         {},
                         Msg::tr("not a %1 file: missing the columns %2")
                             .arg(QStringLiteral("Azure cost details"),
                                  QStringLiteral("CostInBillingCurrency"))};
    const int date = h.find("Date"), quantity = h.find("Quantity"),
              category = h.find("MeterCategory"), meter = h.find("MeterName"),
              subCategory = h.find("MeterSubCategory"), unit = h.find("UnitOfMeasure"),
              info = h.find("AdditionalInfo"), chargeType = h.find("ChargeType"),
              pricingModel = h.find("PricingModel"), periodStart = h.find("BillingPeriodStartDate"),
              periodEnd = h.find("BillingPeriodEndDate"), payg = h.find("PayGPrice");
    int account = h.find("SubscriptionId");
    if (account < 0)
        account = h.find("SubscriptionGuid"); // older EA files
    SeenAccounts lastAccount;
    Months months;
    Instances known(instances);
    const QString azure = QStringLiteral("azure");
    // Azure writes dates as MM/DD/YYYY; ISO 8601 is accepted too.
    auto azureTime = [&](int column, qint64 &seconds) -> std::optional<ReadError> {
        const QByteArrayView text = rows.cell(column);
        if (text.size() == 10 && text[2] == '/' && text[5] == '/') {
            const QByteArray iso = text.sliced(6, 4).toByteArray() + '-' + text.first(2) + '-' +
                                   text.sliced(3, 2) + "T00:00:00Z";
            if (parseTimestamp(iso, seconds))
                return std::nullopt;
        }
        return rows.time(column, seconds);
    };
    while (rows.next()) {
        if (rows.blank())
            continue;
        if (auto e = rows.split())
            return e;
        double c = 0, q = 0, listPrice = 0;
        if (auto e = rows.number(cost, c, false))
            return e;
        if (auto e = rows.number(quantity, q))
            return e;
        if (auto e = rows.number(payg, listPrice))
            return e;
        qint64 from = 0;
        if (auto e = azureTime(date, from))
            return e;
        if (periodStart >= 0 && periodEnd >= 0 && !rows.cell(periodStart).isEmpty()) {
            qint64 a = 0, b = 0;
            if (auto e = azureTime(periodStart, a))
                return e;
            if (auto e = azureTime(periodEnd, b))
                return e;
            // The end date is the period's last day.
            if (from < a || from >= b + 86400)
                return rows.error(date, rows.cell(date),
                                  Msg::tr("outside the billing period %1 to %2")
                                      .arg(QString::fromUtf8(rows.cell(periodStart)),
                                           QString::fromUtf8(rows.cell(periodEnd))));
        }
        const QByteArrayView model = rows.cell(pricingModel);
        const bool commitment = equalsLower(model, "reservation") ||
                                equalsLower(model, "savingsplan") ||
                                equalsLower(model, "savings plan");
        // Billed: a purchase as invoiced, usage under a commitment 0 (the commitment's
        // invoice pays for it). Effective: the other way round.
        const QByteArrayView charge = rows.cell(chargeType);
        const bool usageCharge = equalsLower(charge, "usage");
        const double billedCost = usageCharge && commitment ? 0.0 : c;
        if (equalsLower(charge, "purchase") && commitment)
            c = 0.0;
        // The VM size: AdditionalInfo's ServiceType ("Standard_ND96isr_H100_v5") or the meter
        // name with underscores for spaces ("ND96isr H100 v5").
        const InstanceGpus *gpu = known.in(rows.cell(info));
        if (!gpu)
            gpu = known.in(rows.cell(meter).toByteArray().replace(' ', '_'));
        if (!gpu)
            gpu = known.in(rows.cell(subCategory).toByteArray().replace(' ', '_'));
        SpendKey key{months.of(from), azure, SpendKind::Other, {}};
        const QByteArrayView cat = rows.cell(category);
        if (gpu) {
            key.kind = SpendKind::Gpu;
            key.gpuModel = gpu->gpuModel;
        } else if (equalsLower(cat, "storage")) {
            key.kind = SpendKind::Storage;
        } else if (equalsLower(cat, "bandwidth") && containsLower(rows.cell(meter), "out")) {
            key.kind = SpendKind::Egress;
        }
        Spend &s = out.spend[key];
        s.billed += billedCost;
        s.effective += c;
        s.list += listPrice * q;
        ++s.lines;
        // "1 Hour", "10 Hours", "100 Hours": the quantity counts units of that many hours.
        const QByteArrayView u = rows.cell(unit).trimmed();
        if (gpu && containsLower(u, "hour")) {
            double perUnit = 1.0;
            const qsizetype space = u.indexOf(' ');
            if (space > 0 &&
                (!parseNumber(u.first(space), perUnit) || perUnit <= 0.0 || perUnit > 1e6))
                perUnit = 1.0;
            s.gpuHours += q * perUnit * gpu->gpus;
            if (commitment) {
                s.committedGpuHours += q * perUnit * gpu->gpus;
                s.committedEffective += c;
            }
        }
        noteAccount(out, rows.cell(account), lastAccount);
        if (charge.isEmpty() || usageCharge)
            addGigabytes(s, key.kind, q, u, c);
    }
    if (rows.failed())
        return rows.sourceError();
    return std::nullopt;
}

std::optional<ReadError> readGcp(TextSource &source, const QString &file,
                                 const InstanceTable &instances, Bills &out)
{
    Rows rows(source, file);
    Header h;
    if (auto e = rows.header(h))
        return e;
    if (auto e =
            missingColumns(h, file, QStringLiteral("GCP billing"),
                           {"usage_start_time", "service.description", "sku.description", "cost"}))
        return e;
    const int start = h.find("usage_start_time"), service = h.find("service.description"),
              sku = h.find("sku.description"), cost = h.find("cost"), credits = h.find("credits"),
              amount = h.find("usage.amount_in_pricing_units"), unit = h.find("usage.pricing_unit"),
              invoiceMonth = h.find("invoice.month"), project = h.find("project.id");
    SeenAccounts lastAccount;
    Months months;
    Instances known(instances);
    const QString gcp = QStringLiteral("gcp");
    while (rows.next()) {
        if (rows.blank())
            continue;
        if (auto e = rows.split())
            return e;
        double c = 0, cr = 0, q = 0;
        if (auto e = rows.number(cost, c, false))
            return e;
        if (auto e = rows.number(credits, cr))
            return e;
        if (auto e = rows.number(amount, q))
            return e;
        qint64 from = 0;
        // "2026-01-05 10:00:00 UTC" as BigQuery writes timestamps.
        QByteArrayView stamp = rows.cell(start);
        if (stamp.endsWith(" UTC"))
            stamp.chop(4);
        if (!parseTimestamp(stamp, from))
            return rows.error(start, rows.cell(start),
                              Msg::tr("not a date and time (ISO 8601, e.g. "
                                      "2026-01-31T00:00:00Z)"));
        const QString month = months.of(from);
        // The invoice month (YYYYMM) may differ from the usage month only by late usage: one
        // month at most.
        if (invoiceMonth >= 0 && rows.cell(invoiceMonth).size() == 6) {
            const QByteArray im = rows.cell(invoiceMonth).toByteArray();
            const int y = im.left(4).toInt(), m = im.mid(4).toInt();
            const QDate usage = QDate::fromString(month + QStringLiteral("-01"), Qt::ISODate);
            const QDate invoice(y, m, 1);
            if (!invoice.isValid() || usage < invoice.addMonths(-1) || usage > invoice)
                return rows.error(start, rows.cell(start),
                                  Msg::tr("outside the billing period %1 to %2")
                                      .arg(invoice.addMonths(-1).toString(Qt::ISODate),
                                           invoice.addMonths(1).addDays(-1).toString(Qt::ISODate)));
        }
        // A GPU SKU ("Nvidia H100 80GB GPU running in Americas") counts its hours as GPU-hours;
        // an instance type named in the SKU counts instance-hours × its GPUs.
        const QByteArrayView skuText = rows.cell(sku);
        SpendKey key{month, gcp, SpendKind::Other, {}};
        double gpus = 0.0;
        if (containsLower(skuText, "gpu") && containsLower(skuText, "nvidia")) {
            for (const char *id : {"h200", "b200", "h100", "a100"}) {
                if (!containsLower(skuText, id))
                    continue;
                key.kind = SpendKind::Gpu;
                key.gpuModel = QLatin1String(id) == QLatin1String("h100")
                                   ? QStringLiteral("h100-sxm")
                               : QLatin1String(id) == QLatin1String("a100")
                                   ? (containsLower(skuText, "80gb") ? QStringLiteral("a100-80gb")
                                                                     : QStringLiteral("a100-40gb"))
                                   : QString::fromLatin1(id);
                gpus = 1.0;
                break;
            }
        }
        if (key.kind != SpendKind::Gpu) {
            if (const InstanceGpus *gpu = known.in(skuText)) {
                key.kind = SpendKind::Gpu;
                key.gpuModel = gpu->gpuModel;
                gpus = gpu->gpus;
            }
        }
        if (key.kind != SpendKind::Gpu) {
            if (equalsLower(rows.cell(service), "cloud storage"))
                key.kind = SpendKind::Storage;
            else if (containsLower(skuText, "egress"))
                key.kind = SpendKind::Egress;
        }
        Spend &s = out.spend[key];
        // Credits (committed use and sustained use discounts, promotions) are negative and on
        // the invoice: billed and effective both net them; the cost before credits is the list.
        s.billed += c + cr;
        s.effective += c + cr;
        s.list += c;
        ++s.lines;
        const QByteArrayView u = rows.cell(unit);
        if (gpus > 0.0 &&
            (equalsLower(u, "hour") || equalsLower(u, "hours") || equalsLower(u, "h")))
            s.gpuHours += q * gpus;
        noteAccount(out, rows.cell(project), lastAccount);
        addGigabytes(s, key.kind, q, rows.cell(unit), c + cr);
    }
    if (rows.failed())
        return rows.sourceError();
    return std::nullopt;
}

} // namespace gda::measure
