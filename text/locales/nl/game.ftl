# De partij: uitslagen, de statusregel, wat perfect spel bewijst, meldingen en fouten.

status-ongoing = De partij is bezig.
status-won-no-pieces = { $winner ->
        [white] Wit wint: Zwart heeft geen schijven meer.
       *[black] Zwart wint: Wit heeft geen schijven meer.
    }
status-won-blocked = { $winner ->
        [white] Wit wint: Zwart heeft geen geldige zet.
       *[black] Zwart wint: Wit heeft geen geldige zet.
    }
status-drawn-repetition = Remise: dezelfde stelling kwam drie keer voor.
status-drawn-no-capture = Remise: { $plies } halve zetten op rij zonder slag.
play-game-over = de partij is voorbij, begin een nieuwe partij
play-too-long = de partij heeft { $plies } halve zetten bereikt, het meeste wat een opgeslagen partij kan bevatten, dus ze kan niet verder

known-wins = { $winner ->
        [white] Wit wint met perfect spel
       *[black] Zwart wint met perfect spel
    }
known-gave-away = { $winner ->
        [white] Zwart heeft de winst weggegeven: Wit wint met perfect spel
       *[black] Wit heeft de winst weggegeven: Zwart wint met perfect spel
    }

sentence = { $phrase }.

error-not-your-turn = Je bent niet aan de beurt: de computer is aan zet.
error-game-over = De partij is voorbij. Begin een nieuwe partij.
error-no-such-point = Er is geen punt { $index } op het bord.

notice-save-set-aside = De opgeslagen partij kon niet worden gelezen ({ $reason }). Ze is apart gezet, en er is een nieuwe partij begonnen.
notice-save-blocked = De opgeslagen partij kon niet worden gelezen ({ $reason }) en ook niet apart gezet. Er is een nieuwe partij begonnen; die wordt niet over de oude heen opgeslagen.
notice-save-failed = De partij kon niet worden opgeslagen ({ $reason }).
notice-record-opened = De partijnotatie is geopend. Terugnemen brengt de partij terug die je aan het spelen was.

status-to-move = { $side ->
        [white] Wit aan zet
       *[black] Zwart aan zet
    }
status-must-capture = { $side ->
        [white] Wit aan zet: slaan is verplicht
       *[black] Zwart aan zet: slaan is verplicht
    }
status-keep-jumping = { $side ->
        [white] Wit aan zet: spring door
       *[black] Zwart aan zet: spring door
    }
status-ai-to-move = { $side ->
        [white] Wit (computer) aan zet
       *[black] Zwart (computer) aan zet
    }
status-ai-thinking = { $side ->
        [white] Wit (computer) denkt na…
       *[black] Zwart (computer) denkt na…
    }
status-hint-searching = Een goede zet zoeken…

record-bad-tag = regel { $line } is geen label zoals [Variant "standard"]
record-bad-value = het label { $tag } heeft een onbruikbare waarde "{ $value }"
record-bad-position = de beginstelling is ongeldig ({ $reason })
record-bad-move = halve zet { $ply } "{ $move }" kan niet worden gespeeld ({ $reason })
record-too-long = de notatie is { $kib } KiB lang; een partijnotatie mag hoogstens { $max } KiB zijn
record-too-many-plies = de notatie bevat { $plies } halve zetten of meer; een partijnotatie mag er hoogstens { $max } hebben
record-unclosed-comment = een commentaar dat met {"{"} begint, wordt niet met {"}"} gesloten
record-result-mismatch = de notatie geeft de uitslag { $written }, maar de zetten geven { $actual }
link-none = de tekst bevat geen link naar een partij
link-too-long = de link is veel langer dan de link van welke partij ook
link-game-too-long = de partij is te lang om als link te schrijven (gespeelde zetten: { $plies }; een partij met een vriend heeft er hoogstens { $max })
link-several = de tekst bevat links naar verschillende partijen (partijen: { $count }); deel de link die je bedoelt apart
link-damaged = de link is beschadigd: een deel is onderweg verloren gegaan of veranderd; vraag hem opnieuw
link-newer-version = de link is gemaakt door een nieuwere versie van Alquerque; werk de app bij om hem te openen
link-unknown-version = de link heeft een vorm die geen enkele versie van Alquerque schrijft: hij is beschadigd of met de hand gemaakt; vraag hem opnieuw
link-unknown-rules = de link noemt regels die deze versie van Alquerque niet kent
link-bad-start = de beginstelling van de link is ongeldig ({ $reason })
link-bad-move = halve zet { $ply } van de link kan niet worden gespeeld ({ $reason })
store-bad-key = '{ $key }' is geen documentnaam (kleine letters, cijfers en streepjes).
store-not-a-file = het is geen gewoon bestand
store-too-big = het is { $bytes } bytes, meer dan welke opslag ook
store-grew = het groeide tijdens het lezen voorbij de grootte van welke opslag ook
store-not-text = het is geen UTF-8-tekst
store-blocked = het onleesbare { $file } kon niet apart worden gezet en wordt niet overschreven
store-too-big-to-write = { $bytes } bytes is meer dan een opslag mag zijn
store-not-replaced = { $file } is geen gewoon bestand en wordt niet vervangen
store-no-aside-name = er is geen vrije naam om het document apart te zetten
store-permission-denied = de app mag het bestand niet gebruiken
store-full = de opslag van het apparaat is vol
store-read-only = de opslag kan alleen worden gelezen
store-system = het systeem weigerde: { $reason }
game-unrated = { $help ->
        [hint] Partij zonder rating: je hebt een tip genomen.
       *[proofs] Partij zonder rating: het perfecte spel werd getoond.
    }
game-leave = { $counts ->
        [loss] De lopende partij eindigt en telt als verlies.
       *[nothing] De lopende partij eindigt.
    }
error-no-such-choice = Keuze { $index } staat niet in deze lijst.

bar-you = Jij
bar-your-friend = Je vriend
bar-side = { $side ->
        [white] Wit
       *[black] Zwart
    }
bar-pieces = { $count ->
        [one] Eén schijf
       *[other] { $count } schijven
    }
turn-yours = Jij bent aan zet
turn-thinking = { $player } denkt na…
turn-friend = Je vriend is aan zet
result-you-won = Je hebt gewonnen
result-you-lost = Je hebt verloren
result-side-won = { $side ->
        [white] Wit heeft gewonnen
       *[black] Zwart heeft gewonnen
    }
result-player-won = { $player } heeft gewonnen
result-draw = Remise
result-change-level = Ander niveau
result-rating-change = Rating { $before } → { $after }, { $change }
result-rating-first = Je eerste rating: { $after }
status-game-over = Partij afgelopen
action-new-game = Nieuwe partij
action-undo = { android-action-undo }
action-hint = Tip
action-stop = { android-review-stop }
action-more = Meer
action-redo = Opnieuw
action-review = Partij nabespreken
action-analysis = Analysebord
action-rules = Regels
action-game-record = { ios-game-record }
