// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A team library's password in the system keyring (QtKeychain), on the throw-away server of
// pgtestserver.h. Two CTest entries run this program:
//   store_keyring_live      [keyring-live]: in a D-Bus session of its own with an unlocked GNOME
//                           Keyring (with-keyring.sh): store, read and remove; the app's login
//                           order keyring → ~/.pgpass → dialog; Preferences.
//   store_keyring_fallback  [keyring-fallback]: with no D-Bus session bus at all (as a CI job or a
//                           server): every call answers "unavailable" quickly and the login falls
//                           back to ~/.pgpass and the dialog, saying why.
// Both check that the password never reaches the settings file, the log or a process listing.
#include "core/settings.h"
#include "keyring/offlinecopykey.h"
#include "keyring/passwordkeyring.h"
#include "keyring/teamlibrarylogin.h"
#include "pgtestserver.h"
#include "store/pglocation.h"
#include "storetestsupport.h"
#include "views/passworddialog.h"
#include "views/preferencesdialog.h"

#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QComboBox>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QGroupBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gda;
using keyring::PasswordKeyring;
using keyring::PasswordReply;
using keyring::TeamLogin;
using test::PgTestServer;
using test::processesShowing;
using test::requireOk;
using Status = PasswordKeyring::Status;

namespace {

// Every message Qt's logging prints while an instance lives (qWarning, qInfo, …).
class LogCapture
{
public:
    LogCapture() { s_lines.clear(), m_previous = qInstallMessageHandler(&LogCapture::handle); }
    ~LogCapture() { qInstallMessageHandler(m_previous); }
    QString all() const { return s_lines.join(u'\n'); }

private:
    static void handle(QtMsgType, const QMessageLogContext &, const QString &message)
    {
        s_lines << message;
    }
    static inline QStringList s_lines;
    QtMessageHandler m_previous = nullptr;
};

// A team library whose user must give its password (scram-sha-256): location and password.
struct PasswordLibrary
{
    QString location;
    QString password;
};

PasswordLibrary passwordLibrary(const QString &suffix)
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    {
        store::PostgresLibrary owner;
        requireOk(owner.open(server.uri(database))); // the owner creates the tables
    }
    const QString user = database + suffix;
    // Quotes and a non-ASCII letter: the password goes through the keyring byte for byte.
    const QString password = QStringLiteral("k3y-ring'pass\"wörd-") + suffix;
    QString quoted = password;
    quoted.replace(u'\'', QStringLiteral("''"));
    server.exec(database, QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(user, quoted));
    server.exec(database,
                QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1").arg(user));
    server.requirePassword(user);
    return {server.uri(database, user), password};
}

// $PGPASSFILE points at a file of this test (empty: none) while an instance lives, so the
// user's ~/.pgpass never takes part.
class PassFile
{
public:
    PassFile() : m_previous(qgetenv("PGPASSFILE"))
    {
        REQUIRE(m_dir.isValid());
        qputenv("PGPASSFILE", path().toLocal8Bit());
    }
    ~PassFile()
    {
        if (m_previous.isEmpty())
            qunsetenv("PGPASSFILE");
        else
            qputenv("PGPASSFILE", m_previous);
    }
    QString path() const { return m_dir.filePath(QStringLiteral("pgpass")); }
    void hold(const QString &password)
    {
        QFile file(path());
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("*:*:*:*:%1\n")
                       .arg(QString(password).replace(u':', QStringLiteral("\\:")))
                       .toUtf8());
        file.close();
        REQUIRE(file.setPermissions(QFile::ReadOwner | QFile::WriteOwner));
    }

private:
    QTemporaryDir m_dir;
    QByteArray m_previous;
};

// A login whose "dialog" answers from a list and counts how often it was asked.
struct ScriptedLogin
{
    TeamLogin login;
    QList<std::optional<PasswordReply>> replies;
    QStringList asked; // the `why` of each question
    QStringList libraries;

    explicit ScriptedLogin(const PasswordKeyring *keyring, bool useKeyring)
    {
        login.keyring = keyring;
        login.useKeyring = useKeyring;
        login.ask = [this](const QString &library, const QString &why) {
            libraries << library;
            asked << why;
            return replies.isEmpty() ? std::nullopt : replies.takeFirst();
        };
    }
};

QString settingsText(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

// A unique name for this run's keyring entries, so that runs never see each other's.
QString serviceForThisRun()
{
    return QStringLiteral("gda-test-%1").arg(QCoreApplication::applicationPid());
}

} // namespace

TEST_CASE("keyring: a password is stored, read back verbatim and removed",
          "[keyring-live][keyring]")
{
    const PasswordKeyring keyring(PasswordKeyring::kDefaultTimeoutMs, serviceForThisRun());
    const QString library = QStringLiteral("postgresql://ann@db.example.org/advisor");
    const QString password = QStringLiteral("p'a\"s s;--🔑 wörd");

    CHECK(keyring.read(library).status == Status::NotFound);
    const auto written = keyring.write(library, password);
    INFO(written.message.toStdString());
    REQUIRE(written.status == Status::Done);
    const auto read = keyring.read(library);
    REQUIRE(read.status == Status::Done);
    CHECK(read.password == password);
    // Another library (another user) has its own entry.
    CHECK(keyring.read(QStringLiteral("postgresql://rita@db.example.org/advisor")).status ==
          Status::NotFound);
    // The keyring file on disk does not hold the password in the clear.
    QDirIterator files(qEnvironmentVariable("XDG_DATA_HOME") + QStringLiteral("/keyrings"),
                       QDir::Files);
    int keyringFiles = 0;
    while (files.hasNext()) {
        QFile file(files.next());
        REQUIRE(file.open(QIODevice::ReadOnly));
        ++keyringFiles;
        CHECK_FALSE(file.readAll().contains(password.toUtf8()));
    }
    CHECK(keyringFiles >= 1);
    CHECK(processesShowing(password).isEmpty());

    CHECK(keyring.remove(library).status == Status::Done);
    CHECK(keyring.read(library).status == Status::NotFound);
    // Removing it again is no error (the Secret Service does not say whether it was there).
    CHECK(keyring.remove(library).status != Status::Unavailable);
}

TEST_CASE("keyring: the app's login takes the keyring's password, else ~/.pgpass, else asks "
          "and remembers",
          "[keyring-live][keyring][postgres]")
{
    const PasswordKeyring keyring(PasswordKeyring::kDefaultTimeoutMs, serviceForThisRun());
    const PasswordLibrary team = passwordLibrary(QStringLiteral("_live"));
    PassFile passFile; // empty: no ~/.pgpass
    LogCapture log;

    // Nothing kept anywhere: the dialog asks once; the typed password opens the library and,
    // with "remember" ticked, goes into the keyring.
    {
        ScriptedLogin scripted(&keyring, true);
        scripted.replies << PasswordReply{QStringLiteral("wrong"), true}
                         << PasswordReply{team.password, true};
        store::PostgresLibrary library;
        const auto outcome = keyring::openTeamLibrary(library, team.location, scripted.login);
        requireOk(outcome.opened);
        CHECK(scripted.asked.size() == 2); // the wrong one is refused and asked again
        CHECK(scripted.asked[1].contains(QLatin1String("refused")));
        CHECK_FALSE(scripted.libraries[0].contains(team.password));
        CHECK(outcome.remembered);
        CHECK_FALSE(outcome.fromKeyring);
        CHECK(keyring.read(library.location()).password == team.password);
    }
    // Next start: from the keyring, nobody asked.
    {
        ScriptedLogin scripted(&keyring, true);
        store::PostgresLibrary library;
        const auto outcome = keyring::openTeamLibrary(library, team.location, scripted.login);
        requireOk(outcome.opened);
        CHECK(outcome.fromKeyring);
        CHECK(scripted.asked.isEmpty());
        requireOk(library.list());
    }
    // A stale password in the keyring (changed on the server): said so, then ~/.pgpass.
    const QString account = store::parsePgLocation(team.location)->display();
    REQUIRE(keyring.write(account, QStringLiteral("stale")).status == Status::Done);
    passFile.hold(team.password);
    {
        ScriptedLogin scripted(&keyring, true);
        store::PostgresLibrary library;
        const auto outcome = keyring::openTeamLibrary(library, team.location, scripted.login);
        requireOk(outcome.opened);
        CHECK_FALSE(outcome.fromKeyring);
        CHECK(scripted.asked.isEmpty());
        REQUIRE(outcome.notes.size() == 1);
        CHECK(outcome.notes[0].contains(QLatin1String("system keyring")));
        CHECK_FALSE(outcome.notes[0].contains(QLatin1String("stale")));
    }
    // Remembering off: the keyring is not read even though it holds a password.
    REQUIRE(keyring.write(account, team.password).status == Status::Done);
    QFile::remove(passFile.path());
    {
        ScriptedLogin scripted(&keyring, false);
        store::PostgresLibrary library;
        const auto outcome = keyring::openTeamLibrary(library, team.location, scripted.login);
        CHECK_FALSE(outcome.opened.ok()); // the dialog was cancelled
        CHECK(scripted.asked.size() == 1);
        CHECK(library.passwordNeeded());
    }
    CHECK_FALSE(log.all().contains(team.password));
    CHECK(processesShowing(team.password).isEmpty());
    keyring.remove(account);
}

TEST_CASE("keyring: Preferences stores the choice, never the password, and forgets the kept "
          "password when remembering is turned off",
          "[keyring-live][keyring]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString ini = dir.filePath(QStringLiteral("settings.ini"));
    ui::Settings settings(ini);
    const QString location =
        QStringLiteral("postgresql://ann@db.example.org:5432/advisor?sslmode=verify-full");
    const QString password = QStringLiteral("Preferences-pw-1");
    const PasswordKeyring keyring; // the app's own service name, as Preferences uses it
    REQUIRE(keyring.write(location, password).status == Status::Done);
    {
        ui::PreferencesDialog dialog(&settings);
        dialog.teamLibraryBox()->setChecked(true);
        dialog.teamHostField()->setText(QStringLiteral("db.example.org"));
        dialog.teamPortBox()->setValue(5432);
        dialog.teamDatabaseField()->setText(QStringLiteral("advisor"));
        dialog.teamUserField()->setText(QStringLiteral("ann"));
        dialog.rememberPasswordBox()->setChecked(true);
        dialog.apply();
    }
    settings.sync();
    CHECK(settings.databasePath() == location);
    CHECK(settings.value(ui::Settings::Key::RememberTeamPassword).toBool());
    CHECK(keyring.read(location).password == password); // still kept
    CHECK_FALSE(settingsText(ini).contains(password));
    {
        ui::PreferencesDialog dialog(&settings);
        CHECK(dialog.rememberPasswordBox()->isChecked());
        dialog.rememberPasswordBox()->setChecked(false);
        dialog.apply();
    }
    CHECK_FALSE(settings.value(ui::Settings::Key::RememberTeamPassword).toBool());
    CHECK(keyring.read(location).status == Status::NotFound);
    CHECK_FALSE(settingsText(ini).contains(password));
}

TEST_CASE("keyring: a keyring that answers too late is reported as unavailable, not waited for",
          "[keyring-live][keyring]")
{
    // With a 1 ms limit the call returns at once: usually before the daemon answers (then
    // Unavailable, "did not answer"), on an idle machine sometimes with its answer (NotFound).
    // Either way it is never waited for longer.
    const PasswordKeyring impatient(1, serviceForThisRun());
    QElapsedTimer timer;
    timer.start();
    const auto answer = impatient.read(QStringLiteral("postgresql://ann@db.example.org/advisor"));
    CHECK(timer.elapsed() < 1000);
    INFO(answer.message.toStdString());
    CHECK(answer.status != Status::Done);
    if (answer.status == Status::Unavailable)
        CHECK(answer.message.contains(QLatin1String("did not answer")));
    // The late answer arrives to nobody; nothing crashes.
    QTest::qWait(500);
}

TEST_CASE("keyring: without a keyring service every call is unavailable at once, with a reason",
          "[keyring-fallback][keyring]")
{
    REQUIRE(
        qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS").contains(QLatin1String("nonexistent")));
    const PasswordKeyring keyring(PasswordKeyring::kDefaultTimeoutMs, serviceForThisRun());
    const QString library = QStringLiteral("postgresql://ann@db.example.org/advisor");
    for (const auto &call :
         {std::function([&] { return keyring.read(library); }),
          std::function([&] { return keyring.write(library, QStringLiteral("x")); }),
          std::function([&] { return keyring.remove(library); })}) {
        QElapsedTimer timer;
        timer.start();
        const auto answer = call();
        // Well within the timeout: nothing is waited for when there is no bus to talk to.
        CHECK(timer.elapsed() < PasswordKeyring::kDefaultTimeoutMs);
        CHECK(answer.status == Status::Unavailable);
        CHECK(answer.message.contains(library));
        CHECK(answer.password.isEmpty());
    }
}

TEST_CASE("keyring: without a keyring service the login falls back to ~/.pgpass, then the dialog",
          "[keyring-fallback][keyring][postgres]")
{
    const PasswordKeyring keyring(PasswordKeyring::kDefaultTimeoutMs, serviceForThisRun());
    const PasswordLibrary team = passwordLibrary(QStringLiteral("_fallback"));
    PassFile passFile;
    LogCapture log;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString ini = dir.filePath(QStringLiteral("settings.ini"));
    ui::Settings settings(ini);
    settings.setValue(ui::Settings::Key::DatabasePath, team.location);
    settings.setValue(ui::Settings::Key::RememberTeamPassword, true);

    // ~/.pgpass holds it: opened, with a note that the keyring could not be used.
    passFile.hold(team.password);
    {
        ScriptedLogin scripted(&keyring, true);
        store::PostgresLibrary library;
        const auto outcome = keyring::openTeamLibrary(library, team.location, scripted.login);
        requireOk(outcome.opened);
        CHECK(scripted.asked.isEmpty());
        REQUIRE(outcome.notes.size() == 1);
        CHECK(outcome.notes[0].contains(QLatin1String("keyring could not be used")));
        CHECK(outcome.notes[0].contains(QLatin1String("~/.pgpass")));
    }
    // Nothing in ~/.pgpass: the dialog asks and says why; "remember" cannot be honoured and the
    // note says so; the library opens all the same.
    QFile::remove(passFile.path());
    {
        ScriptedLogin scripted(&keyring, true);
        scripted.replies << PasswordReply{team.password, true};
        store::PostgresLibrary library;
        const auto outcome = keyring::openTeamLibrary(library, team.location, scripted.login);
        requireOk(outcome.opened);
        REQUIRE(scripted.asked.size() == 1);
        CHECK(scripted.asked[0].contains(QLatin1String("keyring could not be used")));
        CHECK_FALSE(outcome.remembered);
        REQUIRE(outcome.notes.size() == 2);
        CHECK(outcome.notes[1].contains(QLatin1String("not remembered")));
        for (const QString &note : outcome.notes)
            CHECK_FALSE(note.contains(team.password));
    }
    // The real dialog: the password field shows no characters; the answer is what was typed.
    {
        ui::PasswordDialog dialog(QStringLiteral("postgresql://ann@db/advisor"),
                                  QStringLiteral("why"), true);
        CHECK(dialog.passwordField()->echoMode() == QLineEdit::Password);
        CHECK(dialog.rememberBox()->isChecked());
        dialog.passwordField()->insert(team.password); // as typed
        CHECK(dialog.password() == team.password);
        CHECK(dialog.passwordField()->displayText() != team.password);
    }
    settings.sync();
    CHECK_FALSE(settingsText(ini).contains(team.password));
    CHECK_FALSE(log.all().contains(team.password));
    CHECK(processesShowing(team.password).isEmpty());
}

// Issue 39: the key of an encrypted offline copy lives in the keyring, made the first time and
// the same afterwards; without a keyring the copy's key is refused with a reason, never made up.
TEST_CASE("keyring: the offline copy's key is made once, kept and read back the same",
          "[keyring-live][keyring]")
{
    const PasswordKeyring keyring(PasswordKeyring::kDefaultTimeoutMs, serviceForThisRun());
    const QString library = QStringLiteral("postgresql://ann@db.example.org/advisor");
    keyring.remove(keyring::offlineCopyKeyName(library));
    const auto first = keyring::offlineCopyKey(keyring, library);
    test::requireOk(first);
    CHECK(first->size() == 32);
    const auto second = keyring::offlineCopyKey(keyring, library);
    test::requireOk(second);
    CHECK(*second == *first);
    const auto other = keyring::offlineCopyKey(keyring, library + QStringLiteral("-other"));
    test::requireOk(other);
    CHECK(*other != *first);
    keyring.remove(keyring::offlineCopyKeyName(library));
    keyring.remove(keyring::offlineCopyKeyName(library + QStringLiteral("-other")));
}

TEST_CASE("keyring: without a keyring service the offline copy's key is refused with a reason",
          "[keyring-fallback][keyring]")
{
    const PasswordKeyring keyring(PasswordKeyring::kDefaultTimeoutMs, serviceForThisRun());
    const auto key =
        keyring::offlineCopyKey(keyring, QStringLiteral("postgresql://ann@db.example.org/x"));
    REQUIRE_FALSE(key);
    CHECK(key.error().kind == store::StoreError::Kind::Io);
    CHECK(key.error().message.startsWith(QStringLiteral("the system keyring cannot be reached")));
}
