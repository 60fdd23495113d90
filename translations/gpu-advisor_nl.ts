<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>Option</name>
    <message>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::catalog</name>
    <message>
        <source>expected a list of entries, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by %2[%3] (valid: a unique id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog is larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field (valid: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a catalog format (valid: &quot;gpu-advisor-catalog&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a supported version (valid: 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not supported (valid: &quot;USD&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list is empty (valid: at least one entry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder, not a catalog file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by %2 (valid: an id unique across the whole catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a GPU model of the catalog (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a catalog document {&quot;format&quot;: &quot;gpu-advisor-catalog&quot;, &quot;version&quot;: 1, …}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted cell starting here is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty (valid: a header row, then one row per entry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header must have either an on_demand_per_gpu_hour column (cloud offers) or a unit_price_typical column (GPU models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot; (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column &quot;%1&quot; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header has no column &quot;%1&quot; (required: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cells, the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::catalog::BadRow</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::catalog::CatalogError</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::catalog::RowCollector</name>
    <message>
        <source>&quot;%1&quot; appears twice in this file (first on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the id of a %2 in the catalog (valid: a new id, or the id of a %3 to replace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a GPU model of the catalog or of this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data-centre default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::catalog::entryjson</name>
    <message>
        <source>%1 is above %2 %3 (valid: at most %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a date (valid: YYYY-MM-DD, 1990 to 2100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is below unit_price_low %2 (valid: low &lt;= typical &lt;= high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is below unit_price_typical %2 (valid: low &lt;= typical &lt;= high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed (valid: hyperscaler, neocloud, marketplace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false, but a reserved price is given (valid: true when a reserved price is given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true, but neither reserved_1y_per_gpu_hour nor reserved_3y_per_gpu_hour is given (valid: false without a reserved price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object {usd_per_eur, source, date}, found %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::catalog::entryjson::EntryReader</name>
    <message>
        <source>unknown field (valid: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (valid: text of 1 to %1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty (valid: text of 1 to %1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters is too long (valid: at most %2 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid id (valid: lowercase letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter or digit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing (valid: a number, %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty list of [upper_tb, usd_per_gb] bands, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a pair [upper_tb, usd_per_gb], found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the last band may be open (null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the last band must be open (null) so every volume has a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not above the previous bound %2 (upper bounds must ascend)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::cli</name>
    <message>
        <source>evaluate takes exactly one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate takes one or more FILEs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate a scenario file and print the results as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check scenario files; name the first invalid field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a scenario ID (IDs are whole numbers from 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store list: unknown option “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario library is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MODIFIED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLIENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: imported as scenario %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store export: --out needs a FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store export takes ID --out FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1 exported to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a revision number (whole numbers from 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1: revision %2 restored as revision %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1 moved to the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store: --db needs a PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store needs a subcommand; usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store: unknown subcommand “%1”; usage: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store %1: wrong number of arguments; usage: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work with the scenario library (--db PATH or $GPU_ADVISOR_DB to choose the file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu needs a MODEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog list: unknown argument &quot;%1&quot; (valid: --json, --gpu MODEL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU model &quot;%1&quot; (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price catalog of %1; prices in USD; 1 EUR = %2 USD (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU models (unit price low / typical / high, kW per GPU, date):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud offers (per GPU-hour: on-demand / reserved 1 year / spot, date):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog import takes exactly one FILE (.json or .csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no rows to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing imported, %2 bad row(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: imported %2 row(s) into %3: %4 GPU model(s), %5 cloud offer(s), %6 data-centre default(s)%7; %8 bad row(s) skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog needs a subcommand (valid: list, import)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>providers: unexpected argument &quot;%1&quot; (usage: providers FILE [--gpu MODEL])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>providers takes a scenario FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the price catalog (default plus user catalog), or import a JSON or CSV file into the user catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price the scenario&apos;s workload at every offer for one GPU model; JSON, cheapest first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::cli::CommandLine</name>
    <message>
        <source>Usage: gpu-advisor-cli COMMAND [ARGUMENTS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide whether to rent GPUs in the cloud, buy them on-premise, or mix the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the version and the cost model version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 on success, 2 for invalid arguments or input, 1 when a result could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no command given; try --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; try --help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::jsonfields</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a true/false value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number (valid: %1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::jsonfields::Range</name>
    <message>
        <source>whole number %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above %1, at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or more, below %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::scenariofile</name>
    <message>
        <source>all five weights are 0 (valid: each 0 to 1, not all 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty (valid: 1 to %1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(valid: at most %1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting depth %1 exceeds the format&apos;s maximum of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (numbers must be finite JSON numbers; NaN and Infinity are not allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>something else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a scenario file format (valid: &quot;gpu-advisor-scenario&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a supported version (valid: 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed (valid: EUR, USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the limit for scenario files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>too long: %n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gda::scenariofile::Checker</name>
    <message>
        <source>the last band must be open (no upper bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not above the previous bound %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::scenariofile::Reader</name>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed (valid: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of exactly 12 numbers, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>expected a non-empty list of [upper_tb, price_per_gb] bands, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a pair [upper_tb, price_per_gb], found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the last band may be open (null); upper bounds must ascend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the last band must be open (null) so every volume has a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not above the previous bound %2 (upper bounds must be strictly ascending)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::store</name>
    <message>
        <source>Reading the scenario library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer version of GPU Decision Advisor (library version %2; this version knows up to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backing up the scenario library before upgrading it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrading the scenario library to version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no scenario %1 in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1 (“%2”) is in the trash; restore it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1 in the library is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: another program kept the scenario library locked; try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: the scenario library file is damaged (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: the scenario library file cannot be written (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::store::ScenarioStore</name>
    <message>
        <source>%1 is in a cloud-synced folder (%2). Syncing can copy a half-written library and break it: keep the library on a local disk and share exported scenario files instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on a network file system (%2). SQLite cannot lock files safely there, so saving from two computers can damage the library: keep it on a local disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the scenario library %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario library file was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a scenario library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: Qt&apos;s SQLite driver is not installed (package libqt6sql6-sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed its integrity check (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a scenario library of GPU Decision Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer version of GPU Decision Advisor (library version %2; this version knows up to %3). Update the application to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a database of another program, not a scenario library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is open read-only and will not be changed: copy it somewhere safe, export the scenarios you need, or restore a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot use write-ahead logging (journal mode “%2”): saves are slower and a crash is more likely to lose the last save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: no scenario library is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: the scenario library is read-only. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario is larger than %1 MB, the limit for scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was saved elsewhere since it was opened (revision %2, opened at revision %3). These changes were not saved: save them as a new scenario, or reload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing the scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing the clients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicating the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicated from scenario %1 revision %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renaming the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed from “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving the scenario to the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring the scenario from the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emptying the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the history of scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading revision %1 of scenario %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1 has no revision %2 (it has revisions 1 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring revision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored revision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing scenario files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario files were given to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating the scenario list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui</name>
    <message>
        <source>Decide whether to rent GPUs in the cloud, buy them, or mix the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the scenario library at PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scenario file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::CategoryTable</name>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::CumulativeCostTable</name>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::Dashboard</name>
    <message>
        <source>No recommendation: the factor weights are all zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; overall score %2 of 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>On-premise saves %1 (%2) over %n year(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cloud saves %1 over %n year(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cost per GPU-hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input problem: %1. The figures below are from the last valid input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::DecisionTable</name>
    <message>
        <source>Factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::GeneralEditor</name>
    <message>
        <source>Change currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a name (1 to %1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name is %1 characters long (valid: at most %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client&apos;s name is %1 characters long (valid: at most %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who the scenario is for, and over how many years the three options are compared. All amounts are in the scenario&apos;s currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule of thumb: compare over five years, the usual life of GPU hardware. Most organisations reach break-even within 8–14 months, so a shorter horizon hides the savings of owning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisation the advice is for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Euro (EUR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions, sources, what was agreed with the client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a five-year comparison (hybrid-cloud article, Dec 2025)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost model example; 0% compares plain totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per year</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::LibraryModel</name>
    <message>
        <source>(no client)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the trash since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client / scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::LibraryPanel</name>
    <message>
        <source>Rename scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the scenarios in the trash for good? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search client, name or notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to &amp;trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore from trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two to four scenarios to compare them side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Empty the trash…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::MainWindow</name>
    <message>
        <source>Open scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as a new scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency of this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer the decision wizard&apos;s questions for a new scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open scenario file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save to library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;new scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import scenario files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export scenario file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit in &amp;wizard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Decision Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Methodology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the library, version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>library is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not in the library yet. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix this input first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved elsewhere in the meantime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone else saved &quot;%1&quot; after you opened it (another window or program). Your changes are kept: save them as a new scenario?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (my changes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import scenario files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n scenario(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About GPU Decision Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Decision Advisor %1&lt;/h3&gt;&lt;p&gt;Rent GPUs in the cloud, buy them on-premise, or mix the two — with the numbers, the break-even point and the reasons.&lt;/p&gt;&lt;p&gt;Cost model version %2. Built with Qt %3.&lt;/p&gt;&lt;p&gt;Scenario library: %4&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methodology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure comes from one cost model: demand in GPU-hours per month, served by cloud capacity, an on-premise fleet, or both. Cloud compute, storage, egress and overhead are set against capex (cash, lease or loan), power with PUE, maintenance, staff, colocation and migration. The break-even month is where the cumulative costs cross. docs/methodology.md explains every formula and default with its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Decision Advisor did not close normally. Unsaved changes to &quot;%1&quot; were kept. Restore them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::NumberField</name>
    <message>
        <source>Enter a number (valid: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (valid: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range (valid: %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Euro (EUR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario libraries (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;horizon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Author name on reports:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario &amp;library:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A different library location takes effect at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::RevisionsDialog</name>
    <message>
        <source>Scenario history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every save keeps the previous version. Restoring one saves it again as the newest version; nothing is overwritten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore this version</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::ScenarioEditor</name>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every model parameter of this part</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::UtilizationTable</name>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::charts</name>
    <message>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulation cannot run with these inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>quantity (currency symbol) in an axis title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost per option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization (%1)</source>
        <comment>axis title, %1 = the percent sign</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premise pays off above %1 utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premise is cheaper at any utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cloud stays cheaper even at full utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yours: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost against utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>option: total cost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost breakdown over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score (0 = cloud, 100 = on-premise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premise from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall (weighted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (weight %2)</source>
        <comment>factor name (normalised weight)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision matrix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall score %1 of 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recommendation: every weight is zero. Give at least one factor a weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud GPU-hour price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annual cloud price change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff cost per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annual workload growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input %1 lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input %1 higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <comment>parameter (low value to high value)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change in savings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity of the savings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings of on-premise over cloud (%1 at the scenario&apos;s values) when one input moves by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws per bin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings of on-premise over cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings over %1 months: %2 draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(on-premise cheaper) = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::charts::ChartPanel</name>
    <message>
        <source>Simulating…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::charts::DecisionMatrixModel</name>
    <message>
        <source>%1 → %2</source>
        <comment>weight change → new recommendation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighted score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to a different recommendation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::charts::DecisionMatrixPanel</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1 — overall score %2 of 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recommendation: every weight is zero. Give at least one factor a weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change weight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::format</name>
    <message>
        <source>not within the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gda::ui::texts</name>
    <message>
        <source>Cloud compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data transfer (egress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware and facility (capex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other operating costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premise storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload predictability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical expertise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital availability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data gravity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-premise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU infrastructure experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some experience (general IT operations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated GPU-cluster (HPC) team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the internet (egress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snowball devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct Connect line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partly in the cloud, partly on-premise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your GPUs are busy %1 of the time, and on-premise is cheaper at any utilization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your GPUs are busy %1 of the time, but the cloud stays cheaper even at full utilization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your GPUs are busy %1 of the time; on-premise pays off above %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload is steady (variation %1): a fixed fleet stays busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload varies by %1 from month to month: peaks are cheaper to rent than to own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no GPU-cluster expertise in house yet; running your own cluster means hiring it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is some infrastructure experience, but GPU clusters, InfiniBand and liquid cooling would be new.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dedicated GPU-cluster team can run on-premise hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The initial investment of %1 is %2 of the %3 capital available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The initial investment of %1 exceeds the capital available (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Financing spreads the payments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data already lives on-premise: compute belongs next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data is split between the cloud and on-premise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving the data out of the cloud costs %1, %2 of the first year&apos;s savings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving the data out of the cloud costs %1 and on-premise saves nothing in the first year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No break-even within %n year(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Break-even after %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1 (overall score %2 of 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Over %n year(s), owning %1 GPUs costs %2 against %3 in the cloud: %4 (%5) less.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Over %n year(s), the cloud costs %1 against %2 for owning %3 GPUs: %4 less.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
