// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The user interface in Dutch (and English, to compare) as PNG files, and a list of the visible
// texts that did not come through a translation: hard-coded English, or a translation looked
// up under another context than lupdate filed it under. Not a test: a tool to look with.
//
//   i18n_screenshots OUTPUT_FOLDER
//
// Writes OUTPUT_FOLDER/<what>-<language>.png and OUTPUT_FOLDER/leftovers.txt.
#include "i18ntestsupport.h"
#include "testapplication.h"

#include "charts/chartpanel.h"
#include "core/languagemanager.h"
#include "views/comparedialog.h"
#include "views/dashboard.h"
#include "views/librarypanel.h"
#include "views/mainwindow.h"
#include "views/preferencesdialog.h"
#include "wizard/decisionwizard.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTabWidget>
#include <QTextDocument>
#include <QTextStream>
#include <QTranslator>
#include <QTreeView>
#include <QWizardPage>

#include <cstdio>

using namespace gda;
using namespace gda::ui;

namespace {

constexpr QChar kOpen = u'«';
constexpr QChar kClose = u'»';

// Answers every lookup the Dutch translations can answer, marked «…»; what it cannot answer
// stays unmarked (and English): those are the leftovers.
class MarkingTranslator : public QTranslator
{
public:
    MarkingTranslator()
    {
        if (!m_app.load(QStringLiteral(":/i18n/gpu-advisor_nl")))
            std::fprintf(stderr, "the Dutch translation is not embedded\n");
        if (!m_qt.load(QStringLiteral("qtbase_nl"),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            std::fprintf(stderr, "qtbase_nl is not installed\n");
    }
    QString translate(const char *context, const char *source, const char *disambiguation,
                      int n) const override
    {
        QString text = m_app.translate(context, source, disambiguation, n);
        if (text.isEmpty())
            text = m_qt.translate(context, source, disambiguation, n);
        if (text.isEmpty()) {
            m_missed.insert(QStringLiteral("%1: \"%2\"")
                                .arg(QLatin1String(context), QString::fromUtf8(source)));
            return {};
        }
        return kOpen + text + kClose;
    }
    bool isEmpty() const override { return false; }
    QSet<QString> missed() const { return m_missed; }

private:
    QTranslator m_app;
    QTranslator m_qt;
    mutable QSet<QString> m_missed;
};

void settle(MainWindow &window)
{
    QElapsedTimer timer;
    timer.start();
    do {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        bool pending = false;
        for (auto *panel : window.findChildren<charts::ChartPanel *>())
            pending = pending || (panel->isVisible() && panel->isPending());
        if (!pending)
            break;
    } while (timer.elapsed() < 20000);
    QCoreApplication::processEvents();
}

bool save(QWidget &widget, const QString &path)
{
    const bool ok = widget.grab().save(path);
    std::printf("%s %s\n", ok ? "wrote" : "FAILED", qPrintable(path));
    return ok;
}

QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

// The part of a text that came through no translator: everything outside «…».
QString unmarked(const QString &text)
{
    QString rest;
    int depth = 0;
    for (QChar c : text) {
        if (c == kOpen)
            ++depth;
        else if (c == kClose)
            depth = std::max(0, depth - 1);
        else if (depth == 0)
            rest += c;
    }
    return rest;
}

struct Leftovers
{
    QStringList ignore; // data, not user-interface text: scenario names, clients, providers, …
    QMap<QString, QSet<QString>> found; // text → where

    void check(const QString &where, const QString &raw)
    {
        const QString text = plain(raw);
        QString rest = unmarked(text);
        for (const QString &data : ignore)
            if (!data.isEmpty())
                rest.replace(data, QString());
        // Words of three or more letters left over read as untranslated.
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        if (rest.contains(word))
            found[text.simplified()].insert(where);
    }

    void checkWidgetTree(const QString &root, QWidget *top)
    {
        QList<QWidget *> widgets = top->findChildren<QWidget *>();
        widgets.prepend(top);
        for (QWidget *w : widgets) {
            const QString where = root + u'/' + QString::fromLatin1(w->metaObject()->className()) +
                                  (w->objectName().isEmpty() ? QString() : u'#' + w->objectName());
            if (w->isWindow())
                check(where + QStringLiteral(" (window title)"), w->windowTitle());
            check(where + QStringLiteral(" (tooltip)"), w->toolTip());
            if (auto *l = qobject_cast<QLabel *>(w))
                check(where, l->text());
            if (auto *b = qobject_cast<QAbstractButton *>(w))
                check(where, b->text());
            if (auto *g = qobject_cast<QGroupBox *>(w))
                check(where, g->title());
            if (auto *e = qobject_cast<QLineEdit *>(w))
                check(where + QStringLiteral(" (placeholder)"), e->placeholderText());
            if (auto *c = qobject_cast<QComboBox *>(w))
                for (int i = 0; i < c->count(); ++i)
                    check(where + QStringLiteral(" (item)"), c->itemText(i));
            if (auto *t = qobject_cast<QTabWidget *>(w))
                for (int i = 0; i < t->count(); ++i)
                    check(where + QStringLiteral(" (tab)"), t->tabText(i));
            if (auto *p = qobject_cast<QWizardPage *>(w)) {
                check(where + QStringLiteral(" (title)"), p->title());
                check(where + QStringLiteral(" (subtitle)"), p->subTitle());
            }
            if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model()) {
                const QAbstractItemModel *m = v->model();
                for (int c = 0; c < m->columnCount(); ++c)
                    check(where + QStringLiteral(" (header)"),
                          m->headerData(c, Qt::Horizontal).toString());
                for (int r = 0; r < std::min(m->rowCount(), 30); ++r)
                    for (int c = 0; c < m->columnCount(); ++c) {
                        check(where + QStringLiteral(" (cell)"), m->index(r, c).data().toString());
                        check(where + QStringLiteral(" (cell tooltip)"),
                              m->index(r, c).data(Qt::ToolTipRole).toString());
                    }
            }
            if (auto *cv = qobject_cast<QChartView *>(w); cv && cv->chart()) {
                QChart *chart = cv->chart();
                check(where + QStringLiteral(" (chart title)"), chart->title());
                for (QAbstractAxis *axis : chart->axes())
                    check(where + QStringLiteral(" (axis)"), axis->titleText());
                for (QLegendMarker *marker : chart->legend()->markers())
                    check(where + QStringLiteral(" (legend)"), marker->label());
            }
            for (QAction *a : w->actions()) {
                check(where + QStringLiteral(" (action)"), a->text());
                check(where + QStringLiteral(" (action tip)"), a->statusTip());
            }
        }
    }
};

} // namespace

int main(int argc, char *argv[])
{
    test::TestApplication app(argc, argv);
    const QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("i18n-screenshots"));
    QDir().mkpath(out.path());

    test::TemporaryLibrary library;
    if (!library.open())
        return 1;
    const auto ids = library.import({"seed-80xh100-on-demand", "lease-lead-snowball",
                                     "loan-refresh-residual", "low-utilization-stays-cloud"});
    if (ids.size() != 4)
        return 1;

    // A first start in Dutch: nothing opened yet.
    test::switchLanguage(QStringLiteral("nl"));
    {
        MainWindow fresh(&library.store, &library.settings);
        fresh.resize(1440, 900);
        fresh.show();
        fresh.dashboard()->tabs()->setCurrentIndex(Dashboard::Assumptions);
        QCoreApplication::processEvents();
        save(fresh, out.filePath(QStringLiteral("main-first-start-nl.png")));
        std::printf("window title at first start: %s\n", qPrintable(fresh.windowTitle()));
    }
    test::switchLanguage(QStringLiteral("en"));

    MainWindow window(&library.store, &library.settings);
    window.resize(1440, 900);
    window.show();
    if (!window.openFromLibrary(ids.first()))
        return 1;
    window.library()->view()->expandAll();

    QTabWidget *tabs = window.dashboard()->tabs();
    const char *tabKeys[] = {"breakeven",   "utilization", "breakdown", "matrix",
                             "sensitivity", "uncertainty", "providers", "assumptions"};
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        test::switchLanguage(language);
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            settle(window);
            save(window,
                 out.filePath(
                     QStringLiteral("main-%1-%2.png").arg(QLatin1String(tabKeys[i]), language)));
        }
        tabs->setCurrentIndex(0);
        settle(window);
        // The menus, one image each.
        int m = 0;
        for (QAction *top : window.menuBar()->actions()) {
            QMenu *menu = top->menu();
            menu->popup(window.mapToGlobal(QPoint(20 + 80 * m, 30)));
            QCoreApplication::processEvents();
            save(*menu, out.filePath(QStringLiteral("menu-%1-%2.png").arg(m).arg(language)));
            menu->hide();
            ++m;
        }

        // The wizard, every page.
        DecisionWizard wizard(DecisionWizard::newScenario(library.settings));
        wizard.resize(900, 760);
        wizard.show();
        QCoreApplication::processEvents();
        for (int page = DecisionWizard::StartPageId; page <= DecisionWizard::ResultPageId; ++page) {
            QCoreApplication::processEvents();
            save(wizard, out.filePath(QStringLiteral("wizard-%1-%2.png").arg(page).arg(language)));
            wizard.next();
        }
        wizard.hide();

        PreferencesDialog preferences(&library.settings);
        preferences.show();
        QCoreApplication::processEvents();
        save(preferences, out.filePath(QStringLiteral("preferences-%1.png").arg(language)));

        QList<Scenario> compared;
        for (int i = 0; i < 2; ++i)
            compared << *test::loadExample(i == 0 ? "seed-80xh100-on-demand"
                                                  : "lease-lead-snowball");
        CompareDialog compare(compared);
        compare.resize(1100, 700);
        compare.show();
        QCoreApplication::processEvents();
        save(compare, out.filePath(QStringLiteral("compare-%1.png").arg(language)));
    }

    // Dutch with every translated text marked: what is left unmarked came through no translator.
    Leftovers leftovers;
    for (const char *name : {"seed-80xh100-on-demand", "lease-lead-snowball",
                             "loan-refresh-residual", "low-utilization-stays-cloud"}) {
        const Scenario s = *test::loadExample(name);
        leftovers.ignore << s.name << s.client << s.notes;
    }
    MarkingTranslator marking;
    QCoreApplication::installTranslator(&marking);
    QCoreApplication::processEvents();
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        settle(window);
    }
    leftovers.checkWidgetTree(QStringLiteral("MainWindow"), &window);
    for (QAction *top : window.menuBar()->actions()) {
        leftovers.check(QStringLiteral("menu bar"), top->text());
        for (QAction *a : top->menu()->actions()) {
            leftovers.check(QStringLiteral("menu ") + top->text(), a->text());
            if (a->menu())
                for (QAction *sub : a->menu()->actions())
                    leftovers.check(QStringLiteral("menu ") + a->text(), sub->text());
        }
    }
    {
        DecisionWizard wizard(DecisionWizard::newScenario(library.settings));
        wizard.show();
        for (int page = DecisionWizard::StartPageId; page <= DecisionWizard::ResultPageId; ++page) {
            QCoreApplication::processEvents();
            wizard.next();
        }
        leftovers.checkWidgetTree(QStringLiteral("DecisionWizard"), &wizard);
        PreferencesDialog preferences(&library.settings);
        leftovers.checkWidgetTree(QStringLiteral("PreferencesDialog"), &preferences);
    }

    QFile file(out.filePath(QStringLiteral("leftovers.txt")));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return 1;
    QTextStream stream(&file);
    stream << "# Visible texts with words that came through no translation\n";
    for (auto it = leftovers.found.cbegin(); it != leftovers.found.cend(); ++it) {
        QStringList where = it.value().values();
        where.sort();
        stream << it.key() << "\n    " << where.mid(0, 4).join(QStringLiteral("\n    "))
               << (where.size() > 4 ? QStringLiteral("\n    … %1 more").arg(where.size() - 4)
                                    : QString())
               << "\n";
    }
    stream << "\n# Lookups neither our Dutch translation nor qtbase_nl answers\n";
    QStringList missed = marking.missed().values();
    missed.sort();
    for (const QString &m : missed)
        stream << m << "\n";
    std::printf("wrote %s\n", qPrintable(file.fileName()));
    QCoreApplication::removeTranslator(&marking);
    test::switchLanguage(QStringLiteral("en"));
    return 0;
}
