// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/amounttext.h"
#include "scenario/jsonfields.h"
#include "scenario/scenario.h"

#include <QWidget>

class QLabel;
class QLineEdit;

namespace gda::ui {

// A number typed in the active language's notation ("1.234,5" in Dutch), checked against the
// scenario file's range for its field. An invalid entry stays as typed, is marked red with the
// reason underneath, and is never passed on; valueEdited() fires only for valid values.
class NumberField : public QWidget
{
    Q_OBJECT

public:
    enum class Kind {
        Number,  // plain decimal
        Whole,   // whole number
        Money,   // in the scenario's currency, symbol shown as a prefix
        Percent, // a fraction (0.7) shown and typed as a percentage (70)
    };

    NumberField(Kind kind, const jsonfields::Range &range, QWidget *parent = nullptr);
    // Disconnects the line edit first: QWidget's destructor clears the focus, and the line edit's
    // editingFinished would otherwise reach a field already destroyed (found by UBSan).
    ~NumberField() override;

    void setValue(double value);             // shows the value; does not emit valueEdited
    double value() const { return m_value; } // the last valid value
    bool isValid() const { return m_error.isEmpty(); }
    QString errorText() const { return m_error; }
    // The valid values as the error messages name them ("0 to 1,000", "above 0, at most 100 %").
    QString rangeText() const;
    void setCurrency(Currency currency);
    void setDecimals(int decimals) { m_decimals = decimals; }
    // Money only: typed amounts are rounded to this many places (2, cents; 4 for prices per
    // GPU-hour, GB or kWh).
    void setRounding(int decimals) { m_rounding = decimals; }
    int rounding() const { return m_rounding; }
    void setSuffix(const QString &suffix); // a unit after the number ("kW", "months")
    QLineEdit *lineEdit() const { return m_edit; }
    Kind kind() const { return m_kind; }
    const jsonfields::Range &range() const { return m_range; }

signals:
    void valueEdited(double value);
    void validityChanged(bool valid);

protected:
    void changeEvent(QEvent *event) override;

private:
    void parseText();
    amounttext::Options parseOptions() const;
    void showValue();
    void updateAffixes();

    Kind m_kind;
    jsonfields::Range m_range;
    Currency m_currency = Currency::EUR;
    int m_decimals = -1; // -1: as many as needed
    int m_rounding = 2;
    double m_value = 0.0;
    QString m_error;
    QString m_suffix;
    QLineEdit *m_edit;
    QLabel *m_prefixLabel;
    QLabel *m_suffixLabel;
    QLabel *m_errorLabel;
};

} // namespace gda::ui
