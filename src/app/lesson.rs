//! A lesson being played: which step is shown, the learner's guesses and
//! hints, the objectives graded as the run goes, and what was recorded of
//! it in the progress file. The run itself is the on-call tab's (or the
//! architecture tab's): a lesson steers it only through the same commands
//! a person gives, plus the pause at a step's minute.

use std::sync::Arc;

use crate::lesson::{Grade, LessonFile, Verdict, grade_arch, grade_rows};

/// Where a step stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepStage {
    /// The step is read; the learner plays on (or to its pause) when ready.
    Read,
    /// The run waits for a guess.
    Guess,
    /// The run plays to the step's pause.
    Playing,
    /// The guess is shown beside the model's value.
    Reveal,
}

/// What the learner asks of the lesson.
#[derive(Debug, Clone, PartialEq)]
pub enum LessonCommand {
    /// Start this lesson from its beginning.
    Start(Arc<LessonFile>),
    /// Leave the lesson (the run stays).
    Quit,
    /// The lesson from its first step, its run from minute 0.
    Restart,
    /// The guess box's text, as typed.
    EditGuess(String),
    /// Name this tier (a step that asks for the bottleneck) and play to
    /// the step's pause.
    NameTier(crate::model::arch::Stage),
    /// Take the typed guess and play to the step's pause.
    Guess,
    /// Take this option of the step's choice and play to its pause.
    Choose(usize),
    /// Play to the step's pause without a guess.
    SkipGuess,
    /// Play to the step's pause (a step with no guess).
    PlayToPause,
    /// The next step.
    Next,
    /// Show one more hint.
    Hint,
    /// Take over the run at this minute and try again from there.
    TryAgainFrom(u32),
    /// Show the start page, or the window.
    ShowStart(bool),
    /// Show the start page when the app starts.
    SetShowAtStart(bool),
    /// Forget every lesson's progress.
    ResetProgress,
    /// The learner's name for saved runs, as typed (on the start page).
    EditAuthor(String),
    /// The answer to the one-time question of the learner's name: a name
    /// to keep, or none for "not now". Either way it is not asked again.
    AnswerAuthor(Option<String>),
}

/// A lesson being played.
#[derive(Debug, Clone)]
pub struct LessonSession {
    /// The lesson.
    pub lesson: Arc<LessonFile>,
    /// The step shown.
    pub step: usize,
    /// Where it stands.
    pub stage: StepStage,
    /// Hints shown, per step.
    pub hints: Vec<usize>,
    /// Guesses, per step, in the unit typed.
    pub guesses: Vec<Option<f64>>,
    /// The option chosen, per step that asks for a choice.
    pub chosen: Vec<Option<usize>>,
    /// The model's value at each step's pause, in the unit typed.
    pub answers: Vec<Option<f64>>,
    /// The run's minute at each step's pause (on call): the numbers its
    /// reveal quotes, taken with the answer so that they agree.
    pub paused: Vec<Option<crate::model::oncall::MinuteRow>>,
    /// The tier the learner named as the bottleneck (a step that asks for
    /// it; saved with the configuration and graded by `NamesBottleneck`).
    pub named: Option<crate::model::arch::Stage>,
    /// The model's bottleneck at that step's pause.
    pub model_tier: Option<crate::model::arch::Stage>,
    /// The guess box's text.
    pub guess_text: String,
    /// The typed guess could not be read.
    pub guess_refused: bool,
    /// The objectives, graded at the minute shown.
    pub grade: Grade,
    /// Graded at: minute and decisions (on call).
    graded_at: Option<(u32, usize)>,
    /// Graded on this configuration and named tier (architecture).
    graded_config: Option<(
        crate::model::arch::ArchConfig,
        Option<crate::model::arch::Stage>,
    )>,
    /// The attempt was recorded in the progress (once per attempt).
    pub recorded: bool,
}

impl LessonSession {
    /// The lesson at its first step.
    pub fn new(lesson: Arc<LessonFile>) -> Self {
        let steps = lesson.steps.len();
        let mut session = Self {
            lesson,
            step: 0,
            stage: StepStage::Read,
            hints: vec![0; steps],
            guesses: vec![None; steps],
            chosen: vec![None; steps],
            answers: vec![None; steps],
            paused: vec![None; steps],
            named: None,
            model_tier: None,
            guess_text: String::new(),
            guess_refused: false,
            grade: Grade::default(),
            graded_at: None,
            graded_config: None,
            recorded: false,
        };
        session.enter_step(0);
        session
    }

    /// The lesson of a run restored at `minute` (after a crash): at the
    /// first step whose pause is still ahead, or at the last step once
    /// every pause has passed. What was guessed before is not known.
    pub fn resumed_at(lesson: Arc<LessonFile>, minute: u32) -> Self {
        let mut session = Self::new(lesson);
        let steps = &session.lesson.steps;
        let k = steps
            .iter()
            .position(|step| step.pause_at.is_none_or(|pause| pause > minute))
            .unwrap_or(steps.len().saturating_sub(1));
        session.enter_step(k);
        session
    }

    /// Shows step `k` (its stage from what it asks).
    pub fn enter_step(&mut self, k: usize) {
        self.step = k.min(self.lesson.steps.len().saturating_sub(1));
        self.guess_text.clear();
        self.guess_refused = false;
        let step = &self.lesson.steps[self.step];
        self.stage = if step.asks() {
            StepStage::Guess
        } else {
            StepStage::Read
        };
    }

    /// The fields whose values the lesson still asks for, hidden until
    /// their reveal: the pending guess's; on the architecture path, whose
    /// run is whole before a step is revealed, every later step's too
    /// (one that asks the same field again asks it of another path).
    pub fn hidden_fields(&self) -> Vec<String> {
        let field = |k: usize| {
            self.lesson.steps[k]
                .predict
                .as_ref()
                .map(|p| p.field.clone())
        };
        let mut hidden: Vec<String> = Vec::new();
        if self.stage == StepStage::Guess {
            hidden.extend(field(self.step));
        }
        if self.lesson.is_arch() && !self.recorded {
            let now = field(self.step);
            hidden.extend(
                (self.step + 1..self.lesson.steps.len())
                    .filter_map(field)
                    .filter(|f| Some(f) != now.as_ref()),
            );
        }
        hidden
    }

    /// The step shown.
    pub fn current(&self) -> &crate::lesson::LessonStep {
        &self.lesson.steps[self.step]
    }

    /// Is this the last step?
    pub fn last_step(&self) -> bool {
        self.step + 1 >= self.lesson.steps.len()
    }

    /// Hints shown over the whole lesson.
    pub fn hints_used(&self) -> u32 {
        self.hints.iter().sum::<usize>() as u32
    }

    /// The typed guess, read as the language writes numbers (see
    /// [`crate::i18n::read_number`]).
    pub fn typed_guess(&self, language: crate::i18n::Language) -> Option<f64> {
        crate::i18n::read_number(&self.guess_text, language)
    }

    /// Grades the objectives over the rows so far (on call), when the
    /// minute or the decisions changed since last time.
    pub fn grade_oncall(&mut self, oncall: &super::OncallSession) {
        let mark = (oncall.sim().minute(), oncall.sim().timeline().len());
        if self.graded_at == Some(mark) && !self.grade.objectives.is_empty() {
            return;
        }
        self.graded_at = Some(mark);
        self.grade = grade_rows(&self.lesson, &oncall.rows, oncall.sim().timeline());
    }

    /// Grades the objectives on the architecture tab's configuration and
    /// the tier named. Only when either changed: this runs every frame.
    pub fn grade_arch(&mut self, config: &crate::model::arch::ArchConfig) {
        let mark = (*config, self.named);
        if self.graded_config == Some(mark) {
            return;
        }
        self.graded_config = Some(mark);
        if let Ok(grade) = grade_arch(&self.lesson, config, self.named) {
            self.grade = grade;
        }
    }

    /// The model's value of the step's guessed field, in the unit typed.
    pub fn reveal_value(&self, k: usize) -> Option<f64> {
        self.answers.get(k).copied().flatten()
    }

    /// Keeps the model's value at the pause for the reveal.
    pub fn keep_answer(&mut self, value: Option<f64>) {
        let Some(prediction) = &self.lesson.steps[self.step].predict else {
            return;
        };
        self.answers[self.step] =
            value.map(|v| crate::lesson::in_unit(prediction.unit, &prediction.field, v));
    }

    /// The step's guess beside the model's value, to keep (a number
    /// guessed and revealed; not a tier, not a choice).
    pub fn kept_guess(&self) -> Option<crate::lesson::progress::KeptGuess> {
        let prediction = self.current().predict.as_ref()?;
        if prediction.unit == crate::lesson::Unit::Tier {
            return None;
        }
        Some(crate::lesson::progress::KeptGuess {
            lesson: self.lesson.id.clone(),
            step: self.step as u32,
            guess: self.guesses[self.step]?,
            model: self.reveal_value(self.step)?,
            unit: prediction.unit.id().to_owned(),
        })
    }

    /// Every objective decided, and the run at its end (on call) or the
    /// last step reached (architecture).
    pub fn decided(&self) -> bool {
        self.grade.decided()
    }

    /// The minute to try again from after a miss: a few minutes before
    /// the first objective missed went wrong (or before its deadline).
    pub fn try_again_minute(&self) -> u32 {
        let first = self
            .grade
            .objectives
            .iter()
            .filter(|o| o.verdict == Verdict::Missed)
            .filter_map(|o| match &o.objective {
                crate::lesson::Objective::DecisionBy { minute, .. } => Some(*minute),
                crate::lesson::Objective::KeepBelow { from, .. }
                | crate::lesson::Objective::KeepAbove { from, .. } => {
                    o.minute.or(*from).or(Some(0))
                }
                // A total or an end value missed is spent from the start.
                _ => Some(0),
            })
            .min()
            .unwrap_or(0);
        first.saturating_sub(5)
    }
}

impl super::SreSimApp {
    /// Carries out what the learner asks of the lesson.
    pub fn handle_lesson(&mut self, command: LessonCommand) {
        match command {
            LessonCommand::Start(lesson) => self.start_lesson(lesson),
            LessonCommand::Quit => self.leave_lesson(),
            LessonCommand::Restart => {
                if let Some(session) = &self.lesson {
                    let lesson = Arc::clone(&session.lesson);
                    self.start_lesson(lesson);
                }
            }
            LessonCommand::EditGuess(text) => {
                if let Some(session) = &mut self.lesson {
                    session.guess_text = text;
                    session.guess_refused = false;
                }
            }
            LessonCommand::NameTier(stage) => {
                if let Some(session) = &mut self.lesson {
                    session.named = Some(stage);
                    self.play_to_pause();
                }
            }
            LessonCommand::Guess => {
                let Some(session) = &mut self.lesson else {
                    return;
                };
                match session.typed_guess(self.i18n.language()) {
                    Some(guess) => {
                        session.guesses[session.step] = Some(guess);
                        self.play_to_pause();
                    }
                    None => session.guess_refused = true,
                }
            }
            LessonCommand::Choose(option) => {
                if let Some(session) = &mut self.lesson {
                    session.chosen[session.step] = Some(option);
                    self.play_to_pause();
                }
            }
            LessonCommand::SkipGuess | LessonCommand::PlayToPause => self.play_to_pause(),
            LessonCommand::Next => {
                self.oncall.stop_at = None;
                self.next_step();
            }
            LessonCommand::Hint => {
                if let Some(session) = &mut self.lesson {
                    let k = session.step;
                    let most = session.lesson.steps[k].hints.len();
                    session.hints[k] = (session.hints[k] + 1).min(most);
                }
            }
            LessonCommand::TryAgainFrom(minute) => self.try_again_from(minute),
            LessonCommand::ShowStart(on) => self.show_start(on),
            LessonCommand::SetShowAtStart(on) => self.settings.show_start_page = on,
            LessonCommand::ResetProgress => {
                self.progress = crate::lesson::progress::Progress::default();
                self.write_progress();
                self.report_everywhere(
                    super::Severity::Info,
                    super::status::tr("lesson-progress-reset-done"),
                );
            }
            LessonCommand::EditAuthor(name) => {
                self.settings.author = name;
                self.settings.author_asked = true;
            }
            LessonCommand::AnswerAuthor(name) => {
                if let Some(name) = name {
                    name.trim().clone_into(&mut self.settings.author);
                }
                self.settings.author_asked = true;
            }
        }
    }

    /// Shows the start page or goes back to the tab. A talk stays: the
    /// start page would hide the speaker's console (stopping the talk
    /// first is said).
    fn show_start(&mut self, on: bool) {
        match (&self.nav.mode, on) {
            (super::nav::Mode::Presenting(_), true) => self.report(
                super::Severity::Warning,
                super::status::tr("present-start-page-waits"),
            ),
            (_, true) => {
                self.nav.mode = super::nav::Mode::Start;
                self.read_user_lessons();
            }
            (_, false) => self.nav.close_start_page(),
        }
    }

    /// Is a lesson on the architecture path being played (not yet over)?
    /// Its question is the fix: the fix search waits for its end.
    pub fn lesson_asks_the_fix(&self) -> bool {
        self.lesson
            .as_ref()
            .is_some_and(|l| l.lesson.is_arch() && !l.recorded)
    }

    /// Leaves the lesson; the run stays, with no pause pending.
    pub fn leave_lesson(&mut self) {
        self.lesson = None;
        self.oncall.stop_at = None;
    }

    /// Starts a lesson: its run from minute 0 on its tab, its first step.
    pub fn start_lesson(&mut self, lesson: Arc<LessonFile>) {
        self.oncall.stop_at = None;
        if let Some(spec) = lesson.spec() {
            self.oncall.scenario = spec.scenario.clone();
            self.oncall.seed_text = spec.seed.to_string();
            self.oncall.noise = spec.noise;
            self.oncall.restart();
            self.oncall.playing = false;
            self.nav.tab = super::Tab::Oncall;
        } else if let Some(config) = lesson.arch_config() {
            // The lesson's path, and nothing of an earlier run of the tab.
            self.arch.show_path(*config, None, None);
            self.arch.run = None;
            self.arch.before = None;
            self.arch.proposal = None;
            self.arch.sweep = None;
            self.arch.playback.scrub(0);
            self.nav.tab = super::Tab::Arch;
        }
        // An on-call lesson's run replaces a replay, and so ends its talk.
        self.nav.close_start_page();
        self.lesson = Some(LessonSession::new(lesson));
        self.follow_lesson();
    }

    /// Plays the run to the step's pause (on call), or runs the path and
    /// plays it to the step (architecture).
    fn play_to_pause(&mut self) {
        let Some(session) = &mut self.lesson else {
            return;
        };
        let Some(pause) = session.current().pause_at else {
            session.stage = StepStage::Read;
            return;
        };
        session.stage = StepStage::Playing;
        if session.lesson.is_arch() {
            // The path as it is now (a run of another configuration would
            // give another answer).
            self.arch.run_if_changed();
            self.arch.playback.scrub(0);
            self.arch.set_playing(true);
        } else if self.oncall.sim().minute() < pause {
            self.oncall.stop_at = Some(pause);
            self.oncall.playing = true;
        }
        self.follow_lesson();
    }

    /// The next step; after the last, the lesson is over (an architecture
    /// lesson is graded on the path as it is).
    fn next_step(&mut self) {
        let Some(session) = &mut self.lesson else {
            return;
        };
        if session.last_step() {
            if session.lesson.is_arch() {
                // The path as graded is the path shown: a change not yet
                // run is run, so that the learner sees what passed.
                self.arch.run_if_changed();
                self.record_attempt();
            }
            return;
        }
        let k = session.step + 1;
        session.enter_step(k);
        self.follow_lesson();
    }

    /// "Try again from minute M": the run as played, taken over at M.
    fn try_again_from(&mut self, minute: u32) {
        let Ok(file) = self.oncall.run_file() else {
            return;
        };
        match file.take_over_at(minute) {
            Ok((trace, sim)) => {
                self.oncall.load(sim, trace.rows);
                self.nav.tab = super::Tab::Oncall;
                if let Some(session) = &mut self.lesson {
                    session.recorded = false;
                    let last = session.lesson.steps.len().saturating_sub(1);
                    session.enter_step(last);
                    session.stage = StepStage::Read;
                }
                self.follow_lesson();
            }
            Err(err) => self.report(super::Severity::Error, super::status::run_problem(err)),
        }
    }

    /// After the clock and the commands of a frame: the objectives graded,
    /// a step's pause reached (the model's value kept for the reveal), the
    /// attempt recorded once its end is reached.
    pub fn follow_lesson(&mut self) {
        let Some(session) = &mut self.lesson else {
            return;
        };
        if session.lesson.is_arch() {
            if !session.recorded {
                session.grade_arch(&self.arch.config);
            }
            if session.stage == StepStage::Playing
                && let (Some(run), Some(pause)) = (&self.arch.run, session.current().pause_at)
                && (self.arch.playback.step >= pause as usize || !self.arch.playback.playing)
                && self.arch.playback.step >= (pause as usize).min(crate::model::arch::STEP_COUNT)
            {
                let field = session.current().predict.as_ref().map(|p| p.field.clone());
                if field.as_deref() == Some(crate::lesson::BOTTLENECK_FIELD) {
                    session.model_tier = Some(run.bottleneck);
                }
                let value = field.and_then(|f| arch_value(run, &f));
                session.keep_answer(value);
                let kept = session.kept_guess();
                self.arch.set_playing(false);
                if session.current().asks() {
                    session.stage = StepStage::Reveal;
                } else {
                    let k = session.step + 1;
                    if k < session.lesson.steps.len() {
                        session.enter_step(k);
                    } else {
                        session.stage = StepStage::Read;
                    }
                }
                if let Some(kept) = kept {
                    self.keep_guess(kept);
                }
            }
            return;
        }
        // A run that is not the lesson's (noise switched, another seed, a
        // ghost's or a restored run): the lesson leaves, as for another
        // scenario, rather than grade it.
        if session.lesson.spec().as_ref() != Some(self.oncall.sim().spec())
            || self.oncall.replay.is_some()
        {
            self.leave_lesson();
            return;
        }
        // The lesson's run ends at its scenario's end (free play would go on).
        let end = session.lesson.end();
        let at_end = self.oncall.sim().minute() >= end || self.oncall.finished();
        if at_end && self.oncall.playing {
            self.oncall.playing = false;
        }
        // Once recorded, the end shows the grade it was recorded with.
        if !session.recorded {
            session.grade_oncall(&self.oncall);
        }
        let mut kept = None;
        if session.stage == StepStage::Playing
            && let Some(pause) = session.current().pause_at
            && (self.oncall.sim().minute() >= pause || self.oncall.finished())
        {
            self.oncall.playing = false;
            self.oncall.stop_at = None;
            let metric =
                (session.current().predict.as_ref()).and_then(crate::lesson::Prediction::metric);
            let row = self.oncall.rows.iter().find(|r| r.minute == pause);
            let value = metric.and_then(|m| row.map(|row| crate::run::Record::from(row).value(m)));
            session.keep_answer(value);
            session.paused[session.step] = row.copied();
            kept = session.kept_guess();
            if session.current().asks() {
                session.stage = StepStage::Reveal;
            } else if !session.last_step() {
                let k = session.step + 1;
                session.enter_step(k);
            } else {
                session.stage = StepStage::Read;
            }
        }
        if at_end && session.decided() && !session.recorded {
            self.record_attempt();
        }
        if let Some(kept) = kept {
            self.keep_guess(kept);
        }
    }

    /// Keeps a guess beside the model's value in the progress, for the
    /// learner's calibration on the start page.
    fn keep_guess(&mut self, kept: crate::lesson::progress::KeptGuess) {
        self.progress.record_guess(kept);
        self.write_progress();
    }

    /// Records the attempt in the progress file (once) and says how it went.
    fn record_attempt(&mut self) {
        let Some(session) = &mut self.lesson else {
            return;
        };
        if session.recorded {
            return;
        }
        session.recorded = true;
        // The end is final: what is still open (a bottleneck never named)
        // is missed.
        for objective in &mut session.grade.objectives {
            if objective.verdict == Verdict::Open {
                objective.verdict = Verdict::Missed;
            }
        }
        let met = session.grade.met() as u32;
        let total = session.grade.objectives.len() as u32;
        let id = session.lesson.id.clone();
        let hints = session.hints_used();
        self.progress.record(&id, met, total, hints);
        self.write_progress();
    }

    /// Writes the progress where it is kept (only where files are kept: the
    /// person's app, or a test's file).
    pub fn write_progress(&mut self) {
        let Some(path) = self.progress_path() else {
            return;
        };
        // A file that could not be read or set aside is not overwritten
        // (said when it was read).
        if self.progress_kept_off {
            return;
        }
        if let Err(err) = crate::lesson::progress::write_progress(&path, &self.progress) {
            let error = crate::run::SystemError::from(&err);
            let say = move |i18n: &crate::i18n::I18n| {
                let message = crate::i18n::system_error_text(i18n, &error);
                i18n.tr_args(
                    "lesson-progress-write-failed",
                    &[("message", fluent_bundle::FluentValue::from(message))],
                )
            };
            self.report_everywhere(super::Severity::Error, say);
        }
    }

    /// Where the progress is kept: beside the settings (a test's file in
    /// tests; nowhere when nothing is persisted).
    pub fn progress_path(&self) -> Option<std::path::PathBuf> {
        if let Some(path) = &self.progress_file {
            return Some(path.clone());
        }
        if !self.persist {
            return None;
        }
        crate::platform::storage_dir("sre-sim")
            .map(|dir| dir.join(crate::lesson::progress::PROGRESS_FILE))
    }

    /// Reads the progress file, saying what was wrong with it.
    pub fn read_progress(&mut self) {
        use crate::lesson::progress::ProgressProblem;
        let Some(path) = self.progress_path() else {
            return;
        };
        let (progress, problem) = crate::lesson::progress::read_progress(&path);
        self.progress = progress;
        self.progress_kept_off = problem.as_ref().is_some_and(ProgressProblem::keeps_file);
        match problem {
            Some(ProgressProblem::Unreadable(aside)) => {
                let said = super::status::tr_texts(
                    "lesson-progress-unreadable",
                    [("path", aside.display().to_string())],
                );
                self.report_everywhere(super::Severity::Warning, said);
            }
            Some(problem @ (ProgressProblem::Read(_) | ProgressProblem::NotMovedAside(_))) => {
                let err = match problem {
                    ProgressProblem::Read(err) => err,
                    ProgressProblem::NotMovedAside(error) => crate::run::RunFileError::Write {
                        path: path.clone(),
                        error,
                    },
                    ProgressProblem::Unreadable(_) => return,
                };
                let said = move |i18n: &crate::i18n::I18n| {
                    let message = crate::i18n::file_error_text(i18n, &err);
                    i18n.tr_args(
                        "lesson-progress-read-failed",
                        &[("message", fluent_bundle::FluentValue::from(message))],
                    )
                };
                self.report_everywhere(super::Severity::Error, said);
            }
            None => {}
        }
    }

    /// Reads the learner's lessons folder for the start page.
    pub fn read_user_lessons(&mut self) {
        let dir = self
            .lessons_dir
            .clone()
            .or_else(crate::lesson::builtin::user_lessons_dir);
        self.user_lessons = dir
            .as_deref()
            .map(crate::run::ron_files)
            .unwrap_or_default()
            .into_iter()
            .map(|path| {
                let lesson = crate::lesson::builtin::load_lesson(&path).map(Arc::new);
                (path, lesson)
            })
            .collect();
    }

    /// Opens a lesson file: it plays, or what is wrong with it is said.
    pub fn open_lesson_file(&mut self, path: &std::path::Path) {
        match crate::lesson::builtin::load_lesson(path) {
            Ok(lesson) => self.start_lesson(Arc::new(lesson)),
            Err(err) => {
                let err = Arc::new(err);
                let say = move |i18n: &crate::i18n::I18n| {
                    crate::lesson::text::file_error_text(i18n, &err)
                };
                self.report(super::Severity::Error, say);
            }
        }
    }
}

/// A figure of the architecture run a prediction may ask for.
fn arch_value(run: &crate::model::arch::ArchRun, field: &str) -> Option<f64> {
    Some(match field {
        "peak_offered_rps" => run.peak_offered_rps,
        "failing_share" => run.failing_share,
        "mean_latency_ms" => run.mean_latency_ms,
        "max_utilization" => run.max_utilization(),
        "final_failing_share" => run.steps.last().map_or(0.0, |s| s.failing_share),
        _ => return None,
    })
}
