// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of Edit → Update the price catalog… with its diff, English and Dutch:
//   catalogupdate_screenshots OUTPUT_DIR   → catalog-update-en.png, catalog-update-nl.png
// The documents come from a local server (the excerpts of tests/data/catalog/public/): a user
// catalog that already holds the offer file's offers, then a newer offer file (p5 on demand
// +5 %, a region moved), so the diff has an added, a removed and moved offers. After the fetch
// the dialog is shown with the published addresses, as a user sees it.
#include "catalog/catalogfile.h"
#include "catalog/catalogupdate.h"
#include "core/languagemanager.h"
#include "localpriceserver.h"
#include "testapplication.h"
#include "views/catalogupdatedialog.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

int main(int argc, char *argv[])
{
    using namespace gda::catalog;
    gda::test::TestApplication app(argc, argv, QStringLiteral("gpu-advisor-screenshots"));
    const QString out =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    QFile file(QStringLiteral(GDA_TEST_DATA_DIR "/catalog/public/aws-ec2-offer-excerpt.json"));
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    const QByteArray aws = file.readAll();
    testing::LocalPriceServer server;
    server.set(QStringLiteral("/aws.json"), aws);
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalog.sqlite"));
    const std::vector<UpdateSource> local{
        {PriceFormat::AwsPriceList, server.url(QStringLiteral("/aws.json"))}};
    LoadResult base = loadDefaultCatalog();
    if (!std::holds_alternative<Catalog>(base))
        return 1;
    const UpdateResult first = fetchUpdate(local, std::get<Catalog>(base), 1.0, {});
    if (first.status != UpdateResult::Status::Ready ||
        !applyUpdate(db, first, QDate::currentDate()).isEmpty())
        return 1;
    QByteArray newer = aws;
    newer.replace("\"USD\" : \"55.0400000000\"", "\"USD\" : \"57.7920000000\"");
    newer.replace("\"regionCode\" : \"eu-north-1\"", "\"regionCode\" : \"us-west-2\"");
    server.set(QStringLiteral("/aws.json"), newer);
    LoadResult layered = loadLayeredCatalog(db);
    if (!std::holds_alternative<Catalog>(layered))
        return 1;
    const Catalog current = std::get<Catalog>(layered);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        gda::ui::LanguageManager::instance().setLanguage(language);
        gda::ui::CatalogUpdateDialog dialog(current, db);
        dialog.setSources(local);
        dialog.show();
        QSignalSpy finished(&dialog, &gda::ui::CatalogUpdateDialog::fetchFinished);
        dialog.fetch();
        if (!finished.wait(60000))
            return 1;
        dialog.setSources(defaultUpdateSources());
        QTest::qWait(200);
        const QString path =
            QDir(out).filePath(QStringLiteral("catalog-update-%1.png").arg(language));
        if (!dialog.grab().save(path))
            return 1;
        std::printf("%s\n", qPrintable(path));
    }
    return 0;
}
