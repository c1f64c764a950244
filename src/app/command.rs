//! Everything a person can ask of the window, and the one place it is
//! carried out. Panels read the state and return [`AppCommand`]s; keys
//! become the same commands through the shortcut table
//! ([`SreSimApp::key_command`]); [`SreSimApp::handle`] applies them.

use super::debrief::DebriefAction;
use super::files::FileAction;
use super::keys::KeyAction;
use super::status;
use super::{RefAnchor, Severity, SreSimApp, Tab};
use crate::i18n::Language;
use crate::model::arch::{STEP_COUNT, Setting, Stage};
use crate::model::oncall::command::{
    CACHE_TTL_SECS_RANGE, MIN_INSTANCES_RANGE, SHED_SHARE_RANGE, TARGET_UTILIZATION_RANGE,
};
use crate::model::oncall::{Command, Controls, ScenarioRef};

/// What the person asked, from a panel or a key.
#[derive(Debug, Clone, PartialEq)]
pub enum AppCommand {
    /// A decision on the live run, recorded on its timeline (refused while
    /// replaying; one that changes nothing is dropped).
    Decide(Command),
    /// Start or stop the play clock.
    SetPlaying(bool),
    /// Simulate one minute.
    Step,
    /// Play speed, simulated minutes per second.
    SetSpeed(f32),
    /// Pick the scenario (a built-in or an opened file) and start it.
    PickScenario(ScenarioRef),
    /// Read the scenarios folder and the recent scenario files for the
    /// scenario menu (as it opens).
    ReadScenarios,
    /// The seed box's text, as typed.
    EditSeed(String),
    /// Traffic noise on or off (starts over).
    SetNoise(bool),
    /// Start over with the picked scenario and the typed seed.
    Restart,
    /// The note box's text, as typed.
    EditNote(String),
    /// Drop a note on the charts at the current minute.
    Annotate,
    /// A note's text, as edited (empty: the note goes).
    EditAnnotation(usize, String),
    /// A note's speaker notes, as edited.
    EditSpeakerNotes(usize, String),
    /// Delete a note.
    DeleteAnnotation(usize),
    /// Replay: show this minute of the run (pauses).
    ScrubTo(u32),
    /// Replay: continue live from the minute shown.
    TakeOver,
    /// Replay: stop, and play the picked scenario live.
    StopReplay,
    /// Show a tab.
    ShowTab(Tab),
    /// Show the reference, scrolled to a relation.
    ShowRelation(RefAnchor),
    /// The reference has scrolled to the relation asked for.
    RelationShown,
    /// Switch every text to a language.
    SetLanguage(Language),
    /// Dark theme (else light).
    SetDark(bool),
    /// Presenter mode.
    SetPresenter(bool),
    /// The projector theme (high contrast).
    SetHighContrast(bool),
    /// Presenter mode's laser pointer.
    SetPointer(bool),
    /// The audience window while presenting: on or off, and full screen
    /// on a screen (0-based) or an ordinary window.
    SetAudience {
        /// Shown while presenting.
        window: bool,
        /// Full screen on this screen; `None`: a window.
        screen: Option<usize>,
    },
    /// The interface scale (clamped).
    SetUiScale(f32),
    /// Back to the default settings.
    ResetSettings,
    /// Show or hide the shortcuts help.
    ShowHelp(bool),
    /// Show or hide the runs window.
    ShowRuns(bool),
    /// Read the saves folder for the runs list (shown when it opens).
    ReadSaves,
    /// Forget the saves folder's listing (read afresh when shown again).
    ForgetSaves,
    /// Read the architecture configurations folder.
    ReadArchFolder,
    /// Save, open, replay, ghost or restore a file.
    File(FileAction),
    /// The debrief tab's actions and exports.
    Debrief(DebriefAction),
    /// The architecture tab's actions.
    Arch(ArchCommand),
    /// Save a picture of one chart (`id`, its rectangle in points).
    ExportChart {
        /// The chart's id, in the file name.
        id: &'static str,
        /// Where it is in the window, points.
        rect: egui::Rect,
    },
    /// Dismiss the message at this index of the status log.
    DismissStatus(usize),
    /// Check the minute shown by a request-level simulation (opens the
    /// check window and starts it).
    CheckMinute,
    /// Close the check window, stopping a simulation that runs.
    CloseCheck,
    /// Show or hide the exact p99 on the latency chart.
    ShowExact(bool),
    /// What the learner asks of the lesson or the start page.
    Lesson(super::LessonCommand),
    /// What the speaker asks of the presentation.
    Present(super::PresentCommand),
    /// The replay's "go to minute" box: opened (its text as typed), or
    /// closed (`None`).
    GoToMinute(Option<String>),
    /// The replay bar's "Export animation…" form: opened with these
    /// values, edited, or closed (`None`).
    AnimationForm(Option<super::AnimationForm>),
    /// Export the form's stretch of the replay (into the saves folder).
    ExportAnimation(super::AnimationForm),
}

/// What the person asked of the architecture path.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ArchCommand {
    /// Change one setting.
    Set(Setting, f64),
    /// Run the path for ten seconds.
    Run,
    /// Search the smallest fix.
    ProposeFix,
    /// Apply the proposed fix and run again.
    ApplyFix,
    /// Beyond the seed: apply the k-th other change that also passes (with
    /// a trigger) and run again.
    ApplyOther(usize),
    /// Sweep the load.
    Sweep,
    /// Beyond the seed: the remedy whose curve the sweep draws beside its
    /// own (none: the sweep alone).
    SweepRemedy(Option<crate::model::arch::Remedy>),
    /// Play or pause the run's playback.
    SetPlaying(bool),
    /// One step forward (`true`) or back, paused.
    StepBy(bool),
    /// Show this step (0 before the first, 1–40), paused.
    ScrubTo(usize),
    /// Playback speed, × real time.
    SetSpeed(f32),
    /// Show the card of a stage clicked on the drawing.
    Focus(Stage),
    /// The card asked for has been shown.
    Focused,
}

impl AppCommand {
    /// Is this something the person did to a run, a file, the path or the
    /// settings (not typing in a box, a window opened, the window reading a
    /// folder or scrolling to what was asked)? Information messages leave
    /// with it.
    pub fn is_action(&self) -> bool {
        match self {
            Self::Decide(_)
            | Self::SetPlaying(_)
            | Self::Step
            | Self::SetSpeed(_)
            | Self::PickScenario(_)
            | Self::SetNoise(_)
            | Self::Restart
            | Self::Annotate
            | Self::DeleteAnnotation(_)
            | Self::ScrubTo(_)
            | Self::TakeOver
            | Self::StopReplay
            | Self::File(_)
            | Self::Debrief(_)
            | Self::ExportChart { .. }
            | Self::ExportAnimation(_)
            | Self::Present(_)
            | Self::ResetSettings => true,
            Self::Arch(command) => !matches!(command, ArchCommand::Focus(_) | ArchCommand::Focused),
            Self::ReadScenarios
            | Self::EditSeed(_)
            | Self::EditNote(_)
            | Self::EditAnnotation(..)
            | Self::EditSpeakerNotes(..)
            | Self::GoToMinute(_)
            | Self::AnimationForm(_)
            | Self::ShowTab(_)
            | Self::ShowRelation(_)
            | Self::RelationShown
            | Self::SetLanguage(_)
            | Self::SetDark(_)
            | Self::SetHighContrast(_)
            | Self::SetPointer(_)
            | Self::SetAudience { .. }
            | Self::SetPresenter(_)
            | Self::SetUiScale(_)
            | Self::ShowHelp(_)
            | Self::ShowRuns(_)
            | Self::ReadSaves
            | Self::ForgetSaves
            | Self::ReadArchFolder
            | Self::DismissStatus(_)
            | Self::CheckMinute
            | Self::CloseCheck
            | Self::ShowExact(_) => false,
            Self::Lesson(command) => !matches!(
                command,
                super::LessonCommand::EditGuess(_) | super::LessonCommand::EditAuthor(_)
            ),
        }
    }
}

impl SreSimApp {
    /// Carries out one command: the one place where what the person asked
    /// becomes a change of state. An action first clears the information
    /// messages of the one before: they said what that did.
    pub fn handle(&mut self, command: AppCommand) {
        if command.is_action() {
            self.status.clear_info();
        }
        match command {
            AppCommand::Decide(decision) => self.decide(decision),
            AppCommand::SetPlaying(on) => self.oncall.playing = on,
            AppCommand::Step => self.oncall.step(),
            AppCommand::CheckMinute => {
                let seed = self.oncall.sim().spec().seed;
                let runner = self.runner;
                self.check = Some(super::check::Check::start_on(
                    self.oncall.row(),
                    seed,
                    runner,
                ));
            }
            AppCommand::CloseCheck => self.check = None,
            AppCommand::ShowExact(on) => self.settings.show_exact = on,
            AppCommand::SetSpeed(speed) => self.oncall.set_speed(speed),
            AppCommand::PickScenario(scenario) => {
                // Another scenario leaves the lesson.
                self.leave_lesson();
                self.oncall.scenario = scenario;
                self.oncall.restart();
            }
            AppCommand::ReadScenarios => self.read_scenario_library(),
            AppCommand::EditSeed(text) => self.oncall.seed_text = text,
            AppCommand::SetNoise(on) => {
                self.oncall.noise = on;
                self.oncall.restart();
            }
            // In an on-call lesson, Restart is the lesson's: its run, its first step.
            AppCommand::Restart if self.lesson.as_ref().is_some_and(|l| !l.lesson.is_arch()) => {
                self.handle_lesson(super::LessonCommand::Restart);
            }
            AppCommand::Restart | AppCommand::StopReplay => self.oncall.restart(),
            AppCommand::EditNote(text) => self.oncall.annotation_draft = text,
            AppCommand::Annotate => self.oncall.annotate(&self.i18n),
            AppCommand::EditAnnotation(k, text) => self.oncall.edit_annotation(k, &text),
            AppCommand::DeleteAnnotation(k) => self.oncall.delete_annotation(k),
            AppCommand::EditSpeakerNotes(k, text) => self.oncall.edit_speaker_notes(k, &text),
            AppCommand::ScrubTo(minute) => {
                self.oncall.playing = false;
                self.oncall.scrub_to(minute);
            }
            AppCommand::TakeOver => self.oncall.take_over(),
            AppCommand::ShowTab(tab) => self.nav.tab = tab,
            AppCommand::ShowRelation(anchor) => {
                self.nav.tab = Tab::Reference;
                self.nav.reference_focus = Some(anchor);
            }
            AppCommand::RelationShown => self.nav.reference_focus = None,
            AppCommand::SetLanguage(language) => self.set_language(language),
            AppCommand::SetDark(on) => self.settings.dark = on,
            AppCommand::SetHighContrast(on) => self.settings.high_contrast = on,
            AppCommand::SetPointer(on) => self.settings.pointer = on,
            AppCommand::SetAudience { window, screen } => {
                self.settings.audience_window = window;
                self.settings.audience_screen = screen;
            }
            AppCommand::SetPresenter(on) => self.settings.presenter = on,
            AppCommand::SetUiScale(scale) => self.set_ui_scale(scale),
            AppCommand::ResetSettings => self.reset_settings(),
            AppCommand::ShowHelp(on) => self.show_help = on,
            AppCommand::ShowRuns(on) => self.show_runs = on,
            AppCommand::ReadSaves => self.read_saves(),
            AppCommand::ForgetSaves => self.saves_listing = None,
            AppCommand::ReadArchFolder => self.read_arch_folder(),
            AppCommand::File(action) => self.handle_file_action(action),
            AppCommand::Debrief(action) => self.handle_debrief_action(action),
            AppCommand::Arch(action) => self.handle_arch(action),
            AppCommand::ExportChart { id, rect } => self.export_chart(id, rect),
            AppCommand::Lesson(command) => self.handle_lesson(command),
            AppCommand::Present(command) => self.handle_present(command),
            AppCommand::GoToMinute(text) => self.nav.go_to_minute = text,
            AppCommand::AnimationForm(form) => self.nav.animation_form = form,
            AppCommand::ExportAnimation(form) => {
                self.export_animation(form.from, form.to, form.every, form.gif);
            }
            AppCommand::DismissStatus(index) => self.status.dismiss(index),
        }
    }

    /// A decision on the live run: refused while replaying, dropped when it
    /// changes nothing (a press at a control's limit is not recorded).
    fn decide(&mut self, decision: Command) {
        if !changes(decision, &self.oncall.sim().controls()) {
            return;
        }
        if self.oncall.replay.is_some() {
            return self.report(Severity::Error, status::tr("files-take-over-first"));
        }
        self.oncall.command(decision);
    }

    fn handle_arch(&mut self, command: ArchCommand) {
        // The fix search (and the sweep) would answer a lesson's question:
        // it waits for the lesson's end (the key too, not only the button).
        if matches!(command, ArchCommand::ProposeFix | ArchCommand::Sweep)
            && self.lesson_asks_the_fix()
        {
            self.report(
                super::Severity::Info,
                super::status::tr("arch-fix-in-lesson"),
            );
            return;
        }
        match command {
            ArchCommand::Set(setting, value) => self.arch.set(setting, value),
            ArchCommand::Run => self.arch.run(),
            ArchCommand::ProposeFix => self.arch.propose_fix_on(self.runner),
            ArchCommand::ApplyFix => self.arch.apply_fix(),
            ArchCommand::ApplyOther(k) => self.arch.apply_other(k),
            ArchCommand::SweepRemedy(remedy) => self.arch.set_sweep_remedy(remedy),
            ArchCommand::Sweep => self.arch.sweep(),
            ArchCommand::SetPlaying(on) => self.arch.set_playing(on),
            ArchCommand::StepBy(forward) => self.arch.step_by(forward),
            ArchCommand::ScrubTo(step) => self.arch.playback.scrub(step),
            ArchCommand::SetSpeed(speed) => self.arch.set_speed(speed),
            ArchCommand::Focus(stage) => self.arch.focus = Some(stage),
            ArchCommand::Focused => self.arch.focus = None,
        }
    }

    /// The command a shortcut stands for now (`None`: it would change
    /// nothing, as a press at a control's limit).
    pub fn key_command(&self, action: KeyAction) -> Option<AppCommand> {
        let scale = self.settings.ui_scale;
        let command = match action {
            KeyAction::PlayPause => AppCommand::SetPlaying(!self.oncall.playing),
            KeyAction::Step => AppCommand::Step,
            KeyAction::Annotate => AppCommand::Annotate,
            KeyAction::Slower
            | KeyAction::Faster
            | KeyAction::ArchSlower
            | KeyAction::ArchFaster => self.speed_command(action)?,
            KeyAction::ReplayStart | KeyAction::ReplayEnd => {
                let replay = self.oncall.replay.as_ref()?;
                let to = if action == KeyAction::ReplayStart {
                    0
                } else {
                    replay.file.minutes()
                };
                if to == self.oncall.sim().minute() {
                    return None;
                }
                AppCommand::ScrubTo(to)
            }
            KeyAction::GoToMinute => {
                self.oncall.replay.as_ref()?;
                AppCommand::GoToMinute(Some(String::new()))
            }
            KeyAction::NextChapter => AppCommand::Present(super::PresentCommand::Next),
            KeyAction::PreviousChapter => AppCommand::Present(super::PresentCommand::Previous),
            KeyAction::Blank => AppCommand::Present(super::PresentCommand::Blank),
            KeyAction::AudienceWindow => AppCommand::SetAudience {
                window: !self.settings.audience_window,
                screen: self.settings.audience_screen,
            },
            KeyAction::Pointer => AppCommand::SetPointer(!self.settings.pointer),
            KeyAction::Presenter => AppCommand::SetPresenter(!self.settings.presenter),
            KeyAction::ZoomIn => AppCommand::SetUiScale(scale + 0.1),
            KeyAction::ZoomOut => AppCommand::SetUiScale(scale - 0.1),
            KeyAction::ZoomReset => AppCommand::SetUiScale(1.0),
            KeyAction::Save => AppCommand::File(FileAction::SaveDialog),
            KeyAction::Open => AppCommand::File(FileAction::OpenDialog),
            KeyAction::Help => AppCommand::ShowHelp(!self.show_help),
            KeyAction::StartPage => {
                AppCommand::Lesson(super::LessonCommand::ShowStart(!self.nav.start_page()))
            }
            KeyAction::NextLanguage => AppCommand::SetLanguage(self.i18n.language().next()),
            KeyAction::ArchRun => AppCommand::Arch(ArchCommand::Run),
            KeyAction::ArchPlayPause => {
                self.arch.run.as_ref()?;
                AppCommand::Arch(ArchCommand::SetPlaying(!self.arch.playback.playing))
            }
            KeyAction::ArchStepForward | KeyAction::ArchStepBack | KeyAction::ArchEnd => {
                self.arch.run.as_ref()?;
                let step = self.arch.playback.step;
                let to = match action {
                    KeyAction::ArchStepForward => (step + 1).min(STEP_COUNT),
                    KeyAction::ArchStepBack => step.checked_sub(1)?,
                    _ => STEP_COUNT,
                };
                if to == step && !self.arch.playback.playing {
                    return None;
                }
                AppCommand::Arch(ArchCommand::ScrubTo(to))
            }
            KeyAction::ArchStart => {
                self.arch.run.as_ref()?;
                AppCommand::Arch(ArchCommand::ScrubTo(0))
            }
            KeyAction::ArchFix => AppCommand::Arch(ArchCommand::ProposeFix),
            KeyAction::ArchApplyFix => {
                if !matches!(self.arch.proposal, Some(super::arch::FixProposal::Found(_))) {
                    return None;
                }
                AppCommand::Arch(ArchCommand::ApplyFix)
            }
            decision => {
                let decision = key_decision(decision, &self.oncall.sim().controls())?;
                return changes(decision, &self.oncall.sim().controls())
                    .then_some(AppCommand::Decide(decision));
            }
        };
        Some(command)
    }

    /// A speed key's command: twice or half the speed of the on-call clock
    /// or of the architecture's playback, within its range (`None` at it).
    fn speed_command(&self, action: KeyAction) -> Option<AppCommand> {
        let factor = if matches!(action, KeyAction::Faster | KeyAction::ArchFaster) {
            2.0
        } else {
            0.5
        };
        if matches!(action, KeyAction::Slower | KeyAction::Faster) {
            let speed = (self.oncall.minutes_per_sec * factor)
                .clamp(super::oncall::MIN_SPEED, super::oncall::MAX_SPEED);
            return (speed != self.oncall.minutes_per_sec).then_some(AppCommand::SetSpeed(speed));
        }
        let range = super::arch::PLAYBACK_SPEED_RANGE;
        let speed = (self.arch.playback.speed * factor).clamp(*range.start(), *range.end());
        (speed != self.arch.playback.speed)
            .then_some(AppCommand::Arch(ArchCommand::SetSpeed(speed)))
    }

    /// Carries out one press of a shortcut.
    pub fn key_action(&mut self, action: KeyAction) {
        if let Some(command) = self.key_command(action) {
            self.handle(command);
        }
    }
}

/// The decision a control's key stands for, from the controls as they are:
/// one instance, 5 points of target, double or half the TTL, 10 points of
/// shedding, each clamped to the control's range.
fn key_decision(action: KeyAction, c: &Controls) -> Option<Command> {
    let clamp =
        |x: f64, range: &std::ops::RangeInclusive<f64>| x.clamp(*range.start(), *range.end());
    let target = |x: f64| clamp((x * 20.0).round() / 20.0, &TARGET_UTILIZATION_RANGE);
    let shed = |x: f64| clamp((x * 10.0).round() / 10.0, &SHED_SHARE_RANGE);
    let instances = |n: u32| n.clamp(*MIN_INSTANCES_RANGE.start(), *MIN_INSTANCES_RANGE.end());
    Some(match action {
        KeyAction::MinInstancesUp => Command::SetMinInstances(instances(c.min_instances + 1)),
        KeyAction::MinInstancesDown => {
            Command::SetMinInstances(instances(c.min_instances.saturating_sub(1)))
        }
        KeyAction::ToggleAutoscaling => Command::SetAutoscaling(!c.autoscaling),
        KeyAction::TargetUp => Command::SetTargetUtilization(target(c.target_utilization + 0.05)),
        KeyAction::TargetDown => Command::SetTargetUtilization(target(c.target_utilization - 0.05)),
        KeyAction::TtlUp => {
            Command::SetCacheTtl(clamp(c.cache_ttl_secs * 2.0, &CACHE_TTL_SECS_RANGE))
        }
        KeyAction::TtlDown => Command::SetCacheTtl(clamp(
            (c.cache_ttl_secs / 2.0).round(),
            &CACHE_TTL_SECS_RANGE,
        )),
        KeyAction::WarmUp => Command::StartWarmUp,
        KeyAction::ShedUp => Command::SetShedShare(shed(c.shed_share + 0.1)),
        KeyAction::ShedDown => Command::SetShedShare(shed(c.shed_share - 0.1)),
        KeyAction::ToggleFeature => Command::SetHeavyFeature(!c.heavy_feature),
        KeyAction::Rollback => Command::Rollback,
        _ => return None,
    })
}

/// Would `command` change these controls? (A warm-up or a rollback always
/// does something.)
fn changes(command: Command, c: &Controls) -> bool {
    match command {
        Command::SetMinInstances(n) => n != c.min_instances,
        Command::SetAutoscaling(on) => on != c.autoscaling,
        Command::SetTargetUtilization(x) => x != c.target_utilization,
        Command::SetCacheTtl(x) => x != c.cache_ttl_secs,
        Command::SetShedShare(x) => x != c.shed_share,
        Command::SetHeavyFeature(on) => on != c.heavy_feature,
        Command::StartWarmUp | Command::Rollback => true,
    }
}
