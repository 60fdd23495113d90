// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartexport.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QSpinBox;
QT_END_NAMESPACE

namespace gda::ui {
class ScenarioDocument;
class Settings;
} // namespace gda::ui

namespace gda::ui::exporting {

class SavePathField;

// File → Export chart…: one chart of the open scenario as PNG, SVG or PDF, at a chosen size,
// resolution and language, to a file (asking before it replaces one) or to the clipboard.
class ExportChartDialog : public QDialog
{
    Q_OBJECT

public:
    ExportChartDialog(const ScenarioDocument &document, charts::ChartKind kind, Settings *settings,
                      QWidget *parent = nullptr);

    // What Save would write, from the current choices.
    ChartRequest request() const;
    void setPath(const QString &path);
    void setFormat(ChartFormat format);
    void setLanguage(const QString &language);

    // The last problem shown (empty after a successful export); for tests.
    QString lastError() const { return m_lastError; }

public slots:
    // Writes the file, after asking when it would replace one; closes only on success.
    void accept() override;
    void copyToClipboard();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void formatChanged();
    void kindChanged();
    void updatePixelNote();
    void showError(const QString &message);

    const ScenarioDocument &m_document;
    Settings *m_settings;
    QComboBox *m_kind;
    QComboBox *m_format;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_dpi;
    QLabel *m_pixels;
    QComboBox *m_language;
    SavePathField *m_path;
    QDialogButtonBox *m_buttons;
    QPushButton *m_copy;
    QList<QLabel *> m_labels;
    QString m_suggestedName; // the file name suggested for the current kind and format
    QString m_lastError;
};

} // namespace gda::ui::exporting
