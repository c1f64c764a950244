//! The proptest strategies the test programs share: one per kind of
//! input, drawn from the model's own tables (a control's range is the
//! one `Control::range` gives), so a new control is drawn without a
//! test to edit.

use proptest::prelude::*;
use sre_sim::model::oncall::{Command, Control};

/// A value of `range`, its two ends often.
pub fn edged(range: std::ops::RangeInclusive<f64>) -> impl Strategy<Value = f64> {
    let (low, high) = (*range.start(), *range.end());
    prop_oneof![
        1 => Just(low),
        1 => Just(high),
        6 => range,
    ]
}

/// Any valid command: each control as often, a number over its whole
/// range with both ends often.
pub fn command() -> impl Strategy<Value = Command> {
    proptest::strategy::Union::new(Control::ALL.map(command_of))
}

/// Any valid command of `control`.
pub fn command_of(control: Control) -> BoxedStrategy<Command> {
    let value = move || edged(control.range().unwrap_or(0.0..=1.0));
    match control {
        Control::MinInstances => value()
            .prop_map(|x| Command::SetMinInstances(x.round() as u32))
            .boxed(),
        Control::Autoscaling => any::<bool>().prop_map(Command::SetAutoscaling).boxed(),
        Control::TargetUtilization => value().prop_map(Command::SetTargetUtilization).boxed(),
        Control::Ttl => value().prop_map(Command::SetCacheTtl).boxed(),
        Control::WarmUp => Just(Command::StartWarmUp).boxed(),
        Control::Shed => value().prop_map(Command::SetShedShare).boxed(),
        Control::Feature => any::<bool>().prop_map(Command::SetHeavyFeature).boxed(),
        Control::Rollback => Just(Command::Rollback).boxed(),
    }
}
