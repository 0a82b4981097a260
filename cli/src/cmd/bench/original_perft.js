// Perft for the original app's JavaScript move generator (board.js of the OMerkel/Alquerque
// app), so that `alquerque bench --original-board-js PATH` can compare our generator with it in
// the same run. This file holds none of the original's code: it loads board.js from the path it
// is given and drives its own public methods, the way the app's UCT search does (copy,
// getActions, doAction).
//
// Usage: node original_perft.js BOARD_JS DEPTH [RUNS]
// Prints `leaves N`, `seconds S` (the best of RUNS timings) and `leaves_per_second R`.
//
// The original makes a capture one jump at a time (the same player keeps moving while the piece
// can jump on); a whole path counts as one move here, as in our perft. Like ours, the last ply
// is counted in bulk where that is exact: a position without captures has as many moves as
// getActions() returns.
'use strict';
const fs = require('fs');
const vm = require('vm');

const [boardPath, depthText, runsText] = process.argv.slice(2);
const depth = Number(depthText);
const runs = runsText === undefined ? 3 : Number(runsText);
if (!boardPath || !Number.isInteger(depth) || depth < 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node original_perft.js BOARD_JS DEPTH [RUNS]');
  process.exit(2);
}
let source;
try {
  source = fs.readFileSync(boardPath, 'utf8');
} catch (e) {
  console.error(`cannot read ${boardPath}: ${e.message}`);
  process.exit(2);
}
vm.runInThisContext(source, { filename: boardPath });
if (typeof AlquerqueBoard !== 'function') {
  console.error(`${boardPath} does not define AlquerqueBoard`);
  process.exit(2);
}

// Leaves below `board` after playing `action`, which may be one jump of a longer path.
function afterAction(board, action, depth) {
  const next = board.copy();
  next.doAction(action);
  if (action.type === next.jump && next.active === action.by) {
    // The piece can jump on, so the move is not over: every continuation is a path.
    let total = 0;
    for (const more of next.getJumps()) total += afterAction(next, more, depth);
    return total;
  }
  return perft(next, depth - 1);
}

// The number of move paths of length `depth` from `board` (the side to move starts a turn).
function perft(board, depth) {
  if (depth === 0) return 1;
  const actions = board.getActions();
  if (depth === 1 && (actions.length === 0 || actions[0].type === board.move)) {
    return actions.length;
  }
  let total = 0;
  for (const action of actions) total += afterAction(board, action, depth);
  return total;
}

const start = new AlquerqueBoard();
start.setup();
let best = Infinity;
let leaves = 0;
for (let i = 0; i < runs; i++) {
  const t = process.hrtime.bigint();
  leaves = perft(start, depth);
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  best = Math.min(best, seconds);
}
console.log(`leaves ${leaves}`);
console.log(`seconds ${best.toFixed(3)}`);
console.log(`leaves_per_second ${Math.round(leaves / best)}`);
