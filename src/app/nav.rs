//! Where the person is in the window: the tab, and a relation of the
//! reference to scroll to.

use serde::{Deserialize, Serialize};

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
    /// The start page is shown instead of the tab.
    pub start_page: bool,
    /// The replay's "go to minute" box, its text as typed (G opens it).
    pub go_to_minute: Option<String>,
    /// The replay bar's "Export animation…" form, while open.
    pub animation_form: Option<AnimationForm>,
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
