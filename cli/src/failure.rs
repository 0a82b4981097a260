//! How a command ends: one error type for every command, and the exit status each kind of
//! failure gives, so that `alquerque` means the same by a status whatever the command.

use std::process::ExitCode;

/// Why a command did not succeed.
#[derive(Debug)]
pub enum Failure {
    /// The command cannot work with what it was given: an option, a file it cannot read, a
    /// position or rules it does not handle. Said on standard error after `alquerque
    /// COMMAND: `; exit status 2.
    Usage(String),
    /// The work failed: a file could not be written, the input could not be read, a
    /// measurement went wrong. Said as for `Usage`; exit status 1.
    Failed(String),
    /// The command has already said what happened, in its own words (a certificate
    /// `REJECTED`, a proof left unfinished, the Qirkat protocol's refusal): only the status is
    /// left.
    Said(Status),
}

/// An exit status other than success.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// 1: the work failed, or came out negative (nothing proved, a certificate rejected).
    Failed,
    /// 2: the command was given what it cannot use.
    Usage,
    /// 130: stopped by Ctrl-C, the status a shell gives a process ended by SIGINT.
    Interrupted,
}

impl Status {
    fn code(self) -> u8 {
        match self {
            Status::Failed => 1,
            Status::Usage => 2,
            Status::Interrupted => 130,
        }
    }
}

/// What a command's `run` returns.
pub type Outcome = Result<(), Failure>;

/// The exit code of `command`'s `outcome`, after saying on standard error why it failed
/// (unless the command has said it).
pub fn exit_code(command: &str, outcome: Outcome) -> ExitCode {
    let status = match outcome {
        Ok(()) => return ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("alquerque {command}: {message}");
            Status::Usage
        }
        Err(Failure::Failed(message)) => {
            eprintln!("alquerque {command}: {message}");
            Status::Failed
        }
        Err(Failure::Said(status)) => status,
    };
    ExitCode::from(status.code())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The statuses scripts and tests rely on: 2 for what the command cannot use, 1 for a
    /// failure, 130 for Ctrl-C.
    #[test]
    fn each_kind_of_failure_has_its_status() {
        assert_eq!(Status::Usage.code(), 2);
        assert_eq!(Status::Failed.code(), 1);
        assert_eq!(Status::Interrupted.code(), 130);
    }
}
