// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Renders File → Import usage data… after reading the sample files (usagesamples.h), in English
// and Dutch: importusage_screenshots OUTPUT_DIR [--other-tabs] → import-usage-en.png,
// import-usage-nl.png (and with --other-tabs the spend and billed-versus-measured tabs).
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "testapplication.h"
#include "usagesamples.h"
#include "views/importusagedialog.h"

#include <QDir>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

int main(int argc, char *argv[])
{
    gda::test::TestApplication app(argc, argv, QStringLiteral("gpu-advisor-screenshots"));
    const QString out =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    QTemporaryDir dir;
    const QStringList files = gda::test::writeUsageSamples(dir.path());
    if (files.isEmpty())
        return 1;
    const gda::catalog::Catalog catalog = gda::test::sampleCatalog();
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        gda::ui::LanguageManager::instance().setLanguage(language);
        gda::ui::ScenarioDocument document;
        gda::ui::ImportUsageDialog dialog(&document, catalog);
        dialog.resize(1100, 860);
        dialog.show();
        dialog.setFiles(files);
        QSignalSpy done(&dialog, &gda::ui::ImportUsageDialog::readFinished);
        dialog.read();
        if (!done.wait(20000) || !dialog.measurement())
            return 1;
        QTest::qWait(200);
        dialog.grab().toImage().save(QStringLiteral("%1/import-usage-%2.png").arg(out, language));
        if (argc > 2 && QByteArray(argv[2]) == "--other-tabs") { // to look at, not for the docs
            for (int tab : {1, 2}) {
                dialog.previewTabs()->setCurrentIndex(tab);
                QTest::qWait(200);
                dialog.grab().toImage().save(
                    QStringLiteral("%1/import-usage-tab%2-%3.png").arg(out).arg(tab).arg(language));
            }
        }
    }
    return 0;
}
