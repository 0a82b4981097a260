# Ce qu’annoncent les lecteurs d’écran, les boutons de fin de partie, les légendes du graphique
# d’analyse et les lignes de la leçon.

point-series = { $tail ->
        [more] { $first }, { $rest }
       *[none] { $first }
    }
point-list = { $count ->
        [one] { $first }
       *[other] { $all_but_last } et { $last }
    }
announce-played = { $side ->
        [white] Les Blancs ont joué { $move }.
       *[black] Les Noirs ont joué { $move }.
    }
announce-played-taking = { $side ->
        [white] Les Blancs ont joué { $move } et pris { $taken }.
       *[black] Les Noirs ont joué { $move } et pris { $taken }.
    }
announce-reply = { $side ->
        [white] Les Blancs répondent { $move }.
       *[black] Les Noirs répondent { $move }.
    } Gain en { $moves } de plus.
announce-reply-taking = { $side ->
        [white] Les Blancs répondent { $move } et prennent { $taken }.
       *[black] Les Noirs répondent { $move } et prennent { $taken }.
    } Gain en { $moves } de plus.
puzzle-checking = Vérification de { $move }…
game-over-play-again = Rejouer
game-over-swap-sides = Changer de camp
game-over-review = Analyser
graph-white-winning = Avantage Blancs
graph-even = 50 % : égalité
graph-black-winning = Avantage Noirs
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = La courbe et les valeurs sous le plateau donnent les chances de gagner des Blancs.
lesson-progress = Étape { $step } sur { $steps }
lesson-intro = { $steps ->
        [one] { $steps } courte étape sur le plateau, puis votre partie contre l’ordinateur.
       *[other] { $steps } courtes étapes sur le plateau, puis votre partie contre l’ordinateur.
    }
lesson-done = Bravo ! { $taught } Touchez Suivant.
lesson-done-last = Bravo ! { $taught }
lesson-keep-jumping = Continuez à sauter : touchez le point d’arrivée suivant.
graph-description = Résultat attendu au fil de la partie : { $top } en haut, { $bottom } en bas. Touchez pour choisir un coup
notice-hint = Indice : { $move }
