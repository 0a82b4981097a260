# Was `alquerque play` im Terminal sagt. Die getippten Befehle bleiben englische Wörter; das
# Qirkat-Protokoll wird nie übersetzt.

play-help = Tippe einen Zug als seine Punkte, durch Bindestriche verbunden: c2-c3, bei einem Schlag jeden Landepunkt: b2-b4-d2-d4. Schlagen ist Pflicht, und ein Schlag geht weiter, solange er kann.
play-help-moves = die erlaubten Züge auflisten
play-help-board = das Brett neu zeichnen
play-help-hint = die KI nach einem Zug fragen
play-help-undo = zurücknehmen oder wiederholen (undo geht zu deinem letzten Zug zurück)
play-help-new = eine neue Partie beginnen
play-help-save = die Partie speichern; mit --load FILE fortsetzen
play-help-record = die Partienotation ausgeben
play-help-link = einen Link zu dieser Partie ausgeben, damit ein Freund den nächsten Zug spielt
play-help-open = die Partie aus dem Link eines Freundes öffnen (back kehrt zur bisherigen Partie zurück)
play-help-review = die Engine bewertet jeden bisherigen Zug (bester Zug ... grober Fehler)
play-help-rules = die Regeln in Kürze
play-help-analyse = was jeder erlaubte Zug bei perfektem Spiel bewirkt: gewinnt, verliert oder nicht bekannt
play-help-quit = beenden

play-side = { $side ->
        [white] Weiß (W)
       *[black] Schwarz (B)
    }
play-side-ai = { $side ->
        [white] Weiß (W)
       *[black] Schwarz (B)
    }, KI { $ai }
play-welcome = Alquerque. { $white } gegen { $black }.
play-type-a-move = Tippe einen Zug wie c2-c3, oder 'help'.
play-percent-means = (Die Prozentzahl ist die eigene Schätzung des Computers nach seiner Suche, wie gut seine Gewinnchancen von dort aus stehen: 50 % heißt ausgeglichen.)
play-first-run-lesson = Neu bei Alquerque? 'alquerque learn' erklärt die Regeln Schritt für Schritt; 'help' listet hier die Befehle auf.
play-prompt = { $player } am Zug
play-prompt-capture = { $player } am Zug (muss schlagen)
play-game-over-prompt = Partie vorbei: review, new, undo, save FILE oder quit
play-thinking = denkt: { $iterations } Iterationen, bester { $best } ({ $percent } %)
play-ai-plays = { $player } zieht { $move }
play-ai-plays-expects = { $player } zieht { $move }  (erwartet { $percent } %)
play-ai-no-move = { $side ->
        [white] Die KI hat keinen Zug für Weiß gefunden; Weiß wird jetzt über die Tastatur gespielt.
       *[black] Die KI hat keinen Zug für Schwarz gefunden; Schwarz wird jetzt über die Tastatur gespielt.
    }
play-hint-proven = Tipp: { $move } (ein bewiesener Gewinn). { $known }.
play-hint = Tipp: { $move } (erwartet { $percent } %)
play-no-hint = Kein Zug vorzuschlagen: Die Partie ist vorbei.
play-nothing-to-review = Nichts zu analysieren: Es wurde noch kein Zug gespielt.
play-nothing-to-undo = Nichts zurückzunehmen.
play-nothing-to-redo = Nichts zu wiederholen.
play-no-legal-moves = Keine erlaubten Züge.
play-saved = Gespeichert in { $file }.
play-not-saved = Konnte nicht in { $file } speichern: { $reason }
play-link-opened = Partie aus dem Link geöffnet: { $player } am Zug. 'back' eingeben, um zur bisherigen Partie zurückzukehren.
play-link-opened-over = Partie aus dem Link geöffnet; sie ist beendet. 'back' eingeben, um zur bisherigen Partie zurückzukehren.
play-link-refused = Der Link konnte nicht geöffnet werden: { $reason }.
play-back = Zurück zur vorigen Partie; ein weiteres 'back' geht reihum durch die anderen Partien.
play-back-none = Es wurde kein Link geöffnet: Es gibt keine andere Partie, zu der man zurückkehren könnte.
play-back-let-go = Für 'back' werden nur { $kept } Partien behalten: Die am längsten beiseitegelegte wird losgelassen. Ihr Link, um sie wieder zu öffnen:
play-statistics-retry = Es wird erneut versucht, wenn du diese Partie verlässt.
play-refused = { $reason }. Tippe 'help' für Hilfe.
play-unknown-command = „{ $word }“ ist weder ein Befehl noch ein Zug. Tippe 'help' für die Befehle.
play-unknown-command-nearest = „{ $word }“ ist weder ein Befehl noch ein Zug. Meintest du { $nearest }? Tippe 'help' für die Befehle.
play-move-with-spaces = Die Punkte eines Zuges werden mit Bindestrichen verbunden, ohne Leerzeichen: { $move }.

learn-welcome = Lerne Alquerque in { $steps } kurzen Schritten. Tippe einen Zug, oder 'help'.
learn-step = Schritt { $step } von { $steps }: { $title }
learn-prompt = Schritt { $step }
learn-help = Jeder Schritt verlangt einen Zug; du spielst Weiß, vom unteren Rand des Bretts aus.
learn-help-move = einen Zug versuchen (ein Schlag nennt jeden Landepunkt: b2-b4-d2-d4)
learn-help-next = der nächste Schritt, wenn dieser erledigt ist
learn-help-back = der Schritt davor
learn-help-again = dieser Schritt von vorn
learn-help-board = das Brett neu zeichnen
learn-help-help = dieser Text
learn-help-quit = die Lektion beenden
learn-type-chain = Gib die ganze Kette als einen Zug ein: jeden Punkt, auf dem der Stein landet, mit Bindestrichen verbunden (b2-b4-…).
learn-step-done = Dieser Schritt ist erledigt: Tippe 'next' (oder drücke Enter), um weiterzumachen.
learn-refused = { $reason } Tippe 'help' für Hilfe.
learn-done = Gut gemacht! { $taught }
learn-finished = Das war die Lektion. Spiele eine Partie mit 'alquerque play'.
learn-next = Tippe 'next' (oder drücke Enter) für den nächsten Schritt.
learn-first-step = Das ist der erste Schritt.
learn-do-this-first = Erledige zuerst diesen Schritt: Tippe einen Zug, oder 'help'.

play-ai-typed = { $spec }

file-kind-record = eine Partieaufzeichnung
file-kind-certificate = ein Zertifikat
file-kind-progress = eine Fortschrittsdatei der Aufgaben
file-kind-statistics = eine Statistikdatei
file-not-found = diese Datei gibt es nicht
file-permission-denied = der Zugriff ist verweigert
file-system = { $reason }
file-is-folder = es ist ein Ordner
file-is-device = es ist ein Gerät, nicht { $what }
file-too-long = sie ist größer als { $kib } KiB, das Höchstmaß für { $what }
file-not-utf8 = es ist kein UTF-8-Text
file-dangling-link = es ist ein Verweis ins Leere
file-not-regular = es ist keine gewöhnliche Datei und wird nicht ersetzt
file-is-input = diese Datei liest der Befehl, sie wird nicht überschrieben
file-no-folder = den Ordner { $folder } gibt es nicht
file-folder-refuses = der Ordner { $folder } nimmt keine Datei an ({ $reason })
file-locked = eine andere Sitzung von alquerque verwendet sie (ihre Sperre: { $lock }); versuche es erneut, wenn diese Sitzung fertig ist
cannot-load = { $file } kann nicht geladen werden: { $reason }
cannot-write = { $file } kann nicht geschrieben werden: { $reason }

review-reviewing = { $moves ->
        [one] { $moves } Zug wird analysiert; Strg-C hält an und behält die analysierten Züge.
       *[other] { $moves } Züge werden analysiert; Strg-C hält an und behält die analysierten Züge.
    }
review-stopped-at = Analyse angehalten: { $done } von { $total } Zügen analysiert.
review-better = besser: { $better }

# Aus Fehlern lernen im Terminal (cli/src/cmd/drill.rs): `alquerque review --learn` und `learn`
# in `alquerque play`. Die Befehle bleiben in jeder Sprache englisch.
play-help-learn = nach einer Analyse: bessere Züge für deine Fehler und groben Fehler finden
play-review-first = Analysiere zuerst die Partie: Tippe 'review', dann 'learn'.
drill-welcome = Tippe für jeden Fehler einen besseren Zug. Nach zwei falschen Versuchen wird der bessere Zug gezeigt. Tippe 'help' für die Befehle.
drill-help-move = einen Zug versuchen (ein Schlag nennt jeden Landepunkt: b2-b4-d2-d4)
drill-help-next = der nächste Fehler
drill-help-back = der Fehler davor
drill-help-solution = zeigt den besseren Zug und die Fortsetzung
drill-help-skip = weiter zum nächsten Fehler, ohne diesen zu lösen
drill-help-quit = aufhören, mit der Zahl der gefundenen besseren Züge
drill-go-on = Tippe 'next' (oder drücke Enter) für den nächsten Fehler.
drill-all-done = Das war der letzte: Drücke Enter für die Übersicht.
drill-first = Das ist der erste Fehler.
drill-last = Das ist der letzte Fehler: Tippe 'quit', um aufzuhören.
