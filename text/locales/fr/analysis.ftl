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
analysis-move = { $move } : { $value }
analysis-to-move = { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    }
analysis-select = Choisissez un pion pour voir ce que donne chacun de ses coups avec un jeu parfait.
analysis-selected = Chaque coup de ce pion porte ce qu’il donne avec un jeu parfait. Touchez un autre pion pour voir ses coups.
analysis-working = Calcul de ce que donne chaque coup…
analysis-game-over = { $winner ->
        [white] Les Noirs n’ont plus de coup : les Blancs ont gagné.
       *[black] Les Blancs n’ont plus de coup : les Noirs ont gagné.
    }
analysis-edit-help = Touchez un point pour y poser un pion blanc, encore une fois pour un noir, et une fois de plus pour le vider.
analysis-bad-position = Ce n’est pas une position : { $reason }
