home-title = Alquerque
home-continue = Reprendre
home-continue-against = Contre { $level } (classement { $rating })
home-continue-two-players = À deux sur cet appareil
home-continue-computers = { $white } contre { $black }
home-turn-yours = À vous de jouer
home-turn-computer = { $level } joue
home-turn-side = { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    }
home-new-game = Nouvelle partie
home-new-game-detail = Contre l’ordinateur, ou à deux sur cet appareil
home-learn = Apprendre à jouer
home-learn-start = { $steps ->
        [one] Une courte étape sur le plateau
       *[other] { $steps } courtes étapes sur le plateau
    }
home-learn-progress = Étape { $step } sur { $steps }
home-learn-done = Terminé : revoyez les règles quand vous voulez
home-puzzles = Problèmes
home-puzzles-progress = { $solved } sur { $total } résolus
home-endgame = { endgame-title }
home-endgame-detail = Concluez des finales gagnantes face à une défense parfaite
home-friends = Parties avec des amis
home-friends-none = Jouez avec un ami au loin en lui envoyant vos coups
home-friends-waiting = { $count ->
        [one] Une partie attend votre coup
       *[other] { $count } parties attendent votre coup
    }
home-statistics = Statistiques
home-statistics-none = Pas encore de classement
home-statistics-rating = Classement { $rating }
home-statistics-rating-rough = Classement d’environ { $rating }
home-analysis = Plateau d’analyse
home-analysis-detail = Placez une position et voyez ce que vaut chaque coup
home-more = Plus
home-options = Options
home-rules = Règles
home-about = À propos

new-game-title = Nouvelle partie
new-game-opponent = Adversaire
new-game-person = Une personne sur cet appareil
new-game-person-outlook = Deux joueurs jouent à tour de rôle sur cet appareil
new-game-colour = Vous jouez
new-game-white = Blancs (jouent en premier)
new-game-black = Noirs
new-game-random = Au hasard
new-game-rules = Règles
new-game-reversal = Un pion peut revenir tout droit après un pas de côté
new-game-start = Commencer la partie
