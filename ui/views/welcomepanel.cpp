// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "welcomepanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace gda::ui {

WelcomePanel::WelcomePanel(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_text(new QLabel(this)),
      m_wizard(new QPushButton(this)), m_example(new QPushButton(this)),
      m_file(new QPushButton(this)), m_examples(new QMenu(this))
{
    setObjectName(QStringLiteral("welcome"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_text->setWordWrap(true);
    m_title->setAlignment(Qt::AlignHCenter);
    m_wizard->setDefault(true);
    m_example->setMenu(m_examples);

    // One column of readable width, centred: a word-wrapped label needs its width from the
    // layout (not from an alignment) to get its full height.
    auto *content = new QWidget(this);
    content->setMaximumWidth(600);
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_title);
    column->addWidget(m_text);
    column->addSpacing(16);
    for (QPushButton *button : {m_wizard, m_example, m_file})
        column->addWidget(button);

    auto *outer = new QVBoxLayout(this);
    outer->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(content, 4);
    row->addStretch(1);
    outer->addLayout(row);
    outer->addStretch(2);

    connect(m_wizard, &QPushButton::clicked, this, &WelcomePanel::wizardRequested);
    connect(m_file, &QPushButton::clicked, this, &WelcomePanel::fileRequested);
    retranslate();
}

QList<WelcomePanel::Example> WelcomePanel::examples()
{
    return {
        {QStringLiteral(":/examples/seed-80-h100-on-demand.gpuadvisor.json"),
         tr("80 H100 GPUs: rent on demand or buy (the cloud-versus-on-premise article)")},
        {QStringLiteral(":/examples/three-workloads-shared-fleet.gpuadvisor.json"),
         tr("Training, inference and development sharing one fleet")},
    };
}

void WelcomePanel::retranslate()
{
    m_title->setText(tr("Welcome to GPU Decision Advisor"));
    m_text->setText(
        tr("Should your organisation rent GPUs in the cloud, buy them, or combine the two? "
           "Answer the decision wizard's questions in about ten minutes and get a "
           "recommendation with its break-even and its reasons, or start from an example "
           "or a scenario file a colleague sent you. Your scenarios are kept in the library "
           "on the left."));
    m_wizard->setText(tr("Start the decision &wizard"));
    m_example->setText(tr("Open an &example"));
    m_file->setText(tr("Open a scenario &file…"));
    m_examples->clear();
    for (const Example &example : examples()) {
        QAction *action = m_examples->addAction(example.title);
        const QString resource = example.resource;
        connect(action, &QAction::triggered, this,
                [this, resource] { emit exampleRequested(resource); });
    }
}

void WelcomePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gda::ui
