// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace gda::store {

// Why a library operation did not happen, in terms that do not depend on the backend. `message`
// is one translated line for the user.
struct StoreError
{
    enum class Kind {
        NotFound,    // no such scenario or revision
        Conflict,    // someone else saved since the revision the editor started from
        InTrash,     // the scenario is in the trash; restore it first
        ReadOnly,    // the library is open read-only (failed check, newer schema)
        Invalid,     // the scenario or a file fails validation, or an argument is unusable
        TooLarge,    // a file or scenario exceeds the size cap
        Busy,        // another program held the library locked for longer than the busy timeout
        Corrupt,     // the library file or a stored scenario is damaged
        Io,          // the file could not be opened, read or written
        Unsupported, // the location names a kind of library this version cannot open
    };
    Kind kind = Kind::Io;
    QString message;
};

// The untranslated name of a kind ("conflict"), for logs and JSON.
const char *kindKey(StoreError::Kind kind);

// A value or the reason there is none (a small std::expected for C++20).
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    Result(StoreError error) : m_data(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_data); }
    const T &value() const & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }

    const StoreError &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, StoreError> m_data;
};

template <> class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(StoreError error) : m_error(std::move(error)) {}

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const StoreError &error() const { return *m_error; }

private:
    std::optional<StoreError> m_error;
};

} // namespace gda::store
