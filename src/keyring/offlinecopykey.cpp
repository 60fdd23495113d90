// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "offlinecopykey.h"

#include "store/sealedcopy.h"

#include <QCoreApplication>

namespace gda::keyring {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::keyring)
};

} // namespace

QString offlineCopyKeyName(const QString &displayLocation)
{
    return displayLocation + QStringLiteral(" (offline copy)");
}

store::Result<QByteArray> offlineCopyKey(const PasswordKeyring &keyring,
                                         const QString &displayLocation)
{
    const QString name = offlineCopyKeyName(displayLocation);
    const PasswordKeyring::Answer read = keyring.read(name);
    if (read.status == PasswordKeyring::Status::Done) {
        const QByteArray key = QByteArray::fromBase64(read.password.toLatin1());
        if (key.size() == store::sealed::kKeyBytes)
            return key;
        return store::StoreError{store::StoreError::Kind::Corrupt,
                                 Msg::tr("the key kept in the keyring as “%1” is not a key of "
                                         "the offline copy")
                                     .arg(name)};
    }
    const auto unavailable = [](const QString &why) {
        return store::StoreError{store::StoreError::Kind::Io,
                                 Msg::tr("the system keyring cannot be reached (%1)").arg(why)};
    };
    if (read.status == PasswordKeyring::Status::Unavailable)
        return unavailable(read.message);
    auto key = store::sealed::newKey();
    if (!key)
        return key.error();
    const PasswordKeyring::Answer written =
        keyring.write(name, QString::fromLatin1(key->toBase64()));
    if (written.status != PasswordKeyring::Status::Done)
        return unavailable(written.message);
    return key;
}

} // namespace gda::keyring
