# Games with friends far away, played by links (bindings/src/friends.rs,
# bindings/src/session/friend.rs). $side: white or black.

friend-list-heading = Games with friends
friend-list-empty = No games with friends yet. Start one here, or open a link a friend sent you.
friend-new-game = New game with a friend
friend-play-as = { $side ->
        [white] Play White (you move first)
       *[black] Play Black (your friend moves first)
    }
friend-remove = Remove
# A row of the list: the person's side, then how many moves were played.
friend-row-side = { $side ->
        [white] You play White
       *[black] You play Black
    }
friend-row-moves = { $count ->
        [one] { $count } move played
       *[other] { $count } moves played
    }
friend-your-move = Your move
friend-send-your-move = Your move is played: send it
friend-send-invite = Send the game to your friend: they play White and move first
friend-waiting = Waiting for your friend
friend-game-title = Game with a friend
friend-send = Send my move
status-friend-to-move = { $side ->
        [white] White to move: waiting for your friend
       *[black] Black to move: waiting for your friend
    }
friend-not-your-turn = It is your friend's turn: send your move and wait for theirs.
friend-undo-sent = Your move was sent to your friend: it can no longer be taken back.
friend-no-record = A game record opens as your game against the computer, not in a game with a friend.
friend-not-a-friend-game = This game is not a game with a friend: there is nothing to send.
# The words shared around the link (the link follows on its own line).
friend-share-move = My move in our game of Alquerque: open the link to play yours.
# $side: the side the friend plays.
friend-share-invite = { $side ->
        [white] Let's play Alquerque! You play White and move first: open the link.
       *[black] Let's play Alquerque! You play Black: open the link.
    }
friend-share-over = Our game of Alquerque is over: open the link to see the end.
# $reason: why the link is refused (a phrase, link-*).
friend-link-refused = The link could not be opened: { $reason }.
friend-link-added = { $side ->
        [white] A new game with a friend: you play White, and it is your move.
       *[black] A new game with a friend: you play Black, and it is your move.
    }
friend-link-updated = Your friend's move is in: it is your turn.
# $result: how the game ended (status-won-*, status-drawn-*).
friend-link-updated-over = Your friend's move is in, and the game is over. { $result }
friend-link-same = You have this game already, just as the link holds it.
friend-link-older = This link is older than your game with this friend, so your game is kept as it is.
friend-link-diverges = This link does not follow your game with this friend (its moves went another way), so your game is kept as it is.
friend-list-full = You have { $max } games with friends, the most that are kept: remove one to start or open another.
friend-list-set-aside = Your list of games with friends could not be read in full ({ $reason }). It was kept aside, and the games that could be read are here.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = Your list of games with friends could not be read in full. It was kept aside, and the games that could be read are here.
friend-list-not-saved = Your games with friends could not be saved ({ $reason }).
friend-game-gone = That game with a friend is no longer in your list.
friend-game-moved-on = A newer link for this game came in since you opened it: open it again from the list of games with friends.
friend-game-played-elsewhere = This game was played on in another window since you opened it here, and that move is kept: open it again from the list of games with friends.
friend-game-too-long = This game has { $max } moves, the most a link to your friend can carry: no more moves can be played in it.
friend-link-not-theirs = This link adds moves your friend had no turn to play (moves of your own side), so your game is kept as it is.
friend-not-sent = Your move could not be sent: { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
# A game's name unless the person gives another: $day of the month, $month its key.
friend-default-name = Game of { $day } { $month ->
        [jan] Jan
        [feb] Feb
        [mar] Mar
        [apr] Apr
        [may] May
        [jun] Jun
        [jul] Jul
        [aug] Aug
        [sep] Sep
        [oct] Oct
        [nov] Nov
       *[dec] Dec
    }
friend-rename = Rename
friend-name-label = Name of the game
# After a game was removed: $name is its name.
friend-removed = “{ $name }” removed
friend-undo-remove = Undo
