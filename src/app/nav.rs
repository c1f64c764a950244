//! Where the person is in the window: the tab, what covers it (the start
//! page or a talk), and a relation of the reference to scroll to.

use serde::{Deserialize, Serialize};

use super::present::Presentation;

pub use crate::formula::RefAnchor;

/// The tabs of the window.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    /// The on-call simulation.
    #[default]
    Oncall,
    /// The architecture path.
    Arch,
    /// The model reference.
    Reference,
    /// The debrief of the on-call run.
    Debrief,
}

impl Tab {
    /// Every tab, in the order of the top bar.
    pub const ALL: [Self; 4] = [Self::Oncall, Self::Arch, Self::Reference, Self::Debrief];

    /// The Fluent id of the tab's name.
    pub fn label_id(self) -> &'static str {
        match self {
            Self::Oncall => "app-tab-oncall",
            Self::Arch => "app-tab-arch",
            Self::Reference => "app-tab-reference",
            Self::Debrief => "app-tab-debrief",
        }
    }
}

/// Where the person is in the window.
#[derive(Debug, Clone, Default)]
pub struct Nav {
    /// The tab shown.
    pub tab: Tab,
    /// A relation to scroll the reference to, once.
    pub reference_focus: Option<RefAnchor>,
    /// What covers the tab, if anything.
    pub mode: Mode,
    /// The replay's "go to minute" box, its text as typed (G opens it).
    pub go_to_minute: Option<String>,
    /// The replay bar's "Export animation…" form, while open.
    pub animation_form: Option<AnimationForm>,
}

/// What covers the tabs: nothing, the start page or a talk. One value where
/// two flags had to agree: the start page cannot open over a talk, and
/// leaving either for the tabs (a file opened, a lesson started) is one
/// assignment that ends both. A talk presents the on-call replay: when
/// the replay goes, [`super::SreSimApp::follow_presentation`] ends it in
/// the same frame. A lesson is not a mode: it goes on under the start
/// page, and an architecture lesson beside a talk of an on-call run.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum Mode {
    /// The tabs, as the person works.
    #[default]
    Tabs,
    /// The start page covers the tab.
    Start,
    /// A replayed run presented to a room.
    Presenting(Presentation),
}

impl Nav {
    /// Is the start page shown instead of the tab?
    pub fn start_page(&self) -> bool {
        matches!(self.mode, Mode::Start)
    }

    /// The talk being given, if any.
    pub fn presentation(&self) -> Option<&Presentation> {
        match &self.mode {
            Mode::Presenting(p) => Some(p),
            Mode::Tabs | Mode::Start => None,
        }
    }

    /// The talk being given, to move it on.
    pub fn presentation_mut(&mut self) -> Option<&mut Presentation> {
        match &mut self.mode {
            Mode::Presenting(p) => Some(p),
            Mode::Tabs | Mode::Start => None,
        }
    }

    /// The start page closes; a talk goes on.
    pub fn close_start_page(&mut self) {
        if self.start_page() {
            self.mode = Mode::Tabs;
        }
    }

    /// Back to the tabs: the start page closes and a talk ends.
    pub fn show_tabs(&mut self) {
        self.mode = Mode::Tabs;
    }
}

/// What the replay bar's export form holds: the stretch and the format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnimationForm {
    /// The first minute drawn.
    pub from: u32,
    /// The last minute.
    pub to: u32,
    /// Minutes between two frames.
    pub every: u32,
    /// One GIF (else numbered PNG frames).
    pub gif: bool,
}
