# Spielen lernen: der Titel jedes Schritts, was er verlangt und was er gezeigt hat.
lesson-step-title = Einen Stein ziehen
lesson-step-task = Du spielst Weiß, vom unteren Rand des Bretts aus. Ein Stein zieht einen Schritt entlang einer Linie auf einen freien Nachbarpunkt. Ziehe einen Stein vorwärts, auf Schwarz zu.
lesson-step-done = Steine ziehen vorwärts oder seitwärts, aber nie zurück zur eigenen Seite.
lesson-sideways-title = Seitwärts, aber nicht gleich zurück
lesson-sideways-task = Ein Stein darf auch seitwärts ziehen. Der Stein auf c3 ist gerade seitwärts von d3 gekommen, also darf er beim nächsten Schritt nicht direkt dorthin zurück. Ziehe ihn seitwärts.
lesson-sideways-done = Dieses Verbot gilt für den Stein und endet, sobald er anderswohin zieht oder schlägt.
lesson-capture-title = Schlagen ist Pflicht
lesson-capture-task = Springe über einen gegnerischen Stein neben deinem, entlang einer Linie, auf den freien Punkt direkt dahinter: Der übersprungene Stein ist geschlagen. Wer schlagen kann, muss schlagen. Schlage jetzt.
lesson-capture-done = Geschlagen wird in jede Richtung, auch zurück.
lesson-chain-title = Weiterspringen
lesson-chain-task = Nach einem Sprung springt derselbe Stein weiter, solange er kann, und die ganze Kette ist ein Zug. Schlage mit dem Stein auf b2 drei Steine.
lesson-chain-done = Kann eine Kette mehrere Wege nehmen, wählst du: Der längste ist nicht Pflicht.
lesson-far-row-title = Die letzte Reihe
lesson-far-row-task = Ein Stein, der die letzte Reihe erreicht, die erste Reihe von Schwarz, bleibt dort stehen: Er macht keine einfachen Züge mehr, darf aber noch schlagen. Der Stein auf d5 ist schon dort. Bringe einen weiteren Stein auf die letzte Reihe.
lesson-far-row-done = Beide Steine bleiben jetzt, wo sie sind, es sei denn, ein Schlag bietet sich an.
lesson-win-title = Gewinnen
lesson-win-task = Du gewinnst, wenn dein Gegner nicht mehr ziehen kann: Alle seine Steine sind geschlagen, oder die übrigen sind blockiert. Schwarz hat noch einen Stein, auf c2. Lass ihm keinen Zug.
lesson-win-done = Schwarz kann nicht ziehen: Weiß gewinnt. Das ist das ganze Spiel. Viel Spaß!
lesson-wrong-sideways = { $move } ist ein Schritt seitwärts. Diesmal ziehe vorwärts: zur anderen Seite.
lesson-wrong-forward = { $move } ist ein Schritt vorwärts. Diesmal ziehe seitwärts, entlang der Reihe.
lesson-wrong-not-a-step = { $move } ist kein einfacher Zug.
lesson-wrong-too-few = Diese Kette schlägt { $taken ->
        [one] { $taken } Stein
       *[other] { $taken } Steine
    }; eine andere schlägt { $wanted ->
        [one] { $wanted } Stein
       *[other] { $wanted } Steine
    }. Versuch es noch einmal.
lesson-wrong-short = { $move } erreicht die letzte Reihe nicht.
lesson-wrong-opponent-can-move = { $side ->
        [white] Danach könnte Weiß noch ziehen: { $reply }. Finde den Zug, der Weiß keinen lässt.
       *[black] Danach könnte Schwarz noch ziehen: { $reply }. Finde den Zug, der Schwarz keinen lässt.
    }
lesson-wrong-step-done = Dieser Schritt ist erledigt: Weiter zum nächsten.
lesson-well-done = Gut gemacht.
