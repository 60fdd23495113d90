// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "schemajson.h"

#include "jsonfields.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>

namespace gda::schemajson {

using namespace gda::jsonfields;
using inputs::Input;
using inputs::Schema;
using inputs::Section;
using inputs::Type;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::scenariofile)
};

bool inVersion(unsigned versions, int version)
{
    return version >= 0 && version < 32 && (versions & (1u << version)) != 0;
}

// The rows and sections of one schema and version, indexed by path, built once.
struct Plan
{
    QHash<QString, const Input *> fields;     // by path (with "[]" inside lists)
    QHash<QString, const Section *> sections; // by path
    QHash<QString, QStringList> children;     // the keys allowed under a path, in schema order
    // What each allowed key under a path is: a field or a section (the walk's lookup).
    struct Child
    {
        const Input *field = nullptr;
        const Section *section = nullptr;
    };
    QHash<QString, QHash<QString, Child>> childOf;
    // Rows outside lists by the object that holds them, in schema order, and every such object
    // (and its ancestors), deepest first: what the writer fills and nests.
    struct Leaf
    {
        const Input *input;
        QString path;
        QString parent;
        QString key;
        const Section *nullable = nullptr; // the nearest object section that may be null
    };
    std::vector<Leaf> leaves;
    QStringList objectsDeepestFirst;
    // Rows inside lists (version 2), with the path of their list section.
    std::vector<std::pair<const Input *, QString>> elementFields;
    // Rows a document must hold.
    std::vector<const Input *> required;
    // Sections that may be null (version 2), lists and objects.
    std::vector<const Section *> nullable;
};

QString parentOf(const QString &path)
{
    const qsizetype dot = path.lastIndexOf(u'.');
    return dot < 0 ? QString() : path.left(dot);
}

Plan makePlan(const Schema &schema, int version)
{
    Plan plan;
    auto addChild = [&plan](const QString &path) {
        const QString parent = parentOf(path);
        QString key = path.mid(parent.isEmpty() ? 0 : parent.size() + 1);
        if (key.endsWith(QLatin1String("[]")))
            key.chop(2);
        QStringList &keys = plan.children[parent];
        if (!keys.contains(key))
            keys << key;
    };
    // Every prefix of a path is a parent with the next key as its child.
    auto addPath = [&](const QString &path) {
        QString prefix;
        for (const QString &part : path.split(u'.')) {
            const QString next = prefix.isEmpty() ? part : prefix + u'.' + part;
            addChild(next);
            prefix = next;
        }
    };
    QSet<QString> objects;
    for (const Input &input : schema.fields) {
        if (!inVersion(input.versions, version))
            continue;
        const QString path = input.jsonPath();
        plan.fields.insert(path, &input);
        addPath(path);
        if (input.required)
            plan.required.push_back(&input);
        if (const qsizetype brackets = path.indexOf(QLatin1String("[]")); brackets >= 0) {
            plan.elementFields.emplace_back(&input, path.left(brackets));
            continue;
        }
        if (input.role == inputs::Role::Header)
            continue;
        const QString parent = parentOf(path);
        plan.leaves.push_back(
            {&input, path, parent, path.mid(parent.isEmpty() ? 0 : parent.size() + 1)});
        // The writer fills only the objects of fields with a slot: records (the pricing
        // provenance, the uncertainty section) stay as Scenario::extra holds them, absent or not.
        if (input.slot)
            for (QString o = parent; !o.isEmpty(); o = parentOf(o))
                objects.insert(o);
    }
    for (const Section &section : schema.sections) {
        if (!inVersion(section.versions, version))
            continue;
        const QString path = QLatin1String(section.path);
        plan.sections.insert(path, &section);
        addPath(path);
        if (section.nullable)
            plan.nullable.push_back(&section);
    }
    for (Plan::Leaf &leaf : plan.leaves)
        for (QString o = leaf.parent; !o.isEmpty() && !leaf.nullable; o = parentOf(o))
            if (const Section *section = plan.sections.value(o); section && section->nullable)
                leaf.nullable = section;
    for (auto it = plan.children.cbegin(); it != plan.children.cend(); ++it) {
        QHash<QString, Plan::Child> &entries = plan.childOf[it.key()];
        for (const QString &key : it.value()) {
            const QString child = it.key().isEmpty() ? key : it.key() + u'.' + key;
            entries.insert(key, {plan.fields.value(child), plan.sections.value(child)});
        }
    }
    plan.objectsDeepestFirst = QStringList(objects.begin(), objects.end());
    std::sort(plan.objectsDeepestFirst.begin(), plan.objectsDeepestFirst.end(),
              [](const QString &a, const QString &b) {
                  const auto da = a.count(u'.');
                  const auto db = b.count(u'.');
                  return da != db ? da > db : a < b;
              });
    return plan;
}

// The plan of a schema and version; schemas are static, so their address identifies them.
const Plan &plan(const Schema &schema, int version)
{
    static std::mutex mutex;
    static std::map<std::pair<const Schema *, int>, std::unique_ptr<Plan>> plans;
    const std::lock_guard lock(mutex);
    std::unique_ptr<Plan> &entry = plans[{&schema, version}];
    if (!entry)
        entry = std::make_unique<Plan>(makePlan(schema, version));
    return *entry;
}

const Section *findSection(const Schema &schema, const QString &pattern, int version)
{
    return plan(schema, version).sections.value(pattern);
}

// "inputs.workloads[].gpus" → the list section "inputs.workloads"; empty outside lists.
QString listOf(const char *path)
{
    const QString p = QLatin1String(path);
    const qsizetype brackets = p.indexOf(QLatin1String("[]"));
    return brackets < 0 ? QString() : p.left(brackets);
}

// "inputs.workloads[].gpus", 2 → "inputs.workloads[2].gpus"
QString elementPath(const char *path, int element)
{
    QString p = QLatin1String(path);
    return p.replace(QLatin1String("[]"), u'[' + QString::number(element) + u']');
}

int listSize(const QJsonObject &root, const QString &listPath)
{
    const QJsonValue list = valueAt(root, listPath);
    return list.isArray() ? int(list.toArray().size()) : 0;
}

// One segment of a concrete path: "workloads[2]" → key "workloads", index 2.
struct Segment
{
    QString key;
    int index = -1;
};

QList<Segment> segments(const QString &path)
{
    QList<Segment> list;
    for (const QString &part : path.split(u'.')) {
        Segment s;
        const qsizetype open = part.indexOf(u'[');
        if (open < 0) {
            s.key = part;
        } else {
            s.key = part.left(open);
            s.index = part.mid(open + 1, part.size() - open - 2).toInt();
        }
        list << s;
    }
    return list;
}

QJsonObject withValue(QJsonObject object, const QList<Segment> &path, qsizetype depth,
                      const QJsonValue &value)
{
    const Segment &s = path[depth];
    const bool last = depth == path.size() - 1;
    if (s.index < 0) {
        object.insert(s.key,
                      last ? value
                           : withValue(object.value(s.key).toObject(), path, depth + 1, value));
        return object;
    }
    QJsonArray list = object.value(s.key).toArray();
    while (list.size() <= s.index)
        list.append(QJsonObject());
    list[s.index] = last ? value : withValue(list[s.index].toObject(), path, depth + 1, value);
    object.insert(s.key, list);
    return object;
}

// Calls fn(input, element) for each field with a slot of each element of the scenario's lists
// (version 2).
template <typename Fn>
void forEachElementField(const Schema &schema, int version, const Scenario &scenario, Fn fn)
{
    for (const auto &[input, list] : plan(schema, version).elementFields) {
        if (!input->slot)
            continue;
        const Section *section = findSection(schema, list, version);
        for (int i = 0, n = section && section->count ? section->count(scenario) : 0; i < n; ++i)
            fn(*input, i);
    }
}

void walk(const Plan &plan, const QJsonObject &object, const QString &path, const QString &pattern)
{
    const QHash<QString, Plan::Child> allowed = plan.childOf.value(pattern);
    std::map<int, std::pair<int, QString>> sides; // alternative group → side and key seen
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = it.key();
        const Plan::Child child = allowed.value(key);
        if (const Input *input = child.field) {
            if (input->alternative > 0) {
                const auto [seen, added] =
                    sides.emplace(input->alternative, std::make_pair(input->side, key));
                if (!added && seen->second.first != input->side)
                    throw FieldError(
                        join(path, key),
                        Msg::tr("give either %1 or %2, not both").arg(seen->second.second, key));
            }
            continue;
        }
        const QString childPath = join(path, key);
        if (const Section *section = child.section) {
            const QString childPattern = join(pattern, key);
            const QJsonValue value = it.value();
            if (section->nullable && value.isNull())
                continue;
            if (!section->list) {
                if (!value.isObject())
                    throw FieldError(childPath,
                                     (section->nullable
                                          ? Msg::tr("expected null or an object, found %1")
                                          : Msg::tr("expected an object, found %1"))
                                         .arg(show(value)));
                walk(plan, value.toObject(), childPath, childPattern);
                continue;
            }
            const QJsonArray list = value.toArray();
            if (!value.isArray() || list.size() < section->minItems ||
                list.size() > section->maxItems)
                throw FieldError(
                    childPath,
                    (section->nullable ? Msg::tr("expected null or a list of %1 to %2 objects, "
                                                 "found %3")
                                       : Msg::tr("expected a list of %1 to %2 objects, found %3"))
                        .arg(section->minItems)
                        .arg(section->maxItems)
                        .arg(value.isArray() ? Msg::tr("%n element(s)", nullptr, int(list.size()))
                                             : show(value)));
            for (qsizetype i = 0; i < list.size(); ++i) {
                if (!list[i].isObject())
                    throw FieldError(index(childPath, i),
                                     Msg::tr("expected an object, found %1").arg(show(list[i])));
                walk(plan, list[i].toObject(), index(childPath, i),
                     childPattern + QLatin1String("[]"));
            }
            continue;
        }
        if (pattern.isEmpty() && key.startsWith(QLatin1String("x_")))
            continue; // another program's field, kept as it is
        const QStringList valid = plan.children.value(pattern);
        const QString nearest = nearestKey(key, valid);
        if (!nearest.isEmpty())
            throw UnknownFieldError(childPath,
                                    Msg::tr("unknown field (did you mean %1?)").arg(nearest));
        throw UnknownFieldError(
            childPath,
            (pattern.isEmpty() ? Msg::tr("unknown field (valid: %1; a field of another program "
                                         "must start with x_)")
                               : Msg::tr("unknown field (valid: %1)"))
                .arg(valid.join(QStringLiteral(", "))));
    }
}

// The value a slot stores for a checked file value: a choice becomes its enum number.
QJsonValue storedValue(const Input &input, const QJsonValue &value)
{
    if (input.type != Type::Choice)
        return value;
    for (const inputs::Choice &c : input.choices)
        if (value.toString() == QLatin1String(c.key))
            return c.value;
    return value;
}

void checkText(const Input &input, const QString &path, const QString &text)
{
    const int max = int(input.range.max);
    if (input.range.min >= 1 && text.trimmed().isEmpty())
        throw FieldError(path, Msg::tr("must not be empty (valid: 1 to %1 characters)").arg(max));
    const int length = inputs::characterCount(text);
    if (length > max)
        throw FieldError(path, Msg::tr("too long: %n character(s)", nullptr, length) + u' ' +
                                   Msg::tr("(valid: at most %1 characters)").arg(max));
}

void checkTiers(const Input &input, const QString &where, const QJsonValue &value)
{
    const QJsonArray list = value.toArray();
    if (!value.isArray() || list.isEmpty())
        throw FieldError(where, Msg::tr("expected a non-empty list of [upper_tb, price_per_gb] "
                                        "bands, found %1")
                                    .arg(show(value)));
    double previous = 0.0;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = index(where, i);
        const QJsonArray band = list[i].toArray();
        if (!list[i].isArray() || band.size() != 2)
            throw FieldError(
                at,
                Msg::tr("expected a pair [upper_tb, price_per_gb], found %1").arg(show(list[i])));
        const bool last = i == list.size() - 1;
        if (band[0].isNull()) {
            if (!last)
                throw FieldError(index(at, 0), Msg::tr("only the last band may be open (null); "
                                                       "upper bounds must ascend"));
        } else {
            const double upper = requireNumber(index(at, 0), band[0], input.bound);
            if (last)
                throw FieldError(index(at, 0),
                                 Msg::tr("%1: the last band must be open (null) so every volume "
                                         "has a price")
                                     .arg(show(band[0])));
            if (upper <= previous)
                throw FieldError(index(at, 0),
                                 Msg::tr("%1 is not above the previous bound %2 (upper bounds "
                                         "must be strictly ascending)")
                                     .arg(show(band[0]), showNumber(previous)));
            previous = upper;
        }
        requireNumber(index(at, 1), band[1], input.range);
    }
}

} // namespace

QJsonValue valueAt(const QJsonObject &root, const QString &path)
{
    QJsonValue current = root;
    for (const Segment &s : segments(path)) {
        if (!current.isObject())
            return QJsonValue(QJsonValue::Undefined);
        current = current.toObject().value(s.key);
        if (s.index >= 0) {
            const QJsonArray list = current.toArray();
            if (!current.isArray() || s.index >= list.size())
                return QJsonValue(QJsonValue::Undefined);
            current = list[s.index];
        }
    }
    return current;
}

void checkValue(const Input &input, const QString &path, const QJsonValue &value)
{
    switch (input.type) {
    case Type::Number:
    case Type::Whole:
        if (input.optional && value.isNull())
            return;
        requireNumber(path, value, input.range);
        return;
    case Type::Bool:
        if (!value.isBool())
            throw FieldError(path, Msg::tr("expected true or false, found %1").arg(show(value)));
        return;
    case Type::Choice:
        for (const inputs::Choice &c : input.choices)
            if (value.isString() && value.toString() == QLatin1String(c.key))
                return;
        throw FieldError(
            path,
            Msg::tr("%1 is not allowed (valid: %2)").arg(show(value), inputs::choiceKeys(input)));
    case Type::Profile: {
        const QJsonArray list = value.toArray();
        if (!value.isArray() || list.size() != 12)
            throw FieldError(path, Msg::tr("expected a list of exactly 12 numbers, found %1")
                                       .arg(value.isArray()
                                                ? Msg::tr("%n value(s)", nullptr, int(list.size()))
                                                : show(value)));
        for (qsizetype i = 0; i < 12; ++i)
            requireNumber(index(path, i), list[i], input.range);
        return;
    }
    case Type::Tiers:
        checkTiers(input, path, value);
        return;
    case Type::Text:
        if (input.optional && value.isNull())
            return; // null: automatic (inputs.business.start_month)
        if (!value.isString())
            throw FieldError(path, Msg::tr("expected text, found %1").arg(show(value)));
        checkText(input, path, value.toString());
        return;
    case Type::Date:
        if (!value.isString() || (!value.toString().isEmpty() &&
                                  !QDate::fromString(value.toString(), Qt::ISODate).isValid()))
            throw FieldError(path,
                             Msg::tr("expected a date as YYYY-MM-DD, found %1").arg(show(value)));
        return;
    case Type::Names: {
        if (input.optional && value.isNull())
            return;
        const QJsonArray list = value.toArray();
        if (!value.isArray())
            throw FieldError(path, (input.optional ? Msg::tr("expected null or a list of names, "
                                                             "found %1")
                                                   : Msg::tr("expected a list of names, found %1"))
                                       .arg(show(value)));
        QStringList seen;
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (!list[i].isString())
                throw FieldError(index(path, i),
                                 Msg::tr("expected text, found %1").arg(show(list[i])));
            checkText(input, index(path, i), list[i].toString());
            if (seen.contains(list[i].toString()))
                throw FieldError(
                    index(path, i),
                    Msg::tr("%1 is listed twice (valid: each name once)").arg(show(list[i])));
            seen << list[i].toString();
        }
        return;
    }
    case Type::Triple: {
        const QJsonArray triple = value.toArray();
        if (!value.isArray() || triple.size() != 3)
            throw FieldError(
                path, Msg::tr("expected [low, most likely, high], found %1").arg(show(value)));
        const double low = requireNumber(index(path, 0), triple[0], input.range);
        const double mode = requireNumber(index(path, 1), triple[1], input.range);
        const double high = requireNumber(index(path, 2), triple[2], input.range);
        if (!(low <= mode && mode <= high))
            throw FieldError(path, Msg::tr("[%1, %2, %3] is not ordered (valid: low ≤ most likely "
                                           "≤ high)")
                                       .arg(showNumber(low), showNumber(mode), showNumber(high)));
        return;
    }
    }
}

QJsonValue fileValue(const Input &input, const Scenario &scenario, int element)
{
    const QJsonValue value = input.slot.get(scenario, element);
    if (input.type == Type::Choice)
        return inputs::choiceKey(input, value.toInt());
    if (input.type == Type::Whole && value.isDouble() &&
        std::abs(value.toDouble()) < 9007199254740992.0 &&
        value.toDouble() == std::floor(value.toDouble()))
        return QJsonValue(static_cast<qint64>(value.toDouble()));
    return value;
}

void checkStructure(const Schema &schema, int version, const QJsonObject &root)
{
    walk(plan(schema, version), root, QString(), QString());
}

void checkRequired(const Schema &schema, int version, const QJsonObject &root)
{
    const Plan &p = plan(schema, version);
    for (const Input *input : p.required) {
        const QString list = listOf(input->path);
        if (list.isEmpty()) {
            // A field of a section that may be null is required only when the section is given.
            const auto leaf =
                std::find_if(p.leaves.begin(), p.leaves.end(),
                             [input](const Plan::Leaf &l) { return l.input == input; });
            if (leaf != p.leaves.end() && leaf->nullable &&
                !valueAt(root, QLatin1String(leaf->nullable->path)).isObject())
                continue;
            if (valueAt(root, input->jsonPath()).isUndefined())
                throw MissingFieldError(input->jsonPath(),
                                        Msg::tr("missing (required in every scenario file)"));
            continue;
        }
        for (int i = 0, n = listSize(root, list); i < n; ++i)
            if (valueAt(root, elementPath(input->path, i)).isUndefined())
                throw MissingFieldError(elementPath(input->path, i),
                                        Msg::tr("missing (required in every element)"));
    }
}

void readFields(const Schema &schema, int version, const QJsonObject &root, Scenario &scenario)
{
    // Sections that may be null, and the size of each list (parents first). Sections inside list
    // elements are objects of the element and need neither.
    for (const Section &section : schema.sections) {
        const QString path = QLatin1String(section.path);
        if (!inVersion(section.versions, version) || path.contains(QLatin1String("[]")))
            continue;
        const QJsonValue value = valueAt(root, path);
        if (section.nullable && section.setNull) {
            if (value.isUndefined())
                continue; // the scenario's default
            section.setNull(scenario, value.isNull());
            if (value.isNull())
                continue;
        }
        if (section.list && section.resize)
            section.resize(scenario, listSize(root, path));
    }
    // Fields outside lists, object by object.
    const Plan &p = plan(schema, version);
    QHash<QString, QJsonObject> objects; // each object once, by path
    auto objectAt = [&](const QString &path, auto &self) -> QJsonObject {
        if (path.isEmpty())
            return root;
        if (const auto it = objects.constFind(path); it != objects.cend())
            return *it;
        const QString parent = parentOf(path);
        const QJsonObject object =
            self(parent, self).value(path.mid(parent.isEmpty() ? 0 : parent.size() + 1)).toObject();
        objects.insert(path, object);
        return object;
    };
    const QString *parentPath = nullptr;
    QJsonObject parent;
    for (const Plan::Leaf &leaf : p.leaves) {
        if (!parentPath || leaf.parent != *parentPath) {
            parentPath = &leaf.parent;
            parent = objectAt(leaf.parent, objectAt);
        }
        const QJsonValue value = parent.value(leaf.key);
        if (value.isUndefined())
            continue;
        checkValue(*leaf.input, leaf.path, value);
        if (leaf.input->slot)
            leaf.input->slot.set(scenario, -1, storedValue(*leaf.input, value));
    }
    // Fields of list elements (version 2).
    for (const auto &[in, list] : p.elementFields) {
        const Input &input = *in;
        for (int i = 0, n = listSize(root, list); i < n; ++i) {
            const QString path = elementPath(input.path, i);
            const QJsonValue value = valueAt(root, path);
            if (value.isUndefined())
                continue;
            checkValue(input, path, value);
            if (input.slot)
                input.slot.set(scenario, i, storedValue(input, value));
        }
    }
    // Defaults that depend on the rest of their element (read above).
    for (const auto &[in, list] : p.elementFields) {
        const Input &input = *in;
        if (!input.elementDefault || !input.slot)
            continue;
        for (int i = 0, n = listSize(root, list); i < n; ++i)
            if (valueAt(root, elementPath(input.path, i)).isUndefined())
                input.slot.set(scenario, i, input.elementDefault(scenario, i));
    }
}

QJsonObject writeFields(const Schema &schema, int version, const Scenario &scenario,
                        QJsonObject base)
{
    // Fields outside lists: fill each object once, then nest the objects, deepest first.
    const Plan &p = plan(schema, version);
    QHash<QString, QJsonObject> objects;
    auto object = [&](const QString &path) -> QJsonObject & {
        auto it = objects.find(path);
        if (it == objects.end())
            it = objects.insert(path, valueAt(base, path).toObject());
        return *it;
    };
    for (const Plan::Leaf &leaf : p.leaves) {
        if (!leaf.input->slot || (leaf.nullable && leaf.nullable->isNull(scenario)))
            continue;
        const QJsonValue value = leaf.input->written && !leaf.input->written(scenario, -1)
                                     ? QJsonValue(QJsonValue::Undefined) // left out
                                     : fileValue(*leaf.input, scenario);
        if (leaf.parent.isEmpty())
            base.insert(leaf.key, value);
        else
            object(leaf.parent).insert(leaf.key, value);
    }
    for (const QString &path : p.objectsDeepestFirst) {
        const QString parent = parentOf(path);
        const QString key = path.mid(parent.isEmpty() ? 0 : parent.size() + 1);
        const QJsonObject done = object(path);
        if (parent.isEmpty())
            base.insert(key, done);
        else
            object(parent).insert(key, done);
    }
    for (const Section *section : p.nullable)
        if (!section->list && section->isNull(scenario))
            base = withValue(base, segments(QLatin1String(section->path)), 0,
                             QJsonValue(QJsonValue::Null));

    // Lists (version 2) are written whole: as many elements as the scenario has.
    for (const Section &section : schema.sections) {
        if (!section.list || !section.count || !inVersion(section.versions, version))
            continue;
        const QString path = QLatin1String(section.path);
        if (section.nullable && section.isNull(scenario)) {
            base = withValue(base, segments(path), 0, QJsonValue(QJsonValue::Null));
            continue;
        }
        if (section.omitWhenEmpty && section.count(scenario) == 0) {
            if (!valueAt(base, path).isUndefined())
                base = withValue(base, segments(path), 0, QJsonValue(QJsonValue::Undefined));
            continue;
        }
        const QJsonArray old = valueAt(base, path).toArray();
        QJsonArray list;
        for (int i = 0, n = section.count(scenario); i < n; ++i)
            list.append(i < old.size() ? old[i] : QJsonValue(QJsonObject()));
        base = withValue(base, segments(path), 0, list);
    }
    forEachElementField(schema, version, scenario, [&](const Input &input, int i) {
        const QJsonValue value = input.written && !input.written(scenario, i)
                                     ? QJsonValue(QJsonValue::Undefined) // left out
                                     : fileValue(input, scenario, i);
        base = withValue(base, segments(elementPath(input.path, i)), 0, value);
    });
    return base;
}

void checkFields(const Schema &schema, int version, const Scenario &scenario)
{
    const Plan &p = plan(schema, version);
    for (const Plan::Leaf &leaf : p.leaves)
        if (leaf.input->slot && !(leaf.nullable && leaf.nullable->isNull(scenario)) &&
            !(leaf.input->written && !leaf.input->written(scenario, -1)))
            checkValue(*leaf.input, leaf.path, fileValue(*leaf.input, scenario));
    forEachElementField(schema, version, scenario, [&](const Input &input, int i) {
        if (!input.written || input.written(scenario, i))
            checkValue(input, elementPath(input.path, i), fileValue(input, scenario, i));
    });
}

} // namespace gda::schemajson
