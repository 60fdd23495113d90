// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "passworddialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace gda::ui {

PasswordDialog::PasswordDialog(const QString &library, const QString &why, bool remember,
                               QWidget *parent)
    : QDialog(parent), m_library(library), m_intro(new QLabel(this)), m_why(new QLabel(why, this)),
      m_passwordLabel(new QLabel(this)), m_password(new QLineEdit(this)),
      m_remember(new QCheckBox(this))
{
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText);
    m_why->setWordWrap(true);
    m_why->setTextFormat(Qt::PlainText);
    m_why->setVisible(!why.isEmpty());
    m_password->setEchoMode(QLineEdit::Password);
    m_passwordLabel->setBuddy(m_password);
    m_remember->setChecked(remember);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout;
    form->addRow(m_passwordLabel, m_password);
    form->addRow(m_remember);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_why);
    layout->addLayout(form);
    layout->addWidget(buttons);
    retranslate();
    m_password->setFocus();
}

QString PasswordDialog::password() const
{
    return m_password->text();
}

bool PasswordDialog::remember() const
{
    return m_remember->isChecked();
}

void PasswordDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PasswordDialog::retranslate()
{
    setWindowTitle(tr("Team library password"));
    m_intro->setText(tr("Password for the team library %1:").arg(m_library));
    m_passwordLabel->setText(tr("&Password:"));
    m_remember->setText(tr("&Remember password in the system keyring"));
}

} // namespace gda::ui
