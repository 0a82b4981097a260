# Ce que dit `alquerque play` dans le terminal. Les commandes tapées restent des mots anglais ;
# le protocole Qirkat n’est jamais traduit.

play-help = Tapez un coup avec ses points reliés par des tirets : c2-c3, ou pour une prise chaque point d’arrivée : b2-b4-d2-d4. La prise est obligatoire et une prise continue tant qu’elle le peut.
play-help-moves = liste les coups légaux
play-help-board = redessine le plateau
play-help-hint = demande un coup à l’IA
play-help-undo = annule ou rejoue (undo revient à votre dernier tour)
play-help-new = commence une nouvelle partie
play-help-save = enregistre la partie ; reprenez-la avec --load FILE
play-help-record = affiche la partie notée
play-help-link = affiche un lien vers cette partie, pour qu’un ami joue le coup suivant
play-help-open = ouvre la partie du lien d’un ami (back revient à la partie que vous aviez)
play-help-review = le moteur annote chaque coup joué (meilleur coup ... gaffe)
play-help-rules = un résumé des règles
play-help-analyse = ce que donne chaque coup légal avec un jeu parfait : gagne, perd ou inconnu
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
play-percent-means = (Le pourcentage est l’estimation que fait l’ordinateur de ses chances de gagner à partir de là, après sa recherche : 50 % signifie égalité.)
play-first-run-lesson = Nouveau venu à l’alquerque ? 'alquerque learn' enseigne les règles pas à pas ; 'help' liste ici les commandes.
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
play-link-opened = Partie du lien ouverte : trait aux { $player }. Tapez 'back' pour revenir à la partie que vous aviez.
play-link-opened-over = Partie du lien ouverte ; elle est terminée. Tapez 'back' pour revenir à la partie que vous aviez.
play-link-refused = Le lien n’a pas pu être ouvert : { $reason }.
play-back = Retour à la partie précédente ; 'back' à nouveau passe aux autres parties, à tour de rôle.
play-back-none = Aucun lien n’a été ouvert : il n’y a pas d’autre partie où revenir.
play-back-let-go = Seules { $kept } parties sont gardées pour 'back' : celle mise de côté depuis le plus longtemps est abandonnée. Son lien, pour la rouvrir :
play-statistics-retry = Ce sera retenté quand vous quitterez cette partie.
play-refused = { $reason }. Tapez 'help' pour l’aide.
play-unknown-command = « { $word } » n’est ni une commande ni un coup. Tapez 'help' pour les commandes.
play-unknown-command-nearest = « { $word } » n’est ni une commande ni un coup. Vouliez-vous dire { $nearest } ? Tapez 'help' pour les commandes.
play-move-with-spaces = Les points d’un coup se joignent par des tirets, sans espaces : { $move }.

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
learn-type-chain = Tapez toute la rafle comme un seul coup : chaque point où le pion se pose, reliés par des tirets (b2-b4-…).
learn-step-done = Cette étape est faite : tapez 'next' (ou Entrée) pour continuer.
learn-refused = { $reason } Tapez 'help' pour l’aide.
learn-done = Bravo ! { $taught }
learn-finished = La leçon est finie. Jouez une partie avec 'alquerque play'.
learn-next = Tapez 'next' (ou Entrée) pour l’étape suivante.
learn-first-step = C’est la première étape.
learn-do-this-first = Faites d’abord cette étape : tapez un coup, ou 'help'.

play-ai-typed = { $spec }

file-kind-record = une partie enregistrée
file-kind-certificate = un certificat
file-kind-progress = un fichier de progression des problèmes
file-kind-statistics = un fichier de statistiques
file-not-found = ce fichier n’existe pas
file-permission-denied = l’accès est refusé
file-system = { $reason }
file-is-folder = c’est un dossier
file-is-device = c’est un périphérique, pas { $what }
file-too-long = il dépasse { $kib } Kio, le maximum pour { $what }
file-not-utf8 = ce n’est pas du texte UTF-8
file-dangling-link = c’est un lien qui ne mène nulle part
file-not-regular = ce n’est pas un fichier ordinaire, et il n’est pas remplacé
file-is-input = c’est un fichier que cette commande lit, et il n’est pas écrasé
file-no-folder = le dossier { $folder } n’existe pas
file-folder-refuses = le dossier { $folder } n’accepte pas de fichier ({ $reason })
file-locked = une autre session d’alquerque l’utilise (son verrou : { $lock }) ; réessayez quand cette session aura fini
cannot-load = impossible de charger { $file } : { $reason }
cannot-write = impossible d’écrire { $file } : { $reason }

review-reviewing = { $moves ->
        [one] Analyse de { $moves } coup ; Ctrl-C l’arrête et garde les coups analysés.
       *[other] Analyse de { $moves } coups ; Ctrl-C l’arrête et garde les coups analysés.
    }
review-stopped-at = Analyse arrêtée : { $done } coups analysés sur { $total }.
review-better = meilleur : { $better }

# Apprendre de ses erreurs dans le terminal (cli/src/cmd/drill.rs) : `alquerque review --learn`
# et `learn` dans `alquerque play`. Les commandes restent en anglais dans toutes les langues.
play-help-learn = après une analyse : trouver de meilleurs coups pour vos erreurs et vos gaffes
play-review-first = Analysez d’abord la partie : tapez 'review', puis 'learn'.
drill-welcome = Tapez un meilleur coup pour chaque erreur. Après deux essais manqués, le meilleur coup est montré. Tapez 'help' pour les commandes.
drill-help-move = essayer un coup (une prise nomme chaque point d’arrivée : b2-b4-d2-d4)
drill-help-next = l’erreur suivante
drill-help-back = l’erreur précédente
drill-help-solution = montre le meilleur coup et la suite
drill-help-skip = passe à l’erreur suivante sans résoudre celle-ci
drill-help-quit = arrêter, avec le nombre de meilleurs coups trouvés
drill-go-on = Tapez 'next' (ou Entrée) pour l’erreur suivante.
drill-all-done = C’était la dernière : appuyez sur Entrée pour le bilan.
drill-first = C’est la première erreur.
drill-last = C’est la dernière erreur : tapez 'quit' pour arrêter.
