// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revisionbanner.h"

#include "documentmanager.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QToolButton>

namespace gda::ui {

RevisionBanner::RevisionBanner(DocumentManager *documents, QWidget *parent)
    : QFrame(parent), m_text(new QLabel(this)), m_showChanges(new QPushButton(this)),
      m_reload(new QPushButton(this)), m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("revisionBanner"));
    setAutoFillBackground(true);
    setStyleSheet(QStringLiteral("QFrame#revisionBanner { background: #e3effb; "
                                 "border-bottom: 1px solid #7fa7d1; }"
                                 "QFrame#revisionBanner QLabel { color: #1d3d5e; }"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setObjectName(QStringLiteral("revisionText"));
    m_showChanges->setObjectName(QStringLiteral("revisionShowChanges"));
    m_reload->setObjectName(QStringLiteral("revisionReload"));
    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("×"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_showChanges);
    layout->addWidget(m_reload);
    layout->addWidget(m_close);
    connect(m_showChanges, &QPushButton::clicked, this, [this] {
        hide();
        emit showChangesRequested();
    });
    connect(m_reload, &QPushButton::clicked, this, [this] {
        hide();
        emit reloadRequested();
    });
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    if (documents) {
        connect(documents, &DocumentManager::newerRevision, this, &RevisionBanner::showNewer);
        connect(documents, &DocumentManager::selected, this, &QWidget::hide);
        connect(documents, &DocumentManager::fileOpened, this, &QWidget::hide);
        connect(documents, &DocumentManager::libraryChanged, this, &QWidget::hide);
        connect(this, &RevisionBanner::showChangesRequested, documents,
                [documents] { documents->resolveConflict(true); });
        connect(this, &RevisionBanner::reloadRequested, documents, [this, documents] {
            const auto answer = QMessageBox::question(
                window(), tr("Reload"), tr("Drop your unsaved changes and show the new version?"),
                QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
            if (answer == QMessageBox::Discard)
                documents->reloadFromLibrary();
            else
                show();
        });
    }
    retranslate();
    hide();
}

void RevisionBanner::showNewer(const QString &description, bool modified)
{
    m_description = description;
    m_modified = modified;
    retranslate();
    show();
}

void RevisionBanner::retranslate()
{
    m_showChanges->setText(tr("Show chan&ges"));
    m_showChanges->setToolTip(tr("Compares your unsaved changes with the new version: merge "
                                 "both, keep yours or take theirs"));
    m_reload->setText(tr("Re&load"));
    m_reload->setToolTip(tr("Drops your unsaved changes and shows the new version"));
    m_close->setToolTip(tr("Hide this message"));
    m_close->setAccessibleName(tr("Hide this message"));
    m_showChanges->setVisible(m_modified);
    m_reload->setVisible(m_modified);
    m_text->setText(
        m_modified
            ? tr("%1. Your unsaved changes are based on an older version.").arg(m_description)
            : tr("%1. The new version is shown.").arg(m_description));
}

void RevisionBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace gda::ui
