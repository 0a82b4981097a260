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
review-side-summary = { $side ->
        [white] Blancs
       *[black] Noirs
    } : imprécisions { $inaccuracies }, erreurs { $mistakes }, gaffes { $blunders } ; { $accuracy }
review-accuracy = précision { $percent }
review-accuracy-none = aucun coup à juger
review-progress = Analyse : { $done } positions sur { $total }
review-starting = Analyse…
review-number-white = { $number }.
review-number-black = { $number }…
review-ply-heading = { $move } : { $mark }
review-ply-row = { $number } { $move } · { $mark }
review-legend-played = Joué { $move } (trait plein)
review-legend-better = Joué { $move } (trait plein), meilleur { $better } (flèche)
review-values = { $before } avant, { $after } après, pour le camp qui a joué
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = Pour les Blancs : { $before } avant, { $after } après
review-board-best = Le plateau avant { $move }, le meilleur coup
review-board-better = Le plateau avant { $move } ; le meilleur était { $better }

# Apprendre de ses erreurs : les erreurs et gaffes de la personne, une à une, après une analyse
# (core/src/review/drill.rs, bindings/src/drill.rs, `alquerque review --learn`).
drill-title = Apprendre de ses erreurs
drill-open = Apprendre de ses erreurs
drill-find = Trouvez un meilleur coup.
drill-heading = { $number } Vous avez joué { $move } : { $mark }
drill-progress = Erreur { $index } sur { $total }
drill-good = Bien vu : { $move } est un bon coup ({ $value }).
drill-played = { $move } est le coup joué dans la partie : trouvez-en un meilleur.
drill-not-better = { $move } n’est pas meilleur, c’est aussi une { $mark } ({ $value }) : réessayez.
drill-revealed = Le meilleur coup était { $move }. La suite : { $line }
drill-why-loses-in = Après { $move }, { $winner ->
        [white] les Blancs
       *[black] les Noirs
    } ont un gain forcé en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
drill-why-gives-away = { $move } laisse échapper le gain : { $winner ->
        [white] les Blancs
       *[black] les Noirs
    } gagnent avec un jeu parfait.
drill-why-loses = Après { $move }, { $winner ->
        [white] les Blancs
       *[black] les Noirs
    } gagnent avec un jeu parfait.
drill-why-missed-win = { $move } laisse passer un gain forcé en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
drill-why-drop = { $move } fait baisser les chances de gagner { $side ->
        [white] des Blancs
       *[black] des Noirs
    } de { $before } à { $after }.
drill-skipped = Passée, sans la solution.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = Voir la solution
drill-skip = Passer
drill-revealing = Recherche du meilleur coup et de sa suite…
drill-summary = Meilleurs coups trouvés : { $found } sur { $total }
drill-none = Aucune erreur ni gaffe de votre part dans cette partie : rien à travailler ici.
drill-no-item = Il n’y a pas d’erreur numéro { $number } : il y en a { $total }.
drill-closed = Celle-ci est terminée : passez à la suivante.
drill-tried = Vous avez déjà essayé { $move } : essayez un autre coup.
drill-illegal = Ce coup ne peut pas être joué ici : { $reason }.
drill-stale = Cet essai concernait une autre position : réessayez.
drill-judging = Évaluation de { $move }…
drill-next = Suivante
drill-previous = Précédente
drill-back = Retour à l’analyse
