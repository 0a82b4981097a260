# Wat `alquerque play` in de terminal zegt (cli/src/cmd/play.rs). De getypte commando's
# blijven Engelse woorden (moves, hint, undo...); het Qirkat-protocol wordt nooit vertaald.

play-help = Typ een zet als zijn punten, verbonden door streepjes: c2-c3, of bij een slag elk landingspunt: b2-b4-d2-d4. Slaan is verplicht en een slag gaat door zolang het kan.
play-help-moves = de geldige zetten opsommen
play-help-board = het bord opnieuw tekenen
play-help-hint = de computer om een zet vragen
play-help-undo = terugnemen of opnieuw spelen (undo gaat terug naar je laatste beurt)
play-help-new = een nieuwe partij beginnen
play-help-save = de partij opslaan; hervat haar met --load FILE
play-help-record = de partijnotatie afdrukken
play-help-link = een link naar deze partij afdrukken, zodat een vriend de volgende zet kan spelen
play-help-open = de partij uit de link van een vriend openen (back gaat terug naar je eigen partij)
play-help-review = de computer beoordeelt elke zet tot nu toe (beste ... blunder)
play-help-rules = een samenvatting van de regels
play-help-analyse = wat elke geldige zet doet bij perfect spel: wint, verliest of onbekend
play-help-quit = stoppen

play-side = { $side ->
        [white] Wit (W)
       *[black] Zwart (B)
    }
play-side-ai = { $side ->
        [white] Wit (W)
       *[black] Zwart (B)
    }, computer { $ai }
play-welcome = Alquerque. { $white } tegen { $black }.
play-type-a-move = Typ een zet zoals c2-c3, of 'help'.
play-percent-means = (Het percentage is de eigen schatting van de computer van zijn winstkansen vanaf daar, na zijn zoektocht: 50% is gelijk.)
play-first-run-lesson = Nieuw bij Alquerque? 'alquerque learn' leert je de regels in korte stapjes; 'help' somt de commando's hier op.
play-prompt = { $player } aan zet
play-prompt-capture = { $player } aan zet (moet slaan)
play-game-over-prompt = Partij voorbij: review, new, undo, save FILE of quit
play-thinking = denkt na: { $iterations } iteraties, beste { $best } ({ $percent }%)
play-ai-plays = { $player } speelt { $move }
play-ai-plays-expects = { $player } speelt { $move }  (verwacht { $percent }%)
play-ai-no-move = { $side ->
        [white] De computer vond geen zet voor Wit; Wit wordt nu vanaf het toetsenbord gespeeld.
       *[black] De computer vond geen zet voor Zwart; Zwart wordt nu vanaf het toetsenbord gespeeld.
    }
play-hint-proven = Tip: { $move } (een bewezen winst). { $known }.
play-hint = Tip: { $move } (verwacht { $percent }%)
play-no-hint = Geen tip mogelijk: de partij is voorbij.
play-nothing-to-review = Niets na te bespreken: er is nog geen zet gespeeld.
play-nothing-to-undo = Niets om terug te nemen.
play-nothing-to-redo = Niets om opnieuw te spelen.
play-no-legal-moves = Geen geldige zetten.
play-saved = Opgeslagen in { $file }.
play-not-saved = Kon niet opslaan in { $file }: { $reason }
play-link-opened = De partij uit de link is geopend: { $player } aan zet. Typ 'back' om terug te gaan naar je eigen partij.
play-link-opened-over = De partij uit de link is geopend; ze is al voorbij. Typ 'back' om terug te gaan naar je eigen partij.
play-link-refused = De link kon niet worden geopend: { $reason }.
play-back = Terug naar de vorige partij; nog eens 'back' gaat de andere partijen langs.
play-back-none = Er is geen link geopend: er is geen andere partij om naar terug te gaan.
play-back-let-go = 'back' bewaart maar { $kept } partijen: de partij die het langst opzij staat, valt af. Haar link, om haar weer te openen:
play-statistics-retry = Het wordt opnieuw geprobeerd als je deze partij verlaat.
play-refused = { $reason }. Typ 'help' voor hulp.
play-unknown-command = '{ $word }' is geen commando en geen zet. Typ 'help' voor de commando's.
play-unknown-command-nearest = '{ $word }' is geen commando en geen zet. Bedoelde je { $nearest }? Typ 'help' voor de commando's.
play-move-with-spaces = De punten van een zet worden verbonden door streepjes, zonder spaties: { $move }.

# Wat `alquerque learn` zegt (cli/src/cmd/learn.rs); de commando's blijven Engelse woorden.
learn-welcome = Leer Alquerque spelen in { $steps } korte stappen. Typ een zet, of 'help'.
learn-step = Stap { $step } van { $steps }: { $title }
learn-prompt = stap { $step }
learn-help = Elke stap vraagt om een zet; jij speelt met Wit, vanaf de onderkant van het bord.
learn-help-move = probeer een zet (een slag noemt elk landingspunt: b2-b4-d2-d4)
learn-help-next = de volgende stap, zodra deze klaar is
learn-help-back = de vorige stap
learn-help-again = deze stap vanaf het begin
learn-help-board = het bord opnieuw tekenen
learn-help-help = deze tekst
learn-help-quit = de les verlaten
learn-type-chain = Typ de hele meerslag als één zet: elk punt waar de schijf landt, met streepjes verbonden (b2-b4-…).
learn-step-done = Deze stap is klaar: typ 'next' (of druk op Enter) om verder te gaan.
learn-refused = { $reason } Typ 'help' voor hulp.
learn-done = Goed gedaan! { $taught }
learn-finished = Dat was de les. Speel een partij met 'alquerque play'.
learn-next = Typ 'next' (of druk op Enter) voor de volgende stap.
learn-first-step = Dit is de eerste stap.
learn-do-this-first = Doe eerst deze stap: typ een zet, of 'help'.

play-ai-typed = { $spec }

# Waarom een bestand niet gelezen of geschreven kan worden (cli/src/files.rs).
file-kind-record = een partijnotatie
file-kind-certificate = een certificaat
file-kind-progress = een bestand met puzzelvoortgang
file-kind-statistics = een statistiekenbestand
file-not-found = dat bestand bestaat niet
file-permission-denied = toegang geweigerd
file-system = { $reason }
file-is-folder = het is een map
file-is-device = het is een apparaat, geen { $what }
file-too-long = het is langer dan { $kib } KiB, het meeste wat { $what } mag bevatten
file-not-utf8 = het is geen UTF-8-tekst
file-dangling-link = het is een koppeling naar niets
file-not-regular = het is geen gewoon bestand en wordt niet vervangen
file-is-input = het is een bestand dat dit commando leest, en het wordt niet overschreven
file-no-folder = de map { $folder } bestaat niet
file-folder-refuses = de map { $folder } neemt geen bestand aan ({ $reason })
file-locked = een andere sessie van alquerque gebruikt het (haar vergrendelbestand: { $lock }); probeer het opnieuw als die sessie klaar is
cannot-load = kan { $file } niet laden: { $reason }
cannot-write = kan { $file } niet schrijven: { $reason }

# De nabespreking in de terminal (cli/src/cmd/review.rs).
review-reviewing = { $moves ->
        [one] Nabespreking van { $moves } zet; Ctrl-C stopt en bewaart de besproken zetten.
       *[other] Nabespreking van { $moves } zetten; Ctrl-C stopt en bewaart de besproken zetten.
    }
review-stopped-at = Nabespreking gestopt: { $done } van { $total } zetten besproken.
review-better = beter: { $better }

# Leer van je fouten in de terminal (cli/src/cmd/drill.rs). De commando's blijven Engels.
play-help-learn = na een nabespreking: vind betere zetten voor je fouten en blunders
play-review-first = Bespreek eerst de partij na: typ 'review', dan 'learn'.
drill-welcome = Typ voor elke fout een betere zet. Na twee verkeerde pogingen wordt de betere zet getoond. Typ 'help' voor de commando's.
drill-help-move = probeer een zet (een slag noemt elk landingspunt: b2-b4-d2-d4)
drill-help-next = de volgende fout
drill-help-back = de vorige fout
drill-help-solution = toont de betere zet en het vervolg
drill-help-skip = ga door naar de volgende fout zonder deze op te lossen
drill-help-quit = stoppen, met het aantal betere zetten dat je vond
drill-go-on = Typ 'next' (of druk op Enter) voor de volgende fout.
drill-all-done = Dat was de laatste: druk op Enter voor het overzicht.
drill-first = Dit is de eerste fout.
drill-last = Dit is de laatste fout: typ 'quit' om te stoppen.
