// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the conflict dialog with a three-way merge and of the newer-revision banner,
// English and Dutch, into docs/screenshots (issue 39):
// build/tests/views/collab_screenshots docs/screenshots. Not a test.
#include "core/languagemanager.h"
#include "scenario/scenariofile.h"
#include "testapplication.h"
#include "views/conflictdialog.h"
#include "views/revisionbanner.h"

#include <QDir>
#include <QTest>

int main(int argc, char *argv[])
{
    gda::test::TestApplication app(argc, argv, QStringLiteral("gpu-advisor-screenshots"));
    const QString out =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    auto loaded = gda::scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples/seed-80xh100-on-demand.json"));
    if (!std::holds_alternative<gda::Scenario>(loaded))
        return 1;
    const gda::Scenario base = std::get<gda::Scenario>(loaded);
    gda::Scenario mine = base;
    mine.inputs.onprem.electricityPerKwh = 0.14;
    mine.inputs.discountRate = 0.07;
    gda::Scenario theirs = base;
    theirs.inputs.horizonYears = 7;
    theirs.inputs.discountRate = 0.06;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        gda::ui::LanguageManager::instance().setLanguage(language);
        gda::ui::ConflictSides sides{mine, 3, theirs, 4, {}, base};
        sides.theirRecord.author = QStringLiteral("anna");
        sides.theirRecord.note = language == QLatin1String("nl")
                                     ? QStringLiteral("horizon naar zeven jaar")
                                     : QStringLiteral("seven-year horizon");
        sides.theirRecord.savedAt = QDateTime(QDate(2026, 12, 6), QTime(14, 2));
        gda::ui::ConflictDialog dialog(sides);
        dialog.show();
        QTest::qWait(50);
        dialog.grab().save(out + QStringLiteral("/conflict-merge-%1.png").arg(language));
        gda::ui::RevisionBanner banner(nullptr);
        banner.resize(900, banner.sizeHint().height());
        banner.showNewer(language == QLatin1String("nl")
                             ? QStringLiteral("anna heeft versie 4 om 14:02 opgeslagen: "
                                              "“horizon naar zeven jaar”")
                             : QStringLiteral("anna saved version 4 at 14:02: “seven-year "
                                              "horizon”"),
                         true);
        QTest::qWait(50);
        banner.grab().save(out + QStringLiteral("/revision-banner-%1.png").arg(language));
    }
    return 0;
}
