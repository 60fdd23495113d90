<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>Imported %n scenario(s).</source>
            <translation>
                <numerusform>Imported %n scenario.</numerusform>
                <numerusform>Imported %n scenarios.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::scenariofile</name>
        <message numerus="yes">
            <source>too long: %n character(s)</source>
            <translation>
                <numerusform>too long: %n character</numerusform>
                <numerusform>too long: %n characters</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::scenariofile::Reader</name>
        <message numerus="yes">
            <source>%n value(s)</source>
            <translation>
                <numerusform>%n value</numerusform>
                <numerusform>%n values</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::Dashboard</name>
        <message numerus="yes">
            <source>On-premise saves %1 (%2) over %n year(s)</source>
            <translation>
                <numerusform>On-premise saves %1 (%2) over %n year</numerusform>
                <numerusform>On-premise saves %1 (%2) over %n years</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The cloud saves %1 over %n year(s)</source>
            <translation>
                <numerusform>The cloud saves %1 over %n year</numerusform>
                <numerusform>The cloud saves %1 over %n years</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::texts</name>
        <message numerus="yes">
            <source>No break-even within %n year(s)</source>
            <translation>
                <numerusform>No break-even within %n year</numerusform>
                <numerusform>No break-even within %n years</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over %n year(s), owning %1 GPUs costs %2 against %3 in the cloud: %4 (%5) less.</source>
            <translation>
                <numerusform>Over %n year, owning %1 GPUs costs %2 against %3 in the cloud: %4 (%5) less.</numerusform>
                <numerusform>Over %n years, owning %1 GPUs costs %2 against %3 in the cloud: %4 (%5) less.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over %n year(s), the cloud costs %1 against %2 for owning %3 GPUs: %4 less.</source>
            <translation>
                <numerusform>Over %n year, the cloud costs %1 against %2 for owning %3 GPUs: %4 less.</numerusform>
                <numerusform>Over %n years, the cloud costs %1 against %2 for owning %3 GPUs: %4 less.</numerusform>
            </translation>
        </message>
    </context>
</TS>
