// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace gda::ui::exporting {

namespace {

constexpr qsizetype kMaxPartLength = 48;

// Lower-case ASCII letters and digits; everything else becomes one hyphen. Accented letters
// lose their accent ("Één" → "een"), other scripts drop out.
QString safePart(const QString &text)
{
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    bool hyphen = false;
    for (QChar c : decomposed) {
        if (c.isMark())
            continue;
        const char16_t u = c.toLower().unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')) {
            if (hyphen && !out.isEmpty())
                out += u'-';
            out += QChar(u);
            hyphen = false;
        } else {
            hyphen = true;
        }
    }
    if (out.size() > kMaxPartLength) {
        out.truncate(kMaxPartLength);
        while (out.endsWith(u'-'))
            out.chop(1);
    }
    return out;
}

} // namespace

QString suggestedFileName(const Scenario &scenario, const QString &subject,
                          const QString &extension)
{
    QStringList parts;
    for (const QString &text : {scenario.client, scenario.name, subject}) {
        const QString part = safePart(text);
        if (!part.isEmpty())
            parts << part;
    }
    if (parts.isEmpty())
        parts << QStringLiteral("gpu-advisor");
    const QString suffix = safePart(extension);
    return parts.join(u'_') + (suffix.isEmpty() ? QString() : u'.' + suffix);
}

QString suggestedFileName(const Scenario &scenario, charts::ChartKind kind,
                          const QString &extension)
{
    return suggestedFileName(scenario, charts::chartKindKey(kind), extension);
}

bool needsOverwriteConfirmation(const QString &path)
{
    // A dangling symbolic link counts too: writing would replace the link.
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

QString defaultExportFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QDir().mkpath(documents) && QFileInfo(documents).isWritable())
        return documents;
    return QDir::homePath();
}

} // namespace gda::ui::exporting
