// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"
#include "scenario/scenario.h"

#include <QMainWindow>

class QLabel;
class QTableWidget;

namespace gda::ui {

// The application's main window: the open scenario's headline figures per option.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Opens a scenario file; shows the reason in a message box when it is refused.
    bool openFile(const QString &path);
    const Scenario &scenario() const { return m_scenario; }

private:
    void showEvaluation();
    void chooseFile();

    Scenario m_scenario;
    engine::Evaluation m_evaluation;
    QLabel *m_headline = nullptr;
    QTableWidget *m_options = nullptr;
};

} // namespace gda::ui
