<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>gda::catalog</name>
        <message numerus="yes">
            <source>%n day(s) old</source>
            <translation>
                <numerusform>%n day old</numerusform>
                <numerusform>%n days old</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n month(s) old</source>
            <translation>
                <numerusform>%n month old</numerusform>
                <numerusform>%n months old</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n year(s) old</source>
            <translation>
                <numerusform>%n year old</numerusform>
                <numerusform>%n years old</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::cli</name>
        <message numerus="yes">
            <source>%1: %n GPU(s) seen, observed %2 h of %3 h (%4 %), average utilization %5 %, %6 busy GPU-hours</source>
            <translation>
                <numerusform>%1: %n GPU seen, observed %2 h of %3 h (%4 %), average utilization %5 %, %6 busy GPU-hours</numerusform>
                <numerusform>%1: %n GPUs seen, observed %2 h of %3 h (%4 %), average utilization %5 %, %6 busy GPU-hours</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n gap(s) longer than %1 s between samples of a GPU, %2 h unobserved beyond it, the longest %3 h</source>
            <translation>
                <numerusform>%n gap longer than %1 s between samples of a GPU, %2 h unobserved beyond it, the longest %3 h</numerusform>
                <numerusform>%n gaps longer than %1 s between samples of a GPU, %2 h unobserved beyond it, the longest %3 h</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n GPU(s)</source>
            <translation>
                <numerusform>%n GPU</numerusform>
                <numerusform>%n GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n day(s)</source>
            <translation>
                <numerusform>%n day</numerusform>
                <numerusform>%n days</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n offer(s) left unchanged: the catalog's price is dated after the document (%1)</source>
            <translation>
                <numerusform>%n offer left unchanged: the catalog's price is dated after the document (%1)</numerusform>
                <numerusform>%n offers left unchanged: the catalog's price is dated after the document (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>no offer made (%1): %n GPU record(s) read, but skipped or without an on-demand price (counts above)</source>
            <translation>
                <numerusform>no offer made (%1): %n GPU record read, but skipped or without an on-demand price (counts above)</numerusform>
                <numerusform>no offer made (%1): %n GPU records read, but skipped or without an on-demand price (counts above)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::exporting</name>
        <message numerus="yes">
            <source>%1 with %2 GPU(s)</source>
            <translation>
                <numerusform>%1 with %2 GPU</numerusform>
                <numerusform>%1 with %2 GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n GPU(s)</source>
            <translation>
                <numerusform>%n GPU</numerusform>
                <numerusform>%n GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n year(s)</source>
            <translation>
                <numerusform>%n year</numerusform>
                <numerusform>%n years</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::measure</name>
        <message numerus="yes">
            <source>%1 to %2, %n month(s)</source>
            <translation>
                <numerusform>%1 to %2, %n month</numerusform>
                <numerusform>%1 to %2, %n months</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>cloud.storage_tb %1 and storage_per_gb_month %2: %3 GB-months of storage for %4 over %n month(s) (bills).</source>
            <translation>
                <numerusform>cloud.storage_tb %1 and storage_per_gb_month %2: %3 GB-months of storage for %4 over %n month (bills).</numerusform>
                <numerusform>cloud.storage_tb %1 and storage_per_gb_month %2: %3 GB-months of storage for %4 over %n months (bills).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>cloud.egress_tb_per_month %1 at %2 per GB (one band): %3 GB out for %4 over %n month(s) (bills).</source>
            <translation>
                <numerusform>cloud.egress_tb_per_month %1 at %2 per GB (one band): %3 GB out for %4 over %n month (bills).</numerusform>
                <numerusform>cloud.egress_tb_per_month %1 at %2 per GB (one band): %3 GB out for %4 over %n months (bills).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 steady base: %n GPU(s) busy at every hour of the week (lowest of the hour-of-week profile, telemetry %2).</source>
            <translation>
                <numerusform>%1 steady base: %n GPU busy at every hour of the week (lowest of the hour-of-week profile, telemetry %2).</numerusform>
                <numerusform>%1 steady base: %n GPUs busy at every hour of the week (lowest of the hour-of-week profile, telemetry %2).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 peaks: %n GPU(s) above the steady base, %2 hours a day on %3 from %4:00 (hour-of-week profile, telemetry %5).</source>
            <translation>
                <numerusform>%1 peaks: %n GPU above the steady base, %2 hours a day on %3 from %4:00 (hour-of-week profile, telemetry %5).</numerusform>
                <numerusform>%1 peaks: %n GPUs above the steady base, %2 hours a day on %3 from %4:00 (hour-of-week profile, telemetry %5).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n day(s) a week</source>
            <translation>
                <numerusform>%n day a week</numerusform>
                <numerusform>%n days a week</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 billed: %2 GPU-hours over %n month(s) = %3 GPUs on average, as %4 GPUs at utilization %5 (bills; paid hours, not measured busy hours).</source>
            <translation>
                <numerusform>%1 billed: %2 GPU-hours over %n month = %3 GPUs on average, as %4 GPUs at utilization %5 (bills; paid hours, not measured busy hours).</numerusform>
                <numerusform>%1 billed: %2 GPU-hours over %n months = %3 GPUs on average, as %4 GPUs at utilization %5 (bills; paid hours, not measured busy hours).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 reserved GPUs %2: %3 committed GPU-hours over %n month(s) / 730 h.</source>
            <translation>
                <numerusform>%1 reserved GPUs %2: %3 committed GPU-hours over %n month / 730 h.</numerusform>
                <numerusform>%1 reserved GPUs %2: %3 committed GPU-hours over %n months / 730 h.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n reserved %1 GPU(s) not placed: no %1 workload has room.</source>
            <translation>
                <numerusform>%n reserved %1 GPU not placed: no %1 workload has room.</numerusform>
                <numerusform>%n reserved %1 GPUs not placed: no %1 workload has room.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n line(s) charged outside their billing period, counted in the month of their charge (FOCUS allows it)</source>
            <translation>
                <numerusform>%1: %n line charged outside their billing period, counted in the month of their charge (FOCUS allows it)</numerusform>
                <numerusform>%1: %n lines charged outside their billing period, counted in the month of their charge (FOCUS allows it)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 h observed of %3 h (%4%), %5 busy GPU-hours; a sample covers the time to the next one, at most %6 s; %n longer gap(s), %7 h in all.</source>
            <translation>
                <numerusform>%1: %2 h observed of %3 h (%4%), %5 busy GPU-hours; a sample covers the time to the next one, at most %6 s; %n longer gap, %7 h in all.</numerusform>
                <numerusform>%1: %2 h observed of %3 h (%4%), %5 busy GPU-hours; a sample covers the time to the next one, at most %6 s; %n longer gaps, %7 h in all.</numerusform>
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
        <message numerus="yes">
            <source>%n value(s)</source>
            <translation>
                <numerusform>%n value</numerusform>
                <numerusform>%n values</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n element(s)</source>
            <translation>
                <numerusform>%n element</numerusform>
                <numerusform>%n elements</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n workload(s) (valid: 1 to 16)</source>
            <translation>
                <numerusform>%n workload (valid: 1 to 16)</numerusform>
                <numerusform>%n workloads (valid: 1 to 16)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::CapitalEditor</name>
        <message numerus="yes">
            <source>Initial investment for %n GPU(s): %1 — hardware %2, installation %3, power and cooling %4.</source>
            <translation>
                <numerusform>Initial investment for %n GPU: %1 — hardware %2, installation %3, power and cooling %4.</numerusform>
                <numerusform>Initial investment for %n GPUs: %1 — hardware %2, installation %3, power and cooling %4.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n GPU(s) in month %1</source>
            <translation>
                <numerusform>%n GPU in month %1</numerusform>
                <numerusform>%n GPUs in month %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Initial investment for the first stage, %n GPU(s) of %2: %1 — hardware %3, installation %4, power and cooling %5; the later stages are paid when they are bought.</source>
            <translation>
                <numerusform>Initial investment for the first stage, %n GPU of %2: %1 — hardware %3, installation %4, power and cooling %5; the later stages are paid when they are bought.</numerusform>
                <numerusform>Initial investment for the first stage, %n GPUs of %2: %1 — hardware %3, installation %4, power and cooling %5; the later stages are paid when they are bought.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::CatalogOfferPicker</name>
        <message numerus="yes">
            <source>(price older than %n month(s))</source>
            <translation>
                <numerusform>(price older than %n month)</numerusform>
                <numerusform>(price older than %n months)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::CatalogUpdateDialog</name>
        <message numerus="yes">
            <source>%n offer(s) read from the documents.</source>
            <translation>
                <numerusform>%n offer read from the documents.</numerusform>
                <numerusform>%n offers read from the documents.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n offer(s) not replaced: the price catalog's price is dated after the document.</source>
            <translation>
                <numerusform>%n offer not replaced: the price catalog's price is dated after the document.</numerusform>
                <numerusform>%n offers not replaced: the price catalog's price is dated after the document.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::ConflictDialog</name>
        <message numerus="yes">
            <source>Both changed %n field(s): choose for each which value the merge keeps.</source>
            <translation>
                <numerusform>Both changed %n field: choose for each which value the merge keeps.</numerusform>
                <numerusform>Both changed %n fields: choose for each which value the merge keeps.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::Dashboard</name>
        <message numerus="yes">
            <source>The price catalog has newer prices for the offer this scenario used (%n change(s)). The figures below keep the prices saved with the scenario; pick the offer again on the Providers tab to use the new ones.</source>
            <translation>
                <numerusform>The price catalog has newer prices for the offer this scenario used (%n change). The figures below keep the prices saved with the scenario; pick the offer again on the Providers tab to use the new ones.</numerusform>
                <numerusform>The price catalog has newer prices for the offer this scenario used (%n changes). The figures below keep the prices saved with the scenario; pick the offer again on the Providers tab to use the new ones.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The price catalog holds prices read from the providers' lists on %1, %2 (older than %n day(s)): update it with Edit → Update the price catalog…</source>
            <translation>
                <numerusform>The price catalog holds prices read from the providers' lists on %1, %2 (older than %n day): update it with Edit → Update the price catalog…</numerusform>
                <numerusform>The price catalog holds prices read from the providers' lists on %1, %2 (older than %n days): update it with Edit → Update the price catalog…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::ExpertiseEditor</name>
        <message numerus="yes">
            <source>Staff over %n year(s): %1</source>
            <translation>
                <numerusform>Staff over %n year: %1</numerusform>
                <numerusform>Staff over %n years: %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::GeneralEditor</name>
        <message numerus="yes">
            <source>This scenario: buying the GPUs does not pay for itself against the cloud within %n year(s), at %1 utilization and %2 a year of staff.</source>
            <translation>
                <numerusform>This scenario: buying the GPUs does not pay for itself against the cloud within %n year, at %1 utilization and %2 a year of staff.</numerusform>
                <numerusform>This scenario: buying the GPUs does not pay for itself against the cloud within %n years, at %1 utilization and %2 a year of staff.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::ImportUsageDialog</name>
        <message numerus="yes">
            <source>%1: %n GPU(s) seen from %2 to %3 (%4 h observed, %5 of the period), average utilization %6, %7 busy GPU-hours; from the observed hours: %8 always busy, %9 more for %10 h a day on %11 from %12:00.</source>
            <translation>
                <numerusform>%1: %n GPU seen from %2 to %3 (%4 h observed, %5 of the period), average utilization %6, %7 busy GPU-hours; from the observed hours: %8 always busy, %9 more for %10 h a day on %11 from %12:00.</numerusform>
                <numerusform>%1: %n GPUs seen from %2 to %3 (%4 h observed, %5 of the period), average utilization %6, %7 busy GPU-hours; from the observed hours: %8 always busy, %9 more for %10 h a day on %11 from %12:00.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n GPU(s)</source>
            <translation>
                <numerusform>%n GPU</numerusform>
                <numerusform>%n GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n day(s)</source>
            <translation>
                <numerusform>%n day</numerusform>
                <numerusform>%n days</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::MainWindow</name>
        <message numerus="yes">
            <source>Imported %n scenario(s).</source>
            <translation>
                <numerusform>Imported %n scenario.</numerusform>
                <numerusform>Imported %n scenarios.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::OnPremOpsEditor</name>
        <message numerus="yes">
            <source>Running costs over %n year(s): %1.</source>
            <translation>
                <numerusform>Running costs over %n year: %1.</numerusform>
                <numerusform>Running costs over %n years: %1.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::PlanView</name>
        <message numerus="yes">
            <source>%n GPU(s) in month %1</source>
            <translation>
                <numerusform>%n GPU in month %1</numerusform>
                <numerusform>%n GPUs in month %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>reserved %n GPU(s) on a %1-year term from month %2</source>
            <translation>
                <numerusform>reserved %n GPU on a %1-year term from month %2</numerusform>
                <numerusform>reserved %n GPUs on a %1-year term from month %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::PriceUpdateDialog</name>
        <message numerus="yes">
            <source>The prices pinned on %1 come from the catalog dated %2. The current price catalog (dated %3) changes %n figure(s); the answer below is recomputed with them. Nothing changes until you choose Update prices, and Edit → Undo takes it back.</source>
            <translation>
                <numerusform>The prices pinned on %1 come from the catalog dated %2. The current price catalog (dated %3) changes %n figure; the answer below is recomputed with them. Nothing changes until you choose Update prices, and Edit → Undo takes it back.</numerusform>
                <numerusform>The prices pinned on %1 come from the catalog dated %2. The current price catalog (dated %3) changes %n figures; the answer below is recomputed with them. Nothing changes until you choose Update prices, and Edit → Undo takes it back.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: total over %n year(s)</source>
            <translation>
                <numerusform>%1: total over %n year</numerusform>
                <numerusform>%1: total over %n years</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::WorkloadsEditor</name>
        <message numerus="yes">
            <source>%1 h a day on %n day(s) from %2</source>
            <translation>
                <numerusform>%1 h a day on %n day from %2</numerusform>
                <numerusform>%1 h a day on %n days from %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 (%2): %n GPU(s), %3, %4</source>
            <translation>
                <numerusform>%1 (%2): %n GPU, %3, %4</numerusform>
                <numerusform>%1 (%2): %n GPUs, %3, %4</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::WorkloadsTable</name>
        <message numerus="yes">
            <source>%1 h × %n day(s) from %2:00</source>
            <translation>
                <numerusform>%1 h × %n day from %2:00</numerusform>
                <numerusform>%1 h × %n days from %2:00</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n GPU(s) reserved</source>
            <translation>
                <numerusform>%n GPU reserved</numerusform>
                <numerusform>%n GPUs reserved</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::charts</name>
        <message numerus="yes">
            <source>Tranche %1: %n GPU(s)</source>
            <translation>
                <numerusform>Tranche %1: %n GPU</numerusform>
                <numerusform>Tranche %1: %n GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Commitment %1: %n GPU(s)</source>
            <translation>
                <numerusform>Commitment %1: %n GPU</numerusform>
                <numerusform>Commitment %1: %n GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Commitment %1: %n GPU(s), %2</source>
            <translation>
                <numerusform>Commitment %1: %n GPU, %2</numerusform>
                <numerusform>Commitment %1: %n GPUs, %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::exporting</name>
        <message numerus="yes">
            <source>%n month(s)</source>
            <translation>
                <numerusform>%n month</numerusform>
                <numerusform>%n months</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n year(s)</source>
            <translation>
                <numerusform>%n year</numerusform>
                <numerusform>%n years</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n GPU(s)</source>
            <translation>
                <numerusform>%n GPU</numerusform>
                <numerusform>%n GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This scenario (first column) beside %n other scenario(s): the key figures, then every input that differs.</source>
            <translation>
                <numerusform>This scenario (first column) beside %n other scenario: the key figures, then every input that differs.</numerusform>
                <numerusform>This scenario (first column) beside %n other scenarios: the key figures, then every input that differs.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Bills: %1 to %2 (%n month(s)), effective spend %3, %4 GPU-hours billed</source>
            <translation>
                <numerusform>Bills: %1 to %2 (%n month), effective spend %3, %4 GPU-hours billed</numerusform>
                <numerusform>Bills: %1 to %2 (%n months), effective spend %3, %4 GPU-hours billed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tranche(s)</source>
            <translation>
                <numerusform>%n tranche</numerusform>
                <numerusform>%n tranches</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Telemetry: %n GPU(s) from %1 to %2 (UTC), %3 busy GPU-hours</source>
            <translation>
                <numerusform>Telemetry: %n GPU from %1 to %2 (UTC), %3 busy GPU-hours</numerusform>
                <numerusform>Telemetry: %n GPUs from %1 to %2 (UTC), %3 busy GPU-hours</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Observed: %1 hours, %2 of the period (a sample covers the time to the next one, at most %3 seconds); %n longer gap(s)</source>
            <translation>
                <numerusform>Observed: %1 hours, %2 of the period (a sample covers the time to the next one, at most %3 seconds); %n longer gap</numerusform>
                <numerusform>Observed: %1 hours, %2 of the period (a sample covers the time to the next one, at most %3 seconds); %n longer gaps</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n input(s) of one format version only are left out</source>
            <translation>
                <numerusform>%n input of one format version only are left out</numerusform>
                <numerusform>%n inputs of one format version only are left out</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::exporting::ComparePickerDialog</name>
        <message numerus="yes">
            <source>%n scenario(s) ticked.</source>
            <translation>
                <numerusform>%n scenario ticked.</numerusform>
                <numerusform>%n scenarios ticked.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::exporting::ExportReportsDialog</name>
        <message numerus="yes">
            <source>One PDF report for each of the %n selected scenario(s), named after client and scenario.</source>
            <translation>
                <numerusform>One PDF report for each of the %n selected scenario, named after client and scenario.</numerusform>
                <numerusform>One PDF report for each of the %n selected scenarios, named after client and scenario.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gda::ui::texts</name>
        <message numerus="yes">
            <source>%1 with %2 GPU(s)</source>
            <translation>
                <numerusform>%1 with %2 GPU</numerusform>
                <numerusform>%1 with %2 GPUs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The cloud costs %1 over %n year(s) (%2 per GPU-hour).</source>
            <translation>
                <numerusform>The cloud costs %1 over %n year (%2 per GPU-hour).</numerusform>
                <numerusform>The cloud costs %1 over %n years (%2 per GPU-hour).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 saves %2 (%3) over %n year(s) compared with the cloud.</source>
            <translation>
                <numerusform>%1 saves %2 (%3) over %n year compared with the cloud.</numerusform>
                <numerusform>%1 saves %2 (%3) over %n years compared with the cloud.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 costs %2 (%3) more than the cloud over %n year(s).</source>
            <translation>
                <numerusform>%1 costs %2 (%3) more than the cloud over %n year.</numerusform>
                <numerusform>%1 costs %2 (%3) more than the cloud over %n years.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Total over %n year(s): %1</source>
            <translation>
                <numerusform>Total over %n year: %1</numerusform>
                <numerusform>Total over %n years: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 costs %2 (%3) more than the cheapest option, %4 (%5), in net present value over %n year(s). It is still advised:</source>
            <translation>
                <numerusform>%1 costs %2 (%3) more than the cheapest option, %4 (%5), in net present value over %n year. It is still advised:</numerusform>
                <numerusform>%1 costs %2 (%3) more than the cheapest option, %4 (%5), in net present value over %n years. It is still advised:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>its price is more than %n day(s) older than the catalog</source>
            <translation>
                <numerusform>its price is more than %n day older than the catalog</numerusform>
                <numerusform>its price is more than %n days older than the catalog</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n offer(s): %1</source>
            <translation>
                <numerusform>%n offer: %1</numerusform>
                <numerusform>%n offers: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>“%1”: %n offer(s) left out of the multi-cloud option</source>
            <translation>
                <numerusform>“%1”: %n offer left out of the multi-cloud option</numerusform>
                <numerusform>“%1”: %n offers left out of the multi-cloud option</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: no break-even within %n year(s)</source>
            <translation>
                <numerusform>%1: no break-even within %n year</numerusform>
                <numerusform>%1: no break-even within %n years</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 saves %2 (%3) over %n year(s) compared with the cloud option (a single cloud provider).</source>
            <translation>
                <numerusform>%1 saves %2 (%3) over %n year compared with the cloud option (a single cloud provider).</numerusform>
                <numerusform>%1 saves %2 (%3) over %n years compared with the cloud option (a single cloud provider).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 costs %2 (%3) more than the cloud option (a single cloud provider) over %n year(s).</source>
            <translation>
                <numerusform>%1 costs %2 (%3) more than the cloud option (a single cloud provider) over %n year.</numerusform>
                <numerusform>%1 costs %2 (%3) more than the cloud option (a single cloud provider) over %n years.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 buys %n GPU(s) in its first purchase, more than the largest first purchase you set (%2).</source>
            <translation>
                <numerusform>%1 buys %n GPU in its first purchase, more than the largest first purchase you set (%2).</numerusform>
                <numerusform>%1 buys %n GPUs in its first purchase, more than the largest first purchase you set (%2).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 buys %n GPU(s), more than the largest fleet you set (%2).</source>
            <translation>
                <numerusform>%1 buys %n GPU, more than the largest fleet you set (%2).</numerusform>
                <numerusform>%1 buys %n GPUs, more than the largest fleet you set (%2).</numerusform>
            </translation>
        </message>
    </context>
</TS>
