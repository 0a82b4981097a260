# What `alquerque play` says in the terminal (cli/src/cmd/play.rs). The commands typed stay
# English words (moves, hint, undo...); the Qirkat protocol (`alquerque qirkat`) is never
# translated.

play-help = Type a move as its points joined by dashes: c2-c3, or for a capture every landing point: b2-b4-d2-d4. Capturing is compulsory and a capture continues while it can.
play-help-moves = list the legal moves
play-help-board = draw the board again
play-help-hint = ask the AI for a move
play-help-undo = take back or replay (undo returns to your last turn)
play-help-new = start a new game
play-help-save = save the game; resume it with --load FILE
play-help-record = print the game record
play-help-link = print a link to this game, for a friend to play the next move
play-help-open = open the game a friend's link holds (back returns to the game you had)
play-help-review = the engine marks every move so far (best ... blunder)
play-help-rules = a summary of the rules
play-help-analyse = what every legal move does with perfect play: wins, loses, or not known
play-help-quit = leave

# A player: $side (white or black), and for an AI its level as typed ($ai, e.g. hard).
play-side = { $side ->
        [white] White (W)
       *[black] Black (B)
    }
play-side-ai = { $side ->
        [white] White (W)
       *[black] Black (B)
    }, AI { $ai }
# $white, $black: the players (play-side, play-side-ai).
play-welcome = Alquerque. { $white } against { $black }.
play-type-a-move = Type a move such as c2-c3, or 'help'.
play-percent-means = (The percentage is the computer's own estimate of its chances of winning from there, after its search: 50% is even.)
play-first-run-lesson = New to Alquerque? 'alquerque learn' teaches the rules a short step at a time; 'help' lists the commands here.
# The prompt (followed by "> "): $player to move, and must capture.
play-prompt = { $player } to move
play-prompt-capture = { $player } to move (must capture)
play-game-over-prompt = Game over: review, new, undo, save FILE or quit
# The AI's search so far: $iterations, the move it would play ($best), its expected result.
play-thinking = thinking: { $iterations } iterations, best { $best } ({ $percent }%)
# $player plays $move, expecting $percent.
play-ai-plays = { $player } plays { $move }
play-ai-plays-expects = { $player } plays { $move }  (expects { $percent }%)
play-ai-no-move = { $side ->
        [white] The AI found no move for White; White is played from the keyboard now.
       *[black] The AI found no move for Black; Black is played from the keyboard now.
    }
# $known: what perfect play proves (known-wins, known-gave-away).
play-hint-proven = Hint: { $move } (a proven win). { $known }.
play-hint = Hint: { $move } (expects { $percent }%)
play-no-hint = No move to hint: the game is over.
play-nothing-to-review = Nothing to review: no move has been played.
play-nothing-to-undo = Nothing to undo.
play-nothing-to-redo = Nothing to redo.
play-no-legal-moves = No legal moves.
play-saved = Saved to { $file }.
play-not-saved = Could not save to { $file }: { $reason }
# A game opened from a link (`open LINK`): $player to move.
play-link-opened = Opened the link's game: { $player } to move. Type 'back' to return to the game you had.
play-link-opened-over = Opened the link's game, which is over. Type 'back' to return to the game you had.
# $reason: why the link is refused (a phrase).
play-link-refused = The link could not be opened: { $reason }.
play-back = Back to the game before; 'back' again goes on round the other games.
play-back-none = No link has been opened: there is no other game to go back to.
# $kept: how many games 'back' keeps; the link follows on a line of its own.
play-back-let-go = Only { $kept } games are kept for 'back': the one set aside longest ago is let go. Its link, to open it again:
play-statistics-retry = It will be tried again when you leave this game.
# $reason: why the typed move is refused (a phrase).
play-refused = { $reason }. Type 'help' for help.
# $word: what was typed, cut short; $nearest: the commands nearest to it, as typed.
play-unknown-command = '{ $word }' is neither a command nor a move. Type 'help' for the commands.
play-unknown-command-nearest = '{ $word }' is neither a command nor a move. Did you mean { $nearest }? Type 'help' for the commands.
play-move-with-spaces = A move's points are joined by dashes, without spaces: { $move }.

# What `alquerque learn` says (cli/src/cmd/learn.rs); the commands typed stay English words.
# $steps: how many steps the lesson has.
learn-welcome = Learn to play Alquerque in { $steps } short steps. Type a move, or 'help'.
# $step of $steps, then the step's $title.
learn-step = Step { $step } of { $steps }: { $title }
# The prompt (followed by "> ").
learn-prompt = step { $step }
learn-help = Each step asks for a move; you play White, from the bottom of the board.
learn-help-move = try a move (a capture names every landing point: b2-b4-d2-d4)
learn-help-next = the next step, once this one is done
learn-help-back = the step before
learn-help-again = this step from its start
learn-help-board = draw the board again
learn-help-help = this text
learn-help-quit = leave the lesson
learn-type-chain = Type the whole chain as one move: every point the piece lands on, joined by dashes (b2-b4-…).
learn-step-done = This step is done: type 'next' (or press Enter) to go on.
# $reason: why the text typed is not a move (a sentence).
learn-refused = { $reason } Type 'help' for help.
# $taught: what the step taught.
learn-done = Well done! { $taught }
learn-finished = That is the lesson. Play a game with 'alquerque play'.
learn-next = Type 'next' (or press Enter) for the next step.
learn-first-step = This is the first step.
learn-do-this-first = Do this step first: type a move, or 'help'.

# An AI that is not one of the levels, named as it was typed ($spec: `baseline`,
# `hard:iterations=500`).
play-ai-typed = { $spec }

# Why a file cannot be read or written (cli/src/files.rs): phrases that follow
# cannot-load / cannot-write below. The kinds of file, for $what:
file-kind-record = a game record
file-kind-certificate = a certificate
file-kind-progress = a puzzle progress file
file-kind-statistics = a statistics file
file-not-found = there is no such file
file-permission-denied = permission is denied
# $reason: what the system said, in its own words.
file-system = { $reason }
file-is-folder = it is a folder
# $what: one of file-kind-*.
file-is-device = it is a device, not { $what }
# $kib: the most the kind of file ($what) may hold, in KiB.
file-too-long = it is longer than { $kib } KiB, the most { $what } may have
file-not-utf8 = it is not UTF-8 text
file-dangling-link = it is a link to nothing
file-not-regular = it is not a regular file, and is not replaced
file-is-input = it is a file this command reads, and is not written over
# $folder: a folder's path.
file-no-folder = the folder { $folder } does not exist
# $reason: a file-* phrase.
file-folder-refuses = the folder { $folder } takes no file ({ $reason })
# $lock: the lock file's path.
file-locked = another session of alquerque is using it (its lock: { $lock }); try again once that session is done
# $file: the path given; $reason: a file-* phrase, or why a game record cannot be read.
cannot-load = cannot load { $file }: { $reason }
cannot-write = cannot write { $file }: { $reason }

# The review in the terminal (cli/src/cmd/review.rs); the annotated record it prints keeps the
# record's own words. $moves: the moves of the game.
review-reviewing = { $moves ->
        [one] Reviewing { $moves } move; Ctrl-C stops and keeps the moves reviewed.
       *[other] Reviewing { $moves } moves; Ctrl-C stops and keeps the moves reviewed.
    }
# $done of the game's $total moves were reviewed.
review-stopped-at = Review stopped: { $done } of { $total } moves reviewed.
# The engine's better move ($better), under a reviewed move in the terminal.
review-better = better: { $better }

# Learn from your mistakes in the terminal (cli/src/cmd/drill.rs): `alquerque review --learn`
# and `learn` in `alquerque play`. The commands stay in English in every language.
play-help-learn = after a review: find better moves for your mistakes and blunders
play-review-first = Review the game first: type 'review', then 'learn'.
drill-welcome = Type a better move for each mistake. After two wrong tries the better move is shown. Type 'help' for the commands.
drill-help-move = try a move (a capture names every landing point: b2-b4-d2-d4)
drill-help-next = the next mistake
drill-help-back = the mistake before
drill-help-solution = show the better move and the line that follows
drill-help-skip = go on to the next mistake without solving this one
drill-help-quit = stop, with how many better moves you found
drill-go-on = Type 'next' (or press Enter) for the next mistake.
drill-all-done = That was the last one: press Enter for the summary.
drill-first = This is the first mistake.
drill-last = This is the last mistake: type 'quit' to stop.
