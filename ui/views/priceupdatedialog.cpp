// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "priceupdatedialog.h"

#include "assessment/assessment.h"
#include "core/format.h"
#include "core/texts.h"
#include "scenario/advicetext.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <memory>

namespace gda::ui {

namespace {

QString dateText(const QDate &date, const QLocale &locale)
{
    return date.isValid() ? locale.toString(date, QStringLiteral("d MMMM yyyy"))
                          : PriceUpdateDialog::tr("an unknown date");
}

// A price or figure of a change as a reader sees it; "—" where there is none.
QString valueText(const assessment::PriceChange &change, std::optional<double> value,
                  Currency currency, const QLocale &locale)
{
    if (!value)
        return PriceUpdateDialog::tr("none");
    const QString field = change.field;
    if (field == QLatin1String("usd_per_eur"))
        return PriceUpdateDialog::tr("%1 USD per EUR").arg(locale.toString(*value, 'f', 4));
    if (field == QLatin1String("throughput"))
        return locale.toString(*value, 'f', 2);
    if (field == QLatin1String("kw_per_gpu"))
        return PriceUpdateDialog::tr("%1 kW").arg(locale.toString(*value, 'f', 3));
    if (field == QLatin1String("gpu_unit_price"))
        return format::money(*value, currency, locale);
    return PriceUpdateDialog::tr("%1 per GPU-hour").arg(format::money(*value, currency, locale, 4));
}

// An offer as people know it: the label kept with the pinned offer ("AWS p5.48xlarge,
// us-east-1", taken from the catalog when it was pinned), else its id.
QString offerName(const QString &id, const assessment::PriceUpdate &update)
{
    for (const auto *offers :
         {&update.after.offers, update.before ? &update.before->offers : nullptr})
        if (offers)
            for (const engine::OfferTerms &t : *offers)
                if (QString::fromStdString(t.id) == id && !t.label.empty())
                    return QString::fromStdString(t.label);
    return id;
}

QString whatText(const assessment::PriceChange &change, const assessment::PriceUpdate &update)
{
    using Kind = assessment::PriceChange::Kind;
    const QString field = change.field;
    const QString offer = offerName(change.offer, update);
    switch (change.kind) {
    case Kind::OfferAdded:
        return PriceUpdateDialog::tr("New offer %1: on-demand price").arg(offer);
    case Kind::OfferRemoved:
        return PriceUpdateDialog::tr("Offer %1, no longer in the catalog").arg(change.offer);
    case Kind::Rate:
        return PriceUpdateDialog::tr("Exchange rate");
    case Kind::Fleet:
        if (field == QLatin1String("gpu_unit_price"))
            return PriceUpdateDialog::tr("Price per GPU of the fleet");
        if (field == QLatin1String("kw_per_gpu"))
            return PriceUpdateDialog::tr("Power per GPU of the fleet");
        return PriceUpdateDialog::tr("Relative performance of the fleet's GPU");
    case Kind::OfferPrice:
        break;
    }
    if (field == QLatin1String("on_demand_per_gpu_hour"))
        return PriceUpdateDialog::tr("%1: on-demand price").arg(offer);
    if (field == QLatin1String("reserved_per_gpu_hour"))
        return PriceUpdateDialog::tr("%1: reserved price (1 year)").arg(offer);
    if (field == QLatin1String("spot_per_gpu_hour"))
        return PriceUpdateDialog::tr("%1: spot price").arg(offer);
    return PriceUpdateDialog::tr("%1: relative performance").arg(offer);
}

QTableWidget *table(QWidget *parent, const QString &name, const QStringList &headers)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < headers.size(); ++c)
        t->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    return t;
}

void addRow(QTableWidget *t, const QStringList &cells)
{
    const int row = t->rowCount();
    t->insertRow(row);
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        if (c > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        t->setItem(row, c, item);
    }
}

} // namespace

PriceUpdateDialog::PriceUpdateDialog(const Scenario &scenario,
                                     const assessment::PriceUpdate &update,
                                     const catalog::Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_summary(new QLabel(this)),
      m_prices(table(this, QStringLiteral("priceChanges"),
                     {tr("Figure"), tr("Pinned"), tr("Current catalog")})),
      m_answer(table(this, QStringLiteral("answerChanges"),
                     {tr("Answer"), tr("Now"), tr("After the update")}))
{
    setWindowTitle(tr("Update prices"));
    setObjectName(QStringLiteral("priceUpdateDialog"));
    const QLocale locale;
    const Currency currency = scenario.currency;
    m_summary->setObjectName(QStringLiteral("priceUpdateSummary"));
    m_summary->setWordWrap(true);

    const QString current = dateText(update.after.catalogDate, locale);
    if (!update.wasPinned())
        m_summary->setText(
            tr("This scenario has no pinned prices yet: it is priced at the current price "
               "catalog (dated %1). Updating pins those prices into it, so it gives the same "
               "answer on another computer and after the catalog changes. No figure changes.")
                .arg(current));
    else if (update.changes.empty())
        m_summary->setText(tr("The prices pinned on %1 (catalog dated %2) are those of the "
                              "current price catalog (dated %3): no figure changes.")
                               .arg(dateText(update.before->pinnedOn, locale),
                                    dateText(update.before->catalogDate, locale), current));
    else
        m_summary->setText(tr("The prices pinned on %1 come from the catalog dated %2. The "
                              "current price catalog (dated %3) changes %n figure(s); the answer "
                              "below is recomputed with them. Nothing changes until you choose "
                              "Update prices, and Edit → Undo takes it back.",
                              nullptr, int(update.changes.size()))
                               .arg(dateText(update.before->pinnedOn, locale),
                                    dateText(update.before->catalogDate, locale), current));

    for (const assessment::PriceChange &change : update.changes)
        addRow(m_prices,
               {whatText(change, update), valueText(change, change.before, currency, locale),
                valueText(change, change.after, currency, locale)});
    m_prices->setVisible(!update.changes.empty());

    // The answer now and after: the recommendation and each option's total.
    auto context = std::make_shared<const catalog::Catalog>(catalog);
    const auto before = assessment::assessOrOwnPrices(scenario, {.catalog = context});
    const auto after = assessment::assessOrOwnPrices(update.updated, {.catalog = context});
    const auto title = [&](const assessment::Assessment &a) {
        return a.advice ? texts::adviceTitle(*a.advice, locale) : tr("no advice");
    };
    addRow(m_answer, {tr("Recommendation"), title(before), title(after)});
    for (const engine::OptionResult &r : before.evaluation.options) {
        const engine::OptionResult *next = after.evaluation.find(r.option);
        addRow(m_answer, {tr("%1: total over %n year(s)", nullptr, scenario.inputs.horizonYears)
                              .arg(advicetext::optionName(r.option)),
                          format::money(r.tco, currency, locale),
                          next ? format::money(next->tco, currency, locale) : tr("none")});
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *apply = buttons->addButton(tr("&Update prices"), QDialogButtonBox::AcceptRole);
    apply->setObjectName(QStringLiteral("applyPriceUpdate"));
    apply->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The answer table shows all its rows; the list of prices takes the rest and scrolls.
    m_answer->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    const int height = m_answer->horizontalHeader()->sizeHint().height() +
                       m_answer->rowCount() * m_answer->verticalHeader()->defaultSectionSize() +
                       2 * m_answer->frameWidth();
    m_answer->setFixedHeight(height);
    m_answer->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_prices, 1);
    layout->addWidget(m_answer);
    if (update.changes.empty())
        layout->addStretch(1);
    layout->addWidget(buttons);
    resize(820, update.changes.empty() ? 380 : 640);
}

} // namespace gda::ui
