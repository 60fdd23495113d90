// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bills.h"

#include "csvline.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <cstring>
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
    // FOCUS writes a missing value as NULL: such a cell reads as empty.
    void setNullIsEmpty(bool on) { m_nullIsEmpty = on; }
    qint64 dataLines() const { return m_dataLines; }

    std::optional<ReadError> header(Header &h)
    {
        QByteArray line;
        if (!m_source.readLine(line))
            return m_source.failed() ? m_source.error()
                                     : ReadError{m_file, 0, {}, {}, Msg::tr("is empty")};
        if (!splitCsvLine(line, h.names))
            return error(-1, line, Msg::tr("a quote is not closed"));
        m_header = &h;
        for (size_t i = 0; i < h.names.size(); ++i) {
            const QString name = folded(QString::fromUtf8(h.names[i]));
            // A column given twice: which one counts would be a guess (the last, before).
            if (const int first = h.index.value(name, -1); first >= 0 && !name.isEmpty())
                return ReadError{m_file,
                                 m_source.lineNumber(),
                                 {},
                                 {},
                                 Msg::tr("the column \"%1\" is given twice in the header "
                                         "(columns %2 and %3)")
                                     .arg(QString::fromUtf8(h.names[i]))
                                     .arg(first + 1)
                                     .arg(i + 1)};
            h.index.insert(name, int(i));
        }
        return std::nullopt;
    }
    // False at the end (check failed()).
    bool next() { return m_source.readLine(m_line); }
    void countLine() { ++m_dataLines; }
    std::optional<ReadError> split()
    {
        if (!m_cells.split(m_line))
            return error(-1, m_line, Msg::tr("a quote is not closed"));
        if (m_cells.size() != m_header->names.size()) // fewer, or cells beyond the header
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
        if (column < 0)
            return {};
        const QByteArrayView c = m_cells[size_t(column)];
        return m_nullIsEmpty && c.size() == 4 && c == "NULL" ? QByteArrayView() : c;
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
    bool m_nullIsEmpty = false;
    qint64 m_dataLines = 0;
};

// A file by its name, without the folder: remarks reach the scenario (docs/measured-usage.md,
// "Privacy").
QString fileName(const QString &path)
{
    return QFileInfo(path).fileName();
}

// A remark about a file (Bills::remarks), and its source text and arguments, so the report can
// write it again in its own language (Bills::remarkTexts).
void remark(Bills &out, const char *text, const QString &file, int n = -1)
{
    out.remarks << QCoreApplication::translate("gda::measure", text, nullptr, n).arg(file);
    QJsonObject o{{QStringLiteral("remark_text"), QLatin1String(text)},
                  {QStringLiteral("remark_args"), QJsonArray{file}}};
    if (n >= 0)
        o.insert(QStringLiteral("remark_n"), n);
    out.remarkTexts.append(o);
}

// A bill with a header and no line is refused: nothing would be measured from it.
std::optional<ReadError> noLines(const Rows &rows, const QString &file)
{
    if (rows.failed())
        return rows.sourceError();
    if (rows.dataLines() == 0)
        return ReadError{file, 0, {}, {}, Msg::tr("holds no bill lines, only a header")};
    return std::nullopt;
}

// The currency of each line (FOCUS BillingCurrency, CUR lineItem/CurrencyCode, Azure
// BillingCurrency, GCP currency) and the factor into the target currency, looked up once per
// distinct cell. A currency without a rate refuses the line, naming it: amounts are never
// relabelled.
class LineCurrency
{
public:
    LineCurrency(Bills &out, const Rows &rows, int column, const QString &file)
        : m_out(out), m_rows(rows), m_column(column)
    {
        if (column < 0) {
            // No currency column: the amounts are taken as US dollars, and said so.
            remark(m_out,
                   QT_TRANSLATE_NOOP("gda::measure", "%1 names no currency: amounts taken as USD"),
                   fileName(file));
            m_code = QStringLiteral("USD");
        }
    }
    std::optional<ReadError> factor(double &f)
    {
        const QByteArrayView cell = m_rows.cell(m_column);
        if (m_known && (m_column < 0 || cell == m_last)) {
            f = m_factor;
            return std::nullopt;
        }
        QString code = m_column < 0 ? m_code : QString::fromUtf8(cell).trimmed().toUpper();
        if (code.isEmpty())
            code = QStringLiteral("USD");
        const auto rate = m_out.rates.factor(code);
        if (!rate)
            return m_rows.error(m_column, cell,
                                Msg::tr("the amounts are in %1, which has no exchange rate to "
                                        "%2 (give one: --rate %1=%2 per %1)")
                                    .arg(code, m_out.rates.target));
        m_last = cell.toByteArray();
        m_factor = *rate;
        m_known = true;
        ++m_out.currencies[code];
        f = m_factor;
        return std::nullopt;
    }

private:
    Bills &m_out;
    const Rows &m_rows;
    int m_column;
    QString m_code;
    QByteArray m_last;
    double m_factor = 1.0;
    bool m_known = false;
};

// A GPU line's hours, spread over the clock hours of its charge period [from, to).
void addByHour(Bills &out, const QString &model, qint64 from, qint64 to, double hours)
{
    if (to <= from)
        to = from + 3600;
    if (out.gpuFrom == 0 && out.gpuTo == 0) {
        out.gpuFrom = from;
        out.gpuTo = to;
    }
    out.gpuFrom = std::min(out.gpuFrom, from);
    out.gpuTo = std::max(out.gpuTo, to);
    auto &byHour = out.gpuHoursByHour[model];
    const double length = double(to - from);
    for (qint64 at = from; at < to;) {
        const qint64 hour = at >= 0 ? at / 3600 : (at - 3599) / 3600;
        const qint64 next = std::min(to, (hour + 1) * 3600);
        byHour[hour] += hours * double(next - at) / length;
        at = next;
    }
}

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
                     Msg::tr("is not read as %1: it lacks the columns %2")
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

    // A GPU instance type or SKU the catalog does not know, named in `text`; empty for none.
    const QString &unknownIn(QByteArrayView text)
    {
        static const QString none;
        if (text.isEmpty())
            return none;
        const auto known = m_unknown.constFind(QByteArray::fromRawData(text.data(), text.size()));
        if (known != m_unknown.constEnd())
            return known.value();
        if (m_unknown.size() >= kMaxRemembered)
            m_unknown.clear();
        return m_unknown.insert(text.toByteArray(), gpuInstanceIn(text)).value();
    }

private:
    static constexpr qsizetype kMaxRemembered = 100000;
    const InstanceTable &m_table;
    QHash<QByteArray, const InstanceGpus *> m_seen;
    QHash<QByteArray, QString> m_unknown;
};

// Notes GPU use the catalog cannot price (kept as kind other, named in the output).
void noteUnknownGpu(Bills &out, const QString &name, const QString &provider, double hours,
                    double effective)
{
    UnknownGpu &u = out.unknownGpus[name];
    u.provider = provider;
    ++u.lines;
    u.hours += hours;
    u.effective += effective;
}

// One name per provider, whichever export it came from: "aws", "azure", "gcp", "oracle", "ibm",
// "alibaba", or the name as written in lower case.
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
    if (lower.startsWith(QLatin1String("oracle")) || lower == QLatin1String("oci"))
        return QStringLiteral("oracle");
    if (lower.startsWith(QLatin1String("ibm")))
        return QStringLiteral("ibm");
    if (lower.startsWith(QLatin1String("alibaba")))
        return QStringLiteral("alibaba");
    return lower;
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
    // Storage counts a size over time (GB-months), egress a plain size (GB).
    const QByteArray u = unit.toByteArray();
    const auto overTime = isDataSizeOverTime(u);
    if (!overTime || *overTime != (kind == SpendKind::Storage))
        return;
    if (const auto gb = gigabytesOf(quantity, u)) {
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

// A charge outside its billing period refuses the file, or (`refuse` false: FOCUS allows it)
// is counted in `outside`.
std::optional<ReadError> checkPeriod(const Rows &rows, int startColumn, qint64 start,
                                     int periodStart, int periodEnd, Period &period,
                                     bool refuse = true, qint64 *outside = nullptr)
{
    if (periodStart < 0 || periodEnd < 0 || rows.cell(periodStart).isEmpty() ||
        rows.cell(periodEnd).isEmpty())
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
    if ((start < from || start >= to) && !refuse) {
        if (outside)
            ++*outside;
        return std::nullopt;
    }
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

namespace {
// A data-size unit: GB per unit, and what it is per (none, a month, an hour).
struct DataUnit
{
    double gb = 0.0;
    enum Per { None, Month, Hour } per = None;
};

std::optional<DataUnit> dataUnit(const QByteArray &unit)
{
    QByteArray u = unit.trimmed().toLower();
    // Azure's "10 GB/Month": the quantity counts units of 10 GB.
    double count = 1.0;
    const qsizetype space = u.indexOf(' ');
    if (space > 0) {
        double n = 0.0;
        if (parseNumber(u.left(space), n) && n > 0.0 && n <= 1e6) {
            count = n;
            u = u.mid(space + 1).trimmed();
        }
    }
    static const std::pair<const char *, double> sizes[] = {{"gibibytes", 1.073741824},
                                                            {"gibibyte", 1.073741824},
                                                            {"gib", 1.073741824},
                                                            {"tebibytes", 1099.511627776},
                                                            {"tebibyte", 1099.511627776},
                                                            {"tib", 1099.511627776},
                                                            {"terabytes", 1000.0},
                                                            {"terabyte", 1000.0},
                                                            {"tb", 1000.0},
                                                            {"gigabytes", 1.0},
                                                            {"gigabyte", 1.0},
                                                            {"gb", 1.0}};
    DataUnit d;
    for (const auto &[name, scale] : sizes)
        if (u.startsWith(name)) {
            d.gb = scale * count;
            u = u.mid(qsizetype(std::strlen(name)));
            break;
        }
    if (d.gb == 0.0)
        return std::nullopt;
    // What is left says per what: nothing ("GB"), a month ("-Mo", "/Month", " month", "-Months")
    // or an hour ("-Hrs", " Hours"); anything else ("/Second-Months", "-Seconds") is no size.
    while (!u.isEmpty() && (u[0] == '-' || u[0] == '/' || u[0] == ' ' || u[0] == '_'))
        u = u.mid(1);
    if (u.startsWith("per "))
        u = u.mid(4);
    if (u.isEmpty())
        return d;
    if (u.contains("sec") || u.contains("day") || u.contains("year"))
        return std::nullopt;
    if (u == "mo" || u.startsWith("month") || u == "mos") {
        d.per = DataUnit::Month;
        return d;
    }
    if (u.startsWith("hour") || u.startsWith("hr") || u == "h") {
        d.per = DataUnit::Hour;
        return d;
    }
    return std::nullopt;
}
} // namespace

std::optional<double> gigabytesOf(double quantity, const QByteArray &unit)
{
    const auto d = dataUnit(unit);
    if (!d)
        return std::nullopt;
    // GB-hours (some storage meters) are GB-months / 730 (H of the cost model).
    return quantity * d->gb / (d->per == DataUnit::Hour ? 730.0 : 1.0);
}

std::optional<bool> isDataSizeOverTime(const QByteArray &unit)
{
    const auto d = dataUnit(unit);
    if (!d)
        return std::nullopt;
    return d->per != DataUnit::None;
}

QString gpuInstanceIn(QByteArrayView text)
{
    if (text.isEmpty())
        return {};
    const QString lower = QString::fromUtf8(text).toLower();
    // AWS GPU families (p2–p6, g3–g6, gr6), Azure N-series sizes, GCP accelerator-optimised and
    // G2 machine types, and GPU SKUs that name an NVIDIA or AMD GPU.
    static const QRegularExpression pattern(QStringLiteral(
        "(?:^|[^a-z0-9])((?:p[2-6][a-z]*|g[3-6][a-z]*|gr6)\\.(?:[0-9]*x?large|metal[-a-z0-9]*))"
        "|(standard_n[cdvg][0-9a-z_]+)"
        "|(?:^|[^a-z0-9])((?:a2|a3|a4|g2|g4)-(?:highgpu|megagpu|ultragpu|edgegpu|standard|"
        "highmem)-[0-9]+g?)"
        "|((?:nvidia|amd) [a-z0-9 ]*gpu)"));
    const QRegularExpressionMatch m = pattern.match(lower);
    if (!m.hasMatch())
        return {};
    for (int i = 1; i <= 4; ++i)
        if (!m.captured(i).isEmpty())
            return m.captured(i).trimmed();
    return {};
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

namespace {
// Data transfer out of the provider's network, as the charge's own text names it (FOCUS has no
// direction column): "data transfer out", "Outbound Data Transfer", "DataTransfer-Out-Bytes",
// "Internet Egress". "Data transfer in", "…-In-Bytes" and transfer between zones are not.
bool namesTransferOut(QByteArrayView text)
{
    return containsLower(text, "data transfer out") || containsLower(text, "outbound data") ||
           containsLower(text, "datatransfer-out") || containsLower(text, "-out-bytes") ||
           containsLower(text, "egress") || containsLower(text, "internet out");
}
} // namespace

std::optional<ReadError> readFocus(TextSource &source, const QString &file,
                                   const InstanceTable &instances, Bills &out)
{
    Rows rows(source, file);
    rows.setNullIsEmpty(true);
    Header h;
    if (auto e = rows.header(h))
        return e;
    if (auto e =
            missingColumns(h, file, QStringLiteral("FOCUS"),
                           {"BilledCost", "EffectiveCost", "ChargePeriodStart", "ChargePeriodEnd"}))
        return e;
    const int billed = h.find("BilledCost"), effective = h.find("EffectiveCost"),
              list = h.find("ListCost"), start = h.find("ChargePeriodStart"),
              end = h.find("ChargePeriodEnd"), quantity = h.find("ConsumedQuantity"),
              consumedUnit = h.find("ConsumedUnit"), pricingUnit = h.find("PricingUnit"),
              pricingQuantity = h.find("PricingQuantity"),
              commitment = h.find("CommitmentDiscountId"), category = h.find("ChargeCategory"),
              service = h.find("ServiceCategory"), periodStart = h.find("BillingPeriodStart"),
              periodEnd = h.find("BillingPeriodEnd"), account = h.find("SubAccountId"),
              currencyColumn = h.find("BillingCurrency");
    SeenAccounts lastAccount;
    Months months;
    Period period;
    Instances known(instances);
    LineCurrency currency(out, rows, currencyColumn, file);
    QByteArray lastProvider;
    QString lastProviderKey;
    int provider = h.find("ServiceProviderName");
    if (provider < 0)
        provider = h.find("ProviderName");
    // Where FOCUS exports name the instance type: AWS x_UsageType ("USE1-BoxUsage:p5.48xlarge"),
    // Azure x_SkuMeterName / x_SkuDetails, or any export's SkuPriceDetails.
    std::vector<int> instanceColumns;
    for (const char *name : {"x_InstanceType", "x_UsageType", "x_SkuMeterName", "x_SkuDetails",
                             "SkuPriceDetails", "SkuMeter", "ResourceType", "ChargeDescription"})
        if (h.find(name) >= 0)
            instanceColumns.push_back(h.find(name));
    // Where the charge says what it is (the direction of a data transfer).
    std::vector<int> describing;
    for (const char *name : {"ChargeDescription", "SkuMeter", "x_SkuMeterName", "x_UsageType",
                             "SkuPriceDetails", "x_SkuDescription"})
        if (h.find(name) >= 0)
            describing.push_back(h.find(name));
    if (describing.empty())
        remark(out,
               QT_TRANSLATE_NOOP("gda::measure",
                                 "%1 has no ChargeDescription or SKU column: Networking charges in "
                                 "a data size are counted as egress"),
               fileName(file));
    const qint64 outsideBefore = out.outsideBillingPeriod;
    QByteArray lastUnit;
    std::optional<bool> lastOverTime;
    bool unitKnown = false;
    while (rows.next()) {
        if (rows.blank())
            continue;
        if (auto e = rows.split())
            return e;
        rows.countLine();
        double b = 0, eff = 0, l = 0, q = 0, f = 1.0;
        if (auto e = rows.number(billed, b, false))
            return e;
        if (auto e = rows.number(effective, eff, false))
            return e;
        if (auto e = rows.number(list, l))
            return e;
        // The quantity in the unit the line names: ConsumedQuantity in ConsumedUnit, or else
        // PricingQuantity in PricingUnit.
        int unit = consumedUnit;
        if (auto e = rows.number(quantity, q))
            return e;
        if (rows.cell(quantity).isEmpty() || rows.cell(consumedUnit).isEmpty()) {
            unit = pricingUnit;
            if (auto e = rows.number(pricingQuantity, q))
                return e;
        }
        if (auto e = currency.factor(f))
            return e;
        b *= f;
        eff *= f;
        l *= f;
        qint64 from = 0;
        if (auto e = rows.time(start, from))
            return e;
        if (auto e = checkPeriod(rows, start, from, periodStart, periodEnd, period, false,
                                 &out.outsideBillingPeriod))
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
        const QByteArrayView u = rows.cell(unit);
        // Usage and its corrections count their quantities; purchases, taxes and credits not.
        const QByteArrayView cat = rows.cell(category);
        const bool usage = cat.isEmpty() || equalsLower(cat, "usage");
        const QByteArrayView svc = rows.cell(service);
        if (gpu) {
            key.kind = SpendKind::Gpu;
            key.gpuModel = gpu->gpuModel;
        } else {
            // Egress: a plain data size (the unit looked at once per distinct cell) that the
            // charge's own text names as data transfer out.
            if (!unitKnown || u != lastUnit) {
                lastUnit = u.toByteArray();
                lastOverTime = isDataSizeOverTime(lastUnit);
                unitKnown = true;
            }
            if (lastOverTime && !*lastOverTime) {
                bool transferOut = describing.empty() && equalsLower(svc, "networking");
                for (size_t i = 0; !transferOut && i < describing.size(); ++i)
                    transferOut = namesTransferOut(rows.cell(describing[i]));
                if (transferOut)
                    key.kind = SpendKind::Egress;
            }
            if (key.kind == SpendKind::Other && equalsLower(svc, "storage"))
                key.kind = SpendKind::Storage;
        }
        noteAccount(out, rows.cell(account), lastAccount);
        Spend &s = out.spend[key];
        s.billed += b;
        s.effective += eff;
        s.list += l;
        ++s.lines;
        const bool hours = startsWithLower(u, "hour") || equalsLower(u, "hrs") ||
                           equalsLower(u, "hr") || u.isEmpty();
        if (gpu && usage && hours) {
            s.gpuHours += q * gpu->gpus;
            // A commitment discount's id, when there is one (NULL is none).
            if (!rows.cell(commitment).isEmpty()) {
                s.committedGpuHours += q * gpu->gpus;
                s.committedEffective += eff;
            }
            qint64 to = 0;
            if (!parseTimestamp(rows.cell(end), to))
                to = from;
            addByHour(out, gpu->gpuModel, from, to, q * gpu->gpus);
        } else if (!gpu && usage && hours && q > 0.0) {
            for (int c : instanceColumns)
                if (const QString &name = known.unknownIn(rows.cell(c)); !name.isEmpty()) {
                    noteUnknownGpu(out, name, lastProviderKey, q, eff);
                    break;
                }
        }
        if (usage)
            addGigabytes(s, key.kind, q, u, eff);
    }
    if (auto e = noLines(rows, file))
        return e;
    if (const qint64 n = out.outsideBillingPeriod - outsideBefore; n > 0)
        remark(out,
               QT_TRANSLATE_N_NOOP("gda::measure",
                                   "%1: %n line(s) charged outside their billing period, counted "
                                   "in the month of their charge (FOCUS allows it)"),
               fileName(file), int(std::min<qint64>(n, 1000000000)));
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
              account = h.find("lineItem/UsageAccountId"), end = h.find("lineItem/UsageEndDate"),
              currencyColumn = h.find("lineItem/CurrencyCode");
    SeenAccounts lastAccount;
    Months months;
    Period period;
    Instances known(instances);
    LineCurrency currency(out, rows, currencyColumn, file);
    const QString aws = QStringLiteral("aws");
    while (rows.next()) {
        if (rows.blank())
            continue;
        if (auto e = rows.split())
            return e;
        rows.countLine();
        double cost = 0, qty = 0, l = 0, f = 1.0;
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
        if (auto e = currency.factor(f))
            return e;
        cost *= f;
        eff *= f;
        l *= f;
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
            qint64 to = 0;
            if (!parseTimestamp(rows.cell(end), to))
                to = from;
            addByHour(out, gpu->gpuModel, from, to, qty * gpu->gpus);
        } else if (usage && qty > 0.0 &&
                   (!rows.cell(instance).isEmpty() ||
                    containsLower(rows.cell(usageType), "boxusage"))) {
            const QString &name = known.unknownIn(
                rows.cell(instance).isEmpty() ? rows.cell(usageType) : rows.cell(instance));
            if (!name.isEmpty())
                noteUnknownGpu(out, name, aws, qty, eff);
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
    if (auto e = noLines(rows, file))
        return e;
    return std::nullopt;
}

std::optional<ReadError> readAzure(TextSource &source, const QString &file,
                                   const InstanceTable &instances, Bills &out)
{
    Rows rows(source, file);
    Header h;
    if (auto e = rows.header(h))
        return e;
    // EA CostInBillingCurrency (MCA costInBillingCurrency: the same once folded), older EA Cost
    // or PreTaxCost.
    int cost = -1;
    for (const char *name : {"CostInBillingCurrency", "Cost", "PreTaxCost"})
        if (cost < 0)
            cost = h.find(name);
    if (auto e = missingColumns(h, file, QStringLiteral("Azure cost details"),
                                {"Date", "Quantity", "MeterCategory", "MeterName"}))
        return e;
    if (cost < 0)
        return ReadError{file,
                         1,
                         {},
                         {},
                         Msg::tr("is not read as %1: it lacks the columns %2")
                             .arg(QStringLiteral("Azure cost details"),
                                  QStringLiteral("CostInBillingCurrency (or Cost)"))};
    const int date = h.find("Date"), quantity = h.find("Quantity"),
              category = h.find("MeterCategory"), meter = h.find("MeterName"),
              subCategory = h.find("MeterSubCategory"), unit = h.find("UnitOfMeasure"),
              info = h.find("AdditionalInfo"), chargeType = h.find("ChargeType"),
              pricingModel = h.find("PricingModel"), periodStart = h.find("BillingPeriodStartDate"),
              periodEnd = h.find("BillingPeriodEndDate"), payg = h.find("PayGPrice");
    int account = h.find("SubscriptionId");
    if (account < 0)
        account = h.find("SubscriptionGuid"); // older EA files
    int currencyColumn = -1;
    for (const char *name : {"BillingCurrency", "BillingCurrencyCode", "Currency"})
        if (currencyColumn < 0)
            currencyColumn = h.find(name);
    SeenAccounts lastAccount;
    Months months;
    Instances known(instances);
    LineCurrency currency(out, rows, currencyColumn, file);
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
    // Actual or amortized cost: the amortized export gives usage under a commitment its share
    // of the commitment (and has "Unused…" lines); the actual one shows that usage at 0 and the
    // purchase as invoiced. Purchases are kept aside until the file says which.
    bool zeroCommitted = false, pricedCommitted = false, unusedLines = false;
    std::map<QString, double> purchases; // month → commitment purchases' cost
    while (rows.next()) {
        if (rows.blank())
            continue;
        if (auto e = rows.split())
            return e;
        rows.countLine();
        double c = 0, q = 0, listPrice = 0, f = 1.0;
        if (auto e = rows.number(cost, c, false))
            return e;
        if (auto e = rows.number(quantity, q))
            return e;
        if (auto e = rows.number(payg, listPrice))
            return e;
        if (auto e = currency.factor(f))
            return e;
        c *= f;
        listPrice *= f;
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
        if (usageCharge && commitment && q > 0.0)
            (c == 0.0 ? zeroCommitted : pricedCommitted) = true;
        if (startsWithLower(charge, "unused"))
            unusedLines = true;
        const double billedCost = usageCharge && commitment ? 0.0 : c;
        const QString &month = months.of(from);
        if (equalsLower(charge, "purchase") && commitment) {
            purchases[month] += c;
            c = 0.0;
        }
        // The VM size: AdditionalInfo's ServiceType ("Standard_ND96isr_H100_v5") or the meter
        // name with underscores for spaces ("ND96isr H100 v5").
        const InstanceGpus *gpu = known.in(rows.cell(info));
        if (!gpu)
            gpu = known.in(rows.cell(meter).toByteArray().replace(' ', '_'));
        if (!gpu)
            gpu = known.in(rows.cell(subCategory).toByteArray().replace(' ', '_'));
        SpendKey key{month, azure, SpendKind::Other, {}};
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
        double perUnit = 1.0;
        if (containsLower(u, "hour")) {
            const qsizetype space = u.indexOf(' ');
            if (space > 0 &&
                (!parseNumber(u.first(space), perUnit) || perUnit <= 0.0 || perUnit > 1e6))
                perUnit = 1.0;
        }
        if (gpu && containsLower(u, "hour")) {
            s.gpuHours += q * perUnit * gpu->gpus;
            if (commitment) {
                s.committedGpuHours += q * perUnit * gpu->gpus;
                s.committedEffective += c;
            }
            addByHour(out, gpu->gpuModel, from, from + 86400, q * perUnit * gpu->gpus);
        } else if (!gpu && containsLower(u, "hour") && q > 0.0 &&
                   equalsLower(cat, "virtual machines")) {
            const QString &name = known.unknownIn(rows.cell(info));
            const QString &named =
                name.isEmpty()
                    ? known.unknownIn(QByteArray("standard_" + rows.cell(meter).toByteArray())
                                          .replace(' ', '_'))
                    : name;
            if (!named.isEmpty())
                noteUnknownGpu(out, named, azure, q * perUnit, c);
        }
        noteAccount(out, rows.cell(account), lastAccount);
        if (charge.isEmpty() || usageCharge)
            addGigabytes(s, key.kind, q, u, c);
    }
    if (auto e = noLines(rows, file))
        return e;
    // A commitment purchase with a cost, or usage under a commitment at 0, and nothing that only
    // an amortized export has: actual cost.
    bool pricedPurchase = false;
    for (const auto &[month, c] : purchases)
        pricedPurchase |= c != 0.0;
    if ((zeroCommitted || pricedPurchase) && !pricedCommitted && !unusedLines) {
        // Actual cost: the purchases are what was spent; the usage under them shows 0, so the
        // reserved price cannot be read from this file.
        out.actualCost = true;
        for (const auto &[month, c] : purchases)
            out.spend[{month, azure, SpendKind::Other, {}}].effective += c;
        remark(out,
               QT_TRANSLATE_NOOP("gda::measure",
                                 "%1 is an actual-cost export (usage under a reservation or "
                                 "savings plan at 0, purchases as invoiced): no reserved price is "
                                 "derived from it; export the amortized cost for one"),
               fileName(file));
    } else if (pricedCommitted || unusedLines) {
        remark(out,
               QT_TRANSLATE_NOOP("gda::measure",
                                 "%1 is an amortized-cost export (usage under a reservation or "
                                 "savings plan carries its share of the commitment)"),
               fileName(file));
    }
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
              sku = h.find("sku.description"), cost = h.find("cost"),
              creditsColumn = h.find("credits"), amount = h.find("usage.amount_in_pricing_units"),
              unit = h.find("usage.pricing_unit"), invoiceMonth = h.find("invoice.month"),
              project = h.find("project.id"), end = h.find("usage_end_time"),
              currencyColumn = h.find("currency");
    SeenAccounts lastAccount;
    Months months;
    Instances known(instances);
    LineCurrency currency(out, rows, currencyColumn, file);
    // BigQuery's credits: a number (summed in the query) or the JSON list of the export,
    // [{"name": …, "amount": -1.5, …}, …], summed here as the export's documentation does.
    auto credits = [&](int column, double &sum) -> std::optional<ReadError> {
        const QByteArrayView text = rows.cell(column);
        if (!text.trimmed().startsWith('['))
            return rows.number(column, sum);
        sum = 0.0;
        QJsonParseError parsed{};
        const QJsonDocument doc = QJsonDocument::fromJson(text.toByteArray(), &parsed);
        if (parsed.error != QJsonParseError::NoError || !doc.isArray())
            return rows.error(column, text,
                              Msg::tr("not a number or a JSON list of credits (each with an "
                                      "\"amount\")"));
        for (const QJsonValue &v : doc.array()) {
            const QJsonValue amount = v.toObject().value(QLatin1String("amount"));
            if (!amount.isDouble() || std::abs(amount.toDouble()) > kMaxAmount)
                return rows.error(column, text,
                                  Msg::tr("not a number or a JSON list of credits (each with an "
                                          "\"amount\")"));
            sum += amount.toDouble();
        }
        return std::nullopt;
    };
    const QString gcp = QStringLiteral("gcp");
    while (rows.next()) {
        if (rows.blank())
            continue;
        if (auto e = rows.split())
            return e;
        rows.countLine();
        double c = 0, cr = 0, q = 0, f = 1.0;
        if (auto e = rows.number(cost, c, false))
            return e;
        if (auto e = credits(creditsColumn, cr))
            return e;
        if (auto e = rows.number(amount, q))
            return e;
        if (auto e = currency.factor(f))
            return e;
        c *= f;
        cr *= f;
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
        const QString &unknown = key.kind == SpendKind::Gpu ? QString() : known.unknownIn(skuText);
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
        const bool hours = equalsLower(u, "hour") || equalsLower(u, "hours") || equalsLower(u, "h");
        if (gpus > 0.0 && hours) {
            s.gpuHours += q * gpus;
            QByteArrayView endStamp = rows.cell(end);
            if (endStamp.endsWith(" UTC"))
                endStamp.chop(4);
            qint64 to = 0;
            if (!parseTimestamp(endStamp, to))
                to = from;
            addByHour(out, key.gpuModel, from, to, q * gpus);
        } else if (hours && q > 0.0 && !unknown.isEmpty()) {
            noteUnknownGpu(out, unknown, gcp, q, c + cr);
        }
        noteAccount(out, rows.cell(project), lastAccount);
        addGigabytes(s, key.kind, q, rows.cell(unit), c + cr);
    }
    if (auto e = noLines(rows, file))
        return e;
    return std::nullopt;
}

} // namespace gda::measure
