analysis-wins = gagne
analysis-wins-in = gagne en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
analysis-loses = perd
analysis-loses-in = perd en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
analysis-not-known = inconnu
analysis-draws = Avec ces règles, une partie peut finir nulle : rien n’est donc prouvé ici.

analysis-why-draws = les règles permettent la partie nulle
analysis-why-budget = la recherche de preuve a atteint sa limite avec { $pieces ->
        [one] { $pieces } pion
       *[other] { $pieces } pions
    } sur le plateau
analysis-estimate = estimation de l’ordinateur : { $percent } % de chances de gagner
analysis-unknown-why = { $value } ({ $reason } ; { $estimate })
analysis-unknown-reason = { $value } ({ $reason })
analysis-move = { $move } : { $value }
analysis-to-move = { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    }
analysis-select = Chaque coup est listé avec ce qu’il donne avec un jeu parfait. Choisissez un pion pour ne voir que ses coups.
analysis-selected = Chaque coup de ce pion porte ce qu’il donne avec un jeu parfait. Touchez un point marqué pour jouer le coup, ou un autre pion pour voir ses coups.
analysis-working = Calcul de ce que donne chaque coup…
analysis-further = Le calcul des coups encore inconnus continue. Choisissez un pion pour ne voir que ses coups.
analysis-game-over = { $winner ->
        [white] Les Noirs n’ont plus de coup : les Blancs ont gagné.
       *[black] Les Blancs n’ont plus de coup : les Noirs ont gagné.
    }
analysis-edit-help = Touchez un point pour y poser un pion blanc, encore une fois pour un noir, et une fois de plus pour le vider.
analysis-bad-position = Ce n’est pas une position : { $reason }

position-bad-board = « { $text } » n’est pas un plateau (écrivez cinq rangées de cinq points de la rangée 5 vers le bas, séparées par /, comme dans bbbbb/bbbbb/bb-ww/wwwww/wwwww)
position-bad-cell = « { $text } » n’est pas un point valable (chaque point est w, b ou -)
position-bad-turn = « { $text } » n’est pas un camp au trait (w ou b)
position-bad-ban = « { $text } » n’est pas une interdiction de retour (écrivez le point puis < pour aucun pas vers l’ouest ou > pour aucun pas vers l’est, comme dans c3<)
position-bad-count = « { $text } » n’est pas un nombre de demi-coups
position-trailing = « { $text } » en trop après la position
position-too-long = elle fait { $bytes } octets, et une position en fait au plus { $max }
setup-overlap = le point { $point } porte à la fois un pion blanc et un pion noir
setup-ban-without-piece = une interdiction de retour est donnée pour { $point }, où il n’y a aucun pion
setup-ban-both-ways = le pion en { $point } a interdiction d’aller à la fois vers l’est et vers l’ouest
setup-bans-not-in-rules = des interdictions de retour sont données, mais ces règles permettent le retour

# The endgame trainer (core/src/endgame/, `alquerque endgame`).
endgame-to-move = { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    } et gagnent en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
endgame-welcome = La défense est parfaite : elle s’appuie sur une base de données de toutes les positions à peu de pions. Chacun de vos coups est jugé aussitôt.
endgame-still-winning = Toujours gagnant : plus que { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } jusqu’au gain.
endgame-slower = Toujours gagnant, mais plus lentement : plus que { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } jusqu’au gain, alors que le coup le plus rapide en laissait { $fastest }.
endgame-slipped = { $move } laisse échapper le gain : la défense gagnerait ensuite. Le coup est repris.
endgame-fastest = Le gain le plus rapide commence par { $move } et prend { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }. Réessayez.
endgame-reply = { $side ->
        [white] Les Blancs répondent
       *[black] Les Noirs répondent
    } { $move }.
endgame-won = Gagné en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, sans laisser échapper le gain !
endgame-won-slips = Gagné en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }. { $slips ->
        [one] { $slips } coup a laissé échapper le gain.
       *[other] { $slips } coups ont laissé échapper le gain.
    }
endgame-prompt = finale { $level }
endgame-next = Tapez 'next' pour une autre position de ce niveau, ou 'quit'.
endgame-help-next = une autre position de ce niveau
endgame-help-quit = quitter l’entraînement aux finales
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = Entraînement aux finales
endgame-level = Niveau { $level } sur { $levels }
endgame-next-position = Position suivante
endgame-easier = Plus facile
endgame-harder = Plus difficile
endgame-unavailable = La base de données des finales ne donne ici aucune position à jouer.
