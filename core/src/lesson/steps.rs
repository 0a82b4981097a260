//! The lesson's steps: each a real position, what the player is asked to do there, and what
//! the step teaches once it is done. The words of the lesson are all here (and in
//! [`Wrong`](super::Wrong)'s sentences), so both apps and the terminal say the same.

use super::{Goal, LessonStep};

/// The steps, in the order they are taught: moving, sideways and the ban on stepping straight
/// back, compulsory capture, a chain of jumps, the far row, and how a game is won. The player
/// plays White, from the bottom of the board, in every step.
pub(super) const STEPS: [LessonStep; 6] = [
    LessonStep {
        id: "step",
        title: "Moving a piece",
        task: "You play White, from the bottom of the board. A piece moves one step along a \
               line to an empty point next to it. Step a piece forward, towards Black.",
        done: "Pieces step forward, or sideways, but never back towards their own side.",
        position: "b-b-b/-----/-----/--w--/w---w w - 0",
        goal: Goal::StepForward,
    },
    LessonStep {
        id: "sideways",
        title: "Sideways, and no stepping straight back",
        task: "A piece may also step sideways. The piece on c3 has just stepped sideways from \
               d3, so on its next step it may not go straight back there. Step it sideways.",
        done: "That ban belongs to the piece, and ends once it steps elsewhere or captures.",
        position: "b-b-b/-----/--w--/-----/----- w c3> 0",
        goal: Goal::StepSideways,
    },
    LessonStep {
        id: "capture",
        title: "Capturing is compulsory",
        task: "Jump over an enemy piece next to yours, along a line, onto the empty point just \
               beyond it: the piece you jump is taken. When you can capture, you must. \
               Capture now.",
        done: "Captures go in any direction, backwards too.",
        position: "b---b/-----/--b--/--w--/w---w w - 0",
        goal: Goal::Capture { at_least: 1 },
    },
    LessonStep {
        id: "chain",
        title: "Keep jumping",
        task: "After a jump, the same piece goes on jumping while it can, and the whole chain \
               is one move. Take three pieces with the piece on b2, one jump at a time.",
        done: "When a chain can go more than one way, you choose: the longest is not required.",
        position: "bb-bb/-----/-bbb-/-w---/w---w w - 0",
        goal: Goal::Capture { at_least: 3 },
    },
    LessonStep {
        id: "far-row",
        title: "The far row",
        task: "A piece that reaches the far row, Black's first row, stops there: it makes no \
               more plain steps, though it may still capture. The piece on d5 is there \
               already. Bring another piece to the far row.",
        done: "Both pieces now stay where they are, unless a capture comes their way.",
        position: "---w-/-w---/-----/-----/b---b w - 0",
        goal: Goal::ReachFarRow,
    },
    LessonStep {
        id: "win",
        title: "Winning",
        task: "You win when your opponent cannot move: all their pieces are taken, or the \
               ones left are blocked. Black has one piece left, on c2. Leave it no move.",
        done: "Black cannot move: White wins. That is the whole game. Enjoy it!",
        position: "-----/-----/-----/wwbww/-w--- w - 0",
        goal: Goal::Win,
    },
];
