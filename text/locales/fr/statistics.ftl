# L’écran des statistiques et `stats` dans `alquerque play`, et le classement de chaque niveau.

statistics-rating-none = Pas encore de classement : jouez une partie contre l’ordinateur pour en avoir un.
statistics-rating-precise = Votre classement : { $rating } (entre { $low } et { $high }).
statistics-rating-wide = Environ { $rating }, quelque part entre { $low } et { $high } : jouez plus de parties pour un chiffre plus précis.
statistics-suggest-harder = Vous gagnez la plupart de vos parties contre { $from } : essayez { $to }.
statistics-suggest-easier = Vous perdez la plupart de vos parties contre { $from } : essayez { $to }.
statistics-heading-rating = Classement
statistics-heading-computer = Contre l’ordinateur
statistics-heading-two-people = À deux sur cet appareil
statistics-heading-puzzles = Problèmes résolus
statistics-level = { $level } (classement { $rating })
statistics-as-side = { $side ->
        [white] Avec les Blancs
       *[black] Avec les Noirs
    } : gagnées { $won }, perdues { $lost }, nulles { $drawn }
statistics-two-people = Victoires des Blancs { $white }, des Noirs { $black }, nulles { $drawn }
statistics-streak = Victoires d’affilée : { $current } en cours ; meilleure série : { $best }
statistics-no-computer-games = Pas encore de partie contre l’ordinateur.
statistics-no-two-people-games = Pas encore de partie à deux.
statistics-puzzles-length = { $moves ->
        [one] Gain en { $moves } coup
       *[other] Gain en { $moves } coups
    } : { $solved } sur { $total }
statistics-reset-question = Oublier tous les résultats, les séries et le classement ? Les problèmes résolus le restent.
statistics-set-aside = Vos statistiques n’ont pas pu être lues ({ $reason }). Elles ont été mises de côté, et un nouveau relevé commence.
statistics-not-saved = Vos statistiques n’ont pas pu être enregistrées ({ $reason }).
level-rating = Classement : environ { $rating }
play-help-stats = vos résultats, votre classement et les problèmes résolus, comme dans les applis
statistics-not-read = Vos statistiques n’ont pas pu être lues ({ $reason }). Le fichier est laissé tel quel.
statistics-bad-line = ligne { $line } : « { $text } » ne fait pas partie d’un registre de parties
statistics-unrated = Parties non classées (avec un indice, ou le jeu parfait affiché) : gagnées { $won }, perdues { $lost }, nulles { $drawn }
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = Entre { $low } et { $high }
statistics-play-level = Jouer contre { $level }
statistics-table-level = Niveau
statistics-table-rating = Classement
statistics-table-white = Avec les blancs
statistics-table-black = Avec les noirs
statistics-heading-chart = Votre classement au fil des parties
statistics-chart-game = Partie { $number }
statistics-chart-description = { $games ->
        [one] Classement de { $first } à { $last } sur { $games } partie
       *[other] Classement de { $first } à { $last } sur { $games } parties
    }
