// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draftkeeper.h"

#include "core/applicationidentity.h"
#include "core/scenariodocument.h"
#include "files/atomicfile.h"
#include "scenario/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace gda::ui {

namespace {
const auto kStoreId = QStringLiteral("store_id");
const auto kStoreRevision = QStringLiteral("store_revision");
const auto kScenario = QStringLiteral("scenario");
} // namespace

DraftKeeper::DraftKeeper(ScenarioDocument *document, QString path, QObject *parent)
    : QObject(parent), m_document(document), m_path(std::move(path))
{
    m_timer.setInterval(5000);
    connect(&m_timer, &QTimer::timeout, this, &DraftKeeper::writeNow);
    connect(document, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        if (modified) {
            m_timer.start();
        } else {
            m_timer.stop();
            // Only this run's own draft: a leftover from a crashed run waits for
            // offerDraftRecovery() even though opening the window resets the document.
            if (m_wroteDraft)
                discard();
        }
    });
}

QString DraftKeeper::defaultPath()
{
    return dataDirectory() + QStringLiteral("/drafts/current.json");
}

bool DraftKeeper::writeNow()
{
    if (!m_document->isModified())
        return false;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QJsonObject root{{kScenario, scenariofile::toJson(m_document->scenario())},
                     {kStoreRevision, m_document->storeRevision()}};
    if (const auto id = m_document->storeId())
        root.insert(kStoreId, QString::number(*id));
    m_wroteDraft =
        files::writeAtomically(m_path, QJsonDocument(root).toJson(QJsonDocument::Compact))
            .isEmpty();
    return m_wroteDraft;
}

void DraftKeeper::discard()
{
    m_wroteDraft = false;
    QFile::remove(m_path);
}

std::optional<DraftKeeper::Draft> DraftKeeper::pending(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject root =
        QJsonDocument::fromJson(file.read(scenariofile::kMaxFileBytes)).object();
    auto parsed = scenariofile::parse(QJsonDocument(root.value(kScenario).toObject()).toJson());
    if (!std::holds_alternative<Scenario>(parsed))
        return std::nullopt;
    Draft draft{std::get<Scenario>(std::move(parsed)), std::nullopt,
                root.value(kStoreRevision).toInt()};
    bool ok = false;
    const qint64 id = root.value(kStoreId).toString().toLongLong(&ok);
    if (ok)
        draft.storeId = id;
    return draft;
}

} // namespace gda::ui
