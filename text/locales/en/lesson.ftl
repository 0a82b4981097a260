# Learn to play (core/src/lesson): each step's title, what it asks, and what it taught once done.
lesson-step-title = Moving a piece
lesson-step-task = You play White, from the bottom of the board. A piece moves one step along a line to an empty point next to it. Step a piece forward, towards Black.
lesson-step-done = Pieces step forward, or sideways, but never back towards their own side.
lesson-sideways-title = Sideways, and no stepping straight back
lesson-sideways-task = A piece may also step sideways. The piece on c3 has just stepped sideways from d3, so on its next step it may not go straight back there. Step it sideways.
lesson-sideways-done = That ban belongs to the piece, and ends once it steps elsewhere or captures.
lesson-capture-title = Capturing is compulsory
lesson-capture-task = Jump over an enemy piece next to yours, along a line, onto the empty point just beyond it: the piece you jump is taken. When you can capture, you must. Capture now.
lesson-capture-done = Captures go in any direction, backwards too.
lesson-chain-title = Keep jumping
lesson-chain-task = After a jump, the same piece goes on jumping while it can, and the whole chain is one move. Take three pieces with the piece on b2.
lesson-chain-done = When a chain can go more than one way, you choose: the longest is not required.
lesson-far-row-title = The far row
lesson-far-row-task = A piece that reaches the far row, Black's first row, stops there: it makes no more plain steps, though it may still capture. The piece on d5 is there already. Bring another piece to the far row.
lesson-far-row-done = Both pieces now stay where they are, unless a capture comes their way.
lesson-win-title = Winning
lesson-win-task = You win when your opponent cannot move: all their pieces are taken, or the ones left are blocked. Black has one piece left, on c2. Leave it no move.
lesson-win-done = Black cannot move: White wins. That is the whole game. Enjoy it!
# Why a try is not what the step asks. $move: the move tried; $reply: a move the opponent still
# has; $side: the opponent (white or black); $taken, $wanted: pieces taken by the try and by the best.
lesson-wrong-sideways = { $move } is a step sideways. This time, step forward: towards the other side.
lesson-wrong-forward = { $move } is a step forward. This time, step sideways, along the row.
lesson-wrong-not-a-step = { $move } is not a plain step.
lesson-wrong-too-few = That chain takes { $taken ->
        [one] { $taken } piece
       *[other] { $taken } pieces
    }; another takes { $wanted ->
        [one] { $wanted } piece
       *[other] { $wanted } pieces
    }. Try again.
lesson-wrong-short = { $move } does not reach the far row.
lesson-wrong-opponent-can-move = { $side ->
        [white] After that, White could still move: { $reply }. Find the move that leaves White none.
       *[black] After that, Black could still move: { $reply }. Find the move that leaves Black none.
    }
lesson-wrong-step-done = This step is done: go on to the next one.
lesson-well-done = Well done.
