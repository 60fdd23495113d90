// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "profilebars.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <numeric>

namespace gda::ui {

ProfileBars::ProfileBars(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    updateDescription();
}

void ProfileBars::setProfile(const std::array<double, 12> &profile)
{
    if (profile == m_profile)
        return;
    m_profile = profile;
    updateDescription();
    update();
}

QSize ProfileBars::sizeHint() const
{
    const int line = fontMetrics().height();
    return {line * 24, line * 6};
}

QSize ProfileBars::minimumSizeHint() const
{
    const int line = fontMetrics().height();
    return {line * 12, line * 4};
}

void ProfileBars::updateDescription()
{
    const QLocale locale;
    QStringList values;
    for (double v : m_profile)
        values << locale.toString(v, 'g', 3);
    setAccessibleName(tr("Workload per month"));
    setAccessibleDescription(values.join(QStringLiteral("; ")));
}

void ProfileBars::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange) {
        updateDescription();
        update();
    }
    QWidget::changeEvent(event);
}

void ProfileBars::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    const QRectF plot(line / 2.0, line / 2.0, width() - line, height() - line * 2.0);
    const double mean = std::accumulate(m_profile.begin(), m_profile.end(), 0.0) / 12.0;
    const double top = std::max(*std::max_element(m_profile.begin(), m_profile.end()), mean) * 1.1;
    const double slot = plot.width() / 12.0;
    const QLocale locale;
    const QColor bar = palette().color(QPalette::Highlight);
    for (int i = 0; i < 12; ++i) {
        const double v = m_profile[static_cast<std::size_t>(i)];
        const double h = top > 0 ? v / top * plot.height() : 0.0;
        const QRectF r(plot.left() + i * slot + slot * 0.15, plot.bottom() - h, slot * 0.7, h);
        painter.fillRect(r, bar);
        const QString month = locale.standaloneMonthName(i + 1, QLocale::NarrowFormat);
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRectF(plot.left() + i * slot, plot.bottom() + 2, slot, line),
                         Qt::AlignHCenter | Qt::AlignTop, month);
    }
    if (top > 0) {
        const double y = plot.bottom() - mean / top * plot.height();
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1, Qt::DashLine));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }
}

} // namespace gda::ui
