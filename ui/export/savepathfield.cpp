// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "savepathfield.h"

#include "core/filedialog.h"
#include "exportfiles.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace gda::ui::exporting {

SavePathField::SavePathField(QWidget *parent)
    : QWidget(parent), m_edit(new QLineEdit(this)), m_browse(new QPushButton(this))
{
    m_edit->setObjectName(QStringLiteral("path"));
    m_edit->setMinimumWidth(320);
    m_browse->setObjectName(QStringLiteral("browse"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_browse);
    setFocusProxy(m_edit);
    connect(m_browse, &QPushButton::clicked, this, &SavePathField::browse);
    connect(m_edit, &QLineEdit::textChanged, this, &SavePathField::pathChanged);
    retranslate();
}

QString SavePathField::path() const
{
    return QDir::fromNativeSeparators(m_edit->text().trimmed());
}

void SavePathField::setPath(const QString &path)
{
    m_edit->setText(QDir::toNativeSeparators(path));
}

void SavePathField::setSuffix(const QString &suffix)
{
    const QString current = path();
    if (current.isEmpty())
        return;
    const QFileInfo info(current);
    const QString base =
        info.completeSuffix().isEmpty() ? current : current.chopped(info.suffix().size() + 1);
    setPath(base + u'.' + suffix);
}

bool SavePathField::confirmOverwrite()
{
    const QString target = path();
    if (!needsOverwriteConfirmation(target) ||
        QFileInfo(target).absoluteFilePath() == QFileInfo(m_confirmed).absoluteFilePath())
        return true;
    const auto answer =
        QMessageBox::question(this, tr("Replace file?"),
                              tr("%1 already exists. Do you want to replace it?")
                                  .arg(QDir::toNativeSeparators(QFileInfo(target).fileName())),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return false;
    m_confirmed = target;
    return true;
}

void SavePathField::browse()
{
    // The dialog asks before it returns the name of an existing file.
    const QString chosen = filedialog::getSaveFileName(this, m_title, path(), m_filter);
    if (chosen.isEmpty())
        return;
    m_confirmed = chosen;
    setPath(chosen);
}

void SavePathField::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SavePathField::retranslate()
{
    m_browse->setText(tr("Browse…"));
    m_edit->setAccessibleName(tr("File"));
}

} // namespace gda::ui::exporting
