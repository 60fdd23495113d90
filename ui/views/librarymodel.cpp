// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarymodel.h"

#include "core/format.h"
#include "core/optiontable.h"
#include "core/texts.h"

#include <QFont>
#include <QLocale>

#include <algorithm>
#include <map>

namespace gda::ui {

LibraryModel::LibraryModel(store::ScenarioLibrary *store, QObject *parent)
    : QAbstractItemModel(parent), m_store(store)
{
}

void LibraryModel::setFilter(const store::ListFilter &filter)
{
    m_filter = filter;
    refresh();
}

QString LibraryModel::refresh()
{
    beginResetModel();
    m_groups.clear();
    // The zone read once per reload: QDateTime::toLocalTime() asks the C library, which looks at
    // /etc/localtime again for every row shown (issue #38).
    m_zone = QTimeZone::systemTimeZone();
    QString problem;
    m_listed = false;
    if (m_store && m_store->isOpen()) {
        auto listed = m_store->list(m_filter);
        m_listed = listed.ok();
        if (listed) {
            // Group by client, clients in alphabetical order (no client last), newest first
            // within a client as the store returns them.
            std::map<QString, QList<store::ScenarioRecord>> byClient;
            for (const store::ScenarioRecord &r : *listed)
                byClient[r.client].append(r);
            for (auto &[client, records] : byClient)
                if (!client.isEmpty())
                    m_groups.append({client, records});
            if (auto it = byClient.find(QString()); it != byClient.end())
                m_groups.append({QString(), it->second});
        } else {
            problem = listed.error().message;
        }
    }
    endResetModel();
    return problem;
}

bool LibraryModel::anyScenario(const std::function<bool(const store::ScenarioRecord &)> &test) const
{
    for (const Group &g : m_groups)
        if (std::any_of(g.scenarios.begin(), g.scenarios.end(), test))
            return true;
    return false;
}

int LibraryModel::scenarioCount() const
{
    int n = 0;
    for (const Group &g : m_groups)
        n += int(g.scenarios.size());
    return n;
}

QModelIndex LibraryModel::indexOf(store::ScenarioId id) const
{
    for (int g = 0; g < m_groups.size(); ++g)
        for (int r = 0; r < m_groups[g].scenarios.size(); ++r)
            if (m_groups[g].scenarios[r].id == id)
                return createIndex(r, 0, quintptr(g) + 1);
    return {};
}

std::optional<store::ScenarioRecord> LibraryModel::record(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kClientLevel)
        return std::nullopt;
    return m_groups[int(index.internalId() - 1)].scenarios[index.row()];
}

QModelIndex LibraryModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kClientLevel);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex LibraryModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kClientLevel)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kClientLevel);
}

int LibraryModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() == kClientLevel && parent.column() == 0)
        return int(m_groups[parent.row()].scenarios.size());
    return 0;
}

int LibraryModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant LibraryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const QLocale locale;
    if (index.internalId() == kClientLevel) {
        const Group &g = m_groups[index.row()];
        if (role == IsClientRole)
            return true;
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        if (role == Qt::DisplayRole && index.column() == Name)
            return QString((g.client.isEmpty() ? tr("(no client)") : g.client) +
                           QStringLiteral(" (%1)").arg(locale.toString(g.scenarios.size())));
        return {};
    }
    const store::ScenarioRecord &r = m_groups[int(index.internalId() - 1)].scenarios[index.row()];
    switch (role) {
    case ScenarioIdRole:
        return r.id;
    case IsClientRole:
        return false;
    case InTrashRole:
        return r.deletedAt.has_value();
    case Qt::FontRole:
        if (r.unsent > 0) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Savings && !r.deletedAt)
            return savingsText(r.summary, locale, true);
        if (r.unsent > 0)
            return tr("%1 — local draft after version %2, saved on this computer and not yet "
                      "sent to the team library")
                .arg(r.name, locale.toString(r.afterRevision > 0 ? r.afterRevision : r.revision));
        return r.deletedAt
                   ? tr("In the trash since %1")
                         .arg(
                             locale.toString(r.deletedAt->toTimeZone(m_zone), QLocale::ShortFormat))
                   : tr("%1 — version %2, saved %3")
                         .arg(r.name, locale.toString(r.revision),
                              locale.toString(r.modified.toTimeZone(m_zone), QLocale::ShortFormat));
    case Qt::TextAlignmentRole:
        return index.column() >= BreakEven ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                           : QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            // Saved while the team library was offline (or refused when sent): not on the
            // server yet.
            return r.unsent > 0 ? tr("%1 · not yet sent").arg(r.name) : r.name;
        case Modified:
            return locale.toString(r.modified.toTimeZone(m_zone).date(), QLocale::ShortFormat);
        case Recommendation: {
            // The advice's option (older libraries stored the matrix's "cloud", "hybrid",
            // "onprem": the same keys).
            const QByteArray key = r.summary.recommendation.toLatin1();
            const auto option = engine::optionFromKey(std::string_view(key.data(), key.size()));
            return option ? optionLabel(*option) : QString();
        }
        case BreakEven:
            if (r.summary.recommendation == QLatin1String("cloud"))
                return QString(); // the reference: no break-even against itself
            return r.summary.breakEvenMonth
                       ? tr("%1 mo").arg(locale.toString(*r.summary.breakEvenMonth, 'f', 1))
                       : tr("none");
        case Savings:
            return savingsText(r.summary, locale, false);
        }
        break;
    case Qt::UserRole: // sort key
        switch (index.column()) {
        case Modified:
            return r.modified;
        case BreakEven:
            return r.summary.breakEvenMonth.value_or(1e9);
        case Savings:
            return r.summary.savingsFraction.value_or(-1e9);
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    return {};
}

QString LibraryModel::savingsText(const ScenarioSummary &summary, const QLocale &locale,
                                  bool sentence)
{
    if (!summary.savingsFraction || summary.recommendation.isEmpty() ||
        summary.recommendation == QLatin1String("cloud"))
        return {};
    const double f = *summary.savingsFraction;
    // One decimal, as the dashboard head and the report print the same saving.
    if (!sentence)
        return format::percent(f, locale, format::kSavingsDecimals);
    const QByteArray key = summary.recommendation.toLatin1();
    const auto option = engine::optionFromKey(std::string_view(key.data(), key.size()));
    const QString name = option ? optionLabel(*option) : summary.recommendation;
    return f >= 0 ? tr("%1 costs %2 less than the cloud over the horizon.")
                        .arg(name, format::percent(f, locale, format::kSavingsDecimals))
                  : tr("%1 costs %2 more than the cloud over the horizon.")
                        .arg(name, format::percent(-f, locale, format::kSavingsDecimals));
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Client / scenario");
    case Modified:
        return tr("Modified");
    case Recommendation:
        return tr("Recommendation");
    case BreakEven:
        return tr("Break-even");
    case Savings:
        return tr("Savings");
    }
    return {};
}

} // namespace gda::ui
