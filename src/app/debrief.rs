//! The debrief tab's state: the debrief of the live run, the "was it
//! luck?" ensemble running in the background, and the exports.

use crate::debrief::{Debrief, Ensemble, EnsembleError, EnsembleJob};
use crate::model::oncall::Trace;
use crate::platform::{Runner, Slice};

use super::oncall::OncallSession;
use super::{Severity, status};

/// What the person asked of the debrief tab.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DebriefAction {
    /// Debrief the run as it stands.
    Make,
    /// Export the Markdown postmortem through a dialog.
    ExportMarkdown,
    /// Export the trace as CSV through a dialog.
    ExportCsv,
    /// Save a picture of the window.
    ExportPng,
    /// Write the Markdown and the CSV into the saves folder, no dialog.
    ExportToFolder,
    /// Start the ensemble over other seeds.
    StartLuck,
    /// Cancel it.
    CancelLuck,
}

/// Seeds of the "was it luck?" ensemble.
pub const ENSEMBLE_SEEDS: u32 = 200;

/// What the ensemble last gave.
#[derive(Debug)]
pub enum LuckState {
    /// Running in the background.
    Running(Box<EnsembleJob>),
    /// Done.
    Done(Box<Ensemble>),
    /// Cancelled by the person.
    Cancelled,
    /// Failed (a timeline that does not replay, or a bug in a worker).
    Failed(super::Problem),
}

/// The debrief tab's state.
#[derive(Debug, Default)]
pub struct DebriefSession {
    /// The debrief, and the minute of the run it was made at.
    pub debrief: Option<(Debrief, u32)>,
    /// Why the last debrief (or its ensemble) could not be made, for the
    /// status bar; taken when shown.
    pub status: Option<super::Problem>,
    /// The ensemble, once started.
    pub luck: Option<LuckState>,
}

/// The live run as a trace: its rows and events so far.
pub fn trace_of(session: &OncallSession) -> Trace {
    Trace {
        rows: session.rows.clone(),
        events: session.sim().events().to_vec(),
    }
}

impl DebriefSession {
    /// Debriefs the run as it stands; drops an ensemble of an older state.
    pub fn make(&mut self, session: &OncallSession) {
        let trace = trace_of(session);
        match Debrief::new(
            session.sim().spec().clone(),
            session.sim().timeline(),
            &trace,
        ) {
            Ok(debrief) => {
                self.debrief = Some((debrief, session.sim().minute()));
            }
            Err(err) => self.status = Some(super::Problem::Debrief(err)),
        }
        self.cancel_luck();
        self.luck = None;
    }

    /// Starts the ensemble of the run's decisions on other seeds, on every
    /// core, or in slices where there are no threads ([`Runner::PLATFORM`]).
    pub fn start_luck(&mut self, session: &OncallSession) {
        self.start_luck_on(session, Runner::PLATFORM);
    }

    /// [`DebriefSession::start_luck`], running as `runner` says.
    pub fn start_luck_on(&mut self, session: &OncallSession, runner: Runner) {
        self.cancel_luck();
        let job = EnsembleJob::start_on(
            runner,
            session.sim().spec().clone(),
            session.sim().timeline().to_vec(),
            session.sim().minute(),
            ENSEMBLE_SEEDS,
        );
        self.luck = Some(LuckState::Running(Box::new(job)));
    }

    /// Runs the ensemble to the end before returning (for a picture of the
    /// debrief taken from the command line).
    pub fn run_luck_now(&mut self, session: &OncallSession) {
        self.start_luck(session);
        if let Some(LuckState::Running(job)) = self.luck.take() {
            let state = match job.wait() {
                Ok(ensemble) => LuckState::Done(Box::new(ensemble)),
                Err(EnsembleError::Cancelled) => LuckState::Cancelled,
                Err(err) => Self::failed(&err),
            };
            self.set_luck(state);
        }
    }

    /// An ensemble that could not be made.
    fn failed(err: &EnsembleError) -> LuckState {
        let problem = match err {
            EnsembleError::Timeline(err) => {
                super::Problem::Debrief(crate::debrief::DebriefError::Timeline(err.clone()))
            }
            EnsembleError::Failed(message) => super::Problem::Internal(message.clone()),
            // A cancel is not a failure; it never reaches here.
            EnsembleError::Cancelled => return LuckState::Cancelled,
        };
        LuckState::Failed(problem)
    }

    /// Keeps the ensemble's state; a failure is said in the status bar too.
    fn set_luck(&mut self, state: LuckState) {
        if let LuckState::Failed(problem) = &state {
            self.status = Some(problem.clone());
        }
        self.luck = Some(state);
    }

    /// Asks a running ensemble to stop.
    pub fn cancel_luck(&mut self) {
        if let Some(LuckState::Running(job)) = &self.luck {
            job.cancel();
        }
    }

    /// Collects a finished ensemble, without blocking (in slices, does the
    /// next seeds first). Returns whether one is still running (the window
    /// keeps repainting meanwhile).
    pub fn poll(&mut self) -> bool {
        self.poll_within(&Slice::frame())
    }

    /// [`DebriefSession::poll`], a slice's work done within `slice`.
    pub fn poll_within(&mut self, slice: &Slice) -> bool {
        let Some(LuckState::Running(job)) = &mut self.luck else {
            return false;
        };
        job.advance(slice);
        let state = match job.try_result() {
            None => return true,
            Some(Ok(ensemble)) => LuckState::Done(Box::new(ensemble.clone())),
            Some(Err(EnsembleError::Cancelled)) => LuckState::Cancelled,
            Some(Err(err)) => Self::failed(err),
        };
        self.set_luck(state);
        false
    }
}

impl super::SreSimApp {
    /// Carries out an action of the debrief tab.
    pub fn handle_debrief_action(&mut self, action: DebriefAction) {
        match action {
            DebriefAction::Make => self.debrief.make(&self.oncall),
            DebriefAction::StartLuck => self.debrief.start_luck_on(&self.oncall, self.runner),
            DebriefAction::CancelLuck => self.debrief.cancel_luck(),
            DebriefAction::ExportMarkdown => {
                if let Some(text) = self.debrief_markdown() {
                    let name = format!("{}-debrief.md", self.export_stem());
                    self.export_with_dialog(&name, "Markdown", "md", &text);
                }
            }
            DebriefAction::ExportCsv => {
                let text = self.trace_csv();
                let name = format!("{}.csv", self.export_stem());
                self.export_with_dialog(&name, "CSV", "csv", &text);
            }
            DebriefAction::ExportToFolder => {
                let Some(dir) = self.saves_dir() else {
                    let err = crate::run::RunFileError::NoDataDir;
                    return self.report(Severity::Error, status::file_problem(err));
                };
                let stem = self.export_stem();
                let csv = self.trace_csv();
                if let Some(text) = self.debrief_markdown() {
                    self.write_export(&dir.join(format!("{stem}-debrief.md")), &text);
                }
                self.write_export(&dir.join(format!("{stem}.csv")), &csv);
            }
            DebriefAction::ExportPng => {
                let created = self
                    .saves_dir()
                    .ok_or(crate::run::RunFileError::NoDataDir)
                    .and_then(|dir| crate::run::store::create_dir(&dir).map(|()| dir));
                match created {
                    Ok(dir) => {
                        self.export_png(dir.join(format!("{}.png", self.export_stem())), None);
                    }
                    Err(err) => {
                        self.report(Severity::Error, status::file_problem(err));
                    }
                }
            }
        }
    }

    fn debrief_markdown(&self) -> Option<String> {
        self.debrief
            .debrief
            .as_ref()
            .map(|(debrief, _)| debrief.markdown(&self.i18n))
    }

    fn trace_csv(&self) -> String {
        let trace = trace_of(&self.oncall);
        crate::run::trace_csv(&trace)
    }

    /// `bad-deploy-seed-1-minute-180`: what the exports are named after.
    fn export_stem(&self) -> String {
        let spec = self.oncall.sim().spec();
        format!(
            "{}-seed-{}-minute-{}",
            spec.scenario.id(),
            spec.seed,
            self.oncall.sim().minute()
        )
    }

    fn export_with_dialog(&mut self, name: &str, kind: &str, extension: &str, text: &str) {
        let filter = super::files::DialogFilter { kind, extension };
        match super::files::file_dialog(self.use_dialogs, filter, self.saves_dir(), Some(name)) {
            super::files::Picked::Path(path) => self.write_export(&path, text),
            super::files::Picked::Cancelled => {}
            // No file dialog on this system: write into the saves folder.
            super::files::Picked::NoDialog => {
                if let Some(dir) = self.saves_dir() {
                    self.write_export(&dir.join(name), text);
                } else {
                    let err = crate::run::RunFileError::NoDataDir;
                    self.report(Severity::Error, status::file_problem(err));
                }
            }
        }
    }

    fn write_export(&mut self, path: &std::path::Path, text: &str) {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && let Err(err) = crate::run::store::create_dir(dir)
        {
            return self.report(Severity::Error, status::file_problem(err));
        }
        let written = crate::run::write_atomic(path, text.as_bytes()).map_err(|error| {
            crate::run::RunFileError::Write {
                path: path.to_owned(),
                error,
            }
        });
        match super::files::saved(written) {
            Ok(warning) => {
                self.warn(warning);
                let shown = path.display().to_string();
                let said = status::tr_texts("debrief-ui-exported", [("path", shown)]);
                self.report(Severity::Info, said);
            }
            Err(err) => self.report(Severity::Error, status::file_problem(err)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "Was it luck?" with a worker that panics: the debrief tab says the
    /// failure (in its state and the status bar) and the window goes on.
    #[test]
    fn a_panicking_ensemble_is_said_and_the_window_goes_on() {
        let job = EnsembleJob::spawn(200, |_, _| panic!("a bug in a worker"));
        let mut session = DebriefSession {
            luck: Some(LuckState::Running(Box::new(job))),
            ..DebriefSession::default()
        };
        while session.poll() {
            std::thread::yield_now();
        }
        assert!(matches!(
            session.luck,
            Some(LuckState::Failed(crate::app::Problem::Internal(_)))
        ));
        let said = session
            .status
            .as_ref()
            .map(|p| p.text(&crate::i18n::I18n::new(crate::i18n::Language::En)))
            .unwrap_or_default();
        assert!(
            said.contains("went wrong inside sre-sim") && said.contains("a bug in a worker"),
            "{said}"
        );
    }
}
