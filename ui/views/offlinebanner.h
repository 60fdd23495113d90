// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/offlinecopy.h"

#include <QFrame>

class QLabel;
class QPushButton;
class QTimer;

namespace gda::ui {

// The main window's strip that says the team library cannot be reached: "Team library offline —
// showing the copy from <time>; changes are kept locally and sent when the connection returns",
// with a Retry button. Hidden while the library is online. While offline it tries again by
// itself, waiting longer after each failure (5 s, 10 s, 20 s, … up to 5 minutes); Retry tries
// at once. A successful try sends the revisions saved offline (OfflineCopy::synchronise()) and
// emits synchronised(); the refused ones are in lastReport().conflicts for the window to settle.
class OfflineBanner : public QFrame
{
    Q_OBJECT

public:
    static constexpr int kFirstRetryMs = 5000;
    static constexpr int kLongestRetryMs = 5 * 60 * 1000;

    // `library` has an offline copy (ScenarioLibrary::offline()).
    explicit OfflineBanner(store::ScenarioLibrary *library, QWidget *parent = nullptr);

    // The wait before the first automatic try and the longest wait (tests use short ones).
    void setRetryDelays(int firstMs, int longestMs);
    // The wait before the next automatic try; 0 while online.
    int nextRetryMs() const;
    QPushButton *retryButton() const { return m_retry; }
    QLabel *label() const { return m_text; }
    const store::SyncReport &lastReport() const { return m_report; }

    // Reconnects and sends the queue now; true when the library is online afterwards.
    bool retry();
    // Shows or hides the strip for the library's state (after a change of connection).
    void updateState();

signals:
    // The library is online again and the queue was sent (lastReport()).
    void synchronised();
    // The library went offline or came back.
    void connectionChanged(bool online);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    store::ScenarioLibrary *m_library;
    store::OfflineCopy *m_copy;
    QLabel *m_text;
    QPushButton *m_retry;
    QTimer *m_timer;
    int m_firstMs = kFirstRetryMs;
    int m_longestMs = kLongestRetryMs;
    int m_delayMs = kFirstRetryMs;
    bool m_shownOffline = false;
    store::SyncReport m_report;
};

} // namespace gda::ui
