// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalogupdate.h"

#include <QDialog>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

template <typename T> class QFutureWatcher;

namespace gda::ui {

// Edit → Update the price catalog…: fetches the providers' published price documents (AWS Price
// List, Azure Retail Prices, Google Cloud Billing Catalog; addresses from the settings, see
// catalog::configuredUpdateSources) in the background with progress and Cancel, shows the offers
// added, removed and moved by more than the threshold, and stores them in the user catalog only
// on Apply. Offline, it says so and points to `catalog import --format`. Distinct from Edit →
// Update prices…, which re-pins one scenario's prices: scenarios keep theirs here.
class CatalogUpdateDialog : public QDialog
{
    Q_OBJECT

public:
    CatalogUpdateDialog(const catalog::Catalog &current, const QString &databasePath,
                        QWidget *parent = nullptr);
    ~CatalogUpdateDialog() override;

    void setSources(const std::vector<catalog::UpdateSource> &sources);
    // Starts fetching in the background; fetchFinished() when done, cancelled or failed.
    void fetch();
    void cancel();
    bool isFetching() const;
    // Shows a fetched update (what fetch() does when the download is done; tests, screenshots).
    void showResult(const catalog::UpdateResult &result);
    // Stores the shown update in the user catalog; false (and the reason shown) when it failed.
    bool apply();
    bool applied() const { return m_applied; }

    QTableWidget *diffTable() const { return m_table; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *fetchButton() const { return m_fetch; }
    QString statusText() const;

    enum Column { Change, Offer, Price, Before, After, Move, ColumnCount };

signals:
    void fetchFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillTable();
    void setBusy(bool busy);
    void showProgress(const QString &url, int page, qint64 received, qint64 total);

    const catalog::Catalog &m_current;
    QString m_databasePath;
    std::vector<catalog::UpdateSource> m_sources;
    double m_movePercent = catalog::kDefaultMovePercent;
    QString m_gcpApiKey;
    std::optional<catalog::UpdateResult> m_result;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    QFutureWatcher<catalog::UpdateResult> *m_watcher = nullptr;
    bool m_applied = false;
    QString m_error; // a failure to show instead of the summary

    QLabel *m_intro;
    QLabel *m_sourcesLabel;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTableWidget *m_table;
    QPushButton *m_fetch;
    QPushButton *m_apply;
    QPushButton *m_close;
};

} // namespace gda::ui
