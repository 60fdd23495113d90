// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The export dialogs: defaults, file names, and never replacing a file without asking.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "core/scenariodocument.h"
#include "core/settings.h"
#include "export/exportchartdialog.h"
#include "export/exportfiles.h"
#include "export/reportdialog.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>

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
