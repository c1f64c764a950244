//! Presenting a saved run to a room. The run's notes are its chapters: the
//! replay plays to each note's minute and pauses there, its caption shown
//! large over the charts, until the speaker goes on (Page Down, as a
//! clicker sends it) or back (Page Up). A run without notes presents as
//! one chapter, its end. The talk's clock is the window's (egui's time),
//! never the model's: a presentation changes nothing of the run.

use crate::run::{Annotation, RunFile};

/// One chapter: the minute it pauses at and what it shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chapter {
    /// The minute the replay pauses at.
    pub minute: u32,
    /// The caption shown to the room (the note's text).
    pub caption: String,
    /// What the speaker says there: on the console only.
    pub speaker_notes: String,
}

/// What the speaker asks of the presentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PresentCommand {
    /// Present the replayed run from its opening minute.
    Start,
    /// Play on to the next chapter (after the last, to the run's end).
    Next,
    /// Back to the previous chapter (paused at its minute).
    Previous,
    /// To this chapter (1-based; 0 is the opening), paused at its minute.
    Go(usize),
    /// Black screen on or off.
    Blank,
    /// Stop presenting (the replay stays).
    Stop,
}

/// A run being presented.
#[derive(Debug, Clone, PartialEq)]
pub struct Presentation {
    /// The chapters, in minute order.
    pub chapters: Vec<Chapter>,
    /// Where the talk is: 0 before the first chapter (the opening minute),
    /// k once chapter k is played to (1-based), `chapters.len() + 1` at the
    /// run's end after the last chapter.
    pub at: usize,
    /// The run had no notes: its one chapter is its end.
    pub without_notes: bool,
    /// The run's last minute.
    pub end: u32,
    /// The screen is black (B or .).
    pub blank: bool,
    /// When the talk started and when the chapter shown did, in the
    /// window's seconds (set by the first frame that shows them).
    pub talk_started: Option<f64>,
    /// See [`Self::talk_started`].
    pub chapter_started: Option<f64>,
}

impl Presentation {
    /// The chapters of a run: its notes, in minute order (two notes at one
    /// minute stay in the order they were written), or its end when it has
    /// none.
    pub fn of_run(file: &RunFile) -> Self {
        let mut notes: Vec<&Annotation> = file.annotations().iter().collect();
        notes.sort_by_key(|note| note.minute);
        let end = file.minutes();
        let mut chapters: Vec<Chapter> = notes
            .into_iter()
            .map(|note| Chapter {
                minute: note.minute.min(end),
                caption: note.text.clone(),
                speaker_notes: note.speaker_notes.clone(),
            })
            .collect();
        let without_notes = chapters.is_empty();
        if without_notes {
            chapters.push(Chapter {
                minute: end,
                caption: String::new(),
                speaker_notes: String::new(),
            });
        }
        Self {
            chapters,
            at: 0,
            without_notes,
            end,
            blank: false,
            talk_started: None,
            chapter_started: None,
        }
    }

    /// The chapter reached or being played to (`None` at the opening and
    /// after the last).
    pub fn chapter(&self) -> Option<&Chapter> {
        self.at.checked_sub(1).and_then(|k| self.chapters.get(k))
    }

    /// The chapter after the one shown, if any.
    pub fn next_chapter(&self) -> Option<&Chapter> {
        self.chapters.get(self.at)
    }

    /// The minute where the talk is: its chapter's, the opening's, or the
    /// run's end.
    pub fn minute(&self) -> u32 {
        match self.at {
            0 => 0,
            k => self.chapters.get(k - 1).map_or(self.end, |c| c.minute),
        }
    }

    /// Is the talk past its last chapter (at the run's end)?
    pub fn at_end(&self) -> bool {
        self.at > self.chapters.len()
    }

    /// Can the talk go on (a chapter, or the run's end, still to come)?
    pub fn can_go_on(&self) -> bool {
        let last = self.chapters.last().map_or(0, |c| c.minute);
        self.at < self.chapters.len() || (self.at == self.chapters.len() && last < self.end)
    }

    /// Keeps the times the window's clock gives for the talk and the
    /// chapter when they start.
    pub fn clock(&mut self, now: f64) {
        self.talk_started.get_or_insert(now);
        self.chapter_started.get_or_insert(now);
    }
}

impl super::SreSimApp {
    /// Carries out what the speaker asks.
    pub fn handle_present(&mut self, command: PresentCommand) {
        match command {
            PresentCommand::Start => self.start_presenting(),
            PresentCommand::Stop => self.nav.show_tabs(),
            PresentCommand::Blank => {
                if let Some(p) = self.nav.presentation_mut() {
                    p.blank = !p.blank;
                }
            }
            PresentCommand::Next => {
                let Some(p) = self.nav.presentation_mut() else {
                    return;
                };
                if !p.can_go_on() {
                    return;
                }
                // A press while the screen is black only lights it again.
                if p.blank {
                    p.blank = false;
                    return;
                }
                // Pressed again while playing to a chapter: arrive at once.
                if self.oncall.playing {
                    let minute = p.minute();
                    self.oncall.playing = false;
                    self.oncall.stop_at = None;
                    self.oncall.scrub_to(minute);
                    return;
                }
                p.at += 1;
                p.chapter_started = None;
                let target = p.minute();
                if self.oncall.sim().minute() < target {
                    self.oncall.stop_at = Some(target);
                    self.oncall.playing = true;
                } else {
                    self.oncall.scrub_to(target);
                }
            }
            PresentCommand::Previous => {
                let at = self.nav.presentation().map_or(0, |p| p.at);
                self.go_to_chapter(at.saturating_sub(1));
            }
            PresentCommand::Go(k) => self.go_to_chapter(k),
        }
    }

    /// Presents the replayed run from its opening minute, in presenter
    /// mode. Without a replay there is nothing to present: said so.
    fn start_presenting(&mut self) {
        let Some(replay) = &self.oncall.replay else {
            self.report(
                super::Severity::Warning,
                super::status::tr("present-needs-run"),
            );
            return;
        };
        // The notes as they are now: written during the replay, unsaved.
        let presentation = match self.oncall.run_file() {
            Ok(file) => Presentation::of_run(&file),
            Err(_) => Presentation::of_run(&replay.file),
        };
        self.nav.tab = super::Tab::Oncall;
        self.show_runs = false;
        self.settings.presenter = true;
        self.oncall.playing = false;
        self.oncall.stop_at = None;
        self.oncall.scrub_to(0);
        self.nav.mode = super::nav::Mode::Presenting(presentation);
    }

    /// To chapter `k` (0: the opening), paused at its minute.
    fn go_to_chapter(&mut self, k: usize) {
        let Some(p) = self.nav.presentation_mut() else {
            return;
        };
        p.at = k.min(p.chapters.len());
        p.chapter_started = None;
        p.blank = false;
        let minute = p.minute();
        self.oncall.playing = false;
        self.oncall.stop_at = None;
        self.oncall.scrub_to(minute);
    }

    /// After the frame's clock: a presentation of a run no longer
    /// replayed (stopped, taken over, another opened) ends; a replay moved
    /// elsewhere by hand (the scrubber, Home, End, G) takes the talk to the
    /// last chapter at or before its minute, so that Page Down goes on to
    /// the next one after it.
    pub fn follow_presentation(&mut self) {
        if self.oncall.replay.is_none() && self.nav.presentation().is_some() {
            self.nav.show_tabs();
        }
        let minute = self.oncall.sim().minute();
        let Some(p) = self.nav.presentation_mut() else {
            return;
        };
        if self.oncall.playing || minute == p.minute() {
            return;
        }
        let last = p.chapters.last().map_or(0, |c| c.minute);
        let at = if minute >= p.end && last < p.end {
            p.chapters.len() + 1
        } else {
            p.chapters.iter().filter(|c| c.minute <= minute).count()
        };
        if at != p.at {
            p.at = at;
            p.chapter_started = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::oncall::{RunSpec, Scenario};

    fn run_with_notes(minutes: &[u32]) -> RunFile {
        let spec = RunSpec {
            scenario: Scenario::BadDeploy.into(),
            seed: 1,
            noise: true,
        };
        let notes = minutes
            .iter()
            .map(|&minute| Annotation::new(minute, format!("at {minute}")))
            .collect();
        RunFile::from_parts(spec, Vec::new(), 90)
            .and_then(|f| f.with_annotations(notes))
            .expect("a run")
    }

    #[test]
    fn the_notes_are_the_chapters_in_minute_order() {
        let p = Presentation::of_run(&run_with_notes(&[40, 10, 25]));
        let minutes: Vec<u32> = p.chapters.iter().map(|c| c.minute).collect();
        assert_eq!(minutes, [10, 25, 40]);
        assert!(!p.without_notes);
        assert_eq!(p.minute(), 0);
        assert!(p.can_go_on());
    }

    #[test]
    fn a_run_without_notes_is_one_chapter_its_end() {
        let p = Presentation::of_run(&run_with_notes(&[]));
        assert!(p.without_notes);
        assert_eq!(p.chapters.len(), 1);
        assert_eq!(p.chapters[0].minute, 90);
    }
}
