# Analyse de la partie : valeurs, annotations et ce qui est prouvé, et les lignes de l’écran d’analyse.

eval-expected = { $percent } %
eval-won = gagné
eval-lost = perdu
eval-wins-in = gagne en { $moves }
eval-loses-in = perd en { $moves }
mark-best = meilleur coup
mark-good = bon
mark-inaccuracy = imprécision
mark-mistake = erreur
mark-blunder = gaffe
mark-only-move = seul coup
solved-gives-win-away = laisse échapper le gain
solved-wins = gagne avec un jeu parfait
solved-loses = perd avec un jeu parfait
review-change = { $before } -> { $after }
review-proven-both = { $values } ; { $solved }
review-stopped = L’analyse a été arrêtée : les coups suivants n’ont pas été analysés.
review-nothing = Aucun coup à analyser pour l’instant.
review-progress = Analyse : { $done } positions sur { $total }
review-starting = Analyse…
review-number-white = { $number }.
review-number-black = { $number }…
