// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "offlinebanner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

namespace gda::ui {

OfflineBanner::OfflineBanner(store::ScenarioLibrary *library, QWidget *parent)
    : QFrame(parent), m_library(library), m_copy(library->offline()), m_text(new QLabel(this)),
      m_retry(new QPushButton(this)), m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("offlineBanner"));
    setAutoFillBackground(true);
    setStyleSheet(QStringLiteral("QFrame#offlineBanner { background: #fff4d6; "
                                 "border-bottom: 1px solid #d9b75c; }"
                                 "QFrame#offlineBanner QLabel { color: #5c4400; }"));
    m_text->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("offlineText"));
    m_retry->setObjectName(QStringLiteral("offlineRetry"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_retry);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!retry()) {
            m_delayMs = std::min(m_delayMs * 2, m_longestMs);
            m_timer->start(m_delayMs);
        }
    });
    connect(m_retry, &QPushButton::clicked, this, [this] { retry(); });
    // The library tells of a lost or regained connection in the middle of an operation: the
    // strip follows once that operation is over.
    m_copy->setConnectionListener([this](bool) {
        QMetaObject::invokeMethod(this, &OfflineBanner::updateState, Qt::QueuedConnection);
    });
    retranslate();
    updateState();
}

void OfflineBanner::setRetryDelays(int firstMs, int longestMs)
{
    m_firstMs = std::max(1, firstMs);
    m_longestMs = std::max(m_firstMs, longestMs);
    m_delayMs = m_firstMs;
    if (m_timer->isActive())
        m_timer->start(m_delayMs);
}

int OfflineBanner::nextRetryMs() const
{
    return m_timer->isActive() ? m_delayMs : 0;
}

bool OfflineBanner::retry()
{
    m_timer->stop();
    const auto report = m_copy->synchronise();
    if (report)
        m_report = *report;
    updateState();
    if (report)
        emit synchronised();
    else if (!m_copy->isOnline() && !m_timer->isActive())
        m_timer->start(m_delayMs);
    return m_copy->isOnline();
}

void OfflineBanner::updateState()
{
    const bool offline = m_library->isOpen() && !m_copy->isOnline();
    retranslate();
    setVisible(offline);
    if (offline && !m_shownOffline) {
        m_delayMs = m_firstMs;
        m_timer->start(m_delayMs);
    } else if (!offline) {
        m_timer->stop();
        m_delayMs = m_firstMs;
    }
    if (offline != m_shownOffline) {
        m_shownOffline = offline;
        emit connectionChanged(!offline);
    }
}

void OfflineBanner::retranslate()
{
    const QDateTime synced = m_copy->lastSynchronised();
    if (synced.isValid())
        m_text->setText(tr("Team library offline — showing the copy from %1; changes are kept "
                           "locally and sent when the connection returns")
                            .arg(QLocale().toString(synced.toLocalTime(), QLocale::ShortFormat)));
    else // the first connection failed: this computer holds no copy yet
        m_text->setText(tr("Team library offline — its server could not be reached and this "
                           "computer holds no copy of it yet; the list fills as soon as the "
                           "server answers"));
    m_text->setToolTip(m_copy->offlineReason());
    m_retry->setText(tr("&Retry"));
    m_retry->setToolTip(tr("Try to reach the team library's server now"));
}

void OfflineBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace gda::ui
