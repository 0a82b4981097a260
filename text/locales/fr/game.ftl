# La partie : résultats, ligne d’état, ce que prouve le jeu parfait, avis et erreurs.

status-ongoing = La partie est en cours.
status-won-no-pieces = { $winner ->
        [white] Les Blancs gagnent : les Noirs n’ont plus de pions.
       *[black] Les Noirs gagnent : les Blancs n’ont plus de pions.
    }
status-won-blocked = { $winner ->
        [white] Les Blancs gagnent : les Noirs n’ont aucun coup légal.
       *[black] Les Noirs gagnent : les Blancs n’ont aucun coup légal.
    }
status-drawn-repetition = Partie nulle : la même position s’est produite trois fois.
status-drawn-no-capture = Partie nulle : { $plies } demi-coups de suite sans prise.
play-game-over = la partie est finie, commencez-en une nouvelle
play-too-long = la partie a atteint { $plies } demi-coups, le maximum d’une partie enregistrée, elle ne peut donc pas continuer

known-wins = { $winner ->
        [white] Les Blancs gagnent avec un jeu parfait
       *[black] Les Noirs gagnent avec un jeu parfait
    }
known-gave-away = { $winner ->
        [white] Les Noirs ont laissé échapper le gain : les Blancs gagnent avec un jeu parfait
       *[black] Les Blancs ont laissé échapper le gain : les Noirs gagnent avec un jeu parfait
    }

sentence = { $phrase }.

error-not-your-turn = Ce n’est pas votre tour : c’est à l’IA de jouer.
error-game-over = La partie est finie. Commencez-en une nouvelle.
error-no-such-point = Il n’y a pas de point { $index } sur le plateau.

notice-save-set-aside = La partie enregistrée n’a pas pu être lue ({ $reason }). Elle a été mise de côté et une nouvelle partie a commencé.
notice-save-blocked = La partie enregistrée n’a pas pu être lue ({ $reason }) ni mise de côté. Une nouvelle partie a commencé ; elle ne sera pas enregistrée par-dessus l’ancienne.
notice-save-failed = La partie n’a pas pu être enregistrée ({ $reason }).
notice-record-opened = La partie notée est ouverte. Annuler ramène la partie que vous jouiez.

status-to-move = { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    }
status-must-capture = { $side ->
        [white] Les Blancs jouent : la prise est obligatoire
       *[black] Les Noirs jouent : la prise est obligatoire
    }
status-keep-jumping = { $side ->
        [white] Les Blancs jouent : continuez à sauter
       *[black] Les Noirs jouent : continuez à sauter
    }
status-ai-to-move = { $side ->
        [white] Les Blancs (IA) jouent
       *[black] Les Noirs (IA) jouent
    }
status-ai-thinking = { $side ->
        [white] Les Blancs (IA) réfléchissent…
       *[black] Les Noirs (IA) réfléchissent…
    }
status-hint-searching = Recherche d’un bon coup…

record-bad-tag = la ligne { $line } n’est pas une balise comme [Variant "standard"]
record-bad-value = la balise { $tag } a une valeur inutilisable « { $value } »
record-bad-position = la position de départ n’est pas valable ({ $reason })
record-bad-move = le demi-coup { $ply } « { $move } » ne peut pas être joué ({ $reason })
record-too-long = la partie notée fait { $kib } Kio ; une partie notée fait au plus { $max } Kio
record-too-many-plies = la partie notée compte { $plies } demi-coups ou plus ; une partie notée en compte au plus { $max }
record-unclosed-comment = un commentaire ouvert par {"{"} n’est pas fermé par {"}"}
record-result-mismatch = la partie notée donne le résultat { $written } mais ses coups donnent { $actual }
link-none = le texte ne contient aucun lien de partie
link-too-long = le lien est bien plus long que celui de n’importe quelle partie
link-game-too-long = la partie est trop longue pour être écrite en lien (coups joués : { $plies } ; une partie avec un ami en compte { $max } au plus)
link-several = le texte contient des liens vers des parties différentes (parties : { $count }) ; partagez seul celui que vous voulez ouvrir
link-damaged = le lien est abîmé : un morceau s’est perdu ou a été modifié en route ; demandez qu’on vous le renvoie
link-newer-version = le lien vient d’une version plus récente d’Alquerque ; mettez l’application à jour pour l’ouvrir
link-unknown-version = le lien a une forme qu’aucune version d’Alquerque n’écrit : il a été abîmé ou fait à la main ; redemandez-le
link-unknown-rules = le lien emploie des règles que cette version d’Alquerque ne connaît pas
link-bad-start = la position de départ du lien n’est pas valable ({ $reason })
link-bad-move = le demi-coup { $ply } du lien ne peut pas être joué ({ $reason })
store-bad-key = « { $key } » n’est pas un nom de document (minuscules, chiffres et tirets).
store-not-a-file = ce n’est pas un fichier ordinaire
store-too-big = il est plus grand que toute sauvegarde (octets : { $bytes })
store-grew = il a dépassé la taille de toute sauvegarde pendant sa lecture
store-not-text = ce n’est pas du texte UTF-8
store-blocked = le fichier illisible { $file } n’a pas pu être mis de côté, et n’est pas écrasé
store-too-big-to-write = il est plus grand qu’une sauvegarde ne peut l’être (octets : { $bytes })
store-not-replaced = { $file } n’est pas un fichier ordinaire, et n’est pas remplacé
store-no-aside-name = aucun nom libre pour mettre le document de côté
store-permission-denied = l’application n’a pas le droit d’utiliser le fichier
store-full = le stockage de l’appareil est plein
store-read-only = le stockage est en lecture seule
store-system = le système a refusé : { $reason }
game-unrated = { $help ->
        [hint] Partie non classée : vous avez pris un indice.
       *[proofs] Partie non classée : le jeu parfait a été affiché.
    }
game-leave = { $counts ->
        [loss] La partie en cours prendra fin et comptera comme une défaite.
       *[nothing] La partie en cours prendra fin.
    }
error-no-such-choice = Il n’y a pas de choix { $index } dans cette liste.

bar-you = Vous
bar-your-friend = Votre ami
bar-side = { $side ->
        [white] Blancs
       *[black] Noirs
    }
bar-pieces = { $count ->
        [one] { $count } pion
       *[other] { $count } pions
    }
turn-yours = À vous de jouer
turn-thinking = { $player } réfléchit…
turn-friend = Au tour de votre ami
result-you-won = Vous avez gagné
result-you-lost = Vous avez perdu
result-side-won = { $side ->
        [white] Les Blancs gagnent
       *[black] Les Noirs gagnent
    }
result-player-won = { $player } gagne
result-draw = Partie nulle
result-change-level = Changer de niveau
result-rating-change = Classement { $before } → { $after }, { $change }
result-rating-first = Votre premier classement : { $after }
status-game-over = Partie terminée
action-new-game = Nouvelle partie
action-undo = { android-action-undo }
action-hint = Indice
action-stop = { android-review-stop }
action-more = Plus
action-redo = Rétablir
action-review = Analyser la partie
action-analysis = Plateau d’analyse
action-rules = Règles
action-game-record = { ios-game-record }
