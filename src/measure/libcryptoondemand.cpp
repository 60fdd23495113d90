// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The OpenSSL functions measurement.cpp calls for the SHA-256 of the files it read, defined here
// so that the programs do not link libcrypto: it is loaded when the first checksum is computed,
// not by every command. Without the library EVP_MD_CTX_new answers NULL and the files are listed
// without a checksum.
#include "ondemand/ondemandlibrary.h"

#include <openssl/evp.h>

namespace {

gda::ondemand::OnDemandLibrary &libcrypto()
{
    static gda::ondemand::OnDemandLibrary library({GDA_LIBCRYPTO_SONAME});
    return library;
}

} // namespace

#define GDA_FORWARD(name, failure, ...) GDA_ONDEMAND_CALL(libcrypto(), name, failure, __VA_ARGS__)

extern "C" {

EVP_MD_CTX *EVP_MD_CTX_new()
{
    GDA_FORWARD(EVP_MD_CTX_new, nullptr);
}

void EVP_MD_CTX_free(EVP_MD_CTX *context)
{
    GDA_FORWARD(EVP_MD_CTX_free, void(), context);
}

const EVP_MD *EVP_sha256()
{
    GDA_FORWARD(EVP_sha256, nullptr);
}

int EVP_DigestInit_ex(EVP_MD_CTX *context, const EVP_MD *type, ENGINE *engine)
{
    GDA_FORWARD(EVP_DigestInit_ex, 0, context, type, engine);
}

int EVP_DigestUpdate(EVP_MD_CTX *context, const void *data, size_t count)
{
    GDA_FORWARD(EVP_DigestUpdate, 0, context, data, count);
}

int EVP_DigestFinal_ex(EVP_MD_CTX *context, unsigned char *digest, unsigned int *size)
{
    GDA_FORWARD(EVP_DigestFinal_ex, 0, context, digest, size);
}

} // extern "C"
