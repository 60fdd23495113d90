// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The report dialog with a comparison appended (issue 20), in English and Dutch:
//   report_screenshots OUTPUT_DIR
// Files: report-dialog-comparison-<lang>.png (the dialog after "Append comparison with…" chose
// two scenarios) and report-compare-picker-<lang>.png (the picker with the library's scenarios
// and a 200-character name). The branded cover and the comparison export come from
// gpu-advisor-cli (docs/export.md, "Screenshots").
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "export/reportdialog.h"
#include "scenario/scenariofile.h"
#include "testapplication.h"

#include <QDir>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gda;
using namespace gda::ui::exporting;

namespace {

Scenario example(const char *name)
{
    return std::get<Scenario>(scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples/%1.json").arg(QLatin1String(name))));
}

CompareCandidate candidate(const QString &label, const Scenario &scenario)
{
    return {label, [scenario](QString *) { return std::optional<Scenario>(scenario); }};
}

} // namespace

int main(int argc, char *argv[])
{
    gda::test::TestApplication app(argc, argv, QStringLiteral("gpu-advisor-screenshots"));
    const QString out =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    QTemporaryDir dir;
    ui::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    settings.setValue(ui::Settings::Key::LastFolder, QStringLiteral("/home/anna/Documents"));
    settings.setValue(ui::Settings::Key::AuthorName, QStringLiteral("Anna Smit"));
    ui::ScenarioDocument document;
    Scenario bank = example("seed-80xh100-on-demand");
    bank.client = QStringLiteral("Bank");
    bank.name = QStringLiteral("32 GPUs at 90%");
    document.reset(bank);
    Scenario startup = example("low-utilization-stays-cloud");
    startup.client = QStringLiteral("Start-up");
    startup.name = QStringLiteral("8 GPUs at 25%");
    Scenario lab = example("seed-100-gpu-cluster");
    lab.client = QStringLiteral("Research lab");
    lab.name = QStringLiteral("256 GPUs and 2 PB in the cloud, training runs of several weeks on "
                              "shared nodes with a reserved share and burst capacity from two "
                              "providers, measured over the autumn term of the research programme");
    const QList<CompareCandidate> library{
        candidate(QStringLiteral("Start-up — 8 GPUs at 25%"), startup),
        candidate(QStringLiteral("Research lab — ") + lab.name, lab)};

    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        ui::LanguageManager::instance().setLanguage(language);
        QCoreApplication::processEvents();

        ComparePickerDialog picker(library);
        picker.list()->item(0)->setCheckState(Qt::Checked);
        picker.list()->item(1)->setCheckState(Qt::Checked);
        picker.show();
        QTest::qWait(150);
        picker.grab().save(out + QStringLiteral("/report-compare-picker-%1.png").arg(language));

        ReportDialog dialog(document, &settings);
        dialog.setCompareCandidates(library);
        dialog.setComparedWith({startup, lab}, {startup.name, lab.name});
        dialog.setLanguage(language);
        dialog.resize(640, dialog.sizeHint().height());
        dialog.show();
        QTest::qWait(150);
        dialog.grab().save(out + QStringLiteral("/report-dialog-comparison-%1.png").arg(language));
    }
    return 0;
}
