//! The lesson's steps: each a real position, what the player is asked to do there, and what
//! the step teaches once it is done. Their words are messages of the message files (`lesson.ftl`, ids
//! `lesson-<id>-title`, `-task`, `-done`), as are [`Wrong`](super::Wrong)'s sentences, so both
//! apps and the terminal say the same in every language.

use super::{Goal, LessonStep};

/// The steps, in the order they are taught: moving, sideways and the ban on stepping straight
/// back, compulsory capture, a chain of jumps, the far row, and how a game is won. The player
/// plays White, from the bottom of the board, in every step.
pub(super) const STEPS: [LessonStep; 6] = [
    LessonStep {
        id: "step",
        title: "lesson-step-title",
        task: "lesson-step-task",
        done: "lesson-step-done",
        position: "b-b-b/-----/-----/--w--/w---w w - 0",
        goal: Goal::StepForward,
    },
    LessonStep {
        id: "sideways",
        title: "lesson-sideways-title",
        task: "lesson-sideways-task",
        done: "lesson-sideways-done",
        position: "b-b-b/-----/--w--/-----/----- w c3> 0",
        goal: Goal::StepSideways,
    },
    LessonStep {
        id: "capture",
        title: "lesson-capture-title",
        task: "lesson-capture-task",
        done: "lesson-capture-done",
        position: "b---b/-----/--b--/--w--/w---w w - 0",
        goal: Goal::Capture { at_least: 1 },
    },
    LessonStep {
        id: "chain",
        title: "lesson-chain-title",
        task: "lesson-chain-task",
        done: "lesson-chain-done",
        position: "bb-bb/-----/-bbb-/-w---/w---w w - 0",
        goal: Goal::Capture { at_least: 3 },
    },
    LessonStep {
        id: "far-row",
        title: "lesson-far-row-title",
        task: "lesson-far-row-task",
        done: "lesson-far-row-done",
        position: "---w-/-w---/-----/-----/b---b w - 0",
        goal: Goal::ReachFarRow,
    },
    LessonStep {
        id: "win",
        title: "lesson-win-title",
        task: "lesson-win-task",
        done: "lesson-win-done",
        position: "-----/-----/-----/wwbww/-w--- w - 0",
        goal: Goal::Win,
    },
];
