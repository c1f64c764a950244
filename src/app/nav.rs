//! Where the person is in the window: the tab, and a relation of the
//! reference to scroll to.

use serde::{Deserialize, Serialize};

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

/// A relation a metric can jump to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefAnchor {
    /// λ(t), the diurnal curve and the noise.
    Traffic,
    /// Erlang B and C.
    ErlangC,
    /// P(W > t), timeouts and saturation.
    Timeouts,
    /// The p99 approximation.
    P99,
    /// Utilization by Little's law.
    Utilization,
    /// The TTL cache.
    Cache,
    /// The database.
    Database,
    /// Error budget and burn rates.
    Slo,
    /// Beyond the seed: the Workbook's second page and ticket.
    Alerts,
    /// Target tracking.
    Autoscaling,
    /// Load shedding.
    Shedding,
    /// The bad build and the rollback.
    BadBuild,
    /// Constants and prices.
    Constants,
    /// The second opinion: the exact p99 of the same queue.
    ExactP99,
    /// The second opinion: timeouts with abandonment (M/M/N+D).
    Abandonment,
    /// The second opinion: the request-level check.
    RequestCheck,
}
