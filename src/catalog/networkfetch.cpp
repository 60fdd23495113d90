// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The download module (fetchmodule.h): Qt Network, loaded only by what fetches price documents.
#include "fetchmodule.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

namespace gda::catalog::fetchmodule {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};

Failure fetch(const Request &request, const Progress &progress, QString &error)
{
    QFile out(request.destination);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        error = Msg::tr("%1 cannot be written: %2").arg(request.destination, out.errorString());
        return Failure::Io;
    }
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    QNetworkAccessManager manager;
    QNetworkRequest get{QUrl(request.url)};
    get.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::NoLessSafeRedirectPolicy);
    get.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("gpu-advisor"));
    QNetworkReply *reply = manager.get(get);
    QEventLoop loop;
    QTimer idle;
    idle.setSingleShot(true);
    idle.setInterval(request.idleTimeoutMs);
    bool cancelled = false, timedOut = false, writeFailed = false;
    QObject::connect(&idle, &QTimer::timeout, &loop, [&] {
        timedOut = true;
        reply->abort();
    });
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
        idle.start();
        const QByteArray chunk = reply->readAll();
        if (out.write(chunk) != chunk.size()) {
            writeFailed = true;
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::downloadProgress, &loop,
                     [&](qint64 received, qint64 total) {
                         if (progress && !progress(received, total)) {
                             cancelled = true;
                             reply->abort();
                         }
                     });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    idle.start();
    loop.exec();
    idle.stop();
    if (reply->bytesAvailable() > 0)
        out.write(reply->readAll());
    const QNetworkReply::NetworkError code = reply->error();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const qint64 expected = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
    const QString reason = reply->errorString();
    reply->deleteLater();
    if (!out.flush() || writeFailed) {
        error = Msg::tr("%1 cannot be written: %2").arg(request.destination, out.errorString());
        return Failure::Io;
    }
    const qint64 written = out.size();
    out.close();
    if (cancelled) {
        error = Msg::tr("cancelled");
        return Failure::Cancelled;
    }
    if (timedOut) {
        error = Msg::tr("%1: no data for %2 s").arg(request.url).arg(request.idleTimeoutMs / 1000);
        return written > 0 ? Failure::Dropped : Failure::Offline;
    }
    switch (code) {
    case QNetworkReply::NoError:
        break;
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::UnknownNetworkError:
        if (status == 0) {
            error = Msg::tr("%1: %2").arg(request.url, reason);
            return Failure::Offline;
        }
        [[fallthrough]];
    default:
        if (status >= 400) {
            error = Msg::tr("%1: the server answered HTTP %2").arg(request.url).arg(status);
            return Failure::Http;
        }
        error = Msg::tr("%1: the transfer broke off after %2 bytes (%3)")
                    .arg(request.url)
                    .arg(written)
                    .arg(reason);
        return Failure::Dropped;
    }
    // A file: address (a document on a file share) has no HTTP status.
    if (status != 200 && !QUrl(request.url).isLocalFile()) {
        error = Msg::tr("%1: the server answered HTTP %2").arg(request.url).arg(status);
        return Failure::Http;
    }
    if (expected > 0 && written != expected) {
        error = Msg::tr("%1: the transfer broke off after %2 of %3 bytes")
                    .arg(request.url)
                    .arg(written)
                    .arg(expected);
        return Failure::Dropped;
    }
    return Failure::None;
}

} // namespace

} // namespace gda::catalog::fetchmodule

extern "C" __attribute__((visibility("default"))) const gda::catalog::fetchmodule::Fetcher *
gda_catalog_fetcher()
{
    static const gda::catalog::fetchmodule::Fetcher table{.fetch =
                                                              &gda::catalog::fetchmodule::fetch};
    return &table;
}
