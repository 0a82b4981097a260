# Why a move is not legal (core/src/board/movegen/diagnose.rs): phrases without a capital or a
# full stop, put into sentences by the front ends. They contain no colon, and neither "wins"
# nor "moves": the Qirkat protocol prints them on its error lines.
# $side: white or black (a keyword to select on, never shown as it is).
# $point, $from, $to: a point such as c3; $jump: a jump such as b2-b4.

illegal-too-short = a move needs at least two points, as in c2-c3
illegal-no-moves-left = the game is over, { $side ->
        [white] White
       *[black] Black
    } has no legal move
illegal-no-piece = there is no piece on { $point }
illegal-not-your-piece = the piece on { $point } belongs to { $side ->
        [white] White
       *[black] Black
    }
illegal-not-a-line = { $from } to { $to } is not a step or a jump along a line
illegal-occupied = { $point } is not empty
illegal-backwards = pieces may not step back towards their own base row
illegal-far-row = the piece on { $point } has reached the far row and may only capture
# $banned: the direction the piece may not step now, east or west (it just stepped the other way).
illegal-reversal-ban = the piece on { $point } just stepped { $banned ->
        [east] west, it may not step straight back east
       *[west] east, it may not step straight back west
    }
illegal-capture-compulsory = a capture is possible, and capturing is compulsory
illegal-step-then-more = a plain step goes one point only
illegal-nothing-to-jump = the jump { $jump } does not pass over an opposing piece
illegal-must-keep-jumping = the capture is not complete, the piece must keep jumping from { $point }
# $path: the move tried, such as c2-c4; $reason: one of the phrases above.
illegal-move = illegal move { $path } ({ $reason })

# Why a typed move cannot be read (core/src/game/notation.rs).
move-text-empty = no move given (write a move as c2-c3)
move-text-missing-point = a dash needs a point on each side of it, as in c2-c3
move-text-too-short = a move needs a start and a target point, as in c2-c3
# $jumps: the most jumps a capture can have (16).
move-text-too-long = a capture on this board has at most { $jumps } jumps
# A name that is not known: $kind is level, variant or point; $name what was typed; $known the
# names there are (for levels and variants: their names on the command line, not translated).
unknown-name = { $kind ->
        [level] unknown level '{ $name }' (levels are { $known })
        [variant] unknown variant '{ $name }' (variants are { $known })
       *[point] unknown point '{ $name }' (points are a1 to e5)
    }

# A tap that does not fit (bindings/src/entry.rs): sentences the apps show under the board.
tap-empty = { $point } is empty: select one of your pieces.
# $piece: the side of the piece tapped; $side: the side to move (white or black).
tap-not-yours = That is a { $piece ->
        [white] White
       *[black] Black
    } piece: you play { $side ->
        [white] White
       *[black] Black
    }.
tap-capture-compulsory = A capture is compulsory: select a piece that can capture.
tap-no-legal-move = That piece has no legal move.
tap-not-a-move = That is not a move.
# A capture entered jump by jump must go on from $point; $count landing points are possible:
# $first when there is one, else $all_but_last (a list joined by commas) and $last.
tap-keep-jumping = The capture must go on from { $point }: jump to { $count ->
        [one] { $first }
       *[other] { $all_but_last } or { $last }
    }.

# A point read aloud by screen readers (bindings/src/entry.rs): the point and what stands on it
# ($piece: empty, white or black), then what a tap does, each part added by point-label-more.
point-label = { $point }, { $piece ->
        [empty] empty
        [white] White piece
       *[black] Black piece
    }
point-label-more = { $label }, { $more }
point-selected = selected
point-can-move = can move
point-target = tap to move here
point-last-move = part of the last move
point-hinted = the hint: the win starts with this piece
