// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "usageimport.h"

#include "scenario/scenariofile.h"
#include "scenario/upgrade.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <QThread>
#include <QTimer>

#include <map>

namespace gda::ui {

namespace {
struct Msg // the dialog's translation context
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::ImportUsageDialog)
};
constexpr qsizetype kMaxNotes = 10000;   // the format's limit (methodology §11.1)
constexpr int kIdentifiersPerGroup = 64; // more are counted, not listed
constexpr qint64 kHashPiece = 1 << 20;   // SHA-256 in 1 MiB pieces, as fillChecksums
} // namespace

struct UsageReadJob::Shared
{
    std::atomic<qint64> done{0};
    qint64 total = 0;
    std::atomic<bool> cancel{false};
    QMutex mutex; // guards the results below
    std::optional<measure::Measurement> result;
    std::optional<measure::ReadError> error;
};

UsageReadJob::UsageReadJob(QObject *parent) : QObject(parent), m_poll(new QTimer(this))
{
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_shared)
            emit progress(m_shared->done.load(), m_shared->total);
    });
}

UsageReadJob::~UsageReadJob()
{
    if (m_thread) {
        m_shared->cancel = true;
        m_thread->wait();
        delete m_thread;
    }
}

bool UsageReadJob::isRunning() const
{
    return m_thread != nullptr;
}

void UsageReadJob::cancel()
{
    if (m_shared)
        m_shared->cancel = true;
}

void UsageReadJob::start(const QStringList &files, measure::Format format,
                         const measure::InstanceTable &instances)
{
    if (m_thread)
        return;
    m_result.reset();
    m_error.reset();
    m_cancelled = false;
    auto shared = std::make_shared<Shared>();
    std::vector<qint64> sizes;
    for (const QString &f : files) {
        sizes.push_back(std::max<qint64>(0, QFileInfo(f).size()));
        shared->total += 2 * sizes.back(); // read, then hashed
    }
    m_shared = shared;
    m_thread = QThread::create([shared, files, format, instances, sizes] {
        measure::Measurement m;
        qint64 before = 0;
        for (qsizetype i = 0; i < files.size(); ++i) {
            auto error = measure::readFile(files[i], format, instances, m, [&](qint64 stored) {
                shared->done = before + std::min(stored, sizes[size_t(i)]);
                return !shared->cancel.load();
            });
            if (shared->cancel)
                return;
            if (error) {
                error->file = QFileInfo(error->file).fileName();
                QMutexLocker lock(&shared->mutex);
                shared->error = *error;
                return;
            }
            before += sizes[size_t(i)];
            shared->done = before;
        }
        // The checksums (measure::fillChecksums' rule), here with progress and cancel.
        for (measure::FileReading &f : m.files) {
            QFile file(f.path);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            QCryptographicHash hash(QCryptographicHash::Sha256);
            while (!file.atEnd()) {
                if (shared->cancel)
                    return;
                const QByteArray piece = file.read(kHashPiece);
                if (piece.isEmpty())
                    break;
                hash.addData(piece);
                shared->done += piece.size();
            }
            f.sha256 = QString::fromLatin1(hash.result().toHex());
        }
        QMutexLocker lock(&shared->mutex);
        shared->result = std::move(m);
    });
    connect(m_thread, &QThread::finished, this, &UsageReadJob::collect, Qt::QueuedConnection);
    m_poll->start();
    m_thread->start();
    emit progress(0, shared->total);
}

void UsageReadJob::collect()
{
    m_poll->stop();
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    {
        QMutexLocker lock(&m_shared->mutex);
        m_result = std::move(m_shared->result);
        m_error = std::move(m_shared->error);
    }
    m_cancelled = m_shared->cancel.load() && !m_error;
    if (m_cancelled)
        m_result.reset();
    emit progress(m_cancelled ? 0 : m_shared->done.load(), m_shared->total);
    emit finished();
}

measure::InstanceTable instanceTable(const catalog::Catalog &catalog)
{
    measure::InstanceTable table;
    for (const catalog::CloudOffer &offer : catalog.cloudOffers)
        if (offer.providerKind == catalog::ProviderKind::Hyperscaler)
            table.insert(offer.instance.toLower(), {offer.gpuModel, offer.gpusPerInstance});
    return table;
}

std::array<double, 168> busyGpusByWeekHour(const measure::Measurement &m)
{
    std::array<double, 168> busy{};
    for (const auto &[name, data] : m.telemetry.groups) {
        const measure::TelemetrySummary s = measure::summarize(name, data);
        for (size_t h = 0; h < busy.size(); ++h)
            busy[h] += s.busyProfile[h];
    }
    return busy;
}

std::vector<GpuHoursCheck> gpuHoursCheck(const measure::Measurement &m)
{
    // With bills and telemetry: over the overlap of their periods only, as `measure` compares
    // them (docs/measured-usage.md, "Cross-check").
    if (const std::vector<measure::CrossCheck> overlap = measure::crossCheck(m); !overlap.empty()) {
        std::vector<GpuHoursCheck> rows;
        for (const measure::CrossCheck &c : overlap)
            if (c.gpuModel != QLatin1String("*"))
                rows.push_back({c.gpuModel, c.billedGpuHours, c.measuredGpuHours});
        return rows;
    }
    std::map<QString, GpuHoursCheck> byModel;
    for (const auto &[key, s] : m.bills.spend)
        if (key.kind == measure::SpendKind::Gpu) {
            GpuHoursCheck &c = byModel[key.gpuModel];
            c.gpuModel = key.gpuModel;
            c.billed += s.gpuHours;
        }
    for (const auto &[name, data] : m.telemetry.groups) {
        const QString model = measure::gpuModelForName(name);
        GpuHoursCheck &c = byModel[model];
        c.gpuModel = model;
        c.measured += measure::summarize(name, data).busyGpuHours;
    }
    std::vector<GpuHoursCheck> rows;
    for (const auto &[model, c] : byModel)
        rows.push_back(c);
    return rows;
}

namespace {
// "NVIDIA H100 80GB HBM3: 4 GPUs, identifiers …" for every group; hashed unless kept.
QString identifiersNote(const measure::Telemetry &t, bool keep)
{
    std::map<QString, QStringList> byGroup;
    for (auto it = t.gpuIds.constBegin(); it != t.gpuIds.constEnd(); ++it) {
        const qsizetype split = it.key().indexOf(u'\n');
        const QString group = it.key().left(split);
        QString id = it.key().mid(split + 1);
        if (keep) {
            // A bus id or index is named with its file (without the folder).
            const qsizetype fileEnd = id.lastIndexOf(u'\n');
            if (fileEnd >= 0)
                id = QFileInfo(id.left(fileEnd)).fileName() + u' ' + id.mid(fileEnd + 1);
        } else {
            id = QString::fromLatin1(
                QCryptographicHash::hash(id.toUtf8(), QCryptographicHash::Sha256).toHex().left(12));
        }
        byGroup[group] << id;
    }
    QStringList parts;
    for (auto &[group, ids] : byGroup) {
        ids.sort();
        const qsizetype all = ids.size();
        if (all > kIdentifiersPerGroup)
            ids = ids.mid(0, kIdentifiersPerGroup)
                  << QStringLiteral("+%1").arg(all - kIdentifiersPerGroup);
        parts << QStringLiteral("%1: %2").arg(group, ids.join(QLatin1String(", ")));
    }
    if (parts.isEmpty())
        return {};
    return (keep ? QStringLiteral("GPUs measured (identifiers as read): ")
                 : QStringLiteral("GPUs measured (identifiers as the first 12 hex digits of "
                                  "their SHA-256): ")) +
           parts.join(QLatin1String("; ")) + u'.';
}

QString limitedNotes(const QString &notes)
{
    return notes.size() > kMaxNotes ? notes.left(kMaxNotes - 1) + QChar(0x2026) : notes;
}
} // namespace

std::variant<UsageProposal, QString> proposeFromMeasurement(const measure::Measurement &m,
                                                            const QString &name,
                                                            const QString &client,
                                                            bool keepIdentifiers)
{
    QJsonObject json = measure::scenarioFromMeasurement(m, name, client);
    QJsonObject inputs = json.value(QLatin1String("inputs")).toObject();
    const bool hasWorkloads = !inputs.value(QLatin1String("workloads")).toArray().isEmpty();
    if (!hasWorkloads) {
        // Bills only: a placeholder workload lets the document parse; it is not proposed.
        inputs.insert(QStringLiteral("workloads"),
                      QJsonArray{QJsonObject{{QStringLiteral("gpus"), 1}}});
        json.insert(QStringLiteral("inputs"), inputs);
    }
    const QString ids = identifiersNote(m.telemetry, keepIdentifiers);
    if (!ids.isEmpty())
        json.insert(QStringLiteral("notes"),
                    limitedNotes(json.value(QLatin1String("notes")).toString() + u' ' + ids));
    auto parsed = scenariofile::parse(QJsonDocument(json).toJson());
    if (const auto *error = std::get_if<scenariofile::Error>(&parsed))
        return error->toString();
    UsageProposal proposal;
    proposal.scenario = std::get<Scenario>(std::move(parsed));
    if (!hasWorkloads)
        proposal.scenario.inputs.workloads.clear();
    proposal.hasCloudPrice = inputs.value(QLatin1String("cloud"))
                                 .toObject()
                                 .contains(QLatin1String("on_demand_per_gpu_hour"));
    return proposal;
}

std::variant<Scenario, QString> addToScenario(const Scenario &open, const UsageProposal &proposal,
                                              const catalog::ExchangeRate &rate)
{
    Scenario s = scenarioupgrade::toVersion2(open);
    const Scenario &measured = proposal.scenario;
    for (const engine::WorkloadInput &w : measured.inputs.workloads)
        s.inputs.workloads.push_back(w);
    QString notes = measured.notes;
    if (proposal.hasCloudPrice) {
        double price = measured.inputs.cloud.onDemandPerGpuHour;
        if (s.currency != measured.currency) {
            if (!rate.isValid())
                return Msg::tr("The bills are in %1 and the scenario in %2, and the price "
                               "catalog has no exchange rate to convert them")
                    .arg(currencyCode(measured.currency), currencyCode(s.currency));
            price = catalog::convert(price, measured.currency, s.currency, rate);
            notes += QStringLiteral(" Converted to %1 at %2 USD per EUR.")
                         .arg(currencyCode(s.currency))
                         .arg(rate.usdPerEur);
        }
        s.inputs.cloud.onDemandPerGpuHour = price;
    }
    s.notes = limitedNotes(s.notes.isEmpty() ? notes : s.notes + QStringLiteral("\n\n") + notes);
    if (const auto problem = scenariofile::validate(s))
        return problem->toString();
    return s;
}

} // namespace gda::ui
