// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Edit → Update the price catalog… (CatalogUpdateDialog), offscreen, against a local HTTP server
// in the test (localpriceserver.h): the diff before anything is stored, Apply, offline, cancel.
#include "catalog/catalogdb.h"
#include "catalog/catalogfile.h"
#include "core/languagemanager.h"
#include "localpriceserver.h"
#include "testsupport.h"
#include "views/catalogupdatedialog.h"

#include <catch2/catch.hpp>

#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace gda;
using namespace gda::catalog;
using gda::catalog::testing::LocalPriceServer;

namespace {

Catalog defaultCatalog()
{
    LoadResult loaded = loadDefaultCatalog();
    REQUIRE(std::holds_alternative<Catalog>(loaded));
    return std::get<Catalog>(loaded);
}

QByteArray publicDocument(const char *name)
{
    return test::readFile(test::dataPath(QStringLiteral("catalog/public/") + QLatin1String(name)));
}

bool waitForFetch(ui::CatalogUpdateDialog &dialog)
{
    QSignalSpy finished(&dialog, &ui::CatalogUpdateDialog::fetchFinished);
    return finished.count() > 0 || finished.wait(60000);
}

} // namespace

TEST_CASE("catalog: the update dialog shows the diff and stores it only on Apply",
          "[catalog][update][gui]")
{
    LocalPriceServer server;
    server.set(QStringLiteral("/aws.json"), publicDocument("aws-ec2-offer-excerpt.json"));
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalog.sqlite"));
    const Catalog current = defaultCatalog();
    ui::CatalogUpdateDialog dialog(current, db);
    dialog.setSources({{PriceFormat::AwsPriceList, server.url(QStringLiteral("/aws.json"))}});
    CHECK(!dialog.applyButton()->isEnabled());
    dialog.fetch();
    REQUIRE(waitForFetch(dialog));
    INFO(dialog.statusText().toStdString());
    // The built-in offers the offer file prices differently (test_catalogupdate.cpp): p5 in
    // us-east-1 reserved 1 year 4.128 → 4.6125, among others; nothing stored yet.
    QTableWidget *table = dialog.diffTable();
    REQUIRE(table->rowCount() > 0);
    bool found = false;
    for (int r = 0; r < table->rowCount(); ++r)
        found = found || (table->item(r, ui::CatalogUpdateDialog::Offer)
                              ->toolTip()
                              .startsWith(QLatin1String("aws-p5-48xlarge-us-east-1")) &&
                          table->item(r, ui::CatalogUpdateDialog::After)->text() ==
                              QLatin1String("$4.6125"));
    CHECK(found);
    CHECK(!QFileInfo::exists(db));
    REQUIRE(dialog.applyButton()->isEnabled());
    dialog.applyButton()->click();
    CHECK(dialog.applied());
    const LoadResult stored = readCatalogDatabase(db);
    REQUIRE(std::holds_alternative<Catalog>(stored));
    CHECK(std::get<Catalog>(stored).cloudOffers.size() == 3);
}

TEST_CASE("catalog: the update dialog says which offers an older document leaves as they are",
          "[catalog][update][gui]")
{
    // The real offer-file excerpt of 2024-05-28 against the built-in p4d offer checked on
    // 2026-11-09 (test_catalogupdate.cpp): nothing to apply, and the dialog says why.
    REQUIRE(ui::LanguageManager::instance().setLanguage(QStringLiteral("en"))); // plural forms
    LocalPriceServer server;
    server.set(QStringLiteral("/aws.json"),
               publicDocument("aws-ec2-offer-opencost-us-east-1.json"));
    QTemporaryDir dir;
    const Catalog current = defaultCatalog();
    ui::CatalogUpdateDialog dialog(current, dir.filePath(QStringLiteral("catalog.sqlite")));
    dialog.setSources({{PriceFormat::AwsPriceList, server.url(QStringLiteral("/aws.json"))}});
    dialog.fetch();
    REQUIRE(waitForFetch(dialog));
    INFO(dialog.statusText().toStdString());
    CHECK(dialog.diffTable()->rowCount() == 0);
    CHECK(dialog.statusText().contains(QLatin1String(
        "1 offer not replaced: the price catalog's price is dated after the document.")));
    CHECK(dialog.statusText().contains(QLatin1String("Nothing to apply.")));
}

TEST_CASE("catalog: the update dialog says when it is offline and when it was cancelled",
          "[catalog][update][gui]")
{
    quint16 closedPort = 0;
    {
        LocalPriceServer gone;
        closedPort = gone.port();
    }
    QTemporaryDir dir;
    const Catalog current = defaultCatalog();
    ui::CatalogUpdateDialog dialog(current, dir.filePath(QStringLiteral("catalog.sqlite")));
    dialog.setSources(
        {{PriceFormat::AzureRetail, QStringLiteral("http://127.0.0.1:%1/x").arg(closedPort)}});
    dialog.fetch();
    REQUIRE(waitForFetch(dialog));
    CHECK(dialog.statusText().contains(QLatin1String("offline")));
    CHECK(dialog.statusText().contains(QLatin1String("catalog import --format")));
    CHECK(!dialog.applyButton()->isEnabled());

    LocalPriceServer server;
    QByteArray big = publicDocument("aws-ec2-offer-excerpt.json");
    big.append(QByteArray(64 << 20, ' '));
    server.set(QStringLiteral("/big.json"), big);
    dialog.setSources({{PriceFormat::AwsPriceList, server.url(QStringLiteral("/big.json"))}});
    dialog.fetch();
    CHECK(dialog.isFetching());
    dialog.cancel();
    REQUIRE(waitForFetch(dialog));
    CHECK(dialog.statusText().contains(QLatin1String("Cancelled")));
    CHECK(!dialog.applyButton()->isEnabled());
}
