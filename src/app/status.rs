//! The window's messages: what a file action, the settings, a rejected
//! command or a failed export had to say. Every panel's message goes
//! through [`Status`], is shown in the status bar and written to the log.

use super::Tab;

/// How much a message matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Something was done (a file saved, a run opened).
    Info,
    /// Done, but not entirely as asked (a summary that does not match).
    Warning,
    /// Not done (a file that cannot be read, a value refused).
    Error,
}

/// One message of the window, already in the person's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Status {
    /// What happened.
    pub text: String,
    /// How much it matters.
    pub severity: Severity,
    /// The tab it belongs to (`None`: every tab).
    pub tab: Option<Tab>,
}

/// The most messages kept; older ones are still in the log.
pub const MAX_STATUSES: usize = 20;

/// The messages not dismissed yet, oldest first.
#[derive(Debug, Clone, Default)]
pub struct StatusLog {
    messages: Vec<Status>,
}

impl StatusLog {
    /// Adds a message (and logs it: the window's messages reach stderr too).
    pub fn push(&mut self, status: Status) {
        // Text from a file shows its control characters, escaped.
        let mut status = status;
        if let std::borrow::Cow::Owned(escaped) = crate::model::escape_controls(&status.text) {
            status.text = escaped;
        }
        match status.severity {
            Severity::Info => log::info!("{}", status.text),
            Severity::Warning => log::warn!("{}", status.text),
            Severity::Error => log::error!("{}", status.text),
        }
        // The same message twice in a row is shown once.
        self.messages.retain(|m| m != &status);
        self.messages.push(status);
        if self.messages.len() > MAX_STATUSES {
            self.messages.remove(0);
        }
    }

    /// The messages shown on `tab`, oldest first, with their index.
    pub fn on(&self, tab: Tab) -> impl Iterator<Item = (usize, &Status)> {
        self.messages
            .iter()
            .enumerate()
            .filter(move |(_, m)| m.tab.is_none_or(|t| t == tab))
    }

    /// The newest message, if any.
    pub fn latest(&self) -> Option<&Status> {
        self.messages.last()
    }

    /// Every message not dismissed, oldest first.
    pub fn all(&self) -> &[Status] {
        &self.messages
    }

    /// Dismisses the message at `index` (from [`Self::on`]).
    pub fn dismiss(&mut self, index: usize) {
        if index < self.messages.len() {
            self.messages.remove(index);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{MAX_STATUSES, Severity, Status, StatusLog};
    use crate::app::Tab;

    fn status(text: &str, tab: Option<Tab>) -> Status {
        Status {
            text: text.to_owned(),
            severity: Severity::Error,
            tab,
        }
    }

    #[test]
    fn messages_show_on_their_tab_or_everywhere_until_dismissed() {
        let mut log = StatusLog::default();
        log.push(status("settings", None));
        log.push(status("saved", Some(Tab::Oncall)));
        log.push(status("refused", Some(Tab::Arch)));
        let on =
            |log: &StatusLog, tab| log.on(tab).map(|(_, m)| m.text.clone()).collect::<Vec<_>>();
        assert_eq!(on(&log, Tab::Oncall), ["settings", "saved"]);
        assert_eq!(on(&log, Tab::Arch), ["settings", "refused"]);
        assert_eq!(on(&log, Tab::Debrief), ["settings"]);
        let (index, _) = log.on(Tab::Oncall).nth(1).expect("two messages");
        log.dismiss(index);
        assert_eq!(on(&log, Tab::Oncall), ["settings"]);
        assert_eq!(log.latest().map(|m| m.text.as_str()), Some("refused"));
    }

    #[test]
    fn control_characters_in_a_message_are_escaped() {
        let mut log = StatusLog::default();
        log.push(status("bad\u{1b}[2Jname.ron", None));
        assert_eq!(
            log.latest().map(|m| m.text.as_str()),
            Some("bad\\u{1b}[2Jname.ron")
        );
    }

    #[test]
    fn a_repeated_message_is_kept_once_and_the_log_is_bounded() {
        let mut log = StatusLog::default();
        log.push(status("same", None));
        log.push(status("same", None));
        assert_eq!(log.all().len(), 1);
        for k in 0..2 * MAX_STATUSES {
            log.push(status(&k.to_string(), None));
        }
        assert_eq!(log.all().len(), MAX_STATUSES);
        assert_eq!(
            log.latest().map(|m| m.text.clone()),
            Some((2 * MAX_STATUSES - 1).to_string())
        );
    }
}

/// What a session refused or could not do, kept as it happened and said
/// in the reader's language when it reaches the status bar.
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    /// A value the architecture model rejected.
    Arch(crate::model::arch::ArchError),
    /// A decision the on-call model refused.
    Command(crate::model::oncall::CommandError),
    /// A timeline the on-call model could not replay.
    Timeline(crate::model::oncall::TimelineError),
    /// A run that could not be used.
    Run(crate::run::RunError),
}

impl Problem {
    /// The problem in `i18n`'s language.
    pub fn text(&self, i18n: &crate::i18n::I18n) -> String {
        match self {
            Self::Arch(err) => crate::i18n::arch_error_text(i18n, err),
            Self::Command(err) => crate::i18n::command_error_text(i18n, err),
            Self::Timeline(err) => crate::i18n::timeline_error_text(i18n, err),
            Self::Run(err) => crate::i18n::run_error_text(i18n, err),
        }
    }
}
