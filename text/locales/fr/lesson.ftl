# Apprendre à jouer : le titre de chaque étape, ce qu’elle demande et ce qu’elle a appris.
lesson-step-title = Déplacer un pion
lesson-step-task = Vous jouez les Blancs, depuis le bas du plateau. Un pion avance d’un pas le long d’une ligne vers un point voisin vide. Avancez un pion, vers les Noirs.
lesson-step-done = Les pions avancent ou vont sur le côté, mais ne reculent jamais vers leur propre camp.
lesson-sideways-title = Sur le côté, sans revenir aussitôt
lesson-sideways-task = Un pion peut aussi aller sur le côté. Le pion en c3 vient d’arriver de d3 sur le côté : au pas suivant, il ne peut pas y retourner directement. Déplacez-le sur le côté.
lesson-sideways-done = Cette interdiction est propre au pion et cesse dès qu’il va ailleurs ou qu’il prend.
lesson-capture-title = La prise est obligatoire
lesson-capture-task = Sautez par-dessus un pion adverse voisin du vôtre, le long d’une ligne, jusqu’au point vide juste derrière : le pion sauté est pris. Quand vous pouvez prendre, vous devez le faire. Prenez maintenant.
lesson-capture-done = Les prises se font dans toutes les directions, en arrière aussi.
lesson-chain-title = Continuer à sauter
lesson-chain-task = Après un saut, le même pion continue à sauter tant qu’il le peut, et toute la rafle est un seul coup. Prenez trois pions avec le pion en b2.
lesson-chain-done = Quand une rafle peut prendre plusieurs chemins, vous choisissez : le plus long n’est pas obligatoire.
lesson-far-row-title = La dernière rangée
lesson-far-row-task = Un pion qui atteint la dernière rangée, la première rangée des Noirs, s’y arrête : il ne fait plus de déplacement simple, mais peut encore prendre. Le pion en d5 y est déjà. Amenez un autre pion sur la dernière rangée.
lesson-far-row-done = Les deux pions restent désormais où ils sont, sauf si une prise se présente.
lesson-win-title = Gagner
lesson-win-task = Vous gagnez quand votre adversaire ne peut plus jouer : tous ses pions sont pris, ou ceux qui restent sont bloqués. Il reste aux Noirs un pion, en c2. Ne lui laissez aucun coup.
lesson-win-done = Les Noirs ne peuvent plus jouer : les Blancs gagnent. C’est tout le jeu. Amusez-vous bien !
lesson-wrong-sideways = { $move } est un pas sur le côté. Cette fois, avancez : vers l’autre camp.
lesson-wrong-forward = { $move } est un pas en avant. Cette fois, allez sur le côté, le long de la rangée.
lesson-wrong-not-a-step = { $move } n’est pas un déplacement simple.
lesson-wrong-too-few = Cette rafle prend { $taken ->
        [one] { $taken } pion
       *[other] { $taken } pions
    } ; une autre en prend { $wanted }. Réessayez.
lesson-wrong-short = { $move } n’atteint pas la dernière rangée.
lesson-wrong-opponent-can-move = { $side ->
        [white] Après cela, les Blancs pourraient encore jouer : { $reply }. Trouvez le coup qui ne leur en laisse aucun.
       *[black] Après cela, les Noirs pourraient encore jouer : { $reply }. Trouvez le coup qui ne leur en laisse aucun.
    }
lesson-wrong-step-done = Cette étape est faite : passez à la suivante.
lesson-well-done = Bravo.
