// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "startupprobe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QWidget>

#include <ctime>

namespace gda::ui {

namespace {

constexpr const char *kVariable = "GPU_ADVISOR_STARTUP_PROBE";
constexpr int kSettleMs = 1000; // deferred start-up work (draft check, catalog notices) is done

qint64 monotonicNs()
{
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

// "VmRSS:   123456 kB" and "VmHWM: …" of /proc/self/status, in kB; 0 when not found.
qint64 statusKb(const QByteArray &key)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray prefix = key + QByteArray(":");
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(key.size() + 1).trimmed().split(' ').value(0).toLongLong();
    return 0;
}

class FirstPaintProbe : public QObject
{
public:
    FirstPaintProbe(QWidget *window, QString path) : QObject(window), m_path(std::move(path)) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            // Queued: runs once this paint pass, children included, has been flushed.
            QTimer::singleShot(0, this, [this] {
                m_report.insert(QStringLiteral("first_paint_monotonic_ns"),
                                QString::number(monotonicNs()));
                m_report.insert(QStringLiteral("rss_first_paint_kb"), statusKb("VmRSS"));
                QTimer::singleShot(kSettleMs, this, &FirstPaintProbe::finish);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void finish()
    {
        m_report.insert(QStringLiteral("rss_settled_kb"), statusKb("VmRSS"));
        m_report.insert(QStringLiteral("rss_peak_kb"), statusKb("VmHWM"));
        QFile out(m_path);
        if (out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            out.write(QJsonDocument(m_report).toJson(QJsonDocument::Compact));
        QCoreApplication::quit();
    }

    QString m_path;
    QJsonObject m_report;
    bool m_painted = false;
};

} // namespace

void installStartupProbe(QWidget *window)
{
    const QString path = qEnvironmentVariable(kVariable);
    if (path.isEmpty() || !window)
        return;
    window->installEventFilter(new FirstPaintProbe(window, path));
}

} // namespace gda::ui
