// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <array>

namespace gda::ui {

// Busy GPUs per hour of the week as a heat map: seven rows (Monday to Sunday, in the language's
// day names) of 24 hours, darker where more GPUs are busy, each cell with its value.
class BusyHeatMap : public QWidget
{
    Q_OBJECT

public:
    explicit BusyHeatMap(QWidget *parent = nullptr);

    // Mean busy GPUs per week-hour, Monday 00:00 = 0.
    void setValues(const std::array<double, 168> &values);
    const std::array<double, 168> &values() const { return m_values; }
    double value(int day, int hour) const { return m_values[size_t(day * 24 + hour)]; }
    // The cell at a point of the widget as a week-hour, or -1.
    int weekHourAt(const QPoint &point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRect grid() const;
    void updateDescription();

    std::array<double, 168> m_values{};
    double m_max = 0.0;
};

} // namespace gda::ui
