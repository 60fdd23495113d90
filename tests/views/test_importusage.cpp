// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// File → Import usage data… as a user drives it: sample files read in the background, the
// preview (heat map, billed against measured, proposed workloads), an edit, and the import as
// one undoable step; a bad file imports nothing; Stop reading stops with nothing read.
#include "core/scenariodocument.h"
#include "usagesamples.h"
#include "views/busyheatmap.h"
#include "views/importusagedialog.h"

#include <QCheckBox>
#include <QCryptographicHash>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

using gda::ui::ImportUsageDialog;

namespace {
bool readAndWait(ImportUsageDialog &dialog)
{
    QSignalSpy done(&dialog, &ImportUsageDialog::readFinished);
    dialog.read();
    return dialog.isReading() && done.wait(20000);
}

QString cell(const QTableWidget *t, int row, int column)
{
    return t->item(row, column) ? t->item(row, column)->text() : QString();
}
} // namespace

TEST_CASE("Import usage data: preview, edit, import as one undoable step", "[views][measure]")
{
    QTemporaryDir dir;
    const QStringList files = gda::test::writeUsageSamples(dir.path());
    REQUIRE(files.size() == 2);
    const gda::catalog::Catalog catalog = gda::test::sampleCatalog();
    gda::ui::ScenarioDocument document;
    const gda::Scenario before = document.scenario(); // version 1, in euros
    REQUIRE(before.currency == gda::Currency::EUR);
    ImportUsageDialog dialog(&document, catalog);
    dialog.show();
    dialog.setFiles(files);
    REQUIRE_FALSE(dialog.importButton()->isEnabled());
    REQUIRE(readAndWait(dialog));
    REQUIRE(dialog.measurement());
    REQUIRE(dialog.importButton()->isEnabled());
    REQUIRE(dialog.progressBar()->value() == dialog.progressBar()->maximum());
    // Lines: the log's header + 7 days × 144 ten-minute samples × 4 GPUs = 4,033; the CUR's 8.
    REQUIRE(dialog.statusText() == QLatin1String("Files read: 2; lines: 4,041."));

    // Heat map: 4 GPUs busy Monday to Friday 09:00–13:00 (the hours 9, 10, 11 and 12), none
    // otherwise. Day 0 = Monday.
    const gda::ui::BusyHeatMap *heat = dialog.heatMap();
    for (int day = 0; day < 7; ++day)
        for (int hour = 0; hour < 24; ++hour) {
            CAPTURE(day, hour);
            const bool busy = day < 5 && hour >= 9 && hour < 13;
            REQUIRE(heat->value(day, hour) == Approx(busy ? 4.0 : 0.0));
        }

    // Billed against measured, over the overlap of the periods only (issue 34): the CUR's GPU
    // lines (no end column: an hour each) run from Monday 00:00 to Tuesday 01:00, inside the
    // week of telemetry. H100 112 GPU-hours billed (14 instance-hours × 8) against Monday's
    // 4 GPUs × 4 h = 16 busy: 96 paid but idle, 96 / 112 = 85.7 %; the A100s 16 billed, none
    // measured.
    const QTableWidget *check = dialog.checkTable();
    REQUIRE(check->rowCount() == 3); // a100-40gb, h100-sxm, total
    REQUIRE(cell(check, 0, 0) == QLatin1String("a100-40gb"));
    REQUIRE(cell(check, 0, 1) == QLatin1String("16.0"));
    REQUIRE(cell(check, 0, 3) == QStringLiteral("—"));
    REQUIRE(cell(check, 1, 0) == QLatin1String("h100-sxm"));
    REQUIRE(cell(check, 1, 1) == QLatin1String("112.0"));
    REQUIRE(cell(check, 1, 2) == QLatin1String("16.0"));
    REQUIRE(cell(check, 1, 3) == QLatin1String("96.0"));
    REQUIRE(cell(check, 1, 4) == QLatin1String("85.7%"));
    REQUIRE(cell(check, 2, 1) == QLatin1String("128.0"));

    // The proposed workload: no steady base (every GPU idles at night), the peaks of 4 GPUs,
    // 4 h a day on 5 days from 09:00, inference: not shiftable, not interruptible, the pattern.
    QTableWidget *w = dialog.workloadsTable();
    REQUIRE(w->rowCount() == 1);
    REQUIRE(cell(w, 0, ImportUsageDialog::Name) == QLatin1String("NVIDIA H100 80GB HBM3 peaks"));
    REQUIRE(w->item(0, ImportUsageDialog::Gpus)->data(Qt::EditRole).toInt() == 4);
    REQUIRE(w->item(0, ImportUsageDialog::HoursPerDay)->data(Qt::EditRole).toDouble() ==
            Approx(4.0));
    REQUIRE(w->item(0, ImportUsageDialog::DaysPerWeek)->data(Qt::EditRole).toInt() == 5);
    REQUIRE(w->item(0, ImportUsageDialog::StartHour)->data(Qt::EditRole).toInt() == 9);
    REQUIRE(w->item(0, ImportUsageDialog::Shiftable)->checkState() == Qt::Unchecked);
    REQUIRE(w->item(0, ImportUsageDialog::Interruptible)->checkState() == Qt::Unchecked);
    REQUIRE(cell(w, 0, ImportUsageDialog::Utilization).isEmpty());

    // The user edits: 6 GPUs (room to grow), shiftable.
    w->item(0, ImportUsageDialog::Gpus)->setData(Qt::EditRole, 6);
    w->item(0, ImportUsageDialog::Shiftable)->setCheckState(Qt::Checked);

    SECTION("into the open scenario: upgraded to version 2, one undo step")
    {
        const bool keep = GENERATE(false, true);
        CAPTURE(keep);
        dialog.keepIdentifiersBox()->setChecked(keep);
        dialog.importButton()->click();
        REQUIRE(dialog.result() == QDialog::Accepted);
        const gda::Scenario &s = document.scenario();
        REQUIRE(s.inputs.modelVersion == 2);
        REQUIRE(s.inputs.workloads.size() == 2); // the version 1 workload, then the measured
        const gda::engine::WorkloadInput &m = s.inputs.workloads[1];
        REQUIRE(m.name == "NVIDIA H100 80GB HBM3 peaks");
        REQUIRE(m.gpus == 6);
        REQUIRE(m.hoursPerDay == Approx(4.0));
        REQUIRE(m.daysPerWeek == 5);
        REQUIRE(m.startHour == 9);
        REQUIRE(m.shiftable == true);
        REQUIRE(m.interruptible == false);
        REQUIRE_FALSE(m.utilization);
        REQUIRE(m.gpuModel == "h100-sxm");
        // The on-demand price from the bills' lines without a commitment (the CLI's rule,
        // docs/measured-usage.md): 220.16 $ for 4 h of p5.48xlarge × 8 GPUs = 6.88 $ per
        // GPU-hour, in euros at 1.25 $/€: 5.504.
        REQUIRE(s.inputs.cloud.onDemandPerGpuHour == Approx(6.88 / 1.25));
        REQUIRE(
            s.notes.contains(QLatin1String("gpu-node.nvidia-smi.csv.gz (nvidia-smi, SHA-256 ")));
        // Privacy: the UUIDs only when kept; otherwise the first 12 hex digits of their SHA-256.
        const QString uuid0 = QLatin1String(gda::test::kSampleUuid) + u'0';
        const QString hash0 = QString::fromLatin1(
            QCryptographicHash::hash(uuid0.toUtf8(), QCryptographicHash::Sha256).toHex().left(12));
        REQUIRE(s.notes.contains(uuid0) == keep);
        REQUIRE(s.notes.contains(hash0) == !keep);
        // One step back restores the scenario as it was.
        REQUIRE(document.undoStack()->count() == 1);
        document.undoStack()->undo();
        REQUIRE(document.scenario() == before);
    }
    SECTION("a new scenario: version 2, in US dollars, the measured workload only")
    {
        dialog.setTarget(ImportUsageDialog::Target::NewScenario);
        dialog.importButton()->click();
        REQUIRE(dialog.result() == QDialog::Accepted);
        REQUIRE(document.scenario() == before); // the main window opens it
        REQUIRE(document.undoStack()->count() == 0);
        REQUIRE(dialog.newScenario());
        const gda::Scenario &s = *dialog.newScenario();
        REQUIRE(s.name == QLatin1String("Measured usage"));
        REQUIRE(s.currency == gda::Currency::USD);
        REQUIRE(s.inputs.modelVersion == 2);
        REQUIRE(s.inputs.workloads.size() == 1);
        REQUIRE(s.inputs.workloads[0].gpus == 6);
        REQUIRE(s.inputs.cloud.onDemandPerGpuHour == Approx(6.88)); // 220.16 $ / 32 GPU-hours
    }
    SECTION("an edit out of range: named, nothing imported, the dialog stays open")
    {
        w->item(0, ImportUsageDialog::HoursPerDay)->setData(Qt::EditRole, 30.0);
        dialog.importButton()->click();
        REQUIRE(dialog.isVisible());
        REQUIRE(dialog.statusText().startsWith(QLatin1String("Nothing imported: ")));
        REQUIRE(dialog.statusText().contains(QLatin1String("hours_per_day")));
        REQUIRE(dialog.statusText().contains(QLatin1String("30")));
        REQUIRE(document.scenario() == before);
        REQUIRE(document.undoStack()->count() == 0);
    }
}

TEST_CASE("Import usage data: a bad file imports nothing and names file, line and column",
          "[views][measure]")
{
    QTemporaryDir dir;
    QStringList files = gda::test::writeUsageSamples(dir.path());
    files << gda::test::measuredFile("focus-bad-cost.csv");
    const gda::catalog::Catalog catalog = gda::test::sampleCatalog();
    gda::ui::ScenarioDocument document;
    const gda::Scenario before = document.scenario();
    ImportUsageDialog dialog(&document, catalog);
    dialog.show();
    dialog.setFiles(files);
    REQUIRE(readAndWait(dialog));
    REQUIRE_FALSE(dialog.measurement());
    REQUIRE(dialog.statusText() ==
            QLatin1String("Nothing imported: focus-bad-cost.csv:3: column \"EffectiveCost\": "
                          "value \"7,00\": not a number"));
    REQUIRE_FALSE(dialog.importButton()->isEnabled());
    REQUIRE(dialog.workloadsTable()->rowCount() == 0);
    REQUIRE(dialog.heatMap()->value(0, 9) == 0.0); // the good files' hours are not shown either
    dialog.accept();
    REQUIRE(dialog.isVisible());
    REQUIRE(document.scenario() == before);
    REQUIRE(document.undoStack()->count() == 0);
}

TEST_CASE("Import usage data: Stop reading stops with nothing read", "[views][measure]")
{
    // 40 MB of telemetry: hundreds of milliseconds at least, read in 1 MiB pieces; the stop is
    // asked before the worker can have passed its first piece.
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("big.nvidia-smi.csv"));
    {
        const QByteArray week = gda::test::sampleNvidiaSmiLog();
        const QByteArray body = week.mid(week.indexOf('\n') + 1);
        QByteArray text = week;
        while (text.size() < 40 * (1 << 20))
            text += body;
        REQUIRE(gda::test::writeFile(big, text));
    }
    const gda::catalog::Catalog catalog = gda::test::sampleCatalog();
    gda::ui::ScenarioDocument document;
    ImportUsageDialog dialog(&document, catalog);
    dialog.setFiles({big});
    QSignalSpy done(&dialog, &ImportUsageDialog::readFinished);
    dialog.read();
    REQUIRE(dialog.isReading());
    dialog.findChild<QPushButton *>(QStringLiteral("cancelReadingButton"))->click();
    REQUIRE(done.wait(20000));
    REQUIRE_FALSE(dialog.isReading());
    REQUIRE_FALSE(dialog.measurement());
    REQUIRE(dialog.statusText() == QLatin1String("Reading stopped; nothing was read."));
    REQUIRE_FALSE(dialog.importButton()->isEnabled());
    REQUIRE(document.undoStack()->count() == 0);
}
