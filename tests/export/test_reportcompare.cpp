// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 20, item 3: the report dialog's "Append comparison with…" — library scenarios and
// scenario files — gives the same report as `gpu-advisor-cli report FILE --compare A,B`.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "core/scenariodocument.h"
#include "core/settings.h"
#include "export/reportdialog.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

using namespace gda;
using namespace gda::ui::exporting;

namespace {

// The pdftotext of a report without the cover's date line differences: whitespace squeezed.
QString squeezedText(const QString &path)
{
    return test::pdfText(path).simplified();
}

} // namespace

TEST_CASE("export: the report dialog appends a comparison with library scenarios and files")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    ui::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    settings.setValue(ui::Settings::Key::LastFolder, dir.path());
    ui::ScenarioDocument document;
    const QString mainFile = test::examplePath(test::kReportExample);
    document.reset(test::loadExampleScenario(test::kReportExample));

    // The library offers two scenarios; one of them cannot be read.
    const QString libraryFile = test::examplePath("seed-80xh100-reserved");
    const QString fileToAdd = test::examplePath("low-utilization-stays-cloud");
    CompareCandidate fromLibrary;
    fromLibrary.label = QStringLiteral("Bank — reserved");
    fromLibrary.load = [libraryFile](QString *) -> std::optional<Scenario> {
        return std::get<Scenario>(scenariofile::load(libraryFile));
    };
    CompareCandidate damaged;
    damaged.label = QStringLiteral("Damaged row");
    damaged.load = [](QString *problem) -> std::optional<Scenario> {
        *problem = QStringLiteral("the stored JSON is damaged");
        return std::nullopt;
    };

    ReportDialog dialog(document, &settings);
    dialog.setCompareCandidates({fromLibrary, damaged});
    auto *summary = dialog.findChild<QLabel *>(QStringLiteral("comparisonSummary"));
    REQUIRE(summary);
    CHECK(summary->text() == QLatin1String("None"));
    CHECK(dialog.compareButton()->text() == QStringLiteral("Append &comparison with…"));
    CHECK(dialog.request().comparedWith.isEmpty());

    // The button opens the picker: the damaged row ticked is refused with its problem, then the
    // library's scenario and a file are chosen.
    QString refusal;
    bool pickerSeen = false;
    QTimer::singleShot(0, [&] {
        for (int attempt = 0; attempt < 300; ++attempt) {
            auto *picker = qobject_cast<ComparePickerDialog *>(QApplication::activeModalWidget());
            if (!picker) {
                QCoreApplication::processEvents(QEventLoop::AllEvents, 10), QThread::msleep(5);
                continue;
            }
            pickerSeen = true;
            QListWidget *list = picker->list();
            REQUIRE(list->count() == 2);
            CHECK(list->item(0)->text() == QStringLiteral("Bank — reserved"));
            list->item(1)->setCheckState(Qt::Checked);
            QTimer::singleShot(0, [&refusal] {
                for (int a = 0; a < 300; ++a) {
                    if (auto *box =
                            qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                        refusal = box->text();
                        box->button(QMessageBox::Ok)->click();
                        return;
                    }
                    QCoreApplication::processEvents(QEventLoop::AllEvents, 10), QThread::msleep(5);
                }
            });
            picker->accept(); // refused: the picker stays open
            CHECK(picker->isVisible());
            list->item(1)->setCheckState(Qt::Unchecked);
            list->item(0)->setCheckState(Qt::Checked);
            picker->addFiles({fileToAdd}); // as "Add scenario files…" does after its dialog
            REQUIRE(list->count() == 3);
            CHECK(list->item(2)->checkState() == Qt::Checked);
            picker->accept();
            return;
        }
    });
    dialog.compareButton()->click();
    CHECK(pickerSeen);
    CHECK(refusal.contains(QLatin1String("Damaged row")));
    CHECK(refusal.contains(QLatin1String("the stored JSON is damaged")));
    REQUIRE(dialog.comparedWith().size() == 2);
    CHECK(summary->text().startsWith(QLatin1String("With ")));
    CHECK(dialog.request().comparedWith.size() == 2);

    // Save: the report has the comparison section, the same as the command line's.
    const QString appPdf = dir.filePath(QStringLiteral("app.pdf"));
    dialog.setPath(appPdf);
    dialog.accept();
    REQUIRE(dialog.result() == QDialog::Accepted);
    const QString cliPdf = dir.filePath(QStringLiteral("cli.pdf"));
    const test::ToolRun run =
        test::runCli({QStringLiteral("report"), mainFile, QStringLiteral("--out"), cliPdf,
                      QStringLiteral("--compare"), libraryFile + u',' + fileToAdd});
    REQUIRE(run.status == 0);
    const QString appText = squeezedText(appPdf);
    CHECK(appText.contains(QLatin1String("Comparison with other scenarios")));
    // Both compared scenarios head a column (their clients: the names wrap in the header, and
    // pdftotext interleaves the columns' lines).
    CHECK(appText.contains(QLatin1String("This scenario (first column) beside 2 other scenarios")));
    CHECK(appText.contains(QLatin1String("Example Inc.")));
    CHECK(appText == squeezedText(cliPdf));

    // Remove takes the section out again.
    dialog.findChild<QPushButton *>(QStringLiteral("clearComparison"))->click();
    CHECK(dialog.request().comparedWith.isEmpty());
    CHECK(summary->text() == QLatin1String("None"));
}

TEST_CASE("export: the comparison picker refuses a file that is not a scenario and more than three")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("notes.json"));
    {
        QFile file(bad);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("{\"hello\": 1}");
    }
    ComparePickerDialog picker({});
    QString warning;
    QTimer::singleShot(0, [&warning] {
        for (int a = 0; a < 300; ++a) {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                warning = box->text();
                box->button(QMessageBox::Ok)->click();
                return;
            }
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10), QThread::msleep(5);
        }
    });
    picker.addFiles({bad});
    CHECK(warning.contains(QLatin1String("notes.json")));
    CHECK(picker.list()->count() == 0);

    const QString good = test::examplePath(test::kReportExample);
    picker.addFiles({good, good, good, good});
    REQUIRE(picker.list()->count() == 4);
    auto *ok = picker.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    CHECK_FALSE(ok->isEnabled()); // four ticked: at most three
    picker.list()->item(3)->setCheckState(Qt::Unchecked);
    CHECK(ok->isEnabled());
}
