// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartexport.h"
#include "exportdialog.h"

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
QT_END_NAMESPACE

namespace gda::ui::exporting {

// File → Export chart…: one chart of the open scenario as PNG, SVG or PDF, at a chosen size,
// resolution and language, to a file (asking before it replaces one) or to the clipboard.
class ExportChartDialog : public ExportDialog
{
    Q_OBJECT

public:
    ExportChartDialog(const ScenarioDocument &document, charts::ChartKind kind, Settings *settings,
                      QWidget *parent = nullptr);

    // What Save would write, from the current choices.
    ChartRequest request() const;
    void setFormat(ChartFormat format);
    void setLanguage(const QString &language);
    // Sets width, height and resolution to a preset's (docs/export.md §1).
    void setPreset(ChartPreset preset);

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
    void presetChosen();
    void showPresetOfSize();

    QComboBox *m_kind;
    QComboBox *m_format;
    QComboBox *m_preset; // "Custom" (data -1), then the presets
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_dpi;
    QLabel *m_pixels;
    QComboBox *m_language;
    QPushButton *m_copy;
    QString m_suggestedName; // the file name suggested for the current kind and format
};

} // namespace gda::ui::exporting
