//! Links: a run, a scenario, a lesson or an architecture configuration
//! carried in a URL's fragment ([`crate::run::link`] is the transport),
//! read as a file is, by the file's own reader (its checks, its version
//! check), and what the window does with one ([`SreSimApp::open_link`]).
//!
//! Nothing a link carries is executed or shown as markup: its text is a
//! file, read by the same readers as a file opened from the disk.

use std::sync::Arc;

use crate::lesson::LessonFile;
use crate::lesson::builtin::{LessonReadError, lesson_from_ron_str};
use crate::model::oncall::scenario_file::ScenarioFile;
use crate::run::link::{LinkError, LinkKind, decode_fragment, encode_fragment};
use crate::run::{ArchConfigFile, RunError, RunFile, scenario_from_ron_str};

/// The web address links are made to until the web edition has a public
/// one: a placeholder (RFC 2606's `example.org`), set in the settings.
pub const PLACEHOLDER_WEB_ADDRESS: &str = "https://sre-sim.example.org/";

/// A file a link carries, read and checked.
#[derive(Debug, Clone)]
pub enum Linked {
    /// A run (`#run=`).
    Run(Box<RunFile>),
    /// A scenario (`#scenario=`).
    Scenario(Box<ScenarioFile>),
    /// A lesson (`#lesson=`).
    Lesson(Box<LessonFile>),
    /// An architecture configuration (`#arch=`).
    Arch(Box<ArchConfigFile>),
}

/// Why a link cannot be opened: the link itself, or the file it carries.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LinkProblem {
    /// Damaged, too large, or carrying no file.
    #[error("{0}")]
    Link(#[from] LinkError),
    /// The file does not read (a wrong field, a newer format …).
    #[error("the {} in the link: {problem}", kind.key())]
    Document {
        /// What the link says it carries.
        kind: LinkKind,
        /// What its reader said.
        problem: RunError,
    },
    /// A lesson whose field is wrong.
    #[error("the lesson in the link: {0}")]
    Lesson(crate::lesson::LessonError),
    /// Query parameters or values not understood, as written.
    #[error("not understood: {}", .0.join(", "))]
    NotUnderstood(Vec<String>),
}

impl LinkProblem {
    /// The problem in the reader's language, naming what is wrong.
    pub fn text(&self, i18n: &crate::i18n::I18n) -> String {
        use fluent_bundle::FluentValue;
        let (kind, problem) = match self {
            Self::Link(err) => return crate::i18n::link_error_text(i18n, err),
            Self::Document { kind, problem } => (*kind, crate::i18n::run_error_text(i18n, problem)),
            Self::Lesson(err) => (LinkKind::Lesson, crate::lesson::text::bad_lesson(i18n, err)),
            Self::NotUnderstood(names) => {
                return i18n.tr_args(
                    "files-link-not-understood",
                    &[("names", FluentValue::from(names.join(", ")))],
                );
            }
        };
        i18n.tr_args(
            "files-link-file-problem",
            &[
                ("key", FluentValue::from(kind.key())),
                ("problem", FluentValue::from(problem)),
            ],
        )
    }
}

/// Reads the file a link (a whole URL, or its fragment) carries, with that
/// file's reader. Never panics.
pub fn read_link(url: &str) -> Result<Linked, LinkProblem> {
    let (kind, text) = decode_fragment(url)?;
    read_text(kind, &text)
}

/// Reads `text` as a file of `kind`.
fn read_text(kind: LinkKind, text: &str) -> Result<Linked, LinkProblem> {
    let document = |problem| LinkProblem::Document { kind, problem };
    Ok(match kind {
        LinkKind::Run => Linked::Run(Box::new(RunFile::from_ron_str(text).map_err(document)?)),
        LinkKind::Scenario => {
            Linked::Scenario(Box::new(scenario_from_ron_str(text).map_err(document)?))
        }
        LinkKind::Arch => Linked::Arch(Box::new(
            ArchConfigFile::from_ron_str(text).map_err(document)?,
        )),
        LinkKind::Lesson => match lesson_from_ron_str(text) {
            Ok(lesson) => Linked::Lesson(Box::new(lesson)),
            Err(LessonReadError::Document(problem)) => return Err(document(problem)),
            Err(LessonReadError::Field(problem)) => return Err(LinkProblem::Lesson(problem)),
        },
    })
}

/// Checks a link before it is opened (on the command line): the file its
/// fragment carries must read; without one, the link must at least ask
/// something in its query (`?lesson=…`).
pub fn check_link(url: &str) -> Result<(), LinkProblem> {
    let params = crate::run::link::parse_query(url);
    let run = match read_link(url) {
        Ok(linked) => matches!(linked, Linked::Run(_)),
        Err(LinkProblem::Link(LinkError::NoFile))
            if params != crate::run::link::LinkParams::default() =>
        {
            false
        }
        Err(problem) => return Err(problem),
    };
    let names = not_understood(&params, run);
    if names.is_empty() {
        Ok(())
    } else {
        Err(LinkProblem::NotUnderstood(names))
    }
}

/// The language a link's `?lang=` names, exactly (`en`, `fr`, `gl`).
fn language_of(code: &str) -> Option<crate::i18n::Language> {
    crate::i18n::Language::from_code(code).filter(|language| language.code() == code)
}

/// The built-in or example scenario a link's `?scenario=` names.
fn scenario_of(id: &str) -> Option<crate::model::oncall::ScenarioRef> {
    id.parse::<crate::model::oncall::Scenario>()
        .ok()
        .map(crate::model::oncall::ScenarioRef::from)
        .or_else(|| crate::run::example_scenario(id).cloned())
}

/// Each parameter or value of a link's query not understood, as written:
/// what the query's reader did not understand, then a language, a lesson
/// or a scenario sre-sim does not have, and `present=1` with no run.
pub fn not_understood(params: &crate::run::link::LinkParams, run: bool) -> Vec<String> {
    let mut names = params.not_understood.clone();
    if let Some(code) = params.lang.as_ref().filter(|c| language_of(c).is_none()) {
        names.push(format!("lang={code}"));
    }
    if let Some(id) = params
        .scenario
        .as_ref()
        .filter(|id| scenario_of(id).is_none())
    {
        names.push(format!("scenario={id}"));
    }
    if let Some(id) = params
        .lesson
        .as_ref()
        .filter(|id| crate::lesson::builtin::builtin_lesson(id).is_none())
    {
        names.push(format!("lesson={id}"));
    }
    if params.present && !run {
        names.push("present=1".to_owned());
    }
    if let Some(minute) = params.minute.filter(|_| !run) {
        names.push(format!("minute={minute}"));
    }
    names
}

/// The link to `text`, a file of `kind`, at `web_address` (its own
/// fragment, if any, replaced).
pub fn link_to(web_address: &str, kind: LinkKind, text: &str) -> String {
    let base = web_address.split_once('#').map_or(web_address, |(b, _)| b);
    format!("{base}#{}", encode_fragment(kind, text))
}

/// The link to a file's text, whatever it is (a run, an architecture
/// configuration, a scenario or a lesson): only a file that reads gets a
/// link; otherwise its reader's problem, for what the file looks like.
pub fn link_to_file(web_address: &str, text: &str) -> Result<String, LinkProblem> {
    let mut problems = Vec::new();
    for kind in [
        LinkKind::Run,
        LinkKind::Arch,
        LinkKind::Scenario,
        LinkKind::Lesson,
    ] {
        match read_text(kind, text) {
            Ok(_) => return Ok(link_to(web_address, kind, text)),
            Err(problem) => problems.push((kind, problem)),
        }
    }
    let meant = if super::files::looks_like_lesson(text) {
        LinkKind::Lesson
    } else if super::files::looks_like_scenario(text) {
        LinkKind::Scenario
    } else if text.contains("load:") && text.contains("tiers:") {
        LinkKind::Arch
    } else {
        LinkKind::Run
    };
    Err(problems
        .into_iter()
        .find(|(kind, _)| *kind == meant)
        .map_or(LinkProblem::Link(LinkError::NoFile), |(_, problem)| problem))
}

impl super::SreSimApp {
    /// Opens a link as the web edition does with its address
    /// (`window.location.href`): the language of `?lang=`, the file its
    /// fragment carries (as opening the same file would), else the
    /// built-in lesson or scenario of `?lesson=` or `?scenario=`, the tab of
    /// `?tab=`, presents the run with `?present=1`, shows its minute of
    /// `?minute=N`, and hides the top bar
    /// with `?embed=1`. A link that cannot be opened, and each parameter
    /// or value not understood, is said in the status line.
    pub fn open_link(&mut self, url: &str) {
        use crate::run::link::{LinkTab, parse_query};
        let params = parse_query(url);
        if let Some(language) = params.lang.as_deref().and_then(language_of) {
            self.set_language(language);
        }
        self.embed = params.embed;
        let mut run_opened = false;
        match read_link(url) {
            Ok(linked) => {
                run_opened = matches!(linked, Linked::Run(_));
                self.open_linked(linked);
            }
            Err(LinkProblem::Link(LinkError::NoFile)) => {}
            Err(problem) => self.report(super::Severity::Error, move |i18n| problem.text(i18n)),
        }
        if let Some(scenario) = params.scenario.as_deref().and_then(scenario_of) {
            self.nav.close_start_page();
            self.nav.tab = super::Tab::Oncall;
            self.handle(super::AppCommand::PickScenario(scenario));
        }
        if let Some(lesson) = params
            .lesson
            .as_deref()
            .and_then(crate::lesson::builtin::builtin_lesson)
        {
            self.start_lesson(Arc::new(lesson.clone()));
        }
        if let Some(tab) = params.tab {
            self.nav.close_start_page();
            self.nav.tab = match tab {
                LinkTab::Oncall => super::Tab::Oncall,
                LinkTab::Arch => super::Tab::Arch,
                LinkTab::Reference => super::Tab::Reference,
                LinkTab::Debrief => super::Tab::Debrief,
            };
            if tab == LinkTab::Debrief {
                self.debrief.make(&self.oncall);
            }
        }
        if params.present && run_opened {
            self.handle_present(super::PresentCommand::Start);
        }
        if let Some(minute) = params.minute.filter(|_| run_opened) {
            self.oncall.scrub_to(minute);
        }
        let names = not_understood(&params, run_opened);
        if !names.is_empty() {
            let problem = LinkProblem::NotUnderstood(names);
            self.report(super::Severity::Warning, move |i18n| problem.text(i18n));
        }
    }

    /// "Copy link": `text` (what Save writes) as a link to the configured
    /// web address, for the clipboard; said in the status line.
    pub fn copy_link(&mut self, kind: LinkKind, text: Result<String, RunError>) {
        match text {
            Ok(text) => {
                let url = link_to(&self.settings.web_address, kind, &text);
                let chars = url.chars().count();
                self.to_copy = Some(url);
                self.report(super::Severity::Info, move |i18n| {
                    i18n.tr_args(
                        "files-link-copied",
                        &[("count", fluent_bundle::FluentValue::from(chars))],
                    )
                });
            }
            Err(err) => self.report(super::Severity::Error, super::status::run_problem(err)),
        }
    }

    /// Opens a file a link carried (read already).
    pub fn open_linked(&mut self, linked: Linked) {
        match linked {
            Linked::Run(file) => {
                let name = self.i18n.tr("files-link-opened-name");
                self.open_run(&name, *file, None);
            }
            Linked::Scenario(file) => self.play_scenario(*file, None),
            Linked::Lesson(lesson) => self.start_lesson(Arc::new(*lesson)),
            Linked::Arch(file) => {
                let name = self.i18n.tr("files-link-opened-name");
                self.nav.close_start_page();
                self.nav.tab = super::Tab::Arch;
                self.open_arch(&file, name);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{I18n, Language};

    #[test]
    fn a_run_round_trips_and_a_newer_one_is_said() {
        let file = crate::run::example_runs()
            .into_iter()
            .next()
            .expect("an example")
            .1;
        let text = file.to_ron_string().expect("writes");
        let url = link_to(PLACEHOLDER_WEB_ADDRESS, LinkKind::Run, &text);
        assert!(url.starts_with("https://sre-sim.example.org/#run="));
        assert!(matches!(read_link(&url), Ok(Linked::Run(back)) if *back == file));
        assert_eq!(link_to_file(PLACEHOLDER_WEB_ADDRESS, &text), Ok(url));

        let newer = {
            let at = text.find("version: ").expect("a version field");
            let end = at + text[at..].find(',').expect("a comma");
            format!("{}version: 99{}", &text[..at], &text[end..])
        };
        let url = link_to(PLACEHOLDER_WEB_ADDRESS, LinkKind::Run, &newer);
        let problem = read_link(&url).expect_err("too new");
        assert!(matches!(
            problem,
            LinkProblem::Document {
                problem: RunError::NewerVersion { found: 99, .. },
                ..
            }
        ));
        let said = problem.text(&I18n::new(Language::En));
        assert!(
            said.starts_with("The run file in the link cannot be opened"),
            "{said}"
        );
        assert!(said.contains("99"), "{said}");
    }

    #[test]
    fn damaged_links_are_said_in_three_languages() {
        for (url, en, fr, gl) in [
            (
                "https://x.org/#tab=arch",
                "no #run=",
                "aucun fichier",
                "ningún ficheiro",
            ),
            (
                "#run=ab*d",
                "not base64url",
                "pas du texte base64url",
                "non é texto base64url",
            ),
            (
                "#arch=AAAA",
                "does not decompress",
                "ne se décompresse pas",
                "non se descomprime",
            ),
        ] {
            let problem = read_link(url).expect_err(url);
            for (language, words) in [(Language::En, en), (Language::Fr, fr), (Language::Gl, gl)] {
                let said = problem.text(&I18n::new(language));
                assert!(said.contains(words), "{language:?}: {said}");
            }
        }
        // A file that is not what the link says it is.
        let url = link_to(PLACEHOLDER_WEB_ADDRESS, LinkKind::Lesson, "(format: 1)");
        let said = read_link(&url)
            .expect_err("no lesson")
            .text(&I18n::new(Language::Fr));
        assert!(said.starts_with("Le fichier de leçon du lien"), "{said}");
    }

    fn said(app: &crate::app::SreSimApp) -> String {
        app.status
            .all()
            .iter()
            .map(|s| s.text.clone())
            .collect::<Vec<_>>()
            .join(" | ")
    }

    #[test]
    fn query_parameters_are_applied() {
        let mut app = crate::app::SreSimApp::default();
        app.open_link("https://sre-sim.example.org/?embed=1&lesson=queueing-knee&lang=fr");
        assert_eq!(
            app.lesson.as_ref().map(|l| l.lesson.id.clone()),
            Some("queueing-knee".to_owned())
        );
        assert_eq!(app.i18n.language(), Language::Fr);
        assert!(app.embed);
        assert!(
            app.status
                .all()
                .iter()
                .all(|s| s.severity == crate::app::Severity::Info),
            "{}",
            said(&app)
        );

        let mut app = crate::app::SreSimApp::default();
        app.open_link("https://sre-sim.example.org/?scenario=surge&tab=reference");
        assert_eq!(
            app.oncall.scenario,
            crate::model::oncall::ScenarioRef::from(crate::model::oncall::Scenario::Surge)
        );
        assert_eq!(app.nav.tab, crate::app::Tab::Reference);
        assert!(!app.nav.start_page());
        assert!(!app.embed);

        let mut app = crate::app::SreSimApp::default();
        app.open_link("https://sre-sim.example.org/?tab=debrief");
        assert_eq!(app.nav.tab, crate::app::Tab::Debrief);

        // A run link presented.
        let file = crate::run::example_runs()
            .into_iter()
            .next()
            .expect("one")
            .1;
        let text = file.to_ron_string().expect("writes");
        let url = link_to(
            "https://sre-sim.example.org/?present=1",
            LinkKind::Run,
            &text,
        );
        let mut app = crate::app::SreSimApp::default();
        app.open_link(&url);
        assert!(app.oncall.replay.is_some());
        assert!(app.nav.presentation().is_some(), "{}", said(&app));

        // A run link at a minute: the replay shows that minute.
        let url = link_to(
            "https://sre-sim.example.org/?minute=42",
            LinkKind::Run,
            &text,
        );
        let mut app = crate::app::SreSimApp::default();
        app.open_link(&url);
        assert_eq!(app.oncall.sim().minute(), 42, "{}", said(&app));
        assert!(app.oncall.replay.is_some());
    }

    #[test]
    fn what_a_link_asks_and_is_not_understood_is_said() {
        let mut app = crate::app::SreSimApp::default();
        app.open_link(
            "https://x.org/?tab=cellar&lesson=nope&lang=de&present=1&colour=red&minute=3&minute=x",
        );
        let text = said(&app);
        for part in [
            "minute=3",
            "minute=x",
            "tab=cellar",
            "lesson=nope",
            "lang=de",
            "present=1",
            "colour=red",
        ] {
            assert!(text.contains(part), "{part}: {text}");
        }
        assert!(text.contains("does not understand"), "{text}");
        // In the reader's language.
        let mut app = crate::app::SreSimApp::default();
        app.open_link("https://x.org/?lang=gl&scenario=volcano");
        assert!(
            said(&app).contains("non entende: scenario=volcano"),
            "{}",
            said(&app)
        );
    }
}
