# Nabespreking: waarden, oordelen en wat bewezen is (core/src/review/), en de regels van het
# nabesprekingsscherm (bindings/src/session/review.rs).

eval-expected = { $percent }%
eval-won = gewonnen
eval-lost = verloren
eval-wins-in = wint in { $moves }
eval-loses-in = verliest in { $moves }
mark-best = beste
mark-good = goed
mark-inaccuracy = onnauwkeurigheid
mark-mistake = fout
mark-blunder = blunder
mark-only-move = enige zet
solved-gives-win-away = geeft de winst weg
solved-wins = wint met perfect spel
solved-loses = verliest met perfect spel
review-change = { $before } -> { $after }
review-proven-both = { $values }; { $solved }
review-stopped = De nabespreking is gestopt: de zetten hierna zijn niet bekeken.
review-nothing = Nog geen zetten om na te bespreken.
review-side-summary = { $side ->
        [white] Wit
       *[black] Zwart
    }: onnauwkeurigheden { $inaccuracies }, fouten { $mistakes }, blunders { $blunders }; { $accuracy }
review-accuracy = nauwkeurigheid { $percent }
review-accuracy-none = geen zet om te beoordelen
review-progress = Nabespreking: { $done } van { $total } stellingen
review-starting = Nabespreking…
review-number-white = { $number }.
review-number-black = { $number }…

review-ply-heading = { $move }: { $mark }
review-ply-row = { $number } { $move } · { $mark }
review-legend-played = Gespeeld { $move } (doorgetrokken)
review-legend-better = Gespeeld { $move } (doorgetrokken), beter { $better } (pijl)
review-values = { $before } ervoor, { $after } erna, voor de kant die zette
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = Voor Wit: { $before } ervoor, { $after } erna
review-board-best = Het bord vóór { $move }, de beste zet
review-board-better = Het bord vóór { $move }; beter was { $better }

# Leer van je fouten (core/src/review/drill.rs, bindings/src/drill.rs).
drill-title = Leer van je fouten
drill-open = Leer van je fouten
drill-find = Vind een betere zet.
drill-heading = { $number } Je speelde { $move }: { $mark }
drill-progress = Fout { $index } van { $total }
drill-good = Goed gevonden: { $move } is een goede zet ({ $value }).
drill-played = { $move } is de zet die je in de partij speelde: vind een betere.
drill-not-better = { $move } is niet beter, het is ook een { $mark } ({ $value }): probeer het opnieuw.
drill-revealed = De betere zet was { $move }. De variant die volgt: { $line }
drill-why-loses-in = Na { $move } heeft { $winner ->
        [white] Wit
       *[black] Zwart
    } gedwongen winst in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
drill-why-gives-away = { $move } geeft de winst weg: { $winner ->
        [white] Wit
       *[black] Zwart
    } wint met perfect spel.
drill-why-loses = Na { $move } wint { $winner ->
        [white] Wit
       *[black] Zwart
    } met perfect spel.
drill-why-missed-win = { $move } laat gedwongen winst in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    } liggen.
drill-why-drop = { $move } verlaagt de winstkans van { $side ->
        [white] Wit
       *[black] Zwart
    } van { $before } naar { $after }.
drill-skipped = Overgeslagen, zonder de oplossing.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = Oplossing tonen
drill-skip = Overslaan
drill-revealing = De betere zet en het vervolg worden berekend…
drill-summary = Betere zetten gevonden: { $found } van { $total }
drill-none = Je hebt in deze partij geen fouten of blunders gemaakt: hier valt niets te oefenen.
drill-no-item = Er is geen fout nummer { $number }: er zijn er { $total }.
drill-closed = Deze is klaar: ga door naar de volgende.
drill-tried = Je hebt { $move } al geprobeerd: probeer een andere zet.
drill-illegal = Die zet kan hier niet: { $reason }.
drill-stale = Die poging was voor een andere stelling: probeer het opnieuw.
drill-judging = { $move } beoordelen…
drill-next = Volgende
drill-previous = Vorige
drill-back = Terug naar de nabespreking
