# Les niveaux de l’IA et les variantes des règles, pour les menus.

level-beginner = Débutant
level-beginner-description = Joue des coups plausibles et commet de vraies erreurs.
level-beginner-outlook = À votre portée dès vos premières parties : il commet de vraies erreurs.
level-easy = Facile
level-easy-description = Prend ce qu’on lui offre, mais se trompe encore de temps en temps.
level-easy-outlook = À votre portée dès que vous connaissez les règles et surveillez les prises.
level-medium = Moyen
level-medium-description = Un adversaire solide qui voit trois coups à l’avance en tactique.
level-medium-outlook = Un vrai combat pour qui a déjà quelques parties derrière lui.
level-hard = Difficile
level-hard-description = Ne laisse jamais passer un gain forcé en cinq coups.
level-hard-outlook = Gagne presque toutes ses parties contre un débutant.
level-master = Maître
level-master-description = Celui qui réfléchit le plus : calcule neuf coups de tactique et cherche des gains prouvés.
level-master-outlook = Pour les joueurs forts : il perd rarement.
level-perfect = Parfait
level-perfect-description = Joue le gain prouvé là où le jeu résolu en a un ; sinon, comme Maître.
level-perfect-outlook = Imbattable avec les Blancs selon les règles standard ; avec les Noirs, seul un jeu parfait le bat.

variant-standard = Standard (Qirkat)
variant-alfonso = Alphonse X (toutes directions)

# The players the options offer for each side.
player-human = Une personne
player-human-description = Une personne touche le plateau.
player-ai = IA : { $level }
