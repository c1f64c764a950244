//! The command line: headless runs of both models, or the window.

pub mod arch;
pub mod check;
pub mod lesson;
pub mod oncall;
pub mod replay;
pub mod scenario;
#[cfg(windows)]
mod windows;
pub mod words;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};

use words::{ArgProblem, Said, number};

/// sre-sim: an on-call and capacity simulator.
#[derive(Debug, Parser)]
#[command(name = "sre-sim", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Commands>,
    /// A run or scenario file to open in the window (what "Open with
    /// sre-sim" gives): a scenario is played, a run replayed; a file that
    /// cannot be read is said in the window.
    #[arg(value_name = "FILE", conflicts_with_all = ["open", "scenario_file"])]
    pub file: Option<std::path::PathBuf>,
    /// Open the window, render a few frames, save its framebuffer as PNG to
    /// FILE and exit (a smoke check of the real window).
    #[arg(long, value_name = "FILE")]
    pub screenshot: Option<std::path::PathBuf>,
    /// Open this run file in the window and replay it.
    #[arg(long, value_name = "FILE")]
    pub open: Option<std::path::PathBuf>,
    /// Present this run file to a room: replayed in presenter mode, paused
    /// at each of its notes (its chapters); Page Down goes on.
    #[arg(long, value_name = "RUN", conflicts_with_all = ["open", "scenario_file", "file", "lesson", "tab"])]
    pub present: Option<std::path::PathBuf>,
    /// Open the window in presenter mode (with --screenshot, a picture for
    /// a slide that looks like the talk; pictures are not otherwise).
    #[arg(long)]
    pub presenter: bool,
    /// With --open: draw the run from this minute to --to, one frame per
    /// --every minutes, into an animated GIF FILE (then exit).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["screenshot", "frames", "minute", "present", "lesson", "scenario_file", "file"])]
    pub gif: Option<std::path::PathBuf>,
    /// Like --gif, but the frames as numbered PNG files in DIR
    /// (frame-0001.png, …), for video tools.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["screenshot", "minute", "present", "lesson", "scenario_file", "file"])]
    pub frames: Option<std::path::PathBuf>,
    /// With --gif or --frames: the first minute drawn (default 0).
    #[arg(long, value_name = "M", value_parser = words::whole_u32::<0, { u32::MAX }>)]
    pub from: Option<u32>,
    /// With --gif or --frames: the last minute (default the run's end).
    #[arg(long, value_name = "M", value_parser = words::whole_u32::<0, { u32::MAX }>)]
    pub to: Option<u32>,
    /// With --gif or --frames: minutes between two frames (default 1).
    #[arg(long, value_name = "K", value_parser = words::whole_u32::<0, { u32::MAX }>)]
    pub every: Option<u32>,
    /// With --present: start the talk at this chapter (1 = the first note).
    #[arg(long, value_name = "K", requires = "present",
          value_parser = words::whole_usize::<0, { u32::MAX as usize }>)]
    pub chapter: Option<usize>,
    /// Open a link in the window: the run, scenario, lesson or
    /// architecture configuration its fragment carries (`#run=…`), as the
    /// web edition would; a damaged link is said before the window opens.
    #[arg(long = "open-link", value_name = "URL", conflicts_with_all = ["open", "present", "scenario_file", "file", "lesson"])]
    pub open_link: Option<String>,
    /// Play this scenario file (RON) in the window.
    #[arg(long = "scenario-file", value_name = "FILE", conflicts_with = "open")]
    pub scenario_file: Option<std::path::PathBuf>,
    /// The tab to open the window on.
    #[arg(long, value_enum)]
    pub tab: Option<TabArg>,
    /// Open the window in a lesson: a built-in's id (`sre-sim lesson
    /// list`) or a lesson file.
    #[arg(long, value_name = "LESSON", conflicts_with_all = ["open", "scenario_file", "file", "tab"])]
    pub lesson: Option<String>,
    /// With --open: show the run at this minute; with --scenario-file: play
    /// the scenario to this minute (for a picture of any minute with
    /// --screenshot).
    #[arg(long, value_name = "M", value_parser = words::whole_u32::<0, { u32::MAX }>)]
    pub minute: Option<u32>,
    /// The language of the window, of the messages and of the debrief: en,
    /// fr or gl (else the system's; the window's, else the saved one). Any
    /// subcommand takes it.
    #[arg(long, global = true, value_parser = replay::parse_language)]
    pub lang: Option<crate::i18n::Language>,
    /// The window's size in points, e.g. 1366x768.
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub size: Option<[f32; 2]>,
    /// With --tab arch: this architecture configuration (RON) instead of
    /// the default path.
    #[arg(long, value_name = "FILE")]
    pub config: Option<std::path::PathBuf>,
    /// With --tab arch: the fixed run (the smallest fix applied) instead of
    /// the configuration's own.
    #[arg(long)]
    pub fix: bool,
    /// With --tab arch: show the path at this step of its run (0 before the
    /// first step, 1–40 the forty 250 ms steps).
    #[arg(long, value_name = "K", value_parser = words::whole_u32::<0, 40>)]
    pub step: Option<u32>,
}

/// The smallest and largest window side `--size` takes, in points.
pub const WINDOW_SIDE_RANGE: std::ops::RangeInclusive<u32> = 320..=7680;

/// Parses `WxH` (e.g. `1366x768`).
fn parse_size(text: &str) -> Result<[f32; 2], ArgProblem> {
    let bad = || ArgProblem::NotASize;
    let (w, h) = text.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let side = |t: &str| {
        t.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| WINDOW_SIDE_RANGE.contains(n))
            .ok_or_else(bad)
    };
    Ok([side(w)? as f32, side(h)? as f32])
}

/// The headless subcommands.
#[derive(Debug, Subcommand)]
pub enum Commands {
    /// Run the on-call model headless and print one row per minute.
    Oncall(oncall::OncallArgs),
    /// Run the architecture path model for ten simulated seconds.
    Arch(arch::ArchArgs),
    /// Replay a saved run file and print one row per minute.
    Replay(replay::ReplayArgs),
    /// Check one minute of a run: the seed's p99 and timeouts beside the
    /// exact values of the same queue and a request-level simulation.
    Check(check::CheckArgs),
    /// The scenarios as files: list the built-in ones, show one, check yours.
    // Without its command, an error in the reader's language that names
    // them (not clap's help, which is in English).
    #[command(arg_required_else_help = false)]
    Scenario(scenario::ScenarioArgs),
    /// The lessons as files: list them, show one, check yours, grade runs.
    #[command(arg_required_else_help = false)]
    Lesson(lesson::LessonArgs),
    /// Print a link to a run, scenario, lesson or architecture file: the
    /// file carried in the link's fragment (compressed, base64url).
    Link {
        /// The file (it must read).
        file: std::path::PathBuf,
        /// The web edition's address the link starts with.
        #[arg(long = "web-address", value_name = "URL",
              default_value = crate::app::link::PLACEHOLDER_WEB_ADDRESS)]
        web_address: String,
    },
    /// Print a shell's completion script for sre-sim, e.g.
    /// `sre-sim completions bash > ~/.local/share/bash-completion/completions/sre-sim`.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Write the manual pages (roff) into DIR: sre-sim.1 and one page per
    /// subcommand, as the package installs them.
    #[command(hide = true)]
    Manual {
        /// The folder to write them into (created if missing).
        dir: std::path::PathBuf,
    },
}

/// `sre-sim link FILE`: the link to a file that reads.
fn link(file: &std::path::Path, web_address: &str) -> anyhow::Result<String> {
    let text = crate::run::store::load_text(file, "file")?;
    match crate::app::link::link_to_file(web_address, &text) {
        Ok(url) => Ok(url + "\n"),
        // The file's problem, said as a file's (it is not in a link yet).
        Err(crate::app::link::LinkProblem::Document { problem, .. }) => {
            Err(crate::run::RunFileError::Invalid {
                path: file.to_owned(),
                problem,
            }
            .into())
        }
        Err(problem) => Err(problem.into()),
    }
}

/// A shell's completion script, from the same definitions as the parser.
fn completions(shell: clap_complete::Shell) -> String {
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "sre-sim", &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// Writes the manual pages into `dir` and says where.
fn manual(dir: &std::path::Path, language: crate::i18n::Language) -> anyhow::Result<String> {
    let failed = |id: &'static str, dir: &std::path::Path, err: std::io::Error| {
        let dir = crate::i18n::shown_path(dir);
        Said::new(move |i18n| {
            i18n.tr_args(
                id,
                &[
                    ("path", fluent_bundle::FluentValue::from(dir.as_str())),
                    (
                        "message",
                        fluent_bundle::FluentValue::from(crate::i18n::io_error_text(i18n, &err)),
                    ),
                ],
            )
        })
    };
    std::fs::create_dir_all(dir).map_err(|err| failed("cli-manual-folder", dir, err))?;
    clap_mangen::generate_to(Cli::command(), dir)
        .map_err(|err| failed("cli-manual-write", dir, err))?;
    let i18n = crate::i18n::I18n::new(language);
    Ok(format!(
        "{}\n",
        i18n.tr_args(
            "cli-manual-written",
            &[(
                "path",
                fluent_bundle::FluentValue::from(crate::i18n::shown_path(dir))
            )]
        )
    ))
}

/// How a command prints its trace (the command line's spelling of
/// [`crate::run::OutputFormat`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    /// An aligned text table.
    #[default]
    Table,
    /// Comma-separated values with a header row.
    Csv,
    /// One JSON document.
    Json,
}

impl From<OutputFormat> for crate::run::OutputFormat {
    fn from(format: OutputFormat) -> Self {
        match format {
            OutputFormat::Table => Self::Table,
            OutputFormat::Csv => Self::Csv,
            OutputFormat::Json => Self::Json,
        }
    }
}

/// A tab of the window, as the command line spells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TabArg {
    /// The on-call simulation.
    Oncall,
    /// The architecture path.
    Arch,
    /// The model reference.
    Reference,
    /// The debrief of the on-call run.
    Debrief,
}

impl From<TabArg> for crate::app::Tab {
    fn from(tab: TabArg) -> Self {
        match tab {
            TabArg::Oncall => Self::Oncall,
            TabArg::Arch => Self::Arch,
            TabArg::Reference => Self::Reference,
            TabArg::Debrief => Self::Debrief,
        }
    }
}

/// `env_logger`, which also tells the window when rfd says a file dialog
/// could not open (whatever `RUST_LOG` lets through).
struct Logger(env_logger::Logger);

impl log::Log for Logger {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        self.0.enabled(metadata) || metadata.level() == log::Level::Error
    }

    fn log(&self, record: &log::Record<'_>) {
        if crate::app::files::is_dialog_failure(record) {
            crate::app::files::note_dialog_failure();
        }
        if self.0.matches(record) {
            self.0.log(record);
        }
    }

    fn flush(&self) {
        self.0.flush();
    }
}

/// Warnings (a folder that could not be synced, a temporary file left
/// behind) reach stderr; `RUST_LOG=info` also shows the window's messages.
fn init_logger() {
    let inner = env_logger::Builder::from_env(
        env_logger::Env::default().default_filter_or("error,sre_sim=warn"),
    )
    .build();
    let max = inner.filter().max(log::LevelFilter::Error);
    if log::set_boxed_logger(Box::new(Logger(inner))).is_ok() {
        log::set_max_level(max);
    }
}

/// Parses the command line and runs it. Exit code 2 for bad input.
pub fn main() -> ExitCode {
    init_logger();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return clap_error_exit(&err),
    };
    let language = cli.lang.unwrap_or_else(crate::i18n::Language::from_system);
    let misplaced = window_options_given(&cli);
    let result = match &cli.command {
        Some(_) if !misplaced.is_empty() => Err(misplaced_options(&misplaced).into()),
        Some(Commands::Oncall(args)) => oncall::run(args, language),
        Some(Commands::Arch(args)) => arch::run(args),
        Some(Commands::Replay(args)) => replay::run(args, language),
        Some(Commands::Check(args)) => check::run(args, language),
        Some(Commands::Scenario(args)) => scenario::run(args, language),
        Some(Commands::Lesson(args)) => lesson::run(args, language),
        Some(Commands::Link { file, web_address }) => link(file, web_address),
        Some(Commands::Completions { shell }) => Ok(completions(*shell)),
        Some(Commands::Manual { dir }) => manual(dir, language),
        None => open_window(&cli),
    };
    // Nothing read from a file or an argument drives the terminal: every
    // character it would obey is shown escaped, whatever printed it.
    let safe = |text: &str| crate::model::for_terminal(text).into_owned();
    match result {
        Ok(text) => {
            print!("{}", safe(&text));
            ExitCode::SUCCESS
        }
        // A grade table is printed whole: exit 1 when a run does not pass,
        // 2 when a file could not be read.
        Err(err) if err.downcast_ref::<lesson::NotPassed>().is_some() => {
            print!("{}", safe(&err.to_string()));
            ExitCode::from(1)
        }
        Err(err) if err.downcast_ref::<lesson::Unreadable>().is_some() => {
            print!("{}", safe(&err.to_string()));
            ExitCode::from(2)
        }
        Err(err) => {
            let i18n = crate::i18n::I18n::new(language);
            let message = error_text(&err, language);
            let said = i18n.tr_args(
                "cli-error",
                &[("message", fluent_bundle::FluentValue::from(message))],
            );
            eprintln!("{}", safe(&said));
            #[cfg(windows)]
            windows::show_if_detached(&said);
            ExitCode::from(2)
        }
    }
}

/// An output that is one of the inputs (`--gif run.ron` with `--open
/// run.ron`): writing it would lose the file read, so it is refused.
#[derive(Debug, thiserror::Error)]
#[error("{output} {} is the file {input} reads", path.display())]
pub struct OutputIsInput {
    /// The option that writes.
    pub output: &'static str,
    /// The option that reads.
    pub input: &'static str,
    /// The file both name.
    pub path: std::path::PathBuf,
}

/// Are `a` and `b` the same file (the output need not exist yet: then its
/// folder is compared, and its name)?
fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    let resolved = |path: &std::path::Path| {
        std::fs::canonicalize(path).ok().or_else(|| {
            let name = path.file_name()?;
            let folder = match path.parent() {
                Some(p) if !p.as_os_str().is_empty() => p,
                _ => std::path::Path::new("."),
            };
            Some(std::fs::canonicalize(folder).ok()?.join(name))
        })
    };
    a == b || matches!((resolved(a), resolved(b)), (Some(x), Some(y)) if x == y)
}

/// Refuses any output of `outputs` that is one of `inputs` (option names
/// beside the paths they were given).
pub fn refuse_output_over_input(
    outputs: &[(&'static str, Option<&std::path::Path>)],
    inputs: &[(&'static str, Option<&std::path::Path>)],
) -> Result<(), OutputIsInput> {
    for &(output, out_path) in outputs {
        let Some(out_path) = out_path else { continue };
        for &(input, in_path) in inputs {
            if in_path.is_some_and(|in_path| same_file(out_path, in_path)) {
                return Err(OutputIsInput {
                    output,
                    input,
                    path: out_path.to_owned(),
                });
            }
        }
    }
    Ok(())
}

/// A command line clap could not read: said in the language `--lang`
/// asks for (else the system's), exit code 2; `--help` and `--version`
/// print as clap prints them.
fn clap_error_exit(err: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = err.print();
        return ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(2));
    }
    let language = words::language_in_args(std::env::args_os())
        .unwrap_or_else(crate::i18n::Language::from_system);
    let text = words::clap_error_text(&crate::i18n::I18n::new(language), err);
    eprintln!("{}", crate::model::for_terminal(&text));
    ExitCode::from(2)
}

/// The window's options given with a subcommand, refused.
fn misplaced_options(misplaced: &[&'static str]) -> Said {
    let count = misplaced.len();
    let options = misplaced.join(", ");
    Said::message(
        "cli-window-options",
        vec![
            ("count", number(count as f64)),
            ("options", options.as_str().into()),
        ],
    )
}

/// The window's outputs (a picture, an animation) must not be one of its
/// inputs.
fn refuse_window_output_over_input(cli: &Cli) -> Result<(), OutputIsInput> {
    let lesson_path = cli.lesson.as_deref().map(std::path::Path::new);
    refuse_output_over_input(
        &[
            ("--screenshot", cli.screenshot.as_deref()),
            ("--gif", cli.gif.as_deref()),
            ("--frames", cli.frames.as_deref()),
        ],
        &[
            ("--open", cli.open.as_deref()),
            ("--present", cli.present.as_deref()),
            ("FILE", cli.file.as_deref()),
            ("--scenario-file", cli.scenario_file.as_deref()),
            ("--config", cli.config.as_deref()),
            ("--lesson", lesson_path),
        ],
    )
}

/// Opens the window; a bad `--open` file, or options that make no sense
/// together, are reported before it opens.
fn open_window(cli: &Cli) -> anyhow::Result<String> {
    refuse_window_output_over_input(cli)?;
    let open = match cli.open.as_ref().or(cli.present.as_ref()) {
        Some(path) => Some((path.clone(), crate::run::RunFile::load(path)?)),
        None => None,
    };
    let scenario = match &cli.scenario_file {
        Some(path) => Some((path.clone(), crate::run::load_scenario(path)?)),
        None => None,
    };
    if let Some(url) = &cli.open_link {
        crate::app::link::check_link(url)?;
    }
    check_minute(cli.minute, open.as_ref(), scenario.as_ref())?;
    let arch = arch_window_options(cli)?;
    let animation = animation_options(cli, open.as_ref().map(|(_, file)| file))?;
    let animation_frames = animation.as_ref().map(|(plan, _)| plan.frames());
    let chapter = match (cli.chapter, &open) {
        (Some(k), Some((path, file))) => {
            let chapters = file.annotations().len().max(1);
            if k == 0 || k > chapters {
                return Err(Said::message(
                    "cli-chapter",
                    vec![
                        ("chapter", number(k as f64)),
                        ("chapters", number(chapters as f64)),
                        ("path", words::path(path)),
                    ],
                )
                .into());
            }
            Some(k)
        }
        _ => None,
    };
    let lesson = match &cli.lesson {
        Some(name) => Some(lesson::lesson_of(
            name,
            cli.lang.unwrap_or_else(crate::i18n::Language::from_system),
        )?),
        None => None,
    };
    // On Windows the window leaves the console (see `windows.rs`).
    #[cfg(windows)]
    if cli.screenshot.is_none()
        && cli.gif.is_none()
        && cli.frames.is_none()
        && windows::window_in_detached_copy()
    {
        return Ok(String::new());
    }
    crate::shell::run_native(crate::shell::WindowOptions {
        tab: cli.tab.map(Into::into),
        screenshot: cli.screenshot.clone(),
        open,
        file: cli.file.clone(),
        scenario: scenario.map(|(path, _)| path),
        link: cli.open_link.clone(),
        minute: cli.minute,
        language: cli.lang,
        size: cli.size,
        arch,
        lesson,
        present: cli.present.is_some(),
        presenter: cli.presenter,
        animation,
        chapter,
    })?;
    Ok(match (&cli.gif, &cli.frames) {
        (Some(path), _) | (None, Some(path)) => {
            let language = cli.lang.unwrap_or_else(crate::i18n::Language::from_system);
            words::frames_written(language, animation_frames.unwrap_or_default(), path)
        }
        (None, None) => String::new(),
    })
}

/// Checks `--minute` before the window opens: within the scenario file
/// when one is given, otherwise within the run opened, which it needs.
fn check_minute(
    minute: Option<u32>,
    open: Option<&(std::path::PathBuf, crate::run::RunFile)>,
    scenario: Option<&(
        std::path::PathBuf,
        crate::model::oncall::scenario_file::ScenarioFile,
    )>,
) -> anyhow::Result<()> {
    if let (Some(minute), Some((path, file))) = (minute, scenario)
        && minute > file.length_minutes
    {
        return Err(Said::message(
            "cli-minute-past-scenario",
            vec![
                ("minute", number(minute)),
                ("minutes", number(file.length_minutes)),
                ("path", words::path(path)),
            ],
        )
        .into());
    }
    if let Some(minute) = minute.filter(|_| scenario.is_none()) {
        let Some((path, file)) = open else {
            return Err(
                Said::message("cli-minute-needs-run", vec![("minute", number(minute))]).into(),
            );
        };
        if minute > file.minutes() {
            return Err(Said::message(
                "cli-minute-past-run",
                vec![
                    ("minute", number(minute)),
                    ("minutes", number(file.minutes())),
                    ("path", words::path(path)),
                ],
            )
            .into());
        }
    }
    Ok(())
}

/// The animation asked for (`--gif` or `--frames`, `--from`, `--to`,
/// `--every`), checked against the run before the window opens: the
/// stretch within the run and the frame cap, the output writable.
fn animation_options(
    cli: &Cli,
    run: Option<&crate::run::RunFile>,
) -> anyhow::Result<
    Option<(
        crate::app::animation::AnimationPlan,
        crate::app::animation::AnimationOutput,
    )>,
> {
    use crate::app::animation::{AnimationError, AnimationOutput, AnimationPlan};
    let output = match (&cli.gif, &cli.frames) {
        (Some(path), _) => AnimationOutput::Gif(path.clone()),
        (None, Some(dir)) => AnimationOutput::Frames(dir.clone()),
        (None, None) => {
            if cli.from.is_some() || cli.to.is_some() || cli.every.is_some() {
                return Err(AnimationError::NoOutput.into());
            }
            return Ok(None);
        }
    };
    let Some(run) = run.filter(|_| cli.open.is_some()) else {
        return Err(AnimationError::NoRun.into());
    };
    let minutes = run.minutes();
    let plan = AnimationPlan::checked(
        cli.from.unwrap_or(0),
        cli.to.unwrap_or(minutes),
        cli.every.unwrap_or(1),
        minutes,
    )?;
    output.check_writable()?;
    Ok(Some((plan, output)))
}

/// The architecture path the window opens with (`--config`, `--fix`,
/// `--step`), checked before it opens: the options belong to the
/// architecture tab, and `--fix` needs a fix to exist.
fn arch_window_options(cli: &Cli) -> anyhow::Result<Option<crate::shell::ArchStart>> {
    let given = cli.config.is_some() || cli.fix || cli.step.is_some();
    if !given {
        return Ok(None);
    }
    if cli.tab != Some(TabArg::Arch) {
        return Err(Said::message("cli-arch-options", Vec::new()).into());
    }
    let config = match &cli.config {
        Some(path) => *crate::run::ArchConfigFile::load(path)?.config(),
        None => crate::model::arch::ArchConfig::default(),
    };
    let shown = if cli.fix {
        match crate::model::arch::find_fix(&config)? {
            crate::model::arch::FixOutcome::Found { fix, .. } => fix.apply(&config)?,
            crate::model::arch::FixOutcome::NotNeeded => {
                return Err(Said::message("cli-fix-not-needed", Vec::new()).into());
            }
            crate::model::arch::FixOutcome::NotFound => {
                return Err(Said::message("cli-fix-not-found", Vec::new()).into());
            }
        }
    } else {
        config
    };
    Ok(Some(crate::shell::ArchStart {
        config,
        fixed: cli.fix.then_some(shown),
        step: cli.step.map(|k| k as usize),
    }))
}

/// An error in the person's language where it comes from a file (what is
/// wrong, where, what was expected); other errors as they are.
fn error_text(err: &anyhow::Error, language: crate::i18n::Language) -> String {
    let i18n = crate::i18n::I18n::new(language);
    if let Some(file) = err.downcast_ref::<crate::run::RunFileError>() {
        return crate::i18n::file_error_text(&i18n, file);
    }
    if let Some(content) = err.downcast_ref::<crate::run::RunError>() {
        return crate::i18n::run_error_text(&i18n, content);
    }
    if let Some(setting) = err.downcast_ref::<crate::model::arch::ArchError>() {
        return crate::i18n::arch_error_text(&i18n, setting);
    }
    if let Some(link) = err.downcast_ref::<crate::app::link::LinkProblem>() {
        return link.text(&i18n);
    }
    if let Some(lesson) = err.downcast_ref::<lesson::LessonProblem>() {
        return lesson.text.clone();
    }
    if let Some(animation) = err.downcast_ref::<crate::app::animation::AnimationError>() {
        return animation.text(&i18n);
    }
    if let Some(both) = err.downcast_ref::<OutputIsInput>() {
        return i18n.tr_args(
            "cli-output-is-input",
            &[
                ("output", fluent_bundle::FluentValue::from(both.output)),
                ("input", fluent_bundle::FluentValue::from(both.input)),
                (
                    "path",
                    fluent_bundle::FluentValue::from(both.path.display().to_string()),
                ),
            ],
        );
    }
    if let Some(timeline) = err.downcast_ref::<crate::model::oncall::TimelineError>() {
        return crate::i18n::timeline_error_text(&i18n, timeline);
    }
    if let Some(said) = err.downcast_ref::<Said>() {
        return said.text(&i18n);
    }
    if let Some(window) = err.downcast_ref::<crate::shell::WindowError>() {
        return match window {
            crate::shell::WindowError::Failed(message) => words::window_failed(message).text(&i18n),
            crate::shell::WindowError::Closed => i18n.tr("cli-window-closed"),
        };
    }
    if let Some(problem) = err.downcast_ref::<ArgProblem>() {
        return problem.text(&i18n);
    }
    if let Some(command) = err.downcast_ref::<crate::model::oncall::CommandError>() {
        return crate::i18n::command_error_text(&i18n, command);
    }
    if let Some(crate::debrief::EnsembleError::Timeline(timeline)) =
        err.downcast_ref::<crate::debrief::EnsembleError>()
    {
        return crate::i18n::timeline_error_text(&i18n, timeline);
    }
    if let Some(io) = err.downcast_ref::<std::io::Error>() {
        return crate::i18n::io_error_text(&i18n, io);
    }
    // What no message says (an internal error): the chain as it is.
    format!("{err:#}")
}

/// The window's options given with a subcommand, which they do not apply to.
fn window_options_given(cli: &Cli) -> Vec<&'static str> {
    [
        ("--screenshot", cli.screenshot.is_some()),
        ("FILE", cli.file.is_some()),
        ("--open", cli.open.is_some()),
        ("--present", cli.present.is_some()),
        ("--presenter", cli.presenter),
        ("--gif", cli.gif.is_some()),
        ("--frames", cli.frames.is_some()),
        ("--from", cli.from.is_some()),
        ("--to", cli.to.is_some()),
        ("--every", cli.every.is_some()),
        ("--chapter", cli.chapter.is_some()),
        ("--scenario-file", cli.scenario_file.is_some()),
        ("--open-link", cli.open_link.is_some()),
        ("--tab", cli.tab.is_some()),
        ("--lesson", cli.lesson.is_some()),
        ("--minute", cli.minute.is_some()),
        ("--size", cli.size.is_some()),
        ("--config", cli.config.is_some()),
        ("--fix", cli.fix),
        ("--step", cli.step.is_some()),
    ]
    .into_iter()
    .filter_map(|(name, given)| given.then_some(name))
    .collect()
}
