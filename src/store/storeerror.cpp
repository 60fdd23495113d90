// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storeerror.h"

namespace gda::store {

const char *kindKey(StoreError::Kind kind)
{
    switch (kind) {
    case StoreError::Kind::NotFound:
        return "not_found";
    case StoreError::Kind::Conflict:
        return "conflict";
    case StoreError::Kind::InTrash:
        return "in_trash";
    case StoreError::Kind::ReadOnly:
        return "read_only";
    case StoreError::Kind::Invalid:
        return "invalid";
    case StoreError::Kind::TooLarge:
        return "too_large";
    case StoreError::Kind::Busy:
        return "busy";
    case StoreError::Kind::Corrupt:
        return "corrupt";
    case StoreError::Kind::Io:
        return "io";
    case StoreError::Kind::Unsupported:
        return "unsupported";
    }
    return "io";
}

} // namespace gda::store
