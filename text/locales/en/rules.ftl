# The rules explained to a player, one paragraph per message (core/src/game/rules_text.rs).

rules-board = Alquerque is played on a board of 25 points joined by lines. Every point has lines to its neighbours across and up and down; every second point (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) also has diagonal lines.
rules-start = White has twelve pieces on rows 1 and 2 and on d3 and e3; Black has twelve on rows 4 and 5 and on a3 and b3. The centre point c3 is empty. White moves first, then the players take turns. Passing is not allowed: on your turn you must move.
rules-step = A plain move takes one piece one step along a line to an empty neighbouring point: forward or sideways, never back towards your own side. A piece that stands on the far row (the opponent's first row) makes no plain move; it may still capture, and a capture that takes it off the far row lets it step again.
rules-reversal-banned = A piece that stepped sideways may not step straight back on its next step. The ban belongs to that piece and ends once it steps elsewhere or captures.
rules-reversal-allowed = Reversal is allowed: a piece may step back and forth sideways.
rules-step-alfonso = As in the Book of Games of Alfonso X (1283): a plain move takes one piece one step along a line to an empty neighbouring point, in any direction, backwards too. A piece on the far row steps like any other, and a piece may step back where it came from.
rules-capture = To capture, jump over an enemy piece next to yours along a line onto the empty point just beyond it, in any direction, backwards too. The jumped piece leaves the board at once. Capturing is compulsory: if you can capture, you must.
rules-chain = After a jump, the same piece must keep jumping while it can. When there are several ways, you choose; the longest is not required. The whole chain is one move.
rules-win = You win when your opponent cannot move on their turn: no pieces left, or none that can move.
rules-draws = Games can go round in circles, so the same position three times, with the same player to move, is a draw.
# $moves: how many moves in a row without a capture draw the game (50).
rules-draws-counted = Games can go round in circles, so the same position three times, with the same player to move, is a draw; so are { $moves } moves in a row (counting each player's) without a capture.
rules-no-draws = No position can come back under these rules, so every game ends with a winner: there are no draws.

# The rules page: its title when reversal is allowed, and the note when the options' rules
# apply from the next game.
rules-title-with-reversal = { $variant }, reversal allowed
rules-next-game = Your options change these rules from the next new game.
