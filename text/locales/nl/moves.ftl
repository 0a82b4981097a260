# Waarom een zet niet geldig is (core/src/board/movegen/diagnose.rs): zinsdelen zonder
# hoofdletter of punt, door de apps in zinnen gezet. Geen dubbele punt.

illegal-too-short = een zet heeft minstens twee punten nodig, zoals in c2-c3
illegal-no-moves-left = de partij is voorbij, { $side ->
        [white] Wit
       *[black] Zwart
    } heeft geen geldige zet
illegal-no-piece = er staat geen schijf op { $point }
illegal-not-your-piece = de schijf op { $point } is van { $side ->
        [white] Wit
       *[black] Zwart
    }
illegal-not-a-line = van { $from } naar { $to } is geen stap of sprong langs een lijn
illegal-occupied = { $point } is niet leeg
illegal-backwards = schijven mogen niet terugstappen naar hun eigen achterste rij
illegal-far-row = de schijf op { $point } heeft de achterste rij bereikt en mag alleen nog slaan
illegal-reversal-ban = de schijf op { $point } is net { $banned ->
        [east] naar het westen gestapt en mag niet meteen terug naar het oosten
       *[west] naar het oosten gestapt en mag niet meteen terug naar het westen
    }
illegal-capture-compulsory = er kan geslagen worden, en slaan is verplicht
illegal-step-then-more = een gewone stap gaat maar één punt ver
illegal-nothing-to-jump = de sprong { $jump } gaat niet over een schijf van de tegenstander
illegal-must-keep-jumping = de slag is niet af, de schijf moet doorspringen vanaf { $point }
illegal-move = ongeldige zet { $path } ({ $reason })

# Waarom een getypte zet niet te lezen is (core/src/game/notation.rs).
move-text-empty = geen zet opgegeven (schrijf een zet als c2-c3)
move-text-missing-point = een streepje heeft aan beide kanten een punt nodig, zoals in c2-c3
move-text-too-short = een zet heeft een begin- en een eindpunt nodig, zoals in c2-c3
move-text-too-long = een slag op dit bord heeft hoogstens { $jumps } sprongen
unknown-name = { $kind ->
        [level] onbekend niveau '{ $name }' (de niveaus zijn { $known })
        [variant] onbekende variant '{ $name }' (de varianten zijn { $known })
       *[point] onbekend punt '{ $name }' (de punten gaan van a1 tot e5)
    }

# Een tik die niet past (bindings/src/entry.rs): zinnen onder het bord.
tap-empty = { $point } is leeg: kies een van je schijven.
tap-not-yours = Dat is een { $piece ->
        [white] witte
       *[black] zwarte
    } schijf: jij speelt met { $side ->
        [white] Wit
       *[black] Zwart
    }.
tap-capture-compulsory = Slaan is verplicht: kies een schijf die kan slaan.
tap-no-legal-move = Die schijf heeft geen geldige zet.
tap-not-a-move = Dat is geen zet.
tap-keep-jumping = De slag moet verder vanaf { $point }: spring naar { $count ->
        [one] { $first }
       *[other] { $all_but_last } of { $last }
    }.

# Een punt voorgelezen door schermlezers (bindings/src/entry.rs).
point-label = { $point }, { $piece ->
        [empty] leeg
        [white] witte schijf
       *[black] zwarte schijf
    }
point-label-more = { $label }, { $more }
point-selected = gekozen
point-can-move = kan zetten
point-target = tik om hierheen te zetten
point-last-move = deel van de laatste zet
point-hinted = de tip: de winst begint met deze schijf
