// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The export dialogs: defaults, file names, and never replacing a file without asking.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "export/exportchartdialog.h"
#include "export/exportfiles.h"
#include "export/exportreportsdialog.h"
#include "export/report.h"
#include "export/reportbatch.h"
#include "export/reportdialog.h"
#include "files/atomicfile.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>

#include <string>

using namespace gda;
using namespace gda::ui::exporting;
using gda::ui::charts::ChartKind;

namespace {

void writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

// Answers the next message box with `button` once it is open (trying for about a second);
// records its text.
void answerNextQuestion(QMessageBox::StandardButton button, QString *text, int tries = 100)
{
    QTimer::singleShot(10, [button, text, tries] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) { // not open yet: try again a little later
            if (tries > 0)
                answerNextQuestion(button, text, tries - 1);
            return;
        }
        *text = box->text();
        box->button(button)->click();
    });
}

struct Fixture
{
    QTemporaryDir dir;
    ui::Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    ui::ScenarioDocument document;
    Fixture()
    {
        REQUIRE(dir.isValid());
        document.reset(test::loadExampleScenario(test::kReportExample));
        settings.setValue(ui::Settings::Key::LastFolder, dir.path());
    }
};

} // namespace

TEST_CASE("export: a file that exists needs confirmation before it is replaced")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    CHECK_FALSE(needsOverwriteConfirmation(path));
    writeText(path, "x");
    CHECK(needsOverwriteConfirmation(path));
    const QString link = dir.filePath(QStringLiteral("dangling.png"));
    REQUIRE(QFile::link(dir.filePath(QStringLiteral("gone")), link));
    CHECK(needsOverwriteConfirmation(link));
}

TEST_CASE("export: the chart dialog suggests a file name that follows chart and format")
{
    Fixture f;
    ExportChartDialog dialog(f.document, ChartKind::Tornado, &f.settings);
    const QString expected =
        QDir(f.dir.path())
            .filePath(QStringLiteral("seed-example_10-x-p5-48xlarge-on-demand-vs-"
                                     "80-h100-on-premise_tornado.png"));
    CHECK(dialog.request().outputPath == expected);
    CHECK(dialog.request().kind == ChartKind::Tornado);
    CHECK(dialog.request().size == kDefaultChartSize);
    CHECK(dialog.request().dpi == kDefaultDpi);

    dialog.setFormat(ChartFormat::Svg);
    CHECK(dialog.request().outputPath.endsWith(QLatin1String("_tornado.svg")));
    auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("kind"));
    REQUIRE(kind);
    kind->setCurrentIndex(kind->findData(int(ChartKind::Histogram)));
    CHECK(dialog.request().outputPath.endsWith(QLatin1String("_histogram.svg")));

    // A name the user typed stays.
    dialog.setPath(f.dir.filePath(QStringLiteral("mine.svg")));
    kind->setCurrentIndex(kind->findData(int(ChartKind::Matrix)));
    CHECK(dialog.request().outputPath == f.dir.filePath(QStringLiteral("mine.svg")));
}

TEST_CASE("export: the chart dialog asks before replacing a file and keeps it on No")
{
    Fixture f;
    const QString path = f.dir.filePath(QStringLiteral("chart.png"));
    writeText(path, "keep me");
    ExportChartDialog dialog(f.document, ChartKind::BreakEven, &f.settings);
    dialog.setPath(path);

    QString question;
    answerNextQuestion(QMessageBox::No, &question);
    dialog.accept();
    CHECK(question.contains(QLatin1String("chart.png")));
    CHECK(dialog.result() != QDialog::Accepted);
    CHECK(test::readFile(path) == "keep me");

    answerNextQuestion(QMessageBox::Yes, &question);
    dialog.accept();
    CHECK(dialog.result() == QDialog::Accepted);
    CHECK(dialog.lastError().isEmpty());
    const QImage image(path);
    CHECK(image.size() == QSize(2400, 1400));
}

TEST_CASE("export: the chart dialog shows a write failure and stays open")
{
    Fixture f;
    const QString notAFolder = f.dir.filePath(QStringLiteral("plain-file"));
    writeText(notAFolder, "x");
    ExportChartDialog dialog(f.document, ChartKind::Breakdown, &f.settings);
    dialog.setPath(notAFolder + QStringLiteral("/chart.png"));
    QString shown;
    answerNextQuestion(QMessageBox::Ok, &shown);
    dialog.accept();
    CHECK(dialog.result() != QDialog::Accepted);
    CHECK(dialog.lastError().contains(notAFolder));
    CHECK(shown == dialog.lastError());
}

TEST_CASE("export: the report dialog writes the report in the chosen language")
{
    Fixture f;
    f.settings.setValue(ui::Settings::Key::AuthorName, QStringLiteral("Anna Smit"));
    ReportDialog dialog(f.document, &f.settings);
    CHECK(dialog.request().author == QLatin1String("Anna Smit"));
    CHECK(dialog.request().outputPath.endsWith(
        QLatin1String("seed-example_10-x-p5-48xlarge-on-demand-vs-80-h100-on-premise_report.pdf")));
    dialog.setLanguage(QStringLiteral("nl"));
    dialog.setPaper(Paper::Letter);
    const QString path = f.dir.filePath(QStringLiteral("rapport.pdf"));
    dialog.setPath(path);
    CHECK(dialog.request().language == QLatin1String("nl"));
    CHECK(dialog.request().paper == Paper::Letter);
    dialog.accept();
    CHECK(dialog.result() == QDialog::Accepted);
    CHECK(test::pdfPageSize(path).startsWith(QLatin1String("612 x 792 pts")));
    CHECK(test::pdfText(path).contains(QLatin1String("Anna Smit")));

    // A second export to the same file asks first; No leaves the report as it is.
    const QByteArray first = test::readFile(path);
    ReportDialog again(f.document, &f.settings);
    again.setPath(path);
    again.setLanguage(QStringLiteral("en"));
    QString question;
    answerNextQuestion(QMessageBox::No, &question);
    again.accept();
    CHECK_FALSE(question.isEmpty());
    CHECK(again.result() != QDialog::Accepted);
    CHECK(test::readFile(path) == first);
}

// Issue 20: the author typed in the dialog was forgotten; the brand of the preferences goes into
// the report.
TEST_CASE("export: the report dialog remembers the author and uses the firm of the preferences")
{
    Fixture f;
    f.settings.setValue(ui::Settings::Key::FirmName, QStringLiteral("Van Dijk Advies"));
    f.settings.setValue(ui::Settings::Key::Confidentiality,
                        QStringLiteral("Vertrouwelijk: alleen voor de directie"));
    {
        ReportDialog dialog(f.document, &f.settings);
        CHECK(dialog.request().author.isEmpty());
        CHECK(dialog.request().firm == QLatin1String("Van Dijk Advies"));
        CHECK(dialog.request().confidential ==
              QLatin1String("Vertrouwelijk: alleen voor de directie"));
        CHECK_FALSE(dialog.request().accent.isValid()); // no accent set: the product's blue
        auto *author = dialog.findChild<QLineEdit *>(QStringLiteral("author"));
        REQUIRE(author);
        author->setText(QStringLiteral("  Pieter Bakker "));
        const QString path = f.dir.filePath(QStringLiteral("branded.pdf"));
        dialog.setPath(path);
        dialog.accept();
        REQUIRE(dialog.result() == QDialog::Accepted);
        const QString text = test::pdfText(path).simplified();
        CHECK(text.contains(QLatin1String("Van Dijk Advies")));
        CHECK(text.contains(QLatin1String("Pieter Bakker")));
    }
    CHECK(f.settings.authorName() == QLatin1String("Pieter Bakker"));
    ReportDialog next(f.document, &f.settings);
    CHECK(next.request().author == QLatin1String("Pieter Bakker"));
}

// Issue 20, item 5: the accent colour of the preferences ("#RRGGBB") goes into the report; a
// damaged value is ignored (the product's blue), never a crash.
TEST_CASE("export: the report dialog takes the accent colour of the preferences")
{
    Fixture f;
    f.settings.setValue(ui::Settings::Key::ReportAccent, QStringLiteral("#8B1E3F"));
    CHECK(ReportDialog(f.document, &f.settings).request().accent == QColor(0x8b, 0x1e, 0x3f));
    f.settings.setValue(ui::Settings::Key::ReportAccent, QStringLiteral("dark red"));
    CHECK_FALSE(ReportDialog(f.document, &f.settings).request().accent.isValid());
    CHECK(accentColor(QStringLiteral(" #00aa11 ")) == QColor(0x00, 0xaa, 0x11));
    CHECK_FALSE(accentColor(QStringLiteral("#00aa1")).isValid());
}

TEST_CASE("export: the chart dialog's presets set size and resolution and follow the fields")
{
    Fixture f;
    ExportChartDialog dialog(f.document, ChartKind::Tornado, &f.settings);
    auto *preset = dialog.findChild<QComboBox *>(QStringLiteral("preset"));
    auto *width = dialog.findChild<QSpinBox *>(QStringLiteral("width"));
    REQUIRE(preset);
    REQUIRE(width);
    CHECK(preset->currentData().toInt() == -1); // 1200 × 700 at 192 DPI is no preset: Custom
    CHECK(preset->count() == 5);
    for (ChartPreset one : kAllChartPresets) {
        preset->setCurrentIndex(preset->findData(int(one)));
        emit preset->activated(preset->currentIndex());
        CHECK(dialog.request().size == chartPresetSize(one).size);
        CHECK(dialog.request().dpi == chartPresetSize(one).dpi);
    }
    // The A4 column's entry names its millimetres: 605 × 378 px at 96 DPI = 160 × 100 mm.
    CHECK(preset->itemText(preset->findData(int(ChartPreset::A4Column)))
              .contains(QStringLiteral("160 × 100 mm, 300 DPI")));
    // Typing another width makes it Custom; setting a preset's size by hand finds the preset.
    width->setValue(1000);
    CHECK(preset->currentData().toInt() == -1);
    dialog.setPreset(ChartPreset::HalfSlide);
    CHECK(preset->currentData().toInt() == int(ChartPreset::HalfSlide));
    CHECK(dialog.request().size == QSize(600, 480));
}

namespace {

// `count` library scenarios of the worked example, as the library panel hands them over; the
// `damaged` one (1-based, 0 for none) could not be loaded.
QList<BatchScenario> batchOf(int count, int damaged = 0)
{
    QList<BatchScenario> out;
    for (int i = 1; i <= count; ++i) {
        BatchScenario one;
        one.id = i;
        one.client = i % 2 ? QStringLiteral("Bank Nord") : QStringLiteral("Startup: BV");
        one.name = QStringLiteral("Case %1").arg(i);
        if (i == damaged) {
            one.problem = QStringLiteral("the stored scenario is damaged");
        } else {
            Scenario scenario = test::loadExampleScenario(test::kReportExample);
            scenario.client = one.client;
            scenario.name = one.name;
            one.scenario = scenario;
        }
        out << one;
    }
    return out;
}

// Runs the dialog's batch to its end with the event loop running (the worker reports through
// it), as a user's click on Export does.
void runToEnd(ExportReportsDialog &dialog, bool cancelAtOnce = false)
{
    QSignalSpy finished(&dialog, &ExportReportsDialog::batchFinished);
    auto *exportButton = dialog.findChild<QPushButton *>(QStringLiteral("export"));
    REQUIRE(exportButton);
    exportButton->click();
    REQUIRE(dialog.isRunning());
    CHECK_FALSE(exportButton->isEnabled());
    if (cancelAtOnce)
        dialog.reject(); // Cancel (or Escape) while it runs: stop after the current report
    REQUIRE(finished.wait(120000));
    CHECK_FALSE(dialog.isRunning());
}

} // namespace

TEST_CASE("export: Export reports writes one report per scenario while the interface stays live")
{
    Fixture f;
    f.settings.setValue(ui::Settings::Key::FirmName, QStringLiteral("Van Dijk Advies"));
    ExportReportsDialog dialog(batchOf(4, 3), &f.settings);
    dialog.setRenderProgram(QStringLiteral(GDA_RENDER_PATH));
    const QString folder = f.dir.filePath(QStringLiteral("reports"));
    dialog.setFolder(folder);
    dialog.setLanguage(QStringLiteral("nl"));
    // The interface stays live while the worker writes: timer events are served meanwhile.
    int ticks = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
    ticker.start(5);
    runToEnd(dialog);
    ticker.stop();
    CHECK(ticks > 3);
    CHECK(dialog.progressBar()->value() == 4);
    CHECK(dialog.failedCount() == 1);
    CHECK(test::filesIn(folder) == QStringList({QStringLiteral("Bank Nord - Case 1.pdf"),
                                                QStringLiteral("Startup_ BV - Case 2.pdf"),
                                                QStringLiteral("Startup_ BV - Case 4.pdf")}));
    CHECK(dialog.writtenPaths().size() == 3);
    for (const QString &path : dialog.writtenPaths()) {
        const QString text = test::pdfText(path).simplified();
        CHECK(text.contains(QLatin1String("Aanbeveling")));
        CHECK(text.contains(QLatin1String("Van Dijk Advies")));
    }
    CHECK(dialog.summary() ==
          QStringLiteral("3 of 4 reports written to %1, 1 failed.").arg(folder));
    const QString log = dialog.findChild<QPlainTextEdit *>(QStringLiteral("log"))->toPlainText();
    CHECK(log.contains(QStringLiteral("3/4 Bank Nord — Case 3 failed: the stored scenario is "
                                      "damaged")));
}

TEST_CASE("export: Export reports into one zip archive")
{
    Fixture f;
    ExportReportsDialog dialog(batchOf(3), &f.settings);
    dialog.setRenderProgram(QStringLiteral(GDA_RENDER_PATH));
    const QString folder = f.dir.filePath(QStringLiteral("zipped"));
    dialog.setFolder(folder);
    dialog.setLanguage(QStringLiteral("en"));
    dialog.setZip(true);
    runToEnd(dialog);
    CHECK(test::filesIn(folder) == QStringList{QStringLiteral("reports.zip")});
    CHECK(dialog.writtenPaths() == QStringList{folder + QStringLiteral("/reports.zip")});
    const test::ToolRun list = test::runTool(
        QStringLiteral("python3"),
        {QStringLiteral("-c"),
         QStringLiteral("import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); "
                        "assert z.testzip() is None; print('\\n'.join(z.namelist()))"),
         folder + QStringLiteral("/reports.zip")});
    INFO(list.err.toStdString());
    REQUIRE(list.status == 0);
    CHECK(list.out.split(u'\n', Qt::SkipEmptyParts) ==
          QStringList({QStringLiteral("Bank Nord - Case 1.pdf"),
                       QStringLiteral("Startup_ BV - Case 2.pdf"),
                       QStringLiteral("Bank Nord - Case 3.pdf")}));
    CHECK(dialog.summary() ==
          QStringLiteral("3 of 3 reports written to %1/reports.zip, 0 failed.").arg(folder));
}

TEST_CASE("export: a Dutch report file and a Dutch batch archive have Dutch names")
{
    // dutch-2.md, correction 25: no "…_report.pdf" or "reports.zip" in a Dutch export.
    struct EnglishAfterwards
    {
        ~EnglishAfterwards() { ui::LanguageManager::instance().setLanguage(QStringLiteral("en")); }
    } english;
    REQUIRE(ui::LanguageManager::instance().setLanguage(QStringLiteral("nl")));
    Fixture f;
    ReportDialog single(f.document, &f.settings);
    CHECK(single.request().outputPath.endsWith(QLatin1String(
        "seed-example_10-x-p5-48xlarge-on-demand-vs-80-h100-on-premise_rapport.pdf")));

    // The archive is named in the reports' language, and the check box says which name.
    CHECK(batchArchiveName(QStringLiteral("nl")) == QLatin1String("rapporten.zip"));
    CHECK(batchArchiveName(QStringLiteral("en")) == QLatin1String("reports.zip"));
    ExportReportsDialog dialog(batchOf(1), &f.settings);
    dialog.setRenderProgram(QStringLiteral(GDA_RENDER_PATH));
    const QString folder = f.dir.filePath(QStringLiteral("gezipt"));
    dialog.setFolder(folder);
    dialog.setZip(true);
    dialog.setLanguage(QStringLiteral("en"));
    const auto *zip = dialog.findChild<QCheckBox *>(QStringLiteral("zip"));
    REQUIRE(zip);
    CHECK(zip->text().contains(QLatin1String("reports.zip")));
    dialog.setLanguage(QStringLiteral("nl"));
    CHECK(zip->text().contains(QLatin1String("rapporten.zip")));
    runToEnd(dialog);
    CHECK(test::filesIn(folder) == QStringList{QStringLiteral("rapporten.zip")});
}

TEST_CASE("export: Cancel stops Export reports after the current report and leaves no partial "
          "file")
{
    Fixture f;
    const QString folder = f.dir.filePath(QStringLiteral("cancelled"));
    {
        ExportReportsDialog dialog(batchOf(6), &f.settings);
        dialog.setRenderProgram(QStringLiteral(GDA_RENDER_PATH));
        dialog.setFolder(folder);
        runToEnd(dialog, true);
        CHECK(dialog.summary().startsWith(QLatin1String("Cancelled: ")));
        // Stopped before the end; what was written is whole (a PDF that poppler reads to the
        // end), and no temporary file is left.
        const QStringList files = test::filesIn(folder);
        CHECK(files.size() < 6);
        CHECK(files.size() == dialog.writtenPaths().size());
        for (const QString &name : files) {
            CHECK(name.endsWith(QLatin1String(".pdf")));
            CHECK(test::pdfPageCount(QDir(folder).filePath(name)) > 3);
        }
        auto *close = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel);
        CHECK(close->text() == QStringLiteral("Close"));
    }
    // A zipped batch that is cancelled writes no archive at all.
    ExportReportsDialog zipped(batchOf(6), &f.settings);
    zipped.setRenderProgram(QStringLiteral(GDA_RENDER_PATH));
    const QString zipFolder = f.dir.filePath(QStringLiteral("cancelled-zip"));
    zipped.setFolder(zipFolder);
    zipped.setZip(true);
    runToEnd(zipped, true);
    CHECK(zipped.summary().startsWith(QLatin1String("Cancelled after ")));
    CHECK(test::filesIn(zipFolder).isEmpty());
    CHECK(zipped.writtenPaths().isEmpty());
}

namespace {
QStringList g_messages; // what Qt printed while a test listened
void keepMessage(QtMsgType, const QMessageLogContext &, const QString &message)
{
    g_messages << message;
}
} // namespace

TEST_CASE("export: report file names are cut by bytes, lose bidirectional controls, and an "
          "open bracket prints no pattern warnings")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    SECTION("a 36-character CJK client and a 48-character name fit the 255-byte limit")
    {
        // 36 × 3 + 3 + 48 × 3 = 255 bytes in UTF-8 before (259 with " (2).pdf" … the write
        // failed: "File name too long"); the stem now keeps at most 200 bytes.
        const QString client = QString(36, QChar(0x5E02)); // 市
        const QString name = QString(48, QChar(0x8A08));   // 計
        const QString stem = reportFileStem(client, name, 7);
        CHECK(stem.toUtf8().size() <= kMaxReportStemBytes);
        CHECK(stem.toUtf8().size() > kMaxReportStemBytes - 3); // whole characters
        CHECK(stem.startsWith(client));
        CHECK(QString::fromUtf8(stem.toUtf8()) == stem); // no character cut in half
        const QString path = dir.filePath(stem + QStringLiteral(" (99).pdf"));
        CHECK(files::writeAtomically(path, "%PDF-1.4\n").isEmpty());
        CHECK(QFileInfo(path).isFile());
        // Emoji (two UTF-16 units, four bytes) are never split.
        const std::u32string faces(60, U'\U0001F600');
        const QString emoji = reportFileStem(QString(), QString::fromUcs4(faces.data(), 60), 1);
        CHECK(QString::fromUtf8(emoji.toUtf8()) == emoji);
        CHECK(emoji.toUtf8().size() <= kMaxReportStemBytes);
    }
    SECTION("bidirectional controls are removed")
    {
        const QString stem = reportFileStem(QStringLiteral("Acme\u202E"),
                                            QStringLiteral("report\u2066fdp.exe\u2069\u200F"), 3);
        CHECK(stem == QStringLiteral("Acme - reportfdp.exe"));
    }
    SECTION("a name with \"[\" is written without a warning")
    {
        const QString stem = reportFileStem(QStringLiteral("Acme [EU"), QStringLiteral("a[b]c"), 4);
        g_messages.clear();
        const QtMessageHandler previous = qInstallMessageHandler(keepMessage);
        const QString problem =
            files::writeAtomically(dir.filePath(stem + QStringLiteral(".pdf")), "%PDF-1.4\n");
        qInstallMessageHandler(previous);
        CHECK(problem.isEmpty());
        CHECK(g_messages.isEmpty()); // before: nine "invalid QRegularExpression" warnings
    }
}
