// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpdialog.h"

#include "core/languagemanager.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace gda::ui {

HelpDialog::HelpDialog(QWidget *parent)
    : QDialog(parent), m_contents(new QListWidget(this)), m_browser(new QTextBrowser(this))
{
    m_contents->addItem(QString());
    m_contents->addItem(QString());
    m_contents->setMaximumWidth(fontMetrics().averageCharWidth() * 32);
    m_browser->setOpenExternalLinks(true);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    connect(m_contents, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            m_browser->setSource(
                QUrl(QStringLiteral("qrc") +
                     source(Document(row), LanguageManager::instance().language())),
                QTextDocument::MarkdownResource);
    });
    const int line = fontMetrics().height();
    resize(line * 60, line * 40);
    retranslate();
    m_contents->setCurrentRow(UserGuide);
}

QString HelpDialog::source(Document document, const QString &language)
{
    const QString name =
        document == UserGuide ? QStringLiteral("user-guide") : QStringLiteral("methodology");
    const QString translated = QStringLiteral(":/handbook/%1.%2.md").arg(name, language);
    if (QFile::exists(translated))
        return translated;
    return QStringLiteral(":/handbook/%1.md").arg(name);
}

void HelpDialog::show(Document document)
{
    m_contents->setCurrentRow(document);
    QDialog::show();
}

void HelpDialog::retranslate()
{
    setWindowTitle(tr("GPU Decision Advisor handbook"));
    m_contents->setAccessibleName(tr("Contents"));
    m_browser->setAccessibleName(tr("Handbook page"));
    m_contents->item(UserGuide)->setText(tr("User guide"));
    const QString language = LanguageManager::instance().language();
    m_contents->item(Methodology)
        ->setText(source(Methodology, language).endsWith(QStringLiteral("methodology.md")) &&
                          language != QStringLiteral("en")
                      ? tr("Methodology (in English)")
                      : tr("Methodology"));
}

void HelpDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        const int row = m_contents->currentRow();
        m_contents->setCurrentRow(-1);
        m_contents->setCurrentRow(row); // the document in the new language
    }
    QDialog::changeEvent(event);
}

} // namespace gda::ui
