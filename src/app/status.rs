//! The window's messages: what a file action, the settings, a rejected
//! command or a failed export had to say. Every panel's message goes
//! through [`Status`], is shown in the status bar and written to the log.

use super::Tab;

/// How much a message matters; each has its own mark in the status bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Done as asked (a file saved, a run opened), or news (the last run is
    /// back). Leaves with the person's next action.
    Info,
    /// Not entirely as asked (a summary that does not match, no file
    /// dialog so the runs list opened instead). Stays until dismissed.
    Warning,
    /// Not done (a file that cannot be read, a value refused). Stays until
    /// dismissed.
    Error,
}

/// How a message is said: its Fluent id and arguments, kept (in a
/// closure) so that it is said again in the language chosen later.
pub type Say = std::sync::Arc<dyn Fn(&crate::i18n::I18n) -> String + Send + Sync>;

/// One message of the window, in the person's language.
#[derive(Clone)]
pub struct Status {
    /// What happened, in the language it was last said in.
    pub text: String,
    /// How much it matters.
    pub severity: Severity,
    /// The tab it belongs to (`None`: every tab).
    pub tab: Option<Tab>,
    /// How to say it again (`None`: text that has no other language,
    /// such as the system's own).
    say: Option<Say>,
}

impl Status {
    /// A message said by `say`, in `i18n`'s language now and in the
    /// current one after a switch.
    pub fn said(
        severity: Severity,
        tab: Option<Tab>,
        i18n: &crate::i18n::I18n,
        say: impl Fn(&crate::i18n::I18n) -> String + Send + Sync + 'static,
    ) -> Self {
        Self {
            text: say(i18n),
            severity,
            tab,
            say: Some(std::sync::Arc::new(say)),
        }
    }

    /// A message with a text of its own, the same in every language.
    pub fn fixed(severity: Severity, tab: Option<Tab>, text: String) -> Self {
        Self {
            text,
            severity,
            tab,
            say: None,
        }
    }
}

impl std::fmt::Debug for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Status")
            .field("text", &self.text)
            .field("severity", &self.severity)
            .field("tab", &self.tab)
            .finish_non_exhaustive()
    }
}

/// Two messages are the same when they say the same, as bad, on the same tab.
impl PartialEq for Status {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text && self.severity == other.severity && self.tab == other.tab
    }
}

impl Eq for Status {}

/// A message that is a Fluent id alone.
pub fn tr(id: &'static str) -> impl Fn(&crate::i18n::I18n) -> String + Send + Sync + 'static {
    move |i18n| i18n.tr(id)
}

/// A message that is a Fluent id with text arguments (paths, names).
pub fn tr_texts<const N: usize>(
    id: &'static str,
    args: [(&'static str, String); N],
) -> impl Fn(&crate::i18n::I18n) -> String + Send + Sync + 'static {
    move |i18n| {
        let args = args
            .clone()
            .map(|(name, value)| (name, fluent_bundle::FluentValue::from(value)));
        i18n.tr_args(id, &args)
    }
}

/// A file that could not be used, said in the language.
pub fn file_problem(
    err: crate::run::RunFileError,
) -> impl Fn(&crate::i18n::I18n) -> String + Send + Sync + 'static {
    move |i18n| crate::i18n::file_error_text(i18n, &err)
}

/// A run that could not be used, said in the language.
pub fn run_problem(
    err: crate::run::RunError,
) -> impl Fn(&crate::i18n::I18n) -> String + Send + Sync + 'static {
    move |i18n| crate::i18n::run_error_text(i18n, &err)
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
        let mut status = status;
        status.text = escaped(std::mem::take(&mut status.text));
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

    /// Says every message again in `i18n`'s language (after a switch).
    pub fn say_again(&mut self, i18n: &crate::i18n::I18n) {
        for message in &mut self.messages {
            if let Some(say) = &message.say {
                message.text = escaped(say(i18n));
            }
        }
    }

    /// Removes the information messages: they leave with the person's next
    /// action; warnings and errors stay until dismissed.
    pub fn clear_info(&mut self) {
        self.messages.retain(|m| m.severity != Severity::Info);
    }

    /// Dismisses the message at `index` (from [`Self::on`]).
    pub fn dismiss(&mut self, index: usize) {
        if index < self.messages.len() {
            self.messages.remove(index);
        }
    }
}

/// Text from a file shows its control characters, escaped.
fn escaped(text: String) -> String {
    match crate::model::for_terminal(&text) {
        std::borrow::Cow::Owned(escaped) => escaped,
        std::borrow::Cow::Borrowed(_) => text,
    }
}

#[cfg(test)]
mod tests {
    use super::{MAX_STATUSES, Severity, Status, StatusLog};
    use crate::app::Tab;

    fn status(text: &str, tab: Option<Tab>) -> Status {
        Status::fixed(Severity::Error, tab, text.to_owned())
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
    /// A run that could not be debriefed.
    Debrief(crate::debrief::DebriefError),
    /// Work in the background that stopped on an internal error (a bug):
    /// said, while the window and the run stay.
    Internal(String),
}

impl Problem {
    /// The problem in `i18n`'s language.
    pub fn text(&self, i18n: &crate::i18n::I18n) -> String {
        match self {
            Self::Arch(err) => crate::i18n::arch_error_text(i18n, err),
            Self::Command(err) => crate::i18n::command_error_text(i18n, err),
            Self::Timeline(err) => crate::i18n::timeline_error_text(i18n, err),
            Self::Run(err) => crate::i18n::run_error_text(i18n, err),
            Self::Internal(message) => i18n.tr_args(
                "app-internal-error",
                &[(
                    "message",
                    fluent_bundle::FluentValue::from(crate::i18n::echoed(message)),
                )],
            ),
            Self::Debrief(err) => match err {
                crate::debrief::DebriefError::EmptyTrace => i18n.tr("debrief-ui-error-empty"),
                crate::debrief::DebriefError::NotThisRun { scenario, seed } => i18n.tr_args(
                    "debrief-ui-error-not-this-run",
                    &[
                        (
                            "scenario",
                            fluent_bundle::FluentValue::from(scenario.clone()),
                        ),
                        ("seed", fluent_bundle::FluentValue::from(*seed)),
                    ],
                ),
                crate::debrief::DebriefError::Timeline(err) => {
                    crate::i18n::timeline_error_text(i18n, err)
                }
            },
        }
    }
}
