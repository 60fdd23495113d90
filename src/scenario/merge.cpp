// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "merge.h"

#include "scenariofile.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <map>
#include <variant>

namespace gda::merge {

namespace {

using Flat = std::map<QString, QJsonValue>;

// Every leaf of the scenario's JSON as "path → value"; a list stays one value.
void flatten(const QJsonObject &object, const QString &prefix, Flat &out, QStringList &order)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString path = prefix.isEmpty() ? it.key() : prefix + u'.' + it.key();
        if (it.value().isObject() && !it.value().toObject().isEmpty()) {
            flatten(it.value().toObject(), path, out, order);
        } else {
            if (!order.contains(path))
                order << path;
            out[path] = it.value();
        }
    }
}

QJsonValue at(const Flat &flat, const QString &path)
{
    const auto it = flat.find(path);
    return it == flat.end() ? QJsonValue(QJsonValue::Undefined) : it->second;
}

// Sets (or, for an undefined value, removes) `path` in `object`.
void setPath(QJsonObject &object, const QStringList &parts, int index, const QJsonValue &value)
{
    const QString &key = parts[index];
    if (index == parts.size() - 1) {
        if (value.isUndefined())
            object.remove(key);
        else
            object.insert(key, value);
        return;
    }
    QJsonObject child = object.value(key).toObject();
    setPath(child, parts, index + 1, value);
    if (child.isEmpty())
        object.remove(key);
    else
        object.insert(key, child);
}

} // namespace

ThreeWay compare(const Scenario &base, const Scenario &mine, const Scenario &theirs)
{
    Flat b, m, t;
    QStringList order;
    flatten(scenariofile::toJson(base), {}, b, order);
    flatten(scenariofile::toJson(mine), {}, m, order);
    flatten(scenariofile::toJson(theirs), {}, t, order);
    ThreeWay result;
    for (const QString &path : order) {
        const Field field{path, at(b, path), at(m, path), at(t, path)};
        if (field.mine == field.theirs)
            continue; // the same on both sides (changed alike, or not at all)
        if (field.mine == field.base)
            result.fromTheirs << field;
        else if (field.theirs == field.base)
            result.fromMine << field;
        else
            result.conflicts << field;
    }
    return result;
}

std::optional<Scenario> apply(const Scenario &theirs, const ThreeWay &merge,
                              const QSet<QString> &takeMine, QString *error)
{
    QJsonObject json = scenariofile::toJson(theirs);
    const auto take = [&](const Field &field) {
        setPath(json, field.path.split(u'.'), 0, field.mine);
    };
    for (const Field &field : merge.fromMine)
        take(field);
    for (const Field &field : merge.conflicts)
        if (takeMine.contains(field.path))
            take(field);
    auto parsed = scenariofile::parse(QJsonDocument(json).toJson(QJsonDocument::Compact));
    if (auto *scenario = std::get_if<Scenario>(&parsed))
        return std::move(*scenario);
    if (error)
        *error = std::get<scenariofile::Error>(parsed).toString();
    return std::nullopt;
}

} // namespace gda::merge
