//! The eight on-call controls as one table: for each, what the window
//! needs beyond the model's command (its name, range and parsing live in
//! [`crate::model::oncall::Control`]): the Fluent ids of its label, its
//! one-line explanation and its keys' hover text, the keys that set it,
//! and the glossary term its label explains. The panel, the help, the key
//! handling, the glossary links and a lesson's highlight read this table;
//! a test walks it and finds every entry in the window, keyed and named
//! in the three languages.
//!
//! Adding a control: its variant in `Control` and `Command` (the compiler
//! then lists every match to extend), one row here, its widget in
//! `ui::oncall::controls`, and its Fluent ids in each language.

use crate::app::keys::KeyAction;
use crate::glossary::Term;
use crate::model::oncall::Control;

/// What the window shows and takes for one control.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ControlSpec {
    /// The control.
    pub control: Control,
    /// The Fluent id of its name in the panel; `{label}-help` is its
    /// one-line explanation beneath it.
    pub label: &'static str,
    /// The Fluent id of its keys as its explanation's hover text says them.
    pub shortcut: &'static str,
    /// The keys that set it, as the key table names them.
    pub keys: &'static [KeyAction],
    /// The glossary term its name explains when hovered.
    pub term: Term,
}

impl ControlSpec {
    /// The Fluent id of its one-line explanation.
    pub fn help_id(&self) -> String {
        format!("{}-help", self.label)
    }
}

/// Every control, in the panel's order (the seed's).
pub const CONTROL_SPECS: [ControlSpec; 8] = [
    ControlSpec {
        control: Control::MinInstances,
        label: "oncall-min-instances",
        shortcut: "app-shortcut-min-instances",
        keys: &[KeyAction::MinInstancesUp, KeyAction::MinInstancesDown],
        term: Term::BootDelay,
    },
    ControlSpec {
        control: Control::Autoscaling,
        label: "oncall-autoscaling",
        shortcut: "app-shortcut-autoscaling",
        keys: &[KeyAction::ToggleAutoscaling],
        term: Term::Autoscaling,
    },
    ControlSpec {
        control: Control::TargetUtilization,
        label: "oncall-target-utilization",
        shortcut: "app-shortcut-target",
        keys: &[KeyAction::TargetUp, KeyAction::TargetDown],
        term: Term::Headroom,
    },
    ControlSpec {
        control: Control::Ttl,
        label: "oncall-cache-ttl",
        shortcut: "app-shortcut-ttl",
        keys: &[KeyAction::TtlUp, KeyAction::TtlDown],
        term: Term::Ttl,
    },
    ControlSpec {
        control: Control::WarmUp,
        label: "oncall-warm-up",
        shortcut: "app-shortcut-warm-up",
        keys: &[KeyAction::WarmUp],
        term: Term::CacheHitRate,
    },
    ControlSpec {
        control: Control::Shed,
        label: "oncall-shedding",
        shortcut: "app-shortcut-shed",
        keys: &[KeyAction::ShedUp, KeyAction::ShedDown],
        term: Term::LoadShedding,
    },
    ControlSpec {
        control: Control::Feature,
        label: "oncall-heavy-feature",
        shortcut: "app-shortcut-feature",
        keys: &[KeyAction::ToggleFeature],
        term: Term::GracefulDegradation,
    },
    ControlSpec {
        control: Control::Rollback,
        label: "oncall-rollback",
        shortcut: "app-shortcut-rollback",
        keys: &[KeyAction::Rollback],
        term: Term::Rollback,
    },
];

/// The row of `control`.
pub fn control_spec(control: Control) -> &'static ControlSpec {
    let at = Control::ALL
        .iter()
        .position(|&c| c == control)
        .unwrap_or_default();
    &CONTROL_SPECS[at]
}

/// The control a key sets, if it sets one.
pub fn control_of_key(action: KeyAction) -> Option<Control> {
    CONTROL_SPECS
        .iter()
        .find(|spec| spec.keys.contains(&action))
        .map(|spec| spec.control)
}

#[cfg(test)]
mod tests {
    use super::{CONTROL_SPECS, control_of_key, control_spec};
    use crate::app::keys::{KeyAction, SHORTCUTS};
    use crate::model::oncall::Control;

    #[test]
    fn the_table_has_each_control_once_in_the_seeds_order() {
        let controls: Vec<Control> = CONTROL_SPECS.iter().map(|s| s.control).collect();
        assert_eq!(controls, Control::ALL);
        for control in Control::ALL {
            assert_eq!(control_spec(control).control, control);
        }
    }

    #[test]
    fn every_key_of_a_control_is_in_the_key_table_and_sets_only_it() {
        for spec in &CONTROL_SPECS {
            assert!(!spec.keys.is_empty(), "{:?} has no key", spec.control);
            for &action in spec.keys {
                assert!(
                    SHORTCUTS.iter().any(|s| s.action == action),
                    "{action:?} has no key"
                );
                assert_eq!(control_of_key(action), Some(spec.control));
            }
        }
        assert_eq!(control_of_key(KeyAction::PlayPause), None);
    }
}
