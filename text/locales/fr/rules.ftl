# Les règles expliquées au joueur, un paragraphe par message.

rules-board = L’alquerque se joue sur un plateau de 25 points reliés par des lignes. Chaque point est relié à ses voisins de gauche, de droite, du haut et du bas ; un point sur deux (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) a aussi des lignes en diagonale.
rules-start = Les Blancs ont douze pions sur les rangées 1 et 2 et sur d3 et e3 ; les Noirs en ont douze sur les rangées 4 et 5 et sur a3 et b3. Le point central, c3, est vide. Les Blancs commencent, puis les joueurs jouent à tour de rôle. On ne peut pas passer : à son tour, il faut jouer.
rules-step = Un déplacement simple fait avancer un pion d’un pas le long d’une ligne vers un point voisin vide : vers l’avant ou sur le côté, jamais en arrière vers son propre camp. Un pion arrivé sur la dernière rangée (la première rangée de l’adversaire) ne fait plus de déplacement simple ; il peut encore prendre, et une prise qui le fait quitter la dernière rangée lui permet de se déplacer de nouveau.
rules-reversal-banned = Un pion qui vient de se déplacer sur le côté ne peut pas revenir directement en arrière au pas suivant. Cette interdiction est propre à ce pion et cesse dès qu’il se déplace ailleurs ou qu’il prend.
rules-reversal-allowed = Le retour est permis : un pion peut aller et venir sur le côté.
rules-step-alfonso = Comme dans le Livre des jeux d’Alphonse X (1283) : un déplacement simple fait avancer un pion d’un pas le long d’une ligne vers un point voisin vide, dans n’importe quelle direction, en arrière aussi. Un pion sur la dernière rangée se déplace comme les autres, et un pion peut revenir là d’où il vient.
rules-capture = Pour prendre, sautez par-dessus un pion adverse voisin du vôtre, le long d’une ligne, jusqu’au point vide juste derrière, dans n’importe quelle direction, en arrière aussi. Le pion sauté quitte aussitôt le plateau. La prise est obligatoire : si vous pouvez prendre, vous devez le faire.
rules-chain = Après un saut, le même pion doit continuer à sauter tant qu’il le peut. S’il y a plusieurs chemins, vous choisissez ; le plus long n’est pas obligatoire. Toute la rafle compte pour un seul coup.
rules-win = Vous gagnez quand votre adversaire ne peut pas jouer à son tour : il n’a plus de pions, ou aucun de ceux qui restent ne peut bouger.
rules-draws = Une partie peut tourner en rond : la même position trois fois, avec le même joueur au trait, est une partie nulle.
rules-draws-counted = Une partie peut tourner en rond : la même position trois fois, avec le même joueur au trait, est une partie nulle ; { $moves } coups de suite (en comptant ceux des deux joueurs) sans aucune prise aussi.
rules-no-draws = Avec ces règles aucune position ne peut revenir, donc chaque partie a un gagnant : il n’y a pas de nulle.

# The rules page: its title when reversal is allowed, and the note when the options' rules
# apply from the next game.
rules-title-with-reversal = { $variant }, retour permis
rules-next-game = Vos options changent ces règles à partir de la prochaine partie.
