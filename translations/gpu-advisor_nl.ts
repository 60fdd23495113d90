<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>gda::advice</name>
    <message>
        <source>Some workloads must stay on-premise, and the cheaper option would run part of them in the cloud.</source>
        <translation>Sommige werklasten moeten on-premise blijven, en de voordeligere optie zou een deel ervan in de cloud uitvoeren.</translation>
    </message>
    <message>
        <source>Owning GPUs never pays here: the cloud stays cheaper even at full utilization, so no option with a fleet is advised.</source>
        <translation>Eigen GPU&apos;s verdienen zich hier nooit terug: de cloud blijft zelfs bij volledige bezetting voordeliger, dus wordt geen optie met een eigen GPU-park geadviseerd.</translation>
    </message>
    <message>
        <source>The cheapest option buys no GPUs at all: it is renting by another name.</source>
        <translation>De voordeligste optie koopt helemaal geen GPU&apos;s: dat is huren onder een andere naam.</translation>
    </message>
    <message>
        <source>The decision matrix points to %1, but that fleet would be 0 GPUs: the advice is %2.</source>
        <translation>De beslissingsmatrix wijst naar %1, maar dat GPU-park zou 0 GPU&apos;s tellen: het advies luidt %2.</translation>
    </message>
    <message>
        <source>The decision matrix points to %1, but the cloud is cheaper at any utilization up to 100%: the advice is %2.</source>
        <translation>De beslissingsmatrix wijst naar %1, maar de cloud is bij elke bezettingsgraad tot en met 100% voordeliger: het advies luidt %2.</translation>
    </message>
    <message>
        <source>The decision matrix points to %1, but its extra cost over the cheapest option is more than the %2 that other factors may justify: the advice is %3.</source>
        <translation>De beslissingsmatrix wijst naar %1, maar de meerkosten ten opzichte van de voordeligste optie zijn groter dan de %2 die andere factoren mogen rechtvaardigen: het advies luidt %3.</translation>
    </message>
    <message>
        <source>The decision matrix points to %1, but it costs more than the cheapest option and no other factor argues for it: the advice is %2.</source>
        <translation>De beslissingsmatrix wijst naar %1, maar die optie kost meer dan de voordeligste en geen andere factor pleit ervoor: het advies luidt %2.</translation>
    </message>
    <message>
        <source>The factor %1 argues for owning GPUs (score %2 of 100).</source>
        <translation>De factor %1 pleit voor eigen GPU&apos;s (score %2 van 100).</translation>
    </message>
    <message>
        <source>The factor %1 argues for renting (score %2 of 100).</source>
        <translation>De factor %1 pleit voor huren (score %2 van 100).</translation>
    </message>
</context>
<context>
    <name>gda::amounttext</name>
    <message>
        <source>Enter an amount. Valid forms: %1.</source>
        <translation>Voer een bedrag in. Geldige vormen: %1.</translation>
    </message>
    <message>
        <source>“%1” is not an amount. Valid forms: %2.</source>
        <translation>“%1” is geen bedrag. Geldige vormen: %2.</translation>
    </message>
    <message>
        <source>“%1” has two decimal separators or a misplaced thousands separator. Valid forms: %2.</source>
        <translation>“%1” heeft twee decimaaltekens of een scheidingsteken voor duizendtallen op de verkeerde plaats. Geldige vormen: %2.</translation>
    </message>
    <message>
        <source>“%1” is negative; this amount cannot be. Valid forms: %2.</source>
        <translation>“%1” is negatief; dit bedrag kan dat niet zijn. Geldige vormen: %2.</translation>
    </message>
    <message>
        <source>“%1”: “%2” is not a known multiplier (k, M, mln, bn). Valid forms: %3.</source>
        <translation>“%1”: “%2” is geen bekende vermenigvuldiger (k, M, mln, mld). Geldige vormen: %3.</translation>
    </message>
</context>
<context>
    <name>gda::catalog</name>
    <message>
        <source>expected a list of entries, found %1</source>
        <translation>lijst met items verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>object verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by %2[%3] (valid: a unique id)</source>
        <translation>&quot;%1&quot; wordt al gebruikt door %2[%3] (geldig: een unieke id)</translation>
    </message>
    <message>
        <source>not valid JSON at column %1: %2</source>
        <translation>geen geldige JSON in kolom %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>JSON-object op het hoogste niveau verwacht</translation>
    </message>
    <message>
        <source>unknown field (valid: %1)</source>
        <translation>onbekend veld (geldig: %1)</translation>
    </message>
    <message>
        <source>%1 is not a catalog format (valid: &quot;gpu-advisor-catalog&quot;)</source>
        <translation>%1 is geen catalogusformaat (geldig: &quot;gpu-advisor-catalog&quot;)</translation>
    </message>
    <message>
        <source>%1 is not a supported version (valid: 1)</source>
        <translation>%1 is geen ondersteunde versie (geldig: 1)</translation>
    </message>
    <message>
        <source>%1 is not supported (valid: &quot;USD&quot;)</source>
        <translation>%1 wordt niet ondersteund (geldig: &quot;USD&quot;)</translation>
    </message>
    <message>
        <source>the list is empty (valid: at least one entry)</source>
        <translation>de lijst is leeg (geldig: ten minste één item)</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>bestand bestaat niet</translation>
    </message>
    <message>
        <source>is a folder, not a catalog file</source>
        <translation>is een map, geen catalogusbestand</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by %2 (valid: an id unique across the whole catalog)</source>
        <translation>&quot;%1&quot; wordt al gebruikt door %2 (geldig: een id die in de hele catalogus uniek is)</translation>
    </message>
    <message>
        <source>%1 is not a GPU model of the catalog (valid: %2)</source>
        <translation>%1 is geen GPU-model uit de catalogus (geldig: %2)</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1: de map kan niet worden aangemaakt</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>geen geldige JSON: %1</translation>
    </message>
    <message>
        <source>expected a catalog document {&quot;format&quot;: &quot;gpu-advisor-catalog&quot;, &quot;version&quot;: 1, …}</source>
        <translation>catalogusdocument verwacht {&quot;format&quot;: &quot;gpu-advisor-catalog&quot;, &quot;version&quot;: 1, …}</translation>
    </message>
    <message>
        <source>a quoted cell starting here is never closed</source>
        <translation>een cel tussen aanhalingstekens die hier begint, wordt nergens afgesloten</translation>
    </message>
    <message>
        <source>the file is empty (valid: a header row, then one row per entry)</source>
        <translation>het bestand is leeg (geldig: een kopregel, daarna één regel per item)</translation>
    </message>
    <message>
        <source>the header must have either an on_demand_per_gpu_hour column (cloud offers) or a unit_price_typical column (GPU models)</source>
        <translation>de kopregel moet een kolom on_demand_per_gpu_hour (cloudaanbiedingen) of een kolom unit_price_typical (GPU-modellen) hebben</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot; (valid: %2)</source>
        <translation>onbekende kolom &quot;%1&quot; (geldig: %2)</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; appears twice</source>
        <translation>kolom &quot;%1&quot; komt twee keer voor</translation>
    </message>
    <message>
        <source>the header has no column &quot;%1&quot; (required: %2)</source>
        <translation>de kopregel heeft geen kolom &quot;%1&quot; (verplicht: %2)</translation>
    </message>
    <message>
        <source>%1 cells, the header has %2</source>
        <translation>%1 cellen, de kopregel heeft er %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>regel %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; appears twice in this file (first on line %2)</source>
        <translation>&quot;%1&quot; komt twee keer voor in dit bestand (eerst op regel %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the id of a %2 in the catalog (valid: a new id, or the id of a %3 to replace)</source>
        <translation>&quot;%1&quot; is al de id van een %2 in de catalogus (geldig: een nieuwe id, of de id van een %3 die u wilt vervangen)</translation>
    </message>
    <message>
        <source>%1 is not a GPU model of the catalog or of this file</source>
        <translation>%1 is geen GPU-model uit de catalogus of uit dit bestand</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-model</translation>
    </message>
    <message>
        <source>cloud offer</source>
        <translation>cloudaanbieding</translation>
    </message>
    <message>
        <source>data-centre default</source>
        <translation>datacenterstandaardwaarde</translation>
    </message>
    <message>
        <source>missing (valid: text of 1 to %1 characters)</source>
        <translation>ontbreekt (geldig: tekst van 1 tot en met %1 tekens)</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>tekst verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>must not be empty (valid: text of 1 to %1 characters)</source>
        <translation>mag niet leeg zijn (geldig: tekst van 1 tot en met %1 tekens)</translation>
    </message>
    <message>
        <source>%1 characters is too long (valid: at most %2 characters)</source>
        <translation>%1 tekens is te lang (geldig: hoogstens %2 tekens)</translation>
    </message>
    <message>
        <source>%1 is not a valid id (valid: lowercase letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, starting with a letter or digit)</source>
        <translation>%1 is geen geldige id (geldig: kleine letters, cijfers, &apos;.&apos;, &apos;_&apos; en &apos;-&apos;, beginnend met een letter of cijfer)</translation>
    </message>
    <message>
        <source>missing (valid: a number, %1)</source>
        <translation>ontbreekt (geldig: een getal, %1)</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true of false verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>expected a non-empty list of [upper_tb, usd_per_gb] bands, found %1</source>
        <translation>niet-lege lijst met schijven [upper_tb, usd_per_gb] verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>expected a pair [upper_tb, usd_per_gb], found %1</source>
        <translation>paar [upper_tb, usd_per_gb] verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>only the last band may be open (null)</source>
        <translation>alleen de laatste schijf mag open zijn (null)</translation>
    </message>
    <message>
        <source>%1: the last band must be open (null) so every volume has a price</source>
        <translation>%1: de laatste schijf moet open zijn (null), zodat elk volume een prijs heeft</translation>
    </message>
    <message>
        <source>%1 is not above the previous bound %2 (upper bounds must ascend)</source>
        <translation>%1 ligt niet boven de vorige grens %2 (bovengrenzen moeten oplopen)</translation>
    </message>
    <message>
        <source>%1 is above %2 %3 (valid: at most %3)</source>
        <translation>%1 ligt boven %2 %3 (geldig: hoogstens %3)</translation>
    </message>
    <message>
        <source>%1 is not a date (valid: YYYY-MM-DD, 1990 to 2100)</source>
        <translation>%1 is geen datum (geldig: JJJJ-MM-DD, 1990 tot en met 2100)</translation>
    </message>
    <message>
        <source>%1 is below unit_price_low %2 (valid: low &lt;= typical &lt;= high)</source>
        <translation>%1 ligt onder unit_price_low %2 (geldig: laag &lt;= typisch &lt;= hoog)</translation>
    </message>
    <message>
        <source>%1 is below unit_price_typical %2 (valid: low &lt;= typical &lt;= high)</source>
        <translation>%1 ligt onder unit_price_typical %2 (geldig: laag &lt;= typisch &lt;= hoog)</translation>
    </message>
    <message>
        <source>%1 is not allowed (valid: hyperscaler, neocloud, marketplace)</source>
        <translation>%1 is niet toegestaan (geldig: hyperscaler, neocloud, marketplace)</translation>
    </message>
    <message>
        <source>false, but a reserved price is given (valid: true when a reserved price is given)</source>
        <translation>false, maar er is een gereserveerde prijs opgegeven (geldig: true als er een gereserveerde prijs is opgegeven)</translation>
    </message>
    <message>
        <source>true, but neither reserved_1y_per_gpu_hour nor reserved_3y_per_gpu_hour is given (valid: false without a reserved price)</source>
        <translation>true, maar reserved_1y_per_gpu_hour noch reserved_3y_per_gpu_hour is opgegeven (geldig: false zonder gereserveerde prijs)</translation>
    </message>
    <message>
        <source>expected an object {usd_per_eur, source, date}, found %1</source>
        <translation>object {usd_per_eur, source, date} verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>the ids that gpu-advisor-cli catalog list shows</source>
        <translation>de id&apos;s die gpu-advisor-cli catalog list toont</translation>
    </message>
    <message>
        <source>valid: %1</source>
        <translation>geldig: %1</translation>
    </message>
    <message>
        <source>did you mean %1? valid: %2</source>
        <translation>bedoelt u %1? geldig: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not %2 (%3)</source>
        <translation>&quot;%1&quot; is geen %2 (%3)</translation>
    </message>
    <message>
        <source>a GPU model of the price catalog</source>
        <translation>GPU-model uit de prijscatalogus</translation>
    </message>
    <message>
        <source>an offer of the price catalog or of inputs.multicloud.offers</source>
        <translation>cloudaanbieding uit de prijscatalogus of uit inputs.multicloud.offers</translation>
    </message>
    <message>
        <source>a provider of the price catalog or of inputs.multicloud.offers</source>
        <translation>cloudprovider uit de prijscatalogus of uit inputs.multicloud.offers</translation>
    </message>
    <message>
        <source>hyperscaler</source>
        <translation>hyperscaler</translation>
    </message>
    <message>
        <source>GPU cloud</source>
        <translation>GPU-cloud</translation>
    </message>
    <message>
        <source>marketplace</source>
        <translation>marktplaats</translation>
    </message>
    <message>
        <source>missing: a throughput needs its source and date (valid: text, and a date YYYY-MM-DD)</source>
        <translation>ontbreekt: relatieve prestaties hebben een bron en een datum nodig (geldig: tekst en een datum JJJJ-MM-DD)</translation>
    </message>
    <message>
        <source>missing: a throughput source or date without a throughput (valid: a number above 0, at most 10)</source>
        <translation>ontbreekt: een bron of datum van relatieve prestaties zonder de prestaties zelf (geldig: een getal boven 0, hoogstens 10)</translation>
    </message>
    <message>
        <source>%1 is not a valid provider id (valid: lower-case text, not &quot;own&quot;, which names a workload&apos;s own terms)</source>
        <translation>%1 is geen geldige id van een cloudprovider (geldig: tekst in kleine letters, niet &quot;own&quot;, dat de eigen voorwaarden van een werklast aanduidt)</translation>
    </message>
    <message>
        <source>missing: a spot source or date without a spot price (valid: a number above 0, at most the on-demand price)</source>
        <translation>ontbreekt: een bron of datum van een spotprijs zonder spotprijs (geldig: een getal boven 0, hoogstens de on-demandprijs)</translation>
    </message>
    <message>
        <source>is %1, not a regular file</source>
        <translation>is %1, geen gewoon bestand</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>de map %1 kan niet worden aangemaakt</translation>
    </message>
    <message>
        <source>the price catalog database cannot be used: %1</source>
        <translation>de database van de prijscatalogus kan niet worden gebruikt: %1</translation>
    </message>
    <message>
        <source>not a price catalog of GPU Decision Advisor</source>
        <translation>geen prijscatalogus van GPU Decision Advisor</translation>
    </message>
    <message>
        <source>written by a newer version of GPU Decision Advisor (catalog version %1; this version knows up to %2); update the application</source>
        <translation>geschreven door een nieuwere versie van GPU Decision Advisor (catalogusversie %1; deze versie kent tot en met %2); werk de toepassing bij</translation>
    </message>
    <message>
        <source>a database of another program, not a price catalog</source>
        <translation>een database van een ander programma, geen prijscatalogus</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (package libqt6sql6-sqlite)</source>
        <translation>het SQLite-stuurprogramma van Qt is niet geïnstalleerd (pakket libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1 was moved into the price catalog database, but could not be renamed to %2; it is no longer read</source>
        <translation>%1 is naar de database van de prijscatalogus overgezet, maar kon niet worden hernoemd naar %2; het bestand wordt niet meer gelezen</translation>
    </message>
    <message>
        <source>%1 was not moved into the price catalog database: %2</source>
        <translation>%1 is niet naar de database van de prijscatalogus overgezet: %2</translation>
    </message>
    <message>
        <source>%1 cannot be moved into the price catalog database and is kept unchanged: %2. Its prices are not used until the file is fixed or removed.</source>
        <translation>%1 kan niet naar de database van de prijscatalogus worden overgezet en blijft ongewijzigd bewaard: %2. De prijzen erin worden niet gebruikt tot het bestand is hersteld of verwijderd.</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB, the limit of a catalog or import file</source>
        <translation>het bestand is groter dan %1 MB, de grens voor een catalogus- of importbestand</translation>
    </message>
    <message>
        <source>the file is %1 MB, over the %2 MB limit of an import file (split it into several files)</source>
        <translation>het bestand is %1 MB, boven de grens van %2 MB voor een importbestand (verdeel het over meerdere bestanden)</translation>
    </message>
    <message>
        <source>no space left on the disk that holds it (%1 bytes free; SQLite: %2)</source>
        <translation>geen ruimte meer op de schijf waarop het staat (%1 bytes vrij; SQLite: %2)</translation>
    </message>
    <message>
        <source>%1 is not allowed (valid: none, node, cluster)</source>
        <translation>%1 is niet toegestaan (geldig: none, node, cluster)</translation>
    </message>
    <message>
        <source>today</source>
        <translation>vandaag</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) old</source>
        <translation>
            <numerusform>%n dag oud</numerusform>
            <numerusform>%n dagen oud</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old</source>
        <translation>
            <numerusform>%n maand oud</numerusform>
            <numerusform>%n maanden oud</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n year(s) old</source>
        <translation>
            <numerusform>%n jaar oud</numerusform>
            <numerusform>%n jaar oud</numerusform>
        </translation>
    </message>
    <message>
        <source>the download module found is of another build</source>
        <translation>de gevonden downloadmodule hoort bij een andere build</translation>
    </message>
    <message>
        <source>the download module cannot be loaded (%1)</source>
        <translation>de downloadmodule kan niet worden geladen (%1)</translation>
    </message>
    <message>
        <source>no temporary folder: %1</source>
        <translation>geen tijdelijke map: %1</translation>
    </message>
    <message>
        <source>%1 left out: it needs an API key (setting catalog_update/gcp_api_key)</source>
        <translation>%1 overgeslagen: daarvoor is een API-sleutel nodig (instelling catalog_update/gcp_api_key)</translation>
    </message>
    <message>
        <source>%1: more than %2 pages; the address is probably wrong</source>
        <translation>%1: meer dan %2 pagina&apos;s; het adres is waarschijnlijk onjuist</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>there is no fetched update to apply</source>
        <translation>er is geen opgehaalde update om toe te passen</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>geen geldige JSON bij byte %1: %2</translation>
    </message>
    <message>
        <source>a string is never closed</source>
        <translation>een tekenreeks wordt nooit afgesloten</translation>
    </message>
    <message>
        <source>a \u escape needs four hexadecimal digits</source>
        <translation>een \u-escape heeft vier hexadecimale cijfers nodig</translation>
    </message>
    <message>
        <source>unknown escape \%1</source>
        <translation>onbekende escape \%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; is geen getal</translation>
    </message>
    <message>
        <source>unexpected character</source>
        <translation>onverwacht teken</translation>
    </message>
    <message>
        <source>the document ends too early</source>
        <translation>het document houdt te vroeg op</translation>
    </message>
    <message>
        <source>more after the end of the document</source>
        <translation>er volgt nog iets na het einde van het document</translation>
    </message>
    <message>
        <source>expected &apos;:&apos;</source>
        <translation>&apos;:&apos; verwacht</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or the end of a list or object</source>
        <translation>&apos;,&apos; of het einde van een lijst of object verwacht</translation>
    </message>
    <message>
        <source>expected a member name</source>
        <translation>een veldnaam verwacht</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>onverwacht teken &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>geannuleerd</translation>
    </message>
    <message>
        <source>%1: no data for %2 s</source>
        <translation>%1: %2 s geen gegevens</translation>
    </message>
    <message>
        <source>%1: the server answered HTTP %2</source>
        <translation>%1: de server antwoordde HTTP %2</translation>
    </message>
    <message>
        <source>%1: the transfer broke off after %2 bytes (%3)</source>
        <translation>%1: de overdracht brak af na %2 bytes (%3)</translation>
    </message>
    <message>
        <source>%1: the transfer broke off after %2 of %3 bytes</source>
        <translation>%1: de overdracht brak af na %2 van %3 bytes</translation>
    </message>
    <message>
        <source>%1 is not a GPU model of the catalog</source>
        <translation>%1 is geen GPU-model van de catalogus</translation>
    </message>
    <message>
        <source>is not %1</source>
        <translation>is geen %1</translation>
    </message>
    <message>
        <source>an AWS Price List document</source>
        <translation>AWS Price List-document</translation>
    </message>
    <message>
        <source>an AWS Price List document (no &quot;products&quot;, &quot;terms&quot; or &quot;PriceList&quot;)</source>
        <translation>AWS Price List-document (geen &quot;products&quot;, &quot;terms&quot; of &quot;PriceList&quot;)</translation>
    </message>
    <message>
        <source>an Azure Retail Prices API page</source>
        <translation>pagina van de Azure Retail Prices API</translation>
    </message>
    <message>
        <source>an Azure Retail Prices API page (no &quot;Items&quot;)</source>
        <translation>pagina van de Azure Retail Prices API (geen &quot;Items&quot;)</translation>
    </message>
    <message>
        <source>a Cloud Billing Catalog SKU page</source>
        <translation>SKU-pagina van de Cloud Billing Catalog</translation>
    </message>
    <message>
        <source>a Cloud Billing Catalog SKU page (no &quot;skus&quot;)</source>
        <translation>SKU-pagina van de Cloud Billing Catalog (geen &quot;skus&quot;)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>geen JSON-object</translation>
    </message>
    <message>
        <source>neither a JSON text nor an object</source>
        <translation>geen JSON-tekst en geen object</translation>
    </message>
    <message>
        <source>PriceList[%1] is not a price list item: %2</source>
        <translation>PriceList[%1] is geen item van een prijslijst: %2</translation>
    </message>
</context>
<context>
    <name>gda::cli</name>
    <message>
        <source>validate takes one or more FILEs</source>
        <translation>validate verwacht een of meer BESTANDEN</translation>
    </message>
    <message>
        <source>%1: valid</source>
        <translation>%1: geldig</translation>
    </message>
    <message>
        <source>“%1” is not a scenario ID (IDs are whole numbers from 1)</source>
        <translation>“%1” is geen scenario-ID (ID&apos;s zijn gehele getallen vanaf 1)</translation>
    </message>
    <message>
        <source>store list: unknown option “%1”</source>
        <translation>store list: onbekende optie “%1”</translation>
    </message>
    <message>
        <source>The scenario library is empty.</source>
        <translation>De scenariobibliotheek is leeg.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>REV</source>
        <translation>VERSIE</translation>
    </message>
    <message>
        <source>MODIFIED</source>
        <translation>GEWIJZIGD</translation>
    </message>
    <message>
        <source>CLIENT</source>
        <translation>KLANT</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAAM</translation>
    </message>
    <message>
        <source>%1: imported as scenario %2</source>
        <translation>%1: geïmporteerd als scenario %2</translation>
    </message>
    <message>
        <source>store export: --out needs a FILE</source>
        <translation>store export: --out verwacht een BESTAND</translation>
    </message>
    <message>
        <source>store export takes ID --out FILE</source>
        <translation>store export verwacht ID --out BESTAND</translation>
    </message>
    <message>
        <source>Scenario %1 exported to %2</source>
        <translation>Scenario %1 geëxporteerd naar %2</translation>
    </message>
    <message>
        <source>SAVED</source>
        <translation>OPGESLAGEN</translation>
    </message>
    <message>
        <source>NOTE</source>
        <translation>NOTITIE</translation>
    </message>
    <message>
        <source>“%1” is not a revision number (whole numbers from 1)</source>
        <translation>“%1” is geen versienummer (gehele getallen vanaf 1)</translation>
    </message>
    <message>
        <source>Scenario %1: revision %2 restored as revision %3</source>
        <translation>Scenario %1: versie %2 teruggezet als versie %3</translation>
    </message>
    <message>
        <source>Scenario %1 moved to the trash</source>
        <translation>Scenario %1 is naar de prullenbak verplaatst</translation>
    </message>
    <message>
        <source>store: --db needs a PATH</source>
        <translation>store: --db verwacht een PAD</translation>
    </message>
    <message>
        <source>store needs a subcommand; usage: %1</source>
        <translation>store verwacht een subopdracht; gebruik: %1</translation>
    </message>
    <message>
        <source>store: unknown subcommand “%1”; usage: %2</source>
        <translation>store: onbekende subopdracht “%1”; gebruik: %2</translation>
    </message>
    <message>
        <source>store %1: wrong number of arguments; usage: %2</source>
        <translation>store %1: onjuist aantal argumenten; gebruik: %2</translation>
    </message>
    <message>
        <source>warning:</source>
        <translation>waarschuwing:</translation>
    </message>
    <message>
        <source>Work with the scenario library (--db PATH or $GPU_ADVISOR_DB to choose the file).</source>
        <translation>Werken met de scenariobibliotheek (--db PAD of $GPU_ADVISOR_DB om het bestand te kiezen).</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>schatting</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>verouderd</translation>
    </message>
    <message>
        <source>user</source>
        <translation>gebruiker</translation>
    </message>
    <message>
        <source>--gpu needs a MODEL</source>
        <translation>--gpu verwacht een MODEL</translation>
    </message>
    <message>
        <source>catalog list: unknown argument &quot;%1&quot; (valid: --json, --gpu MODEL)</source>
        <translation>catalog list: onbekend argument &quot;%1&quot; (geldig: --json, --gpu MODEL)</translation>
    </message>
    <message>
        <source>unknown GPU model &quot;%1&quot; (valid: %2)</source>
        <translation>onbekend GPU-model &quot;%1&quot; (geldig: %2)</translation>
    </message>
    <message>
        <source>Price catalog of %1; prices in USD; 1 EUR = %2 USD (%3, %4)</source>
        <translation>Prijscatalogus van %1; prijzen in USD; 1 EUR = %2 USD (%3, %4)</translation>
    </message>
    <message>
        <source>User catalog: %1</source>
        <translation>Gebruikerscatalogus: %1</translation>
    </message>
    <message>
        <source>%1: no rows to import</source>
        <translation>%1: geen regels om te importeren</translation>
    </message>
    <message>
        <source>%1: nothing imported, %2 bad row(s)</source>
        <translation>%1: niets geïmporteerd, %2 ongeldige regel(s)</translation>
    </message>
    <message>
        <source>%1: imported %2 row(s) into %3: %4 GPU model(s), %5 cloud offer(s), %6 data-centre default(s)%7; %8 bad row(s) skipped</source>
        <translation>%1: %2 regel(s) geïmporteerd in %3: %4 GPU-model(len), %5 cloudaanbieding(en), %6 datacenterstandaardwaarde(n)%7; %8 ongeldige regel(s) overgeslagen</translation>
    </message>
    <message>
        <source>, the exchange rate</source>
        <translation>, de wisselkoers</translation>
    </message>
    <message>
        <source>providers: unexpected argument &quot;%1&quot; (usage: providers FILE [--gpu MODEL])</source>
        <translation>providers: onverwacht argument &quot;%1&quot; (gebruik: providers BESTAND [--gpu MODEL])</translation>
    </message>
    <message>
        <source>providers takes a scenario FILE</source>
        <translation>providers verwacht een scenario-BESTAND</translation>
    </message>
    <message>
        <source>Price the scenario&apos;s workload at every offer for one GPU model; JSON, cheapest first.</source>
        <translation>De kosten van de werklast van het scenario berekenen bij elke aanbieding voor één GPU-model; JSON, voordeligste eerst.</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 verwacht een waarde</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not valid (valid: whole number %3 to %4)</source>
        <translation>%1: &quot;%2&quot; is niet geldig (geldig: geheel getal van %3 tot en met %4)</translation>
    </message>
    <message>
        <source>simulate: unexpected argument &quot;%1&quot;</source>
        <translation>simulate: onverwacht argument &quot;%1&quot;</translation>
    </message>
    <message>
        <source>simulate takes a FILE</source>
        <translation>simulate verwacht een BESTAND</translation>
    </message>
    <message>
        <source>the uncertainty of %1 is not valid</source>
        <translation>de onzekerheid van %1 is niet geldig</translation>
    </message>
    <message>
        <source>tornado takes exactly one FILE</source>
        <translation>tornado verwacht precies één BESTAND</translation>
    </message>
    <message>
        <source>Monte Carlo over the scenario&apos;s uncertain inputs; JSON out.</source>
        <translation>Monte Carlo-simulatie over de onzekere invoer van het scenario; uitvoer in JSON.</translation>
    </message>
    <message>
        <source>How much each main input moves the savings at -20% and +20%; JSON out.</source>
        <translation>Hoeveel de besparing verandert als een belangrijke invoerwaarde 20% daalt of stijgt; uitvoer in JSON.</translation>
    </message>
    <message>
        <source>Usage: gpu-advisor-cli COMMAND [ARGUMENTS]</source>
        <translation>Gebruik: gpu-advisor-cli OPDRACHT [ARGUMENTEN]</translation>
    </message>
    <message>
        <source>Decide whether to rent GPUs in the cloud, buy them on-premise, or mix the two.</source>
        <translation>Beslis of u GPU&apos;s in de cloud huurt, on-premise koopt of beide combineert.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Opdrachten:</translation>
    </message>
    <message>
        <source>Print the version and the cost model version.</source>
        <translation>De versie en de versie van het kostenmodel tonen.</translation>
    </message>
    <message>
        <source>Print this help.</source>
        <translation>Deze hulp tonen.</translation>
    </message>
    <message>
        <source>no command given; try --help</source>
        <translation>geen opdracht opgegeven; probeer --help</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; try --help</source>
        <translation>onbekende opdracht &quot;%1&quot;; probeer --help</translation>
    </message>
    <message>
        <source>Exit status: 0 on success, 2 for invalid arguments or input, 1 when the command could not complete (a result could not be written; the library is read-only, busy or damaged).</source>
        <translation>Afsluitcode: 0 bij succes, 2 bij ongeldige argumenten of invoer, 1 als de opdracht niet kon worden voltooid (een resultaat kon niet worden geschreven; de bibliotheek is alleen-lezen, bezet of beschadigd).</translation>
    </message>
    <message>
        <source>%1 is not installed beside %2 (it draws reports and charts)</source>
        <translation>%1 is niet geïnstalleerd naast %2 (dit programma tekent de rapporten en grafieken)</translation>
    </message>
    <message>
        <source>%1 cannot be started: %2</source>
        <translation>%1 kan niet worden gestart: %2</translation>
    </message>
    <message>
        <source>%1: unknown option &quot;%2&quot;</source>
        <translation>%1: onbekende optie &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: %2 needs a value</source>
        <translation>%1: %2 verwacht een waarde</translation>
    </message>
    <message>
        <source>%1: %2 is given twice</source>
        <translation>%1: %2 is twee keer opgegeven</translation>
    </message>
    <message>
        <source>%1: unexpected argument &quot;%2&quot;</source>
        <translation>%1: onverwacht argument &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 takes a scenario FILE</source>
        <translation>%1 verwacht een scenario-BESTAND</translation>
    </message>
    <message>
        <source>%1 needs --out %2</source>
        <translation>%1 verwacht --out %2</translation>
    </message>
    <message>
        <source>%1: --lang &quot;%2&quot; is not valid (valid: %3)</source>
        <translation>%1: --lang &quot;%2&quot; is niet geldig (geldig: %3)</translation>
    </message>
    <message>
        <source>%1: %2 &quot;%3&quot; is not valid (valid: whole number %4 to %5)</source>
        <translation>%1: %2 &quot;%3&quot; is niet geldig (geldig: geheel getal van %4 tot en met %5)</translation>
    </message>
    <message>
        <source>evaluate takes one or more FILEs</source>
        <translation>evaluate verwacht een of meer BESTANDEN</translation>
    </message>
    <message>
        <source>Evaluate scenario files and print the results as JSON (one object for one file, an array for several).</source>
        <translation>Scenariobestanden doorrekenen en de resultaten als JSON tonen (één object voor één bestand, een array voor meerdere).</translation>
    </message>
    <message>
        <source>providers: --gpu is for version 1 files; a version 2 file ranks each workload&apos;s offers for its own gpu_model</source>
        <translation>providers: --gpu is voor bestanden van versie 1; een bestand van versie 2 rangschikt de cloudaanbiedingen van elke werklast voor diens eigen gpu_model</translation>
    </message>
    <message>
        <source>usage: validate --upgrade FILE --out FILE2</source>
        <translation>gebruik: validate --upgrade BESTAND --out BESTAND2</translation>
    </message>
    <message>
        <source>validate --upgrade: unexpected &quot;%1&quot; (%2)</source>
        <translation>validate --upgrade: onverwacht &quot;%1&quot; (%2)</translation>
    </message>
    <message>
        <source>%1: already version 2; written to %2</source>
        <translation>%1: al versie 2; geschreven naar %2</translation>
    </message>
    <message>
        <source>%1: version 2 form written to %2</source>
        <translation>%1: vorm van versie 2 geschreven naar %2</translation>
    </message>
    <message>
        <source>Check scenario files; name the first invalid field. --upgrade writes the version 2 form of a version 1 file to FILE2.</source>
        <translation>Scenariobestanden controleren; het eerste ongeldige veld noemen. --upgrade schrijft de vorm van versie 2 van een bestand van versie 1 naar BESTAND2.</translation>
    </message>
    <message>
        <source>Scenario %1 is already version 2 (revision %2)</source>
        <translation>Scenario %1 heeft al formaatversie 2 (versie %2)</translation>
    </message>
    <message>
        <source>Upgraded to version 2</source>
        <translation>Omgezet naar formaatversie 2</translation>
    </message>
    <message>
        <source>Scenario %1: version 2 form stored as revision %2</source>
        <translation>Scenario %1: vorm van formaatversie 2 opgeslagen als versie %2</translation>
    </message>
    <message>
        <source>GPU models (unit price low / typical / high, kW per GPU, date; throughput relative to the H100 SXM, its date):</source>
        <translation>GPU-modellen (stukprijs laag / gangbaar / hoog, kW per GPU, datum; relatieve prestaties ten opzichte van de H100 SXM, met datum):</translation>
    </message>
    <message>
        <source>Cloud offers (provider id and class; per GPU-hour: on-demand / reserved 1 year / spot, date; throughput of the GPU model):</source>
        <translation>Cloudaanbiedingen (id en soort van de cloudprovider; per GPU-uur: on-demand / gereserveerd 1 jaar / spot, datum; relatieve prestaties van het GPU-model):</translation>
    </message>
    <message>
        <source>dated in the future</source>
        <translation>gedateerd in de toekomst</translation>
    </message>
    <message>
        <source>%1: %2 is dated %3, after today: check the date (a price dated in the future is never shown as stale)</source>
        <translation>%1: %2 is gedateerd op %3, na vandaag: controleer de datum (een prijs met een datum in de toekomst wordt nooit als verouderd getoond)</translation>
    </message>
    <message>
        <source>%1: --db needs --id ID</source>
        <translation>%1: --db verwacht ook --id ID</translation>
    </message>
    <message>
        <source>%1 takes a scenario FILE or --db DB --id ID</source>
        <translation>%1 verwacht een scenario-BESTAND of --db DB --id ID</translation>
    </message>
    <message>
        <source>%1: give a scenario FILE or --id ID, not both</source>
        <translation>%1: geef een scenario-BESTAND of --id ID, niet beide</translation>
    </message>
    <message>
        <source>csv: --locale &quot;%1&quot; is not valid (valid: %2)</source>
        <translation>csv: --locale &quot;%1&quot; is niet geldig (geldig: %2)</translation>
    </message>
    <message>
        <source>xlsx: --out &quot;%1&quot; must end in .xlsx</source>
        <translation>xlsx: --out &quot;%1&quot; moet eindigen op .xlsx</translation>
    </message>
    <message>
        <source>Write an Excel workbook: summary with charts, inputs, and the monthly costs with totals as formulas.</source>
        <translation>Een Excel-werkmap schrijven: samenvatting met grafieken, invoer en de maandelijkse kosten met de totalen als formules.</translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation>Wachtwoord voor %1: </translation>
    </message>
    <message>
        <source>%1: no scenario library there</source>
        <translation>%1: daar staat geen scenariobibliotheek</translation>
    </message>
    <message>
        <source>team: --db needs a postgresql:// URI</source>
        <translation>team: --db heeft een postgresql://-URI nodig</translation>
    </message>
    <message>
        <source>team works on a team library: give --db postgresql://… (or set GPU_ADVISOR_DB to one)</source>
        <translation>team werkt op een teambibliotheek: geef --db postgresql://… (of zet GPU_ADVISOR_DB op zo’n URI)</translation>
    </message>
    <message>
        <source>team needs a subcommand; usage: %1</source>
        <translation>team heeft een subopdracht nodig; gebruik: %1</translation>
    </message>
    <message>
        <source>team %1: an option has no value; usage: %2</source>
        <translation>team %1: een optie heeft geen waarde; gebruik: %2</translation>
    </message>
    <message>
        <source>team %1: unknown option “%2”</source>
        <translation>team %1: onbekende optie “%2”</translation>
    </message>
    <message>
        <source>team %1: wrong arguments; usage: %2</source>
        <translation>team %1: verkeerde argumenten; gebruik: %2</translation>
    </message>
    <message>
        <source>team add-user: --role is “%1”; it must be consultant or reviewer</source>
        <translation>team add-user: --role is “%1”; dit moet consultant of reviewer zijn</translation>
    </message>
    <message>
        <source>team: unknown subcommand “%1”; usage: %2</source>
        <translation>team: onbekende subopdracht “%1”; gebruik: %2</translation>
    </message>
    <message>
        <source>team add-user: cannot read the password from standard input</source>
        <translation>team add-user: het wachtwoord kan niet van de standaardinvoer worden gelezen</translation>
    </message>
    <message>
        <source>team add-user: --password-stdin read an empty password</source>
        <translation>team add-user: --password-stdin las een leeg wachtwoord</translation>
    </message>
    <message>
        <source>Set up who may see what in a team library on PostgreSQL (roles and row-level security).</source>
        <translation>Stel in wie wat mag zien in een teambibliotheek op PostgreSQL (rollen en beveiliging per rij).</translation>
    </message>
    <message>
        <source>%1: %2, %3 lines</source>
        <translation>%1: %2, %3 regels</translation>
    </message>
    <message>
        <source>, %1 GPU-hours at %2 each (%3 % committed)</source>
        <translation>, %1 GPU-uren tegen %2 per stuk (%3% onder een reserveringscontract)</translation>
    </message>
    <message>
        <source>Measured usage</source>
        <translation>Gemeten gebruik</translation>
    </message>
    <message>
        <source>--format needs a value</source>
        <translation>--format verwacht een waarde</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not valid (valid: auto, focus, aws-cur, azure, gcp, nvidia-smi, dcgm, cloudwatch)</source>
        <translation>--format: &quot;%1&quot; is niet geldig (geldig: auto, focus, aws-cur, azure, gcp, nvidia-smi, dcgm, cloudwatch)</translation>
    </message>
    <message>
        <source>--scenario needs a file name</source>
        <translation>--scenario verwacht een bestandsnaam</translation>
    </message>
    <message>
        <source>--name needs a value</source>
        <translation>--name verwacht een waarde</translation>
    </message>
    <message>
        <source>--client needs a value</source>
        <translation>--client verwacht een waarde</translation>
    </message>
    <message>
        <source>measure: unknown option &quot;%1&quot;</source>
        <translation>measure: onbekende optie &quot;%1&quot;</translation>
    </message>
    <message>
        <source>measure needs at least one FILE</source>
        <translation>measure verwacht ten minste één BESTAND</translation>
    </message>
    <message>
        <source>the measured scenario is not valid, so %1 was not written: %2</source>
        <translation>het gemeten scenario is niet geldig, dus %1 is niet geschreven: %2</translation>
    </message>
    <message>
        <source>Read cloud bills and GPU telemetry (plain or gzip CSV, Prometheus text): spend, GPU-hours and the busy pattern; --scenario writes a version 2 scenario with the measured workloads.</source>
        <translation>Cloudfacturen en GPU-telemetrie lezen (CSV, al dan niet met gzip, of Prometheus-tekst): uitgaven, GPU-uren en het bezettingspatroon; --scenario schrijft een scenario van versie 2 met de gemeten werklasten.</translation>
    </message>
    <message>
        <source>%1: give exactly one of --ids, --client, --all</source>
        <translation>%1: geef precies één van --ids, --client, --all</translation>
    </message>
    <message>
        <source>%1: there is no scenario %2 in the library</source>
        <translation>%1: er is geen scenario %2 in de bibliotheek</translation>
    </message>
    <message>
        <source>%1: the library has no scenario of client “%2”</source>
        <translation>%1: de bibliotheek heeft geen scenario van klant “%2”</translation>
    </message>
    <message>
        <source>store copy: %1 needs a library (a file or a postgresql:// URI); usage: %2</source>
        <translation>store copy: %1 heeft een bibliotheek nodig (een bestand of een postgresql://-URI); gebruik: %2</translation>
    </message>
    <message>
        <source>store copy: unknown argument “%1”; usage: %2</source>
        <translation>store copy: onbekend argument “%1”; gebruik: %2</translation>
    </message>
    <message>
        <source>store copy needs both --from and --to; usage: %1</source>
        <translation>store copy heeft zowel --from als --to nodig; gebruik: %1</translation>
    </message>
    <message>
        <source>store copy: --from and --to name the same library (%1)</source>
        <translation>store copy: --from en --to noemen dezelfde bibliotheek (%1)</translation>
    </message>
    <message>
        <source>store copy: %1 is not empty (scenarios: %2, the trash included); copy into an empty library, or add --append to add the copies beside them with new IDs</source>
        <translation>store copy: %1 is niet leeg (scenario&apos;s: %2, de prullenbak meegeteld); kopieer naar een lege bibliotheek, of voeg --append toe om de kopieën er met nieuwe ID&apos;s naast te zetten</translation>
    </message>
    <message>
        <source>Copied from %1 to %2: scenarios %3, revisions %4</source>
        <translation>Gekopieerd van %1 naar %2: scenario&apos;s %3, versies %4</translation>
    </message>
    <message>
        <source>store copy takes --from and --to instead of --db; usage: %1</source>
        <translation>store copy gebruikt --from en --to in plaats van --db; gebruik: %1</translation>
    </message>
    <message>
        <source>compare: unknown option &quot;%1&quot; (valid: %2, --indexed)</source>
        <translation>compare: onbekende optie &quot;%1&quot; (geldig: %2, --indexed)</translation>
    </message>
    <message>
        <source>compare: %1 is given twice</source>
        <translation>compare: %1 is twee keer opgegeven</translation>
    </message>
    <message>
        <source>compare: --lang &quot;%1&quot; is not valid (valid: %2)</source>
        <translation>compare: --lang &quot;%1&quot; is ongeldig (geldig: %2)</translation>
    </message>
    <message>
        <source>compare: give scenario FILEs or --db DB --ids, not both</source>
        <translation>compare: geef scenario-BESTANDEN of --db DB --ids, niet allebei</translation>
    </message>
    <message>
        <source>compare: --db needs --ids (two to four library ids, e.g. 1,2,3)</source>
        <translation>compare: --db vraagt om --ids (twee tot en met vier id&apos;s uit de bibliotheek, bijvoorbeeld 1,2,3)</translation>
    </message>
    <message>
        <source>compare takes two to four FILEs, or --db DB --ids with two to four ids</source>
        <translation>compare verwacht twee tot en met vier BESTANDEN, of --db DB --ids met twee tot en met vier id&apos;s</translation>
    </message>
    <message>
        <source>compare takes two to four library ids, not %1</source>
        <translation>compare vergelijkt twee tot en met vier id&apos;s uit de bibliotheek, niet %1</translation>
    </message>
    <message>
        <source>compare: scenario %1 cannot be read: %2</source>
        <translation>compare: scenario %1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>optimize: --time-limit &quot;%1&quot; is not valid (valid: seconds above 0, at most %2)</source>
        <translation>optimize: --time-limit &quot;%1&quot; is ongeldig (geldig: seconden boven 0, hoogstens %2)</translation>
    </message>
    <message>
        <source>optimize cannot plan this scenario: %1</source>
        <translation>optimize kan voor dit scenario geen plan maken: %1</translation>
    </message>
    <message>
        <source>no plan meets the limits; binding: %1 (a workload with placement onprem must run on-premise from the first month a fleet can be live)</source>
        <translation>geen plan blijft binnen de grenzen; de knellende grens is %1 (een werklast met plaatsing onprem moet on-premise draaien vanaf de eerste maand waarin een GPU-park in bedrijf kan zijn)</translation>
    </message>
    <message>
        <source>no plan within the limits was found in the time limit; give more time with --time-limit</source>
        <translation>binnen de tijdslimiet is geen plan binnen de grenzen gevonden; geef meer tijd met --time-limit</translation>
    </message>
    <message>
        <source>store sync: %1 is not a team library (a postgresql:// URI)</source>
        <translation>store sync: %1 is geen teambibliotheek (een postgresql://-URI)</translation>
    </message>
    <message>
        <source>Sent: scenario %1 “%2”, revision %3</source>
        <translation>Verstuurd: scenario %1 “%2”, versie %3</translation>
    </message>
    <message>
        <source>Conflict: scenario %1 “%2” changed on the server (revision %3) after revision %4, which this revision started from; saved as a copy, scenario %5</source>
        <translation>Conflict: scenario %1 “%2” is op de server gewijzigd (versie %3) na versie %4, waar deze versie van uitging; als kopie opgeslagen, scenario %5</translation>
    </message>
    <message>
        <source>Sent %1, conflicts %2 (saved as copies %3)</source>
        <translation>Verstuurd %1, conflicten %2 (als kopie opgeslagen %3)</translation>
    </message>
    <message>
        <source>Write one chart as PNG, SVG or PDF; W × H in pixels at 96 DPI (default 1200 × 700), the PNG has W × D / 96 by H × D / 96 pixels (default D = 192); --preset sets size and resolution for a slide or an A4 page.</source>
        <translation>Eén grafiek als PNG, SVG of PDF schrijven; B × H in pixels bij 96 DPI (standaard 1200 × 700), de PNG heeft B × D / 96 bij H × D / 96 pixels (standaard D = 192); --preset stelt maat en resolutie in voor een dia of een A4-pagina.</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>Alle GPU&apos;s</translation>
    </message>
    <message>
        <source>GPUs of no catalog model</source>
        <translation>GPU&apos;s van geen model uit de catalogus</translation>
    </message>
    <message>
        <source>%1: billed %2 GPU-hours, measured %3 busy GPU-hours: %4 GPU-hours paid but idle</source>
        <translation>%1: gefactureerd %2 GPU-uren, gemeten %3 bezette GPU-uren: %4 GPU-uren betaald maar onbenut</translation>
    </message>
    <message>
        <source>--scenario needs GPU telemetry (nvidia-smi, dcgm or cloudwatch) or GPU instance lines in the bills: the workloads come from them</source>
        <translation>--scenario verwacht GPU-telemetrie (nvidia-smi, dcgm of cloudwatch) of regels voor GPU-instances in de facturen: de werklasten komen daaruit</translation>
    </message>
    <message>
        <source>Write the client report of a scenario as a PDF, or one per scenario of the library into a folder or, with --zip, one zip archive in it (exit 1 if any failed); with your firm&apos;s name and logo in the cover band, the author on the cover, a confidentiality line on every page and your accent colour for the cover band and headings; --compare adds a section comparing it with up to three other scenarios.</source>
        <translation>Schrijf het klantrapport van een scenario als PDF, of één per scenario uit de bibliotheek in een map of, met --zip, in één zip-archief daarin (afsluitcode 1 als er een mislukte); met de naam en het logo van uw bureau in de band op het voorblad, de auteur op het voorblad, een vertrouwelijkheidsregel op elke pagina en uw accentkleur voor de band op het voorblad en de koppen; --compare voegt een hoofdstuk toe dat het vergelijkt met hoogstens drie andere scenario&apos;s.</translation>
    </message>
    <message>
        <source>library scenario %1</source>
        <translation>scenario %1 in de bibliotheek</translation>
    </message>
    <message>
        <source>%1 passed its integrity check.</source>
        <translation>%1 heeft de integriteitscontrole doorstaan.</translation>
    </message>
    <message>
        <source>usage: update-prices FILE [--out FILE2 | --write]</source>
        <translation>gebruik: update-prices BESTAND [--out BESTAND2 | --write]</translation>
    </message>
    <message>
        <source>update-prices: unexpected &quot;%1&quot; (%2)</source>
        <translation>update-prices: onverwacht &quot;%1&quot; (%2)</translation>
    </message>
    <message>
        <source>%1: a version 1 scenario takes no prices from the catalog (validate --upgrade converts it to version 2)</source>
        <translation>%1: een scenario van versie 1 neemt geen prijzen uit de catalogus over (validate --upgrade zet het om naar versie 2)</translation>
    </message>
    <message>
        <source>Show which pinned prices of a version 2 scenario the catalog of today changes (offers, exchange rate, the fleet&apos;s catalog figures) and the answer before and after, as JSON; --out writes the updated scenario to FILE2, --write over FILE. A file never pinned is pinned at the catalog&apos;s prices.</source>
        <translation>Toon welke vastgelegde prijzen van een scenario van versie 2 de huidige catalogus wijzigt (aanbiedingen, wisselkoers, de cataloguswaarden van het GPU-park) en het antwoord ervoor en erna, als JSON; --out schrijft het bijgewerkte scenario naar BESTAND2, --write overschrijft BESTAND. Een bestand zonder vastgelegde prijzen krijgt de prijzen van de catalogus.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) seen, observed %2 h of %3 h (%4 %), average utilization %5 %, %6 busy GPU-hours</source>
        <translation>
            <numerusform>%1: %n GPU gezien, %2 uur waargenomen van %3 uur (%4%), gemiddelde bezettingsgraad %5%, %6 bezette GPU-uren</numerusform>
            <numerusform>%1: %n GPU&apos;s gezien, %2 uur waargenomen van %3 uur (%4%), gemiddelde bezettingsgraad %5%, %6 bezette GPU-uren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s) longer than %1 s between samples of a GPU, %2 h unobserved beyond it, the longest %3 h</source>
        <translation>
            <numerusform>%n onderbreking langer dan %1 s tussen metingen van een GPU, %2 uur daarboven niet waargenomen, de langste %3 uur</numerusform>
            <numerusform>%n onderbrekingen langer dan %1 s tussen metingen van een GPU, %2 uur daarboven niet waargenomen, de langste %3 uur</numerusform>
        </translation>
    </message>
    <message>
        <source>pattern of the %1 observed week-hours: %2 always busy, %3 more for %4 h a day on %5 from %6:00</source>
        <translation>patroon van de %1 waargenomen uren van de week: %2 altijd bezet, %3 extra gedurende %4 uur per dag op %5 vanaf %6:00</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dag</numerusform>
            <numerusform>%n dagen</numerusform>
        </translation>
    </message>
    <message>
        <source>not a GPU model of the price catalog</source>
        <translation>geen GPU-model uit de prijscatalogus</translation>
    </message>
    <message>
        <source>%1 %2 %3%4: effective %5, billed %6 %7</source>
        <translation>%1 %2 %3%4: effectief %5, gefactureerd %6 %7</translation>
    </message>
    <message>
        <source>%1 %2: %3 hours, effective %4 %5: a GPU instance the price catalog does not know, not counted as GPU-hours</source>
        <translation>%1 %2: %3 uur, effectief %4 %5: een GPU-instance die de prijscatalogus niet kent, niet als GPU-uren geteld</translation>
    </message>
    <message>
        <source>Amounts in %1 converted at %2 %3 per %1 (%4)</source>
        <translation>Bedragen in %1 omgerekend tegen %2 %3 per %1 (%4)</translation>
    </message>
    <message>
        <source>Cross-check over %1 to %2, where bills and telemetry overlap: %3 % of the bills&apos; GPU period, %4 % of the telemetry&apos;s</source>
        <translation>Controle over %1 tot %2, waar facturen en telemetrie overlappen: %3% van de GPU-periode van de facturen, %4% van die van de telemetrie</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>waarschuwing: %1</translation>
    </message>
    <message>
        <source>--currency needs USD or EUR</source>
        <translation>--currency vereist USD of EUR</translation>
    </message>
    <message>
        <source>--rate needs CODE=VALUE, e.g. NOK=0.094</source>
        <translation>--rate vereist CODE=WAARDE, bijvoorbeeld NOK=0.094</translation>
    </message>
    <message>
        <source>--rate: &quot;%1&quot; is not CODE=VALUE with a three-letter currency code and a positive number, e.g. NOK=0.094</source>
        <translation>--rate: &quot;%1&quot; is geen CODE=WAARDE met een valutacode van drie letters en een positief getal, bijvoorbeeld NOK=0.094</translation>
    </message>
    <message>
        <source>--max-gap needs a number of seconds from 1 to 604800</source>
        <translation>--max-gap vereist een aantal seconden van 1 tot en met 604800</translation>
    </message>
    <message>
        <source>price catalog: %1 USD per EUR, %2</source>
        <translation>prijscatalogus: %1 USD per EUR, %2</translation>
    </message>
    <message>
        <source>given with --rate</source>
        <translation>opgegeven met --rate</translation>
    </message>
    <message>
        <source>no GPU offer of the catalog&apos;s GPU models found in the %1 document(s)</source>
        <translation>geen GPU-aanbieding voor de GPU-modellen van de catalogus gevonden in de %1-document(en)</translation>
    </message>
    <message>
        <source>imported %1 cloud offer(s) into %2; %3 bad row(s) skipped</source>
        <translation>%1 cloudaanbieding(en) geïmporteerd in %2; %3 foute rij(en) overgeslagen</translation>
    </message>
    <message>
        <source>--format needs one of %1</source>
        <translation>--format vraagt een van %1</translation>
    </message>
    <message>
        <source>catalog import --format %1 needs at least one FILE</source>
        <translation>catalog import --format %1 vraagt minstens één BESTAND</translation>
    </message>
    <message>
        <source>catalog import takes exactly one FILE (.json or .csv), or --format FORMAT FILE…</source>
        <translation>catalog import neemt precies één BESTAND (.json of .csv), of --format FORMAAT BESTAND…</translation>
    </message>
    <message>
        <source>--source needs FORMAT=URL with FORMAT one of %1</source>
        <translation>--source vraagt FORMAAT=URL met FORMAAT een van %1</translation>
    </message>
    <message>
        <source>--move-percent needs a number from 0 to 100</source>
        <translation>--move-percent vraagt een getal van 0 tot 100</translation>
    </message>
    <message>
        <source>catalog update: unknown argument &quot;%1&quot; (valid: --source FORMAT=URL, --move-percent P, --yes)</source>
        <translation>catalog update: onbekend argument &quot;%1&quot; (geldig: --source FORMAAT=URL, --move-percent P, --yes)</translation>
    </message>
    <message>
        <source>fetching %1 (page %2)</source>
        <translation>%1 ophalen (pagina %2)</translation>
    </message>
    <message>
        <source>offline, the price documents cannot be fetched (%1); the catalog is unchanged. Download them elsewhere and import them with: catalog import --format aws-price-list|azure-retail|gcp-billing FILE…</source>
        <translation>offline, de prijsdocumenten kunnen niet worden opgehaald (%1); de catalogus is ongewijzigd. Download ze elders en importeer ze met: catalog import --format aws-price-list|azure-retail|gcp-billing BESTAND…</translation>
    </message>
    <message>
        <source>%1; the catalog is unchanged</source>
        <translation>%1; de catalogus is ongewijzigd</translation>
    </message>
    <message>
        <source>bad row:</source>
        <translation>foute rij:</translation>
    </message>
    <message>
        <source>Offers added: %1</source>
        <translation>Aanbiedingen toegevoegd: %1</translation>
    </message>
    <message>
        <source>Offers removed: %1</source>
        <translation>Aanbiedingen verwijderd: %1</translation>
    </message>
    <message>
        <source>Prices moved by more than %1%: %2</source>
        <translation>Prijzen meer dan %1% veranderd: %2</translation>
    </message>
    <message>
        <source>Unchanged: %1; moved by %2% or less: %3</source>
        <translation>Ongewijzigd: %1; %2% of minder veranderd: %3</translation>
    </message>
    <message>
        <source>Nothing stored: run catalog update --yes to apply these changes.</source>
        <translation>Niets opgeslagen: voer catalog update --yes uit om deze wijzigingen toe te passen.</translation>
    </message>
    <message>
        <source>Applied to %1: %2 offer(s) stored, %3 removed. Scenarios keep the prices they were given until you update them.</source>
        <translation>Toegepast op %1: %2 aanbieding(en) opgeslagen, %3 verwijderd. Scenario&apos;s houden hun prijzen tot u ze bijwerkt.</translation>
    </message>
    <message>
        <source>catalog needs a subcommand (valid: list, import, update)</source>
        <translation>catalog vraagt een subopdracht (geldig: list, import, update)</translation>
    </message>
    <message>
        <source>List the price catalog (default plus user catalog), import a JSON or CSV file or the providers&apos; published price documents into the user catalog, or fetch those documents and show (and with --yes store) what changed.</source>
        <translation>Toon de prijscatalogus (standaard plus gebruikerscatalogus), importeer een JSON- of CSV-bestand of de gepubliceerde prijsdocumenten van de cloudproviders in de gebruikerscatalogus, of haal die documenten op en toon (en sla met --yes op) wat er veranderde.</translation>
    </message>
    <message>
        <source>csv: --by &quot;%1&quot; is not valid (valid: month, year)</source>
        <translation>csv: --by &quot;%1&quot; is niet geldig (geldig: month, year)</translation>
    </message>
    <message>
        <source>Write the monthly cost per option and category as CSV: for a Dutch Excel (nl: &quot;;&quot;, decimal comma), an English one (en), or the machine form (c, the default); --by year writes one row per fiscal year and option instead (capex, opex, depreciation, savings, energy and CO2).</source>
        <translation>Schrijf de maandkosten per optie en categorie als CSV: voor een Nederlandse Excel (nl: &quot;;&quot;, decimale komma), een Engelse (en) of de machinevorm (c, de standaard); --by year schrijft in plaats daarvan één regel per boekjaar en optie (kapitaaluitgaven, operationele kosten, afschrijving, besparing, energie en CO2).</translation>
    </message>
    <message>
        <source>compare: --currency &quot;%1&quot; is not valid (valid: EUR, USD)</source>
        <translation>compare: --currency &quot;%1&quot; is niet geldig (geldig: EUR, USD)</translation>
    </message>
    <message>
        <source>compare: --currency converts the amounts of --out X.png|X.svg|X.pdf|X.csv; the JSON keeps each scenario&apos;s own currency (its &quot;currency&quot;)</source>
        <translation>compare: --currency rekent de bedragen van --out X.png|X.svg|X.pdf|X.csv om; de JSON houdt de eigen valuta van elk scenario aan (het veld &quot;currency&quot;)</translation>
    </message>
    <message>
        <source>Compare two to four scenarios (files or library ids): key outputs and the inputs that differ as JSON, or with --out the chart of every option&apos;s cumulative cost (--indexed: each scenario&apos;s cloud total = 100) or the table as CSV for Excel; --currency: every amount in that currency, converted at the catalog&apos;s dated rate (default: the first scenario&apos;s currency).</source>
        <translation>Vergelijk twee tot en met vier scenario&apos;s (bestanden of id&apos;s uit de bibliotheek): de belangrijkste uitkomsten en de invoer die verschilt als JSON, of met --out de grafiek van de cumulatieve kosten van elke optie (--indexed: het cloudtotaal van elk scenario = 100) of de tabel als CSV voor Excel; --currency: elk bedrag in die valuta, omgerekend tegen de koers met datum uit de catalogus (standaard: de valuta van het eerste scenario).</translation>
    </message>
    <message>
        <source>--scenario %1 is one of the files to read; give the scenario another name</source>
        <translation>--scenario %1 is een van de te lezen bestanden; geef het scenario een andere naam</translation>
    </message>
    <message>
        <source>inputs.plan_limits.first_purchase_month (%1) is after the last month a purchase may be made (%2): no month is left to buy in</source>
        <translation>inputs.plan_limits.first_purchase_month (%1) ligt na de laatste maand waarin een aankoop mag worden gedaan (%2): er blijft geen maand over om in te kopen</translation>
    </message>
    <message>
        <source>store list: %1 needs a value</source>
        <translation>store list: %1 heeft een waarde nodig</translation>
    </message>
    <message>
        <source>No scenario matches.</source>
        <translation>Geen enkel scenario komt overeen.</translation>
    </message>
    <message>
        <source>The team library has no teams yet (team add-team NAME).</source>
        <translation>De teambibliotheek heeft nog geen teams (team add-team NAAM).</translation>
    </message>
    <message>
        <source>TEAM</source>
        <translation>TEAM</translation>
    </message>
    <message>
        <source>CLIENTS</source>
        <translation>KLANTEN</translation>
    </message>
    <message>
        <source>MEMBER</source>
        <translation>LID</translation>
    </message>
    <message>
        <source>ROLE</source>
        <translation>ROL</translation>
    </message>
    <message>
        <source>consultant</source>
        <translation>consultant</translation>
    </message>
    <message>
        <source>reviewer</source>
        <translation>reviewer</translation>
    </message>
    <message>
        <source>Access rules are set up: row-level security is on.</source>
        <translation>De toegangsregels zijn ingesteld: beveiliging op rijniveau staat aan.</translation>
    </message>
    <message>
        <source>Team “%1” added.</source>
        <translation>Team “%1” toegevoegd.</translation>
    </message>
    <message>
        <source>%1 is a consultant of the team “%2”.</source>
        <translation>%1 is consultant van het team “%2”.</translation>
    </message>
    <message>
        <source>%1 is a reviewer of the team “%2”.</source>
        <translation>%1 is reviewer van het team “%2”.</translation>
    </message>
    <message>
        <source>%1 is no longer a member of the team “%2” (the login role stays).</source>
        <translation>%1 is geen lid meer van het team “%2” (de inlogrol blijft bestaan).</translation>
    </message>
    <message>
        <source>The client “%1” belongs to the team “%2”.</source>
        <translation>De klant “%1” hoort bij het team “%2”.</translation>
    </message>
    <message>
        <source>GPU</source>
        <comment>kind of spend on a bill</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <source>storage</source>
        <comment>kind of spend on a bill</comment>
        <translation>opslag</translation>
    </message>
    <message>
        <source>egress</source>
        <comment>kind of spend on a bill</comment>
        <translation>egress</translation>
    </message>
    <message>
        <source>other</source>
        <comment>kind of spend on a bill</comment>
        <translation>overig</translation>
    </message>
    <message>
        <source>Find the plan of the hybrid option with the lowest NPV: purchases (whole nodes in the months inputs.plan_limits allows), reserved commitments and the transfer method; print it as JSON. --out writes the scenario with the plan filled in. --no-commitments plans no new commitment.</source>
        <translation>Zoek het plan van de hybride optie met de laagste netto contante waarde: aankopen (hele nodes in de maanden die inputs.plan_limits toestaat), reserveringscontracten en de overdrachtsmethode; druk het af als JSON. --out schrijft het scenario met het plan ingevuld. --no-commitments plant geen nieuw reserveringscontract.</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) left unchanged: the catalog&apos;s price is dated after the document (%1)</source>
        <translation>
            <numerusform>%n aanbieding ongewijzigd gelaten: de prijs in de prijscatalogus is van een latere datum dan het document (%1)</numerusform>
            <numerusform>%n aanbiedingen ongewijzigd gelaten: de prijs in de prijscatalogus is van een latere datum dan het document (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>store %1: --note needs a TEXT</source>
        <translation>store %1: --note heeft een TEKST nodig</translation>
    </message>
    <message>
        <source>store import takes FILE... [--note TEXT]</source>
        <translation>store import verwacht BESTAND... [--note TEKST]</translation>
    </message>
    <message>
        <source>store save takes ID FILE [--note TEXT]</source>
        <translation>store save verwacht ID BESTAND [--note TEKST]</translation>
    </message>
    <message>
        <source>Scenario %1: %2 saved as revision %3</source>
        <translation>Scenario %1: %2 opgeslagen als versie %3</translation>
    </message>
    <message>
        <source>AUTHOR</source>
        <translation>AUTEUR</translation>
    </message>
    <message>
        <source>local draft %1 after %2</source>
        <translation>lokaal concept %1 na %2</translation>
    </message>
    <message>
        <source>optimize: --option &quot;%1&quot; is not an option that buys GPUs (valid: %2)</source>
        <translation>optimize: --option &quot;%1&quot; is geen optie die GPU&apos;s koopt (geldig: %2)</translation>
    </message>
    <message>
        <source>%1 document(s), %2 MB, %3 record(s) read, %4 for GPU models of the catalog (%5 other operating systems, licences or variants skipped, %6 priced 0 or capacity blocks skipped, %7 in government-only regions skipped, %8 without an on-demand price)</source>
        <translation>%1 document(en), %2 MB, %3 record(s) gelezen, %4 voor GPU-modellen van de catalogus (%5 andere besturingssystemen, licenties of varianten overgeslagen, %6 met prijs 0 of capaciteitsblokken overgeslagen, %7 in regio&apos;s alleen voor overheden overgeslagen, %8 zonder on-demandprijs)</translation>
    </message>
    <message numerus="yes">
        <source>no offer made (%1): %n GPU record(s) read, but skipped or without an on-demand price (counts above)</source>
        <translation>
            <numerusform>geen aanbieding gemaakt (%1): %n GPU-record gelezen, maar overgeslagen of zonder on-demandprijs (aantallen hierboven)</numerusform>
            <numerusform>geen aanbieding gemaakt (%1): %n GPU-records gelezen, maar overgeslagen of zonder on-demandprijs (aantallen hierboven)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gda::deriveddefaults</name>
    <message>
        <source>%1: %2</source>
        <comment>source name: full reference</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>average of the European Union</source>
        <translation>gemiddelde van de Europese Unie</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a default&apos;s source, the country</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>level kept, project estimate on %1, %2</source>
        <translation>niveau aangehouden, projectschatting op basis van %1, %2</translation>
    </message>
    <message>
        <source>at least $500,000 a year without GPU experience (hybrid-cloud article)</source>
        <translation>minstens $&#xa0;500.000 per jaar zonder GPU-ervaring (artikel hybride cloud)</translation>
    </message>
    <message>
        <source>at least one specialist (migration article)</source>
        <translation>minstens één specialist (migratieartikel)</translation>
    </message>
    <message>
        <source>no minimum with an HPC team in place</source>
        <translation>geen minimum met een bestaand HPC-team</translation>
    </message>
    <message>
        <source>1 staff member per 250 GPUs (CTWatch, 2006) at $185,000 a year (GPU cluster salaries, 2026), %1</source>
        <translation>1 medewerker per 250 GPU&apos;s (CTWatch, 2006) à $&#xa0;185.000 per jaar (salarissen GPU-clusterbeheer, 2026), %1</translation>
    </message>
</context>
<context>
    <name>gda::exporting</name>
    <message>
        <source>No file name given.</source>
        <translation>Geen bestandsnaam opgegeven.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>Kan %1 niet schrijven: het is een map.</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>Kan %1 niet schrijven: de map %2 bestaat niet.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2 is not a folder.</source>
        <translation>Kan %1 niet schrijven: %2 is geen map.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Kan %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>column name (currency code)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Klant</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Maand</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Optie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Cumulatief</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Invoer</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Per maand</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>Horizon (maanden)</translation>
    </message>
    <message>
        <source>GPU-hours over the horizon</source>
        <translation>GPU-uren over de gehele horizon</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Aanbeveling</translation>
    </message>
    <message>
        <source>None: every weight of the decision matrix is zero</source>
        <translation>Geen: elk gewicht van de beslissingsmatrix is nul</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Totale kosten</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>Netto contante waarde (NCW)</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>Kosten per GPU-uur</translation>
    </message>
    <message>
        <source>Break-even month (against the cloud)</source>
        <translation>Break-evenmaand (ten opzichte van de cloud)</translation>
    </message>
    <message>
        <source>Savings against the cloud</source>
        <translation>Besparing ten opzichte van de cloud</translation>
    </message>
    <message>
        <source>Savings (share of the cloud&apos;s total)</source>
        <translation>Besparing (aandeel van het cloudtotaal)</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>niet binnen de horizon</translation>
    </message>
    <message>
        <source>Cost category</source>
        <translation>Kostencategorie</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Cumulatieve kosten</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>Kostenopbouw</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>above: %1 per GB</source>
        <translation>daarboven: %1 per GB</translation>
    </message>
    <message>
        <source>up to %1 TB: %2 per GB</source>
        <translation>tot en met %1 TB: %2 per GB</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Invoerwaarde</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standaardwaarde</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Veld</translation>
    </message>
    <message>
        <source>%1: cannot create a temporary folder (%2)</source>
        <translation>%1: kan geen tijdelijke map aanmaken (%2)</translation>
    </message>
    <message>
        <source>%1: cannot start the workbook</source>
        <translation>%1: kan de werkmap niet aanmaken</translation>
    </message>
    <message>
        <source>%1: cannot write the workbook (%2)</source>
        <translation>%1: kan de werkmap niet schrijven (%2)</translation>
    </message>
    <message>
        <source>Cannot write %1: it is %2, not a regular file; give the path of a file.</source>
        <translation>Kan %1 niet schrijven: het is %2, geen gewoon bestand; geef het pad van een bestand op.</translation>
    </message>
    <message>
        <source>Set in the scenario</source>
        <translation>Ingesteld in het scenario</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standaard: %1</translation>
    </message>
    <message>
        <source>a zip archive holds at most 65,535 files, not %L1</source>
        <translation>een zip-archief bevat hoogstens 65.535 bestanden, niet %L1</translation>
    </message>
    <message>
        <source>a file in a zip archive needs a name of 1 to 65,535 bytes</source>
        <translation>een bestand in een zip-archief heeft een naam van 1 tot 65.535 bytes nodig</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large for a zip archive (4 GiB at most)</source>
        <translation>&quot;%1&quot; is te groot voor een zip-archief (hoogstens 4 GiB)</translation>
    </message>
    <message>
        <source>the zip archive would exceed 4 GiB</source>
        <translation>het zip-archief zou groter worden dan 4 GiB</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Kan %1 niet schrijven: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 GPU(s)</source>
        <translation>
            <numerusform>%1 met %2 GPU</numerusform>
            <numerusform>%1 met %2 GPU&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>Fiscal year</source>
        <translation>Boekjaar</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Van</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Tot en met</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Uitgaven</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>Kapitaaluitgaven</translation>
    </message>
    <message>
        <source>Opex</source>
        <translation>Operationele kosten</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Restwaarde</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Afschrijving</translation>
    </message>
    <message>
        <source>Cumulative savings</source>
        <translation>Cumulatieve besparing</translation>
    </message>
    <message>
        <source>Share migrated (%)</source>
        <translation>Aandeel gemigreerd (%)</translation>
    </message>
    <message>
        <source>Energy (kWh)</source>
        <translation>Energie (kWh)</translation>
    </message>
    <message>
        <source>CO2 (tonnes)</source>
        <translation>CO2 (ton)</translation>
    </message>
    <message>
        <source>Per year</source>
        <translation>Per jaar</translation>
    </message>
    <message>
        <source>Energy and CO2</source>
        <translation>Energie en CO2</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Wat als</translation>
    </message>
    <message>
        <source>These figures come from GPU Decision Advisor, which computed them from the scenario&apos;s inputs. Changing an input in this workbook recomputes nothing: change the scenario in the app and export again.</source>
        <translation>Deze cijfers komen van GPU Decision Advisor, dat ze uit de invoer van het scenario heeft berekend. Een gewijzigde invoerwaarde in deze werkmap herberekent niets: wijzig het scenario in de toepassing en exporteer opnieuw.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>client — scenario</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Figures from GPU Decision Advisor</source>
        <translation>Cijfers van GPU Decision Advisor</translation>
    </message>
    <message>
        <source>Page &amp;P of &amp;N</source>
        <comment>&amp;P and &amp;N are page numbers</comment>
        <translation>Pagina &amp;P van &amp;N</translation>
    </message>
    <message>
        <source>calendar years</source>
        <translation>kalenderjaren</translation>
    </message>
    <message>
        <source>fiscal years that start in %1</source>
        <translation>boekjaren die in %1 beginnen</translation>
    </message>
    <message>
        <source>Per year: %1; month 1 is %2</source>
        <translation>Per jaar: %1; maand 1 is %2</translation>
    </message>
    <message>
        <source>IRR against the cloud</source>
        <translation>IRR ten opzichte van de cloud</translation>
    </message>
    <message>
        <source>ROI against the cloud</source>
        <translation>ROI ten opzichte van de cloud</translation>
    </message>
    <message>
        <source>Discounted payback (months)</source>
        <translation>Verdisconteerde terugverdientijd (maanden)</translation>
    </message>
    <message>
        <source>Book value at the end</source>
        <translation>Boekwaarde aan het eind</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>niet geschat</translation>
    </message>
    <message>
        <source>Share migrated</source>
        <translation>Aandeel gemigreerd</translation>
    </message>
    <message>
        <source>CO2 at the grid intensity of %1: %2 g CO2e per kWh (%3, %4).</source>
        <translation>CO2 bij de CO2-intensiteit van het stroomnet in %1: %2 g CO2e per kWh (%3, %4).</translation>
    </message>
    <message>
        <source>No country stated: CO2 is not estimated.</source>
        <translation>Geen land opgegeven: CO2 wordt niet geschat.</translation>
    </message>
    <message>
        <source>Energy of an own fleet: its power cost at the electricity price (kW per GPU, idle share, PUE, busy hours). The cloud&apos;s energy is not estimated: the providers publish no energy figures per GPU-hour.</source>
        <translation>Energie van een eigen GPU-park: de stroomkosten gedeeld door de elektriciteitsprijs (kW per GPU, aandeel bij stilstand, PUE, bezette uren). De energie van de cloud wordt niet geschat: de cloudproviders publiceren geen energiecijfers per GPU-uur.</translation>
    </message>
    <message>
        <source>%1 ↓ · %2 →</source>
        <translation>%1 ↓ · %2 →</translation>
    </message>
    <message>
        <source>What if: the recommendation when one or two inputs change, all else as in the scenario</source>
        <translation>Wat als: de aanbeveling als één of twee invoerwaarden veranderen, overige invoer ongewijzigd</translation>
    </message>
    <message>
        <source>Not available for a scenario with several workloads (version 2): change the scenario in the app.</source>
        <translation>Niet beschikbaar voor een scenario met meerdere werklasten (versie 2): wijzig het scenario in de toepassing.</translation>
    </message>
    <message>
        <source>%1 %2 per GPU-hour</source>
        <translation>%1 %2 per GPU-uur</translation>
    </message>
    <message>
        <source>Utilization against the cloud&apos;s price</source>
        <translation>Bezettingsgraad naar cloudprijs</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Bezettingsgraad</translation>
    </message>
    <message>
        <source>Cloud price (on-demand; reserved and burst move with it)</source>
        <translation>Cloudprijs (on-demand; gereserveerd en burst bewegen mee)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n jaar</numerusform>
            <numerusform>%n jaar</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs needed against the horizon</source>
        <translation>Benodigde GPU&apos;s naar horizon</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>Benodigde GPU&apos;s</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizon</translation>
    </message>
    <message>
        <source>Each cell is the app&apos;s recommendation for the scenario with that change (GPUs needed scales the on-premise fleet and reserved GPUs with it). The scenario itself is the middle column of the first grid and the middle row of the second.</source>
        <translation>Elke cel is de aanbeveling van de toepassing voor het scenario met die wijziging (met de benodigde GPU&apos;s schalen het on-premise GPU-park en de gereserveerde GPU&apos;s mee). Het scenario zelf is de middelste kolom van het eerste raster en de middelste rij van het tweede.</translation>
    </message>
    <message>
        <source>Decision matrix score</source>
        <translation>Totaalscore beslissingsmatrix</translation>
    </message>
    <message>
        <source>leans to %1 (0 = cloud, 100 = on-premise)</source>
        <translation>wijst naar %1 (0 = cloud, 100 = on-premise)</translation>
    </message>
    <message>
        <source>Calendar month</source>
        <translation>Kalendermaand</translation>
    </message>
    <message>
        <source>Cloud price change from month %1</source>
        <translation>Wijziging van de cloudprijs vanaf maand %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
</context>
<context>
    <name>gda::files</name>
    <message>
        <source>%1 is locked by another program that is changing the same file; try again</source>
        <translation>%1 is vergrendeld door een ander programma dat hetzelfde bestand wijzigt; probeer het opnieuw</translation>
    </message>
    <message>
        <source>The lock file %1 cannot be created: %2</source>
        <translation>Het vergrendelingsbestand %1 kan niet worden aangemaakt: %2</translation>
    </message>
    <message>
        <source>The lock file %1 cannot be locked: %2</source>
        <translation>Het vergrendelingsbestand %1 kan niet worden vergrendeld: %2</translation>
    </message>
    <message>
        <source>check the folder&apos;s permissions and free space</source>
        <translation>controleer de rechten en de vrije ruimte van de map</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>een map</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>een pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>een apparaat</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>een socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>geen gewoon bestand</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: bestand bestaat niet</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file: give the path of a file</source>
        <translation>%1 is %2, geen gewoon bestand: geef het pad van een bestand op</translation>
    </message>
</context>
<context>
    <name>gda::inputs</name>
    <message>
        <source>hybrid-cloud article, 8 Dec 2025</source>
        <translation>artikel hybride cloud, 8 dec. 2025</translation>
    </message>
    <message>
        <source>migration article, 8 Dec 2025</source>
        <translation>migratieartikel, 8 dec. 2025</translation>
    </message>
    <message>
        <source>AWS price list, retrieved 9 Nov 2026</source>
        <translation>prijslijst AWS, opgehaald 9 nov. 2026</translation>
    </message>
    <message>
        <source>GPU price comparison, 20 Apr 2026</source>
        <translation>vergelijking van GPU-prijzen, 20 apr. 2026</translation>
    </message>
    <message>
        <source>AWS egress prices, 27 Apr 2026</source>
        <translation>egressprijzen van AWS, 27 apr. 2026</translation>
    </message>
    <message>
        <source>H100 price estimate, Hugging Face, 2025–26</source>
        <translation>prijsschatting H100, Hugging Face, 2025–26</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100 specification, 2024–25</source>
        <translation>specificatie NVIDIA DGX H100, 2024–25</translation>
    </message>
    <message>
        <source>GPU depreciation practice, 2023–25</source>
        <translation>afschrijvingspraktijk voor GPU&apos;s, 2023–25</translation>
    </message>
    <message>
        <source>AWS Direct Connect prices, 2025–26</source>
        <translation>prijzen AWS Direct Connect, 2025–26</translation>
    </message>
    <message>
        <source>cost model, version 1</source>
        <translation>kostenmodel, versie 1</translation>
    </message>
    <message>
        <source>project estimate</source>
        <translation>projectschatting</translation>
    </message>
    <message>
        <source>Euro (EUR)</source>
        <translation>Euro (EUR)</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>Amerikaanse dollar (USD)</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-demand</translation>
    </message>
    <message>
        <source>Reserved (1-year commitment)</source>
        <translation>Gereserveerd (reserveringscontract van 1 jaar)</translation>
    </message>
    <message>
        <source>Cash purchase</source>
        <translation>Aankoop uit eigen middelen</translation>
    </message>
    <message>
        <source>Lease</source>
        <translation>Lease</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Lening</translation>
    </message>
    <message>
        <source>Over the internet (egress)</source>
        <translation>Via internet (egress)</translation>
    </message>
    <message>
        <source>Snowball devices</source>
        <translation>Snowball-apparaten</translation>
    </message>
    <message>
        <source>Direct Connect line</source>
        <translation>Direct Connect-verbinding</translation>
    </message>
    <message>
        <source>No GPU infrastructure experience</source>
        <translation>Geen ervaring met GPU-infrastructuur</translation>
    </message>
    <message>
        <source>Some experience (general IT operations)</source>
        <translation>Enige ervaring (algemeen IT-beheer)</translation>
    </message>
    <message>
        <source>Dedicated GPU-cluster (HPC) team</source>
        <translation>Eigen GPU-clusterteam (HPC)</translation>
    </message>
    <message>
        <source>In the cloud</source>
        <translation>In de cloud</translation>
    </message>
    <message>
        <source>On-premise</source>
        <translation>On-premise</translation>
    </message>
    <message>
        <source>Partly in the cloud, partly on-premise</source>
        <translation>Deels in de cloud, deels on-premise</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>niet meegeteld</translation>
    </message>
    <message>
        <source>counted</source>
        <translation>meegeteld</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferentie</translation>
    </message>
    <message>
        <source>Development and test</source>
        <translation>Ontwikkeling en test</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Productie</translation>
    </message>
    <message>
        <source>five equally weighted factors</source>
        <translation>vijf even zwaar wegende factoren</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>Scenarionaam</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Klant</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>Kind of workload</source>
        <translation>Soort werklast</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizon</translation>
    </message>
    <message>
        <source>a five-year comparison (hybrid-cloud article, Dec 2025)</source>
        <translation>een vergelijking over een periode van vijf jaar (artikel hybride cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Disconteringsvoet</translation>
    </message>
    <message>
        <source>cost model example; 0% compares plain totals</source>
        <translation>voorbeeld uit het kostenmodel; bij 0% worden de totalen zonder disconteren vergeleken</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuta</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>Benodigde GPU&apos;s</translation>
    </message>
    <message>
        <source>ten 8-GPU servers, the cluster of the migration article</source>
        <translation>tien servers met 8 GPU&apos;s, het cluster uit het migratieartikel</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Bezettingsgraad</translation>
    </message>
    <message>
        <source>the cost model&apos;s worked example</source>
        <translation>het uitgewerkte voorbeeld van het kostenmodel</translation>
    </message>
    <message>
        <source>Monthly profile</source>
        <translation>Maandprofiel</translation>
    </message>
    <message>
        <source>Annual growth of the demand</source>
        <translation>Jaarlijkse groei van de vraag</translation>
    </message>
    <message>
        <source>no growth unless known (project estimate)</source>
        <translation>geen groei tenzij bekend (projectschatting)</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Prijsmodel</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>On-demandprijs</translation>
    </message>
    <message>
        <source>AWS p5.48xlarge $55.04/h for 8 GPUs after the June 2025 cut (pricing sources)</source>
        <translation>AWS p5.48xlarge $&#xa0;55,04 per uur voor 8 GPU&apos;s na de prijsverlaging van juni 2025 (prijsbronnen)</translation>
    </message>
    <message>
        <source>Reserved price</source>
        <translation>Gereserveerde prijs</translation>
    </message>
    <message>
        <source>about 40% below on-demand for one year (pricing sources)</source>
        <translation>ongeveer 40% onder on-demand bij een reserveringscontract van één jaar (prijsbronnen)</translation>
    </message>
    <message>
        <source>Reserved GPUs</source>
        <translation>Gereserveerde GPU&apos;s</translation>
    </message>
    <message>
        <source>the number of GPUs</source>
        <translation>het aantal GPU&apos;s</translation>
    </message>
    <message>
        <source>Same as the number of GPUs</source>
        <translation>Gelijk aan het aantal GPU&apos;s</translation>
    </message>
    <message>
        <source>Burst price</source>
        <translation>Burstprijs</translation>
    </message>
    <message>
        <source>the on-demand price</source>
        <translation>de on-demandprijs</translation>
    </message>
    <message>
        <source>Same as the on-demand price</source>
        <translation>Gelijk aan de on-demandprijs</translation>
    </message>
    <message>
        <source>Cloud price change per year</source>
        <translation>Jaarlijkse wijziging van de cloudprijs</translation>
    </message>
    <message>
        <source>flat; AWS cut H100 prices by 44% in June 2025, not extrapolated</source>
        <translation>ongewijzigd; AWS verlaagde de H100-prijzen in juni 2025 met 44%, maar die daling is niet doorgetrokken</translation>
    </message>
    <message>
        <source>Data stored in the cloud</source>
        <translation>Data opgeslagen in de cloud</translation>
    </message>
    <message>
        <source>working data set (project estimate)</source>
        <translation>werkdataset (projectschatting)</translation>
    </message>
    <message>
        <source>Storage price</source>
        <translation>Opslagprijs in de cloud</translation>
    </message>
    <message>
        <source>network-attached storage $0.10/GB-month (hybrid-cloud article)</source>
        <translation>network-attached storage $&#xa0;0,10 per GB per maand (artikel hybride cloud)</translation>
    </message>
    <message>
        <source>Data transfer out (egress)</source>
        <translation>Uitgaande dataoverdracht (egress)</translation>
    </message>
    <message>
        <source>project estimate; AWS charges $0.09/GB beyond 10 TB a month</source>
        <translation>projectschatting; AWS rekent $&#xa0;0,09 per GB boven 10 TB per maand</translation>
    </message>
    <message>
        <source>Egress price bands</source>
        <translation>Egressprijsschijven</translation>
    </message>
    <message>
        <source>AWS internet egress, $0.09/GB for the first 10 TB, then 0.085, 0.07 and 0.05 (pricing sources)</source>
        <translation>internetegress bij AWS: $&#xa0;0,09 per GB voor de eerste 10 TB, daarna 0,085, 0,07 en 0,05 (prijsbronnen)</translation>
    </message>
    <message>
        <source>Overhead on compute</source>
        <translation>Overhead op rekenkracht</translation>
    </message>
    <message>
        <source>support, monitoring, load balancers, NAT (project estimate)</source>
        <translation>support, monitoring, load balancers, NAT (projectschatting)</translation>
    </message>
    <message>
        <source>GPUs to buy (on-premise option)</source>
        <translation>Aan te schaffen GPU&apos;s (on-premise-optie)</translation>
    </message>
    <message>
        <source>the number of GPUs of the workload</source>
        <translation>het aantal GPU&apos;s van de werklast</translation>
    </message>
    <message>
        <source>GPUs to buy (hybrid option)</source>
        <translation>Aan te schaffen GPU&apos;s (hybride optie)</translation>
    </message>
    <message>
        <source>enough GPUs for the quietest month; peaks go to the cloud</source>
        <translation>genoeg GPU&apos;s voor de rustigste maand; pieken gaan naar de cloud</translation>
    </message>
    <message>
        <source>Automatic: cover the quietest month</source>
        <translation>Automatisch: de rustigste maand dekken</translation>
    </message>
    <message>
        <source>GPU unit price</source>
        <translation>Stuksprijs per GPU</translation>
    </message>
    <message>
        <source>H100 SXM list-price estimate (pricing sources)</source>
        <translation>geschatte catalogusprijs H100 SXM (prijsbronnen)</translation>
    </message>
    <message>
        <source>Servers and networking per GPU</source>
        <translation>Servers en netwerk per GPU</translation>
    </message>
    <message>
        <source>$0.5M for 80 GPUs (migration article)</source>
        <translation>$&#xa0;0,5 mln voor 80 GPU&apos;s (migratieartikel)</translation>
    </message>
    <message>
        <source>Installation per GPU</source>
        <translation>Installatie per GPU</translation>
    </message>
    <message>
        <source>$0.2M for 80 GPUs (migration article)</source>
        <translation>$&#xa0;0,2 mln voor 80 GPU&apos;s (migratieartikel)</translation>
    </message>
    <message>
        <source>Power and cooling facility</source>
        <translation>Stroom- en koelingsinfrastructuur</translation>
    </message>
    <message>
        <source>$150,000 for one 40 kW rack (hybrid-cloud article)</source>
        <translation>$&#xa0;150.000 voor één rack van 40 kW (artikel hybride cloud)</translation>
    </message>
    <message>
        <source>Other one-off investment</source>
        <translation>Overige eenmalige investering</translation>
    </message>
    <message>
        <source>Power per GPU, server share included</source>
        <translation>Vermogen per GPU, inclusief aandeel van de server</translation>
    </message>
    <message>
        <source>DGX H100: 10.2 kW for 8 GPUs (pricing sources)</source>
        <translation>DGX H100: 10,2 kW voor 8 GPU&apos;s (prijsbronnen)</translation>
    </message>
    <message>
        <source>Power usage effectiveness (PUE)</source>
        <translation>Energie-efficiëntie van het datacenter (PUE)</translation>
    </message>
    <message>
        <source>cooling adds 30% (hybrid-cloud article)</source>
        <translation>koeling voegt 30% toe aan de stroomkosten (artikel hybride cloud)</translation>
    </message>
    <message>
        <source>Power drawn while idle</source>
        <translation>Stroomverbruik in rust</translation>
    </message>
    <message>
        <source>idle servers draw about 30% of full load (project estimate)</source>
        <translation>servers in rust verbruiken ongeveer 30% van het vermogen bij vollast (projectschatting)</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Stroomprijs</translation>
    </message>
    <message>
        <source>Electricity price change per year</source>
        <translation>Jaarlijkse wijziging van de stroomprijs</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>Onderhoud per jaar</translation>
    </message>
    <message>
        <source>10–15% of the hardware a year (hybrid-cloud article)</source>
        <translation>10–15% van de hardwarekosten per jaar (artikel hybride cloud)</translation>
    </message>
    <message>
        <source>Staff cost per year</source>
        <translation>Personeelskosten per jaar</translation>
    </message>
    <message>
        <source>$500,000 a year without an HPC team (hybrid-cloud article, Dec 2025)</source>
        <translation>$&#xa0;500.000 per jaar zonder HPC-team (artikel hybride cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocatie</translation>
    </message>
    <message>
        <source>own data centre; colocation is about $184 per kW-month (pricing sources)</source>
        <translation>eigen datacenter; colocatie kost ongeveer $&#xa0;184 per kW per maand (prijsbronnen)</translation>
    </message>
    <message>
        <source>Other operating costs per year</source>
        <translation>Overige operationele kosten per jaar</translation>
    </message>
    <message>
        <source>On-premise storage</source>
        <translation>Opslagprijs on-premise</translation>
    </message>
    <message>
        <source>under $2 per TB a month on-premise (migration article)</source>
        <translation>minder dan $&#xa0;2 per TB per maand on-premise (migratieartikel)</translation>
    </message>
    <message>
        <source>Usable share of an owned GPU</source>
        <translation>Bruikbaar deel van een eigen GPU</translation>
    </message>
    <message>
        <source>cost model: maintenance and scheduling gaps leave about 5% unused</source>
        <translation>kostenmodel: onderhoud en gaten in de planning laten ongeveer 5% onbenut</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>Doorlooptijd</translation>
    </message>
    <message>
        <source>3–6 months of planning before execution (migration article)</source>
        <translation>3–6 maanden planning vóór de uitvoering (migratieartikel)</translation>
    </message>
    <message>
        <source>Hardware lifetime</source>
        <translation>Levensduur van de hardware</translation>
    </message>
    <message>
        <source>GPUs are written off over 5 years (3–6) (pricing sources)</source>
        <translation>GPU&apos;s worden in 5 jaar (3–6) afgeschreven (prijsbronnen)</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Restwaarde</translation>
    </message>
    <message>
        <source>Paying for the hardware</source>
        <translation>Financieringsvorm</translation>
    </message>
    <message>
        <source>Lease premium on the total</source>
        <translation>Leaseopslag op het totaal</translation>
    </message>
    <message>
        <source>leasing adds 20–30% (hybrid-cloud article)</source>
        <translation>leasen kost 20–30% extra (artikel hybride cloud)</translation>
    </message>
    <message>
        <source>Lease term</source>
        <translation>Leasetermijn</translation>
    </message>
    <message>
        <source>Loan interest rate</source>
        <translation>Rente op de lening</translation>
    </message>
    <message>
        <source>Loan term</source>
        <translation>Looptijd van de lening</translation>
    </message>
    <message>
        <source>five years, the hardware&apos;s life</source>
        <translation>vijf jaar, de levensduur van de hardware</translation>
    </message>
    <message>
        <source>Data to consider moving</source>
        <translation>Mogelijk te verplaatsen data</translation>
    </message>
    <message>
        <source>Stale data left behind</source>
        <translation>Achtergelaten verouderde data</translation>
    </message>
    <message>
        <source>often 70% are old experiments or backups (migration article)</source>
        <translation>vaak bestaat 70% uit oude experimenten of back-ups (migratieartikel)</translation>
    </message>
    <message>
        <source>Saved by compression</source>
        <translation>Besparing door compressie</translation>
    </message>
    <message>
        <source>50–70% is typical (migration article)</source>
        <translation>50–70% is gebruikelijk (migratieartikel)</translation>
    </message>
    <message>
        <source>Transfer method</source>
        <translation>Overdrachtsmethode</translation>
    </message>
    <message>
        <source>Capacity per Snowball device</source>
        <translation>Capaciteit per Snowball-apparaat</translation>
    </message>
    <message>
        <source>Snowball Edge storage optimised (cost model)</source>
        <translation>Snowball Edge Storage Optimized (kostenmodel)</translation>
    </message>
    <message>
        <source>Fee per Snowball device</source>
        <translation>Kosten per Snowball-apparaat</translation>
    </message>
    <message>
        <source>$300 per device (migration article)</source>
        <translation>$&#xa0;300 per apparaat (migratieartikel)</translation>
    </message>
    <message>
        <source>Shipping per Snowball device</source>
        <translation>Verzending per Snowball-apparaat</translation>
    </message>
    <message>
        <source>&quot;plus shipping&quot;, not quantified (migration article)</source>
        <translation>“plus verzending”, niet gekwantificeerd (migratieartikel)</translation>
    </message>
    <message>
        <source>Direct Connect port</source>
        <translation>Direct Connect-poort</translation>
    </message>
    <message>
        <source>10 Gbps port (migration article)</source>
        <translation>poort van 10 Gbps (migratieartikel)</translation>
    </message>
    <message>
        <source>Direct Connect transfer</source>
        <translation>Direct Connect-overdracht</translation>
    </message>
    <message>
        <source>0.02–0.04 $/GB (pricing sources)</source>
        <translation>0,02–0,04 $/GB (prijsbronnen)</translation>
    </message>
    <message>
        <source>Direct Connect port, months paid</source>
        <translation>Direct Connect-poort, betaalde maanden</translation>
    </message>
    <message>
        <source>6–12 weeks of provisioning (migration article)</source>
        <translation>6–12 weken inrichting (migratieartikel)</translation>
    </message>
    <message>
        <source>phase 2, parallel operations, weeks 5–8 (migration article)</source>
        <translation>fase 2, parallelle operaties, weken 5–8 (migratieartikel)</translation>
    </message>
    <message>
        <source>Egress between cloud and own GPUs (hybrid)</source>
        <translation>Egress tussen cloud en eigen GPU&apos;s (hybride)</translation>
    </message>
    <message>
        <source>In-house expertise</source>
        <translation>Aanwezige expertise</translation>
    </message>
    <message>
        <source>Capital available now</source>
        <translation>Direct beschikbaar kapitaal</translation>
    </message>
    <message>
        <source>about one 8-GPU rack before staff (hybrid-cloud article)</source>
        <translation>ongeveer één rack met 8 GPU&apos;s, zonder personeel (artikel hybride cloud)</translation>
    </message>
    <message>
        <source>Where the data lives now</source>
        <translation>Waar de data nu staat</translation>
    </message>
    <message>
        <source>Weight: Utilization</source>
        <translation>Gewicht: bezettingsgraad</translation>
    </message>
    <message>
        <source>Weight: Workload predictability</source>
        <translation>Gewicht: voorspelbaarheid van de werklast</translation>
    </message>
    <message>
        <source>Weight: Technical expertise</source>
        <translation>Gewicht: technische expertise</translation>
    </message>
    <message>
        <source>Weight: Capital availability</source>
        <translation>Gewicht: kapitaalbeschikbaarheid</translation>
    </message>
    <message>
        <source>Weight: Data gravity</source>
        <translation>Gewicht: data-zwaartekracht</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Algemeen</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Werklast</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>Financiering</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>Migratie</translation>
    </message>
    <message>
        <source>Decision factors</source>
        <translation>Beslissingsfactoren</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>years</source>
        <translation>jaar</translation>
    </message>
    <message>
        <source>months</source>
        <translation>maanden</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>per jaar</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>per maand</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>per GPU-uur</translation>
    </message>
    <message>
        <source>per GB</source>
        <translation>per GB</translation>
    </message>
    <message>
        <source>per GB-month</source>
        <translation>per GB per maand</translation>
    </message>
    <message>
        <source>per TB-month</source>
        <translation>per TB per maand</translation>
    </message>
    <message>
        <source>per kW</source>
        <translation>per kW</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>per kWh</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>per kW per maand</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>TB per month</source>
        <translation>TB per maand</translation>
    </message>
    <message>
        <source>of the hardware</source>
        <translation>van de hardwarekosten</translation>
    </message>
    <message>
        <source>Premium accepted for non-cost reasons</source>
        <translation>Toegestane meerkosten om niet-financiële redenen</translation>
    </message>
    <message>
        <source>the advice may cost this much more than the cheapest option when other factors argue for it; within the ±20–30% spread of hardware quotes</source>
        <translation>het advies mag zoveel duurder zijn dan de voordeligste optie als andere factoren ervoor pleiten; dat valt binnen de spreiding van ±20–30% in hardwareoffertes</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Ontwikkeling</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Werklasten</translation>
    </message>
    <message>
        <source>multi-cloud article, 8 Dec 2025</source>
        <translation>artikel multi-cloud, 8 dec. 2025</translation>
    </message>
    <message>
        <source>cost model, version 2</source>
        <translation>kostenmodel, versie 2</translation>
    </message>
    <message>
        <source>price catalog, 29 Nov 2026</source>
        <translation>prijscatalogus, 29 nov. 2026</translation>
    </message>
    <message>
        <source>Workload name</source>
        <translation>Naam van de werklast</translation>
    </message>
    <message>
        <source>Workload kind</source>
        <translation>Soort werklast</translation>
    </message>
    <message>
        <source>training: the kind the first question is about; training runs that need GPUs for weeks belong on-premise (hybrid-cloud article, Dec 2025)</source>
        <translation>training: de soort waar de eerste vraag over gaat; trainingsruns die wekenlang GPU&apos;s nodig hebben, horen on-premise (artikel hybride cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>GPUs busy at the same time</source>
        <translation>Gelijktijdig bezette GPU&apos;s</translation>
    </message>
    <message>
        <source>required: the GPUs (in H100 SXM) this workload keeps busy while it runs</source>
        <translation>verplicht: de GPU&apos;s (in H100 SXM) die deze werklast bezet houdt zolang die loopt</translation>
    </message>
    <message>
        <source>Busy share of its GPUs, every hour</source>
        <translation>Bezettingsgraad van de GPU&apos;s, elk uur</translation>
    </message>
    <message>
        <source>instead of hours a day and days a week: busy at this share every hour of the week</source>
        <translation>in plaats van uren per dag en dagen per week: elk uur van de week bezet met dit aandeel</translation>
    </message>
    <message>
        <source>Hours a day it runs</source>
        <translation>Uren per dag dat de werklast loopt</translation>
    </message>
    <message>
        <source>24: round the clock unless you say when the work runs (project estimate)</source>
        <translation>24: de klok rond, tenzij u opgeeft wanneer het werk loopt (projectschatting)</translation>
    </message>
    <message>
        <source>Days a week it runs</source>
        <translation>Dagen per week dat de werklast loopt</translation>
    </message>
    <message>
        <source>7: every day unless you say when the work runs (project estimate)</source>
        <translation>7: elke dag, tenzij u opgeeft wanneer het werk loopt (projectschatting)</translation>
    </message>
    <message>
        <source>Hour it starts</source>
        <translation>Beginuur</translation>
    </message>
    <message>
        <source>0: midnight, round the clock (project estimate)</source>
        <translation>0: middernacht, de klok rond (projectschatting)</translation>
    </message>
    <message>
        <source>May wait for free hours (shiftable)</source>
        <translation>Mag wachten op vrije uren (verschuifbaar)</translation>
    </message>
    <message>
        <source>yes for training and batch: their jobs go to the cheapest capacity available (multi-cloud article, Dec 2025)</source>
        <translation>ja voor training en batch: hun taken gaan naar de voordeligst beschikbare capaciteit (artikel multi-cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>May run on spot capacity (interruptible)</source>
        <translation>Mag op spotcapaciteit draaien (onderbreekbaar)</translation>
    </message>
    <message>
        <source>yes for training and batch, which checkpoint; inference and development must not be interrupted (multi-cloud article, Dec 2025)</source>
        <translation>ja voor training en batch, die checkpoints maken; inferentie en ontwikkeling mogen niet worden onderbroken (artikel multi-cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>Monthly profile of this workload</source>
        <translation>Maandprofiel van deze werklast</translation>
    </message>
    <message>
        <source>flat, as the version 1 workload (cost model, version 2)</source>
        <translation>vlak, zoals de werklast van versie 1 (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Annual growth of this workload</source>
        <translation>Jaarlijkse groei van deze werklast</translation>
    </message>
    <message>
        <source>0%, as the version 1 workload (cost model, version 2)</source>
        <translation>0%, zoals de werklast van versie 1 (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>First active month</source>
        <translation>Eerste actieve maand</translation>
    </message>
    <message>
        <source>month 1: active over the whole horizon unless you say otherwise (project estimate)</source>
        <translation>maand 1: actief over de gehele horizon, tenzij u iets anders opgeeft (projectschatting)</translation>
    </message>
    <message>
        <source>Last active month</source>
        <translation>Laatste actieve maand</translation>
    </message>
    <message>
        <source>the horizon&apos;s last month unless you say otherwise (project estimate)</source>
        <translation>de laatste maand van de horizon, tenzij u iets anders opgeeft (projectschatting)</translation>
    </message>
    <message>
        <source>The last month of the horizon</source>
        <translation>De laatste maand van de horizon</translation>
    </message>
    <message>
        <source>Where it may run (placement)</source>
        <translation>Waar de werklast mag draaien (plaatsing)</translation>
    </message>
    <message>
        <source>automatic: workload characteristics determine the optimal placement (hybrid-cloud article, Dec 2025)</source>
        <translation>automatisch: werklastkenmerken bepalen de optimale plaatsing (artikel hybride cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>GPU model of its cloud price</source>
        <translation>GPU-model van de cloudprijs</translation>
    </message>
    <message>
        <source>H100 SXM: both articles price H100s (Dec 2025)</source>
        <translation>H100 SXM: beide artikelen rekenen met H100&apos;s (dec. 2025)</translation>
    </message>
    <message>
        <source>Its data set</source>
        <translation>Data van de werklast (TB)</translation>
    </message>
    <message>
        <source>0 TB, as the version 1 workload (cost model, version 2)</source>
        <translation>0 TB, zoals de werklast van versie 1 (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Its cloud offer from the price catalog</source>
        <translation>Cloudaanbieding uit de prijscatalogus</translation>
    </message>
    <message>
        <source>none: priced at the scenario&apos;s cloud prices (price catalog)</source>
        <translation>geen: wat de werklast kost, volgt uit de cloudprijzen van het scenario (prijscatalogus)</translation>
    </message>
    <message>
        <source>Its on-demand price</source>
        <translation>On-demandprijs van de werklast</translation>
    </message>
    <message>
        <source>its own value, then its offer&apos;s, then the scenario&apos;s (cost model, version 2)</source>
        <translation>de eigen waarde, dan die van de aanbieding, dan die van het scenario (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Its offer&apos;s price, else the scenario&apos;s</source>
        <translation>De prijs van de aanbieding, anders die van het scenario</translation>
    </message>
    <message>
        <source>Its reserved price</source>
        <translation>Gereserveerde prijs van de werklast</translation>
    </message>
    <message>
        <source>Its reserved GPUs</source>
        <translation>Gereserveerde GPU&apos;s van de werklast</translation>
    </message>
    <message>
        <source>0: a commitment is a choice; reservations bind for up to three years (hybrid-cloud article, Dec 2025)</source>
        <translation>0: een reserveringscontract is een keuze; reserveringen binden tot drie jaar (artikel hybride cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>Its spot price</source>
        <translation>Spotprijs van de werklast</translation>
    </message>
    <message>
        <source>Its offer&apos;s spot price, else the scenario&apos;s</source>
        <translation>De spotprijs van de aanbieding, anders die van het scenario</translation>
    </message>
    <message>
        <source>Share of its cloud hours on spot</source>
        <translation>Spotaandeel van de clouduren</translation>
    </message>
    <message>
        <source>0%: no spot unless you choose it for interruptible work (project estimate)</source>
        <translation>0%: geen spot, tenzij u dat kiest voor onderbreekbaar werk (projectschatting)</translation>
    </message>
    <message>
        <source>Spot rework</source>
        <translation>Overgedaan werk na onderbreking</translation>
    </message>
    <message>
        <source>10% of spot hours redone: AWS spot instances disappear during training (multi-cloud article, Dec 2025); the share is a project estimate</source>
        <translation>10% van de spoturen opnieuw: AWS spot instances verdwijnen tijdens training (artikel multi-cloud, dec. 2025); het aandeel is een projectschatting</translation>
    </message>
    <message>
        <source>Its burst price</source>
        <translation>Burstprijs van de werklast</translation>
    </message>
    <message>
        <source>Its offer&apos;s price, else the scenario&apos;s burst price</source>
        <translation>De prijs van de aanbieding, anders de burstprijs van het scenario</translation>
    </message>
    <message>
        <source>Relative performance of its cloud GPU</source>
        <translation>Relatieve prestaties van de cloud-GPU</translation>
    </message>
    <message>
        <source>H100 SXM = 1; the price catalog&apos;s datasheet figure for its offer&apos;s GPU, else 1</source>
        <translation>H100 SXM = 1; het datasheetcijfer uit de prijscatalogus voor de GPU van de aanbieding, anders 1</translation>
    </message>
    <message>
        <source>Its offer&apos;s GPU in the price catalog, else 1</source>
        <translation>De GPU van de aanbieding in de prijscatalogus, anders 1</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>Spotprijs</translation>
    </message>
    <message>
        <source>none: spot only where an offer or a workload gives a price (project estimate)</source>
        <translation>geen: alleen spot waar een aanbieding of een werklast een prijs geeft (projectschatting)</translation>
    </message>
    <message>
        <source>No spot price</source>
        <translation>Geen spotprijs</translation>
    </message>
    <message>
        <source>Providers the multi-cloud option may use</source>
        <translation>Cloudproviders die de multi-cloudoptie mag gebruiken</translation>
    </message>
    <message>
        <source>every provider with an offer for the workload&apos;s GPU, and its own terms (project estimate)</source>
        <translation>elke cloudprovider met een aanbieding voor de GPU van de werklast, en de eigen voorwaarden (projectschatting)</translation>
    </message>
    <message>
        <source>Every provider with an offer, and the workload&apos;s own terms</source>
        <translation>Elke cloudprovider met een aanbieding, en de eigen voorwaarden van de werklast</translation>
    </message>
    <message>
        <source>Quoted offer: id</source>
        <translation>Offerte: id</translation>
    </message>
    <message>
        <source>a client&apos;s negotiated quote, added to the price catalog for this scenario (cost model, version 2)</source>
        <translation>een onderhandelde offerte van de klant, voor dit scenario aan de prijscatalogus toegevoegd (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Quoted offer: provider</source>
        <translation>Offerte: cloudprovider</translation>
    </message>
    <message>
        <source>required for a quoted offer (cost model, version 2)</source>
        <translation>verplicht voor een offerte (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Quoted offer: GPU model</source>
        <translation>Offerte: GPU-model</translation>
    </message>
    <message>
        <source>required for a quoted offer: a GPU model of the price catalog (cost model, version 2)</source>
        <translation>verplicht voor een offerte: een GPU-model uit de prijscatalogus (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Quoted offer: on-demand price</source>
        <translation>Offerte: on-demandprijs</translation>
    </message>
    <message>
        <source>Quoted offer: spot price</source>
        <translation>Offerte: spotprijs</translation>
    </message>
    <message>
        <source>none: that provider has no spot market (cost model, version 2)</source>
        <translation>geen: die cloudprovider heeft geen spotmarkt (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>No spot market</source>
        <translation>Geen spotmarkt</translation>
    </message>
    <message>
        <source>Quoted offer: relative performance</source>
        <translation>Offerte: relatieve prestaties</translation>
    </message>
    <message>
        <source>H100 SXM = 1, unless the quote is for another GPU (cost model, version 2)</source>
        <translation>H100 SXM = 1, tenzij de offerte voor een andere GPU is (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Largest share with one provider</source>
        <translation>Maximumaandeel per cloudprovider</translation>
    </message>
    <message>
        <source>60%: no cloud provider can guarantee GPU availability (multi-cloud article, Dec 2025)</source>
        <translation>60%: geen enkele cloudprovider kan GPU-beschikbaarheid garanderen (artikel multi-cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>Data copied between clouds</source>
        <translation>Data gekopieerd tussen clouds</translation>
    </message>
    <message>
        <source>0: unknown until the data placement is designed; egress can cost up to $50,000 a month (multi-cloud article, Dec 2025)</source>
        <translation>0: onbekend tot de plaatsing van de data is ontworpen; egresskosten kunnen oplopen tot $&#xa0;50.000 per maand (artikel multi-cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>Multi-cloud orchestration per year</source>
        <translation>Multi-cloudorkestratie per jaar</translation>
    </message>
    <message>
        <source>GPU model of the fleet</source>
        <translation>GPU-model van het eigen GPU-park</translation>
    </message>
    <message>
        <source>Relative performance of the fleet&apos;s GPU</source>
        <translation>Relatieve prestaties van de GPU van het eigen GPU-park</translation>
    </message>
    <message>
        <source>H100 SXM = 1; the price catalog&apos;s datasheet figure for the fleet&apos;s GPU model (B200 2.274; the hybrid-cloud article says 2.5)</source>
        <translation>H100 SXM = 1; het datasheetcijfer uit de prijscatalogus voor het GPU-model van het GPU-park (B200 2,274; het artikel hybride cloud noemt 2,5)</translation>
    </message>
    <message>
        <source>Speed-up per hardware refresh</source>
        <translation>Versnelling per hardwarevervanging</translation>
    </message>
    <message>
        <source>1: the same hardware again, as version 1 (project estimate)</source>
        <translation>1: opnieuw dezelfde hardware, zoals in versie 1 (projectschatting)</translation>
    </message>
    <message>
        <source>Purchase month (on-premise option)</source>
        <translation>Aankoopmaand (on-premise-optie)</translation>
    </message>
    <message>
        <source>no purchases given: enough GPUs for every workload at month 1 (cost model, version 2)</source>
        <translation>geen aankopen opgegeven: genoeg GPU&apos;s voor elke werklast in maand 1 (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>GPUs bought (on-premise option)</source>
        <translation>Gekochte GPU&apos;s (on-premise-optie)</translation>
    </message>
    <message>
        <source>GPUs per staff member</source>
        <translation>GPU&apos;s per medewerker</translation>
    </message>
    <message>
        <source>required when staff scales with the fleet; without it the fixed staff cost of version 1 (project estimate)</source>
        <translation>verplicht als het personeel meegroeit met het GPU-park; zonder dit de vaste personeelskosten van versie 1 (projectschatting)</translation>
    </message>
    <message>
        <source>Cost per staff member per year</source>
        <translation>Kosten per medewerker per jaar</translation>
    </message>
    <message>
        <source>required when staff scales with the fleet (project estimate)</source>
        <translation>verplicht als het personeel meegroeit met het GPU-park (projectschatting)</translation>
    </message>
    <message>
        <source>Minimum staff</source>
        <translation>Minimale personeelsbezetting</translation>
    </message>
    <message>
        <source>0 unless you give it (project estimate)</source>
        <translation>0, tenzij u het opgeeft (projectschatting)</translation>
    </message>
    <message>
        <source>One-off onboarding</source>
        <translation>Eenmalige inwerkkosten</translation>
    </message>
    <message>
        <source>0 unless you give it: an existing HPC team absorbs a small fleet (project estimate)</source>
        <translation>0, tenzij u het opgeeft: een bestaand HPC-team neemt een klein GPU-park erbij (projectschatting)</translation>
    </message>
    <message>
        <source>Purchase month (hybrid option)</source>
        <translation>Aankoopmaand (hybride optie)</translation>
    </message>
    <message>
        <source>no purchases given: the single purchase at month 1 with the lowest net present value (cost model, version 2)</source>
        <translation>geen aankopen opgegeven: de ene aankoop in maand 1 met de laagste netto contante waarde (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>GPUs bought (hybrid option)</source>
        <translation>Gekochte GPU&apos;s (hybride optie)</translation>
    </message>
    <message>
        <source>none; the editors fill in the data stored in the cloud until you give this a value of its own (project estimate)</source>
        <translation>geen: de hoeveelheid data in de cloud, totdat u hier een eigen waarde invult (projectschatting)</translation>
    </message>
    <message>
        <source>Committed offer</source>
        <translation>Aanbieding van het reserveringscontract</translation>
    </message>
    <message>
        <source>none: the workloads priced at the scenario&apos;s own cloud prices (cost model, version 2)</source>
        <translation>geen: de werklasten tegen de eigen cloudprijzen van het scenario (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Committed GPUs</source>
        <translation>GPU&apos;s in het reserveringscontract</translation>
    </message>
    <message>
        <source>paid around the clock for the whole term, used or not; one p5.48xlarge is 8 GPUs (migration article)</source>
        <translation>de hele looptijd dag en nacht betaald, gebruikt of niet; één p5.48xlarge is 8 GPU&apos;s (migratieartikel)</translation>
    </message>
    <message>
        <source>Commitment term</source>
        <translation>Looptijd van het reserveringscontract</translation>
    </message>
    <message>
        <source>1 or 3 years, the terms the clouds sell (GPU price comparison, Apr 2026)</source>
        <translation>1 of 3 jaar, de looptijden die de clouds verkopen (vergelijking van GPU-prijzen, apr. 2026)</translation>
    </message>
    <message>
        <source>First month of the commitment</source>
        <translation>Eerste maand van het reserveringscontract</translation>
    </message>
    <message>
        <source>months after the horizon are not counted (cost model, version 2)</source>
        <translation>maanden na de horizon tellen niet mee (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Committed price</source>
        <translation>Contractprijs</translation>
    </message>
    <message>
        <source>the reserved price of the first workload on the offer, about 40% below on-demand for 1 year (GPU price comparison, Apr 2026)</source>
        <translation>de gereserveerde prijs van de eerste werklast op de aanbieding, ongeveer 40% onder on-demand voor 1 jaar (vergelijking van GPU-prijzen, apr. 2026)</translation>
    </message>
    <message>
        <source>The reserved price of its workloads</source>
        <translation>De gereserveerde prijs van de werklasten</translation>
    </message>
    <message>
        <source>Share recovered when released</source>
        <translation>Opbrengst bij doorverkoop (deel van de resterende looptijd)</translation>
    </message>
    <message>
        <source>0: lost; the rest of a term can be sold on the AWS Marketplace at a price not given (migration article)</source>
        <translation>0: verloren; de rest van een looptijd kan via AWS Marketplace worden doorverkocht tegen een prijs die niet wordt genoemd (migratieartikel)</translation>
    </message>
    <message>
        <source>phase 1, infrastructure preparation, weeks 1–4 (migration article)</source>
        <translation>fase 1, infrastructuurvoorbereiding, weken 1–4 (migratieartikel)</translation>
    </message>
    <message>
        <source>phase 3, data migration, weeks 9–12 (migration article)</source>
        <translation>fase 3, datamigratie, weken 9–12 (migratieartikel)</translation>
    </message>
    <message>
        <source>phase 4, workload migration, weeks 13–16 (migration article)</source>
        <translation>fase 4, migratie van werklasten, weken 13–16 (migratieartikel)</translation>
    </message>
    <message>
        <source>phase 5, decommissioning, weeks 17–20 (migration article)</source>
        <translation>fase 5, uitfasering (decommissioning), weken 17–20 (migratieartikel)</translation>
    </message>
    <message>
        <source>Cloud kept as a fallback</source>
        <translation>Cloud als vangnet behouden</translation>
    </message>
    <message>
        <source>keep AWS 30–90 days after the move as a safety net (migration article)</source>
        <translation>behoud AWS 30–90 dagen na de migratie als vangnet (migratieartikel)</translation>
    </message>
    <message>
        <source>Standby share of the cloud cost</source>
        <translation>Stand-bydeel van de cloudkosten</translation>
    </message>
    <message>
        <source>10%: images, data copies and a small warm pool; no figure in the sources (project estimate)</source>
        <translation>10%: images, datakopieën en een kleine warme pool; geen cijfer in de bronnen (projectschatting)</translation>
    </message>
    <message>
        <source>Bandwidth for the data transfer</source>
        <translation>Bandbreedte voor de dataoverdracht</translation>
    </message>
    <message>
        <source>1 Gbit/s: a business line; the transfer planner compares the ways out of the cloud at this speed (project estimate)</source>
        <translation>1 Gbit/s: een zakelijke verbinding; de overdrachtsplanner vergelijkt de overdrachtsmethoden bij deze snelheid (projectschatting)</translation>
    </message>
    <message>
        <source>Workloads moved first</source>
        <translation>Werklasten die als eerste verhuizen</translation>
    </message>
    <message>
        <source>workload names in the order they move; the rest follow in service order (cost model, version 2)</source>
        <translation>namen van werklasten in de volgorde waarin ze verhuizen; de rest volgt in de volgorde waarin het GPU-park ze bedient (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Migration phases</source>
        <translation>Migratiefasen</translation>
    </message>
    <message>
        <source>Commitments</source>
        <translation>Reserveringscontracten</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>weken</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dagen</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>First month a purchase may be made</source>
        <translation>Eerste maand voor een aankoop</translation>
    </message>
    <message>
        <source>month 1 (project estimate)</source>
        <translation>maand 1 (projectschatting)</translation>
    </message>
    <message>
        <source>Months between purchase opportunities</source>
        <translation>Maanden tussen aankoopmomenten</translation>
    </message>
    <message>
        <source>12: one purchase round a year, as budgets run (project estimate)</source>
        <translation>12: één aankoopronde per jaar, in lijn met de jaarlijkse budgetcyclus (projectschatting)</translation>
    </message>
    <message>
        <source>Last month a purchase may be made</source>
        <translation>Laatste maand voor een aankoop</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU&apos;s per node</translation>
    </message>
    <message>
        <source>8: one node of 8 H100 GPUs (hybrid-cloud article, Dec 2025)</source>
        <translation>8: één node met 8 H100-GPU&apos;s (artikel hybride cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>Largest fleet</source>
        <translation>Grootste GPU-park</translation>
    </message>
    <message>
        <source>no limit: as many GPUs as the busiest month can use (project estimate)</source>
        <translation>geen grens: zoveel GPU&apos;s als de drukste maand kan gebruiken (projectschatting)</translation>
    </message>
    <message>
        <source>As many as the busiest month can use</source>
        <translation>Zoveel als de drukste maand kan gebruiken</translation>
    </message>
    <message>
        <source>Capital available per year</source>
        <translation>Beschikbaar kapitaal per jaar</translation>
    </message>
    <message>
        <source>no limit unless you give it (project estimate)</source>
        <translation>geen grens tenzij u die opgeeft (projectschatting)</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Geen grens</translation>
    </message>
    <message>
        <source>Power available</source>
        <translation>Beschikbaar vermogen</translation>
    </message>
    <message>
        <source>no limit unless you give it; a rack takes 40 to 100 kW (hybrid-cloud article, Dec 2025)</source>
        <translation>geen grens tenzij u die opgeeft; een rack vraagt 40 tot 100 kW (artikel hybride cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>Largest first purchase</source>
        <translation>Grootste eerste aankoop</translation>
    </message>
    <message>
        <source>no limit unless you give it; the seeds start with one node (hybrid-cloud article, Dec 2025)</source>
        <translation>geen grens tenzij u die opgeeft; de bronnen beginnen met één node (artikel hybride cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>The cheapest that fits (transfer planner)</source>
        <translation>De voordeligste die past (overdrachtsplanner)</translation>
    </message>
    <message>
        <source>left out: the scenario&apos;s value of the same name (cost model, §14.5)</source>
        <translation>weggelaten: de waarde met dezelfde naam uit het scenario (kostenmodel, §14.5)</translation>
    </message>
    <message>
        <source>The scenario&apos;s value of the same name</source>
        <translation>De waarde met dezelfde naam uit het scenario</translation>
    </message>
    <message>
        <source>Lead time of a purchase (hybrid option)</source>
        <translation>Doorlooptijd van een aankoop (hybride optie)</translation>
    </message>
    <message>
        <source>Lead time of a purchase (on-premise option)</source>
        <translation>Doorlooptijd van een aankoop (on-premise-optie)</translation>
    </message>
    <message>
        <source>Paying for a purchase (hybrid option)</source>
        <translation>Financieringsvorm van een aankoop (hybride optie)</translation>
    </message>
    <message>
        <source>Paying for a purchase (on-premise option)</source>
        <translation>Financieringsvorm van een aankoop (on-premise-optie)</translation>
    </message>
    <message>
        <source>Lease premium of a purchase (hybrid option)</source>
        <translation>Leaseopslag van een aankoop (hybride optie)</translation>
    </message>
    <message>
        <source>Lease premium of a purchase (on-premise option)</source>
        <translation>Leaseopslag van een aankoop (on-premise-optie)</translation>
    </message>
    <message>
        <source>Lease term of a purchase (hybrid option)</source>
        <translation>Leasetermijn van een aankoop (hybride optie)</translation>
    </message>
    <message>
        <source>Lease term of a purchase (on-premise option)</source>
        <translation>Leasetermijn van een aankoop (on-premise-optie)</translation>
    </message>
    <message>
        <source>Loan interest rate of a purchase (hybrid option)</source>
        <translation>Rente op de lening voor een aankoop (hybride optie)</translation>
    </message>
    <message>
        <source>Loan interest rate of a purchase (on-premise option)</source>
        <translation>Rente op de lening voor een aankoop (on-premise-optie)</translation>
    </message>
    <message>
        <source>Loan term of a purchase (hybrid option)</source>
        <translation>Looptijd van de lening voor een aankoop (hybride optie)</translation>
    </message>
    <message>
        <source>Loan term of a purchase (on-premise option)</source>
        <translation>Looptijd van de lening voor een aankoop (on-premise-optie)</translation>
    </message>
    <message>
        <source>Lifetime of a purchase (hybrid option)</source>
        <translation>Levensduur van een aankoop (hybride optie)</translation>
    </message>
    <message>
        <source>Lifetime of a purchase (on-premise option)</source>
        <translation>Levensduur van een aankoop (on-premise-optie)</translation>
    </message>
    <message>
        <source>Speed-up per refresh of a purchase (hybrid option)</source>
        <translation>Versnelling per vervanging van een aankoop (hybride optie)</translation>
    </message>
    <message>
        <source>Speed-up per refresh of a purchase (on-premise option)</source>
        <translation>Versnelling per vervanging van een aankoop (on-premise-optie)</translation>
    </message>
    <message>
        <source>Residual value of a purchase (hybrid option)</source>
        <translation>Restwaarde van een aankoop (hybride optie)</translation>
    </message>
    <message>
        <source>Residual value of a purchase (on-premise option)</source>
        <translation>Restwaarde van een aankoop (on-premise-optie)</translation>
    </message>
    <message>
        <source>Hybride cloudstrategie voor AI: On-premise vs cloud GPU-economie en beslissingskader (hybrid cloud strategy for AI; Dutch edition)</source>
        <translation>Hybride cloudstrategie voor AI: On-premise vs cloud GPU-economie en beslissingskader (Nederlandse editie)</translation>
    </message>
    <message>
        <source>Introl</source>
        <translation>Introl</translation>
    </message>
    <message>
        <source>updated 8 December 2025</source>
        <translation>bijgewerkt 8 december 2025</translation>
    </message>
    <message>
        <source>AI-workloads migreren: Van AWS naar on-premise GPU-infrastructuur (migrating AI from AWS to on-premise GPUs; Dutch edition)</source>
        <translation>AI-workloads migreren: Van AWS naar on-premise GPU-infrastructuur (Nederlandse editie)</translation>
    </message>
    <message>
        <source>Amazon EC2 On-Demand pricing, p5.48xlarge in us-east-1 after the June 2025 price cut: $55.04 an hour for 8 GPUs, as recorded in the SkyPilot price catalog v8 and Data Receipts</source>
        <translation>Amazon EC2 On-Demand-prijzen, p5.48xlarge in us-east-1 na de prijsverlaging van juni 2025: $ 55,04 per uur voor 8 GPU&apos;s, zoals vastgelegd in de SkyPilot-prijscatalogus v8 en Data Receipts</translation>
    </message>
    <message>
        <source>Amazon Web Services</source>
        <translation>Amazon Web Services</translation>
    </message>
    <message>
        <source>retrieved 9 November 2026</source>
        <translation>opgehaald 9 november 2026</translation>
    </message>
    <message>
        <source>A comparison of cloud GPU prices: AWS Savings Plans for GPU instances about 40% below on-demand for one year (a secondary source; the linked AWS page gives the plans&apos; current prices)</source>
        <translation>Een vergelijking van cloud-GPU-prijzen: AWS Savings Plans voor GPU-instances ongeveer 40% onder on-demand voor één jaar (een secundaire bron; de gelinkte AWS-pagina geeft de actuele prijzen van de plannen)</translation>
    </message>
    <message>
        <source>a GitHub markdown page, author not recorded</source>
        <translation>een GitHub-markdownpagina, auteur niet vastgelegd</translation>
    </message>
    <message>
        <source>20 April 2026</source>
        <translation>20 april 2026</translation>
    </message>
    <message>
        <source>Amazon EC2 data transfer out to the internet: $0.09, 0.085, 0.07 and 0.05 per GB by band, as summarised by wring.co and leanopstech</source>
        <translation>Amazon EC2 dataoverdracht naar internet: $ 0,09, 0,085, 0,07 en 0,05 per GB per schijf, zoals samengevat door wring.co en leanopstech</translation>
    </message>
    <message>
        <source>27 April 2026</source>
        <translation>27 april 2026</translation>
    </message>
    <message>
        <source>NVIDIA H100 hardware page: list-price estimate of about $30,000 per H100 SXM (Raymond James: 25,000–30,000, 2023)</source>
        <translation>NVIDIA H100-hardwarepagina: geschatte catalogusprijs van ongeveer $ 30.000 per H100 SXM (Raymond James: 25.000–30.000, 2023)</translation>
    </message>
    <message>
        <source>Hugging Face</source>
        <translation>Hugging Face</translation>
    </message>
    <message>
        <source>2025–26</source>
        <translation>2025–26</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100 User Guide: at most 10.2 kW for 8 GPUs (as cited by supercluster.blog and unanswered.io)</source>
        <translation>NVIDIA DGX H100 User Guide: hoogstens 10,2 kW voor 8 GPU&apos;s (zoals geciteerd door supercluster.blog en unanswered.io)</translation>
    </message>
    <message>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <source>2024–25</source>
        <translation>2024–25</translation>
    </message>
    <message>
        <source>GPU depreciation over 5 years (3–6): theCUBE commentary, against the 5–6-year server lives in the hyperscalers&apos; annual reports (Form 10-K)</source>
        <translation>Afschrijving van GPU&apos;s over 5 jaar (3–6): commentaar van theCUBE, tegenover de serverlevensduur van 5–6 jaar in de jaarverslagen van de hyperscalers (Form 10-K)</translation>
    </message>
    <message>
        <source>SiliconANGLE Media (theCUBE); U.S. Securities and Exchange Commission (annual reports)</source>
        <translation>SiliconANGLE Media (theCUBE); U.S. Securities and Exchange Commission (jaarverslagen)</translation>
    </message>
    <message>
        <source>2023–2025</source>
        <translation>2023–2025</translation>
    </message>
    <message>
        <source>AWS Direct Connect pricing: data transfer out $0.02–0.04 per GB (as summarised by c3x.dev)</source>
        <translation>AWS Direct Connect-prijzen: uitgaande dataoverdracht $ 0,02–0,04 per GB (zoals samengevat door c3x.dev)</translation>
    </message>
    <message>
        <source>Multi-Cloud GPU-Orkestratie: AI-Workloads Beheren over AWS, Azure en GCP (multi-cloud GPU orchestration; Dutch edition)</source>
        <translation>Multi-Cloud GPU-Orkestratie: AI-Workloads Beheren over AWS, Azure en GCP (Nederlandse editie)</translation>
    </message>
    <message>
        <source>Built-in price catalog: throughput per GPU model from the vendors&apos; datasheets, relative to the H100 SXM</source>
        <translation>Ingebouwde prijscatalogus: doorvoer per GPU-model uit de datasheets van de fabrikanten, ten opzichte van de H100 SXM</translation>
    </message>
    <message>
        <source>GPU Decision Advisor</source>
        <translation>GPU Decision Advisor</translation>
    </message>
    <message>
        <source>29 November 2026</source>
        <translation>29 november 2026</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>NVLink in one machine</source>
        <translation>NVLink binnen één machine</translation>
    </message>
    <message>
        <source>A cluster network across machines</source>
        <translation>Een clusternetwerk tussen machines</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Vereist</translation>
    </message>
    <message>
        <source>Not required</source>
        <translation>Niet vereist</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>Niet opgegeven</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>Regions it may run in</source>
        <translation>Regio&apos;s waarin hij mag draaien</translation>
    </message>
    <message>
        <source>region ids (eu-north-1) or jurisdictions (EU, UK, US); data residency differs by region (multi-cloud article, Dec 2025)</source>
        <translation>regio-id&apos;s (eu-north-1) of rechtsgebieden (EU, UK, US); waar data verwerkt mag worden, verschilt per regio (multi-cloudartikel, dec. 2025)</translation>
    </message>
    <message>
        <source>Any region</source>
        <translation>Elke regio</translation>
    </message>
    <message>
        <source>Network between its GPUs</source>
        <translation>Netwerk tussen zijn GPU&apos;s</translation>
    </message>
    <message>
        <source>automatic: training on more than 8 GPUs needs a cluster network, on 2 to 8 NVLink in one machine (cost model, version 2)</source>
        <translation>automatisch: training op meer dan 8 GPU&apos;s vraagt een clusternetwerk, op 2 tot en met 8 NVLink binnen één machine (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Availability commitment (SLA)</source>
        <translation>Beschikbaarheidsgarantie (SLA)</translation>
    </message>
    <message>
        <source>automatic: required for inference that cannot be interrupted (cost model, version 2)</source>
        <translation>automatisch: vereist voor inferentie die niet onderbroken mag worden (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Where the data may be processed</source>
        <translation>Waar de data verwerkt mag worden</translation>
    </message>
    <message>
        <source>jurisdictions (EU, UK, US) or region ids for every workload; data residency across regions is one of multi-cloud&apos;s hard parts (multi-cloud article, Dec 2025)</source>
        <translation>rechtsgebieden (EU, UK, US) of regio-id&apos;s voor elke werklast; gegevenslocatie over regio&apos;s heen is een van de lastige kanten van multi-cloud (multi-cloudartikel, dec. 2025)</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>Overal</translation>
    </message>
    <message>
        <source>Oldest catalog price used (days)</source>
        <translation>Oudste gebruikte catalogusprijs (dagen)</translation>
    </message>
    <message>
        <source>180: the catalog flags prices older than six months as stale (project estimate)</source>
        <translation>180: de catalogus markeert prijzen ouder dan zes maanden als verouderd (projectschatting)</translation>
    </message>
    <message>
        <source>Any age</source>
        <translation>Elke leeftijd</translation>
    </message>
    <message>
        <source>Quoted offer: region</source>
        <translation>Offerte: regio</translation>
    </message>
    <message>
        <source>needed where the data may be processed only in some regions (cost model, version 2)</source>
        <translation>nodig als de data alleen in bepaalde regio&apos;s verwerkt mag worden (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Quoted offer: network between GPUs</source>
        <translation>Offerte: netwerk tussen GPU&apos;s</translation>
    </message>
    <message>
        <source>not stated: a quote is taken to meet the workload&apos;s need (cost model, version 2)</source>
        <translation>niet opgegeven: een offerte wordt geacht aan de eis van de werklast te voldoen (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Quoted offer: availability commitment</source>
        <translation>Offerte: beschikbaarheidsgarantie</translation>
    </message>
    <message>
        <source>Quoted offer: most GPUs available</source>
        <translation>Offerte: maximaal beschikbare GPU&apos;s</translation>
    </message>
    <message>
        <source>none: no limit (cost model, version 2)</source>
        <translation>geen: geen grens (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Phase 1: preparation</source>
        <translation>Fase 1: voorbereiding</translation>
    </message>
    <message>
        <source>Phase 2: parallel operation</source>
        <translation>Fase 2: parallelle operaties</translation>
    </message>
    <message>
        <source>Phase 3: data migration</source>
        <translation>Fase 3: datamigratie</translation>
    </message>
    <message>
        <source>Phase 4: workload migration</source>
        <translation>Fase 4: migratie van werklasten</translation>
    </message>
    <message>
        <source>Phase 5: decommissioning</source>
        <translation>Fase 5: uitfasering (decommissioning)</translation>
    </message>
    <message>
        <source>Parallel run: months of double costs</source>
        <translation>Parallelle operaties: maanden met dubbele kosten</translation>
    </message>
    <message>
        <source>automatic: one platform engineer, $150,000 a year, for each cloud beyond a workload&apos;s own that serves it (project estimate); each cloud has its own APIs, network and identity model, and only 23% orchestrate successfully (multi-cloud article, Dec 2025)</source>
        <translation>automatisch: één platformengineer, $&#xa0;150.000 per jaar, voor elke cloud naast de eigen cloud van een werklast die hem bedient (projectschatting); elke cloud heeft eigen API&apos;s, een eigen netwerk- en identiteitsmodel, en slechts 23% orkestreert succesvol (multi-cloudartikel, dec. 2025)</translation>
    </message>
    <message>
        <source>Automatic: one platform engineer a year per additional cloud</source>
        <translation>Automatisch: één platformengineer per jaar per extra cloud</translation>
    </message>
    <message>
        <source>Data kept in sync per month</source>
        <translation>Data per maand gesynchroniseerd</translation>
    </message>
    <message>
        <source>10%: the share of a workload&apos;s data copied again each month to every additional cloud serving it, after a first full copy, at the egress prices (project estimate; egress can cost up to $50,000 a month, multi-cloud article, Dec 2025)</source>
        <translation>10%: het deel van de data van een werklast dat elke maand opnieuw naar elke extra cloud die hem bedient wordt gekopieerd, na een eerste volledige kopie, tegen de egressprijzen (projectschatting; egress kan tot $&#xa0;50.000 per maand kosten, multi-cloudartikel, dec. 2025)</translation>
    </message>
    <message>
        <source>country table, 6 Dec 2026</source>
        <translation>landentabel, 6 dec 2026</translation>
    </message>
    <message>
        <source>Netherlands</source>
        <translation>Nederland</translation>
    </message>
    <message>
        <source>Belgium</source>
        <translation>België</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Duitsland</translation>
    </message>
    <message>
        <source>France</source>
        <translation>Frankrijk</translation>
    </message>
    <message>
        <source>United Kingdom</source>
        <translation>Verenigd Koninkrijk</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>Verenigde Staten</translation>
    </message>
    <message>
        <source>First month of the plan</source>
        <translation>Eerste maand van het plan</translation>
    </message>
    <message>
        <source>the calendar month of month 1, YYYY-MM; by default the month after today</source>
        <translation>de kalendermaand van maand 1, JJJJ-MM; standaard de maand na vandaag</translation>
    </message>
    <message>
        <source>The month after today</source>
        <translation>De maand na vandaag</translation>
    </message>
    <message>
        <source>First month of the fiscal year</source>
        <translation>Eerste maand van het boekjaar</translation>
    </message>
    <message>
        <source>1 = January (the calendar year), 4 = April, …</source>
        <translation>1 = januari (het kalenderjaar), 4 = april, …</translation>
    </message>
    <message>
        <source>Country of the data centre</source>
        <translation>Land van het datacenter</translation>
    </message>
    <message>
        <source>Business case</source>
        <translation>Business case</translation>
    </message>
    <message>
        <source>CTWatch Quarterly, May 2006</source>
        <translation>CTWatch Quarterly, mei 2006</translation>
    </message>
    <message>
        <source>Designing and Supporting High-End Computational Facilities: 8–12 staff for one large HPC system; sites add about one staff member per 250 processors</source>
        <translation>Designing and Supporting High-End Computational Facilities: 8–12 medewerkers voor één groot HPC-systeem; centra voegen ongeveer één medewerker per 250 processors toe</translation>
    </message>
    <message>
        <source>CTWatch Quarterly (University of Tennessee)</source>
        <translation>CTWatch Quarterly (University of Tennessee)</translation>
    </message>
    <message>
        <source>May 2006</source>
        <translation>mei 2006</translation>
    </message>
    <message>
        <source>GPU cluster salaries, June 2026</source>
        <translation>salarissen GPU-clusterbeheer, juni 2026</translation>
    </message>
    <message>
        <source>AI Infrastructure at Scale: median base salary of a GPU cluster engineer in the US $185,000 (levels.fyi and job postings, 2022–2025; a secondary source)</source>
        <translation>AI Infrastructure at Scale: mediaan basissalaris van een GPU-clusterengineer in de VS $&#xa0;185.000 (levels.fyi en vacatures, 2022–2025; een secundaire bron)</translation>
    </message>
    <message>
        <source>AI Engineers Editorial</source>
        <translation>AI Engineers Editorial</translation>
    </message>
    <message>
        <source>updated June 2026</source>
        <translation>bijgewerkt juni 2026</translation>
    </message>
    <message>
        <source>Ember; Our World in Data; Eurostat; DESNZ; EIA</source>
        <translation>Ember; Our World in Data; Eurostat; DESNZ; EIA</translation>
    </message>
    <message>
        <source>2025–26, retrieved 6 December 2026</source>
        <translation>2025–26, geraadpleegd op 6 december 2026</translation>
    </message>
    <message>
        <source>its business electricity price becomes the default and its grid&apos;s CO₂ intensity gives the tonnes of CO₂ (country table: Eurostat 2025, Ember 2024)</source>
        <translation>de zakelijke elektriciteitsprijs van het land wordt de standaardwaarde en de CO₂-intensiteit van het stroomnet geeft de tonnen CO₂ (landentabel: Eurostat 2025, Ember 2024)</translation>
    </message>
    <message>
        <source>$0.10 per kWh (hybrid-cloud article); with a country, the country&apos;s business price (country table)</source>
        <translation>$&#xa0;0,10 per kWh (artikel hybride cloud); met een land de zakelijke prijs van dat land (landentabel)</translation>
    </message>
    <message>
        <source>Per country: the grid&apos;s life-cycle CO₂ intensity of 2024 (Ember, processed by Our World in Data, CC BY 4.0) and the business electricity price of 2025 (Eurostat, UK DESNZ, US EIA); resources/countries/countries.json</source>
        <translation>Per land: de CO₂-intensiteit van het stroomnet over de hele levenscyclus in 2024 (Ember, verwerkt door Our World in Data, CC BY 4.0) en de zakelijke elektriciteitsprijs van 2025 (Eurostat, Britse DESNZ, Amerikaanse EIA); resources/countries/countries.json</translation>
    </message>
    <message>
        <source>Month the commitment is released</source>
        <translation>Maand waarin het reserveringscontract wordt afgestoten</translation>
    </message>
    <message>
        <source>none: kept, and serving what stays in the cloud, for its whole term; from this month on it serves nothing and costs the unrecovered share (cost model, version 2)</source>
        <translation>geen: het reserveringscontract blijft de hele looptijd lopen en dient wat in de cloud blijft; vanaf deze maand dient het niets meer en kost het het deel dat doorverkoop niet oplevert (kostenmodel, versie 2)</translation>
    </message>
    <message>
        <source>Never: kept for the whole term</source>
        <translation>Nooit: de hele looptijd aangehouden</translation>
    </message>
    <message>
        <source>Cloud GPU-hour price</source>
        <translation>Prijs per GPU-uur in de cloud</translation>
    </message>
    <message>
        <source>GPUs at once</source>
        <translation>gelijktijdig bezette GPU&apos;s</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>bezettingsgraad</translation>
    </message>
    <message>
        <source>annual growth</source>
        <translation>jaarlijkse groei</translation>
    </message>
    <message>
        <source>cloud price</source>
        <translation>cloudprijs</translation>
    </message>
    <message>
        <source>Cloud price changes</source>
        <translation>Wijzigingen van de cloudprijs</translation>
    </message>
    <message>
        <source>Month of the price change</source>
        <translation>Maand van de prijswijziging</translation>
    </message>
    <message>
        <source>from this month on the cloud prices change; a month after the horizon changes nothing</source>
        <translation>vanaf deze maand veranderen de cloudprijzen; een maand na de horizon verandert niets</translation>
    </message>
    <message>
        <source>Price change</source>
        <translation>Prijswijziging</translation>
    </message>
    <message>
        <source>−44%: AWS cut H100 (p5) prices by 44% in June 2025 (migration article)</source>
        <translation>−44%: AWS verlaagde de prijzen van H100 (p5) in juni 2025 met 44% (migratieartikel)</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>per GPU-maand</translation>
    </message>
    <message>
        <source>Option parameters</source>
        <translation>Parameters van de opties</translation>
    </message>
</context>
<context>
    <name>gda::jsonfields</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a true/false value</source>
        <translation>een waarde true/false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>een getal</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>een tekenreeks</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>een lijst</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>een object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>%1 is out of range (valid: %2)</source>
        <translation>%1 valt buiten het bereik (geldig: %2)</translation>
    </message>
    <message>
        <source>expected a number (valid: %1), found %2</source>
        <translation>getal verwacht (geldig: %1), %2 gevonden</translation>
    </message>
    <message>
        <source>whole number %1 to %2</source>
        <translation>geheel getal van %1 tot en met %2</translation>
    </message>
    <message>
        <source>above %1, at most %2</source>
        <translation>boven %1, hoogstens %2</translation>
    </message>
    <message>
        <source>%1 or more, below %2</source>
        <translation>%1 of meer, onder %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 tot en met %2</translation>
    </message>
</context>
<context>
    <name>gda::keyring</name>
    <message>
        <source>The system keyring could not be used for %1 (%2).</source>
        <translation>De sleutelbos van het systeem kon niet worden gebruikt voor %1 (%2).</translation>
    </message>
    <message>
        <source>no keyring service</source>
        <translation>geen sleutelbosdienst</translation>
    </message>
    <message>
        <source>The system keyring did not answer within %1 s for %2.</source>
        <translation>De sleutelbos van het systeem antwoordde niet binnen %1 s voor %2.</translation>
    </message>
    <message>
        <source>The password kept in the system keyring for %1 did not open it: %2</source>
        <translation>Het wachtwoord dat in de sleutelbos van het systeem voor %1 is bewaard, opende die niet: %2</translation>
    </message>
    <message>
        <source>The password comes from ~/.pgpass or is asked for.</source>
        <translation>Het wachtwoord komt uit ~/.pgpass of wordt gevraagd.</translation>
    </message>
    <message>
        <source>The server asks for a password that neither the system keyring nor ~/.pgpass holds.</source>
        <translation>De server vraagt om een wachtwoord dat niet in de sleutelbos van het systeem en niet in ~/.pgpass staat.</translation>
    </message>
    <message>
        <source>The server refused the password: %1</source>
        <translation>De server weigerde het wachtwoord: %1</translation>
    </message>
    <message>
        <source>The password was used but not remembered: %1</source>
        <translation>Het wachtwoord is gebruikt maar niet onthouden: %1</translation>
    </message>
    <message>
        <source>the key kept in the keyring as “%1” is not a key of the offline copy</source>
        <translation>de sleutel die in de sleutelbos als “%1” is bewaard, is geen sleutel van de offline kopie</translation>
    </message>
    <message>
        <source>the system keyring cannot be reached (%1)</source>
        <translation>de sleutelbos van het systeem is niet bereikbaar (%1)</translation>
    </message>
</context>
<context>
    <name>gda::measure</name>
    <message>
        <source>is empty</source>
        <translation>is leeg</translation>
    </message>
    <message>
        <source>a quote is not closed</source>
        <translation>een aanhalingsteken wordt niet afgesloten</translation>
    </message>
    <message>
        <source>%1 cells, %2 expected (as many as the header&apos;s columns)</source>
        <translation>%1 cellen, %2 verwacht (evenveel als de kolommen van de kopregel)</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>geen getal</translation>
    </message>
    <message>
        <source>not a date and time (ISO 8601, e.g. 2026-01-31T00:00:00Z)</source>
        <translation>geen datum en tijd (ISO 8601, bijvoorbeeld 2026-01-31T00:00:00Z)</translation>
    </message>
    <message>
        <source>outside the billing period %1 to %2</source>
        <translation>buiten de factuurperiode %1 tot %2</translation>
    </message>
    <message>
        <source>mixes the legacy CUR column spelling (lineItem/…) with the CUR 2.0 spelling (line_item_…); export one or the other</source>
        <translation>mengt de oude CUR-kolomspelling (lineItem/…) met de spelling van CUR 2.0 (line_item_…); exporteer de ene of de andere</translation>
    </message>
    <message>
        <source>%1 (missing %2)</source>
        <translation>%1 (ontbreekt: %2)</translation>
    </message>
    <message>
        <source>dcgm (no DCGM_FI_ metric on line 1)</source>
        <translation>dcgm (geen DCGM_FI_-meetwaarde op regel 1)</translation>
    </message>
    <message>
        <source>matches no supported format; tried %1</source>
        <translation>past bij geen ondersteund formaat; geprobeerd: %1</translation>
    </message>
    <message>
        <source>not an nvidia-smi CSV log: the columns timestamp and utilization.gpu are required</source>
        <translation>geen CSV-log van nvidia-smi: de kolommen timestamp en utilization.gpu (de bezettingsgraad) zijn verplicht</translation>
    </message>
    <message>
        <source>%1 cells, %2 expected</source>
        <translation>%1 cellen, %2 verwacht</translation>
    </message>
    <message>
        <source>not a date and time (YYYY/MM/DD HH:MM:SS expected)</source>
        <translation>geen datum en tijd (JJJJ/MM/DD UU:MM:SS verwacht)</translation>
    </message>
    <message>
        <source>not a utilization (valid: 0 to 100 %)</source>
        <translation>geen bezettingsgraad (geldig: 0 tot en met 100 %)</translation>
    </message>
    <message>
        <source>a sample needs a value and a timestamp in milliseconds</source>
        <translation>een meting verwacht een waarde en een tijdstempel in milliseconden</translation>
    </message>
    <message>
        <source>not a timestamp in milliseconds since 1970</source>
        <translation>geen tijdstempel in milliseconden sinds 1970</translation>
    </message>
    <message>
        <source>a sample needs the label UUID, or Hostname and gpu</source>
        <translation>een meting verwacht het label UUID, of Hostname en gpu</translation>
    </message>
    <message>
        <source>holds no DCGM_FI_DEV_GPU_UTIL sample</source>
        <translation>bevat geen meting van DCGM_FI_DEV_GPU_UTIL</translation>
    </message>
    <message>
        <source>not a CloudWatch CSV: the columns Timestamp and Value are required</source>
        <translation>geen CloudWatch-CSV: de kolommen Timestamp en Value zijn verplicht</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;: </source>
        <translation>kolom &quot;%1&quot;: </translation>
    </message>
    <message>
        <source>value &quot;%1&quot;: </source>
        <translation>waarde &quot;%1&quot;: </translation>
    </message>
    <message>
        <source>cannot be opened (%1)</source>
        <translation>kan niet worden geopend (%1)</translation>
    </message>
    <message>
        <source>is a truncated gzip file</source>
        <translation>is een afgebroken gzip-bestand</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>kan niet worden geopend</translation>
    </message>
    <message>
        <source>has a line longer than %1 bytes</source>
        <translation>heeft een regel langer dan %1 bytes</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>is a binary file, not text (CSV or Prometheus text expected)</source>
        <translation>is een binair bestand, geen tekst (CSV of Prometheus-tekst verwacht)</translation>
    </message>
    <message>
        <source>out of range (valid: -1e15 to 1e15)</source>
        <translation>buiten het bereik (geldig: -1e15 tot 1e15)</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>het lezen is afgebroken</translation>
    </message>
    <message>
        <source>Measured from %1.</source>
        <translation>Gemeten op basis van %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2, %n month(s)</source>
        <translation>
            <numerusform>%1 tot en met %2, %n maand</numerusform>
            <numerusform>%1 tot en met %2, %n maanden</numerusform>
        </translation>
    </message>
    <message>
        <source>cloud.on_demand_per_gpu_hour %1: effective cost %2 over %3 GPU-hours billed without a commitment (bills %4).</source>
        <translation>cloud.on_demand_per_gpu_hour %1: effectieve kosten %2 voor %3 GPU-uren die zonder reserveringscontract zijn gefactureerd (facturen %4).</translation>
    </message>
    <message>
        <source>cloud.reserved_per_gpu_hour %1: effective cost %2 over %3 GPU-hours under a reservation or Savings Plan (%4% of the billed GPU-hours).</source>
        <translation>cloud.reserved_per_gpu_hour %1: effectieve kosten %2 voor %3 GPU-uren onder een reserveringscontract of Savings Plan (%4% van de gefactureerde GPU-uren).</translation>
    </message>
    <message numerus="yes">
        <source>cloud.storage_tb %1 and storage_per_gb_month %2: %3 GB-months of storage for %4 over %n month(s) (bills).</source>
        <translation>
            <numerusform>cloud.storage_tb %1 en storage_per_gb_month %2: %3 GB-maanden opslag voor %4 in %n maand (facturen).</numerusform>
            <numerusform>cloud.storage_tb %1 en storage_per_gb_month %2: %3 GB-maanden opslag voor %4 in %n maanden (facturen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cloud.egress_tb_per_month %1 at %2 per GB (one band): %3 GB out for %4 over %n month(s) (bills).</source>
        <translation>
            <numerusform>cloud.egress_tb_per_month %1 tegen %2 per GB (één egressprijsschijf): %3 GB uitgaand voor %4 in %n maand (facturen).</numerusform>
            <numerusform>cloud.egress_tb_per_month %1 tegen %2 per GB (één egressprijsschijf): %3 GB uitgaand voor %4 in %n maanden (facturen).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a period of telemetry: from one time to another</comment>
        <translation>van %1 tot %2</translation>
    </message>
    <message>
        <source>%1 monthly profile: busy GPUs per observed hour of each month over their mean, months not observed 1; coefficient of variation %2 (telemetry %3).</source>
        <translation>%1, maandprofiel: bezette GPU&apos;s per waargenomen uur van elke maand, gedeeld door hun gemiddelde; maanden zonder waarneming 1; variatiecoëfficiënt %2 (telemetrie %3).</translation>
    </message>
    <message>
        <source>%1 annual growth %2: least-squares trend of daily busy GPU-hours (telemetry %3).</source>
        <translation>%1, jaarlijkse groei %2: trend volgens de kleinste kwadraten van de bezette GPU-uren per dag (telemetrie %3).</translation>
    </message>
    <message>
        <source>%1 steady base</source>
        <comment>a measured workload: the GPUs of a model busy at every hour</comment>
        <translation>%1 basislast</translation>
    </message>
    <message numerus="yes">
        <source>%1 steady base: %n GPU(s) busy at every hour of the week (lowest of the hour-of-week profile, telemetry %2).</source>
        <translation>
            <numerusform>%1 basislast: %n GPU bezet op elk uur van de week (het laagste punt van het weekprofiel per uur, telemetrie %2).</numerusform>
            <numerusform>%1 basislast: %n GPU&apos;s bezet op elk uur van de week (het laagste punt van het weekprofiel per uur, telemetrie %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 peaks</source>
        <comment>a measured workload: the GPUs of a model busy above the steady base</comment>
        <translation>%1 pieken</translation>
    </message>
    <message numerus="yes">
        <source>%1 peaks: %n GPU(s) above the steady base, %2 hours a day on %3 from %4:00 (hour-of-week profile, telemetry %5).</source>
        <translation>
            <numerusform>%1 pieken: %n GPU boven de basislast, %2 uur per dag op %3 vanaf %4:00 (weekprofiel per uur, telemetrie %5).</numerusform>
            <numerusform>%1 pieken: %n GPU&apos;s boven de basislast, %2 uur per dag op %3 vanaf %4:00 (weekprofiel per uur, telemetrie %5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) a week</source>
        <translation>
            <numerusform>%n dag per week</numerusform>
            <numerusform>%n dagen per week</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 billed</source>
        <comment>a workload from the bills: the GPU-hours paid for a model</comment>
        <translation>%1 gefactureerd</translation>
    </message>
    <message numerus="yes">
        <source>%1 billed: %2 GPU-hours over %n month(s) = %3 GPUs on average, as %4 GPUs at utilization %5 (bills; paid hours, not measured busy hours).</source>
        <translation>
            <numerusform>%1 gefactureerd: %2 GPU-uren in %n maand = gemiddeld %3 GPU&apos;s, als %4 GPU&apos;s bij een bezettingsgraad van %5 (facturen; betaalde uren, geen gemeten bezette uren).</numerusform>
            <numerusform>%1 gefactureerd: %2 GPU-uren in %n maanden = gemiddeld %3 GPU&apos;s, als %4 GPU&apos;s bij een bezettingsgraad van %5 (facturen; betaalde uren, geen gemeten bezette uren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 reserved GPUs %2: %3 committed GPU-hours over %n month(s) / 730 h.</source>
        <translation>
            <numerusform>%1, GPU&apos;s in het reserveringscontract %2: %3 GPU-uren onder reserveringscontract in %n maand / 730 uur.</numerusform>
            <numerusform>%1, GPU&apos;s in het reserveringscontract %2: %3 GPU-uren onder reserveringscontract in %n maanden / 730 uur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reserved %1 GPU(s) not placed: no %1 workload has room.</source>
        <translation>
            <numerusform>%n GPU uit het reserveringscontract voor %1 niet toegewezen: geen werklast met %1 heeft nog ruimte.</numerusform>
            <numerusform>%n GPU&apos;s uit het reserveringscontract voor %1 niet toegewezen: geen werklast met %1 heeft nog ruimte.</numerusform>
        </translation>
    </message>
    <message>
        <source>holds no bill lines, only a header</source>
        <translation>bevat geen factuurregels, alleen een kopregel</translation>
    </message>
    <message>
        <source>%1 names no currency: amounts taken as USD</source>
        <translation>%1 noemt geen valuta: bedragen als USD gelezen</translation>
    </message>
    <message>
        <source>the amounts are in %1, which has no exchange rate to %2 (give one: --rate %1=%2 per %1)</source>
        <translation>de bedragen zijn in %1, waarvoor geen wisselkoers naar %2 bekend is (geef er een op: --rate %1=%2 per %1)</translation>
    </message>
    <message>
        <source>is not read as %1: it lacks the columns %2</source>
        <translation>wordt niet gelezen als %1: de kolommen %2 ontbreken</translation>
    </message>
    <message>
        <source>%1 has no ChargeDescription or SKU column: Networking charges in a data size are counted as egress</source>
        <translation>%1 heeft geen kolom ChargeDescription of SKU: netwerkkosten in een datahoeveelheid tellen als egress</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) charged outside their billing period, counted in the month of their charge (FOCUS allows it)</source>
        <translation>
            <numerusform>%1: %n regel buiten de factuurperiode in rekening gebracht, geteld in de maand van de kosten (FOCUS staat dat toe)</numerusform>
            <numerusform>%1: %n regels buiten de factuurperiode in rekening gebracht, geteld in de maand van de kosten (FOCUS staat dat toe)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is an actual-cost export (usage under a reservation or savings plan at 0, purchases as invoiced): no reserved price is derived from it; export the amortized cost for one</source>
        <translation>%1 is een export van werkelijke kosten (gebruik onder een reservering of savings plan op 0, aankopen zoals gefactureerd): er wordt geen gereserveerde prijs uit afgeleid; exporteer de kosten met vooruitbetalingen gespreid over de looptijd (amortized) om er een te krijgen</translation>
    </message>
    <message>
        <source>%1 is an amortized-cost export (usage under a reservation or savings plan carries its share of the commitment)</source>
        <translation>%1 is een export van kosten met vooruitbetalingen gespreid over de looptijd (amortized; gebruik onder een reservering of savings plan draagt zijn deel van het reserveringscontract)</translation>
    </message>
    <message>
        <source>not a number or a JSON list of credits (each with an &quot;amount&quot;)</source>
        <translation>geen getal en geen JSON-lijst van credits (elk met een &quot;amount&quot;)</translation>
    </message>
    <message>
        <source>%1 per GPU-hour: the bills price no GPU of the catalog</source>
        <translation>%1 per GPU-uur: de facturen bevatten geen prijs voor een GPU uit de catalogus</translation>
    </message>
    <message>
        <source>effective cost over the GPU-hours billed without a commitment</source>
        <translation>effectieve kosten gedeeld door de GPU-uren die zonder reserveringscontract zijn gefactureerd</translation>
    </message>
    <message>
        <source>%1 per GPU-hour: no GPU-hour on the bills is under a commitment</source>
        <translation>%1 per GPU-uur: geen GPU-uur op de facturen valt onder een reserveringscontract</translation>
    </message>
    <message>
        <source>%1 per GPU-hour: an actual-cost export shows no price for committed hours</source>
        <translation>%1 per GPU-uur: een export van werkelijke kosten toont geen prijs voor uren onder een reserveringscontract</translation>
    </message>
    <message>
        <source>effective cost over the GPU-hours under a reservation or Savings Plan</source>
        <translation>effectieve kosten gedeeld door de GPU-uren onder een reserveringscontract of Savings Plan</translation>
    </message>
    <message>
        <source>%1 TB: the bills show no storage in GB-months</source>
        <translation>%1 TB: de facturen tonen geen opslag in GB-maanden</translation>
    </message>
    <message>
        <source>%1 per GB-month: the bills show no storage in GB-months</source>
        <translation>%1 per GB-maand: de facturen tonen geen opslag in GB-maanden</translation>
    </message>
    <message>
        <source>storage GB-months a month / 1,000</source>
        <translation>GB-maanden opslag per maand / 1.000</translation>
    </message>
    <message>
        <source>storage effective cost / GB-months</source>
        <translation>effectieve opslagkosten / GB-maanden</translation>
    </message>
    <message>
        <source>%1 TB a month: the bills show no data transfer out</source>
        <translation>%1 TB per maand: de facturen tonen geen uitgaande dataoverdracht</translation>
    </message>
    <message>
        <source>the format&apos;s tiered egress prices</source>
        <translation>de egressprijsschijven van het formaat</translation>
    </message>
    <message>
        <source>data transfer out GB a month / 1,000</source>
        <translation>GB uitgaande dataoverdracht per maand / 1.000</translation>
    </message>
    <message>
        <source>one band at the bills&apos; effective cost per GB out</source>
        <translation>één egressprijsschijf tegen de effectieve kosten per uitgaande GB van de facturen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 h observed of %3 h (%4%), %5 busy GPU-hours; a sample covers the time to the next one, at most %6 s; %n longer gap(s), %7 h in all.</source>
        <translation>
            <numerusform>%1: %2 uur waargenomen van %3 uur (%4%), %5 bezette GPU-uren; een meting geldt tot de volgende, hoogstens %6 s; %n langere onderbreking, %7 uur in totaal.</numerusform>
            <numerusform>%1: %2 uur waargenomen van %3 uur (%4%), %5 bezette GPU-uren; een meting geldt tot de volgende, hoogstens %6 s; %n langere onderbrekingen, %7 uur in totaal.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a GPU model of the price catalog: its workloads take the default GPU model (%2); set gpu_model before advising.</source>
        <translation>%1 is geen GPU-model uit de prijscatalogus: de werklasten ervan krijgen het standaard-GPU-model (%2); stel gpu_model in voordat u adviseert.</translation>
    </message>
    <message>
        <source>%1: hour-of-week pattern of the observed hours (%2% of the period observed, %3 of 168 week-hours)</source>
        <translation>%1: weekprofiel per uur van de waargenomen uren (%2% van de periode waargenomen, %3 van de 168 uren van de week)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not in the price catalog</source>
        <translation>%1: &quot;%2&quot; staat niet in de prijscatalogus</translation>
    </message>
    <message>
        <source>%1, from the GPU&apos;s name &quot;%2&quot;</source>
        <translation>%1, uit de naam van de GPU &quot;%2&quot;</translation>
    </message>
    <message>
        <source>flat: the telemetry covers fewer than two months</source>
        <translation>vlak: de telemetrie beslaat minder dan twee maanden</translation>
    </message>
    <message>
        <source>busy GPUs per observed hour, month by month</source>
        <translation>bezette GPU&apos;s per waargenomen uur, maand voor maand</translation>
    </message>
    <message>
        <source>trend of daily busy GPU-hours</source>
        <translation>trend van de bezette GPU-uren per dag</translation>
    </message>
    <message>
        <source>0: no trend measured (17 days of telemetry or more give one)</source>
        <translation>0: geen trend gemeten (telemetrie van 17 dagen of meer geeft er een)</translation>
    </message>
    <message>
        <source>%1: GPU-hours paid for a month / 730 (paid, not measured busy, hours)</source>
        <translation>%1: betaalde GPU-uren per maand / 730 (betaalde uren, geen gemeten bezette uren)</translation>
    </message>
    <message>
        <source>committed GPU-hours a month / 730</source>
        <translation>GPU-uren onder reserveringscontract per maand / 730</translation>
    </message>
    <message>
        <source>Over %1 to %2, where bills and telemetry overlap (%3% of the bills&apos; GPU period, %4% of the telemetry&apos;s): billed %5 GPU-hours, measured %6 busy: %7 paid but idle.</source>
        <translation>Van %1 tot %2, waar facturen en telemetrie overlappen (%3% van de GPU-periode van de facturen, %4% van die van de telemetrie): %5 GPU-uren gefactureerd, %6 bezet gemeten: %7 betaald maar onbenut.</translation>
    </message>
    <message>
        <source>%1 (%2) is a GPU instance or SKU the price catalog does not know: %3 hours, %4 %5, not counted as GPU-hours.</source>
        <translation>%1 (%2) is een GPU-instance of SKU die de prijscatalogus niet kent: %3 uur, %4 %5, niet als GPU-uren geteld.</translation>
    </message>
    <message>
        <source>on-premise, power, staff, horizon and the rest: the format&apos;s defaults</source>
        <translation>on-premise, stroom, personeel, horizon en de rest: de standaardwaarden van het formaat</translation>
    </message>
    <message>
        <source>Warning: %1.</source>
        <translation>Waarschuwing: %1.</translation>
    </message>
    <message>
        <source>the cloud GPU prices stay at the defaults: the bills price no GPU of the catalog</source>
        <translation>de GPU-prijzen in de cloud blijven op de standaardwaarden: de facturen bevatten geen prijs voor een GPU uit de catalogus</translation>
    </message>
    <message>
        <source>the GPU &quot;%1&quot; is not in the price catalog: its workloads are priced as the default GPU model</source>
        <translation>de GPU &quot;%1&quot; staat niet in de prijscatalogus: de werklasten ervan worden berekend als het standaard-GPU-model</translation>
    </message>
    <message>
        <source>the GPU instance &quot;%1&quot; is not in the price catalog: its hours are not counted as GPU-hours</source>
        <translation>de GPU-instance &quot;%1&quot; staat niet in de prijscatalogus: de uren ervan tellen niet als GPU-uren</translation>
    </message>
    <message>
        <source>the bills and the telemetry cover different periods: no cross-check</source>
        <translation>de facturen en de telemetrie beslaan verschillende perioden: geen controle</translation>
    </message>
    <message>
        <source>holds no utilization sample</source>
        <translation>bevat geen meting van de bezettingsgraad</translation>
    </message>
    <message>
        <source>storage stays at the default %1 TB at %2 per GB-month: no bills were read</source>
        <translation>opslag blijft op de standaardwaarde van %1 TB tegen %2 per GB-maand: er zijn geen facturen gelezen</translation>
    </message>
    <message>
        <source>storage stays at the default %1 TB at %2 per GB-month: the bills show no storage in GB-months</source>
        <translation>opslag blijft op de standaardwaarde van %1 TB tegen %2 per GB-maand: de facturen tonen geen opslag in GB-maanden</translation>
    </message>
    <message>
        <source>egress stays at the default %1 TB a month at tiered prices: no bills were read</source>
        <translation>egress blijft op de standaardwaarde van %1 TB per maand tegen de egressprijsschijven: er zijn geen facturen gelezen</translation>
    </message>
    <message>
        <source>egress stays at the default %1 TB a month at tiered prices: the bills show no data transfer out</source>
        <translation>egress blijft op de standaardwaarde van %1 TB per maand tegen de egressprijsschijven: de facturen tonen geen uitgaande dataoverdracht</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is given twice in the header (columns %2 and %3)</source>
        <translation>de kolom &quot;%1&quot; staat twee keer in de kopregel (kolommen %2 en %3)</translation>
    </message>
    <message>
        <source>has the same content as %1, which is read already: give each file once, or it would be counted twice</source>
        <translation>heeft dezelfde inhoud als %1, dat al is gelezen: geef elk bestand één keer op, anders zou het dubbel worden geteld</translation>
    </message>
    <message>
        <source>is %1, not a regular file: give the path of a file</source>
        <translation>is %1, geen gewoon bestand: geef het pad van een bestand op</translation>
    </message>
    <message>
        <source>has data after the end of its gzip stream</source>
        <translation>bevat gegevens na het einde van de gzip-stroom</translation>
    </message>
    <message>
        <source>expands to more than %1 times its compressed size, which no bill or telemetry log does; unpack it yourself if it is genuine</source>
        <translation>wordt uitgepakt meer dan %1 keer zo groot als gecomprimeerd, wat geen factuur of telemetrielog doet; pak het zelf uit als het echt is</translation>
    </message>
    <message>
        <source>uses carriage returns alone as line breaks; save it with LF or CR LF line breaks</source>
        <translation>gebruikt alleen carriage returns als regeleinden; sla het op met LF- of CR LF-regeleinden</translation>
    </message>
</context>
<context>
    <name>gda::moneydefaults</name>
    <message>
        <source>ECB reference rate</source>
        <translation>ECB-referentiekoers</translation>
    </message>
    <message>
        <source>%1 USD per EUR, %2 of %3</source>
        <translation>%1 USD per EUR, %2 van %3</translation>
    </message>
</context>
<context>
    <name>gda::scenariofile</name>
    <message>
        <source>all five weights are 0 (valid: each 0 to 1, not all 0)</source>
        <translation>alle vijf gewichten zijn 0 (geldig: elk 0 tot en met 1, niet alle 0)</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>tekst verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>must not be empty (valid: 1 to %1 characters)</source>
        <translation>mag niet leeg zijn (geldig: 1 tot en met %1 tekens)</translation>
    </message>
    <message>
        <source>(valid: at most %1 characters)</source>
        <translation>(geldig: hoogstens %1 tekens)</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB</source>
        <translation>het bestand is groter dan %1 MB</translation>
    </message>
    <message>
        <source>nesting depth %1 exceeds the format&apos;s maximum of %2</source>
        <translation>nestingsdiepte %1 overschrijdt het maximum van het formaat (%2)</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2</source>
        <translation>geen geldige JSON op regel %1, kolom %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level, found %1</source>
        <translation>JSON-object op het hoogste niveau verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>een lijst</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>iets anders</translation>
    </message>
    <message>
        <source>%1 is not a scenario file format (valid: &quot;gpu-advisor-scenario&quot;)</source>
        <translation>%1 is geen scenariobestandsformaat (geldig: &quot;gpu-advisor-scenario&quot;)</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>object verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: bestand bestaat niet</translation>
    </message>
    <message>
        <source>%1 is a folder, not a scenario file</source>
        <translation>%1 is een map, geen scenariobestand</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, the limit for scenario files</source>
        <translation>%1 is groter dan %2 MB, de limiet voor scenariobestanden</translation>
    </message>
    <message numerus="yes">
        <source>too long: %n character(s)</source>
        <translation>
            <numerusform>te lang: %n teken</numerusform>
            <numerusform>te lang: %n tekens</numerusform>
        </translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true of false verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>%1 is not allowed (valid: %2)</source>
        <translation>%1 is niet toegestaan (geldig: %2)</translation>
    </message>
    <message>
        <source>expected a list of exactly 12 numbers, found %1</source>
        <translation>lijst van precies 12 getallen verwacht, %1 gevonden</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n waarde</numerusform>
            <numerusform>%n waarden</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a non-empty list of [upper_tb, price_per_gb] bands, found %1</source>
        <translation>niet-lege lijst met schijven [upper_tb, price_per_gb] verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>expected a pair [upper_tb, price_per_gb], found %1</source>
        <translation>paar [upper_tb, price_per_gb] verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>only the last band may be open (null); upper bounds must ascend</source>
        <translation>alleen de laatste schijf mag open zijn (null); bovengrenzen moeten oplopen</translation>
    </message>
    <message>
        <source>%1: the last band must be open (null) so every volume has a price</source>
        <translation>%1: de laatste schijf moet open zijn (null), zodat elk volume een prijs heeft</translation>
    </message>
    <message>
        <source>%1 is not above the previous bound %2 (upper bounds must be strictly ascending)</source>
        <translation>%1 ligt niet boven de vorige grens %2 (bovengrenzen moeten strikt oplopen)</translation>
    </message>
    <message>
        <source>the file is in UTF-16; scenario files must be UTF-8 (save it again as UTF-8)</source>
        <translation>het bestand is in UTF-16; scenariobestanden moeten UTF-8 zijn (sla het opnieuw op als UTF-8)</translation>
    </message>
    <message>
        <source>the file is in UTF-32; scenario files must be UTF-8 (save it again as UTF-8)</source>
        <translation>het bestand is in UTF-32; scenariobestanden moeten UTF-8 zijn (sla het opnieuw op als UTF-8)</translation>
    </message>
    <message>
        <source>the file is empty (a scenario file is a JSON object)</source>
        <translation>het bestand is leeg (een scenariobestand is een JSON-object)</translation>
    </message>
    <message>
        <source>NaN and Infinity are not allowed (numbers must be finite JSON numbers)</source>
        <translation>NaN en Infinity zijn niet toegestaan (getallen moeten eindige JSON-getallen zijn)</translation>
    </message>
    <message>
        <source>a number too large to be finite (numbers must be finite JSON numbers)</source>
        <translation>een getal dat te groot is om eindig te zijn (getallen moeten eindige JSON-getallen zijn)</translation>
    </message>
    <message>
        <source>missing (valid: &quot;gpu-advisor-scenario&quot;): not a scenario file</source>
        <translation>ontbreekt (geldig: &quot;gpu-advisor-scenario&quot;): geen scenariobestand</translation>
    </message>
    <message>
        <source>missing (valid: %1)</source>
        <translation>ontbreekt (geldig: %1)</translation>
    </message>
    <message>
        <source>%1 is not a supported version (valid: %2)</source>
        <translation>%1 is geen ondersteunde versie (geldig: %2)</translation>
    </message>
    <message>
        <source>the key on line %1 begins with an invisible byte order mark (U+FEFF); remove it</source>
        <translation>de sleutel op regel %1 begint met een onzichtbaar bytevolgordeteken (U+FEFF); verwijder het</translation>
    </message>
    <message>
        <source>given twice, on lines %1 and %2 (a field may appear only once)</source>
        <translation>komt twee keer voor, op regel %1 en %2 (een veld mag maar één keer voorkomen)</translation>
    </message>
    <message>
        <source>give either %1 or %2, not both</source>
        <translation>geef %1 of %2, niet allebei</translation>
    </message>
    <message>
        <source>expected a list of %1 to %2 objects, found %3</source>
        <translation>lijst van %1 tot en met %2 objecten verwacht, %3 gevonden</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s)</source>
        <translation>
            <numerusform>%n element</numerusform>
            <numerusform>%n elementen</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown field (did you mean %1?)</source>
        <translation>onbekend veld (bedoelt u %1?)</translation>
    </message>
    <message>
        <source>unknown field (valid: %1; a field of another program must start with x_)</source>
        <translation>onbekend veld (geldig: %1; een veld van een ander programma moet met x_ beginnen)</translation>
    </message>
    <message>
        <source>unknown field (valid: %1)</source>
        <translation>onbekend veld (geldig: %1)</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, found %1</source>
        <translation>datum als JJJJ-MM-DD verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>expected [low, most likely, high], found %1</source>
        <translation>[laag, meest waarschijnlijk, hoog] verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>[%1, %2, %3] is not ordered (valid: low ≤ most likely ≤ high)</source>
        <translation>[%1, %2, %3] is niet oplopend (geldig: laag ≤ meest waarschijnlijk ≤ hoog)</translation>
    </message>
    <message>
        <source>missing (required in every scenario file)</source>
        <translation>ontbreekt (verplicht in elk scenariobestand)</translation>
    </message>
    <message>
        <source>missing (required in every element)</source>
        <translation>ontbreekt (verplicht in elk element)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>missing (valid: a list of 1 to 16 workloads; required in version 2)</source>
        <translation>ontbreekt (geldig: een lijst van 1 tot en met 16 werklasten; verplicht in versie 2)</translation>
    </message>
    <message>
        <source>%1 is beyond the horizon of %2 months (valid: 1 to %2)</source>
        <translation>%1 ligt voorbij de horizon van %2 maanden (geldig: 1 tot en met %2)</translation>
    </message>
    <message>
        <source>%1 is after end_month %2 (valid: 1 to %2)</source>
        <translation>%1 ligt na end_month %2 (geldig: 1 tot en met %2)</translation>
    </message>
    <message>
        <source>%1 on a workload that is not interruptible (valid: 0 unless interruptible is true)</source>
        <translation>%1 bij een werklast die niet onderbreekbaar is (geldig: 0, tenzij interruptible true is)</translation>
    </message>
    <message>
        <source>&quot;own&quot; names the workloads&apos; own terms (valid: another provider id)</source>
        <translation>&quot;own&quot; staat voor de eigen voorwaarden van de werklasten (geldig: een ander provider-id)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is also the id of offers[%2] (valid: each id once)</source>
        <translation>&quot;%1&quot; is ook het id van offers[%2] (geldig: elk id één keer)</translation>
    </message>
    <message>
        <source>a field of version 1 files only, not of version 2 (gpu-advisor-cli validate --upgrade FILE --out FILE2 converts a version 1 file)</source>
        <translation>een veld van alleen bestanden van versie 1, niet van versie 2 (gpu-advisor-cli validate --upgrade BESTAND --out BESTAND2 zet een bestand van versie 1 om)</translation>
    </message>
    <message numerus="yes">
        <source>%n workload(s) (valid: 1 to 16)</source>
        <translation>
            <numerusform>%n werklast (geldig: 1 tot en met 16)</numerusform>
            <numerusform>%n werklasten (geldig: 1 tot en met 16)</numerusform>
        </translation>
    </message>
    <message>
        <source>expected null or a list of %1 to %2 objects, found %3</source>
        <translation>null of een lijst van %1 tot en met %2 objecten verwacht, %3 gevonden</translation>
    </message>
    <message>
        <source>expected null or a list of names, found %1</source>
        <translation>null of een lijst van namen verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>expected a list of names, found %1</source>
        <translation>lijst van namen verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>%1 is listed twice (valid: each name once)</source>
        <translation>%1 staat twee keer in de lijst (geldig: elke naam één keer)</translation>
    </message>
    <message>
        <source>expected null or an object, found %1</source>
        <translation>null of een object verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>%1 is not a term the clouds sell (valid: 1 or 3)</source>
        <translation>%1 is geen looptijd die de clouds verkopen (geldig: 1 of 3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the name of a workload (valid: the name of a workload that may run on-premise)</source>
        <translation>&quot;%1&quot; is niet de naam van een werklast (geldig: de naam van een werklast die on-premise mag draaien)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; stays in the cloud (placement cloud) and is not moved (valid: the name of a workload that may run on-premise)</source>
        <translation>&quot;%1&quot; blijft in de cloud (plaatsing cloud) en verhuist niet (geldig: de naam van een werklast die on-premise mag draaien)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a month (valid: YYYY-MM from 2000-01 to 2100-12, for example 2026-10)</source>
        <translation>&quot;%1&quot; is geen maand (geldig: JJJJ-MM van 2000-01 tot en met 2100-12, bijvoorbeeld 2026-10)</translation>
    </message>
</context>
<context>
    <name>gda::store</name>
    <message>
        <source>Reading the scenario library</source>
        <translation>Lezen van de scenariobibliotheek</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of GPU Decision Advisor (library version %2; this version knows up to %3)</source>
        <translation>%1 is geschreven door een nieuwere versie van GPU Decision Advisor (bibliotheekversie %2; deze versie kent tot en met %3)</translation>
    </message>
    <message>
        <source>Backing up the scenario library before upgrading it</source>
        <translation>Reservekopie maken van de scenariobibliotheek vóór de upgrade</translation>
    </message>
    <message>
        <source>Upgrading the scenario library to version %1</source>
        <translation>Upgraden van de scenariobibliotheek naar versie %1</translation>
    </message>
    <message>
        <source>There is no scenario %1 in the library</source>
        <translation>Er is geen scenario %1 in de bibliotheek</translation>
    </message>
    <message>
        <source>Scenario %1 (“%2”) is in the trash; restore it first</source>
        <translation>Scenario %1 (“%2”) staat in de prullenbak; zet het eerst terug</translation>
    </message>
    <message>
        <source>Scenario %1 in the library is damaged: %2</source>
        <translation>Scenario %1 in de bibliotheek is beschadigd: %2</translation>
    </message>
    <message>
        <source>%1 failed: another program kept the scenario library locked; try again</source>
        <translation>%1 is mislukt: een ander programma hield de scenariobibliotheek vergrendeld; probeer het opnieuw</translation>
    </message>
    <message>
        <source>%1 failed: the scenario library file is damaged (%2)</source>
        <translation>%1 is mislukt: het bestand van de scenariobibliotheek is beschadigd (%2)</translation>
    </message>
    <message>
        <source>%1 failed: the scenario library file cannot be written (%2)</source>
        <translation>%1 is mislukt: het bestand van de scenariobibliotheek kan niet worden geschreven (%2)</translation>
    </message>
    <message>
        <source>%1 failed: the disk is full</source>
        <translation>%1 is mislukt: de schijf is vol</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 is mislukt: %2</translation>
    </message>
    <message>
        <source>%1 is in a cloud-synced folder (%2). Syncing can copy a half-written library and break it: keep the library on a local disk and share exported scenario files instead.</source>
        <translation>%1 staat in een map die met de cloud wordt gesynchroniseerd (%2). Synchronisatie kan een half geschreven bibliotheek kopiëren en beschadigen: bewaar de bibliotheek op een lokale schijf en deel in plaats daarvan geëxporteerde scenariobestanden.</translation>
    </message>
    <message>
        <source>%1 is on a network file system (%2). SQLite cannot lock files safely there, so saving from two computers can damage the library: keep it on a local disk.</source>
        <translation>%1 staat op een netwerkbestandssysteem (%2). SQLite kan daar bestanden niet veilig vergrendelen, dus opslaan vanaf twee computers kan de bibliotheek beschadigen: bewaar haar op een lokale schijf.</translation>
    </message>
    <message>
        <source>No scenario library file was given</source>
        <translation>Er is geen bestand voor de scenariobibliotheek opgegeven</translation>
    </message>
    <message>
        <source>Opening the scenario library %1</source>
        <translation>Openen van de scenariobibliotheek %1</translation>
    </message>
    <message>
        <source>%1 is a folder, not a scenario library</source>
        <translation>%1 is een map, geen scenariobibliotheek</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created</source>
        <translation>De map %1 kan niet worden aangemaakt</translation>
    </message>
    <message>
        <source>%1 failed: Qt&apos;s SQLite driver is not installed (package libqt6sql6-sqlite)</source>
        <translation>%1 is mislukt: het SQLite-stuurprogramma van Qt is niet geïnstalleerd (pakket libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1 failed its integrity check (%2).</source>
        <translation>%1 heeft de integriteitscontrole niet doorstaan (%2).</translation>
    </message>
    <message>
        <source>%1 is not a scenario library of GPU Decision Advisor</source>
        <translation>%1 is geen scenariobibliotheek van GPU Decision Advisor</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of GPU Decision Advisor (library version %2; this version knows up to %3). Update the application to change it.</source>
        <translation>%1 is geschreven door een nieuwere versie van GPU Decision Advisor (bibliotheekversie %2; deze versie kent tot en met %3). Werk de toepassing bij om de bibliotheek te wijzigen.</translation>
    </message>
    <message>
        <source>%1 is a database of another program, not a scenario library</source>
        <translation>%1 is een database van een ander programma, geen scenariobibliotheek</translation>
    </message>
    <message>
        <source>It is open read-only and will not be changed: copy it somewhere safe, export the scenarios you need, or restore a backup.</source>
        <translation>De bibliotheek is alleen-lezen geopend en wordt niet gewijzigd: kopieer haar naar een veilige plek, exporteer de scenario&apos;s die u nodig hebt, of zet een reservekopie terug.</translation>
    </message>
    <message>
        <source>%1 cannot use write-ahead logging (journal mode “%2”): windows and programs that share the library wait for each other while one saves.</source>
        <translation>%1 kan geen write-ahead logging gebruiken (journaalmodus “%2”): vensters en programma&apos;s die de bibliotheek delen, wachten op elkaar zolang er één opslaat.</translation>
    </message>
    <message>
        <source>Reading the connection settings</source>
        <translation>Lezen van de verbindingsinstellingen</translation>
    </message>
    <message>
        <source>%1 failed: no scenario library is open</source>
        <translation>%1 is mislukt: er is geen scenariobibliotheek geopend</translation>
    </message>
    <message>
        <source>%1 failed: the scenario library is read-only. %2</source>
        <translation>%1 is mislukt: de scenariobibliotheek is alleen-lezen. %2</translation>
    </message>
    <message>
        <source>The scenario is not valid: %1</source>
        <translation>Het scenario is niet geldig: %1</translation>
    </message>
    <message>
        <source>The scenario is larger than %1 MB, the limit for scenarios</source>
        <translation>Het scenario is groter dan %1 MB, de limiet voor scenario&apos;s</translation>
    </message>
    <message>
        <source>“%1” was saved elsewhere since it was opened (revision %2, opened at revision %3). These changes were not saved: save them as a new scenario, or reload.</source>
        <translation>“%1” is elders opgeslagen sinds het werd geopend (versie %2, geopend bij versie %3). Deze wijzigingen zijn niet opgeslagen: sla ze op als nieuw scenario, of laad het scenario opnieuw.</translation>
    </message>
    <message>
        <source>Creating the scenario</source>
        <translation>Aanmaken van het scenario</translation>
    </message>
    <message>
        <source>Saving the scenario</source>
        <translation>Opslaan van het scenario</translation>
    </message>
    <message>
        <source>Loading scenario %1</source>
        <translation>Laden van scenario %1</translation>
    </message>
    <message>
        <source>its current revision %1 is missing</source>
        <translation>de huidige versie %1 ontbreekt</translation>
    </message>
    <message>
        <source>Listing the scenarios</source>
        <translation>Ophalen van de scenariolijst</translation>
    </message>
    <message>
        <source>Listing the clients</source>
        <translation>Ophalen van de klantenlijst</translation>
    </message>
    <message>
        <source>Duplicating the scenario</source>
        <translation>Dupliceren van het scenario</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopie)</translation>
    </message>
    <message>
        <source>Duplicated from scenario %1 revision %2</source>
        <translation>Gedupliceerd uit scenario %1, versie %2</translation>
    </message>
    <message>
        <source>Renaming the scenario</source>
        <translation>Hernoemen van het scenario</translation>
    </message>
    <message>
        <source>Renamed from “%1”</source>
        <translation>Hernoemd van “%1”</translation>
    </message>
    <message>
        <source>Moving the scenario to the trash</source>
        <translation>Verplaatsen van het scenario naar de prullenbak</translation>
    </message>
    <message>
        <source>Restoring the scenario from the trash</source>
        <translation>Terugzetten van het scenario uit de prullenbak</translation>
    </message>
    <message>
        <source>Emptying the trash</source>
        <translation>Legen van de prullenbak</translation>
    </message>
    <message>
        <source>Reading the history of scenario %1</source>
        <translation>Lezen van de geschiedenis van scenario %1</translation>
    </message>
    <message>
        <source>Loading revision %1 of scenario %2</source>
        <translation>Laden van versie %1 van scenario %2</translation>
    </message>
    <message>
        <source>Scenario %1 has no revision %2 (it has revisions 1 to %3)</source>
        <translation>Scenario %1 heeft geen versie %2 (het heeft versies 1 tot en met %3)</translation>
    </message>
    <message>
        <source>Restoring revision %1</source>
        <translation>Terugzetten van versie %1</translation>
    </message>
    <message>
        <source>Restored revision %1</source>
        <translation>Versie %1 teruggezet</translation>
    </message>
    <message>
        <source>Importing scenario files</source>
        <translation>Importeren van scenariobestanden</translation>
    </message>
    <message>
        <source>No scenario files were given to import</source>
        <translation>Er zijn geen scenariobestanden opgegeven om te importeren</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation>Geïmporteerd uit %1</translation>
    </message>
    <message>
        <source>Updating the scenario list</source>
        <translation>Bijwerken van de scenariolijst</translation>
    </message>
    <message>
        <source>%1 failed: the team library was busy with other changes; try again</source>
        <translation>%1 is mislukt: de teambibliotheek was bezig met andere wijzigingen; probeer het opnieuw</translation>
    </message>
    <message>
        <source>%1 failed: the team library does not allow you to make this change (%2)</source>
        <translation>%1 is mislukt: de teambibliotheek staat u deze wijziging niet toe (%2)</translation>
    </message>
    <message>
        <source>%1 failed: someone else saved at the same moment; reload and try again</source>
        <translation>%1 is mislukt: iemand anders heeft op hetzelfde moment opgeslagen; laad opnieuw en probeer het nogmaals</translation>
    </message>
    <message>
        <source>%1 failed: the server&apos;s disk is full</source>
        <translation>%1 is mislukt: de schijf van de server is vol</translation>
    </message>
    <message>
        <source>%1 failed: the server reports damaged data (%2)</source>
        <translation>%1 is mislukt: de server meldt beschadigde gegevens (%2)</translation>
    </message>
    <message>
        <source>%1 failed: the team library&apos;s server cannot be reached (%2)</source>
        <translation>%1 is mislukt: de server van de teambibliotheek is niet bereikbaar (%2)</translation>
    </message>
    <message>
        <source>The team library address is not a valid postgresql:// URI: %1</source>
        <translation>Het adres van de teambibliotheek is geen geldige postgresql://-URI: %1</translation>
    </message>
    <message>
        <source>it must start with postgresql://</source>
        <translation>het moet beginnen met postgresql://</translation>
    </message>
    <message>
        <source>the IPv6 address has no closing “]”</source>
        <translation>het IPv6-adres heeft geen afsluitende “]”</translation>
    </message>
    <message>
        <source>unexpected “%1” after the host</source>
        <translation>onverwacht “%1” na de host</translation>
    </message>
    <message>
        <source>the port “%1” is not a number from 1 to 65535</source>
        <translation>de poort “%1” is geen getal van 1 tot en met 65535</translation>
    </message>
    <message>
        <source>the parameter “%1” has no value</source>
        <translation>de parameter “%1” heeft geen waarde</translation>
    </message>
    <message>
        <source>the value of “%1” must be one word without quotes</source>
        <translation>de waarde van “%1” moet één woord zonder aanhalingstekens zijn</translation>
    </message>
    <message>
        <source>unknown parameter “%1” (known: host, port, dbname, user, password, sslmode, connect_timeout, application_name, …)</source>
        <translation>onbekende parameter “%1” (bekend: host, port, dbname, user, password, sslmode, connect_timeout, application_name, …)</translation>
    </message>
    <message>
        <source>Reading the team library&apos;s version</source>
        <translation>Lezen van de versie van de teambibliotheek</translation>
    </message>
    <message>
        <source>Upgrading the team library to version %1</source>
        <translation>Upgraden van de teambibliotheek naar versie %1</translation>
    </message>
    <message>
        <source>%1: the name is empty</source>
        <translation>%1: de naam is leeg</translation>
    </message>
    <message>
        <source>Opening the team library %1</source>
        <translation>Openen van de teambibliotheek %1</translation>
    </message>
    <message>
        <source>%1 failed: Qt&apos;s PostgreSQL driver is not installed (package libqt6sql6-psql)</source>
        <translation>%1 is mislukt: het PostgreSQL-stuurprogramma van Qt is niet geïnstalleerd (pakket libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>Setting up the team library&apos;s access rules</source>
        <translation>Instellen van de toegangsregels van de teambibliotheek</translation>
    </message>
    <message>
        <source>Adding the team “%1”</source>
        <translation>Toevoegen van het team “%1”</translation>
    </message>
    <message>
        <source>Adding %1 to the team “%2”</source>
        <translation>Toevoegen van %1 aan het team “%2”</translation>
    </message>
    <message>
        <source>Assigning the client “%1” to the team “%2”</source>
        <translation>Toewijzen van de klant “%1” aan het team “%2”</translation>
    </message>
    <message>
        <source>%1 failed: there is no team “%2”</source>
        <translation>%1 is mislukt: er is geen team “%2”</translation>
    </message>
    <message>
        <source>%1 failed: the server asks for a password. Put it in ~/.pgpass (or PGPASSWORD), never in the settings.</source>
        <translation>%1 is mislukt: de server vraagt om een wachtwoord. Zet het in ~/.pgpass (of PGPASSWORD), nooit in de instellingen.</translation>
    </message>
    <message>
        <source>%1 failed: the team library does not allow you to use the client “%2”</source>
        <translation>%1 is mislukt: de teambibliotheek staat u niet toe de klant “%2” te gebruiken</translation>
    </message>
    <message>
        <source>%1 failed: the team library does not allow you to change this scenario</source>
        <translation>%1 is mislukt: de teambibliotheek staat u niet toe dit scenario te wijzigen</translation>
    </message>
    <message>
        <source>%1 is read-only because the file cannot be written (%2).</source>
        <translation>%1 is alleen-lezen omdat het bestand niet kan worden geschreven (%2).</translation>
    </message>
    <message>
        <source>%1 is read-only because its folder %2 cannot be written (%3).</source>
        <translation>%1 is alleen-lezen omdat de map %2 niet kan worden geschreven (%3).</translation>
    </message>
    <message>
        <source>check its permissions</source>
        <translation>controleer de bestandsrechten</translation>
    </message>
    <message>
        <source>%1 is %2, not a scenario library file</source>
        <translation>%1 is %2, geen bestand van een scenariobibliotheek</translation>
    </message>
    <message>
        <source>There is no scenario library at %1 (no such file); importing a scenario creates one</source>
        <translation>Er is geen scenariobibliotheek op %1 (bestand bestaat niet); door een scenario te importeren maakt u er een</translation>
    </message>
    <message>
        <source>%1 is damaged: it holds the library&apos;s tables but no schema version.</source>
        <translation>%1 is beschadigd: het bestand bevat de tabellen van de bibliotheek, maar geen schemaversie.</translation>
    </message>
    <message>
        <source>You can list, show and export its scenarios; to change them, make it writable or copy it to a folder you can write.</source>
        <translation>U kunt de scenario&apos;s ervan weergeven en exporteren; om ze te wijzigen maakt u het bestand schrijfbaar of kopieert u het naar een map waarin u kunt schrijven.</translation>
    </message>
    <message>
        <source>Reading the whole library</source>
        <translation>De hele bibliotheek lezen</translation>
    </message>
    <message>
        <source>Copying scenarios into %1</source>
        <translation>Scenario&apos;s kopiëren naar %1</translation>
    </message>
    <message>
        <source>%1 failed: the library is not empty (scenarios: %2, the trash included)</source>
        <translation>%1 is mislukt: de bibliotheek is niet leeg (scenario&apos;s: %2, de prullenbak meegeteld)</translation>
    </message>
    <message>
        <source>Revision %1 of scenario %2 (“%3”) is damaged: %4</source>
        <translation>Versie %1 van scenario %2 (“%3”) is beschadigd: %4</translation>
    </message>
    <message>
        <source>Scenario %1 (“%2”) is damaged: its current revision %3 is missing</source>
        <translation>Scenario %1 (“%2”) is beschadigd: de huidige versie %3 ontbreekt</translation>
    </message>
    <message>
        <source>Opening the offline copy %1</source>
        <translation>De offline kopie %1 openen</translation>
    </message>
    <message>
        <source>%1 needs the team library&apos;s server, which cannot be reached now; saving new revisions of existing scenarios works offline. (%2)</source>
        <translation>%1 heeft de server van de teambibliotheek nodig, die nu niet bereikbaar is; nieuwe versies van bestaande scenario&apos;s opslaan werkt offline. (%2)</translation>
    </message>
    <message>
        <source>Refreshing the offline copy</source>
        <translation>De offline kopie bijwerken</translation>
    </message>
    <message>
        <source>Keeping the revision in the offline copy failed: %1</source>
        <translation>De versie in de offline kopie opslaan is mislukt: %1</translation>
    </message>
    <message>
        <source>Scenario %1 is not in the offline copy of the team library</source>
        <translation>Scenario %1 staat niet in de offline kopie van de teambibliotheek</translation>
    </message>
    <message>
        <source>Scenario %1 (“%2”) was never opened while the team library was reachable: its content is not in the offline copy</source>
        <translation>Scenario %1 (“%2”) is nooit geopend terwijl de teambibliotheek bereikbaar was: de inhoud staat niet in de offline kopie</translation>
    </message>
    <message>
        <source>(not yet sent)</source>
        <translation>(nog niet verstuurd)</translation>
    </message>
    <message>
        <source>%1 (not yet sent)</source>
        <translation>%1 (nog niet verstuurd)</translation>
    </message>
    <message>
        <source>Revision %1 of scenario %2 is not in the offline copy of the team library</source>
        <translation>Versie %1 van scenario %2 staat niet in de offline kopie van de teambibliotheek</translation>
    </message>
    <message>
        <source>An earlier revision of this scenario saved offline was refused; this one waits for it</source>
        <translation>Een eerdere offline opgeslagen versie van dit scenario is geweigerd; deze versie wacht daarop</translation>
    </message>
    <message>
        <source>Sending the revisions saved offline</source>
        <translation>De offline opgeslagen versies versturen</translation>
    </message>
    <message>
        <source>Synchronising failed: no scenario library is open</source>
        <translation>Synchroniseren mislukt: er is geen scenariobibliotheek geopend</translation>
    </message>
    <message>
        <source>Synchronising</source>
        <translation>Synchroniseren</translation>
    </message>
    <message>
        <source>There is no revision %1 waiting to be sent</source>
        <translation>Er wacht geen versie %1 om verstuurd te worden</translation>
    </message>
    <message>
        <source>Kept over revision %1 after a conflict</source>
        <translation>Na een conflict opgeslagen boven versie %1</translation>
    </message>
    <message>
        <source>Keeping your revision</source>
        <translation>Uw versie opslaan</translation>
    </message>
    <message>
        <source>%1 (my changes)</source>
        <translation>%1 (mijn wijzigingen)</translation>
    </message>
    <message>
        <source>Saved offline from revision %1 of scenario %2; a copy after a conflict</source>
        <translation>Offline opgeslagen vanaf versie %1 van scenario %2; een kopie na een conflict</translation>
    </message>
    <message>
        <source>Saving your revision as a copy</source>
        <translation>Uw versie als kopie opslaan</translation>
    </message>
    <message>
        <source>%1 failed: scenario %2 is not in the offline copy of the team library</source>
        <translation>%1 mislukt: scenario %2 staat niet in de offline kopie van de teambibliotheek</translation>
    </message>
    <message>
        <source>“%1” was saved since it was opened (revision %2, opened at revision %3). These changes were not saved: save them as a new scenario, or reload.</source>
        <translation>“%1” is opgeslagen nadat het werd geopend (versie %2, geopend bij versie %3). Deze wijzigingen zijn niet opgeslagen: sla ze op als nieuw scenario, of laad opnieuw.</translation>
    </message>
    <message>
        <source>Moving a scenario to the trash</source>
        <translation>Een scenario naar de prullenbak verplaatsen</translation>
    </message>
    <message>
        <source>Restoring a scenario from the trash</source>
        <translation>Een scenario uit de prullenbak terugzetten</translation>
    </message>
    <message>
        <source>Copying scenarios into the library</source>
        <translation>Scenario&apos;s naar de bibliotheek kopiëren</translation>
    </message>
    <message>
        <source>%1 is a team library: its server keeps its data consistent; ask its administrator to check it</source>
        <translation>%1 is een teambibliotheek: de server houdt zelf de gegevens consistent; vraag de beheerder om die te controleren</translation>
    </message>
    <message>
        <source>Checking the scenario library %1</source>
        <translation>Controleren van de scenariobibliotheek %1</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver gave no libpq connection</source>
        <translation>het PostgreSQL-stuurprogramma van Qt gaf geen libpq-verbinding</translation>
    </message>
    <message>
        <source>libpq could not be loaded</source>
        <translation>libpq kon niet worden geladen</translation>
    </message>
    <message>
        <source>%1 failed: the password could not be encrypted for the server (%2)</source>
        <translation>%1 is mislukt: het wachtwoord kon niet voor de server worden versleuteld (%2)</translation>
    </message>
    <message>
        <source>%1 failed: a scenario shared by every team cannot be given a client; save a copy of it for the client instead</source>
        <translation>%1 is mislukt: een scenario dat alle teams delen, kan geen klant krijgen; sla in plaats daarvan een kopie op voor de klant</translation>
    </message>
    <message>
        <source>%1 failed: a name or text contains a NUL character (\0), which the team library cannot store; remove it</source>
        <translation>%1 is mislukt: een naam of tekst bevat een NUL-teken (\0), dat de teambibliotheek niet kan opslaan; verwijder het</translation>
    </message>
    <message>
        <source>%1 failed: clients of that name belong to several teams; the team “%2” has one already</source>
        <translation>%1 is mislukt: klanten met die naam horen bij meerdere teams; het team “%2” heeft er al een</translation>
    </message>
    <message>
        <source>Removing %1 from the team “%2”</source>
        <translation>Verwijderen van %1 uit het team “%2”</translation>
    </message>
    <message>
        <source>%1 failed: %2 is not a member of the team “%3”</source>
        <translation>%1 is mislukt: %2 is geen lid van het team “%3”</translation>
    </message>
    <message>
        <source>Listing the teams</source>
        <translation>Weergeven van de teams</translation>
    </message>
    <message>
        <source>%1 failed: the server refused the login of %2: the password is wrong (or %2 may not use this database)</source>
        <translation>%1 is mislukt: de server weigerde de aanmelding van %2: het wachtwoord is onjuist (of %2 mag deze database niet gebruiken)</translation>
    </message>
    <message>
        <source>this user</source>
        <translation>deze gebruiker</translation>
    </message>
    <message>
        <source>The scenario&apos;s name, client or notes contain a NUL character (\0), which a team library cannot store; remove it</source>
        <translation>De naam, klant of notities van het scenario bevatten een NUL-teken (\0), dat een teambibliotheek niet kan opslaan; verwijder het</translation>
    </message>
    <message>
        <source>this program does not read the key from the keyring (the desktop application does)</source>
        <translation>dit programma leest de sleutel niet uit de sleutelbos (de desktoptoepassing wel)</translation>
    </message>
    <message>
        <source>The offline copy of this team library is encrypted and its key cannot be read: %1. The team library works while its server answers; nothing of it is kept on this computer for working offline.</source>
        <translation>De offline kopie van deze teambibliotheek is versleuteld en de sleutel kan niet worden gelezen: %1. De teambibliotheek werkt zolang de server antwoordt; er wordt niets van bewaard op deze computer om offline te werken.</translation>
    </message>
    <message>
        <source>%1 failed: %2. Delete the file to start a new copy from the server (revisions saved offline and not yet sent in it are lost with it).</source>
        <translation>%1 is mislukt: %2. Verwijder het bestand om een nieuwe kopie van de server te beginnen (versies die offline zijn opgeslagen en nog niet verstuurd, gaan daarmee verloren).</translation>
    </message>
    <message>
        <source>Encrypting the offline copy needs OpenSSL&apos;s libcrypto, which cannot be loaded: %1</source>
        <translation>Voor het versleutelen van de offline kopie is libcrypto van OpenSSL nodig, die niet kan worden geladen: %1</translation>
    </message>
    <message>
        <source>OpenSSL could not make a key for the offline copy</source>
        <translation>OpenSSL kon geen sleutel voor de offline kopie maken</translation>
    </message>
    <message>
        <source>The key of the offline copy has %1 bytes; it needs %2</source>
        <translation>De sleutel van de offline kopie heeft %1 bytes; er zijn %2 nodig</translation>
    </message>
    <message>
        <source>Encrypting the offline copy failed</source>
        <translation>Het versleutelen van de offline kopie is mislukt</translation>
    </message>
    <message>
        <source>the offline copy cannot be decrypted with the key kept in the keyring (another key, or the file was changed)</source>
        <translation>de offline kopie kan niet worden ontsleuteld met de sleutel uit de sleutelbos (een andere sleutel, of het bestand is gewijzigd)</translation>
    </message>
    <message>
        <source>Writing the offline copy</source>
        <translation>De offline kopie wegschrijven</translation>
    </message>
    <message>
        <source>%1 failed: out of memory</source>
        <translation>%1 is mislukt: onvoldoende geheugen</translation>
    </message>
    <message>
        <source>Reading the offline copy</source>
        <translation>De offline kopie lezen</translation>
    </message>
    <message>
        <source>%1 failed: it is not an SQLite database</source>
        <translation>%1 is mislukt: het is geen SQLite-database</translation>
    </message>
    <message>
        <source>Writing the offline copy %1 failed: %2</source>
        <translation>Het wegschrijven van de offline kopie %1 is mislukt: %2</translation>
    </message>
</context>
<context>
    <name>gda::ui</name>
    <message>
        <source>Decide whether to rent GPUs in the cloud, buy them, or mix the two.</source>
        <translation>Beslis of u GPU&apos;s in de cloud huurt, koopt of beide combineert.</translation>
    </message>
    <message>
        <source>Use the scenario library at PATH.</source>
        <translation>De scenariobibliotheek op PAD gebruiken.</translation>
    </message>
    <message>
        <source>A scenario file to open.</source>
        <translation>Een scenariobestand om te openen.</translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation>Scenariobibliotheek</translation>
    </message>
    <message>
        <source>Team library password</source>
        <translation>Wachtwoord van de teambibliotheek</translation>
    </message>
</context>
<context>
    <name>gda::ui::AppIdentity</name>
    <message>
        <source>GPU Decision Advisor</source>
        <comment>the application&apos;s name in window titles</comment>
        <translation>GPU Decision Advisor</translation>
    </message>
</context>
<context>
    <name>gda::ui::AssumptionsEditor</name>
    <message>
        <source>needs attention</source>
        <translation>vraagt aandacht</translation>
    </message>
    <message>
        <source>Client and scenario</source>
        <translation>Klant en scenario</translation>
    </message>
    <message>
        <source>GPU and provider</source>
        <translation>GPU en cloudprovider</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Bezettingsgraad</translation>
    </message>
    <message>
        <source>Workload predictability</source>
        <translation>Voorspelbaarheid van de werklast</translation>
    </message>
    <message>
        <source>Technical expertise</source>
        <translation>Technische expertise</translation>
    </message>
    <message>
        <source>Running costs on-premise</source>
        <translation>Operationele kosten on-premise</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Kapitaal</translation>
    </message>
    <message>
        <source>Data gravity</source>
        <translation>Data-zwaartekracht</translation>
    </message>
    <message>
        <source>Cloud prices</source>
        <translation>Cloudprijzen</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Werklasten</translation>
    </message>
</context>
<context>
    <name>gda::ui::BusyHeatMap</name>
    <message>
        <source>%1 %2:00–%3:00: %4 busy GPUs</source>
        <translation>%1 %2:00–%3:00: %4 bezette GPU&apos;s</translation>
    </message>
    <message>
        <source>Busy GPUs by hour of the week</source>
        <translation>Bezette GPU&apos;s per uur van de week</translation>
    </message>
    <message>
        <source>Most busy: %1 at %2:00, %3 GPUs; least busy: %4 at %5:00, %6 GPUs</source>
        <translation>Drukst: %1 om %2:00, %3 GPU&apos;s; rustigst: %4 om %5:00, %6 GPU&apos;s</translation>
    </message>
</context>
<context>
    <name>gda::ui::CapitalEditor</name>
    <message>
        <source>Change financing</source>
        <translation>Financiering wijzigen</translation>
    </message>
    <message>
        <source>Change residual value</source>
        <translation>Restwaarde wijzigen</translation>
    </message>
    <message>
        <source>Everything is paid when the hardware is bought.</source>
        <translation>Alles wordt betaald bij de aankoop van de hardware.</translation>
    </message>
    <message>
        <source>Monthly payments; leasing adds 20–30% to the total cost.</source>
        <translation>Maandelijkse betalingen; leasen verhoogt de totale kosten met 20–30%.</translation>
    </message>
    <message>
        <source>Monthly annuity payments at the loan&apos;s interest rate.</source>
        <translation>Maandelijkse annuïteiten tegen de rente van de lening.</translation>
    </message>
    <message numerus="yes">
        <source>Initial investment for %n GPU(s): %1 — hardware %2, installation %3, power and cooling %4.</source>
        <translation>
            <numerusform>Initiële investering voor %n GPU: %1 — hardware %2, installatie %3, stroom- en koelingsinfrastructuur %4.</numerusform>
            <numerusform>Initiële investering voor %n GPU&apos;s: %1 — hardware %2, installatie %3, stroom- en koelingsinfrastructuur %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Owning means paying for the hardware before it earns anything. How much capital is available now, and would you buy, lease or borrow?</source>
        <translation>Eigen hardware betaalt u voordat die iets oplevert. Hoeveel kapitaal is er nu beschikbaar, en zou u kopen, leasen of lenen?</translation>
    </message>
    <message>
        <source>Rule of thumb: eight H100 GPUs cost about $240,000; with power, cooling and networking a single rack approaches $500,000 before staff. Leasing spreads the payments but adds 20–30% to the total cost; the cloud keeps capital free for other investments.</source>
        <translation>Vuistregel: acht H100-GPU&apos;s kosten ongeveer $&#xa0;240.000; met stroom, koeling en netwerk nadert één rack $&#xa0;500.000, nog zonder personeel. Leasen spreidt de betalingen, maar verhoogt de totale kosten met 20–30%; de cloud houdt kapitaal vrij voor andere investeringen.</translation>
    </message>
    <message>
        <source>Credit the hardware&apos;s remaining value at the end of the horizon</source>
        <translation>De restwaarde van de hardware aan het einde van de horizon verrekenen</translation>
    </message>
    <message>
        <source>Buy in stages</source>
        <translation>Gefaseerd aankopen</translation>
    </message>
    <message>
        <source>Buy all at once</source>
        <translation>Alles in één keer aankopen</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) in month %1</source>
        <translation>
            <numerusform>%n GPU in maand %1</numerusform>
            <numerusform>%n GPU&apos;s in maand %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Bought in stages: %1.</source>
        <translation>Gefaseerd aangekocht: %1.</translation>
    </message>
    <message>
        <source>Everything is bought at once, before the first month of use.</source>
        <translation>Alles wordt in één keer aangekocht, vóór de eerste gebruiksmaand.</translation>
    </message>
    <message>
        <source>Buy in stages: one node first, a full rack a year later, the rest the year after</source>
        <translation>Gefaseerd aankopen: eerst één node, een jaar later een volledig rack, het jaar daarna de rest</translation>
    </message>
    <message numerus="yes">
        <source>Initial investment for the first stage, %n GPU(s) of %2: %1 — hardware %3, installation %4, power and cooling %5; the later stages are paid when they are bought.</source>
        <translation>
            <numerusform>Initiële investering voor de eerste fase, %n GPU van %2: %1 — hardware %3, installatie %4, stroom- en koelingsinfrastructuur %5; de latere fasen worden betaald wanneer ze worden aangeschaft.</numerusform>
            <numerusform>Initiële investering voor de eerste fase, %n GPU&apos;s van %2: %1 — hardware %3, installatie %4, stroom- en koelingsinfrastructuur %5; de latere fasen worden betaald wanneer ze worden aangeschaft.</numerusform>
        </translation>
    </message>
    <message>
        <source>The first stage is one node; the Plan tab&apos;s Optimise finds the stages with the lowest cost from the second on.</source>
        <translation>De eerste fase is één node; Optimaliseren op het tabblad Plan zoekt vanaf de tweede fase de fasen met de laagste kosten.</translation>
    </message>
    <message>
        <source>The hybrid option buys no GPUs.</source>
        <translation>De hybride optie koopt geen GPU&apos;s.</translation>
    </message>
    <message>
        <source>The hybrid option&apos;s fleet in the same stages: %1.</source>
        <translation>Het GPU-park van de hybride optie in dezelfde fasen: %1.</translation>
    </message>
</context>
<context>
    <name>gda::ui::CatalogOfferPicker</name>
    <message>
        <source>%1 %2 · %3 · %4 per GPU-hour</source>
        <translation>%1 %2 · %3 · %4 per GPU-uur</translation>
    </message>
    <message numerus="yes">
        <source>(price older than %n month(s))</source>
        <translation>
            <numerusform>(prijs ouder dan %n maand)</numerusform>
            <numerusform>(prijs ouder dan %n maanden)</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep the prices below</source>
        <translation>De prijzen hieronder behouden</translation>
    </message>
    <message>
        <source>Choose a GPU model first</source>
        <translation>Kies eerst een GPU-model</translation>
    </message>
    <message>
        <source>Choose a provider</source>
        <translation>Kies een cloudprovider</translation>
    </message>
    <message>
        <source>Use the prices of %1 %2</source>
        <translation>Prijzen van %1 %2 gebruiken</translation>
    </message>
    <message>
        <source>The prices are the application&apos;s sourced defaults; choose a GPU model and a provider to use catalog prices.</source>
        <translation>De prijzen zijn de onderbouwde standaardwaarden van de toepassing; kies een GPU-model en een cloudprovider om catalogusprijzen te gebruiken.</translation>
    </message>
    <message>
        <source>The prices of %1 %2 were put in as %3, but the scenario is now in %4: apply them again to convert them.</source>
        <translation>De prijzen van %1 %2 zijn ingevoerd in %3, maar het scenario staat nu in %4: pas ze opnieuw toe om ze om te rekenen.</translation>
    </message>
    <message>
        <source>Prices of %1 %2 (%3), catalog of %4. You can still adjust them.</source>
        <translation>Prijzen van %1 %2 (%3), catalogus van %4. U kunt ze nog aanpassen.</translation>
    </message>
    <message>
        <source>Start from a GPU and a provider in the price catalog: their prices fill in the cloud and hardware costs, converted to the scenario&apos;s currency.</source>
        <translation>Begin met een GPU en een cloudprovider uit de prijscatalogus: hun prijzen vullen de cloud- en hardwarekosten in, omgerekend naar de valuta van het scenario.</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-model</translation>
    </message>
    <message>
        <source>Cloud provider and instance</source>
        <translation>Cloudprovider en instance</translation>
    </message>
    <message>
        <source>Apply the prices again</source>
        <translation>Prijzen opnieuw toepassen</translation>
    </message>
    <message>
        <source>(price dated in the future: check the date)</source>
        <translation>(prijs gedateerd in de toekomst: controleer de datum)</translation>
    </message>
    <message>
        <source>Converted from US dollars at %1 USD per EUR (%2, %3).</source>
        <translation>Omgerekend uit Amerikaanse dollars tegen %1 USD per EUR (%2, %3).</translation>
    </message>
</context>
<context>
    <name>gda::ui::CatalogUpdateDialog</name>
    <message>
        <source>AWS Price List</source>
        <translation>AWS Price List</translation>
    </message>
    <message>
        <source>Azure Retail Prices</source>
        <translation>Azure Retail Prices</translation>
    </message>
    <message>
        <source>Google Cloud Billing Catalog</source>
        <translation>Google Cloud Billing Catalog</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>on-demand</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>gereserveerd 1 jaar</translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation>gereserveerd 3 jaar</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>%1 %2, %3 (%4 × %5)</source>
        <translation>%1 %2, %3 (%4 × %5)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Fetching the price documents…</source>
        <translation>De prijsdocumenten worden opgehaald…</translation>
    </message>
    <message>
        <source>Fetching %1 (page %2): %3 MB</source>
        <translation>%1 ophalen (pagina %2): %3 MB</translation>
    </message>
    <message>
        <source>Not stored, the catalog is unchanged: %1</source>
        <translation>Niet opgeslagen, de catalogus is ongewijzigd: %1</translation>
    </message>
    <message>
        <source>added</source>
        <translation>toegevoegd</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>verwijderd</translation>
    </message>
    <message>
        <source>price moved</source>
        <translation>prijs veranderd</translation>
    </message>
    <message>
        <source>Update the price catalog</source>
        <translation>Prijscatalogus bijwerken</translation>
    </message>
    <message>
        <source>Fetches the prices the providers publish (AWS, Azure, Google Cloud), shows what would change in the price catalog and stores it only when you apply. Each offer keeps its source and date. Scenarios keep the prices they were given until you update them (Edit → Update prices…).</source>
        <translation>Haalt de prijzen op die de cloudproviders publiceren (AWS, Azure, Google Cloud), toont wat er in de prijscatalogus zou veranderen en slaat dat pas op als u het toepast. Elke aanbieding houdt haar bron en datum. Scenario&apos;s houden hun prijzen tot u ze bijwerkt (Bewerken → Prijzen bijwerken…).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Sources (settings group catalog_update):</source>
        <translation>Bronnen (instellingengroep catalog_update):</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Wijziging</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Aanbieding</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Prijs per GPU-uur</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Na</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verandering</translation>
    </message>
    <message>
        <source>Fetch &amp;again</source>
        <translation>Opnieuw &amp;ophalen</translation>
    </message>
    <message>
        <source>&amp;Fetch prices</source>
        <translation>Prijzen &amp;ophalen</translation>
    </message>
    <message>
        <source>&amp;Apply to the catalog</source>
        <translation>&amp;Toepassen op de catalogus</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <source>Nothing fetched yet.</source>
        <translation>Nog niets opgehaald.</translation>
    </message>
    <message>
        <source>You seem to be offline: the price documents cannot be fetched (%1). The catalog is unchanged. Download the documents elsewhere and import them with: gpu-advisor-cli catalog import --format aws-price-list|azure-retail|gcp-billing FILE…</source>
        <translation>U lijkt offline te zijn: de prijsdocumenten kunnen niet worden opgehaald (%1). De catalogus is ongewijzigd. Download de documenten elders en importeer ze met: gpu-advisor-cli catalog import --format aws-price-list|azure-retail|gcp-billing BESTAND…</translation>
    </message>
    <message>
        <source>Cancelled; the catalog is unchanged.</source>
        <translation>Geannuleerd; de catalogus is ongewijzigd.</translation>
    </message>
    <message>
        <source>The update failed, the catalog is unchanged: %1</source>
        <translation>Het bijwerken is mislukt, de catalogus is ongewijzigd: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) read from the documents.</source>
        <translation>
            <numerusform>%n aanbieding gelezen uit de documenten.</numerusform>
            <numerusform>%n aanbiedingen gelezen uit de documenten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Added: %1, removed: %2, price moved by more than %3: %4; unchanged: %5, moved less: %6.</source>
        <translation>Toegevoegd: %1, verwijderd: %2, prijs meer dan %3 veranderd: %4; ongewijzigd: %5, minder veranderd: %6.</translation>
    </message>
    <message>
        <source>Stored in the price catalog.</source>
        <translation>Opgeslagen in de prijscatalogus.</translation>
    </message>
    <message>
        <source>Nothing to apply.</source>
        <translation>Niets om toe te passen.</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) not replaced: the price catalog&apos;s price is dated after the document.</source>
        <translation>
            <numerusform>%n aanbieding niet vervangen: de prijs in de prijscatalogus is van een latere datum dan het document.</numerusform>
            <numerusform>%n aanbiedingen niet vervangen: de prijs in de prijscatalogus is van een latere datum dan het document.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gda::ui::CategoryTable</name>
    <message>
        <source>Category</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Cost per category</source>
        <translation>Kosten per categorie</translation>
    </message>
</context>
<context>
    <name>gda::ui::CloudEditor</name>
    <message>
        <source>Change cloud pricing</source>
        <translation>Cloudprijsmodel wijzigen</translation>
    </message>
    <message>
        <source>Change egress prices</source>
        <translation>Egressprijzen wijzigen</translation>
    </message>
    <message>
        <source>A fixed number of GPUs is paid every hour at the reserved price; demand beyond them is paid at the burst price.</source>
        <translation>Een vast aantal GPU&apos;s wordt elk uur tegen de gereserveerde prijs betaald; vraag daarboven wordt tegen de burstprijs betaald.</translation>
    </message>
    <message>
        <source>Every busy GPU-hour is paid at the on-demand price.</source>
        <translation>Elk bezet GPU-uur wordt tegen de on-demandprijs betaald.</translation>
    </message>
    <message>
        <source>The cloud option costs %1 per busy GPU-hour with storage, egress and overhead, %2 over the horizon.</source>
        <translation>De cloudoptie kost %1 per GPU-uur, inclusief opslag, egress en overhead; %2 over de gehele horizon.</translation>
    </message>
    <message>
        <source>The prices of renting GPUs. A price from the catalog fills them in; adjust them to a quote you have.</source>
        <translation>De prijzen voor het huren van GPU&apos;s. Een prijs uit de catalogus vult ze in; pas ze zo nodig aan op basis van een offerte.</translation>
    </message>
    <message>
        <source>Rule of thumb: reserved instances cut costs by 40–70% but bind you for up to three years, while today&apos;s GPU is tomorrow&apos;s legacy hardware. Storage, egress, load balancers and monitoring often make a cloud deployment cost far more than the GPU price alone.</source>
        <translation>Vuistregel: gereserveerde instances verlagen de kosten met 40–70%, maar binden u voor hoogstens drie jaar, terwijl de GPU van vandaag de verouderde hardware van morgen is. Opslag, egress, load balancers en monitoring maken een cloudimplementatie vaak veel duurder dan de GPU-prijs alleen.</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standaard: %1</translation>
    </message>
    <message>
        <source>Default, converted at %1: %2</source>
        <translation>Standaard, omgerekend tegen %1: %2</translation>
    </message>
    <message>
        <source>Change dated cloud prices</source>
        <translation>Eenmalige cloudprijswijzigingen aanpassen</translation>
    </message>
    <message>
        <source>Dated price changes</source>
        <translation>Eenmalige prijswijzigingen</translation>
    </message>
    <message>
        <source>From a given month every cloud price changes once by this percentage, on top of the change per year; reserved and committed prices stay. %1.</source>
        <translation>Vanaf een gegeven maand verandert elke cloudprijs eenmalig met dit percentage, bovenop de jaarlijkse wijziging; gereserveerde prijzen en contractprijzen blijven gelijk. %1.</translation>
    </message>
</context>
<context>
    <name>gda::ui::CompareDialog</name>
    <message>
        <source>Compare scenarios</source>
        <translation>Scenario&apos;s vergelijken</translation>
    </message>
    <message>
        <source>This input differs between the scenarios</source>
        <translation>Deze invoerwaarde verschilt tussen de scenario&apos;s</translation>
    </message>
    <message>
        <source>Comparison chart</source>
        <translation>Vergelijkingsgrafiek</translation>
    </message>
    <message>
        <source>Comparison of the scenarios</source>
        <translation>Vergelijking van de scenario&apos;s</translation>
    </message>
    <message>
        <source>C&amp;ost axis:</source>
        <translation>K&amp;ostenas:</translation>
    </message>
    <message>
        <source>Amounts</source>
        <translation>Bedragen</translation>
    </message>
    <message>
        <source>Indexed: each scenario&apos;s cloud total = 100</source>
        <translation>Geïndexeerd: cloudtotaal van elk scenario = 100</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporteren…</translation>
    </message>
    <message>
        <source>Save the chart (PNG, SVG, PDF) or the table (CSV)</source>
        <translation>De grafiek (PNG, SVG, PDF) of de tabel (CSV) opslaan</translation>
    </message>
    <message>
        <source>Cop&amp;y</source>
        <translation>Kop&amp;iëren</translation>
    </message>
    <message>
        <source>Copy the chart and the table to the clipboard</source>
        <translation>De grafiek en de tabel naar het klembord kopiëren</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Vergelijking exporteren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Table as CSV (*.csv)</source>
        <translation>PNG-afbeelding (*.png);;SVG-tekening (*.svg);;PDF-document (*.pdf);;Tabel als CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cumulative cost compared</source>
        <translation>Cumulatieve kosten vergeleken</translation>
    </message>
    <message>
        <source>Select every cell</source>
        <translation>Alle cellen selecteren</translation>
    </message>
</context>
<context>
    <name>gda::ui::ConflictDialog</name>
    <message>
        <source>Saved elsewhere in the meantime</source>
        <translation>Intussen elders opgeslagen</translation>
    </message>
    <message>
        <source>Someone else saved “%1” as revision %2 after you opened revision %3 (another window, program or colleague). Nothing has been overwritten. These are the differences; choose which version goes on:</source>
        <translation>Intussen is “%1” elders opgeslagen als versie %2, nadat u versie %3 opende (in een ander venster, door een ander programma of door een collega). Er is niets overschreven. Dit zijn de verschillen; kies met welke versie u verdergaat:</translation>
    </message>
    <message>
        <source>Saves your version as revision %1; theirs stays in the history</source>
        <translation>Slaat uw wijzigingen op als versie %1; die van de ander blijft in de geschiedenis</translation>
    </message>
    <message>
        <source>Opens their revision %1 and drops your unsaved changes</source>
        <translation>Opent hun versie %1; uw niet-opgeslagen wijzigingen vervallen</translation>
    </message>
    <message>
        <source>Saves your version as a new scenario; theirs stays as it is</source>
        <translation>Slaat uw versie op als nieuw scenario; die van de ander blijft zoals hij is</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Saves nothing; you go on editing your version</source>
        <translation>Slaat niets op; u werkt verder aan uw versie</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Klant</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>Your version</source>
        <translation>Uw versie</translation>
    </message>
    <message>
        <source>Saved in the meantime (revision %1)</source>
        <translation>Intussen opgeslagen (versie %1)</translation>
    </message>
    <message>
        <source>No differences</source>
        <translation>Geen verschillen</translation>
    </message>
    <message>
        <source>Both versions have the same inputs</source>
        <translation>Beide versies hebben dezelfde invoer</translation>
    </message>
    <message>
        <source>&amp;Keep mine as a new revision</source>
        <translation>&amp;Mijn versie opslaan als nieuwe versie</translation>
    </message>
    <message>
        <source>&amp;Take theirs</source>
        <translation>De andere versie &amp;overnemen</translation>
    </message>
    <message>
        <source>&amp;Save mine as a copy</source>
        <translation>Mijn versie opslaan als &amp;kopie</translation>
    </message>
    <message>
        <source>Select every cell</source>
        <translation>Alle cellen selecteren</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Merge both takes from you: %1. From %2: %3.</source>
        <translation>Samenvoegen neemt van u: %1. Van %2: %3.</translation>
    </message>
    <message>
        <source>the other version</source>
        <translation>de andere versie</translation>
    </message>
    <message numerus="yes">
        <source>Both changed %n field(s): choose for each which value the merge keeps.</source>
        <translation>
            <numerusform>Beide hebben %n veld gewijzigd: kies welke waarde het samenvoegen behoudt.</numerusform>
            <numerusform>Beide hebben %n velden gewijzigd: kies per veld welke waarde het samenvoegen behoudt.</numerusform>
        </translation>
    </message>
    <message>
        <source>These choices together are not a valid scenario: %1</source>
        <translation>Deze keuzes samen vormen geen geldig scenario: %1</translation>
    </message>
    <message>
        <source>%1 saved “%2” at %3 as revision %4</source>
        <translation>%1 heeft “%2” om %3 opgeslagen als versie %4</translation>
    </message>
    <message>
        <source>%1 saved “%2” at %3 as revision %4: “%5”</source>
        <translation>%1 heeft “%2” om %3 opgeslagen als versie %4: “%5”</translation>
    </message>
    <message>
        <source>%1, after you opened revision %2. Nothing has been overwritten. These are the differences; choose which version goes on:</source>
        <translation>%1, nadat u versie %2 opende. Er is niets overschreven. Dit zijn de verschillen; kies met welke versie u verdergaat:</translation>
    </message>
    <message>
        <source>&amp;Merge both</source>
        <translation>Beide samen&amp;voegen</translation>
    </message>
    <message>
        <source>Saves one revision with the fields only you changed, the fields only they changed and, where both changed a field, the value you choose</source>
        <translation>Slaat één versie op met de velden die alleen u hebt gewijzigd, de velden die alleen de ander heeft gewijzigd en, waar beiden een veld wijzigden, de waarde die u kiest</translation>
    </message>
    <message>
        <source>&amp;Note for the revision you save:</source>
        <translation>&amp;Notitie bij de versie die u opslaat:</translation>
    </message>
    <message>
        <source>optional, e.g. “kept my power price”</source>
        <translation>optioneel, bijv. “mijn stroomprijs behouden”</translation>
    </message>
    <message>
        <source>Saved by %1 (revision %2)</source>
        <translation>Opgeslagen door %1 (versie %2)</translation>
    </message>
    <message>
        <source>Merge takes</source>
        <translation>Samenvoegen neemt</translation>
    </message>
    <message>
        <source>yours (only you changed it)</source>
        <translation>de uwe (alleen u wijzigde het)</translation>
    </message>
    <message>
        <source>theirs (only they changed it)</source>
        <translation>de andere (alleen de ander wijzigde het)</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>de uwe</translation>
    </message>
    <message>
        <source>theirs</source>
        <translation>de andere</translation>
    </message>
    <message>
        <source>Value the merge keeps for %1</source>
        <translation>Waarde die het samenvoegen behoudt voor %1</translation>
    </message>
</context>
<context>
    <name>gda::ui::CumulativeCostTable</name>
    <message>
        <source>Month</source>
        <translation>Maand</translation>
    </message>
    <message>
        <source>Cumulative cost per month</source>
        <translation>Cumulatieve kosten per maand</translation>
    </message>
</context>
<context>
    <name>gda::ui::Dashboard</name>
    <message>
        <source>No recommendation: the factor weights are all zero.</source>
        <translation>Geen aanbeveling: alle factorgewichten zijn nul.</translation>
    </message>
    <message>
        <source>Recommendation: &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; overall score %2 of 100</source>
        <translation>Aanbeveling: &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; totaalscore %2 van 100</translation>
    </message>
    <message>
        <source>Cost per GPU-hour:</source>
        <translation>Kosten per GPU-uur:</translation>
    </message>
    <message>
        <source>Input problem: %1. The figures below are from the last valid input.</source>
        <translation>Invoerprobleem: %1. De cijfers hieronder zijn gebaseerd op de laatste geldige invoer.</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Bezettingsgraad</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>Kostenopbouw</translation>
    </message>
    <message>
        <source>Decision matrix</source>
        <translation>Beslissingsmatrix</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Gevoeligheid</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Onzekerheid</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Cloudproviders</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Aannames</translation>
    </message>
    <message numerus="yes">
        <source>The price catalog has newer prices for the offer this scenario used (%n change(s)). The figures below keep the prices saved with the scenario; pick the offer again on the Providers tab to use the new ones.</source>
        <translation>
            <numerusform>De prijscatalogus heeft nieuwere prijzen voor de aanbieding die dit scenario gebruikt (%n wijziging). De cijfers hieronder houden de prijzen aan die bij het scenario zijn opgeslagen; kies de aanbieding opnieuw op het tabblad Cloudproviders om de nieuwe te gebruiken.</numerusform>
            <numerusform>De prijscatalogus heeft nieuwere prijzen voor de aanbieding die dit scenario gebruikt (%n wijzigingen). De cijfers hieronder houden de prijzen aan die bij het scenario zijn opgeslagen; kies de aanbieding opnieuw op het tabblad Cloudproviders om de nieuwe te gebruiken.</numerusform>
        </translation>
    </message>
    <message>
        <source>The figures wait for a valid entry</source>
        <translation>De cijfers wachten op geldige invoer</translation>
    </message>
    <message>
        <source>A field on the Assumptions tab is marked in red; the recommendation and its figures appear again once it is valid. The charts show the last valid input.</source>
        <translation>Een veld op het tabblad Aannames is rood gemarkeerd; de aanbeveling en de cijfers verschijnen weer zodra het geldig is. De grafieken tonen de laatste geldige invoer.</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Plaatsing</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>client — scenario</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Scenario: %1</translation>
    </message>
    <message numerus="yes">
        <source>The price catalog holds prices read from the providers&apos; lists on %1, %2 (older than %n day(s)): update it with Edit → Update the price catalog…</source>
        <translation>
            <numerusform>De prijscatalogus bevat prijzen die op %1 uit de lijsten van de cloudproviders zijn gelezen, %2 (ouder dan %n dag): werk hem bij met Bewerken → Prijscatalogus bijwerken…</numerusform>
            <numerusform>De prijscatalogus bevat prijzen die op %1 uit de lijsten van de cloudproviders zijn gelezen, %2 (ouder dan %n dagen): werk hem bij met Bewerken → Prijscatalogus bijwerken…</numerusform>
        </translation>
    </message>
    <message>
        <source>IRR %1</source>
        <translation>IRR %1</translation>
    </message>
    <message>
        <source>IRR: none</source>
        <translation>IRR: geen</translation>
    </message>
    <message>
        <source>ROI %1</source>
        <translation>ROI %1</translation>
    </message>
    <message>
        <source>discounted payback %1</source>
        <translation>verdisconteerde terugverdientijd %1</translation>
    </message>
    <message>
        <source>no discounted payback within the horizon</source>
        <translation>geen verdisconteerde terugverdientijd binnen de horizon</translation>
    </message>
    <message>
        <source>%1 MWh</source>
        <translation>%1 MWh</translation>
    </message>
    <message>
        <source>%1, %2 t CO₂</source>
        <translation>%1, %2 t CO₂</translation>
    </message>
    <message>
        <source>%1 against the cloud: %2</source>
        <translation>%1 ten opzichte van de cloud: %2</translation>
    </message>
</context>
<context>
    <name>gda::ui::DataGravityEditor</name>
    <message>
        <source>Change data location</source>
        <translation>Datalocatie wijzigen</translation>
    </message>
    <message>
        <source>Change transfer method</source>
        <translation>Overdrachtsmethode wijzigen</translation>
    </message>
    <message>
        <source>nothing to move</source>
        <translation>niets te verplaatsen</translation>
    </message>
    <message>
        <source>under a day</source>
        <translation>minder dan een dag</translation>
    </message>
    <message>
        <source>about %1 days</source>
        <translation>ongeveer %1 dagen</translation>
    </message>
    <message>
        <source>about %1 weeks</source>
        <translation>ongeveer %1 weken</translation>
    </message>
    <message>
        <source>%1 after 6–12 weeks of provisioning</source>
        <translation>%1 na 6–12 weken inrichting</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1 (gekozen)</translation>
    </message>
    <message>
        <source>Volume to move: %1 TB.</source>
        <translation>Te verplaatsen volume: %1 TB.</translation>
    </message>
    <message>
        <source>Large data sets pull compute towards them. Data kept in the cloud has to be moved out before your own GPUs can use it, which costs egress fees and time. Stale data that is not moved and what compression saves do not count.</source>
        <translation>Grote datasets trekken rekenkracht naar zich toe. Data in de cloud moet eruit worden verplaatst voordat uw eigen GPU&apos;s ermee kunnen werken; dat kost tijd en brengt egresskosten mee. Verouderde data die niet wordt verplaatst en wat compressie bespaart, tellen niet mee.</translation>
    </message>
    <message>
        <source>Rule of thumb: moving 1 PB of training data out of AWS costs about $92,000 in egress. Snowball Edge devices hold 80 TB each for $300 plus shipping; a 10 Gbps Direct Connect port costs $3,600 a month and takes 6–12 weeks to provision. Often 70% of stored data is old experiments or redundant backups: clean up first; compression cuts the volume by 50–70%.</source>
        <translation>Vuistregel: 1 PB aan trainingsdata uit AWS verplaatsen kost ongeveer $&#xa0;92.000 aan egresskosten. Snowball Edge-apparaten bevatten elk 80 TB voor $&#xa0;300 plus verzending; een Direct Connect-poort van 10 Gbps kost $&#xa0;3.600 per maand en vraagt 6–12 weken inrichtingstijd. Vaak bestaat 70% van de opgeslagen data uit oude experimenten of overbodige back-ups: ruim eerst op; compressie verkleint het volume met 50–70%.</translation>
    </message>
    <message>
        <source>The three ways to move the data, by cost and duration:</source>
        <translation>De drie manieren om de data te verplaatsen, naar kosten en duur:</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duur</translation>
    </message>
    <message>
        <source>Durations assume the internet line sustains 1 Gbps; Snowball devices are filled in parallel at 1 Gbps and shipped in about a week; a Direct Connect line carries 10 Gbps once provisioned (6–12 weeks) — figures from the migration article.</source>
        <translation>De duur gaat uit van een internetverbinding die 1 Gbps volhoudt; Snowball-apparaten worden parallel met 1 Gbps gevuld en in ongeveer een week verzonden; een Direct Connect-verbinding haalt 10 Gbps zodra ze is ingericht (6–12 weken) — cijfers uit het migratieartikel.</translation>
    </message>
    <message>
        <source>With this scenario&apos;s egress bands, moving 1 PB over the internet costs %1; the rule of thumb&apos;s $92,000 is a flat $0.09 per GB.</source>
        <translation>Met de egressprijsschijven van dit scenario kost het verplaatsen van 1 PB via internet %1; de $&#xa0;92.000 van de vuistregel is een vast tarief van $&#xa0;0,09 per GB.</translation>
    </message>
    <message>
        <source>Plan the move</source>
        <translation>De verhuizing plannen</translation>
    </message>
    <message>
        <source>Move in one month</source>
        <translation>In één maand verhuizen</translation>
    </message>
    <message>
        <source>AWS DataSync over the internet</source>
        <translation>AWS DataSync via internet</translation>
    </message>
    <message>
        <source>Five phases: preparation %1, parallel operation %2, data migration %3, workload migration %4 and decommissioning %5 weeks; the cloud is kept %6 days after each move as a fallback.</source>
        <translation>Vijf fasen: voorbereiding %1, parallelle operaties %2, datamigratie %3, migratie van werklasten %4 en uitfasering %5 weken; de cloud blijft na elke verhuizing %6 dagen als vangnet behouden.</translation>
    </message>
    <message>
        <source>The data moves by the cheapest way that fits the data phase: %1.</source>
        <translation>De data gaat via de voordeligste manier die in de datafase past: %1.</translation>
    </message>
    <message>
        <source>The data and the workloads move in the month the hardware goes live.</source>
        <translation>De data en de werklasten verhuizen in de maand waarin de hardware in gebruik gaat.</translation>
    </message>
    <message>
        <source>Plan the move: five phases of four weeks, the cloud kept as a fallback, the cheapest transfer that fits</source>
        <translation>De verhuizing plannen: vijf fasen van vier weken, de cloud als vangnet behouden, de voordeligste overdracht die past</translation>
    </message>
    <message>
        <source>Volume to move: %1 TB (%2 TB of data to migrate and %3 TB of the workloads that may run on-premise, less stale data and compression).</source>
        <translation>Te verplaatsen volume: %1 TB (%2 TB te migreren data en %3 TB van de werklasten die on-premise mogen draaien, na aftrek van verouderde data en compressie).</translation>
    </message>
</context>
<context>
    <name>gda::ui::DecisionTable</name>
    <message>
        <source>Factor</source>
        <translation>Factor</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Decision factors</source>
        <translation>Beslissingsfactoren</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
</context>
<context>
    <name>gda::ui::DecisionWizard</name>
    <message>
        <source>New scenario</source>
        <translation>Nieuw scenario</translation>
    </message>
    <message>
        <source>Cancel the wizard</source>
        <translation>Wizard annuleren</translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>Scenario bewerken</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Terug</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Volgende &gt;</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Vastleggen</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Voltooien</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Who is the advice for, and which GPUs would you rent or buy?</source>
        <translation>Voor wie is het advies, en welke GPU&apos;s zou u huren of kopen?</translation>
    </message>
    <message>
        <source>How steady is the demand through the year?</source>
        <translation>Hoe stabiel is de vraag door het jaar heen?</translation>
    </message>
    <message>
        <source>Who would run the GPUs if you owned them, and what does running them cost?</source>
        <translation>Wie zou de GPU&apos;s beheren als u ze zelf aanschaft, en wat kost dat beheer?</translation>
    </message>
    <message>
        <source>What can you invest, and how would you pay for the hardware?</source>
        <translation>Wat kunt u investeren, en hoe zou u de hardware betalen?</translation>
    </message>
    <message>
        <source>Where does the data live, and what would moving it cost?</source>
        <translation>Waar staat de data, en wat zou verplaatsen kosten?</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>What the costs and the five factors recommend.</source>
        <translation>Wat de kosten en de vijf factoren aanbevelen.</translation>
    </message>
    <message>
        <source>Cloud prices in detail</source>
        <translation>Cloudprijzen in detail</translation>
    </message>
    <message>
        <source>Running costs on-premise</source>
        <translation>Operationele kosten on-premise</translation>
    </message>
    <message>
        <source>Discard what you entered in the wizard?</source>
        <translation>Wilt u wat u in de wizard hebt ingevoerd, niet bewaren?</translation>
    </message>
    <message>
        <source>The new scenario will not be kept.</source>
        <translation>Het nieuwe scenario wordt niet bewaard.</translation>
    </message>
    <message>
        <source>The scenario goes back to how it was before the wizard.</source>
        <translation>Het scenario wordt weer zoals het vóór de wizard was.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Niet bewaren</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Verder bewerken</translation>
    </message>
    <message>
        <source>How busy will the GPUs be, when does the work run, and can it wait?</source>
        <translation>Hoe hoog is de bezettingsgraad, wanneer draait het werk en kan het wachten?</translation>
    </message>
    <message>
        <source>Five questions</source>
        <translation>Vijf vragen</translation>
    </message>
    <message>
        <source>One question for each factor of the decision; the answer follows on the next page.</source>
        <translation>Eén vraag per factor van de beslissing; het antwoord volgt op de volgende pagina.</translation>
    </message>
    <message>
        <source>How would you like to answer?</source>
        <translation>Hoe wilt u antwoorden?</translation>
    </message>
    <message>
        <source>&amp;Five questions on one page (a few minutes)</source>
        <translation>V&amp;ijf vragen op één pagina (enkele minuten)</translation>
    </message>
    <message>
        <source>Every &amp;question, page by page (about ten minutes)</source>
        <translation>Alle vragen, pagina voor &amp;pagina (ongeveer tien minuten)</translation>
    </message>
</context>
<context>
    <name>gda::ui::DocumentManager</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has changes that are not in the library yet. Save them?</source>
        <translation>“%1” heeft wijzigingen die nog niet in de bibliotheek staan. Wilt u ze opslaan?</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Scenario openen</translation>
    </message>
    <message>
        <source>Scenario not opened</source>
        <translation>Scenario niet geopend</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Niet opgeslagen</translation>
    </message>
    <message>
        <source>Fix this input first: %1</source>
        <translation>Corrigeer eerst deze invoer: %1</translation>
    </message>
    <message>
        <source>Saved on this computer; sent to the team library when the connection returns</source>
        <translation>Opgeslagen op deze computer; wordt naar de teambibliotheek verstuurd zodra de verbinding terug is</translation>
    </message>
    <message>
        <source>%1 (my changes)</source>
        <translation>%1 (mijn wijzigingen)</translation>
    </message>
    <message>
        <source>Kept over revision %1 after a conflict</source>
        <translation>Na een conflict opgeslagen boven versie %1</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Niet verstuurd</translation>
    </message>
    <message>
        <source>“%1”, saved on this computer, could not be sent: %2

%3</source>
        <translation>“%1”, opgeslagen op deze computer, kon niet worden verstuurd: %2

%3</translation>
    </message>
    <message>
        <source>Version %1 was saved at %2</source>
        <translation>Versie %1 is om %2 opgeslagen</translation>
    </message>
    <message>
        <source>%1 saved version %2 at %3</source>
        <translation>%1 heeft versie %2 om %3 opgeslagen</translation>
    </message>
    <message>
        <source>Local draft %1 after version %2 — not yet sent to the team library</source>
        <translation>Lokaal concept %1 na versie %2 — nog niet naar de teambibliotheek verstuurd</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Opnieuw laden</translation>
    </message>
    <message>
        <source>Merge with version %1</source>
        <translation>Samenvoegen met versie %1</translation>
    </message>
    <message>
        <source>Merged with revision %1</source>
        <translation>Samengevoegd met versie %1</translation>
    </message>
</context>
<context>
    <name>gda::ui::EgressTiersEditor</name>
    <message>
        <source>Band %1 ends at %2 TB, not above the previous band&apos;s %3 TB: the bands must end in ascending order.</source>
        <translation>Schijf %1 eindigt bij %2 TB, niet boven de %3 TB van de vorige schijf: de schijven moeten in oplopende volgorde eindigen.</translation>
    </message>
    <message>
        <source>Volume up to (TB per month)</source>
        <translation>Volume tot en met (TB per maand)</translation>
    </message>
    <message>
        <source>Price per GB</source>
        <translation>Prijs per GB</translation>
    </message>
    <message>
        <source>Any volume</source>
        <translation>Elk volume</translation>
    </message>
    <message>
        <source>Beyond that</source>
        <translation>Daarboven</translation>
    </message>
    <message>
        <source>Add band</source>
        <translation>Schijf toevoegen</translation>
    </message>
    <message>
        <source>Remove band</source>
        <translation>Schijf verwijderen</translation>
    </message>
    <message>
        <source>Band %1: volume up to (TB per month)</source>
        <translation>Schijf %1: volume tot en met (TB per maand)</translation>
    </message>
    <message>
        <source>Band %1: price per GB</source>
        <translation>Schijf %1: prijs per GB</translation>
    </message>
</context>
<context>
    <name>gda::ui::ExpertiseEditor</name>
    <message>
        <source>Change technical expertise</source>
        <translation>Technische expertise wijzigen</translation>
    </message>
    <message>
        <source>Running your own cluster means hiring the skills: count the full staff cost below.</source>
        <translation>Voor een eigen cluster moet u de kennis inhuren of mensen aannemen: reken hieronder met de volledige personeelskosten.</translation>
    </message>
    <message>
        <source>General IT operations help, but GPU cluster management, InfiniBand and liquid cooling would be new: budget for specialists.</source>
        <translation>Algemeen IT-beheer helpt, maar GPU-clusterbeheer, InfiniBand en vloeistofkoeling zouden nieuw zijn: houd rekening met de kosten van specialisten.</translation>
    </message>
    <message>
        <source>With a team in place, enter only the extra staff the new cluster needs.</source>
        <translation>Is er al een team, vul dan alleen het extra personeel in dat het nieuwe cluster nodig heeft.</translation>
    </message>
    <message numerus="yes">
        <source>Staff over %n year(s): %1</source>
        <translation>
            <numerusform>Personeelskosten in %n jaar: %1</numerusform>
            <numerusform>Personeelskosten in %n jaar: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 of the on-premise total).</source>
        <translation>(%1 van de totale on-premise-kosten).</translation>
    </message>
    <message>
        <source>Owning GPUs means running them: cluster management, high-speed networking, power and cooling. Who in your organisation would do that?</source>
        <translation>Eigen GPU&apos;s moet u ook beheren: clusterbeheer, snelle netwerken, stroom en koeling. Wie in uw organisatie zou dat doen?</translation>
    </message>
    <message>
        <source>Rule of thumb: organisations without an existing HPC team must budget about $500,000 a year for skilled staff. The cloud hides much of this work, but still needs cloud-architecture skills.</source>
        <translation>Vuistregel: organisaties zonder bestaand HPC-team moeten ongeveer $&#xa0;500.000 per jaar aan bekwaam personeel begroten. De cloud neemt veel van dit werk uit handen, maar vraagt nog steeds expertise in cloudarchitectuur.</translation>
    </message>
</context>
<context>
    <name>gda::ui::GeneralEditor</name>
    <message>
        <source>Change notes</source>
        <translation>Notities wijzigen</translation>
    </message>
    <message>
        <source>Enter a name (1 to %1 characters).</source>
        <translation>Voer een naam in (1 tot en met %1 tekens).</translation>
    </message>
    <message>
        <source>The name is %1 characters long (valid: at most %2).</source>
        <translation>De naam is %1 tekens lang (geldig: hoogstens %2).</translation>
    </message>
    <message>
        <source>The client&apos;s name is %1 characters long (valid: at most %2).</source>
        <translation>De naam van de klant is %1 tekens lang (geldig: hoogstens %2).</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>Scenario hernoemen</translation>
    </message>
    <message>
        <source>Change client</source>
        <translation>Klant wijzigen</translation>
    </message>
    <message>
        <source>Rule of thumb: compare over five years, the usual life of GPU hardware. Most organisations reach break-even within 8–14 months, so a shorter horizon hides the savings of owning.</source>
        <translation>Vuistregel: vergelijk over een periode van vijf jaar, de gebruikelijke levensduur van GPU-hardware. De meeste organisaties bereiken het break-evenpunt binnen 8–14 maanden; een kortere horizon verbergt dus de besparing met eigen hardware.</translation>
    </message>
    <message>
        <source>Organisation the advice is for</source>
        <translation>Organisatie waarvoor het advies bestemd is</translation>
    </message>
    <message>
        <source>Assumptions, sources, what was agreed with the client</source>
        <translation>Aannames, bronnen, wat met de klant is afgesproken</translation>
    </message>
    <message numerus="yes">
        <source>This scenario: buying the GPUs does not pay for itself against the cloud within %n year(s), at %1 utilization and %2 a year of staff.</source>
        <translation>
            <numerusform>Dit scenario: GPU&apos;s kopen verdient zich tegenover de cloud niet terug binnen %n jaar, bij een bezettingsgraad van %1 en %2 per jaar aan personeel.</numerusform>
            <numerusform>Dit scenario: GPU&apos;s kopen verdient zich tegenover de cloud niet terug binnen %n jaar, bij een bezettingsgraad van %1 en %2 per jaar aan personeel.</numerusform>
        </translation>
    </message>
    <message>
        <source>This scenario: buying the GPUs pays for itself against the cloud after %1 months, sooner than the rule of thumb.</source>
        <translation>Dit scenario: GPU&apos;s kopen verdient zich tegenover de cloud terug na %1 maanden, eerder dan de 8–14 maanden van de vuistregel.</translation>
    </message>
    <message>
        <source>This scenario: buying the GPUs pays for itself against the cloud after %1 months, within the rule of thumb.</source>
        <translation>Dit scenario: GPU&apos;s kopen verdient zich tegenover de cloud terug na %1 maanden, binnen de 8–14 maanden van de vuistregel.</translation>
    </message>
    <message>
        <source>This scenario: buying the GPUs pays for itself against the cloud after %1 months, later than the rule of thumb, with the GPUs busy %2 and staff costing %3 a year.</source>
        <translation>Dit scenario: GPU&apos;s kopen verdient zich tegenover de cloud terug na %1 maanden, later dan de 8–14 maanden van de vuistregel, bij een bezettingsgraad van %2 en %3 per jaar aan personeel.</translation>
    </message>
    <message>
        <source>Who the scenario is for, and over how many years the options are compared. All amounts are in the scenario&apos;s currency.</source>
        <translation>Voor wie het scenario is, en over welke periode (in jaren) de opties worden vergeleken. Alle bedragen zijn in de valuta van het scenario.</translation>
    </message>
    <message>
        <source>Change the first month of the plan</source>
        <translation>Eerste maand van het plan wijzigen</translation>
    </message>
    <message>
        <source>Change the country</source>
        <translation>Land wijzigen</translation>
    </message>
    <message>
        <source>electricity %1 per kWh (%2)</source>
        <translation>elektriciteit %1 per kWh (%2)</translation>
    </message>
    <message>
        <source>%1 g CO₂ per kWh (%2)</source>
        <translation>%1 g CO₂ per kWh (%2)</translation>
    </message>
    <message>
        <source>Defaults for %1: %2.</source>
        <translation>Standaardwaarden voor %1: %2.</translation>
    </message>
</context>
<context>
    <name>gda::ui::HelpDialog</name>
    <message>
        <source>GPU Decision Advisor handbook</source>
        <translation>Handboek van GPU Decision Advisor</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>Handbook page</source>
        <translation>Handboekpagina</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Gebruikershandleiding</translation>
    </message>
    <message>
        <source>Methodology (in English)</source>
        <translation>Methodologie (in het Engels)</translation>
    </message>
    <message>
        <source>Methodology</source>
        <translation>Methodologie</translation>
    </message>
</context>
<context>
    <name>gda::ui::ImportUsageDialog</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>Import usage data</source>
        <translation>Gebruiksgegevens importeren</translation>
    </message>
    <message>
        <source>Read a client&apos;s cloud bills (FOCUS, AWS CUR, Azure cost details, GCP billing export as CSV) and GPU telemetry (nvidia-smi logs, DCGM exporter scrapes, CloudWatch agent CSV), plain or gzip-compressed. Check what was measured and the proposed workloads, edit them, then import them.</source>
        <translation>Lees de cloudfacturen van een klant (FOCUS, AWS CUR, Azure-kostendetails, GCP-factuurexport als CSV) en GPU-telemetrie (nvidia-smi-logs, DCGM-exporter-scrapes, CSV van de CloudWatch-agent), gewoon of gzip-gecomprimeerd. Controleer wat er gemeten is en de voorgestelde werklasten, pas ze aan en importeer ze.</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>Bestanden &amp;toevoegen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formaat:</translation>
    </message>
    <message>
        <source>Detect from the first line</source>
        <translation>Herkennen aan de eerste regel</translation>
    </message>
    <message>
        <source>FOCUS cost export</source>
        <translation>FOCUS-kostenexport</translation>
    </message>
    <message>
        <source>AWS Cost and Usage Report (legacy or 2.0)</source>
        <translation>AWS Cost and Usage Report (oud of 2.0)</translation>
    </message>
    <message>
        <source>Azure cost details</source>
        <translation>Azure-kostendetails</translation>
    </message>
    <message>
        <source>GCP billing export</source>
        <translation>GCP-factuurexport</translation>
    </message>
    <message>
        <source>nvidia-smi log</source>
        <translation>nvidia-smi-log</translation>
    </message>
    <message>
        <source>DCGM exporter scrape</source>
        <translation>DCGM-exporter-scrape</translation>
    </message>
    <message>
        <source>CloudWatch agent GPU metrics</source>
        <translation>GPU-metrieken van de CloudWatch-agent</translation>
    </message>
    <message>
        <source>&amp;Keep identifiers</source>
        <translation>Id&apos;s en hostnamen &amp;bewaren</translation>
    </message>
    <message>
        <source>GPU UUIDs, host names and bus ids are named in the scenario&apos;s notes by a hash unless this is ticked; resource and account ids are never stored.</source>
        <translation>GPU-UUID&apos;s, hostnamen en bus-id&apos;s staan in de notities van het scenario als hash, tenzij dit is aangevinkt; resource- en account-id&apos;s worden nooit bewaard.</translation>
    </message>
    <message>
        <source>R&amp;ead files</source>
        <translation>Bestanden &amp;lezen</translation>
    </message>
    <message>
        <source>&amp;Stop reading</source>
        <translation>Lezen &amp;stoppen</translation>
    </message>
    <message>
        <source>Not read yet</source>
        <translation>Nog niet gelezen</translation>
    </message>
    <message>
        <source>Busy GPUs by hour of the week</source>
        <translation>Bezette GPU&apos;s per uur van de week</translation>
    </message>
    <message>
        <source>Monthly spend</source>
        <translation>Uitgaven per maand</translation>
    </message>
    <message>
        <source>Billed versus measured</source>
        <translation>Gefactureerd tegenover gemeten</translation>
    </message>
    <message>
        <source>Proposed &amp;workloads (edit before importing; an empty utilization keeps the hour-of-week pattern):</source>
        <translation>Voorgestelde &amp;werklasten (pas ze aan voor het importeren; een lege bezettingsgraad houdt het weekpatroon aan):</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Hours a day</source>
        <translation>Uren per dag</translation>
    </message>
    <message>
        <source>Days a week</source>
        <translation>Dagen per week</translation>
    </message>
    <message>
        <source>Start hour</source>
        <translation>Beginuur</translation>
    </message>
    <message>
        <source>Shiftable</source>
        <translation>Verschuifbaar</translation>
    </message>
    <message>
        <source>Interruptible</source>
        <translation>Onderbreekbaar</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>Bezettingsgraad (%)</translation>
    </message>
    <message>
        <source>Import into:</source>
        <translation>Importeren in:</translation>
    </message>
    <message>
        <source>the &amp;open scenario</source>
        <translation>het &amp;geopende scenario</translation>
    </message>
    <message>
        <source>a &amp;new scenario named</source>
        <translation>een &amp;nieuw scenario met de naam</translation>
    </message>
    <message>
        <source>Measured usage</source>
        <translation>Gemeten gebruik</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importeren</translation>
    </message>
    <message>
        <source>Usage data files</source>
        <translation>Bestanden met gebruiksgegevens</translation>
    </message>
    <message>
        <source>Cost exports and telemetry (*.csv *.csv.gz *.gz *.prom *.txt *.log);;All files (*)</source>
        <translation>Kostenexports en telemetrie (*.csv *.csv.gz *.gz *.prom *.txt *.log);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Bezig met lezen…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestopt</translation>
    </message>
    <message>
        <source>Reading stopped; nothing was read.</source>
        <translation>Lezen gestopt; er is niets gelezen.</translation>
    </message>
    <message>
        <source>Stopped at a problem</source>
        <translation>Gestopt bij een fout</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Niets geïmporteerd: %1</translation>
    </message>
    <message>
        <source>Nothing imported: the measured workloads are not valid: %1</source>
        <translation>Niets geïmporteerd: de gemeten werklasten zijn niet geldig: %1</translation>
    </message>
    <message>
        <source>Files read: %1; lines: %2.</source>
        <translation>Bestanden gelezen: %1; regels: %2.</translation>
    </message>
    <message>
        <source>Read the files to see what they measure.</source>
        <translation>Lees de bestanden om te zien wat ze meten.</translation>
    </message>
    <message>
        <source>No GPU telemetry among the files: no busy hours to show.</source>
        <translation>Geen GPU-telemetrie bij de bestanden: geen bezette uren om te tonen.</translation>
    </message>
    <message>
        <source>No cost export among the files</source>
        <translation>Geen kostenexport bij de bestanden</translation>
    </message>
    <message>
        <source>Read the files to see the spend</source>
        <translation>Lees de bestanden om de uitgaven te zien</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>opslag</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>egress</translation>
    </message>
    <message>
        <source>other</source>
        <translation>overig</translation>
    </message>
    <message>
        <source>Effective cost (amortized) per provider and GPU model, US dollars</source>
        <translation>Effectieve kosten (vooruitbetalingen gespreid over de looptijd) per cloudprovider en GPU-model, Amerikaanse dollars</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Uitgaven</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-model</translation>
    </message>
    <message>
        <source>Billed GPU-hours</source>
        <translation>Gefactureerde GPU-uren</translation>
    </message>
    <message>
        <source>Measured busy GPU-hours</source>
        <translation>Gemeten bezette GPU-uren</translation>
    </message>
    <message>
        <source>Paid but idle GPU-hours</source>
        <translation>Betaalde maar onbenutte GPU-uren</translation>
    </message>
    <message>
        <source>Idle share</source>
        <translation>Aandeel onbenut</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>(unknown model)</source>
        <translation>(onbekend model)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Workload %1, utilization: &quot;%2&quot; is not valid (valid: above 0 up to 100 %, or empty for the hour-of-week pattern)</source>
        <translation>Werklast %1, bezettingsgraad: &quot;%2&quot; is niet geldig (geldig: boven 0 tot en met 100 %, of leeg voor het weekpatroon)</translation>
    </message>
    <message>
        <source>Nothing imported: a new scenario needs GPU telemetry (nvidia-smi, DCGM or CloudWatch) among the files; its workloads come from it</source>
        <translation>Niets geïmporteerd: een nieuw scenario heeft GPU-telemetrie (nvidia-smi, DCGM of CloudWatch) bij de bestanden nodig; de werklasten komen daaruit</translation>
    </message>
    <message>
        <source>The bills are in %1 and the scenario in %2, and the price catalog has no exchange rate to convert them</source>
        <translation>De facturen zijn in %1 en het scenario in %2, en de prijscatalogus heeft geen wisselkoers om ze om te rekenen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) seen from %2 to %3 (%4 h observed, %5 of the period), average utilization %6, %7 busy GPU-hours; from the observed hours: %8 always busy, %9 more for %10 h a day on %11 from %12:00.</source>
        <translation>
            <numerusform>%1: %n GPU gezien van %2 tot %3 (%4 uur waargenomen, %5 van de periode), gemiddelde bezettingsgraad %6, %7 bezette GPU-uren; volgens de waargenomen uren: %8 altijd bezet, %9 extra gedurende %10 uur per dag op %11 vanaf %12:00.</numerusform>
            <numerusform>%1: %n GPU&apos;s gezien van %2 tot %3 (%4 uur waargenomen, %5 van de periode), gemiddelde bezettingsgraad %6, %7 bezette GPU-uren; volgens de waargenomen uren: %8 altijd bezet, %9 extra gedurende %10 uur per dag op %11 vanaf %12:00.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dag</numerusform>
            <numerusform>%n dagen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gda::ui::LibraryModel</name>
    <message>
        <source>(no client)</source>
        <translation>(geen klant)</translation>
    </message>
    <message>
        <source>In the trash since %1</source>
        <translation>In de prullenbak sinds %1</translation>
    </message>
    <message>
        <source>%1 mo</source>
        <translation>%1 mnd</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Client / scenario</source>
        <translation>Klant / scenario</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Gewijzigd</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Aanbeveling</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Savings</source>
        <translation>Besparing</translation>
    </message>
    <message>
        <source>%1 — version %2, saved %3</source>
        <translation>%1 — versie %2, opgeslagen %3</translation>
    </message>
    <message>
        <source>%1 costs %2 less than the cloud over the horizon.</source>
        <translation>%1 kost over de gehele horizon %2 minder dan de cloud.</translation>
    </message>
    <message>
        <source>%1 costs %2 more than the cloud over the horizon.</source>
        <translation>%1 kost over de gehele horizon %2 meer dan de cloud.</translation>
    </message>
    <message>
        <source>%1 · not yet sent</source>
        <translation>%1 · nog niet verstuurd</translation>
    </message>
    <message>
        <source>%1 — local draft after version %2, saved on this computer and not yet sent to the team library</source>
        <translation>%1 — lokaal concept na versie %2, opgeslagen op deze computer en nog niet naar de teambibliotheek verstuurd</translation>
    </message>
</context>
<context>
    <name>gda::ui::LibraryPanel</name>
    <message>
        <source>Rename scenario</source>
        <translation>Scenario hernoemen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nieuwe naam:</translation>
    </message>
    <message>
        <source>Empty the trash</source>
        <translation>Prullenbak legen</translation>
    </message>
    <message>
        <source>Delete the scenarios in the trash for good? This cannot be undone.</source>
        <translation>De scenario&apos;s in de prullenbak definitief verwijderen? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation>Scenariobibliotheek</translation>
    </message>
    <message>
        <source>Search client, name or notes</source>
        <translation>Zoeken op klant, naam of notities</translation>
    </message>
    <message>
        <source>Show the trash</source>
        <translation>Prullenbak tonen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Dupliceren</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Hernoemen…</translation>
    </message>
    <message>
        <source>Move to &amp;trash</source>
        <translation>Naar de &amp;prullenbak</translation>
    </message>
    <message>
        <source>Re&amp;store from trash</source>
        <translation>&amp;Terugzetten uit de prullenbak</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Geschiedenis…</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergelijken</translation>
    </message>
    <message>
        <source>Select two to four scenarios to compare them side by side</source>
        <translation>Selecteer twee tot en met vier scenario&apos;s om ze naast elkaar te vergelijken</translation>
    </message>
    <message>
        <source>&amp;Empty the trash…</source>
        <translation>Prullenbak &amp;legen…</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Zoeken in de bibliotheek</translation>
    </message>
    <message>
        <source>E&amp;xport reports…</source>
        <translation>Rapporten e&amp;xporteren…</translation>
    </message>
    <message>
        <source>One PDF report per selected scenario, into a folder or a zip archive</source>
        <translation>Eén PDF-rapport per geselecteerd scenario, in een map of een zip-archief</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Zoekopdracht wissen</translation>
    </message>
    <message>
        <source>More library actions</source>
        <translation>Meer bibliotheekacties</translation>
    </message>
</context>
<context>
    <name>gda::ui::MainWindow</name>
    <message>
        <source>Open scenario file</source>
        <translation>Scenariobestand openen</translation>
    </message>
    <message>
        <source>Save as a new scenario</source>
        <translation>Opslaan als nieuw scenario</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopie)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Currency of this scenario</source>
        <translation>&amp;Valuta van dit scenario</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New scenario…</source>
        <translation>&amp;Nieuw scenario…</translation>
    </message>
    <message>
        <source>Answer the decision wizard&apos;s questions for a new scenario</source>
        <translation>Beantwoord de vragen van de beslissingswizard voor een nieuw scenario</translation>
    </message>
    <message>
        <source>&amp;Open scenario file…</source>
        <translation>Scenariobestand &amp;openen…</translation>
    </message>
    <message>
        <source>&amp;Save to library</source>
        <translation>Op&amp;slaan in de bibliotheek</translation>
    </message>
    <message>
        <source>Save &amp;as new scenario…</source>
        <translation>Opslaan als nie&amp;uw scenario…</translation>
    </message>
    <message>
        <source>&amp;Import scenario files…</source>
        <translation>Scenariobestanden &amp;importeren…</translation>
    </message>
    <message>
        <source>&amp;Export scenario file…</source>
        <translation>Scenariobestand &amp;exporteren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;uitvoeren</translation>
    </message>
    <message>
        <source>Edit in &amp;wizard…</source>
        <translation>Bewerken in de &amp;wizard…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Voo&amp;rkeuren…</translation>
    </message>
    <message>
        <source>&amp;About GPU Decision Advisor</source>
        <translation>&amp;Over GPU Decision Advisor</translation>
    </message>
    <message>
        <source>&amp;Methodology</source>
        <translation>&amp;Methodologie</translation>
    </message>
    <message>
        <source>In the library, version %1</source>
        <translation>In de bibliotheek, versie %1</translation>
    </message>
    <message>
        <source>Not yet in the library</source>
        <translation>Nog niet in de bibliotheek</translation>
    </message>
    <message>
        <source>library is read-only</source>
        <translation>bibliotheek is alleen-lezen</translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation>Scenariobibliotheek</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Niet opgeslagen</translation>
    </message>
    <message>
        <source>Import scenario files</source>
        <translation>Scenariobestanden importeren</translation>
    </message>
    <message>
        <source>Nothing imported</source>
        <translation>Niets geïmporteerd</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n scenario(s).</source>
        <translation>
            <numerusform>%n scenario geïmporteerd.</numerusform>
            <numerusform>%n scenario&apos;s geïmporteerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export scenario file</source>
        <translation>Scenariobestand exporteren</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Niet geëxporteerd</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Geëxporteerd naar %1</translation>
    </message>
    <message>
        <source>About GPU Decision Advisor</source>
        <translation>Over GPU Decision Advisor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Decision Advisor %1&lt;/h3&gt;&lt;p&gt;Rent GPUs in the cloud, buy them on-premise, or mix the two — with the numbers, the break-even point and the reasons.&lt;/p&gt;&lt;p&gt;Cost model version %2. Built with Qt %3.&lt;/p&gt;&lt;p&gt;Scenario library: %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Decision Advisor %1&lt;/h3&gt;&lt;p&gt;GPU&apos;s huren in de cloud, on-premise kopen of beide combineren — met de cijfers, het break-evenpunt en de redenen.&lt;/p&gt;&lt;p&gt;Versie van het kostenmodel: %2. Gebouwd met Qt %3.&lt;/p&gt;&lt;p&gt;Scenariobibliotheek: %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen herstellen</translation>
    </message>
    <message>
        <source>GPU Decision Advisor did not close normally. Unsaved changes to &quot;%1&quot; were kept. Restore them?</source>
        <translation>GPU Decision Advisor is niet normaal afgesloten. Niet-opgeslagen wijzigingen aan “%1” zijn bewaard. Wilt u ze herstellen?</translation>
    </message>
    <message>
        <source>Created with the decision wizard</source>
        <translation>Aangemaakt met de beslissingswizard</translation>
    </message>
    <message>
        <source>Compare scenarios</source>
        <translation>Scenario&apos;s vergelijken</translation>
    </message>
    <message>
        <source>Select two to four scenarios in the library to compare them.</source>
        <translation>Selecteer twee tot en met vier scenario&apos;s in de bibliotheek om ze te vergelijken.</translation>
    </message>
    <message>
        <source>Export &amp;report (PDF)…</source>
        <translation>&amp;Rapport exporteren (PDF)…</translation>
    </message>
    <message>
        <source>Export &amp;chart…</source>
        <translation>&amp;Grafiek exporteren…</translation>
    </message>
    <message>
        <source>No price catalog is available: choose prices by hand.</source>
        <translation>Er is geen prijscatalogus beschikbaar: voer de prijzen handmatig in.</translation>
    </message>
    <message>
        <source>The built-in catalog is used without your own prices until the file is fixed or removed.</source>
        <translation>De ingebouwde prijscatalogus wordt gebruikt, zonder uw eigen prijzen, totdat het bestand is hersteld of verwijderd.</translation>
    </message>
    <message>
        <source>Price catalog</source>
        <translation>Prijscatalogus</translation>
    </message>
    <message>
        <source>Your price catalog cannot be used: %1</source>
        <translation>Uw prijscatalogus kan niet worden gebruikt: %1</translation>
    </message>
    <message>
        <source>Scenario files (*.gpuadvisor.json *.json)</source>
        <translation>Scenariobestanden (*.gpuadvisor.json *.json)</translation>
    </message>
    <message>
        <source>Export E&amp;xcel workbook…</source>
        <translation>E&amp;xcel-werkmap exporteren…</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Over &amp;Qt</translation>
    </message>
    <message>
        <source>What&apos;s &amp;this?</source>
        <translation>Wat is &amp;dit?</translation>
    </message>
    <message>
        <source>Click a field to see what it means, its valid values and its default</source>
        <translation>Klik op een veld om te zien wat het betekent, welke waarden geldig zijn en wat de standaardwaarde is</translation>
    </message>
    <message>
        <source>Open recen&amp;t</source>
        <translation>Recent geo&amp;pend</translation>
    </message>
    <message>
        <source>Walk the open scenario through the decision wizard</source>
        <translation>Het geopende scenario opnieuw doorlopen in de beslissingswizard</translation>
    </message>
    <message>
        <source>&amp;Handbook</source>
        <translation>&amp;Handboek</translation>
    </message>
    <message>
        <source>Export Excel workbook</source>
        <translation>Excel-werkmap exporteren</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-werkmappen (*.xlsx)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Copyright © 2026 GPU Decision Advisor authors.&lt;/p&gt;&lt;p&gt;This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty. See &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;the GNU General Public License&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Copyright © 2026 de makers van GPU Decision Advisor.&lt;/p&gt;&lt;p&gt;Dit programma is vrije software: u mag het verder verspreiden en/of wijzigen onder de voorwaarden van de GNU General Public License, versie 3 of (naar uw keuze) een latere versie. Het programma wordt geleverd zonder enige garantie. Zie &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;de GNU General Public License&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Credits: built with Qt, Qt Charts and Qt SVG (The Qt Company, LGPL 3) and SQLite (public domain). Prices and defaults come from the dated sources listed in the handbook (Help → Handbook).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Met dank aan: gebouwd met Qt, Qt Charts en Qt SVG (The Qt Company, LGPL 3) en SQLite (publiek domein). Prijzen en standaardwaarden komen uit de bronnen met datum in het handboek (Help → Handboek).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Geen recente bestanden</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Lijst &amp;wissen</translation>
    </message>
    <message>
        <source>Import &amp;usage data…</source>
        <translation>Ge&amp;bruiksgegevens importeren…</translation>
    </message>
    <message>
        <source>Read a client&apos;s cloud bills and GPU telemetry and add the measured workloads to the scenario</source>
        <translation>Lees de cloudfacturen en GPU-telemetrie van een klant en voeg de gemeten werklasten toe aan het scenario</translation>
    </message>
    <message>
        <source>Export CS&amp;V…</source>
        <translation>&amp;CSV exporteren…</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>client — scenario</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Example not opened</source>
        <translation>Voorbeeld niet geopend</translation>
    </message>
    <message>
        <source>Update pr&amp;ices…</source>
        <translation>Prij&amp;zen bijwerken…</translation>
    </message>
    <message>
        <source>Show what the price catalog of today changes in the prices pinned into this scenario, then apply it as one step</source>
        <translation>Toon wat de huidige prijscatalogus wijzigt aan de prijzen die in dit scenario zijn vastgelegd, en voer het daarna in één stap door</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>Prijzen bijwerken</translation>
    </message>
    <message>
        <source>Update the price catalo&amp;g…</source>
        <translation>Prijscatalogus bijwer&amp;ken…</translation>
    </message>
    <message>
        <source>Fetch the prices AWS, Azure and Google Cloud publish and show what changes in the price catalog before storing it</source>
        <translation>Haal de prijzen op die AWS, Azure en Google Cloud publiceren en toon wat er in de prijscatalogus verandert voordat het wordt opgeslagen</translation>
    </message>
    <message>
        <source>The price catalog was updated.</source>
        <translation>De prijscatalogus is bijgewerkt.</translation>
    </message>
    <message>
        <source>Save with a note</source>
        <translation>Opslaan met een notitie</translation>
    </message>
    <message>
        <source>Note for this revision (shown in History):</source>
        <translation>Notitie bij deze versie (zichtbaar in de geschiedenis):</translation>
    </message>
    <message>
        <source>Save &amp;with note…</source>
        <translation>Opslaan met no&amp;titie…</translation>
    </message>
    <message>
        <source>Save to the library with a note that History and your colleagues see</source>
        <translation>In de bibliotheek opslaan met een notitie die de geschiedenis en uw collega&apos;s tonen</translation>
    </message>
</context>
<context>
    <name>gda::ui::MiniCostCurve</name>
    <message>
        <source>%1 M</source>
        <comment>millions</comment>
        <translation>%1 mln</translation>
    </message>
    <message>
        <source>%1 k</source>
        <comment>thousands</comment>
        <translation>%1 k</translation>
    </message>
    <message>
        <source>Total cost against utilization</source>
        <translation>Totale kosten naar bezettingsgraad</translation>
    </message>
    <message>
        <source>Break-even at %1 utilization; yours is %2.</source>
        <translation>Break-even bij een bezettingsgraad van %1; uw bezettingsgraad is %2.</translation>
    </message>
    <message>
        <source>No break-even utilization; yours is %1.</source>
        <translation>Geen break-evenbezettingsgraad; uw bezettingsgraad is %1.</translation>
    </message>
    <message>
        <source>break-even %1</source>
        <translation>break-even %1</translation>
    </message>
    <message>
        <source>you %1</source>
        <translation>uw waarde %1</translation>
    </message>
</context>
<context>
    <name>gda::ui::NumberField</name>
    <message>
        <source>%1 is out of range (valid: %2).</source>
        <translation>%1 valt buiten het bereik (geldig: %2).</translation>
    </message>
    <message>
        <source>Range: %1.</source>
        <translation>Bereik: %1.</translation>
    </message>
</context>
<context>
    <name>gda::ui::OfflineBanner</name>
    <message>
        <source>Team library offline — showing the copy from %1; changes are kept locally and sent when the connection returns</source>
        <translation>Teambibliotheek offline — u ziet de kopie van %1; wijzigingen worden lokaal bewaard en verstuurd zodra de verbinding terug is</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Opnieuw proberen</translation>
    </message>
    <message>
        <source>Try to reach the team library&apos;s server now</source>
        <translation>Nu proberen de server van de teambibliotheek te bereiken</translation>
    </message>
    <message>
        <source>Team library offline — its server could not be reached and this computer holds no copy of it yet; the list fills as soon as the server answers</source>
        <translation>Teambibliotheek offline — de server is niet bereikbaar en deze computer heeft er nog geen kopie van; de lijst wordt gevuld zodra de server antwoordt</translation>
    </message>
</context>
<context>
    <name>gda::ui::OnPremOpsEditor</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No running costs besides staff.</source>
        <translation>Geen operationele kosten naast personeel.</translation>
    </message>
    <message numerus="yes">
        <source>Running costs over %n year(s): %1.</source>
        <translation>
            <numerusform>Operationele kosten in %n jaar: %1.</numerusform>
            <numerusform>Operationele kosten in %n jaar: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Owned GPUs draw power around the clock and need cooling and maintenance contracts. These costs are predictable but never stop.</source>
        <translation>Eigen GPU&apos;s verbruiken dag en nacht stroom en vragen koeling en onderhoudscontracten. Deze kosten zijn voorspelbaar, maar stoppen nooit.</translation>
    </message>
    <message>
        <source>Rule of thumb: power averages $0.10 per kWh, about $35,000 a year for a 40 kW GPU rack; cooling adds 30% to the power bill; maintenance contracts cost 10–15% of the hardware each year.</source>
        <translation>Vuistregel: stroom kost gemiddeld $&#xa0;0,10 per kWh, ongeveer $&#xa0;35.000 per jaar voor een GPU-rack van 40 kW; koeling voegt 30% toe aan de stroomkosten; onderhoudscontracten kosten jaarlijks 10–15% van de hardwarekosten.</translation>
    </message>
</context>
<context>
    <name>gda::ui::PasswordDialog</name>
    <message>
        <source>Team library password</source>
        <translation>Wachtwoord van de teambibliotheek</translation>
    </message>
    <message>
        <source>Password for the team library %1:</source>
        <translation>Wachtwoord voor de teambibliotheek %1:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Wachtwoord:</translation>
    </message>
    <message>
        <source>&amp;Remember password in the system keyring</source>
        <translation>Wachtwoord &amp;onthouden in de sleutelbos van het systeem</translation>
    </message>
</context>
<context>
    <name>gda::ui::PlacementView</name>
    <message>
        <source>All workloads</source>
        <translation>Alle werklasten</translation>
    </message>
    <message>
        <source>Where the work runs, month by month</source>
        <translation>Waar het werk draait, maand voor maand</translation>
    </message>
    <message>
        <source>A week of GPUs busy against the fleet</source>
        <translation>Een week bezette GPU&apos;s tegenover het GPU-park</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Maand</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Hour</source>
        <translation>Uur</translation>
    </message>
    <message>
        <source>On the fleet</source>
        <translation>Op het GPU-park</translation>
    </message>
    <message>
        <source>In the cloud</source>
        <translation>In de cloud</translation>
    </message>
    <message>
        <source>Fleet capacity</source>
        <translation>Capaciteit van het GPU-park</translation>
    </message>
    <message>
        <source>&amp;Option:</source>
        <translation>&amp;Optie:</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>Wer&amp;klast:</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Optie</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Werklast</translation>
    </message>
    <message>
        <source>Month of the week shown</source>
        <translation>Maand van de getoonde week</translation>
    </message>
    <message>
        <source>GPU-hours per month by where they run</source>
        <translation>GPU-uren per maand naar plaats van uitvoering</translation>
    </message>
    <message>
        <source>GPUs busy at each hour of the week</source>
        <translation>Bezette GPU&apos;s per uur van de week</translation>
    </message>
    <message>
        <source>Stacked bars of the GPU-hours of each month: on-premise, reserved, on-demand and spot, or per provider for multi-cloud. The numbers are in the table below.</source>
        <translation>Gestapelde staven van de GPU-uren van elke maand: on-premise, gereserveerd, on-demand en spot, of per provider bij multi-cloud. De cijfers staan in de tabel eronder.</translation>
    </message>
    <message>
        <source>Bars of the GPUs busy at each hour of the week, on the fleet and in the cloud, with the fleet&apos;s capacity as a line. The numbers are in the table below.</source>
        <translation>Staven van de bezette GPU&apos;s op elk uur van de week, op het GPU-park en in de cloud, met de capaciteit van het GPU-park als lijn. De cijfers staan in de tabel eronder.</translation>
    </message>
    <message>
        <source>&amp;Month:</source>
        <translation>&amp;Maand:</translation>
    </message>
    <message>
        <source>%1 (no price date)</source>
        <translation>%1 (geen prijsdatum)</translation>
    </message>
    <message>
        <source>%1 (prices of %2)</source>
        <translation>%1 (prijzen van %2)</translation>
    </message>
    <message>
        <source>%1 (prices of %2, %3)</source>
        <translation>%1 (prijzen van %2, %3)</translation>
    </message>
    <message>
        <source>The providers&apos; offers that take work: %1.</source>
        <translation>De aanbiedingen van de cloudproviders die werk uitvoeren: %1.</translation>
    </message>
</context>
<context>
    <name>gda::ui::PlanView</name>
    <message>
        <source>no purchase (all in the cloud)</source>
        <translation>geen aankoop (alles in de cloud)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) in month %1</source>
        <translation>
            <numerusform>%n GPU in maand %1</numerusform>
            <numerusform>%n GPU&apos;s in maand %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Horizontal bars over the months of the horizon: the migration phases, each purchase tranche from its order through its lead time to going live, each reserved commitment and the cloud kept as a fallback. The numbers are in the Timeline table.</source>
        <translation>Horizontale balken over de maanden van de horizon: de migratiefasen, elke aankooptranche van bestelling via doorlooptijd tot ingebruikname, elk reserveringscontract en de cloud die als vangnet blijft. De cijfers staan in de tabel Tijdlijn.</translation>
    </message>
    <message>
        <source>Stacked bars of the plan&apos;s cost in each month by cost category. The numbers are in the Monthly cost table.</source>
        <translation>Gestapelde staven van de kosten van het plan in elke maand per kostencategorie. De cijfers staan in de tabel Maandkosten.</translation>
    </message>
    <message>
        <source>The plan over time</source>
        <translation>Het plan in de tijd</translation>
    </message>
    <message>
        <source>The plan&apos;s cost per month</source>
        <translation>De kosten van het plan per maand</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Onderdeel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Ordered in month</source>
        <translation>Besteld in maand</translation>
    </message>
    <message>
        <source>First month</source>
        <translation>Eerste maand</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Laatste maand</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Maand</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Optimisation cancelled; the plan is unchanged.</source>
        <translation>Optimalisatie geannuleerd; het plan is ongewijzigd.</translation>
    </message>
    <message>
        <source>The optimiser cannot plan this scenario: %1</source>
        <translation>De optimalisatie kan dit scenario niet plannen: %1</translation>
    </message>
    <message>
        <source>No plan meets the limits; binding: %1. Widen that limit and optimise again.</source>
        <translation>Geen plan blijft binnen de grenzen; de knellende grens is %1. Verruim die grens en optimaliseer opnieuw.</translation>
    </message>
    <message>
        <source>No plan within the limits was found within %1 s; give the optimiser more time.</source>
        <translation>Binnen %1 s is geen plan binnen de grenzen gevonden; geef de optimalisatie meer tijd.</translation>
    </message>
    <message>
        <source>Optimising: %1 s of at most %2 s</source>
        <translation>Optimaliseren: %1 s van hoogstens %2 s</translation>
    </message>
    <message>
        <source>Optimising the purchase plan with COIN-OR CBC…</source>
        <translation>Het aankoopplan wordt geoptimaliseerd met COIN-OR CBC…</translation>
    </message>
    <message>
        <source>Optimal plan found in %1 s.</source>
        <translation>Optimaal plan gevonden in %1 s.</translation>
    </message>
    <message>
        <source>Gap to the solver&apos;s bound: %1.</source>
        <translation>Het plan ligt hoogstens %1 boven het optimum.</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Aankopen</translation>
    </message>
    <message>
        <source>Fleet GPUs</source>
        <translation>GPU&apos;s in het GPU-park</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>Netto contante waarde</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Bespaart</translation>
    </message>
    <message>
        <source>Your plan</source>
        <translation>Uw plan</translation>
    </message>
    <message>
        <source>Optimised plan</source>
        <translation>Geoptimaliseerd plan</translation>
    </message>
    <message>
        <source>costs %1 more</source>
        <translation>kost %1 meer</translation>
    </message>
    <message>
        <source>Your plan is the optimised plan.</source>
        <translation>Uw plan is het geoptimaliseerde plan.</translation>
    </message>
    <message>
        <source>The optimised plan saves %1 in net present value (%2).</source>
        <translation>Het geoptimaliseerde plan bespaart %1 aan netto contante waarde (%2).</translation>
    </message>
    <message>
        <source>Apply the optimised plan</source>
        <translation>Het geoptimaliseerde plan toepassen</translation>
    </message>
    <message>
        <source>The hybrid option&apos;s plan: when the migration phases run, when each purchase tranche is ordered and goes live, the reserved commitments and the cloud kept as a fallback, above what the plan costs each month. Optimise finds the purchase plan with the lowest net present value within the scenario&apos;s plan limits.</source>
        <translation>Het plan van de hybride optie: wanneer de migratiefasen lopen, wanneer elke aankooptranche wordt besteld en in gebruik gaat, de reserveringscontracten en de cloud die als vangnet blijft, boven wat het plan elke maand kost. Optimaliseren zoekt het aankoopplan met de laagste netto contante waarde binnen de plangrenzen van het scenario.</translation>
    </message>
    <message>
        <source>&amp;Optimise</source>
        <translation>&amp;Optimaliseren</translation>
    </message>
    <message>
        <source>Find the purchase plan with the lowest net present value (COIN-OR CBC), without changing the scenario</source>
        <translation>Het aankoopplan met de laagste netto contante waarde zoeken (COIN-OR CBC), zonder het scenario te wijzigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>&amp;Apply the optimised plan</source>
        <translation>Het geoptimaliseerde plan &amp;toepassen</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>&amp;Tijdslimiet:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time limit of the optimiser in seconds</source>
        <translation>Tijdslimiet van de optimalisatie in seconden</translation>
    </message>
    <message>
        <source>Optimisation progress</source>
        <translation>Voortgang van de optimalisatie</translation>
    </message>
    <message>
        <source>Optimisation status</source>
        <translation>Status van de optimalisatie</translation>
    </message>
    <message>
        <source>Your plan and the optimised plan</source>
        <translation>Uw plan en het geoptimaliseerde plan</translation>
    </message>
    <message>
        <source>The plan&apos;s timeline as a table</source>
        <translation>De tijdlijn van het plan als tabel</translation>
    </message>
    <message>
        <source>The plan&apos;s cost per month as a table</source>
        <translation>De kosten van het plan per maand als tabel</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Tijdlijn</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Maandkosten</translation>
    </message>
    <message numerus="yes">
        <source>reserved %n GPU(s) on a %1-year term from month %2</source>
        <translation>
            <numerusform>%n GPU gereserveerd met een looptijd van %1 jaar vanaf maand %2</numerusform>
            <numerusform>%n GPU&apos;s gereserveerd met een looptijd van %1 jaar vanaf maand %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Best plan found within the time limit of %1 s; not proved optimal.</source>
        <translation>Beste plan gevonden binnen de tijdslimiet van %1 s; de optimaliteit is niet aangetoond.</translation>
    </message>
    <message>
        <source>commitment %1 released from month %2</source>
        <translation>reserveringscontract %1 afgestoten vanaf maand %2</translation>
    </message>
    <message>
        <source>the migration phases</source>
        <translation>de migratiefasen</translation>
    </message>
    <message>
        <source>the parallel run</source>
        <translation>de parallelle operaties</translation>
    </message>
    <message>
        <source>commitments beside the fleet</source>
        <translation>reserveringscontracten naast het GPU-park</translation>
    </message>
    <message>
        <source>Best plan in %1 s; not proved optimal (the model is approximated).</source>
        <translation>Beste plan na %1 s; de optimaliteit is niet aangetoond (het model is benaderd).</translation>
    </message>
    <message>
        <source>Best plan in %1 s; not proved optimal (approximated: %2).</source>
        <translation>Beste plan na %1 s; de optimaliteit is niet aangetoond (benaderd: %2).</translation>
    </message>
</context>
<context>
    <name>gda::ui::PredictabilityEditor</name>
    <message>
        <source>Training runs that need the GPUs consistently for weeks belong on-premise. They are also the first candidates to move: predictable use, easy to migrate.</source>
        <translation>Trainingsruns die de GPU&apos;s wekenlang constant nodig hebben, horen on-premise. Ze zijn ook de eerste kandidaten om te verhuizen: voorspelbaar gebruik, eenvoudig te migreren.</translation>
    </message>
    <message>
        <source>Inference with variable demand suits the cloud; a hybrid set-up can serve a steady base load on your own GPUs.</source>
        <translation>Inferentie met wisselende vraag past bij de cloud; een hybride opzet kan de stabiele basislast met uw eigen GPU&apos;s opvangen.</translation>
    </message>
    <message>
        <source>Development and test environments benefit from the cloud&apos;s elasticity.</source>
        <translation>Ontwikkel- en testomgevingen profiteren van de elasticiteit van de cloud.</translation>
    </message>
    <message>
        <source>Production systems need the predictability of your own infrastructure; move them last, with careful staging.</source>
        <translation>Productiesystemen vragen de voorspelbaarheid van eigen infrastructuur; verhuis ze als laatste, zorgvuldig gefaseerd.</translation>
    </message>
    <message>
        <source>Change the workload of %1</source>
        <translation>Werklast van %1 wijzigen</translation>
    </message>
    <message>
        <source>Use the %1 profile</source>
        <translation>Profiel %1 gebruiken</translation>
    </message>
    <message>
        <source>Change the kind of workload</source>
        <translation>Soort werklast wijzigen</translation>
    </message>
    <message>
        <source>Month-to-month variation: %1 (with growth: %2).</source>
        <translation>Variatie van maand tot maand: %1 (met groei: %2).</translation>
    </message>
    <message>
        <source>How steady is the demand over the year? Pick a pattern or enter each month&apos;s workload relative to an average month (1 = average, 2 = twice as busy). Growth raises the demand year after year.</source>
        <translation>Hoe stabiel is de vraag door het jaar heen? Kies een patroon of vul per maand de werklast in ten opzichte van een gemiddelde maand (1 = gemiddeld, 2 = twee keer zo druk). Groei verhoogt de vraag jaar na jaar.</translation>
    </message>
    <message>
        <source>Rule of thumb: stable workloads favour on-premise, variable or experimental ones suit the cloud. Map your workload over six months: a consistent baseline points to owning; dramatic peaks and troughs mean the cloud&apos;s flexibility adds value.</source>
        <translation>Vuistregel: stabiele werklasten pleiten voor on-premise, wisselende of experimentele werklasten passen bij de cloud. Breng uw werklast zes maanden lang in kaart: een constante basislast wijst op eigen hardware; sterke pieken en dalen betekenen dat de flexibiliteit van de cloud waarde toevoegt.</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Patroon</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Vlak</translation>
    </message>
    <message>
        <source>Seasonal</source>
        <translation>Seizoensgebonden</translation>
    </message>
    <message>
        <source>Spiky</source>
        <translation>Grillig</translation>
    </message>
    <message>
        <source>Growing</source>
        <translation>Groeiend</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Aangepast</translation>
    </message>
    <message>
        <source>Workload per month (1 = an average month):</source>
        <translation>Werklast per maand (1 = een gemiddelde maand):</translation>
    </message>
    <message>
        <source>Not specified</source>
        <translation>Niet opgegeven</translation>
    </message>
    <message>
        <source>Batch jobs can wait: they go to the cheapest capacity available, free hours on your own GPUs or spot capacity in the cloud.</source>
        <translation>Batchjobs kunnen wachten: ze gaan naar de voordeligst beschikbare capaciteit, vrije uren op uw eigen GPU&apos;s of spotcapaciteit in de cloud.</translation>
    </message>
    <message>
        <source>Change the growth of the workload</source>
        <translation>Groei van de werklast wijzigen</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Werklast</translation>
    </message>
    <message>
        <source>Annual growth of this workload</source>
        <translation>Jaarlijkse groei van deze werklast</translation>
    </message>
    <message>
        <source>Month-to-month variation of “%1”: %2 (with growth: %3).</source>
        <translation>Variatie van maand tot maand van “%1”: %2 (met groei: %3).</translation>
    </message>
    <message>
        <source>All workloads together: %1</source>
        <translation>Alle werklasten samen: %1</translation>
    </message>
</context>
<context>
    <name>gda::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Euro (EUR)</source>
        <translation>Euro (EUR)</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>Amerikaanse dollar (USD)</translation>
    </message>
    <message>
        <source> years</source>
        <translation> jaar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>Scenario library</source>
        <translation>Scenariobibliotheek</translation>
    </message>
    <message>
        <source>Scenario libraries (*.sqlite)</source>
        <translation>Scenariobibliotheken (*.sqlite)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>Default &amp;currency:</source>
        <translation>Standaard&amp;valuta:</translation>
    </message>
    <message>
        <source>Default &amp;horizon:</source>
        <translation>Standaard&amp;horizon:</translation>
    </message>
    <message>
        <source>A different library location takes effect at the next start.</source>
        <translation>Een andere bibliotheeklocatie wordt bij de volgende start van kracht.</translation>
    </message>
    <message>
        <source>Team library on a PostgreSQL server</source>
        <translation>Teambibliotheek op een PostgreSQL-server</translation>
    </message>
    <message>
        <source>db.example.org</source>
        <translation>db.example.org</translation>
    </message>
    <message>
        <source>Verify the server&apos;s certificate and name</source>
        <translation>Certificaat en naam van de server controleren</translation>
    </message>
    <message>
        <source>Encrypted, certificate not checked</source>
        <translation>Versleuteld, certificaat niet gecontroleerd</translation>
    </message>
    <message>
        <source>Encrypted when the server offers it</source>
        <translation>Versleuteld als de server het aanbiedt</translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation>Niet versleuteld</translation>
    </message>
    <message>
        <source>Ho&amp;st:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>Poo&amp;rt:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Database:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Gebruiker:</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>TLS-&amp;modus:</translation>
    </message>
    <message>
        <source>GPU Decision Advisor when empty</source>
        <translation>GPU Decision Advisor als dit leeg is</translation>
    </message>
    <message>
        <source>PNG, JPEG or SVG; none when empty</source>
        <translation>PNG, JPEG of SVG; geen logo als dit leeg is</translation>
    </message>
    <message>
        <source>For example: Confidential — for the board only</source>
        <translation>Bijvoorbeeld: Vertrouwelijk — alleen voor de directie</translation>
    </message>
    <message>
        <source>Logo on reports</source>
        <translation>Logo op rapporten</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>Afbeeldingen (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>&amp;Firm name on reports:</source>
        <translation>B&amp;ureaunaam op rapporten:</translation>
    </message>
    <message>
        <source>L&amp;ogo on reports:</source>
        <translation>L&amp;ogo op rapporten:</translation>
    </message>
    <message>
        <source>Confidentiality line o&amp;n reports:</source>
        <translation>Vertrouwelijkheidsregel op rapporte&amp;n:</translation>
    </message>
    <message>
        <source>&amp;Remember password in the system keyring</source>
        <translation>&amp;Wachtwoord onthouden in de sleutelbos van het systeem</translation>
    </message>
    <message>
        <source>The password is never stored in the settings. It comes from the system keyring when remembered there, else from ~/.pgpass (or PGPASSWORD), else the program asks for it.</source>
        <translation>Het wachtwoord wordt nooit in de instellingen opgeslagen. Het komt uit de sleutelbos van het systeem als het daar is onthouden, anders uit ~/.pgpass (of PGPASSWORD), anders vraagt het programma erom.</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standaard</translation>
    </message>
    <message>
        <source>The product&apos;s dark blue</source>
        <translation>Het donkerblauw van het product</translation>
    </message>
    <message>
        <source>Accent colour on reports</source>
        <translation>Accentkleur op rapporten</translation>
    </message>
    <message>
        <source>Acc&amp;ent colour on reports:</source>
        <translation>Accent&amp;kleur op rapporten:</translation>
    </message>
    <message>
        <source>Default (%1)</source>
        <translation>Standaard (%1)</translation>
    </message>
    <message>
        <source>Accent colour on reports: %1</source>
        <translation>Accentkleur op rapporten: %1</translation>
    </message>
    <message>
        <source>Scenario li&amp;brary:</source>
        <translation>Scenario&amp;bibliotheek:</translation>
    </message>
    <message>
        <source>Encrypt the offline cop&amp;y on this computer</source>
        <translation>Offline kopie op deze computer versleute&amp;len</translation>
    </message>
    <message>
        <source>The copy of the team library kept for working offline is stored encrypted; its key is kept in the system keyring. Takes effect at the next start.</source>
        <translation>De kopie van de teambibliotheek voor offline werken wordt versleuteld opgeslagen; de sleutel staat in de sleutelbos van het systeem. Wordt van kracht bij de volgende start.</translation>
    </message>
    <message>
        <source>Your na&amp;me (reports, history):</source>
        <translation>Uw naam (rapporten, gesch&amp;iedenis):</translation>
    </message>
    <message>
        <source>On report covers, and the author of the revisions you save in a library file (a team library records your database user); empty: your account&apos;s user name</source>
        <translation>Op het voorblad van rapporten, en als auteur van de versies die u in een bibliotheekbestand opslaat (een teambibliotheek legt uw databasegebruiker vast); leeg: de gebruikersnaam van uw account</translation>
    </message>
</context>
<context>
    <name>gda::ui::PriceChangesEditor</name>
    <message>
        <source>From month</source>
        <translation>Vanaf maand</translation>
    </message>
    <message>
        <source>Change (%)</source>
        <translation>Wijziging (%)</translation>
    </message>
    <message>
        <source>No dated price changes: only the change per year applies.</source>
        <translation>Geen eenmalige prijswijzigingen: alleen de jaarlijkse wijziging geldt.</translation>
    </message>
    <message>
        <source>Price change %1: from month</source>
        <translation>Prijswijziging %1: vanaf maand</translation>
    </message>
    <message>
        <source>Price change %1: change</source>
        <translation>Prijswijziging %1: wijziging</translation>
    </message>
    <message>
        <source>Add price change</source>
        <translation>Prijswijziging toevoegen</translation>
    </message>
    <message>
        <source>Remove last price change</source>
        <translation>Laatste prijswijziging verwijderen</translation>
    </message>
</context>
<context>
    <name>gda::ui::PriceUpdateDialog</name>
    <message>
        <source>an unknown date</source>
        <translation>een onbekende datum</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>%1 USD per EUR</source>
        <translation>%1 USD per EUR</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 per GPU-uur</translation>
    </message>
    <message>
        <source>New offer %1: on-demand price</source>
        <translation>Nieuwe aanbieding %1: on-demandprijs</translation>
    </message>
    <message>
        <source>Offer %1, no longer in the catalog</source>
        <translation>Aanbieding %1, niet meer in de catalogus</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Wisselkoers</translation>
    </message>
    <message>
        <source>Price per GPU of the fleet</source>
        <translation>Prijs per GPU van het GPU-park</translation>
    </message>
    <message>
        <source>Power per GPU of the fleet</source>
        <translation>Vermogen per GPU van het GPU-park</translation>
    </message>
    <message>
        <source>Relative performance of the fleet&apos;s GPU</source>
        <translation>Relatieve prestaties van de GPU van het GPU-park</translation>
    </message>
    <message>
        <source>%1: on-demand price</source>
        <translation>%1: on-demandprijs</translation>
    </message>
    <message>
        <source>%1: reserved price (1 year)</source>
        <translation>%1: gereserveerde prijs (1 jaar)</translation>
    </message>
    <message>
        <source>%1: spot price</source>
        <translation>%1: spotprijs</translation>
    </message>
    <message>
        <source>%1: relative performance</source>
        <translation>%1: relatieve prestaties</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>Vastgelegd</translation>
    </message>
    <message>
        <source>Current catalog</source>
        <translation>Huidige catalogus</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwoord</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nu</translation>
    </message>
    <message>
        <source>After the update</source>
        <translation>Na het bijwerken</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>Prijzen bijwerken</translation>
    </message>
    <message>
        <source>This scenario has no pinned prices yet: it is priced at the current price catalog (dated %1). Updating pins those prices into it, so it gives the same answer on another computer and after the catalog changes. No figure changes.</source>
        <translation>Dit scenario heeft nog geen vastgelegde prijzen: het wordt berekend met de huidige prijscatalogus (van %1). Bijwerken legt die prijzen erin vast, zodat het op een andere computer en na een wijziging van de catalogus hetzelfde antwoord geeft. Er verandert geen enkele waarde.</translation>
    </message>
    <message>
        <source>The prices pinned on %1 (catalog dated %2) are those of the current price catalog (dated %3): no figure changes.</source>
        <translation>De prijzen die op %1 zijn vastgelegd (catalogus van %2), zijn die van de huidige prijscatalogus (van %3): er verandert geen enkele waarde.</translation>
    </message>
    <message numerus="yes">
        <source>The prices pinned on %1 come from the catalog dated %2. The current price catalog (dated %3) changes %n figure(s); the answer below is recomputed with them. Nothing changes until you choose Update prices, and Edit → Undo takes it back.</source>
        <translation>
            <numerusform>De prijzen die op %1 zijn vastgelegd, komen uit de catalogus van %2. De huidige prijscatalogus (van %3) wijzigt %n waarde; het antwoord hieronder is daarmee opnieuw berekend. Er verandert niets tot u voor Prijzen bijwerken kiest, en Bewerken → Ongedaan maken draait het terug.</numerusform>
            <numerusform>De prijzen die op %1 zijn vastgelegd, komen uit de catalogus van %2. De huidige prijscatalogus (van %3) wijzigt %n waarden; het antwoord hieronder is daarmee opnieuw berekend. Er verandert niets tot u voor Prijzen bijwerken kiest, en Bewerken → Ongedaan maken draait het terug.</numerusform>
        </translation>
    </message>
    <message>
        <source>no advice</source>
        <translation>geen advies</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Aanbeveling</translation>
    </message>
    <message numerus="yes">
        <source>%1: total over %n year(s)</source>
        <translation>
            <numerusform>%1: totale kosten in %n jaar</numerusform>
            <numerusform>%1: totale kosten in %n jaar</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Update prices</source>
        <translation>Prijzen &amp;bijwerken</translation>
    </message>
</context>
<context>
    <name>gda::ui::ProfileBars</name>
    <message>
        <source>Workload per month</source>
        <translation>Werklast per maand</translation>
    </message>
</context>
<context>
    <name>gda::ui::ProvidersView</name>
    <message>
        <source>On-demand</source>
        <translation>On-demand</translation>
    </message>
    <message>
        <source>Reserved 1 year</source>
        <translation>Gereserveerd 1 jaar</translation>
    </message>
    <message>
        <source>Spot / interruptible</source>
        <translation>Spot / onderbreekbaar</translation>
    </message>
    <message>
        <source>no reserved terms</source>
        <translation>geen reserveringscontracten</translation>
    </message>
    <message>
        <source>capacity not guaranteed</source>
        <translation>capaciteit niet gegarandeerd</translation>
    </message>
    <message>
        <source>marketplace of third-party hosts</source>
        <translation>marktplaats van externe partijen</translation>
    </message>
    <message>
        <source>can be interrupted</source>
        <translation>kan worden onderbroken</translation>
    </message>
    <message>
        <source>estimated price</source>
        <translation>geschatte prijs</translation>
    </message>
    <message>
        <source>★ %1 (cheapest)</source>
        <translation>★ %1 (voordeligst)</translation>
    </message>
    <message>
        <source>%1 (over six months old)</source>
        <translation>%1 (ouder dan zes maanden)</translation>
    </message>
    <message>
        <source>Use %1 %2</source>
        <translation>%1 %2 gebruiken</translation>
    </message>
    <message>
        <source>Your workload priced at every offer in the price catalog for one GPU model: the cloud option&apos;s total over the horizon. Budget GPU clouds are often far cheaper than the hyperscalers, but offer no reserved terms and no guaranteed capacity; spot capacity can be taken away at any time.</source>
        <translation>Wat uw werklast kost bij elke aanbieding in de prijscatalogus voor één GPU-model: het totaal van de cloudoptie over de gehele horizon. Budgetclouds zijn vaak veel voordeliger dan de hyperscalers, maar bieden geen reserveringscontracten en geen gegarandeerde capaciteit; spotcapaciteit kan op elk moment worden ingetrokken.</translation>
    </message>
    <message>
        <source>&amp;GPU model:</source>
        <translation>&amp;GPU-model:</translation>
    </message>
    <message>
        <source>&amp;Use this offer</source>
        <translation>Deze aanbieding geb&amp;ruiken</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Cloudprovider</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>Instance</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Regio</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Contractvorm</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Prijs per GPU-uur</translation>
    </message>
    <message>
        <source>Total over the horizon</source>
        <translation>Totaal (gehele horizon)</translation>
    </message>
    <message>
        <source>Cost per GPU-hour used</source>
        <translation>Kosten per GPU-uur</translation>
    </message>
    <message>
        <source>Price checked</source>
        <translation>Prijs gecontroleerd</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>%1 (in the future: check the date)</source>
        <translation>%1 (in de toekomst: controleer de datum)</translation>
    </message>
    <message>
        <source>Offers of the price catalog</source>
        <translation>Aanbiedingen in de prijscatalogus</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>workload (GPU model)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>an offer of the scenario file</source>
        <translation>een aanbieding uit het scenariobestand</translation>
    </message>
    <message>
        <source>Use %1 for %2</source>
        <translation>%1 gebruiken voor %2</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>Wer&amp;klast:</translation>
    </message>
    <message>
        <source>Each workload priced at every offer for its GPU model (the price catalog&apos;s and the scenario&apos;s own): that workload&apos;s cost in the cloud option over the horizon. “Use this offer” links the workload to the offer. Budget GPU clouds are often far cheaper than the hyperscalers, but offer no reserved terms and no guaranteed capacity.</source>
        <translation>Wat elke werklast kost bij elke aanbieding voor zijn GPU-model (die van de prijscatalogus en die van het scenario zelf): de kosten van die werklast in de cloudoptie over de gehele horizon. “Deze aanbieding gebruiken” koppelt de werklast aan de aanbieding. Budgetclouds zijn vaak veel voordeliger dan de hyperscalers, maar bieden geen reserveringscontracten en geen gegarandeerde capaciteit.</translation>
    </message>
    <message>
        <source>left out of the multi-cloud option: %1</source>
        <translation>niet gebruikt door de multi-cloudoptie: %1</translation>
    </message>
    <message>
        <source>%1 (%2: update the price catalog)</source>
        <translation>%1 (%2: werk de prijscatalogus bij)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>gda::ui::QuickEditor</name>
    <message>
        <source>Use the %1 profile</source>
        <translation>Het profiel %1 gebruiken</translation>
    </message>
    <message>
        <source>Change technical expertise</source>
        <translation>Technische expertise wijzigen</translation>
    </message>
    <message>
        <source>Change where the data lives</source>
        <translation>Wijzigen waar de data staat</translation>
    </message>
    <message>
        <source>The answer so far: %1. %2</source>
        <translation>Het antwoord tot nu toe: %1. %2</translation>
    </message>
    <message>
        <source>Five questions, one for each factor of the decision. Every answer can be refined later on the factor&apos;s own page.</source>
        <translation>Vijf vragen, één per factor van de beslissing. Elk antwoord kunt u later verfijnen op de eigen pagina van die factor.</translation>
    </message>
    <message>
        <source>1. How much GPU work is there?</source>
        <translation>1. Hoeveel GPU-werk is er?</translation>
    </message>
    <message>
        <source>2. How steady is the demand through the year?</source>
        <translation>2. Hoe stabiel is de vraag door het jaar heen?</translation>
    </message>
    <message>
        <source>3. Who would run the GPUs if you owned them?</source>
        <translation>3. Wie zou de GPU&apos;s beheren als ze van u waren?</translation>
    </message>
    <message>
        <source>4. What can you invest now?</source>
        <translation>4. Hoeveel kunt u nu investeren?</translation>
    </message>
    <message>
        <source>5. Where does your data live, and how much is there?</source>
        <translation>5. Waar staat uw data, en hoeveel is het?</translation>
    </message>
    <message>
        <source>Hours a day they are busy</source>
        <translation>Uren per dag bezet</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>uur</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Vraag</translation>
    </message>
    <message>
        <source>Steady all year</source>
        <translation>Het hele jaar gelijk</translation>
    </message>
    <message>
        <source>Seasonal (busier in autumn and winter)</source>
        <translation>Seizoensgebonden (drukker in herfst en winter)</translation>
    </message>
    <message>
        <source>In bursts (a few peak months)</source>
        <translation>Met pieken (enkele drukke maanden)</translation>
    </message>
    <message>
        <source>Growing through the year</source>
        <translation>Groeiend door het jaar heen</translation>
    </message>
    <message>
        <source>&amp;Every question, page by page…</source>
        <translation>&amp;Alle vragen, pagina voor pagina…</translation>
    </message>
    <message>
        <source>Answer the six pages of the full wizard instead: every workload, the running costs, financing and the move of the data.</source>
        <translation>Beantwoord in plaats daarvan de zes pagina&apos;s van de volledige wizard: elke werklast, de operationele kosten, de financiering en de verhuizing van de data.</translation>
    </message>
</context>
<context>
    <name>gda::ui::ResultPage</name>
    <message>
        <source>Overall score %1 of 100 (0 = strongly cloud, 100 = strongly on-premise; up to 40 recommends the cloud, from 60 on-premise).</source>
        <translation>Totaalscore %1 van 100 (0 = sterk cloud, 100 = sterk on-premise; tot en met 40 luidt het advies cloud, vanaf 60 on-premise).</translation>
    </message>
    <message>
        <source>No recommendation</source>
        <translation>Geen aanbeveling</translation>
    </message>
    <message>
        <source>All five factors have weight 0: give at least one factor a weight.</source>
        <translation>Alle vijf factoren hebben gewicht 0: geef ten minste één factor een gewicht.</translation>
    </message>
    <message>
        <source>The figures are from the last valid entries: %1</source>
        <translation>De cijfers zijn gebaseerd op de laatste geldige invoer: %1</translation>
    </message>
    <message>
        <source>Cost per busy GPU-hour</source>
        <translation>Kosten per GPU-uur</translation>
    </message>
    <message>
        <source>The five factors</source>
        <translation>De vijf factoren</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Factor</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
</context>
<context>
    <name>gda::ui::RevisionBanner</name>
    <message>
        <source>Reload</source>
        <translation>Opnieuw laden</translation>
    </message>
    <message>
        <source>Drop your unsaved changes and show the new version?</source>
        <translation>Uw niet-opgeslagen wijzigingen verwerpen en de nieuwe versie tonen?</translation>
    </message>
    <message>
        <source>Show chan&amp;ges</source>
        <translation>Wijzigin&amp;gen tonen</translation>
    </message>
    <message>
        <source>Compares your unsaved changes with the new version: merge both, keep yours or take theirs</source>
        <translation>Vergelijkt uw niet-opgeslagen wijzigingen met de nieuwe versie: beide samenvoegen, de uwe behouden of de andere overnemen</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Opnieuw &amp;laden</translation>
    </message>
    <message>
        <source>Drops your unsaved changes and shows the new version</source>
        <translation>Verwerpt uw niet-opgeslagen wijzigingen en toont de nieuwe versie</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Dit bericht verbergen</translation>
    </message>
    <message>
        <source>%1. Your unsaved changes are based on an older version.</source>
        <translation>%1. Uw niet-opgeslagen wijzigingen gaan uit van een oudere versie.</translation>
    </message>
    <message>
        <source>%1. The new version is shown.</source>
        <translation>%1. De nieuwe versie wordt getoond.</translation>
    </message>
</context>
<context>
    <name>gda::ui::RevisionsDialog</name>
    <message>
        <source>Scenario history</source>
        <translation>Geschiedenis van het scenario</translation>
    </message>
    <message>
        <source>Every save keeps the previous version. Restoring one saves it again as the newest version; nothing is overwritten.</source>
        <translation>Bij elke keer opslaan blijft de vorige versie bewaard. Een versie terugzetten slaat haar opnieuw op als nieuwste versie; er wordt niets overschreven.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versie</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Opgeslagen</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notitie</translation>
    </message>
    <message>
        <source>&amp;Restore this version</source>
        <translation>Deze versie &amp;terugzetten</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Door</translation>
    </message>
    <message>
        <source>local draft %1 after version %2</source>
        <translation>lokaal concept %1 na versie %2</translation>
    </message>
    <message>
        <source>Saved on this computer while the team library could not be reached; it gets its version number when the server has it</source>
        <translation>Opgeslagen op deze computer terwijl de teambibliotheek niet bereikbaar was; het krijgt zijn versienummer zodra de server het heeft</translation>
    </message>
</context>
<context>
    <name>gda::ui::ScenarioEditor</name>
    <message>
        <source>Change %1</source>
        <translation>%1 wijzigen</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standaard: %1</translation>
    </message>
    <message>
        <source>Default %1: %2</source>
        <translation>Standaard %1: %2</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Geavanceerd</translation>
    </message>
    <message>
        <source>Show every model parameter of this part</source>
        <translation>Alle modelparameters van dit onderdeel tonen</translation>
    </message>
    <message>
        <source>Default %1 (%2 at %3): %4</source>
        <translation>Standaard %1 (%2 tegen %3): %4</translation>
    </message>
    <message>
        <source>The figures appear again once the entry marked in red is valid.</source>
        <translation>De cijfers verschijnen weer zodra de rood gemarkeerde invoer geldig is.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Valid: %2.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Geldig: %2.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Change utilization</source>
        <translation>Bezettingsgraad wijzigen</translation>
    </message>
</context>
<context>
    <name>gda::ui::UtilizationEditor</name>
    <message>
        <source>Utilization is the share of the GPUs&apos; hours that is actually busy: 24 hours a day, 7 days a week is 100%. Enter the hours per day and days per week the GPUs work, or the percentage directly.</source>
        <translation>De bezettingsgraad is het deel van de GPU-uren dat werkelijk bezet is: 24 uur per dag, 7 dagen per week is 100%. Vul in hoeveel uur per dag en hoeveel dagen per week de GPU&apos;s werken, of direct het percentage.</translation>
    </message>
    <message>
        <source>Rule of thumb: the cloud becomes expensive above about 40% utilization — organisations that run GPUs more than 10 hours a day save money on-premise. Since the 2025 price cuts, renting stays cheaper below 60–70% utilization (about 12 hours a day).</source>
        <translation>Vuistregel: de cloud wordt duur boven ongeveer 40% bezetting — organisaties die GPU&apos;s meer dan 10 uur per dag draaien, besparen geld met on-premise. Sinds de prijsverlagingen van 2025 blijft huren voordeliger onder 60–70% bezetting (ongeveer 12 uur per dag).</translation>
    </message>
    <message>
        <source>Hours per day</source>
        <translation>Uren per dag</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>uur</translation>
    </message>
    <message>
        <source>Days per week</source>
        <translation>Dagen per week</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dagen</translation>
    </message>
    <message>
        <source>Total cost over the horizon at each utilization (of several workloads: their average), all else equal. Where the on-premise line drops below the cloud line, owning becomes cheaper.</source>
        <translation>Totale kosten over de gehele horizon bij elke bezettingsgraad (van meerdere werklasten: hun gemiddelde), overige invoer ongewijzigd. Waar de on-premise-lijn onder de cloudlijn zakt, wordt eigen hardware voordeliger.</translation>
    </message>
</context>
<context>
    <name>gda::ui::UtilizationTable</name>
    <message>
        <source>Utilization</source>
        <translation>Bezettingsgraad</translation>
    </message>
    <message>
        <source>Total cost at each utilization</source>
        <translation>Totale kosten bij elke bezettingsgraad</translation>
    </message>
</context>
<context>
    <name>gda::ui::WelcomePanel</name>
    <message>
        <source>80 H100 GPUs: rent on demand or buy (the cloud-versus-on-premise article)</source>
        <translation>80 H100-GPU&apos;s: on demand huren of kopen (het artikel over cloud of on-premise)</translation>
    </message>
    <message>
        <source>Training, inference and development sharing one fleet</source>
        <translation>Training, inferentie en ontwikkeling op één GPU-park</translation>
    </message>
    <message>
        <source>Welcome to GPU Decision Advisor</source>
        <translation>Welkom bij GPU Decision Advisor</translation>
    </message>
    <message>
        <source>Should your organisation rent GPUs in the cloud, buy them, or combine the two? Answer the decision wizard&apos;s questions in about ten minutes and get a recommendation with its break-even and its reasons, or start from an example or a scenario file a colleague sent you. Your scenarios are kept in the library on the left.</source>
        <translation>Moet uw organisatie GPU&apos;s in de cloud huren, ze kopen of beide combineren? Beantwoord in ongeveer tien minuten de vragen van de beslissingswizard en krijg een aanbeveling met het break-evenpunt en de redenen, of begin met een voorbeeld of een scenariobestand dat een collega u stuurde. Uw scenario&apos;s worden bewaard in de bibliotheek links.</translation>
    </message>
    <message>
        <source>Start the decision &amp;wizard</source>
        <translation>Start de beslissings&amp;wizard</translation>
    </message>
    <message>
        <source>Open an &amp;example</source>
        <translation>Een &amp;voorbeeld openen</translation>
    </message>
    <message>
        <source>Open a scenario &amp;file…</source>
        <translation>Een scenario&amp;bestand openen…</translation>
    </message>
</context>
<context>
    <name>gda::ui::WorkloadsEditor</name>
    <message>
        <source>Defaults: round the clock, 7 days a week; its jobs can wait for free hours and may run on spot capacity (they checkpoint). “Training runs that need GPUs consistently for weeks belong on-premise.” (hybrid-cloud article, Dec 2025)</source>
        <translation>Standaard: dag en nacht, 7 dagen per week; de jobs kunnen wachten op vrije uren en mogen op spotcapaciteit draaien (ze maken checkpoints). “Trainingruns die wekenlang consistente GPU-toegang vereisen, horen on-premise.” (artikel hybride cloud, dec. 2025)</translation>
    </message>
    <message>
        <source>Defaults: 12 hours a day from 08:00, 7 days a week, busier in autumn and winter; it must answer when asked, so it cannot wait or be interrupted. “Inference with variable demand suits the cloud.” (hybrid-cloud article, Dec 2025; the hours are a project estimate)</source>
        <translation>Standaard: 12 uur per dag vanaf 08:00, 7 dagen per week, drukker in herfst en winter; de werklast moet direct op verzoeken reageren en kan dus niet wachten en niet worden onderbroken. “Inference-werklasten met variabele vraag passen bij cloudimplementatie.” (artikel hybride cloud, dec. 2025; de uren zijn een projectschatting)</translation>
    </message>
    <message>
        <source>Defaults: 8 hours a night from 22:00; its jobs can wait and may run on spot capacity, routed “to the cheapest available capacity” (multi-cloud article, Dec 2025; the hours are a project estimate)</source>
        <translation>Standaard: 8 uur per nacht vanaf 22:00; de jobs kunnen wachten en mogen op spotcapaciteit draaien, gerouteerd “naar de voordeligst beschikbare capaciteit” (artikel multi-cloud, dec. 2025; de uren zijn een projectschatting)</translation>
    </message>
    <message>
        <source>Defaults: office hours, 10 hours a day from 08:00 on 5 days, in bursts; developers wait for no queue. “Development and test environments benefit from cloud elasticity.” (hybrid-cloud article, Dec 2025; the hours are a project estimate)</source>
        <translation>Standaard: kantooruren, 10 uur per dag vanaf 08:00 op 5 dagen, met pieken; ontwikkelaars willen niet in een wachtrij staan. “Ontwikkel- en testomgevingen profiteren van cloudelasticiteit.” (artikel hybride cloud, dec. 2025; de uren zijn een projectschatting)</translation>
    </message>
    <message>
        <source>busy %1 of every hour</source>
        <translation>elk uur voor %1 bezet</translation>
    </message>
    <message numerus="yes">
        <source>%1 h a day on %n day(s) from %2</source>
        <translation>
            <numerusform>%1 uur per dag op %n dag vanaf %2</numerusform>
            <numerusform>%1 uur per dag op %n dagen vanaf %2</numerusform>
        </translation>
    </message>
    <message>
        <source>can wait</source>
        <translation>kan wachten</translation>
    </message>
    <message>
        <source>must run at once</source>
        <translation>moet direct draaien</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n GPU(s), %3, %4</source>
        <translation>
            <numerusform>%1 (%2): %n GPU, %3, %4</numerusform>
            <numerusform>%1 (%2): %n GPU&apos;s, %3, %4</numerusform>
        </translation>
    </message>
    <message>
        <source>, may be interrupted</source>
        <translation>, mag worden onderbroken</translation>
    </message>
    <message>
        <source>Rename the workload</source>
        <translation>Werklast hernoemen</translation>
    </message>
    <message>
        <source>Change the kind of workload</source>
        <translation>Soort werklast wijzigen</translation>
    </message>
    <message>
        <source>Change the GPUs of the workload</source>
        <translation>GPU&apos;s van de werklast wijzigen</translation>
    </message>
    <message>
        <source>Change when the workload runs</source>
        <translation>Wijzigen wanneer de werklast draait</translation>
    </message>
    <message>
        <source>Let the workload wait for free hours</source>
        <translation>Werklast laten wachten op vrije uren</translation>
    </message>
    <message>
        <source>Run the workload at once</source>
        <translation>Werklast direct laten draaien</translation>
    </message>
    <message>
        <source>Allow interruptions (spot)</source>
        <translation>Onderbrekingen toestaan (spot)</translation>
    </message>
    <message>
        <source>Allow no interruptions</source>
        <translation>Geen onderbrekingen toestaan</translation>
    </message>
    <message>
        <source>Change the workload&apos;s share on spot</source>
        <translation>Spotaandeel van de werklast wijzigen</translation>
    </message>
    <message>
        <source>Change the workload&apos;s data</source>
        <translation>Data van de werklast wijzigen</translation>
    </message>
    <message>
        <source>Add a workload: %1</source>
        <translation>Werklast toevoegen: %1</translation>
    </message>
    <message>
        <source>Remove the workload %1</source>
        <translation>Werklast %1 verwijderen</translation>
    </message>
    <message>
        <source>When does the work run, and can it wait? Work that must run at once needs GPUs at its busy hours; work that can wait (training, batch) fills the free hours, also at night. Work that may be interrupted can run on cheaper spot capacity. Add a workload for each kind of work that runs differently.</source>
        <translation>Wanneer draait het werk, en kan het wachten? Werk dat direct moet draaien, heeft GPU&apos;s nodig op zijn drukke uren; verschuifbaar werk (training, batch) vult de vrije uren, ook &apos;s nachts. Onderbreekbaar werk kan op voordeliger spotcapaciteit draaien. Voeg een werklast toe voor elke soort werk die anders draait.</translation>
    </message>
    <message>
        <source>Rule of thumb: training runs that need GPUs for weeks belong on-premise; inference with variable demand suits the cloud; development and test benefit from cloud elasticity (hybrid-cloud article, Dec 2025).</source>
        <translation>Vuistregel: trainingsruns die wekenlang GPU&apos;s nodig hebben, horen on-premise; inferentie met variabele vraag past bij de cloud; ontwikkeling en test profiteren van cloudelasticiteit (artikel hybride cloud, dec. 2025).</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Werklasten</translation>
    </message>
    <message>
        <source>&amp;Add a workload</source>
        <translation>&amp;Werklast toevoegen</translation>
    </message>
    <message>
        <source>&amp;Remove workload</source>
        <translation>Werklast verwijde&amp;ren</translation>
    </message>
    <message>
        <source>The scenario&apos;s workloads; choose one to edit its fields below.</source>
        <translation>De werklasten van het scenario; kies er een om de velden eronder te bewerken.</translation>
    </message>
    <message>
        <source>Change when the workload starts</source>
        <translation>Startmaand van de werklast wijzigen</translation>
    </message>
    <message>
        <source>Change where the workload may run</source>
        <translation>Wijzigen waar de werklast mag draaien</translation>
    </message>
    <message>
        <source>Kept in the cloud: the fleet never serves it.</source>
        <translation>Blijft in de cloud: het GPU-park bedient deze werklast nooit.</translation>
    </message>
    <message>
        <source>Only on your own GPUs: where an option has no room for it, the hours it runs in the cloud are reported as a breach.</source>
        <translation>Alleen op uw eigen GPU&apos;s: waar een optie er geen ruimte voor heeft, worden de uren die toch in de cloud draaien als overschrijding gemeld.</translation>
    </message>
    <message>
        <source>Wherever it costs least: on the fleet when it has room, else in the cloud.</source>
        <translation>Waar het het minst kost: op het GPU-park als daar ruimte is, anders in de cloud.</translation>
    </message>
    <message>
        <source>Let the workload end</source>
        <translation>Werklast laten eindigen</translation>
    </message>
    <message>
        <source>Let the workload run to the horizon</source>
        <translation>Werklast tot het einde van de horizon laten draaien</translation>
    </message>
    <message>
        <source>Change when the workload ends</source>
        <translation>Eindmaand van de werklast wijzigen</translation>
    </message>
    <message>
        <source>It ends (a project) in month</source>
        <translation>Hij eindigt (een project) in maand</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Valid: %2.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;p&gt;Geldig: %2.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
</context>
<context>
    <name>gda::ui::WorkloadsTable</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>%1 of the time</source>
        <translation>%1 van de tijd</translation>
    </message>
    <message numerus="yes">
        <source>%1 h × %n day(s) from %2:00</source>
        <translation>
            <numerusform>%1 u × %n dag vanaf %2:00</numerusform>
            <numerusform>%1 u × %n dagen vanaf %2:00</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 per GPU-uur</translation>
    </message>
    <message>
        <source>%1 on spot</source>
        <translation>%1 op spot</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) reserved</source>
        <translation>
            <numerusform>%n GPU gereserveerd</numerusform>
            <numerusform>%n GPU&apos;s gereserveerd</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario prices</source>
        <translation>Prijzen van het scenario</translation>
    </message>
    <message>
        <source>Each workload with how many GPUs it keeps busy at the same time and when. Work that can wait (shiftable) may run at night on the fleet; interruptible work may run on spot capacity. Add or change workloads with Edit → Edit in wizard.</source>
        <translation>Elke werklast met het aantal GPU&apos;s dat hij gelijktijdig bezet houdt, en wanneer. Verschuifbaar werk (dat kan wachten) mag &apos;s nachts op het GPU-park draaien; onderbreekbaar werk mag op spotcapaciteit draaien. Werklasten toevoegen of wijzigen doet u met Bewerken → Bewerken in de wizard.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Werklast</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>GPUs at once</source>
        <translation>Gelijktijdig bezette GPU&apos;s</translation>
    </message>
    <message>
        <source>When it runs</source>
        <translation>Wanneer hij draait</translation>
    </message>
    <message>
        <source>Can wait</source>
        <translation>Verschuifbaar</translation>
    </message>
    <message>
        <source>Interruptible</source>
        <translation>Onderbreekbaar</translation>
    </message>
    <message>
        <source>Where it may run</source>
        <translation>Plaatsing</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Maanden</translation>
    </message>
    <message>
        <source>Cloud terms</source>
        <translation>Cloudvoorwaarden</translation>
    </message>
    <message>
        <source>Workloads of the scenario</source>
        <translation>Werklasten van het scenario</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 tot en met %2</translation>
    </message>
</context>
<context>
    <name>gda::ui::charts</name>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Bezettingsgraad</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>Kostenopbouw</translation>
    </message>
    <message>
        <source>Decision matrix</source>
        <translation>Beslissingsmatrix</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Gevoeligheid</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Onzekerheid</translation>
    </message>
    <message>
        <source>The simulation cannot run with these inputs.</source>
        <translation>De simulatie kan met deze invoer niet worden uitgevoerd.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>quantity (currency symbol) in an axis title</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Maand</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Cumulatieve kosten</translation>
    </message>
    <message>
        <source>Cumulative cost per option</source>
        <translation>Cumulatieve kosten per optie</translation>
    </message>
    <message>
        <source>Utilization (%1)</source>
        <comment>axis title, %1 = the percent sign</comment>
        <translation>Bezettingsgraad (%1)</translation>
    </message>
    <message>
        <source>Total cost over %1 months</source>
        <translation>Totale kosten in %1 maanden</translation>
    </message>
    <message>
        <source>Break-even utilization</source>
        <translation>Break-evenbezettingsgraad</translation>
    </message>
    <message>
        <source>Break-even: %1</source>
        <translation>Break-even: %1</translation>
    </message>
    <message>
        <source>On-premise pays off above %1 utilization</source>
        <translation>On-premise loont boven een bezettingsgraad van %1</translation>
    </message>
    <message>
        <source>On-premise is cheaper at any utilization</source>
        <translation>On-premise is bij elke bezettingsgraad voordeliger</translation>
    </message>
    <message>
        <source>The cloud stays cheaper even at full utilization</source>
        <translation>De cloud blijft zelfs bij volledige bezetting voordeliger</translation>
    </message>
    <message>
        <source>Your utilization</source>
        <translation>Uw bezettingsgraad</translation>
    </message>
    <message>
        <source>Yours: %1</source>
        <translation>Uw waarde: %1</translation>
    </message>
    <message>
        <source>Total cost against utilization</source>
        <translation>Totale kosten naar bezettingsgraad</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>option: total cost</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cost breakdown over %1 months</source>
        <translation>Kostenopbouw in %1 maanden</translation>
    </message>
    <message>
        <source>Score (0 = cloud, 100 = on-premise)</source>
        <translation>Score (0 = cloud, 100 = on-premise)</translation>
    </message>
    <message>
        <source>Cloud up to %1</source>
        <translation>Cloud tot en met %1</translation>
    </message>
    <message>
        <source>On-premise from %1</source>
        <translation>On-premise vanaf %1</translation>
    </message>
    <message>
        <source>Overall (weighted)</source>
        <translation>Totaal (gewogen)</translation>
    </message>
    <message>
        <source>Factor score</source>
        <translation>Factorscore</translation>
    </message>
    <message>
        <source>Overall score</source>
        <translation>Totaalscore</translation>
    </message>
    <message>
        <source>No recommendation: every weight is zero. Give at least one factor a weight.</source>
        <translation>Geen aanbeveling: elk gewicht is nul. Geef ten minste één factor een gewicht.</translation>
    </message>
    <message>
        <source>Change in savings</source>
        <translation>Verandering in de besparing</translation>
    </message>
    <message>
        <source>Base: %1</source>
        <translation>Basis: %1</translation>
    </message>
    <message>
        <source>Sensitivity of the savings</source>
        <translation>Gevoeligheid van de besparing</translation>
    </message>
    <message>
        <source>Draws per bin</source>
        <translation>Trekkingen per klasse</translation>
    </message>
    <message>
        <source>Number of draws</source>
        <translation>Aantal trekkingen</translation>
    </message>
    <message>
        <source>Equal cost</source>
        <translation>Gelijke kosten</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Savings over %1 months: %2 draws</source>
        <translation>Besparing in %1 maanden: %2 trekkingen</translation>
    </message>
    <message>
        <source>Overall (weighted): %1</source>
        <translation>Totaal (gewogen): %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>factor name: score</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Overall score %1 of 100, the weighted mean of the factor scores</source>
        <translation>Totaalscore %1 van 100, het gewogen gemiddelde van de factorscores</translation>
    </message>
    <message>
        <source>Input %1%2</source>
        <comment>input −20%</comment>
        <translation>Invoer %1%2</translation>
    </message>
    <message>
        <source>Input %1%2</source>
        <comment>input +20%</comment>
        <translation>Invoer %1%2</translation>
    </message>
    <message>
        <source>Cumulative cost compared</source>
        <translation>Cumulatieve kosten vergeleken</translation>
    </message>
    <message>
        <source>The scenarios use different currencies; amounts are not converted.</source>
        <translation>De scenario&apos;s gebruiken verschillende valuta; bedragen worden niet omgerekend.</translation>
    </message>
    <message>
        <source>Savings of %1 over the cloud (%2 at the scenario&apos;s values) when one input moves by %3</source>
        <translation>Besparing met %1 ten opzichte van de cloud (%2 bij de scenariowaarden) als één invoerwaarde %3 verandert</translation>
    </message>
    <message>
        <source>Savings of %1 over the cloud</source>
        <translation>Besparing met %1 ten opzichte van de cloud</translation>
    </message>
    <message>
        <source>Axes: %1</source>
        <translation>Assen: %1</translation>
    </message>
    <message>
        <source>Legend: %1</source>
        <translation>Legenda: %1</translation>
    </message>
    <message>
        <source>Cumulative cost (%1 of the scenario&apos;s cloud total)</source>
        <translation>Cumulatieve kosten (%1 van het cloudtotaal van het scenario)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>scenario — option</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>100 = the scenario&apos;s cloud total over its horizon</source>
        <translation>100 = het cloudtotaal van het scenario over de gehele horizon</translation>
    </message>
    <message>
        <source>Colour: scenario · line: option</source>
        <translation>Kleur: scenario · lijn: optie</translation>
    </message>
    <message>
        <source>Own terms</source>
        <translation>Eigen voorwaarden</translation>
    </message>
    <message>
        <source>Month (bars), by year</source>
        <translation>Maand (staven), per jaar</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Jaar %1</translation>
    </message>
    <message>
        <source>On-premise</source>
        <translation>On-premise</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Gereserveerd</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>On-demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>GPU-hours per month</source>
        <translation>GPU-uren per maand</translation>
    </message>
    <message>
        <source>all workloads</source>
        <translation>alle werklasten</translation>
    </message>
    <message>
        <source>Where the work runs: %1</source>
        <translation>Waar het werk draait: %1</translation>
    </message>
    <message>
        <source>GPU-hours per month, %1</source>
        <translation>GPU-uren per maand, %1</translation>
    </message>
    <message>
        <source>On the fleet</source>
        <translation>Op het GPU-park</translation>
    </message>
    <message>
        <source>In the cloud</source>
        <translation>In de cloud</translation>
    </message>
    <message>
        <source>Hour of the week</source>
        <translation>Uur van de week</translation>
    </message>
    <message>
        <source>GPUs busy at the same time</source>
        <translation>Gelijktijdig bezette GPU&apos;s</translation>
    </message>
    <message>
        <source>Fleet capacity</source>
        <translation>Capaciteit van het GPU-park</translation>
    </message>
    <message>
        <source>A week of month %1: %2</source>
        <translation>Een week in maand %1: %2</translation>
    </message>
    <message>
        <source>Fleet capacity: %1 H100-equivalent GPUs</source>
        <translation>Capaciteit van het GPU-park: %1 H100-equivalente GPU&apos;s</translation>
    </message>
    <message>
        <source>Preparation</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>Parallel operation</source>
        <translation>Parallelle operaties</translation>
    </message>
    <message>
        <source>Data migration</source>
        <translation>Datamigratie</translation>
    </message>
    <message>
        <source>Workload migration</source>
        <translation>Migratie van werklasten</translation>
    </message>
    <message>
        <source>Decommissioning</source>
        <translation>Uitfasering</translation>
    </message>
    <message numerus="yes">
        <source>Tranche %1: %n GPU(s)</source>
        <translation>
            <numerusform>Tranche %1: %n GPU</numerusform>
            <numerusform>Tranche %1: %n GPU&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Commitment %1: %n GPU(s)</source>
        <translation>
            <numerusform>Reserveringscontract %1: %n GPU</numerusform>
            <numerusform>Reserveringscontract %1: %n GPU&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Commitment %1: %n GPU(s), %2</source>
        <translation>
            <numerusform>Reserveringscontract %1: %n GPU, %2</numerusform>
            <numerusform>Reserveringscontract %1: %n GPU&apos;s, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Cloud fallback: %1</source>
        <translation>Vangnet in de cloud: %1</translation>
    </message>
    <message>
        <source>Months, by year</source>
        <translation>Maanden, per jaar</translation>
    </message>
    <message>
        <source>Migration phase</source>
        <translation>Migratiefase</translation>
    </message>
    <message>
        <source>Tranche live</source>
        <translation>Tranche in gebruik</translation>
    </message>
    <message>
        <source>Commitment running</source>
        <translation>Reserveringscontract loopt</translation>
    </message>
    <message>
        <source>Cloud fallback</source>
        <translation>Vangnet in de cloud</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>Doorlooptijd</translation>
    </message>
    <message>
        <source>Commitment after release</source>
        <translation>Reserveringscontract, ongebruikte looptijd</translation>
    </message>
    <message>
        <source>The plan over time: %1</source>
        <translation>Het plan in de tijd: %1</translation>
    </message>
    <message>
        <source>No purchases, commitments or phased migration in this plan</source>
        <translation>Geen aankopen, reserveringscontracten of gefaseerde migratie in dit plan</translation>
    </message>
    <message>
        <source>Migration phases, tranches, commitments and the cloud fallback</source>
        <translation>Migratiefasen, tranches, reserveringscontracten en het vangnet in de cloud</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Kosten per maand</translation>
    </message>
    <message>
        <source>The plan&apos;s cost per month: %1</source>
        <translation>De kosten van het plan per maand: %1</translation>
    </message>
    <message>
        <source>Net present value %1</source>
        <translation>Netto contante waarde %1</translation>
    </message>
    <message>
        <source>Purchase tranche</source>
        <translation>Aankooptranche</translation>
    </message>
    <message>
        <source>Commitment</source>
        <translation>Reserveringscontract</translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <comment>the range of an input in the tornado chart: low to high</comment>
        <translation>(%1 tot %2)</translation>
    </message>
    <message>
        <source>Decision matrix: leans to %1</source>
        <translation>Beslissingsmatrix: wijst naar %1</translation>
    </message>
    <message>
        <source>Chance that %1 is cheaper: &lt; %2</source>
        <translation>Kans dat %1 voordeliger is: &lt; %2</translation>
    </message>
    <message>
        <source>Chance that %1 is cheaper: &gt; %2</source>
        <translation>Kans dat %1 voordeliger is: &gt; %2</translation>
    </message>
    <message>
        <source>Chance that %1 is cheaper: %2</source>
        <translation>Kans dat %1 voordeliger is: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a number and its unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a workload&apos;s name: its uncertain input</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>On-premise is cheaper from %1 (%2 utilization)</source>
        <translation>On-premise is voordeliger vanaf %1 (bezettingsgraad %2)</translation>
    </message>
</context>
<context>
    <name>gda::ui::charts::ChartPanel</name>
    <message>
        <source>Simulating…</source>
        <translation>Simuleren…</translation>
    </message>
    <message>
        <source>%1: the chart&apos;s numbers</source>
        <translation>%1: de cijfers van de grafiek</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Invoerwaarde</translation>
    </message>
    <message>
        <source>Low value</source>
        <translation>Lage waarde</translation>
    </message>
    <message>
        <source>Change in savings (low)</source>
        <translation>Verandering in de besparing (laag)</translation>
    </message>
    <message>
        <source>High value</source>
        <translation>Hoge waarde</translation>
    </message>
    <message>
        <source>Change in savings (high)</source>
        <translation>Verandering in de besparing (hoog)</translation>
    </message>
    <message>
        <source>Savings from</source>
        <translation>Ondergrens besparing</translation>
    </message>
    <message>
        <source>Savings up to</source>
        <translation>Bovengrens besparing</translation>
    </message>
    <message>
        <source>Number of draws</source>
        <translation>Aantal trekkingen</translation>
    </message>
</context>
<context>
    <name>gda::ui::charts::DecisionMatrixModel</name>
    <message>
        <source>Factor</source>
        <translation>Factor</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Weighted score</source>
        <translation>Gewogen score</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
    <message>
        <source>%1 pp → %2</source>
        <comment>weight change in percentage points → new recommendation</comment>
        <translation>%1 procentpunt → %2</translation>
    </message>
    <message>
        <source>Distance to a different lean of the matrix</source>
        <translation>Afstand tot een andere uitkomst van de matrix</translation>
    </message>
</context>
<context>
    <name>gda::ui::charts::DecisionMatrixPanel</name>
    <message>
        <source>Weights</source>
        <translation>Gewichten</translation>
    </message>
    <message>
        <source>Weight of %1</source>
        <translation>Gewicht van %1</translation>
    </message>
    <message>
        <source>No recommendation: every weight is zero. Give at least one factor a weight.</source>
        <translation>Geen aanbeveling: elk gewicht is nul. Geef ten minste één factor een gewicht.</translation>
    </message>
    <message>
        <source>Change weight</source>
        <translation>Gewicht wijzigen</translation>
    </message>
    <message>
        <source>Not updated: %1</source>
        <translation>Niet bijgewerkt: %1</translation>
    </message>
    <message>
        <source>Decision matrix: scores and reasons</source>
        <translation>Beslissingsmatrix: scores en redenen</translation>
    </message>
    <message>
        <source>The decision matrix leans to %1, overall score %2 of 100</source>
        <translation>De beslissingsmatrix wijst naar %1, totaalscore %2 van 100</translation>
    </message>
</context>
<context>
    <name>gda::ui::currency</name>
    <message>
        <source>Currency not changed</source>
        <translation>Valuta niet gewijzigd</translation>
    </message>
    <message>
        <source>The amounts cannot be converted: %1</source>
        <translation>De bedragen kunnen niet worden omgerekend: %1</translation>
    </message>
    <message>
        <source>Change the currency to %1</source>
        <translation>Valuta wijzigen in %1</translation>
    </message>
    <message>
        <source>Every amount of “%1” is converted at %2 USD per EUR (%3 of %4): %5 becomes %6. Amounts still at their default take the default in %7.</source>
        <translation>Elk bedrag van “%1” wordt omgerekend tegen %2 USD per EUR (%3 van %4): %5 wordt %6. Bedragen die nog op hun standaardwaarde staan, krijgen de standaardwaarde in %7.</translation>
    </message>
    <message>
        <source>If the amounts you typed are already meant in %1, keep them as typed: only the defaults change then.</source>
        <translation>Zijn de bedragen die u hebt ingevuld al bedoeld in %1, laat ze dan zoals ingevuld: dan veranderen alleen de standaardwaarden.</translation>
    </message>
    <message>
        <source>Convert every amount</source>
        <translation>Elk bedrag omrekenen</translation>
    </message>
    <message>
        <source>Keep typed amounts</source>
        <translation>Ingevulde bedragen behouden</translation>
    </message>
    <message>
        <source>Change currency</source>
        <translation>Valuta wijzigen</translation>
    </message>
</context>
<context>
    <name>gda::ui::exporting</name>
    <message>
        <source>The uncertainty of %1 is not valid.</source>
        <translation>De onzekerheid van %1 is niet geldig.</translation>
    </message>
    <message>
        <source>The simulation cannot run with these inputs.</source>
        <translation>De simulatie kan met deze invoer niet worden uitgevoerd.</translation>
    </message>
    <message>
        <source>Catalog: %1 %2, %3</source>
        <comment>provider, instance, price date</comment>
        <translation>Catalogus: %1 %2, %3</translation>
    </message>
    <message>
        <source>Catalog: %1, %2</source>
        <comment>GPU model, price date</comment>
        <translation>Catalogus: %1, %2</translation>
    </message>
    <message>
        <source>%1 per GB</source>
        <translation>%1 per GB</translation>
    </message>
    <message>
        <source>beyond %1 TB: %2</source>
        <translation>boven %1 TB: %2</translation>
    </message>
    <message>
        <source>every TB: %1</source>
        <translation>elke TB: %1</translation>
    </message>
    <message>
        <source>%1–%2 TB: %3</source>
        <translation>%1–%2 TB: %3</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source>flat (every month %1)</source>
        <translation>vlak (elke maand %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n maand</numerusform>
            <numerusform>%n maanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n jaar</numerusform>
            <numerusform>%n jaar</numerusform>
        </translation>
    </message>
    <message>
        <source>(estimate)</source>
        <translation>(schatting)</translation>
    </message>
    <message>
        <source>Cloud offer %1 %2 (%3), prices of %4%5: %6</source>
        <translation>Cloudaanbieding %1 %2 (%3), prijzen van %4%5: %6</translation>
    </message>
    <message>
        <source>GPU model %1, figures of %2%3: %4</source>
        <translation>GPU-model %1, cijfers van %2%3: %4</translation>
    </message>
    <message>
        <source>Exchange rate %1 USD per EUR of %2: %3</source>
        <translation>Wisselkoers %1 USD per EUR van %2: %3</translation>
    </message>
    <message>
        <source>Catalog of %1; its prices are in US dollars.</source>
        <translation>Catalogus van %1; de prijzen zijn in Amerikaanse dollars.</translation>
    </message>
    <message>
        <source>Catalog of %1; its prices are in US dollars, converted to euros at the rate above.</source>
        <translation>Catalogus van %1; de prijzen zijn in Amerikaanse dollars, omgerekend naar euro&apos;s tegen de koers hierboven.</translation>
    </message>
    <message>
        <source>the SVG generator cannot start</source>
        <translation>de SVG-generator kan niet starten</translation>
    </message>
    <message>
        <source>the PDF writer cannot start</source>
        <translation>de PDF-schrijver kan niet starten</translation>
    </message>
    <message>
        <source>the PDF writer failed</source>
        <translation>de PDF-schrijver is mislukt</translation>
    </message>
    <message>
        <source>The chart size %1 × %2 is out of range (valid: %3 to %4 pixels per side).</source>
        <translation>Het grafiekformaat %1 × %2 valt buiten het bereik (geldig: %3 tot en met %4 pixels per zijde).</translation>
    </message>
    <message>
        <source>The resolution %1 DPI is out of range (valid: %2 to %3).</source>
        <translation>De resolutie %1 DPI valt buiten het bereik (geldig: %2 tot en met %3).</translation>
    </message>
    <message>
        <source>The image would be %1 × %2 pixels; at most %3 per side. Lower the size or the resolution.</source>
        <translation>De afbeelding zou %1 × %2 pixels worden; hoogstens %3 per zijde. Verklein het formaat of de resolutie.</translation>
    </message>
    <message>
        <source>not enough memory for the image</source>
        <translation>onvoldoende geheugen voor de afbeelding</translation>
    </message>
    <message>
        <source>the PNG could not be written</source>
        <translation>de PNG kon niet worden geschreven</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>chart name — scenario name</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>not named</source>
        <translation>zonder naam</translation>
    </message>
    <message>
        <source>%1 of scenario &quot;%2&quot; for client %3, made with GPU Decision Advisor.</source>
        <translation>%1 van scenario “%2” voor klant %3, gemaakt met GPU Decision Advisor.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>report: --out must name a .pdf file, not &quot;%1&quot;</source>
        <translation>report: --out moet een .pdf-bestand noemen, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>report: --paper &quot;%1&quot; is not valid (valid: a4, letter)</source>
        <translation>report: --paper &quot;%1&quot; is niet geldig (geldig: a4, letter)</translation>
    </message>
    <message>
        <source>chart needs --kind (%1)</source>
        <translation>chart verwacht --kind (%1)</translation>
    </message>
    <message>
        <source>chart: --kind &quot;%1&quot; is not valid (valid: %2)</source>
        <translation>chart: --kind &quot;%1&quot; is niet geldig (geldig: %2)</translation>
    </message>
    <message>
        <source>chart: cannot tell the format of &quot;%1&quot; (use .png, .svg or .pdf)</source>
        <translation>chart: kan het formaat van &quot;%1&quot; niet bepalen (gebruik .png, .svg of .pdf)</translation>
    </message>
    <message>
        <source>chart: %1</source>
        <translation>chart: %1</translation>
    </message>
    <message>
        <source>Decision report: %1</source>
        <translation>Beslissingsrapport: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>client — scenario</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>Figure %1. %2</source>
        <translation>Figuur %1. %2</translation>
    </message>
    <message>
        <source>Decision matrix: the five factor scores (0 = strongly cloud, 100 = strongly on-premise) and their weighted overall score.</source>
        <translation>Beslissingsmatrix: de scores van de vijf factoren (0 = sterk cloud, 100 = sterk on-premise) en hun gewogen totaalscore.</translation>
    </message>
    <message>
        <source>Total cost over the horizon against utilization, all other inputs unchanged.</source>
        <translation>Totale kosten over de gehele horizon naar bezettingsgraad, overige invoer ongewijzigd.</translation>
    </message>
    <message>
        <source>Cost by category over the horizon, per option.</source>
        <translation>Kosten per categorie over de gehele horizon, per optie.</translation>
    </message>
    <message>
        <source>Uncertainty: %1</source>
        <translation>Onzekerheid: %1</translation>
    </message>
    <message>
        <source>Decision report</source>
        <translation>Beslissingsrapport</translation>
    </message>
    <message>
        <source>Rent GPUs in the cloud, buy them on-premise, or mix the two</source>
        <translation>GPU&apos;s huren in de cloud, on-premise kopen of beide combineren</translation>
    </message>
    <message>
        <source>Prepared for %1</source>
        <translation>Opgesteld voor %1</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Datum: %1</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Auteur: %1</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>Aanbeveling: %1</translation>
    </message>
    <message>
        <source>Horizon %1 · amounts in %2 · cost model version %3</source>
        <translation>Horizon %1 · bedragen in %2 · versie kostenmodel %3</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Managementsamenvatting</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Aanbeveling</translation>
    </message>
    <message>
        <source>No recommendation: every weight of the decision matrix is zero. Give at least one factor a weight.</source>
        <translation>Geen aanbeveling: elk gewicht in de beslissingsmatrix is nul. Geef ten minste één factor een gewicht.</translation>
    </message>
    <message>
        <source>Overall score %1 of 100. A score of %2 or less points to the cloud, %3 or more to on-premise, and anything in between to a hybrid of the two.</source>
        <translation>Totaalscore %1 van 100. Een score van %2 of lager wijst op de cloud, %3 of hoger op on-premise en een score daartussen op een hybride oplossing.</translation>
    </message>
    <message>
        <source>Decision matrix</source>
        <translation>Beslissingsmatrix</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Factor</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reden</translation>
    </message>
    <message>
        <source>Overall (weighted)</source>
        <translation>Totaal (gewogen)</translation>
    </message>
    <message>
        <source>No single weight change within 0 to 100% changes the recommendation.</source>
        <translation>Geen enkele wijziging van één gewicht tussen 0 en 100% verandert de aanbeveling.</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>Kerncijfers</translation>
    </message>
    <message>
        <source>What each option costs over %1 (%2 GPU-hours of work), in %3.</source>
        <translation>Wat elke optie in %1 kost (%2 GPU-uren werk), bedragen in %3.</translation>
    </message>
    <message>
        <source>Total cost of ownership (TCO)</source>
        <translation>Totale eigendomskosten (TCO)</translation>
    </message>
    <message>
        <source>Net present value of the costs (NPV, %1 discount rate)</source>
        <translation>Netto contante waarde van de kosten (NCW, disconteringsvoet %1)</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>Kosten per GPU-uur</translation>
    </message>
    <message>
        <source>GPUs owned</source>
        <translation>Eigen GPU&apos;s</translation>
    </message>
    <message>
        <source>On-premise against the cloud</source>
        <translation>On-premise tegenover de cloud</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kengetal</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Break-even utilization</source>
        <translation>Break-evenbezettingsgraad</translation>
    </message>
    <message>
        <source>Savings of on-premise over the cloud</source>
        <translation>Besparing met on-premise ten opzichte van de cloud</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Optimal on-premise fleet of the hybrid option</source>
        <translation>Optimaal on-premise GPU-park van de hybride optie</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario utilization</source>
        <translation>Bezettingsgraad van het scenario</translation>
    </message>
    <message>
        <source>Cost by category</source>
        <translation>Kosten per categorie</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categorie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>on-premise is cheaper at any utilization</source>
        <translation>on-premise is bij elke bezettingsgraad voordeliger</translation>
    </message>
    <message>
        <source>the cloud stays cheaper even at full utilization</source>
        <translation>de cloud blijft zelfs bij volledige bezetting voordeliger</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>Kostenverloop</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Gevoeligheid</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Invoer</translation>
    </message>
    <message>
        <source>Low value</source>
        <translation>Lage waarde</translation>
    </message>
    <message>
        <source>Savings at low</source>
        <translation>Besparing bij laag</translation>
    </message>
    <message>
        <source>High value</source>
        <translation>Hoge waarde</translation>
    </message>
    <message>
        <source>Savings at high</source>
        <translation>Besparing bij hoog</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereik</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>Onzekerheid</translation>
    </message>
    <message>
        <source>No simulation: %1</source>
        <translation>Geen simulatie: %1</translation>
    </message>
    <message>
        <source>Savings, P10 (9 in 10 draws save more)</source>
        <translation>Besparing, P10 (9 op de 10 trekkingen besparen meer)</translation>
    </message>
    <message>
        <source>Savings, P50 (median)</source>
        <translation>Besparing, P50 (mediaan)</translation>
    </message>
    <message>
        <source>Savings, P90 (1 in 10 draws saves more)</source>
        <translation>Besparing, P90 (1 op de 10 trekkingen bespaart meer)</translation>
    </message>
    <message>
        <source>Mean savings</source>
        <translation>Gemiddelde besparing</translation>
    </message>
    <message>
        <source>Break-even month, P10 / P50 / P90</source>
        <translation>Break-evenmaand, P10 / P50 / P90</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>Draws without break-even within the horizon</source>
        <translation>Trekkingen zonder break-evenpunt binnen de horizon</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>Distributions</source>
        <translation>Verdelingen</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Laag</translation>
    </message>
    <message>
        <source>Most likely</source>
        <translation>Meest waarschijnlijk</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoog</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Aannames</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Sources of the defaults</source>
        <translation>Bronnen van de standaardwaarden</translation>
    </message>
    <message>
        <source>Price sources</source>
        <translation>Prijsbronnen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>Method in brief</source>
        <translation>Methode in het kort</translation>
    </message>
    <message>
        <source>Cost model.</source>
        <translation>Kostenmodel.</translation>
    </message>
    <message>
        <source>For every month of the horizon the model adds up what each option costs. The cloud option rents every GPU-hour the workload needs. The on-premise option buys its fleet at the start — the cloud bridges the lead time — and pays power and cooling, maintenance, staff and other running costs; work beyond the fleet&apos;s capacity is rented. The hybrid option owns the steady baseline and rents the peaks. The total cost of ownership adds the months up; the net present value discounts them at the discount rate.</source>
        <translation>Voor elke maand van de horizon telt het model op wat elke optie kost. De cloudoptie huurt elk GPU-uur dat de werklast nodig heeft. De on-premise-optie koopt haar GPU-park aan het begin — de cloud overbrugt de doorlooptijd — en betaalt stroom en koeling, onderhoud, personeel en overige operationele kosten; werk dat de capaciteit van het GPU-park overschrijdt, wordt in de cloud gehuurd. De hybride optie dekt de stabiele basislast met eigen GPU&apos;s en huurt de pieken in de cloud. De totale eigendomskosten zijn de som van de maanden; de netto contante waarde disconteert ze tegen de disconteringsvoet.</translation>
    </message>
    <message>
        <source>Break-even.</source>
        <translation>Break-even.</translation>
    </message>
    <message>
        <source>The break-even month is where the cumulative cost of on-premise falls below that of the cloud, interpolated between month ends. The break-even utilization is the utilization at which both cost the same over the horizon.</source>
        <translation>De break-evenmaand (de terugverdientijd) is het moment waarop de cumulatieve kosten van on-premise onder die van de cloud zakken, geïnterpoleerd tussen de maandeinden. De break-evenbezettingsgraad is de bezettingsgraad waarbij beide opties over de gehele horizon evenveel kosten.</translation>
    </message>
    <message>
        <source>Decision matrix.</source>
        <translation>Beslissingsmatrix.</translation>
    </message>
    <message>
        <source>Five factors are scored from 0 (strongly cloud) to 100 (strongly on-premise): utilization, workload predictability, technical expertise, capital availability and data gravity. Their weighted mean is the overall score: %1 or less recommends the cloud, %2 or more on-premise, anything in between a hybrid.</source>
        <translation>Vijf factoren krijgen een score van 0 (sterk cloud) tot en met 100 (sterk on-premise): bezettingsgraad, voorspelbaarheid van de werklast, technische expertise, kapitaalbeschikbaarheid en data-zwaartekracht. Hun gewogen gemiddelde is de totaalscore: bij %1 of lager luidt het advies cloud, bij %2 of hoger on-premise en daartussen hybride.</translation>
    </message>
    <message>
        <source>Sensitivity and uncertainty.</source>
        <translation>Gevoeligheid en onzekerheid.</translation>
    </message>
    <message>
        <source>The sensitivity analysis moves one input at a time 20% down and up. The Monte Carlo simulation draws several inputs together from triangular distributions; P10, P50 and P90 are the savings that 10%, 50% and 90% of the draws stay below.</source>
        <translation>De gevoeligheidsanalyse verlaagt en verhoogt telkens één invoerwaarde met 20%. De Monte Carlo-simulatie trekt tegelijk waarden voor meerdere onzekere invoerwaarden, elk uit een driehoeksverdeling; P10, P50 en P90 zijn de besparingen waaronder 10%, 50% en 90% van de trekkingen blijft.</translation>
    </message>
    <message>
        <source>Limits.</source>
        <translation>Beperkingen.</translation>
    </message>
    <message>
        <source>The figures follow from the inputs listed under Assumptions. Prices change, and the model leaves out taxes, subsidies and the value of flexibility; check the inputs with current quotes before deciding. The application&apos;s methodology describes every formula and default in full.</source>
        <translation>De cijfers volgen uit de invoer die onder Aannames staat. Prijzen veranderen, en het model laat belastingen, subsidies en de waarde van flexibiliteit buiten beschouwing; controleer de invoer aan de hand van actuele offertes voordat u beslist. De methodologie van de toepassing beschrijft elke formule en standaardwaarde volledig.</translation>
    </message>
    <message>
        <source>the PDF writer cannot add a page</source>
        <translation>de PDF-schrijver kan geen pagina toevoegen</translation>
    </message>
    <message>
        <source>Unknown report language &quot;%1&quot; (valid: %2).</source>
        <translation>Onbekende rapporttaal &quot;%1&quot; (geldig: %2).</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; try --help</source>
        <translation>onbekende opdracht &quot;%1&quot;; probeer --help</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standaard: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>source name: full reference</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Every input of the scenario with its value and its source: the price catalog (with the date of the price), a default of the application (with its dated source, referenced in full below), or the scenario itself.</source>
        <translation>Alle invoer van het scenario, met de waarde en de bron: de prijscatalogus (met de datum van de prijs), een standaardwaarde van de toepassing (met de bron en haar datum, hieronder volledig vermeld) of het scenario zelf.</translation>
    </message>
    <message>
        <source>The matrix points to %1</source>
        <translation>De matrix wijst naar %1</translation>
    </message>
    <message>
        <source>Sensitivity: the change in the savings of %1 over the cloud when one input moves 20% down or up.</source>
        <translation>Gevoeligheid: de verandering van de besparing met %1 ten opzichte van de cloud als één invoerwaarde 20% daalt of stijgt.</translation>
    </message>
    <message>
        <source>Uncertainty: the savings of %1 over the cloud in %2 simulated draws, with P10, P50 and P90.</source>
        <translation>Onzekerheid: de besparing met %1 ten opzichte van de cloud in %2 gesimuleerde trekkingen, met P10, P50 en P90.</translation>
    </message>
    <message>
        <source>At the scenario&apos;s own values %1 saves %2 over the cloud.</source>
        <translation>Bij de waarden van het scenario bespaart %1 %2 ten opzichte van de cloud.</translation>
    </message>
    <message>
        <source>At the scenario&apos;s own values the cloud is %1 cheaper than %2.</source>
        <translation>Bij de waarden van het scenario is de cloud %1 voordeliger dan %2.</translation>
    </message>
    <message>
        <source>Each row moves one input 20% down and up with all others unchanged; the widest rows matter most. The savings are those of %1 over the cloud; a negative amount means the cloud is cheaper.</source>
        <translation>Elke rij verlaagt en verhoogt één invoerwaarde met 20%, overige invoer ongewijzigd; de breedste rijen wegen het zwaarst. De besparing is die met %1 ten opzichte van de cloud; een negatief bedrag betekent dat de cloud voordeliger is.</translation>
    </message>
    <message>
        <source>A Monte Carlo simulation draws the uncertain inputs together, %1 times, each from a triangular distribution (low, most likely, high), and computes the savings of %2 over the cloud for every draw. Seed %3: the same scenario gives the same figures on every computer.</source>
        <translation>Een Monte Carlo-simulatie trekt %1 keer tegelijk waarden voor alle onzekere invoer, elke waarde uit een driehoeksverdeling (laag, meest waarschijnlijk, hoog), en berekent voor elke trekking de besparing met %2 ten opzichte van de cloud. Startwaarde %3: hetzelfde scenario geeft op elke computer dezelfde cijfers.</translation>
    </message>
    <message>
        <source>Probability that %1 is cheaper</source>
        <translation>Kans dat %1 voordeliger is</translation>
    </message>
    <message>
        <source>(converted at %1)</source>
        <translation>(omgerekend tegen %1)</translation>
    </message>
    <message>
        <source>report: give a scenario FILE with --out, or a library selection with --out-dir, not both</source>
        <translation>report: geef een scenario-BESTAND met --out, of een selectie uit de bibliotheek met --out-dir, niet beide</translation>
    </message>
    <message>
        <source>report: --ids, --client and --all need --out-dir DIR</source>
        <translation>report: --ids, --client en --all verwachten ook --out-dir MAP</translation>
    </message>
    <message>
        <source>report %1/%2: scenario %3 → %4</source>
        <translation>report %1/%2: scenario %3 → %4</translation>
    </message>
    <message>
        <source>report %1/%2: scenario %3 (“%4”) failed: %5</source>
        <translation>report %1/%2: scenario %3 (“%4”) is mislukt: %5</translation>
    </message>
    <message>
        <source>report: %1 of %2 reports written to %3, %4 failed</source>
        <translation>report: %1 van %2 rapporten geschreven naar %3, %4 mislukt</translation>
    </message>
    <message>
        <source>report: --db needs --ids, --client or --all</source>
        <translation>report: --db verwacht ook --ids, --client of --all</translation>
    </message>
    <message>
        <source>report takes a scenario FILE, or --db DB with --ids, --client or --all</source>
        <translation>report verwacht een scenario-BESTAND, of --db DB met --ids, --client of --all</translation>
    </message>
    <message>
        <source>Cumulative cost of each option month by month. %1.</source>
        <translation>Cumulatieve kosten van elke optie per maand. %1.</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Werklasten</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;s</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Optie</translation>
    </message>
    <message>
        <source>On-premise</source>
        <translation>On-premise</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Gereserveerd</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Placement violations</source>
        <translation>Plaatsingsconflicten</translation>
    </message>
    <message>
        <source>the SVG could not be written</source>
        <translation>de SVG kon niet worden geschreven</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Savings of on-premise</source>
        <translation>Besparing met on-premise</translation>
    </message>
    <message>
        <source>on-premise always cheaper</source>
        <translation>on-premise altijd voordeliger</translation>
    </message>
    <message>
        <source>cloud always cheaper</source>
        <translation>cloud altijd voordeliger</translation>
    </message>
    <message>
        <source>Cost-minimising on-premise fleet</source>
        <translation>Kostenoptimaal on-premise GPU-park</translation>
    </message>
    <message>
        <source>Total cost: %1</source>
        <translation>Totale kosten: %1</translation>
    </message>
    <message>
        <source>Cost per GPU-hour: %1</source>
        <translation>Kosten per GPU-uur: %1</translation>
    </message>
    <message>
        <source>All inputs are the same</source>
        <translation>Alle invoer is gelijk</translation>
    </message>
    <message>
        <source>Inputs that differ:</source>
        <translation>Invoer die verschilt:</translation>
    </message>
    <message>
        <source>A comparison takes two to four scenarios, not %1.</source>
        <translation>Een vergelijking omvat twee tot en met vier scenario&apos;s, niet %1.</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot; (valid: %2).</source>
        <translation>Onbekende taal &quot;%1&quot; (geldig: %2).</translation>
    </message>
    <message>
        <source>Cannot tell the format of &quot;%1&quot; (valid: %2).</source>
        <translation>Het formaat van &quot;%1&quot; is niet te bepalen (geldig: %2).</translation>
    </message>
    <message>
        <source>Cumulative cost compared</source>
        <translation>Cumulatieve kosten vergeleken</translation>
    </message>
    <message>
        <source>Comparison of the scenarios %1, made with GPU Decision Advisor.</source>
        <translation>Vergelijking van de scenario&apos;s %1, gemaakt met GPU Decision Advisor.</translation>
    </message>
    <message>
        <source>report: --logo: %1</source>
        <translation>report: --logo: %1</translation>
    </message>
    <message>
        <source>report: --compare takes one to three scenario FILEs separated by commas, not &quot;%1&quot;</source>
        <translation>report: --compare verwacht één tot en met drie scenario-BESTANDEN, gescheiden door komma&apos;s, niet &quot;%1&quot;</translation>
    </message>
    <message>
        <source>compare needs --out X.png|X.svg|X.pdf|X.csv here</source>
        <translation>compare vraagt hier om --out X.png|X.svg|X.pdf|X.csv</translation>
    </message>
    <message>
        <source>compare: cannot tell the format of &quot;%1&quot; (use %2)</source>
        <translation>compare: het formaat van &quot;%1&quot; is niet te bepalen (gebruik %2)</translation>
    </message>
    <message>
        <source>compare: %1</source>
        <translation>compare: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>firm · Decision report</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>confidentiality line · date</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Placement in the %1 option: the GPU-hours of every month on the fleet and in the cloud by term.</source>
        <translation>Plaatsing in de optie %1: de GPU-uren van elke maand op het GPU-park en in de cloud per contractvorm (on-demand, gereserveerd, spot).</translation>
    </message>
    <message>
        <source>A week of month %1 in the %2 option: GPUs busy on the fleet and in the cloud at each hour, against the fleet&apos;s capacity (the line).</source>
        <translation>Een week van maand %1 in de optie %2: bezette GPU&apos;s op het GPU-park en in de cloud per uur, tegenover de capaciteit van het GPU-park (de lijn).</translation>
    </message>
    <message>
        <source>Cumulative cost of every option of the compared scenarios, each as a percentage of its own cloud total over its horizon.</source>
        <translation>Cumulatieve kosten van elke optie van de vergeleken scenario&apos;s, elk als percentage van het eigen cloudtotaal over de gehele horizon.</translation>
    </message>
    <message>
        <source>Comparison with other scenarios</source>
        <translation>Vergelijking met andere scenario&apos;s</translation>
    </message>
    <message numerus="yes">
        <source>This scenario (first column) beside %n other scenario(s): the key figures, then every input that differs.</source>
        <translation>
            <numerusform>Dit scenario (eerste kolom) naast %n ander scenario: de kerncijfers, daarna alle invoer die verschilt.</numerusform>
            <numerusform>Dit scenario (eerste kolom) naast %n andere scenario&apos;s: de kerncijfers, daarna alle invoer die verschilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The logo &quot;%1&quot; does not exist.</source>
        <translation>Het logo &quot;%1&quot; bestaat niet.</translation>
    </message>
    <message>
        <source>The logo &quot;%1&quot; cannot be read (valid: a PNG, JPEG or SVG image).</source>
        <translation>Het logo &quot;%1&quot; kan niet worden gelezen (geldig: een PNG-, JPEG- of SVG-afbeelding).</translation>
    </message>
    <message>
        <source>The plan of the %1 option over time: migration phases, purchase tranches (light: the lead time), reserved commitments (hatched: after their release) and the cloud fallback.</source>
        <translation>Het plan van de %1 optie in de tijd: migratiefasen, aankooptranches (licht: de doorlooptijd), reserveringscontracten (gearceerd: de ongebruikte resterende looptijd) en het vangnet in de cloud.</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>The %1 option buys %2 in %3, at a net present value of %4. The table gives every part of the plan with the first and the last month it touches, counted from 1; a tranche goes live after its lead time.</source>
        <translation>De %1 optie koopt %2 in %3, tegen een netto contante waarde van %4. De tabel geeft elk onderdeel van het plan met de eerste en de laatste maand waarin het valt, geteld vanaf 1; een tranche gaat na haar doorlooptijd in gebruik.</translation>
    </message>
    <message numerus="yes">
        <source>%n tranche(s)</source>
        <translation>
            <numerusform>%n tranche</numerusform>
            <numerusform>%n tranches</numerusform>
        </translation>
    </message>
    <message>
        <source>Part of the plan</source>
        <translation>Onderdeel van het plan</translation>
    </message>
    <message>
        <source>Ordered in month</source>
        <translation>Besteld in maand</translation>
    </message>
    <message>
        <source>First month</source>
        <translation>Eerste maand</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Laatste maand</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standaardwaarde</translation>
    </message>
    <message>
        <source>Set in the scenario</source>
        <translation>Ingesteld in het scenario</translation>
    </message>
    <message>
        <source>Slide 16:9</source>
        <translation>Dia 16:9</translation>
    </message>
    <message>
        <source>Half a slide</source>
        <translation>Halve dia</translation>
    </message>
    <message>
        <source>A4 text column</source>
        <translation>A4-tekstkolom</translation>
    </message>
    <message>
        <source>A4 page (landscape)</source>
        <translation>A4-pagina (liggend)</translation>
    </message>
    <message>
        <source>report: %1</source>
        <translation>report: %1</translation>
    </message>
    <message>
        <source>chart: --preset &quot;%1&quot; is not valid (valid: %2)</source>
        <translation>chart: --preset &quot;%1&quot; is niet geldig (geldig: %2)</translation>
    </message>
    <message>
        <source>chart: give --preset or --width and --height, not both</source>
        <translation>chart: geef --preset of --width en --height, niet allebei</translation>
    </message>
    <message>
        <source>CSV for a Dutch Excel: semicolons, decimal comma (*.csv)</source>
        <translation>CSV voor een Nederlandse Excel: puntkomma&apos;s, decimale komma (*.csv)</translation>
    </message>
    <message>
        <source>CSV for an English Excel: commas, decimal point (*.csv)</source>
        <translation>CSV voor een Engelse Excel: komma&apos;s, decimale punt (*.csv)</translation>
    </message>
    <message>
        <source>CSV, machine-readable: the command line&apos;s default form (*.csv)</source>
        <translation>CSV, machineleesbaar: de standaardvorm van de opdrachtregel (*.csv)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exporteren</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>Niet geëxporteerd</translation>
    </message>
    <message>
        <source>Measured baseline</source>
        <translation>Gemeten uitgangssituatie</translation>
    </message>
    <message>
        <source>The workloads and cloud terms of this scenario were measured from the client&apos;s own files: cloud bills and GPU monitoring logs. Each file is named with the SHA-256 checksum of its contents as read, so every figure can be traced to the exact data. The proposed workloads are a suggestion that was reviewed before the analysis.</source>
        <translation>De werklasten en cloudvoorwaarden van dit scenario zijn gemeten uit de eigen bestanden van de klant: cloudfacturen en GPU-monitoringlogs. Elk bestand staat hier met het SHA-256-controlegetal van de inhoud zoals die is gelezen, zodat elk cijfer tot de precieze gegevens te herleiden is. De voorgestelde werklasten zijn een voorstel dat vóór de analyse is nagekeken.</translation>
    </message>
    <message numerus="yes">
        <source>Bills: %1 to %2 (%n month(s)), effective spend %3, %4 GPU-hours billed</source>
        <translation>
            <numerusform>Facturen: %1 tot %2 (%n maand), effectieve uitgaven %3, %4 GPU-uren gefactureerd</numerusform>
            <numerusform>Facturen: %1 tot %2 (%n maanden), effectieve uitgaven %3, %4 GPU-uren gefactureerd</numerusform>
        </translation>
    </message>
    <message>
        <source>Accounts and projects</source>
        <translation>Accounts en projecten</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>%1: %2, listed in clear in the scenario file</source>
        <translation>%1: %2, leesbaar vermeld in het scenariobestand</translation>
    </message>
    <message>
        <source>%1: %2, listed only as SHA-256 hashes in the scenario file</source>
        <translation>%1: %2, in het scenariobestand alleen als SHA-256-hash vermeld</translation>
    </message>
    <message>
        <source>What was read</source>
        <translation>Wat er is gelezen</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formaat</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Billed against measured GPU-hours</source>
        <translation>Gefactureerd tegenover gemeten GPU-uren</translation>
    </message>
    <message>
        <source>GPU-hours on the bills against the GPU-hours the telemetry saw busy (a GPU counts as busy at 5% utilization or more). The difference is capacity paid for but idle; a negative difference means the telemetry covers GPUs or hours the bills do not.</source>
        <translation>GPU-uren op de facturen tegenover de GPU-uren die de telemetrie bezet zag (een GPU telt als bezet bij een bezetting van 5% of meer). Het verschil is capaciteit die betaald maar onbenut is; een negatief verschil betekent dat de telemetrie GPU&apos;s of uren omvat die niet op de facturen staan.</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-model</translation>
    </message>
    <message>
        <source>Billed GPU-hours</source>
        <translation>Gefactureerde GPU-uren</translation>
    </message>
    <message>
        <source>Measured busy GPU-hours</source>
        <translation>Gemeten bezette GPU-uren</translation>
    </message>
    <message>
        <source>Paid but idle</source>
        <translation>Betaald maar onbenut</translation>
    </message>
    <message>
        <source>Idle share</source>
        <translation>Aandeel onbenut</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>Alle GPU&apos;s</translation>
    </message>
    <message>
        <source>Not in the catalog</source>
        <translation>Niet in de catalogus</translation>
    </message>
    <message>
        <source>Cannot create the folder &quot;%1&quot;.</source>
        <translation>Kan de map &quot;%1&quot; niet maken.</translation>
    </message>
    <message>
        <source>the scenario could not be read</source>
        <translation>het scenario kon niet worden gelezen</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>Kan geen tijdelijke map maken: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>report: --accent &quot;%1&quot; is not a colour (valid: #RRGGBB, for example #8B1E3F)</source>
        <translation>report: --accent &quot;%1&quot; is geen kleur (geldig: #RRGGBB, bijvoorbeeld #8B1E3F)</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>maand %1</translation>
    </message>
    <message>
        <source>from month %1</source>
        <translation>vanaf maand %1</translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation>regel %1</translation>
    </message>
    <message>
        <source>Decision matrix leans to</source>
        <translation>Beslissingsmatrix wijst naar</translation>
    </message>
    <message>
        <source>%1, score %2</source>
        <translation>%1, score %2</translation>
    </message>
    <message>
        <source>The recommendation is closest to changing through the weight of %1: lowering it by %2 percentage points makes it %3.</source>
        <translation>De aanbeveling is het gevoeligst voor het gewicht van de factor %1: bij een verlaging met %2 procentpunt wordt het advies %3.</translation>
    </message>
    <message>
        <source>The recommendation is closest to changing through the weight of %1: raising it by %2 percentage points makes it %3.</source>
        <translation>De aanbeveling is het gevoeligst voor het gewicht van de factor %1: bij een verhoging met %2 procentpunt wordt het advies %3.</translation>
    </message>
    <message>
        <source>On-premise fleet of the hybrid option</source>
        <translation>On-premise GPU-park van de hybride optie</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>GPU model name (its id)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Offers the multi-cloud option leaves out</source>
        <translation>Aanbiedingen die de multi-cloudoptie niet gebruikt</translation>
    </message>
    <message>
        <source>The multi-cloud option places a workload only with offers that meet its needs: the region where its data may be processed, the network between GPUs that training across machines needs, an availability commitment for inference that cannot wait, enough GPUs, and a price that is not stale.</source>
        <translation>De multi-cloudoptie plaatst een werklast alleen bij aanbiedingen die aan zijn eisen voldoen: de regio waar zijn data verwerkt mag worden, het netwerk tussen GPU&apos;s dat training over meerdere machines nodig heeft, een beschikbaarheidsgarantie voor inferentie die niet kan wachten, genoeg GPU&apos;s, en een prijs die niet verouderd is.</translation>
    </message>
    <message>
        <source>Break-even month of on-premise (payback period)</source>
        <translation>Break-evenmaand on-premise (terugverdientijd)</translation>
    </message>
    <message>
        <source>reports.zip</source>
        <comment>file name of the zip archive of a batch of reports</comment>
        <translation>rapporten.zip</translation>
    </message>
    <message>
        <source>All other inputs</source>
        <translation>Alle overige invoer</translation>
    </message>
    <message>
        <source>Workload %1</source>
        <translation>Werklast %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>workload: input</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Bills</source>
        <translation>Facturen</translation>
    </message>
    <message>
        <source>Telemetry</source>
        <translation>Telemetrie</translation>
    </message>
    <message numerus="yes">
        <source>Telemetry: %n GPU(s) from %1 to %2 (UTC), %3 busy GPU-hours</source>
        <translation>
            <numerusform>Telemetrie: %n GPU van %1 tot %2 (UTC), %3 bezette GPU-uren</numerusform>
            <numerusform>Telemetrie: %n GPU&apos;s van %1 tot %2 (UTC), %3 bezette GPU-uren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Observed: %1 hours, %2 of the period (a sample covers the time to the next one, at most %3 seconds); %n longer gap(s)</source>
        <translation>
            <numerusform>Waargenomen: %1 uur, %2 van de periode (een meting geldt tot de volgende, hoogstens %3 seconden); %n langere onderbreking</numerusform>
            <numerusform>Waargenomen: %1 uur, %2 van de periode (een meting geldt tot de volgende, hoogstens %3 seconden); %n langere onderbrekingen</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured and assumed</source>
        <translation>Gemeten en aangenomen</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Hoe</translation>
    </message>
    <message>
        <source>Left at defaults or not measured: review before advising</source>
        <translation>Op standaardwaarden gelaten of niet gemeten: controleer dit voordat u adviseert</translation>
    </message>
    <message>
        <source>Compared over %1 to %2 (UTC), where the bills and the telemetry overlap: %3 of the bills&apos; GPU period and %4 of the telemetry&apos;s.</source>
        <translation>Vergeleken van %1 tot %2 (UTC), waar de facturen en de telemetrie overlappen: %3 van de GPU-periode van de facturen en %4 van die van de telemetrie.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>Decision matrix score</source>
        <translation>Score van de beslissingsmatrix</translation>
    </message>
    <message>
        <source>0 = cloud, 100 = on-premise</source>
        <translation>0 = cloud, 100 = on-premise</translation>
    </message>
    <message>
        <source>Break-even of the recommendation</source>
        <translation>Break-evenpunt van de aanbeveling</translation>
    </message>
    <message>
        <source>months</source>
        <translation>maanden</translation>
    </message>
    <message>
        <source>Savings of on-premise (share of the cloud&apos;s total)</source>
        <translation>Besparing met on-premise (aandeel van het cloudtotaal)</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>Invoer die verschilt</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) of one format version only are left out</source>
        <translation>
            <numerusform>%n invoerwaarde van maar één formaatversie is weggelaten</numerusform>
            <numerusform>%n invoerwaarden van maar één formaatversie zijn weggelaten</numerusform>
        </translation>
    </message>
    <message>
        <source>Amounts in</source>
        <translation>Bedragen in</translation>
    </message>
    <message>
        <source>Converted at 1 EUR = %1 USD (%2, %3)</source>
        <translation>Omgerekend tegen 1 EUR = %1 USD (%2, %3)</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>Scenario %1</translation>
    </message>
    <message>
        <source>Cumulative cost of each scenario and option, month by month.</source>
        <translation>Cumulatieve kosten van elk scenario en elke optie, maand voor maand.</translation>
    </message>
    <message>
        <source>Scenarios compared</source>
        <translation>Scenario&apos;s vergeleken</translation>
    </message>
    <message>
        <source>Amounts in %1; the other currency converted at 1 EUR = %2 USD (%3, %4).</source>
        <translation>Bedragen in %1; de andere valuta omgerekend tegen 1 EUR = %2 USD (%3, %4).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>Scenario A: its whole name</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The inputs that differ are in the comparison&apos;s CSV table.</source>
        <translation>De invoer die verschilt staat in de CSV-tabel van de vergelijking.</translation>
    </message>
    <message>
        <source>IRR against the cloud</source>
        <translation>IRR ten opzichte van de cloud</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>ROI against the cloud</source>
        <translation>ROI ten opzichte van de cloud</translation>
    </message>
    <message>
        <source>Discounted payback at %1</source>
        <translation>Verdisconteerde terugverdientijd bij %1</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>niet binnen de horizon</translation>
    </message>
    <message>
        <source>IRR (internal rate of return) and ROI (return on investment) treat the cloud&apos;s cost that an option avoids as its return: ROI is the savings over the horizon divided by the option&apos;s total cost; the discounted payback is the month in which the discounted savings have paid back what the option spent first (methodology §18).</source>
        <translation>IRR (interne rentabiliteit) en ROI (rendement op de investering) behandelen de cloudkosten die een optie vermijdt als haar opbrengst: ROI is de besparing over de gehele horizon gedeeld door de totale kosten van de optie; de verdisconteerde terugverdientijd is de maand waarin de verdisconteerde besparing heeft terugverdiend wat de optie eerst uitgaf (methodologie §18).</translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <translation>MMMM yyyy</translation>
    </message>
    <message>
        <source>Year by year</source>
        <translation>Jaar voor jaar</translation>
    </message>
    <message>
        <source>calendar years</source>
        <translation>kalenderjaren</translation>
    </message>
    <message>
        <source>fiscal years that start in %1</source>
        <translation>boekjaren die in %1 beginnen</translation>
    </message>
    <message>
        <source>Month 1 of the plan is %1; the years are %2. Capex is what the hardware and the facility cost when paid (a lease&apos;s payments are opex), depreciated straight-line over %3; savings are the cloud&apos;s cost in the same months minus the option&apos;s; the share migrated is the part of the cloud&apos;s compute spend the option no longer pays. A residual value counted at the end is part of the last year&apos;s spend. Amounts in %4.</source>
        <translation>Maand 1 van het plan is %1; de jaren zijn %2. Kapitaaluitgaven zijn wat hardware en infrastructuur kosten wanneer ze worden betaald (de termijnen van een lease zijn operationele kosten), lineair afgeschreven in %3; de besparing is wat de cloud in dezelfde maanden kost min wat de optie kost; het aandeel gemigreerd is het deel van de cloudrekenkosten dat de optie niet meer betaalt. Een restwaarde aan het eind hoort bij de uitgaven van het laatste jaar. Bedragen in %4.</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jaar</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Mnd.</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Uitgaven</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>Kapitaal- uitgaven</translation>
    </message>
    <message>
        <source>Opex</source>
        <translation>Operationele kosten</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Afschrijving</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>Cumulatief</translation>
    </message>
    <message>
        <source>Savings</source>
        <translation>Besparing</translation>
    </message>
    <message>
        <source>Migrated</source>
        <translation>Gemigreerd</translation>
    </message>
    <message>
        <source>Energy and CO₂</source>
        <translation>Energie en CO₂</translation>
    </message>
    <message>
        <source>Energy of the options that own GPUs: the fleet&apos;s power (kW per GPU, idle share, PUE) over its busy and idle hours, as the power cost counts it. CO₂ at the grid intensity of %1, %2 g CO₂e per kWh (%3, %4). The cloud&apos;s energy is not estimated: the providers publish no energy figures per GPU-hour.</source>
        <translation>Energie van de opties met eigen GPU&apos;s: het vermogen van het GPU-park (kW per GPU, aandeel bij stilstand, PUE) over de bezette en niet-bezette uren, zoals de stroomkosten het tellen. CO₂ bij de CO₂-intensiteit van het stroomnet in %1, %2 g CO₂e per kWh (%3, %4). De energie van de cloud wordt niet geschat: de cloudproviders publiceren geen energiecijfers per GPU-uur.</translation>
    </message>
    <message>
        <source>Energy of the options that own GPUs: the fleet&apos;s power (kW per GPU, idle share, PUE) over its busy and idle hours, as the power cost counts it. No country is stated, so CO₂ is not estimated. The cloud&apos;s energy is not estimated: the providers publish no energy figures per GPU-hour.</source>
        <translation>Energie van de opties met eigen GPU&apos;s: het vermogen van het GPU-park (kW per GPU, aandeel bij stilstand, PUE) over de bezette en niet-bezette uren, zoals de stroomkosten het tellen. Er is geen land opgegeven, dus CO₂ wordt niet geschat. De energie van de cloud wordt niet geschat: de cloudproviders publiceren geen energiecijfers per GPU-uur.</translation>
    </message>
    <message>
        <source>Energy over the horizon</source>
        <translation>Energie over de gehele horizon</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energie per jaar</translation>
    </message>
    <message>
        <source>CO₂ over the horizon</source>
        <translation>CO₂ over de gehele horizon</translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation>niet geschat</translation>
    </message>
    <message>
        <source>%1 (own fleet only)</source>
        <translation>%1 (alleen eigen GPU-park)</translation>
    </message>
    <message>
        <source>%1 MWh</source>
        <translation>%1 MWh</translation>
    </message>
    <message>
        <source>%1 t</source>
        <translation>%1 t</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a price&apos;s date and its age: 21 Oct 2025 (13 months old)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Commitment %1 is released from month %2 on; the rest of its term is paid and serves nothing, less what its resale recovers.</source>
        <translation>Reserveringscontract %1 wordt vanaf maand %2 afgestoten; de resterende looptijd moet wel worden betaald en dient niets meer, verminderd met de opbrengst van doorverkoop.</translation>
    </message>
    <message>
        <source>The scenario&apos;s workloads, each with its inputs as the scenario states them: how many GPUs it keeps busy at the same time, when it runs, whether it may wait for free hours within its month (shiftable) or run on spot capacity (interruptible), and where it may run. Below them, per option, where the workload&apos;s work ran over the horizon: GPU-hours served on-premise (reference GPU-hours: one H100 SXM busy for one hour) and cloud GPU-hours by term (GPU-hours of the workload&apos;s cloud offer; spot hours include the work redone after interruptions). A placement violation is work of a workload that must stay on-premise but ran in the cloud.</source>
        <translation>De werklasten van het scenario, elk met zijn invoer zoals het scenario die vastlegt: hoeveel GPU&apos;s de werklast tegelijk bezet houdt, wanneer hij draait, of hij binnen zijn maand op vrije uren mag wachten (verschuifbaar) of op spotcapaciteit mag draaien (onderbreekbaar), en waar hij mag draaien. Daaronder per optie waar het werk van de werklast over de gehele horizon draaide: GPU-uren on-premise (referentie-GPU-uren: één H100 SXM die één uur bezet is) en cloud-GPU-uren per contractvorm, on-demand, gereserveerd of spot (GPU-uren van het cloudaanbod van de werklast; spoturen inclusief het werk dat na onderbrekingen opnieuw moet). Een plaatsingsconflict is werk van een werklast die on-premise moet blijven maar in de cloud draaide.</translation>
    </message>
    <message>
        <source>%1: GPU-hours over the horizon</source>
        <translation>%1: GPU-uren over de gehele horizon</translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <comment>a dated cloud price change: month 7: −44%</comment>
        <translation>maand %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>break-even in hours a day (as a utilization)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>gda::ui::exporting::ComparePickerDialog</name>
    <message>
        <source>Append comparison with</source>
        <translation>Vergelijking toevoegen met</translation>
    </message>
    <message>
        <source>Scenarios to compare with</source>
        <translation>Scenario&apos;s om mee te vergelijken</translation>
    </message>
    <message>
        <source>Add scenario &amp;files…</source>
        <translation>Scenario&amp;bestanden toevoegen…</translation>
    </message>
    <message>
        <source>Tick one to three scenarios of the library, or add scenario files. The report gets a section with their key figures side by side and their cumulative costs in one chart.</source>
        <translation>Vink één tot drie scenario&apos;s uit de bibliotheek aan, of voeg scenariobestanden toe. Het rapport krijgt een hoofdstuk met hun kerncijfers naast elkaar en hun cumulatieve kosten in één grafiek.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (file %2)</source>
        <translation>%1 (bestand %2)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Add scenario files</source>
        <translation>Scenariobestanden toevoegen</translation>
    </message>
    <message>
        <source>Scenario files (*.gpuadvisor.json *.json)</source>
        <translation>Scenariobestanden (*.gpuadvisor.json *.json)</translation>
    </message>
    <message>
        <source>Tick at most %1 scenarios.</source>
        <translation>Vink hoogstens %1 scenario&apos;s aan.</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s) ticked.</source>
        <translation>
            <numerusform>%n scenario aangevinkt.</numerusform>
            <numerusform>%n scenario&apos;s aangevinkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan niet worden gelezen: %2</translation>
    </message>
</context>
<context>
    <name>gda::ui::exporting::ExportChartDialog</name>
    <message>
        <source>Export chart</source>
        <translation>Grafiek exporteren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-tekeningen (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-documenten (*.pdf)</translation>
    </message>
    <message>
        <source>The image will be %1 × %2 pixels.</source>
        <translation>De afbeelding wordt %1 × %2 pixels.</translation>
    </message>
    <message>
        <source>Vector drawing; the resolution does not apply.</source>
        <translation>Vectortekening; de resolutie is niet van toepassing.</translation>
    </message>
    <message>
        <source>Vector PDF of %1 × %2 points.</source>
        <translation>Vector-PDF van %1 × %2 punten.</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-afbeelding</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-tekening</translation>
    </message>
    <message>
        <source>PDF document (vector)</source>
        <translation>PDF-document (vector)</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> DPI</source>
        <translation> DPI</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>&amp;Grafiek:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formaat:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breedte:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Hoogte:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Resolutie:</translation>
    </message>
    <message>
        <source>&amp;Language of the chart:</source>
        <translation>&amp;Taal van de grafiek:</translation>
    </message>
    <message>
        <source>The chart&apos;s size in pixels at 96 DPI, as on screen: it decides the layout. The resolution multiplies the pixels of a PNG.</source>
        <translation>Het formaat van de grafiek in pixels bij 96 DPI, zoals op het scherm: dat bepaalt de opmaak. De resolutie vermenigvuldigt de pixels van een PNG.</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Aangepast</translation>
    </message>
    <message>
        <source>%1: %2 × %3 mm, %4 DPI</source>
        <comment>preset: width × height, resolution</comment>
        <translation>%1: %2 × %3 mm, %4 DPI</translation>
    </message>
    <message>
        <source>Sizes for documents: the chart is laid out for the place&apos;s size in millimetres, and a PNG gets the resolution of the medium.</source>
        <translation>Maten voor documenten: de grafiek wordt opgemaakt voor de maat van de plek in millimeters, en een PNG krijgt de resolutie van het medium.</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Af&amp;meting:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Bestan&amp;d:</translation>
    </message>
    <message>
        <source>Copy to clip&amp;board</source>
        <translation>&amp;Kopiëren naar klembord</translation>
    </message>
</context>
<context>
    <name>gda::ui::exporting::ExportDialog</name>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Kies een bestand om naar te exporteren.</translation>
    </message>
</context>
<context>
    <name>gda::ui::exporting::ExportReportsDialog</name>
    <message>
        <source>Reports</source>
        <translation>Rapporten</translation>
    </message>
    <message>
        <source>Folder for the reports</source>
        <translation>Map voor de rapporten</translation>
    </message>
    <message>
        <source>Choose a folder for the reports.</source>
        <translation>Kies een map voor de rapporten.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>Kan geen tijdelijke map maken: %1</translation>
    </message>
    <message>
        <source>Writing the reports…</source>
        <translation>De rapporten worden geschreven…</translation>
    </message>
    <message>
        <source>the scenario could not be read</source>
        <translation>het scenario kon niet worden gelezen</translation>
    </message>
    <message>
        <source>%1 cannot be started: %2</source>
        <translation>%1 kan niet worden gestart: %2</translation>
    </message>
    <message>
        <source>the report could not be written (exit status %1)</source>
        <translation>het rapport kon niet worden geschreven (afsluitcode %1)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Kan %1 niet lezen: %2</translation>
    </message>
    <message>
        <source>%1/%2 %3 → %4</source>
        <translation>%1/%2 %3 → %4</translation>
    </message>
    <message>
        <source>%1/%2 %3 failed: %4</source>
        <translation>%1/%2 %3 mislukt: %4</translation>
    </message>
    <message>
        <source>%1 of %2 reports done.</source>
        <translation>%1 van %2 rapporten klaar.</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 reports; no archive was written.</source>
        <translation>Geannuleerd na %1 van %2 rapporten; er is geen archief geschreven.</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 reports written to %3, %4 failed; the others were not written.</source>
        <translation>Geannuleerd: %1 van %2 rapporten geschreven naar %3, %4 mislukt; de andere zijn niet geschreven.</translation>
    </message>
    <message>
        <source>No archive was written: %1</source>
        <translation>Er is geen archief geschreven: %1</translation>
    </message>
    <message>
        <source>%1 of %2 reports written to %3, %4 failed.</source>
        <translation>%1 van %2 rapporten geschreven naar %3, %4 mislukt.</translation>
    </message>
    <message>
        <source>Stopping after the report being written…</source>
        <translation>Stopt na het rapport dat nu wordt geschreven…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Export reports</source>
        <translation>Rapporten exporteren</translation>
    </message>
    <message numerus="yes">
        <source>One PDF report for each of the %n selected scenario(s), named after client and scenario.</source>
        <translation>
            <numerusform>Eén PDF-rapport voor het geselecteerde scenario, genoemd naar klant en scenario.</numerusform>
            <numerusform>Een PDF-rapport voor elk van de %n geselecteerde scenario&apos;s, genoemd naar klant en scenario.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Map:</translation>
    </message>
    <message>
        <source>&amp;Language of the reports:</source>
        <translation>&amp;Taal van de rapporten:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <source>Put them in one &amp;zip archive (%1)</source>
        <translation>In één &amp;zip-archief zetten (%1)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporteren</translation>
    </message>
    <message>
        <source>Reports written</source>
        <translation>Geschreven rapporten</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Voortgang</translation>
    </message>
</context>
<context>
    <name>gda::ui::exporting::ReportDialog</name>
    <message>
        <source>Export report</source>
        <translation>Rapport exporteren</translation>
    </message>
    <message>
        <source>&amp;Language of the report:</source>
        <translation>&amp;Taal van het rapport:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Auteur:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>Bestan&amp;d:</translation>
    </message>
    <message>
        <source>Left off the cover when empty</source>
        <translation>Niet op het voorblad als dit veld leeg is</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-documenten (*.pdf)</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>US Letter (8.5 × 11 in)</source>
        <translation>US Letter (8,5 × 11 inch)</translation>
    </message>
    <message>
        <source>Comparison:</source>
        <translation>Vergelijking:</translation>
    </message>
    <message>
        <source>Append &amp;comparison with…</source>
        <translation>&amp;Vergelijking toevoegen met…</translation>
    </message>
    <message>
        <source>Add a section that compares this scenario with one to three others from the library or from scenario files</source>
        <translation>Een hoofdstuk toevoegen dat dit scenario vergelijkt met één tot drie andere uit de bibliotheek of uit scenariobestanden</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ver&amp;wijderen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>With %1</source>
        <translation>Met %1</translation>
    </message>
    <message>
        <source>Comparison section</source>
        <translation>Hoofdstuk vergelijking</translation>
    </message>
    <message>
        <source>report</source>
        <comment>default file name: client_scenario_report.pdf</comment>
        <translation>rapport</translation>
    </message>
</context>
<context>
    <name>gda::ui::exporting::SavePathField</name>
    <message>
        <source>Replace file?</source>
        <translation>Bestand vervangen?</translation>
    </message>
    <message>
        <source>%1 already exists. Do you want to replace it?</source>
        <translation>%1 bestaat al. Wilt u het vervangen?</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
</context>
<context>
    <name>gda::ui::format</name>
    <message>
        <source>not within the horizon</source>
        <translation>niet binnen de horizon</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 maanden</translation>
    </message>
    <message>
        <source>%1 hours a day</source>
        <translation>%1 uur per dag</translation>
    </message>
</context>
<context>
    <name>gda::ui::options</name>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>On-premise</source>
        <translation>On-premise</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybride</translation>
    </message>
    <message>
        <source>Multi-cloud</source>
        <translation>Multi-cloud</translation>
    </message>
    <message>
        <source>the cloud option</source>
        <comment>option as subject or object in running text</comment>
        <translation>de cloudoptie</translation>
    </message>
    <message>
        <source>the multi-cloud option</source>
        <comment>option as subject or object in running text</comment>
        <translation>de multi-cloudoptie</translation>
    </message>
    <message>
        <source>the on-premise option</source>
        <comment>option as subject or object in running text</comment>
        <translation>de on-premise-optie</translation>
    </message>
    <message>
        <source>the hybrid option</source>
        <comment>option as subject or object in running text</comment>
        <translation>de hybride optie</translation>
    </message>
</context>
<context>
    <name>gda::ui::texts</name>
    <message>
        <source>Cloud compute</source>
        <translation>Rekenkracht in de cloud</translation>
    </message>
    <message>
        <source>Cloud storage</source>
        <translation>Opslag in de cloud</translation>
    </message>
    <message>
        <source>Data transfer (egress)</source>
        <translation>Dataoverdracht (egress)</translation>
    </message>
    <message>
        <source>Cloud overhead</source>
        <translation>Overhead in de cloud</translation>
    </message>
    <message>
        <source>Hardware and facility (capex)</source>
        <translation>Hardware en infrastructuur (kapitaaluitgaven)</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>Stroom en koeling</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Onderhoud</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personeelskosten</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocatie</translation>
    </message>
    <message>
        <source>Other operating costs</source>
        <translation>Overige operationele kosten</translation>
    </message>
    <message>
        <source>On-premise storage</source>
        <translation>On-premise-opslag</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>Migratie</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Restwaarde</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Bezettingsgraad</translation>
    </message>
    <message>
        <source>Workload predictability</source>
        <translation>Voorspelbaarheid van de werklast</translation>
    </message>
    <message>
        <source>Technical expertise</source>
        <translation>Technische expertise</translation>
    </message>
    <message>
        <source>Capital availability</source>
        <translation>Kapitaalbeschikbaarheid</translation>
    </message>
    <message>
        <source>Data gravity</source>
        <translation>Data-zwaartekracht</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybride</translation>
    </message>
    <message>
        <source>On-premise</source>
        <translation>On-premise</translation>
    </message>
    <message>
        <source>Your GPUs are busy %1 of the time, and on-premise is cheaper at any utilization.</source>
        <translation>Uw GPU&apos;s zijn %1 van de tijd bezet, en on-premise is bij elke bezettingsgraad voordeliger.</translation>
    </message>
    <message>
        <source>Your GPUs are busy %1 of the time, but the cloud stays cheaper even at full utilization.</source>
        <translation>Uw GPU&apos;s zijn %1 van de tijd bezet, maar de cloud blijft zelfs bij volledige bezetting voordeliger.</translation>
    </message>
    <message>
        <source>Your GPUs are busy %1 of the time; on-premise pays off above %2.</source>
        <translation>Uw GPU&apos;s zijn %1 van de tijd bezet; on-premise loont boven een bezettingsgraad van %2.</translation>
    </message>
    <message>
        <source>The workload is steady (variation %1): a fixed fleet stays busy.</source>
        <translation>De werklast is stabiel (variatie %1): een vast GPU-park blijft bezet.</translation>
    </message>
    <message>
        <source>The workload varies by %1 from month to month: peaks are cheaper to rent than to own.</source>
        <translation>De werklast varieert %1 van maand tot maand: pieken zijn voordeliger te huren dan met eigen hardware op te vangen.</translation>
    </message>
    <message>
        <source>There is no GPU-cluster expertise in house yet; running your own cluster means hiring it.</source>
        <translation>Er is nog geen GPU-clusterexpertise in huis; voor een eigen cluster moet u die expertise inhuren of mensen aannemen.</translation>
    </message>
    <message>
        <source>There is some infrastructure experience, but GPU clusters, InfiniBand and liquid cooling would be new.</source>
        <translation>Er is enige ervaring met infrastructuur, maar GPU-clusters, InfiniBand en vloeistofkoeling zouden nieuw zijn.</translation>
    </message>
    <message>
        <source>A dedicated GPU-cluster team can run on-premise hardware.</source>
        <translation>Een eigen GPU-clusterteam kan on-premise hardware beheren.</translation>
    </message>
    <message>
        <source>The initial investment of %1 is %2 of the %3 capital available.</source>
        <translation>De initiële investering van %1 is %2 van het beschikbare kapitaal van %3.</translation>
    </message>
    <message>
        <source>The initial investment of %1 exceeds the capital available (%2).</source>
        <translation>De initiële investering van %1 overschrijdt het beschikbare kapitaal (%2).</translation>
    </message>
    <message>
        <source>Financing spreads the payments.</source>
        <translation>Financiering spreidt de betalingen.</translation>
    </message>
    <message>
        <source>The data already lives on-premise: compute belongs next to it.</source>
        <translation>De data staat al on-premise: de rekenkracht hoort ernaast.</translation>
    </message>
    <message>
        <source>The data is split between the cloud and on-premise.</source>
        <translation>De data is verdeeld over de cloud en on-premise.</translation>
    </message>
    <message>
        <source>Moving the data out of the cloud costs %1, %2 of the first year&apos;s savings.</source>
        <translation>De data uit de cloud verplaatsen kost %1, ofwel %2 van de besparing in het eerste jaar.</translation>
    </message>
    <message>
        <source>Moving the data out of the cloud costs %1 and on-premise saves nothing in the first year.</source>
        <translation>De data uit de cloud verplaatsen kost %1, en on-premise bespaart in het eerste jaar niets.</translation>
    </message>
    <message>
        <source>Recommendation: %1 (overall score %2 of 100).</source>
        <translation>Aanbeveling: %1 (totaalscore %2 van 100).</translation>
    </message>
    <message>
        <source>marketplace (varies)</source>
        <translation>marktplaats (wisselend)</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>niet vermeld</translation>
    </message>
    <message>
        <source>Transfer between clouds</source>
        <translation>Overdracht tussen clouds</translation>
    </message>
    <message>
        <source>Multi-cloud orchestration</source>
        <translation>Multi-cloudorkestratie</translation>
    </message>
    <message numerus="yes">
        <source>%1 with %2 GPU(s)</source>
        <translation>
            <numerusform>%1 met %2 GPU</numerusform>
            <numerusform>%1 met %2 GPU&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cloud costs %1 over %n year(s) (%2 per GPU-hour).</source>
        <translation>
            <numerusform>De cloud kost %1 in %n jaar (%2 per GPU-uur).</numerusform>
            <numerusform>De cloud kost %1 in %n jaar (%2 per GPU-uur).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 saves %2 (%3) over %n year(s) compared with the cloud.</source>
        <translation>
            <numerusform>%1 bespaart %2 (%3) in %n jaar ten opzichte van de cloud.</numerusform>
            <numerusform>%1 bespaart %2 (%3) in %n jaar ten opzichte van de cloud.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 costs %2 (%3) more than the cloud over %n year(s).</source>
        <translation>
            <numerusform>%1 kost in %n jaar %2 (%3) meer dan de cloud.</numerusform>
            <numerusform>%1 kost in %n jaar %2 (%3) meer dan de cloud.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total over %n year(s): %1</source>
        <translation>
            <numerusform>Totaal in %n jaar: %1</numerusform>
            <numerusform>Totaal in %n jaar: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 costs %2 (%3) more than the cheapest option, %4 (%5), in net present value over %n year(s). It is still advised:</source>
        <translation>
            <numerusform>%1 kost in %n jaar %2 (%3) meer aan netto contante waarde dan de voordeligste optie, %4 (%5). Toch blijft dit het advies:</numerusform>
            <numerusform>%1 kost in %n jaar %2 (%3) meer aan netto contante waarde dan de voordeligste optie, %4 (%5). Toch blijft dit het advies:</numerusform>
        </translation>
    </message>
    <message>
        <source>No recommendation: every weight of the decision matrix is zero.</source>
        <translation>Geen aanbeveling: elk gewicht van de beslissingsmatrix is nul.</translation>
    </message>
    <message>
        <source>No data has to move out of the cloud, so the data does not hold the compute there.</source>
        <translation>Er hoeft geen data uit de cloud te worden verplaatst, dus de data houdt de rekenkracht daar niet vast.</translation>
    </message>
    <message>
        <source>The move would not pay back within the first year, so the data keeps the compute in the cloud (score 0).</source>
        <translation>De verhuizing verdient zich niet binnen het eerste jaar terug, dus de data houdt de rekenkracht in de cloud (score 0).</translation>
    </message>
    <message>
        <source>utilization</source>
        <comment>factor name in running text</comment>
        <translation>bezettingsgraad</translation>
    </message>
    <message>
        <source>workload predictability</source>
        <comment>factor name in running text</comment>
        <translation>voorspelbaarheid van de werklast</translation>
    </message>
    <message>
        <source>technical expertise</source>
        <comment>factor name in running text</comment>
        <translation>technische expertise</translation>
    </message>
    <message>
        <source>capital availability</source>
        <comment>factor name in running text</comment>
        <translation>kapitaalbeschikbaarheid</translation>
    </message>
    <message>
        <source>data gravity</source>
        <comment>factor name in running text</comment>
        <translation>data-zwaartekracht</translation>
    </message>
    <message>
        <source>cloud</source>
        <comment>recommendation in running text</comment>
        <translation>cloud</translation>
    </message>
    <message>
        <source>hybrid</source>
        <comment>recommendation in running text</comment>
        <translation>hybride</translation>
    </message>
    <message>
        <source>on-premise</source>
        <comment>recommendation in running text</comment>
        <translation>on-premise</translation>
    </message>
    <message>
        <source>%1 invests %2 in its first year, %3 of the %4 capital available.</source>
        <translation>%1 investeert %2 in het eerste jaar, %3 van het beschikbare kapitaal van %4.</translation>
    </message>
    <message>
        <source>%1 invests %2 in its first year, more than the capital available (%3).</source>
        <translation>%1 investeert %2 in het eerste jaar, meer dan het beschikbare kapitaal (%3).</translation>
    </message>
    <message>
        <source>%1 needs %2 in its first year of purchases, more than the %3 of capital available: buy in stages, lease or finance it, or raise the capital.</source>
        <translation>%1 vraagt %2 in het eerste jaar van aankopen, meer dan de %3 aan beschikbaar kapitaal: koop gefaseerd, lease of financier, of verhoog het kapitaal.</translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %n GPU(s) in its first purchase, more than the largest first purchase you set (%2).</source>
        <translation>
            <numerusform>%1 koopt %n GPU in de eerste aankoop, meer dan de grootste eerste aankoop die u hebt ingesteld (%2).</numerusform>
            <numerusform>%1 koopt %n GPU&apos;s in de eerste aankoop, meer dan de grootste eerste aankoop die u hebt ingesteld (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %n GPU(s), more than the largest fleet you set (%2).</source>
        <translation>
            <numerusform>%1 koopt %n GPU, meer dan het grootste GPU-park dat u hebt ingesteld (%2).</numerusform>
            <numerusform>%1 koopt %n GPU&apos;s, meer dan het grootste GPU-park dat u hebt ingesteld (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s GPUs draw %2 kW with cooling, more than the %3 kW of power available.</source>
        <translation>%1 trekt met zijn GPU&apos;s en de koeling %2 kW, meer dan de %3 kW aan beschikbaar vermogen.</translation>
    </message>
    <message>
        <source>its region is not where the data may be processed</source>
        <translation>de regio is niet waar de data verwerkt mag worden</translation>
    </message>
    <message>
        <source>it lacks the network between GPUs this workload needs</source>
        <translation>het netwerk tussen de GPU&apos;s dat deze werklast nodig heeft, ontbreekt</translation>
    </message>
    <message>
        <source>it states no availability commitment (SLA), which this workload needs</source>
        <translation>er is geen beschikbaarheidsgarantie (SLA) opgegeven, en die heeft deze werklast nodig</translation>
    </message>
    <message>
        <source>it offers fewer GPUs than this workload would place there</source>
        <translation>er zijn minder GPU&apos;s beschikbaar dan deze werklast er zou plaatsen</translation>
    </message>
    <message numerus="yes">
        <source>its price is more than %n day(s) older than the catalog</source>
        <translation>
            <numerusform>de prijs is meer dan %n dag ouder dan de catalogus</numerusform>
            <numerusform>de prijs is meer dan %n dagen ouder dan de catalogus</numerusform>
        </translation>
    </message>
    <message>
        <source>its own offer %1 does not meet its needs (%2); its prices are still used, as the scenario names it</source>
        <translation>de eigen aanbieding %1 voldoet niet aan de eisen (%2); de prijzen ervan worden wel gebruikt, omdat het scenario die aanbieding noemt</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s): %1</source>
        <translation>
            <numerusform>%n aanbieding: %1</numerusform>
            <numerusform>%n aanbiedingen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1”: %n offer(s) left out of the multi-cloud option</source>
        <translation>
            <numerusform>“%1”: %n aanbieding niet gebruikt door de multi-cloudoptie</numerusform>
            <numerusform>“%1”: %n aanbiedingen niet gebruikt door de multi-cloudoptie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: no break-even within %n year(s)</source>
        <translation>
            <numerusform>%1: geen break-evenpunt binnen %n jaar</numerusform>
            <numerusform>%1: geen break-evenpunt binnen %n jaar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is cheaper than the cloud option from the first month</source>
        <translation>%1 is vanaf de eerste maand voordeliger dan de cloudoptie</translation>
    </message>
    <message>
        <source>%1: break-even after %2 months</source>
        <translation>%1: break-evenpunt na %2 maanden</translation>
    </message>
    <message numerus="yes">
        <source>%1 saves %2 (%3) over %n year(s) compared with the cloud option (a single cloud provider).</source>
        <translation>
            <numerusform>%1 bespaart %2 (%3) in %n jaar ten opzichte van de cloudoptie (één cloudprovider).</numerusform>
            <numerusform>%1 bespaart %2 (%3) in %n jaar ten opzichte van de cloudoptie (één cloudprovider).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 costs %2 (%3) more than the cloud option (a single cloud provider) over %n year(s).</source>
        <translation>
            <numerusform>%1 kost in %n jaar %2 (%3) meer dan de cloudoptie (één cloudprovider).</numerusform>
            <numerusform>%1 kost in %n jaar %2 (%3) meer dan de cloudoptie (één cloudprovider).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your GPUs are busy %1, and on-premise is cheaper at any number of hours a day.</source>
        <translation>Uw GPU&apos;s zijn %1 bezet, en on-premise is bij elk aantal uren per dag voordeliger.</translation>
    </message>
    <message>
        <source>Your GPUs are busy %1, but the cloud stays cheaper even around the clock.</source>
        <translation>Uw GPU&apos;s zijn %1 bezet, maar de cloud blijft zelfs dag en nacht voordeliger.</translation>
    </message>
    <message>
        <source>Your GPUs are busy %1; on-premise is cheaper from %2.</source>
        <translation>Uw GPU&apos;s zijn %1 bezet; on-premise is voordeliger vanaf %2.</translation>
    </message>
</context>
<context>
    <name>gda::uncertainty</name>
    <message>
        <source>expected an object, found %1</source>
        <translation>object verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>is not an uncertain input (valid: %1)</source>
        <translation>is geen onzekere invoerwaarde (geldig: %1)</translation>
    </message>
    <message>
        <source>expected [low, most likely, high], found %1</source>
        <translation>[laag, meest waarschijnlijk, hoog] verwacht, %1 gevonden</translation>
    </message>
    <message>
        <source>[%1, %2, %3] is not ordered (valid: low ≤ most likely ≤ high)</source>
        <translation>[%1, %2, %3] is niet oplopend (geldig: laag ≤ meest waarschijnlijk ≤ hoog)</translation>
    </message>
    <message>
        <source>workloads[i].gpus, workloads[i].utilization (utilization form only), workloads[i].cloud_price, workloads[i].annual_growth with i a workload&apos;s index from 0 to %1</source>
        <translation>workloads[i].gpus, workloads[i].utilization (alleen bij een bezettingsgraad), workloads[i].cloud_price, workloads[i].annual_growth met i het nummer van een werklast van 0 tot en met %1</translation>
    </message>
</context>
</TS>
