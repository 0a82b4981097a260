home-title = Alquerque
home-continue = Weiterspielen
home-continue-against = Gegen { $level } (Wertung { $rating })
home-continue-two-players = Zu zweit auf diesem Gerät
home-continue-computers = { $white } gegen { $black }
home-turn-yours = Du bist am Zug
home-turn-computer = { $level } ist am Zug
home-turn-side = { $side ->
        [white] Weiß am Zug
       *[black] Schwarz am Zug
    }
home-new-game = Neue Partie
home-new-game-detail = Gegen den Computer oder zu zweit auf diesem Gerät
home-learn = Spielen lernen
home-learn-start = { $steps ->
        [one] Ein kurzer Schritt auf dem Brett
       *[other] { $steps } kurze Schritte auf dem Brett
    }
home-learn-progress = Schritt { $step } von { $steps }
home-learn-done = Erledigt: Die Regeln kannst du jederzeit wiederholen
home-puzzles = Aufgaben
home-puzzles-progress = { $solved } von { $total } gelöst
home-endgame = { endgame-title }
home-endgame-detail = Gewonnene Endspiele gegen perfekte Verteidigung zu Ende spielen
home-friends = Partien mit Freunden
home-friends-none = Spiel mit Freunden in der Ferne, indem du deine Züge sendest
home-friends-waiting = { $count ->
        [one] Eine Partie wartet auf deinen Zug
       *[other] { $count } Partien warten auf deinen Zug
    }
home-statistics = Statistik
home-statistics-none = Noch keine Wertung
home-statistics-rating = Wertung { $rating }
home-statistics-rating-rough = Wertung etwa { $rating }
home-analysis = Analysebrett
home-analysis-detail = Stell eine Stellung auf und sieh, was jeder Zug wert ist
home-more = Mehr
home-options = Optionen
home-rules = Regeln
home-about = Über

new-game-title = Neue Partie
new-game-opponent = Gegner
new-game-person = Ein Mensch auf diesem Gerät
new-game-person-outlook = Zwei Menschen spielen abwechselnd auf diesem Gerät
new-game-colour = Du spielst
new-game-white = Weiß (zieht zuerst)
new-game-black = Schwarz
new-game-random = Zufällig
new-game-rules = Regeln
new-game-reversal = Ein Stein darf nach einem Seitwärtsschritt gerade zurückziehen
new-game-start = Partie starten
