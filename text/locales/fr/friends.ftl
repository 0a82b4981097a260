# Parties avec des amis à distance, jouées par des liens.

friend-list-heading = Parties avec des amis
friend-list-empty = Pas encore de partie avec des amis. Commencez-en une ici, ou ouvrez un lien qu’un ami vous a envoyé.
friend-new-game = Nouvelle partie avec un ami
friend-play-as = { $side ->
        [white] Jouer les Blancs (vous commencez)
       *[black] Jouer les Noirs (votre ami commence)
    }
friend-remove = Retirer
friend-row-side = { $side ->
        [white] Vous jouez les Blancs
       *[black] Vous jouez les Noirs
    }
friend-row-moves = { $count ->
        [one] { $count } coup joué
       *[other] { $count } coups joués
    }
friend-your-move = À vous de jouer
friend-send-your-move = Votre coup est joué : envoyez-le
friend-send-invite = Envoyez la partie à votre ami : il joue les Blancs et commence
friend-waiting = En attente de votre ami
friend-game-title = Partie avec un ami
friend-send = Envoyer mon coup
status-friend-to-move = { $side ->
        [white] Les Blancs jouent : en attente de votre ami
       *[black] Les Noirs jouent : en attente de votre ami
    }
friend-not-your-turn = C’est au tour de votre ami : envoyez votre coup et attendez le sien.
friend-undo-sent = Votre coup a été envoyé à votre ami : il ne peut plus être repris.
friend-no-record = Une partie enregistrée s’ouvre comme votre partie contre l’ordinateur, pas dans une partie avec un ami.
friend-not-a-friend-game = Cette partie n’est pas une partie avec un ami : il n’y a rien à envoyer.
friend-share-move = Mon coup dans notre partie d’alquerque : ouvrez le lien pour jouer le vôtre.
friend-share-invite = { $side ->
        [white] Jouons à l’alquerque ! Vous avez les Blancs et vous commencez : ouvrez le lien.
       *[black] Jouons à l’alquerque ! Vous avez les Noirs : ouvrez le lien.
    }
friend-share-over = Notre partie d’alquerque est terminée : ouvrez le lien pour voir la fin.
friend-link-refused = Le lien n’a pas pu être ouvert : { $reason }.
friend-link-added = { $side ->
        [white] Nouvelle partie avec un ami : vous jouez les Blancs, et c’est à vous.
       *[black] Nouvelle partie avec un ami : vous jouez les Noirs, et c’est à vous.
    }
friend-link-updated = Le coup de votre ami est arrivé : c’est à vous.
friend-link-updated-over = Le coup de votre ami est arrivé, et la partie est terminée. { $result }
friend-link-same = Vous avez déjà cette partie, telle que le lien la contient.
friend-link-older = Ce lien est plus ancien que votre partie avec cet ami : votre partie reste telle qu’elle est.
friend-link-diverges = Ce lien ne suit pas votre partie avec cet ami (ses coups ont pris un autre chemin) : votre partie reste telle qu’elle est.
friend-list-full = Vous avez { $max } parties avec des amis, le maximum conservé : retirez-en une pour en commencer ou en ouvrir une autre.
friend-list-set-aside = Votre liste de parties avec des amis n’a pas pu être lue en entier ({ $reason }). Elle a été mise de côté, et les parties lisibles sont ici.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = Votre liste de parties avec des amis n’a pas pu être lue en entier. Elle a été mise de côté, et les parties lisibles sont ici.
friend-list-not-saved = Vos parties avec des amis n’ont pas pu être enregistrées ({ $reason }).
friend-game-gone = Cette partie avec un ami n’est plus dans votre liste.
friend-game-moved-on = Un lien plus récent de cette partie est arrivé depuis que vous l’avez ouverte : rouvrez-la depuis la liste des parties avec des amis.
friend-game-played-elsewhere = Cette partie a été jouée dans une autre fenêtre depuis que vous l’avez ouverte ici, et ce coup est gardé : rouvrez-la depuis la liste des parties avec des amis.
friend-game-too-long = Cette partie compte { $max } coups, le plus qu’un lien vers votre ami peut porter : plus aucun coup ne peut y être joué.
friend-link-not-theirs = Ce lien ajoute des coups que votre ami n’avait pas à jouer (des coups de votre propre camp) : votre partie reste telle qu’elle est.
friend-not-sent = Votre coup n’a pas pu être envoyé : { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
friend-default-name = Partie du { $day } { $month ->
        [jan] janv.
        [feb] févr.
        [mar] mars
        [apr] avr.
        [may] mai
        [jun] juin
        [jul] juil.
        [aug] août
        [sep] sept.
        [oct] oct.
        [nov] nov.
       *[dec] déc.
    }
friend-rename = Renommer
friend-name-label = Nom de la partie
friend-removed = « { $name } » retirée
friend-undo-remove = Annuler
