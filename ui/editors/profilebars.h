// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <array>

namespace gda::ui {

// A small bar chart of the 12-month workload profile, each month relative to the average
// (the dashed line), drawn with QPainter.
class ProfileBars : public QWidget
{
    Q_OBJECT

public:
    explicit ProfileBars(QWidget *parent = nullptr);

    void setProfile(const std::array<double, 12> &profile);
    const std::array<double, 12> &profile() const { return m_profile; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateDescription();

    std::array<double, 12> m_profile{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
};

} // namespace gda::ui
