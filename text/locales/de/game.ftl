# Die Partie: Ergebnisse, die Statuszeile, was perfektes Spiel beweist, Hinweise und Fehler.

status-ongoing = Die Partie läuft.
status-won-no-pieces = { $winner ->
        [white] Weiß gewinnt: Schwarz hat keine Steine mehr.
       *[black] Schwarz gewinnt: Weiß hat keine Steine mehr.
    }
status-won-blocked = { $winner ->
        [white] Weiß gewinnt: Schwarz hat keinen erlaubten Zug.
       *[black] Schwarz gewinnt: Weiß hat keinen erlaubten Zug.
    }
status-drawn-repetition = Remis: Dieselbe Stellung kam dreimal vor.
status-drawn-no-capture = Remis: { $plies } Halbzüge in Folge ohne Schlag.
play-game-over = die Partie ist vorbei, beginne eine neue
play-too-long = die Partie hat { $plies } Halbzüge erreicht, das Höchste, was eine gespeicherte Partie fasst, und kann daher nicht weitergehen

known-wins = { $winner ->
        [white] Weiß gewinnt bei perfektem Spiel
       *[black] Schwarz gewinnt bei perfektem Spiel
    }
known-gave-away = { $winner ->
        [white] Schwarz hat den Gewinn verschenkt: Weiß gewinnt bei perfektem Spiel
       *[black] Weiß hat den Gewinn verschenkt: Schwarz gewinnt bei perfektem Spiel
    }

sentence = { $phrase }.

error-not-your-turn = Du bist nicht am Zug: Die KI zieht.
error-game-over = Die Partie ist vorbei. Beginne eine neue.
error-no-such-point = Einen Punkt { $index } gibt es auf dem Brett nicht.

notice-save-set-aside = Die gespeicherte Partie konnte nicht gelesen werden ({ $reason }). Sie wurde beiseitegelegt, und eine neue Partie hat begonnen.
notice-save-blocked = Die gespeicherte Partie konnte weder gelesen ({ $reason }) noch beiseitegelegt werden. Eine neue Partie hat begonnen; sie wird nicht über die alte gespeichert.
notice-save-failed = Die Partie konnte nicht gespeichert werden ({ $reason }).
notice-record-opened = Die Partienotation ist geöffnet. Rückgängig bringt die Partie zurück, die du gespielt hast.

status-to-move = { $side ->
        [white] Weiß am Zug
       *[black] Schwarz am Zug
    }
status-must-capture = { $side ->
        [white] Weiß am Zug: Schlagen ist Pflicht
       *[black] Schwarz am Zug: Schlagen ist Pflicht
    }
status-keep-jumping = { $side ->
        [white] Weiß am Zug: weiterspringen
       *[black] Schwarz am Zug: weiterspringen
    }
status-ai-to-move = { $side ->
        [white] Weiß (KI) am Zug
       *[black] Schwarz (KI) am Zug
    }
status-ai-thinking = { $side ->
        [white] Weiß (KI) denkt nach…
       *[black] Schwarz (KI) denkt nach…
    }
status-hint-searching = Suche einen guten Zug…

record-bad-tag = Zeile { $line } ist kein Tag wie [Variant "standard"]
record-bad-value = das Tag { $tag } hat einen unbrauchbaren Wert „{ $value }“
record-bad-position = die Anfangsstellung ist ungültig ({ $reason })
record-bad-move = Halbzug { $ply } „{ $move }“ kann nicht gespielt werden ({ $reason })
record-too-long = die Notation ist { $kib } KiB groß; eine Partienotation darf höchstens { $max } KiB groß sein
record-too-many-plies = die Notation enthält { $plies } Halbzüge oder mehr; eine Partienotation darf höchstens { $max } enthalten
record-unclosed-comment = ein mit {"{"} geöffneter Kommentar wird nicht mit {"}"} geschlossen
record-result-mismatch = die Notation nennt das Ergebnis { $written }, ihre Züge ergeben aber { $actual }
link-none = der Text enthält keinen Partie-Link
link-too-long = der Link ist weit länger als der Link jeder Partie
link-game-too-long = die Partie ist zu lang, um als Link geschrieben zu werden (gespielte Züge: { $plies }; eine Partie mit Freunden hat höchstens { $max })
link-several = der Text enthält Links zu verschiedenen Partien (Partien: { $count }); teile den gemeinten Link allein
link-damaged = der Link ist beschädigt: Ein Stück ging unterwegs verloren oder wurde verändert; bitte noch einmal schicken lassen
link-newer-version = der Link stammt von einer neueren Version von Alquerque; bitte die App aktualisieren, um ihn zu öffnen
link-unknown-version = der Link hat eine Form, die keine Version von Alquerque schreibt: er wurde beschädigt oder von Hand gemacht; bitte ihn erneut anfordern
link-unknown-rules = der Link nennt Regeln, die diese Version von Alquerque nicht kennt
link-bad-start = die Anfangsstellung des Links ist keine gültige Stellung ({ $reason })
link-bad-move = Halbzug { $ply } des Links kann nicht gespielt werden ({ $reason })
store-bad-key = „{ $key }“ ist kein Dokumentname (Kleinbuchstaben, Ziffern und Bindestriche).
store-not-a-file = es ist keine gewöhnliche Datei
store-too-big = es ist größer als jeder Spielstand (Bytes: { $bytes })
store-grew = es wuchs beim Lesen über die Größe jedes Spielstands hinaus
store-not-text = es ist kein UTF-8-Text
store-blocked = das unlesbare { $file } konnte nicht beiseitegelegt werden und wird nicht überschrieben
store-too-big-to-write = es ist größer, als ein Spielstand sein darf (Bytes: { $bytes })
store-not-replaced = { $file } ist keine gewöhnliche Datei und wird nicht ersetzt
store-no-aside-name = es gibt keinen freien Namen, um das Dokument beiseitezulegen
store-permission-denied = die App darf die Datei nicht verwenden
store-full = der Speicher des Geräts ist voll
store-read-only = der Speicher kann nur gelesen werden
store-system = das System verweigerte es: { $reason }
game-unrated = { $help ->
        [hint] Partie ohne Wertung: Du hast einen Tipp genommen.
       *[proofs] Partie ohne Wertung: Das perfekte Spiel wurde angezeigt.
    }
game-leave = { $counts ->
        [loss] Die laufende Partie endet und zählt als Niederlage.
       *[nothing] Die laufende Partie endet.
    }
error-no-such-choice = Eine Auswahl { $index } gibt es in dieser Liste nicht.

bar-you = Du
bar-your-friend = Dein Freund
bar-side = { $side ->
        [white] Weiß
       *[black] Schwarz
    }
bar-pieces = { $count ->
        [one] Ein Stein
       *[other] { $count } Steine
    }
turn-yours = Du bist am Zug
turn-thinking = { $player } denkt nach…
turn-friend = Dein Freund ist am Zug
result-you-won = Du hast gewonnen
result-you-lost = Du hast verloren
result-side-won = { $side ->
        [white] Weiß hat gewonnen
       *[black] Schwarz hat gewonnen
    }
result-player-won = { $player } hat gewonnen
result-draw = Remis
result-change-level = Stufe wechseln
result-rating-change = Wertung { $before } → { $after }, { $change }
result-rating-first = Deine erste Wertung: { $after }
status-game-over = Partie beendet
action-new-game = Neue Partie
action-undo = { android-action-undo }
action-hint = Tipp
action-stop = { android-review-stop }
action-more = Mehr
action-redo = Wiederholen
action-review = Partie analysieren
action-analysis = Analysebrett
action-rules = Regeln
action-game-record = { ios-game-record }
