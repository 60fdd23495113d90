// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QMutex>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <future>

// A tiny HTTP/1.1 responder on 127.0.0.1 for the catalog update tests (Qt 6.4 has no
// QHttpServer): it answers GET PATH with the body set for PATH, or drops the connection part-way,
// or answers with an HTTP error. It runs in a thread of its own, so a test can wait for a child
// process (QProcess::waitForFinished blocks the test's event loop) while it serves.
namespace gda::catalog::testing {

class LocalPriceServer : public QThread
{
public:
    enum class Mode { Serve, DropHalfway, NotFound };
    struct Route
    {
        QByteArray body;
        Mode mode = Mode::Serve;
    };

    LocalPriceServer()
    {
        start();
        m_port = m_ready.get_future().get();
    }
    ~LocalPriceServer() override
    {
        quit();
        wait();
    }

    quint16 port() const { return m_port; }
    QString url(const QString &path) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path);
    }
    void set(const QString &path, const QByteArray &body, Mode mode = Mode::Serve)
    {
        QMutexLocker lock(&m_mutex);
        m_routes.insert(path.toUtf8(), {body, mode});
    }
    int requests() const
    {
        QMutexLocker lock(&m_mutex);
        return m_requests;
    }

protected:
    void run() override
    {
        QTcpServer server;
        server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&server, &QTcpServer::newConnection, &server, [&] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                auto *request = new QByteArray;
                QObject::connect(socket, &QTcpSocket::disconnected, socket, [socket, request] {
                    delete request;
                    socket->deleteLater();
                });
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, request] {
                    request->append(socket->readAll());
                    if (!request->contains("\r\n\r\n"))
                        return;
                    const QByteArray path = request->split(' ').value(1);
                    request->clear();
                    respond(socket, path);
                });
            }
        });
        m_ready.set_value(server.serverPort());
        exec();
    }

private:
    void respond(QTcpSocket *socket, const QByteArray &path)
    {
        Route route;
        bool found = false;
        {
            QMutexLocker lock(&m_mutex);
            ++m_requests;
            found = m_routes.contains(path);
            route = m_routes.value(path);
        }
        if (!found || route.mode == Mode::NotFound) {
            socket->write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: "
                          "close\r\n\r\n");
            socket->disconnectFromHost();
            return;
        }
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                      QByteArray::number(route.body.size()) + "\r\nConnection: close\r\n\r\n");
        if (route.mode == Mode::DropHalfway) {
            socket->write(route.body.left(route.body.size() / 2));
            socket->waitForBytesWritten(2000);
            socket->abort(); // the connection drops: the body is never complete
            return;
        }
        socket->write(route.body);
        socket->disconnectFromHost();
    }

    std::promise<quint16> m_ready;
    quint16 m_port = 0;
    mutable QMutex m_mutex;
    QHash<QByteArray, Route> m_routes;
    int m_requests = 0;
};

} // namespace gda::catalog::testing
