# Partieanalyse: Werte, Bewertungen und was bewiesen ist, und die Zeilen des Analysebildschirms.

eval-expected = { $percent } %
eval-won = gewonnen
eval-lost = verloren
eval-wins-in = gewinnt in { $moves }
eval-loses-in = verliert in { $moves }
mark-best = bester Zug
mark-good = gut
mark-inaccuracy = Ungenauigkeit
mark-mistake = Fehler
mark-blunder = grober Fehler
mark-only-move = einziger Zug
solved-gives-win-away = verschenkt den Gewinn
solved-wins = gewinnt bei perfektem Spiel
solved-loses = verliert bei perfektem Spiel
review-change = { $before } -> { $after }
review-proven-both = { $values }; { $solved }
review-stopped = Die Analyse wurde abgebrochen: Die Züge danach wurden nicht analysiert.
review-nothing = Noch keine Züge zum Analysieren.
review-side-summary = { $side ->
        [white] Weiß
       *[black] Schwarz
    }: Ungenauigkeiten { $inaccuracies }, Fehler { $mistakes }, grobe Fehler { $blunders }; { $accuracy }
review-accuracy = Genauigkeit { $percent }
review-accuracy-none = kein Zug zu bewerten
review-progress = Analyse: { $done } von { $total } Stellungen
review-starting = Analyse…
review-number-white = { $number }.
review-number-black = { $number }…
review-ply-heading = { $move }: { $mark }
review-ply-row = { $number } { $move } · { $mark }
review-legend-played = Gespielt { $move } (durchgezogen)
review-legend-better = Gespielt { $move } (durchgezogen), besser { $better } (Pfeil)
review-values = { $before } vorher, { $after } nachher, für die Seite, die gezogen hat
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = Für Weiß: { $before } vorher, { $after } nachher
review-board-best = Das Brett vor { $move }, dem besten Zug
review-board-better = Das Brett vor { $move }; besser war { $better }

# Aus Fehlern lernen: die eigenen Fehler und groben Fehler nach einer Analyse, einer nach dem
# anderen (core/src/review/drill.rs, bindings/src/drill.rs, `alquerque review --learn`).
drill-title = Aus Fehlern lernen
drill-open = Aus Fehlern lernen
drill-find = Finde einen besseren Zug.
drill-heading = { $number } Du hast { $move } gespielt: { $mark }
drill-progress = Fehler { $index } von { $total }
drill-good = Gut gefunden: { $move } ist ein guter Zug ({ $value }).
drill-played = { $move } ist der Zug aus der Partie: Finde einen besseren.
drill-not-better = { $move } ist nicht besser, auch ein { $mark } ({ $value }): Versuch es noch einmal.
drill-revealed = Der bessere Zug war { $move }. Die Fortsetzung: { $line }
drill-why-loses-in = Nach { $move } hat { $winner ->
        [white] Weiß
       *[black] Schwarz
    } einen erzwungenen Gewinn in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.
drill-why-gives-away = { $move } verschenkt den Gewinn: { $winner ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt bei perfektem Spiel.
drill-why-loses = Nach { $move } gewinnt { $winner ->
        [white] Weiß
       *[black] Schwarz
    } bei perfektem Spiel.
drill-why-missed-win = { $move } lässt einen erzwungenen Gewinn in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } aus.
drill-why-drop = { $move } senkt die Gewinnchance von { $side ->
        [white] Weiß
       *[black] Schwarz
    } von { $before } auf { $after }.
drill-skipped = Übersprungen, ohne Lösung.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = Lösung zeigen
drill-skip = Überspringen
drill-revealing = Der bessere Zug und seine Fortsetzung werden berechnet…
drill-summary = Bessere Züge gefunden: { $found } von { $total }
drill-none = Du hast in dieser Partie keine Fehler und keine groben Fehler gemacht: Hier gibt es nichts zu üben.
drill-no-item = Es gibt keinen Fehler Nummer { $number }: Es sind { $total }.
drill-closed = Dieser ist erledigt: Weiter zum nächsten.
drill-tried = Du hast { $move } schon versucht: Versuche einen anderen Zug.
drill-illegal = Dieser Zug ist hier nicht möglich: { $reason }.
drill-stale = Dieser Versuch galt einer anderen Stellung: Versuch es noch einmal.
drill-judging = { $move } wird bewertet…
drill-next = Weiter
drill-previous = Zurück
drill-back = Zurück zur Partieanalyse
