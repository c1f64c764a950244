//! The debrief of an on-call run: scorecard, reference responses, incident
//! timeline, a Markdown postmortem, and the "was it luck?" ensemble.
//!
//! Pure like the model: no egui, no files, no clocks; the caller writes the
//! Markdown where it wants. Conventions follow [`crate::model::oncall`]:
//! minutes from the run's start (row 0 is the opening state), shares 0–1,
//! budget figures as shares of the month's error budget, money in dollars.
//!
//! * [`Debrief::new`]: everything the debrief view shows for one run — the
//!   person's [`Scorecard`], the two references ([`DoNothing`] and
//!   [`ReferencePlaybook`], run on the same [`RunSpec`]), the
//!   [`incident_timeline`] and the [`Finding`]s.
//! * [`debrief_markdown`]: the same as a blameless postmortem, in the
//!   current language.
//! * [`ensemble`] and [`EnsembleJob`]: the run's timeline and both
//!   references replayed on other seeds.
//!
//! The trace as CSV is [`crate::run::trace_csv`].

mod ensemble;
mod findings;
mod markdown;
mod playbook;
mod scorecard;
mod timeline;

pub use ensemble::{
    DEFAULT_SEEDS, Ensemble, EnsembleError, EnsembleJob, EnsembleRun, Measure, Percentiles, Ranks,
    ResponseEnsemble, all_cores, ensemble, ensemble_seeds, percentile_rank, replay_ensemble,
};
pub use findings::{CostlyDecision, Finding, finding_text};
pub use markdown::debrief_markdown;
pub use playbook::{
    DoNothing, Playbook, Reference, ReferencePlaybook, Response, ResponseKind, Rule, run_playbook,
    run_playbook_summary, run_reference,
};
pub use scorecard::{
    Figure, LatencyIn, SCORECARD_ROWS, Scorecard, ScorecardDelta, ScorecardLine, ScorecardRow,
    scorecard_columns,
};
pub use timeline::{
    Consequence, Effect, TimelineEntry, Wording, command_text, command_wording, consequence_text,
    entry_description, entry_text, event_text, incident_timeline,
};

use crate::model::oncall::{RunSpec, ScenarioSetup, Sim, TimedCommand, TimelineError, Trace};

/// Why a run cannot be debriefed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DebriefError {
    /// The trace has no rows.
    #[error("the trace is empty")]
    EmptyTrace,
    /// The trace's opening row is not the opening of a run of the spec
    /// (another scenario, or rows that were not recorded from the model).
    #[error("the trace does not start like a run of {scenario} with seed {seed}")]
    NotThisRun {
        /// The spec's scenario name.
        scenario: String,
        /// The spec's seed.
        seed: u32,
    },
    /// The timeline, or a playbook's, cannot be replayed.
    #[error(transparent)]
    Timeline(#[from] TimelineError),
}

/// Everything the debrief shows for one run.
#[derive(Debug, Clone, PartialEq)]
pub struct Debrief {
    /// The run's scenario, seed and noise.
    pub spec: RunSpec,
    /// What the scenario fixed at the start.
    pub setup: ScenarioSetup,
    /// The person's outcome.
    pub scorecard: Scorecard,
    /// Doing nothing on the same spec.
    pub do_nothing: Response,
    /// The reference playbook on the same spec.
    pub playbook: Response,
    /// The person's incident timeline.
    pub timeline: Vec<TimelineEntry>,
    /// What went well (never empty).
    pub went_well: Vec<Finding>,
    /// What to try next (never empty).
    pub to_try: Vec<Finding>,
}

impl Debrief {
    /// What the reference playbook did, in words: an introduction and the
    /// rules it applied, which follow from the scenario's events (every
    /// rule, in one sentence and no list, for a scenario with no event).
    pub fn playbook_rules(&self, i18n: &crate::i18n::I18n) -> (String, Vec<String>) {
        let rules = playbook::ReferencePlaybook::for_setup(&self.setup).rules();
        if self.setup.has_events() {
            (
                i18n.tr("oncall-debrief-playbook-rules"),
                rules.iter().map(|rule| i18n.tr(rule.text_id())).collect(),
            )
        } else {
            (i18n.tr("oncall-debrief-playbook-free-play"), Vec::new())
        }
    }

    /// The debrief of `trace`, the run of `spec` with `timeline` (as
    /// [`Sim::run`] gives it, or the rows a window recorded). The references
    /// run as long as the trace.
    pub fn new(
        spec: RunSpec,
        timeline: &[TimedCommand],
        trace: &Trace,
    ) -> Result<Self, DebriefError> {
        let Some(opening) = trace.rows.first() else {
            return Err(DebriefError::EmptyTrace);
        };
        let sim = Sim::new(spec.clone());
        if opening != sim.row() {
            return Err(DebriefError::NotThisRun {
                scenario: spec.scenario.id().to_owned(),
                seed: spec.seed,
            });
        }
        crate::model::oncall::sim::check_timeline(timeline)?;
        let minutes = trace.rows.last().map_or(0, |r| r.minute);
        let scorecard = Scorecard::from_trace(trace);
        let do_nothing = run_reference(Reference::DoNothing, spec.clone(), minutes)?;
        let playbook = run_reference(Reference::Playbook, spec.clone(), minutes)?;
        let inputs = findings::Inputs {
            spec: spec.clone(),
            timeline,
            trace,
            scorecard: &scorecard,
            do_nothing: &do_nothing,
            playbook: &playbook,
        };
        let went_well = findings::went_well(&inputs);
        let to_try = findings::to_try(&inputs)?;
        Ok(Self {
            spec,
            setup: *sim.setup(),
            scorecard,
            timeline: incident_timeline(trace),
            do_nothing,
            playbook,
            went_well,
            to_try,
        })
    }

    /// Minutes simulated after the opening row.
    pub fn minutes(&self) -> u32 {
        self.scorecard.minutes
    }

    /// The person's scorecard minus the reference playbook's.
    pub fn vs_playbook(&self) -> ScorecardDelta {
        self.scorecard.minus(&self.playbook.scorecard)
    }

    /// The blameless postmortem in `i18n`'s language, as Markdown.
    pub fn markdown(&self, i18n: &crate::i18n::I18n) -> String {
        markdown::render(i18n, self)
    }
}
