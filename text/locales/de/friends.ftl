# Partien mit Freunden in der Ferne, gespielt über Links.

friend-list-heading = Partien mit Freunden
friend-list-empty = Noch keine Partien mit Freunden. Beginne hier eine oder öffne einen Link, den dir ein Freund geschickt hat.
friend-new-game = Neue Partie mit einem Freund
friend-play-as = { $side ->
        [white] Weiß spielen (du ziehst zuerst)
       *[black] Schwarz spielen (dein Freund zieht zuerst)
    }
friend-remove = Entfernen
friend-row-side = { $side ->
        [white] Du spielst Weiß
       *[black] Du spielst Schwarz
    }
friend-row-moves = { $count ->
        [one] { $count } Zug gespielt
       *[other] { $count } Züge gespielt
    }
friend-your-move = Du bist am Zug
friend-send-your-move = Dein Zug ist gespielt: schick ihn ab
friend-send-invite = Schick die Partie deinem Freund: Er spielt Weiß und zieht zuerst
friend-waiting = Warten auf deinen Freund
friend-game-title = Partie mit einem Freund
friend-send = Meinen Zug senden
status-friend-to-move = { $side ->
        [white] Weiß am Zug: warten auf deinen Freund
       *[black] Schwarz am Zug: warten auf deinen Freund
    }
friend-not-your-turn = Dein Freund ist am Zug: schick deinen Zug und warte auf seinen.
friend-undo-sent = Dein Zug wurde deinem Freund geschickt: Er kann nicht mehr zurückgenommen werden.
friend-no-record = Eine gespeicherte Partie öffnet sich als deine Partie gegen den Computer, nicht in einer Partie mit einem Freund.
friend-not-a-friend-game = Diese Partie ist keine Partie mit einem Freund: Es gibt nichts zu senden.
friend-share-move = Mein Zug in unserer Alquerque-Partie: Öffne den Link und spiel deinen.
friend-share-invite = { $side ->
        [white] Lass uns Alquerque spielen! Du spielst Weiß und ziehst zuerst: Öffne den Link.
       *[black] Lass uns Alquerque spielen! Du spielst Schwarz: Öffne den Link.
    }
friend-share-over = Unsere Alquerque-Partie ist vorbei: Öffne den Link und sieh dir das Ende an.
friend-link-refused = Der Link konnte nicht geöffnet werden: { $reason }.
friend-link-added = { $side ->
        [white] Eine neue Partie mit einem Freund: Du spielst Weiß und bist am Zug.
       *[black] Eine neue Partie mit einem Freund: Du spielst Schwarz und bist am Zug.
    }
friend-link-updated = Der Zug deines Freundes ist da: Du bist am Zug.
friend-link-updated-over = Der Zug deines Freundes ist da, und die Partie ist vorbei. { $result }
friend-link-same = Du hast diese Partie schon, genau so, wie der Link sie enthält.
friend-link-older = Dieser Link ist älter als deine Partie mit diesem Freund, deshalb bleibt deine Partie, wie sie ist.
friend-link-diverges = Dieser Link folgt nicht deiner Partie mit diesem Freund (seine Züge gingen anders weiter), deshalb bleibt deine Partie, wie sie ist.
friend-list-full = Du hast { $max } Partien mit Freunden, so viele, wie aufbewahrt werden: Entferne eine, um eine andere zu beginnen oder zu öffnen.
friend-list-set-aside = Deine Liste der Partien mit Freunden konnte nicht ganz gelesen werden ({ $reason }). Sie wurde beiseitegelegt; die lesbaren Partien sind hier.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = Deine Liste der Partien mit Freunden konnte nicht ganz gelesen werden. Sie wurde beiseitegelegt; die lesbaren Partien sind hier.
friend-list-not-saved = Deine Partien mit Freunden konnten nicht gespeichert werden ({ $reason }).
friend-game-gone = Diese Partie mit einem Freund ist nicht mehr in deiner Liste.
friend-game-moved-on = Seit du diese Partie geöffnet hast, kam ein neuerer Link für sie: Öffne sie noch einmal aus der Liste der Partien mit Freunden.
friend-game-played-elsewhere = Diese Partie wurde in einem anderen Fenster weitergespielt, seit du sie hier geöffnet hast, und dieser Zug bleibt: Öffne sie noch einmal aus der Liste der Partien mit Freunden.
friend-game-too-long = Diese Partie hat { $max } Züge, die meisten, die ein Link an deinen Freund tragen kann: In ihr kann kein Zug mehr gespielt werden.
friend-link-not-theirs = Dieser Link fügt Züge hinzu, die dein Freund nicht spielen durfte (Züge deiner eigenen Seite), deshalb bleibt deine Partie, wie sie ist.
friend-not-sent = Dein Zug konnte nicht gesendet werden: { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
friend-default-name = Partie vom { $day }. { $month ->
        [jan] Jan.
        [feb] Feb.
        [mar] März
        [apr] Apr.
        [may] Mai
        [jun] Juni
        [jul] Juli
        [aug] Aug.
        [sep] Sept.
        [oct] Okt.
        [nov] Nov.
       *[dec] Dez.
    }
friend-rename = Umbenennen
friend-name-label = Titel der Partie
friend-removed = „{ $name }“ entfernt
friend-undo-remove = Rückgängig
