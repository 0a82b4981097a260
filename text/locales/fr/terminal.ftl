# Ce que dit `alquerque play` dans le terminal. Les commandes tapées restent des mots anglais ;
# le protocole Qirkat n’est jamais traduit.

play-help = Tapez un coup avec ses points reliés par des tirets : c2-c3, ou pour une prise chaque point d’arrivée : b2-b4-d2-d4. La prise est obligatoire et une prise continue tant qu’elle le peut.
play-help-moves = liste les coups légaux
play-help-hint = demande un coup à l’IA
play-help-undo = annule ou rejoue (undo revient à votre dernier tour)
play-help-new = commence une nouvelle partie
play-help-save = enregistre la partie ; reprenez-la avec --load FILE
play-help-record = affiche la partie notée
play-help-review = le moteur annote chaque coup joué (meilleur coup ... gaffe) dans la partie notée
play-help-rules = un résumé des règles
play-help-analyse = ce que donne chaque coup légal avec un jeu parfait : gagne, perd ou inconnu
play-help-quit = quitter

play-side = { $side ->
        [white] Blancs (W)
       *[black] Noirs (B)
    }
play-side-ai = { $side ->
        [white] Blancs (W)
       *[black] Noirs (B)
    }, IA { $ai }
play-welcome = Alquerque. { $white } contre { $black }.
play-type-a-move = Tapez un coup comme c2-c3, ou 'help'.
play-prompt = Trait aux { $player }
play-prompt-capture = Trait aux { $player } (prise obligatoire)
play-game-over-prompt = Partie finie : review, new, undo, save FILE ou quit
play-thinking = réflexion : { $iterations } itérations, meilleur { $best } ({ $percent } %)
play-ai-plays = { $player } jouent { $move }
play-ai-plays-expects = { $player } jouent { $move }  (espère { $percent } %)
play-ai-no-move = { $side ->
        [white] L’IA n’a trouvé aucun coup pour les Blancs ; les Blancs se jouent désormais au clavier.
       *[black] L’IA n’a trouvé aucun coup pour les Noirs ; les Noirs se jouent désormais au clavier.
    }
play-hint-proven = Indice : { $move } (un gain prouvé). { $known }.
play-hint = Indice : { $move } (espère { $percent } %)
play-no-hint = Aucun coup à suggérer : la partie est finie.
play-nothing-to-review = Rien à analyser : aucun coup n’a été joué.
play-nothing-to-undo = Rien à annuler.
play-nothing-to-redo = Rien à rejouer.
play-no-legal-moves = Aucun coup légal.
play-saved = Enregistrée dans { $file }.
play-not-saved = Impossible d’enregistrer dans { $file } : { $reason }
play-refused = { $reason }. Tapez 'help' pour l’aide.

learn-welcome = Apprenez à jouer à l’alquerque en { $steps } courtes étapes. Tapez un coup, ou 'help'.
learn-step = Étape { $step } sur { $steps } : { $title }
learn-prompt = étape { $step }
learn-help = Chaque étape demande un coup ; vous jouez les Blancs, depuis le bas du plateau.
learn-help-move = essayer un coup (une prise nomme chaque point d’arrivée : b2-b4-d2-d4)
learn-help-next = l’étape suivante, une fois celle-ci faite
learn-help-back = l’étape précédente
learn-help-again = cette étape depuis le début
learn-help-board = redessiner le plateau
learn-help-help = ce texte
learn-help-quit = quitter la leçon
learn-step-done = Cette étape est faite : tapez 'next' (ou Entrée) pour continuer.
learn-refused = { $reason } Tapez 'help' pour l’aide.
learn-done = Bravo ! { $taught }
learn-finished = La leçon est finie. Jouez une partie avec 'alquerque play'.
learn-next = Tapez 'next' (ou Entrée) pour l’étape suivante.
learn-first-step = C’est la première étape.
learn-do-this-first = Faites d’abord cette étape : tapez un coup, ou 'help'.
