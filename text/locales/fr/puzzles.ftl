# Problèmes : pourquoi un essai est refusé, et les mots de l’écran des problèmes.

puzzle-solved-already = le problème est déjà résolu
puzzle-too-hard = la recherche n’a pas pu juger ce coup dans le temps imparti
puzzle-busy = Un coup est en cours d’évaluation : patientez.
puzzle-not-legal = Ce coup n’est pas légal ici.
puzzle-try-again = Impossible de le calculer pour l’instant : réessayez.
puzzle-progress-not-saved = Votre progression n’a pas pu être enregistrée ({ $reason }).
puzzle-progress-set-aside = Votre progression dans les problèmes n’a pas pu être lue ({ $reason }). Elle a été mise de côté.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = Votre progression dans les problèmes n’a pas pu être lue. Elle a été mise de côté.
puzzle-progress = { $solved } problèmes résolus sur { $total }
puzzle-title = Problème { $number } : gain en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
puzzle-to-move = { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    } et gagnent en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
puzzle-keep-jumping = { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    } : continuez à sauter.
puzzle-hint = Indice : le gain commence avec le pion en { $point }.
puzzle-missed = { $move } ne gagne pas en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : réessayez.
puzzle-kept = { $move } garde le gain ; { $side ->
        [white] les Blancs répondent
       *[black] les Noirs répondent
    } { $reply }. Gain en { $moves } de plus.
puzzle-solved = { $misses ->
        [0] Résolu !
        [one] Résolu, après { $misses } essai manqué.
       *[other] Résolu, après { $misses } essais manqués.
    }
puzzle-list-section = Gain en { $moves }
puzzle-list-row = Problème { $number }
puzzle-list-solved = résolu
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = Série : { $count }
puzzle-streak-best = Série : { $count } · record : { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = Par longueur
puzzle-list-by-theme = Par thème
puzzle-list-unsolved-only = Non résolus seulement
puzzle-list-all-solved = Tous les problèmes ici sont résolus.

theme-multi-capture = rafle
theme-quiet = premier coup tranquille
theme-sacrifice = sacrifice
theme-forced-capture = prise forcée
theme-endgame = finale
