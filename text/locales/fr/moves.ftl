# Pourquoi un coup n’est pas légal : des propositions sans majuscule ni point final.

illegal-too-short = un coup demande au moins deux points, comme c2-c3
illegal-no-moves-left = la partie est finie, { $side ->
        [white] les Blancs n’ont
       *[black] les Noirs n’ont
    } aucun coup légal
illegal-no-piece = il n’y a pas de pion en { $point }
illegal-not-your-piece = le pion en { $point } appartient { $side ->
        [white] aux Blancs
       *[black] aux Noirs
    }
illegal-not-a-line = de { $from } à { $to } il n’y a ni pas ni saut le long d’une ligne
illegal-occupied = { $point } n’est pas vide
illegal-backwards = les pions ne peuvent pas reculer vers leur propre rangée de départ
illegal-far-row = le pion en { $point } a atteint la dernière rangée et ne peut plus que prendre
illegal-reversal-ban = le pion en { $point } vient d’aller { $banned ->
        [east] vers l’ouest, il ne peut pas revenir directement vers l’est
       *[west] vers l’est, il ne peut pas revenir directement vers l’ouest
    }
illegal-capture-compulsory = une prise est possible, et la prise est obligatoire
illegal-step-then-more = un déplacement simple n’avance que d’un point
illegal-nothing-to-jump = le saut { $jump } ne passe pas par-dessus un pion adverse
illegal-must-keep-jumping = la prise n’est pas finie, le pion doit continuer à sauter depuis { $point }
illegal-move = coup illégal { $path } ({ $reason })
move-text-empty = aucun coup donné (écrivez un coup comme c2-c3)
move-text-missing-point = un tiret demande un point de chaque côté, comme dans c2-c3
move-text-too-short = un coup demande un point de départ et un point d’arrivée, comme dans c2-c3
move-text-too-long = une prise sur ce plateau compte au plus { $jumps } sauts
unknown-name = { $kind ->
        [level] niveau inconnu « { $name } » (les niveaux sont { $known })
        [variant] variante inconnue « { $name } » (les variantes sont { $known })
       *[point] point inconnu « { $name } » (les points vont de a1 à e5)
    }
tap-empty = { $point } est vide : choisissez l’un de vos pions.
tap-not-yours = Ce pion est { $piece ->
        [white] blanc
       *[black] noir
    } : vous jouez les { $side ->
        [white] Blancs
       *[black] Noirs
    }.
tap-capture-compulsory = La prise est obligatoire : choisissez un pion qui peut prendre.
tap-no-legal-move = Ce pion n’a aucun coup légal.
tap-not-a-move = Ce n’est pas un coup.
tap-keep-jumping = La prise doit continuer depuis { $point } : sautez en { $count ->
        [one] { $first }
       *[other] { $all_but_last } ou { $last }
    }.
point-label = { $point }, { $piece ->
        [empty] vide
        [white] pion blanc
       *[black] pion noir
    }
point-label-more = { $label }, { $more }
point-selected = sélectionné
point-can-move = peut bouger
point-target = touchez pour jouer ici
point-last-move = fait partie du dernier coup
point-hinted = l’indice : le gain commence avec ce pion
