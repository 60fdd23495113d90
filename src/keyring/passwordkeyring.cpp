// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "passwordkeyring.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>
#include <QEventLoop>
#include <QLocale>
#include <QTimer>

namespace gda::keyring {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::keyring)
};

// Runs `job` (heap-allocated, deleting itself when it finishes) and waits for it at most
// `timeoutMs`. The answer, or Unavailable when there was none in time: the job is then left to
// finish (and delete itself) on its own, its answer ignored.
PasswordKeyring::Answer run(QKeychain::Job *job, int timeoutMs, const QString &library)
{
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    QEventLoop loop;
    bool finished = false;
    PasswordKeyring::Answer answer;
    // Connected with `loop` as context: a late answer after a timeout reaches nobody.
    QObject::connect(job, &QKeychain::Job::finished, &loop, [&](QKeychain::Job *done) {
        finished = true;
        switch (done->error()) {
        case QKeychain::NoError:
            answer.status = PasswordKeyring::Status::Done;
            if (auto *reading = qobject_cast<QKeychain::ReadPasswordJob *>(done))
                answer.password = reading->textData();
            break;
        case QKeychain::EntryNotFound:
            answer.status = PasswordKeyring::Status::NotFound;
            break;
        default:
            answer.status = PasswordKeyring::Status::Unavailable;
            answer.message =
                Msg::tr("The system keyring could not be used for %1 (%2).")
                    .arg(library, done->errorString().isEmpty() ? Msg::tr("no keyring service")
                                                                : done->errorString());
            break;
        }
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    job->start();
    if (!finished)
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (!finished) {
        answer.status = PasswordKeyring::Status::Unavailable;
        answer.message =
            Msg::tr("The system keyring did not answer within %1 s for %2.")
                .arg(QLocale().toString(timeoutMs / 1000.0, 'f', timeoutMs % 1000 == 0 ? 0 : 1),
                     library);
    }
    return answer;
}

} // namespace

QString PasswordKeyring::serviceName()
{
    return QStringLiteral("GPU Decision Advisor team library");
}

PasswordKeyring::PasswordKeyring(int timeoutMs, const QString &service)
    : m_timeoutMs(timeoutMs), m_service(service)
{
}

PasswordKeyring::Answer PasswordKeyring::read(const QString &library) const
{
    auto *job = new QKeychain::ReadPasswordJob(m_service);
    job->setKey(library);
    return run(job, m_timeoutMs, library);
}

PasswordKeyring::Answer PasswordKeyring::write(const QString &library,
                                               const QString &password) const
{
    auto *job = new QKeychain::WritePasswordJob(m_service);
    job->setKey(library);
    job->setTextData(password);
    return run(job, m_timeoutMs, library);
}

PasswordKeyring::Answer PasswordKeyring::remove(const QString &library) const
{
    auto *job = new QKeychain::DeletePasswordJob(m_service);
    job->setKey(library);
    return run(job, m_timeoutMs, library);
}

} // namespace gda::keyring
