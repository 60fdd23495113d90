// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include <memory>

// Offscreen rendering of a chart, as the export will do it: a frameless view at the export size,
// laid out before it paints. Shared by the render tests and the screenshot tool.
namespace gda::test {

class ChartRendering
{
public:
    ChartRendering(std::unique_ptr<QChart> chart, QSize size) : m_view(chart.release())
    {
        m_view.setFrameShape(QFrame::NoFrame);
        m_view.setRenderHint(QPainter::Antialiasing);
        m_view.resize(size);
        m_view.setAttribute(Qt::WA_DontShowOnScreen);
        m_view.show();
        QCoreApplication::processEvents();
    }

    QChart *chart() const { return m_view.chart(); }

    QImage image() { return m_view.grab().toImage(); }

    QByteArray svg()
    {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(m_view.size());
        generator.setViewBox(QRect(QPoint(0, 0), m_view.size()));
        QPainter painter(&generator);
        m_view.render(&painter);
        painter.end();
        return buffer.data();
    }

private:
    QChartView m_view;
};

} // namespace gda::test
