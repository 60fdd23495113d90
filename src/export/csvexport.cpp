// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvexport.h"

#include "files/atomicfile.h"

#include "engine/costmodel.h"

#include <QIODevice>

namespace gda::exporting {

using namespace gda::engine;

namespace {

QString key(std::string_view k)
{
    return QString::fromLatin1(k.data(), qsizetype(k.size()));
}

// Two decimals, decimal point, no grouping, never "-0.00".
QByteArray amount(double value)
{
    QByteArray text = QByteArray::number(value, 'f', 2);
    if (text == "-0.00")
        text = "0.00";
    return text;
}

} // namespace

QStringList monthlyCsvColumns(int modelVersion)
{
    QStringList columns{QStringLiteral("month"), QStringLiteral("option")};
    for (Category c : categoriesFor(modelVersion))
        columns << key(categoryKey(c));
    columns << QStringLiteral("total") << QStringLiteral("cumulative");
    return columns;
}

QByteArray monthlyCsv(const Scenario &scenario)
{
    OptionRequest request;
    request.withMonthlyCategories = true;
    const Evaluation evaluation = evaluateOptions(scenario.inputs, request);
    QByteArray csv = monthlyCsvColumns(evaluation.modelVersion).join(u',').toLatin1() + '\n';
    for (int month = 1; month <= evaluation.months; ++month) {
        const auto m = std::size_t(month - 1);
        for (const OptionResult &result : evaluation.options) {
            const std::string_view option = optionKey(result.option);
            csv += QByteArray::number(month) + ',' +
                   QByteArray(option.data(), qsizetype(option.size()));
            for (Category c : categoriesFor(evaluation.modelVersion))
                csv += ',' + amount(m < result.monthlyByCategory.size()
                                        ? result.monthlyByCategory[m][std::size_t(c)]
                                        : 0.0);
            csv += ',' + amount(result.monthly[m]) + ',' + amount(result.cumulative[m]) + '\n';
        }
    }
    return csv;
}

QString writeMonthlyCsv(const Scenario &scenario, const QString &path)
{
    return files::writeAtomically(path, monthlyCsv(scenario));
}

} // namespace gda::exporting
