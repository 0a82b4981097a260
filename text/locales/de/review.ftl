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
review-progress = Analyse: { $done } von { $total } Stellungen
review-starting = Analyse…
review-number-white = { $number }.
review-number-black = { $number }…
