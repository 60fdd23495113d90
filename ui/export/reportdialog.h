// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exportdialog.h"
#include "report.h"

#include <QDialog>

#include <functional>
#include <optional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
QT_END_NAMESPACE

namespace gda::ui::exporting {

// A scenario the report can be compared with: its line in the list ("client — name") and how to
// load it (nullopt and a translated problem when it cannot be read).
struct CompareCandidate
{
    QString label;
    std::function<std::optional<Scenario>(QString *problem)> load;
};

// "Append comparison with…": one to three scenarios, ticked in the library's list or added from
// scenario files (checked as `report --compare` checks them). What OK returns is the report's
// comparison section (ReportRequest::comparedWith).
class ComparePickerDialog : public QDialog
{
    Q_OBJECT

public:
    static constexpr int kMostScenarios = 3;

    ComparePickerDialog(const QList<CompareCandidate> &library, QWidget *parent = nullptr);

    // Adds scenario files to the list, ticked (as "Add files…" does after its file dialog); a
    // file that is not a valid scenario is refused with a message naming it.
    void addFiles(const QStringList &paths);
    QListWidget *list() const { return m_list; }
    // The ticked scenarios, loaded, and their labels; set when OK was accepted.
    const QList<Scenario> &chosen() const { return m_chosen; }
    const QStringList &chosenLabels() const { return m_chosenLabels; }
    QString lastError() const { return m_lastError; }

public slots:
    void accept() override;

private:
    void chooseFiles();
    void updateState();

    QList<CompareCandidate> m_candidates; // the library's, then the files'
    QListWidget *m_list;
    QLabel *m_hint;
    QPushButton *m_addFiles;
    QPushButton *m_ok = nullptr;
    QList<Scenario> m_chosen;
    QStringList m_chosenLabels;
    QString m_lastError;
};

// File → Export report…: the client report of the open scenario as a PDF, in Dutch or English
// (independent of the screen's language), on A4 or Letter, by the author of the preferences.
// Asks before it replaces a file.
class ReportDialog : public ExportDialog
{
    Q_OBJECT

public:
    ReportDialog(const ScenarioDocument &document, Settings *settings, QWidget *parent = nullptr);

    // What Save would write, from the current choices.
    ReportRequest request() const;
    void setLanguage(const QString &language);
    void setPaper(Paper paper);
    // The library's scenarios "Append comparison with…" offers (the open one left out).
    void setCompareCandidates(const QList<CompareCandidate> &candidates);
    // The scenarios the report is compared with, as the picker chose them; empty: none.
    void setComparedWith(const QList<Scenario> &scenarios, const QStringList &labels);
    const QList<Scenario> &comparedWith() const { return m_comparedWith; }
    QPushButton *compareButton() const { return m_compareButton; }
    // Opens the picker (the button does).
    void chooseComparison();

public slots:
    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QComboBox *m_language;
    QComboBox *m_paper;
    QLineEdit *m_author;
    QWidget *m_compareRow;
    QLabel *m_compareSummary;
    QPushButton *m_compareButton;
    QPushButton *m_compareClear;
    QList<CompareCandidate> m_candidates;
    QList<Scenario> m_comparedWith;
    QStringList m_comparedLabels;
};

} // namespace gda::ui::exporting
