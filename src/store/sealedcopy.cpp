// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sealedcopy.h"

#include "ondemand/ondemandlibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QSqlDriver>
#include <QVariant>

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <cstring>

namespace gda::store::sealed {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

constexpr char kMagic[] = "GDAOFFE1"; // 8 bytes without the terminating NUL
constexpr int kMagicBytes = 8;
constexpr int kNonceBytes = 12;
constexpr int kTagBytes = 16;

// libcrypto, loaded the first time an encrypted copy is sealed or opened. Its functions are
// looked up here, not defined as stand-ins with OpenSSL's names: libpq and Qt's TLS backend load
// the same library for themselves and must keep calling it directly.
ondemand::OnDemandLibrary &libcrypto()
{
    static ondemand::OnDemandLibrary library({"libcrypto.so.3", "libcrypto.so"});
    return library;
}

template <typename F> F *crypto(const char *name)
{
    return libcrypto().function<F>(name);
}

StoreError noCrypto()
{
    return {StoreError::Kind::Io,
            Msg::tr("Encrypting the offline copy needs OpenSSL's libcrypto, which cannot be "
                    "loaded: %1")
                .arg(QString::fromStdString(libcrypto().error()))};
}

// The C library's SQLite, which Qt's SQLite driver has loaded already (Debian builds the driver
// against the system's libsqlite3). The four functions are declared here as SQLite documents
// them, so building needs no SQLite headers.
struct sqlite3;
using SerializeFn = unsigned char *(sqlite3 *, const char *, long long *, unsigned int);
using DeserializeFn = int(sqlite3 *, const char *, unsigned char *, long long, long long,
                          unsigned int);
using MallocFn = void *(unsigned long long);
using FreeFn = void(void *);
constexpr unsigned kDeserializeFreeOnClose = 1; // SQLITE_DESERIALIZE_FREEONCLOSE
constexpr unsigned kDeserializeResizeable = 2;  // SQLITE_DESERIALIZE_RESIZEABLE

ondemand::OnDemandLibrary &libsqlite()
{
    static ondemand::OnDemandLibrary library({"libsqlite3.so.0", "libsqlite3.so"});
    return library;
}

StoreError sqliteError(const QString &what)
{
    return {StoreError::Kind::Io,
            Msg::tr("%1 failed: %2").arg(what, QString::fromStdString(libsqlite().error()))};
}

sqlite3 *handleOf(const QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

} // namespace

bool isSealed(const QByteArray &head)
{
    return head.startsWith(QByteArray::fromRawData(kMagic, kMagicBytes));
}

bool isSealedFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && isSealed(file.read(kMagicBytes));
}

Result<QByteArray> newKey()
{
    auto *randBytes = crypto<decltype(RAND_bytes)>("RAND_bytes");
    if (!randBytes)
        return noCrypto();
    QByteArray key(kKeyBytes, '\0');
    if (randBytes(reinterpret_cast<unsigned char *>(key.data()), kKeyBytes) != 1)
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("OpenSSL could not make a key for the offline copy")};
    return key;
}

Result<QByteArray> seal(const QByteArray &plain, const QByteArray &key)
{
    auto *randBytes = crypto<decltype(RAND_bytes)>("RAND_bytes");
    auto *newCtx = crypto<decltype(EVP_CIPHER_CTX_new)>("EVP_CIPHER_CTX_new");
    auto *freeCtx = crypto<decltype(EVP_CIPHER_CTX_free)>("EVP_CIPHER_CTX_free");
    auto *gcm = crypto<decltype(EVP_aes_256_gcm)>("EVP_aes_256_gcm");
    auto *init = crypto<decltype(EVP_EncryptInit_ex)>("EVP_EncryptInit_ex");
    auto *ctrl = crypto<decltype(EVP_CIPHER_CTX_ctrl)>("EVP_CIPHER_CTX_ctrl");
    auto *update = crypto<decltype(EVP_EncryptUpdate)>("EVP_EncryptUpdate");
    auto *finish = crypto<decltype(EVP_EncryptFinal_ex)>("EVP_EncryptFinal_ex");
    if (!randBytes || !newCtx || !freeCtx || !gcm || !init || !ctrl || !update || !finish)
        return noCrypto();
    if (key.size() != kKeyBytes)
        return StoreError{StoreError::Kind::Invalid,
                          Msg::tr("The key of the offline copy has %1 bytes; it needs %2")
                              .arg(key.size())
                              .arg(kKeyBytes)};
    QByteArray out(kMagicBytes + kNonceBytes + plain.size() + kTagBytes, '\0');
    auto *bytes = reinterpret_cast<unsigned char *>(out.data());
    std::memcpy(bytes, kMagic, kMagicBytes);
    unsigned char *nonce = bytes + kMagicBytes;
    unsigned char *cipher = nonce + kNonceBytes;
    const auto *keyBytes = reinterpret_cast<const unsigned char *>(key.constData());
    EVP_CIPHER_CTX *ctx = newCtx();
    int length = 0;
    int finalLength = 0;
    const bool ok =
        ctx && randBytes(nonce, kNonceBytes) == 1 &&
        init(ctx, gcm(), nullptr, nullptr, nullptr) == 1 &&
        ctrl(ctx, EVP_CTRL_GCM_SET_IVLEN, kNonceBytes, nullptr) == 1 &&
        init(ctx, nullptr, nullptr, keyBytes, nonce) == 1 &&
        update(ctx, nullptr, &length, bytes, kMagicBytes) == 1 && // the magic: authenticated
        update(ctx, cipher, &length, reinterpret_cast<const unsigned char *>(plain.constData()),
               int(plain.size())) == 1 &&
        finish(ctx, cipher + length, &finalLength) == 1 &&
        ctrl(ctx, EVP_CTRL_GCM_GET_TAG, kTagBytes, cipher + plain.size()) == 1;
    if (ctx)
        freeCtx(ctx);
    if (!ok)
        return StoreError{StoreError::Kind::Io, Msg::tr("Encrypting the offline copy failed")};
    return out;
}

Result<QByteArray> unseal(const QByteArray &sealedBytes, const QByteArray &key)
{
    auto *newCtx = crypto<decltype(EVP_CIPHER_CTX_new)>("EVP_CIPHER_CTX_new");
    auto *freeCtx = crypto<decltype(EVP_CIPHER_CTX_free)>("EVP_CIPHER_CTX_free");
    auto *gcm = crypto<decltype(EVP_aes_256_gcm)>("EVP_aes_256_gcm");
    auto *init = crypto<decltype(EVP_DecryptInit_ex)>("EVP_DecryptInit_ex");
    auto *ctrl = crypto<decltype(EVP_CIPHER_CTX_ctrl)>("EVP_CIPHER_CTX_ctrl");
    auto *update = crypto<decltype(EVP_DecryptUpdate)>("EVP_DecryptUpdate");
    auto *finish = crypto<decltype(EVP_DecryptFinal_ex)>("EVP_DecryptFinal_ex");
    if (!newCtx || !freeCtx || !gcm || !init || !ctrl || !update || !finish)
        return noCrypto();
    const StoreError wrong{StoreError::Kind::Corrupt,
                           Msg::tr("the offline copy cannot be decrypted with the key kept in "
                                   "the keyring (another key, or the file was changed)")};
    if (!isSealed(sealedBytes) || sealedBytes.size() < kMagicBytes + kNonceBytes + kTagBytes ||
        key.size() != kKeyBytes)
        return wrong;
    const auto *bytes = reinterpret_cast<const unsigned char *>(sealedBytes.constData());
    const unsigned char *nonce = bytes + kMagicBytes;
    const unsigned char *cipher = nonce + kNonceBytes;
    const int cipherBytes = int(sealedBytes.size()) - kMagicBytes - kNonceBytes - kTagBytes;
    QByteArray tag(reinterpret_cast<const char *>(cipher + cipherBytes), kTagBytes);
    QByteArray plain(cipherBytes, '\0');
    auto *out = reinterpret_cast<unsigned char *>(plain.data());
    EVP_CIPHER_CTX *ctx = newCtx();
    int length = 0;
    int finalLength = 0;
    const bool ok = ctx && init(ctx, gcm(), nullptr, nullptr, nullptr) == 1 &&
                    ctrl(ctx, EVP_CTRL_GCM_SET_IVLEN, kNonceBytes, nullptr) == 1 &&
                    init(ctx, nullptr, nullptr,
                         reinterpret_cast<const unsigned char *>(key.constData()), nonce) == 1 &&
                    update(ctx, nullptr, &length, bytes, kMagicBytes) == 1 &&
                    update(ctx, out, &length, cipher, cipherBytes) == 1 &&
                    ctrl(ctx, EVP_CTRL_GCM_SET_TAG, kTagBytes, tag.data()) == 1 &&
                    finish(ctx, out + length, &finalLength) == 1; // checks the tag
    if (ctx)
        freeCtx(ctx);
    if (!ok)
        return wrong;
    return plain;
}

Result<QByteArray> serialize(const QSqlDatabase &db)
{
    const QString what = Msg::tr("Writing the offline copy");
    static auto *serializeFn = libsqlite().function<SerializeFn>("sqlite3_serialize");
    static auto *freeFn = libsqlite().function<FreeFn>("sqlite3_free");
    sqlite3 *handle = handleOf(db);
    if (!serializeFn || !freeFn || !handle)
        return sqliteError(what);
    long long size = 0;
    unsigned char *image = serializeFn(handle, "main", &size, 0);
    if (!image)
        return StoreError{StoreError::Kind::Io, Msg::tr("%1 failed: out of memory").arg(what)};
    QByteArray bytes(reinterpret_cast<const char *>(image), qsizetype(size));
    std::memset(image, 0, std::size_t(size)); // no plain copy left in freed memory
    freeFn(image);
    return bytes;
}

Result<void> deserialize(const QSqlDatabase &db, QByteArray image)
{
    const QString what = Msg::tr("Reading the offline copy");
    static auto *deserializeFn = libsqlite().function<DeserializeFn>("sqlite3_deserialize");
    static auto *mallocFn = libsqlite().function<MallocFn>("sqlite3_malloc64");
    sqlite3 *handle = handleOf(db);
    if (!deserializeFn || !mallocFn || !handle)
        return sqliteError(what);
    // Bytes 18 and 19 of the header: file format write/read version, 2 = WAL. An in-memory
    // database cannot be in WAL mode; 1 = a rollback journal.
    if (image.size() >= 100 && image.at(18) == 2 && image.at(19) == 2) {
        image[18] = 1;
        image[19] = 1;
    }
    auto *buffer = static_cast<unsigned char *>(mallocFn(std::size_t(image.size())));
    if (!buffer)
        return StoreError{StoreError::Kind::Io, Msg::tr("%1 failed: out of memory").arg(what)};
    std::memcpy(buffer, image.constData(), std::size_t(image.size()));
    std::memset(image.data(), 0, std::size_t(image.size()));
    // SQLite owns the buffer now, and frees it when the connection closes.
    if (deserializeFn(handle, "main", buffer, image.size(), image.size(),
                      kDeserializeFreeOnClose | kDeserializeResizeable) != 0)
        return StoreError{StoreError::Kind::Corrupt,
                          Msg::tr("%1 failed: it is not an SQLite database").arg(what)};
    return {};
}

Result<void> writePrivateFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    const auto ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(ownerOnly) ||
        file.write(bytes) != bytes.size() || !file.commit())
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("Writing the offline copy %1 failed: %2")
                              .arg(QDir::toNativeSeparators(path), file.errorString())};
    QFile::setPermissions(path, ownerOnly);
    return {};
}

} // namespace gda::store::sealed
