//! Substitutions as data: each live value is a [`Line`] of steps whose
//! numbers are the model's own values, printed with enough decimals that
//! the arithmetic shown adds up. The text and the check come from the same
//! structure, so what is checked is what is printed.

use std::ops;

use crate::i18n::{I18n, Language};
use crate::model::queueing;

/// Most decimals a number is printed with.
const MAX_DECIMALS: usize = 12;

/// How a number is printed: its scale and its unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Unit {
    /// A plain number.
    Plain,
    /// A plain number, thousands grouped (`20 000`).
    Grouped,
    /// A share, printed as a percentage.
    Percent,
    /// Seconds, printed as milliseconds.
    Millis,
    /// Seconds.
    Secs,
    /// Requests per second.
    ReqPerSec,
    /// Database queries per second.
    QueriesPerSec,
    /// A rate per second.
    PerSec,
    /// Dollars per hour.
    DollarsPerHour,
    /// A burn rate (`×` after a result, nothing inside a formula).
    Burn,
    /// Requests per second on the architecture page (grouped; `rps` or `req/s`).
    ArchRps,
}

impl Unit {
    /// Printed number = value × scale.
    fn scale(self) -> f64 {
        match self {
            Self::Percent => 100.0,
            Self::Millis => 1000.0,
            _ => 1.0,
        }
    }

    /// The unit after the number, with its space. Inside a formula
    /// only the units that change the number's scale or say what it is
    /// are kept (`%`, `ms`, `$/h`); `1371 q/s / 4 000` would read badly.
    fn suffix(self, i18n: &I18n, in_formula: bool) -> String {
        let text = match self {
            Self::Plain | Self::Grouped => "",
            Self::Percent => " %",
            Self::Millis => " ms",
            Self::DollarsPerHour => " $/h",
            Self::Secs | Self::ReqPerSec | Self::QueriesPerSec | Self::PerSec | Self::Burn
                if in_formula =>
            {
                ""
            }
            Self::Secs => " s",
            Self::ReqPerSec => " req/s",
            Self::QueriesPerSec => " q/s",
            Self::PerSec => " /s",
            Self::Burn => " ×",
            Self::ArchRps => {
                // The page's own unit word, whatever the language.
                let sample = i18n.fmt_arch_rps(0.0);
                let word = sample.split_once(' ').map_or("", |(_, word)| word);
                return format!(" {word}");
            }
        };
        text.to_owned()
    }
}

/// A number as the reference prints it: a value of the model, the
/// decimals it is printed with and its unit. An exact number (a
/// constant, a count) prints as its value and never needs more digits.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Num {
    value: f64,
    decimals: usize,
    unit: Unit,
    exact: bool,
}

impl Num {
    /// A value of the model, printed with at least `decimals` decimals.
    pub(super) fn new(value: f64, decimals: usize, unit: Unit) -> Self {
        Self {
            value,
            decimals,
            unit,
            exact: false,
        }
    }

    /// A constant or a count that prints exactly with `decimals` decimals.
    pub(super) fn exact(value: f64, decimals: usize, unit: Unit) -> Self {
        Self {
            exact: true,
            ..Self::new(value, decimals, unit)
        }
    }

    /// The number without its unit, in `language`.
    pub(super) fn number_text(&self, language: Language) -> String {
        let shown = self.value * self.unit.scale();
        match self.unit {
            Unit::Grouped | Unit::ArchRps => language.fmt_grouped(shown, self.decimals),
            _ => language.fmt_number(shown, self.decimals),
        }
    }

    /// The number with its unit.
    fn text(&self, i18n: &I18n, in_formula: bool) -> String {
        let number = self.number_text(i18n.language());
        // Money as the language writes it: `$0.40/h`, `0,40 $/h`.
        if self.unit == Unit::DollarsPerHour && i18n.language() == Language::En {
            return match number.strip_prefix('-') {
                Some(unsigned) => format!("-${unsigned}/h"),
                None => format!("${number}/h"),
            };
        }
        format!("{number}{}", self.unit.suffix(i18n, in_formula))
    }

    /// The value a reader takes from the printed number.
    pub(super) fn printed(&self) -> f64 {
        self.read(&self.number_text(Language::En))
    }

    /// The value of this number printed as `text` (in any language).
    pub(super) fn read(&self, text: &str) -> f64 {
        parse_number(text).map_or(f64::NAN, |shown| shown / self.unit.scale())
    }

    /// Half a unit of the last printed digit, in the value's own unit.
    pub(super) fn half_unit(&self) -> f64 {
        0.5 / 10_f64.powi(self.decimals as i32) / self.unit.scale()
    }

    fn refinable(&self) -> bool {
        !self.exact && self.decimals < MAX_DECIMALS
    }
}

/// A printed number read back: grouping spaces dropped, a decimal comma
/// read as a point.
pub(super) fn parse_number(text: &str) -> Option<f64> {
    let plain: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| if c == ',' { '.' } else { c })
        .collect();
    plain.parse().ok()
}

/// The binary operators, as printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Op {
    Add,
    Sub,
    Mul,
    /// Division printed `/`.
    Div,
    /// Division printed `÷` (the architecture page's).
    Obelus,
}

impl Op {
    fn symbol(self) -> &'static str {
        match self {
            Self::Add => " + ",
            Self::Sub => " − ",
            Self::Mul => " × ",
            Self::Div => " / ",
            Self::Obelus => " ÷ ",
        }
    }

    fn precedence(self) -> u8 {
        match self {
            Self::Add | Self::Sub => 1,
            Self::Mul | Self::Div | Self::Obelus => 2,
        }
    }

    /// Does a right operand of the same precedence need parentheses?
    fn groups_right(self) -> bool {
        matches!(self, Self::Sub | Self::Div | Self::Obelus)
    }

    fn apply(self, a: f64, b: f64) -> f64 {
        match self {
            Self::Add => a + b,
            Self::Sub => a - b,
            Self::Mul => a * b,
            Self::Div | Self::Obelus => a / b,
        }
    }
}

/// The functions a relation uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Func {
    /// `e^(x)`.
    Exp,
    /// `ln x`.
    Ln,
    /// `sin(x)`.
    Sin,
    /// `⌈x⌉`, taken a hair below as the autoscaler does, so that an
    /// exact ratio computed in floating point is not rounded up.
    Ceil,
    /// `min(a, b)`.
    Min,
    /// `clamp(x, low, high)`.
    Clamp,
    /// Erlang C, `C(a, N)`, as the model computes it.
    ErlangC,
}

/// An expression over printed numbers.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Expr {
    /// A number.
    Num(Num),
    /// The number an earlier step of the line printed, by its index.
    Ref(usize),
    /// A constant printed as its symbol, such as 2π.
    Symbol(&'static str, f64),
    Bin(Op, Box<Expr>, Box<Expr>),
    Neg(Box<Expr>),
    Call(Func, Vec<Expr>),
}

/// Where a number of an expression comes from, for evaluation.
#[derive(Debug, Clone, Copy)]
pub(super) enum Leaf<'a> {
    /// A number of the expression itself.
    Own(&'a Num),
    /// An earlier step's number.
    Ref(usize),
}

impl From<Num> for Expr {
    fn from(num: Num) -> Self {
        Self::Num(num)
    }
}

macro_rules! binary {
    ($trait:ident, $method:ident, $op:expr) => {
        impl ops::$trait for Expr {
            type Output = Expr;
            fn $method(self, rhs: Expr) -> Expr {
                Expr::Bin($op, Box::new(self), Box::new(rhs))
            }
        }
    };
}
binary!(Add, add, Op::Add);
binary!(Sub, sub, Op::Sub);
binary!(Mul, mul, Op::Mul);
binary!(Div, div, Op::Div);

impl ops::Neg for Expr {
    type Output = Expr;
    fn neg(self) -> Expr {
        Expr::Neg(Box::new(self))
    }
}

/// `a ÷ b`.
pub(super) fn obelus(a: Expr, b: Expr) -> Expr {
    Expr::Bin(Op::Obelus, Box::new(a), Box::new(b))
}

/// `func(args…)`.
pub(super) fn call<const N: usize>(func: Func, args: [Expr; N]) -> Expr {
    Expr::Call(func, args.into())
}

impl Expr {
    fn precedence(&self) -> u8 {
        match self {
            Self::Bin(op, ..) => op.precedence(),
            Self::Neg(_) => 2,
            _ => 3,
        }
    }

    fn render(&self, line: &Line, i18n: &I18n) -> String {
        let wrap = |expr: &Expr, parens: bool| {
            let text = expr.render(line, i18n);
            if parens { format!("({text})") } else { text }
        };
        match self {
            Self::Num(num) => num.text(i18n, true),
            Self::Ref(step) => line
                .anchor(*step)
                .map_or_else(|| "?".to_owned(), |num| num.text(i18n, true)),
            Self::Symbol(symbol, _) => (*symbol).to_owned(),
            Self::Bin(op, a, b) => {
                let p = op.precedence();
                let right_parens = b.precedence() < p || (b.precedence() == p && op.groups_right());
                format!(
                    "{}{}{}",
                    wrap(a, a.precedence() < p),
                    op.symbol(),
                    wrap(b, right_parens)
                )
            }
            Self::Neg(a) => format!("−{}", wrap(a, a.precedence() < 2)),
            Self::Call(func, args) => {
                let list = |args: &[Expr]| {
                    args.iter()
                        .map(|arg| arg.render(line, i18n))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                match func {
                    Func::Exp => format!("e^({})", list(args)),
                    Func::Ln => match args.as_slice() {
                        [arg @ (Self::Num(_) | Self::Symbol(..) | Self::Ref(_))] => {
                            format!("ln {}", arg.render(line, i18n))
                        }
                        _ => format!("ln({})", list(args)),
                    },
                    Func::Sin => format!("sin({})", list(args)),
                    Func::Ceil => format!("⌈{}⌉", list(args)),
                    Func::Min => format!("min({})", list(args)),
                    Func::Clamp => format!("{}({})", i18n.tr("ref-word-clamp"), list(args)),
                    Func::ErlangC => format!("C({})", list(args)),
                }
            }
        }
    }

    /// The value of the expression with each number as `leaf` gives it.
    pub(super) fn eval(&self, leaf: &dyn Fn(Leaf<'_>) -> f64) -> f64 {
        match self {
            Self::Num(num) => leaf(Leaf::Own(num)),
            Self::Ref(step) => leaf(Leaf::Ref(*step)),
            Self::Symbol(_, value) => *value,
            Self::Bin(op, a, b) => op.apply(a.eval(leaf), b.eval(leaf)),
            Self::Neg(a) => -a.eval(leaf),
            Self::Call(func, args) => {
                let arg = |k: usize| args.get(k).map_or(f64::NAN, |a| a.eval(leaf));
                match func {
                    Func::Exp => arg(0).exp(),
                    Func::Ln => arg(0).ln(),
                    Func::Sin => arg(0).sin(),
                    Func::Ceil => (arg(0) - 1e-9).ceil(),
                    Func::Min => arg(0).min(arg(1)),
                    Func::Clamp => arg(0).max(arg(1)).min(arg(2)),
                    Func::ErlangC => {
                        let servers = arg(1);
                        if servers.is_finite() && servers >= 0.0 {
                            queueing::erlang_c(arg(0), servers.round() as u32)
                        } else {
                            f64::NAN
                        }
                    }
                }
            }
        }
    }

    /// The expression's own numbers, in order.
    fn leaves<'a>(&'a self, out: &mut Vec<&'a Num>) {
        match self {
            Self::Num(num) => out.push(num),
            Self::Ref(_) | Self::Symbol(..) => {}
            Self::Bin(_, a, b) => {
                a.leaves(out);
                b.leaves(out);
            }
            Self::Neg(a) => a.leaves(out),
            Self::Call(_, args) => args.iter().for_each(|arg| arg.leaves(out)),
        }
    }

    /// The `k`-th of the expression's own numbers.
    fn leaf_mut(&mut self, k: &mut usize) -> Option<&mut Num> {
        match self {
            Self::Num(num) => {
                if *k == 0 {
                    return Some(num);
                }
                *k -= 1;
                None
            }
            Self::Ref(_) | Self::Symbol(..) => None,
            Self::Bin(_, a, b) => a.leaf_mut(k).or_else(|| b.leaf_mut(k)),
            Self::Neg(a) => a.leaf_mut(k),
            Self::Call(_, args) => args.iter_mut().find_map(|arg| arg.leaf_mut(k)),
        }
    }

    /// The steps the expression refers to.
    fn refs(&self, out: &mut Vec<usize>) {
        match self {
            Self::Ref(step) => out.push(*step),
            Self::Num(_) | Self::Symbol(..) => {}
            Self::Bin(_, a, b) => {
                a.refs(out);
                b.refs(out);
            }
            Self::Neg(a) => a.refs(out),
            Self::Call(_, args) => args.iter().for_each(|arg| arg.refs(out)),
        }
    }
}

/// The order a comparison states.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Order {
    /// `<`
    Below,
    /// `≤`
    AtMost,
    /// `≥`
    AtLeast,
}

impl Order {
    fn symbol(self) -> &'static str {
        match self {
            Self::Below => " < ",
            Self::AtMost => " ≤ ",
            Self::AtLeast => " ≥ ",
        }
    }

    #[cfg(test)]
    pub(super) fn holds(self, a: f64, b: f64) -> bool {
        match self {
            Self::Below => a < b,
            Self::AtMost => a <= b,
            Self::AtLeast => a >= b,
        }
    }
}

/// One step of a live value.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Step {
    /// `label`, then each form of a substitution, then its result,
    /// joined by ` = `: `a = 1125 × 0.0742 = 83.5`. Every form,
    /// computed from its printed numbers, gives the printed result.
    Equals {
        label: String,
        forms: Vec<Expr>,
        result: Num,
    },
    /// A reading that is no substitution: `measured = 1131 req/s`.
    Value { label: String, value: Num },
    /// A comparison of printed numbers: `a = 170.3 ≥ N = 160`.
    Compare {
        left_label: String,
        left: Expr,
        order: Order,
        right_label: String,
        right: Expr,
    },
    /// Words: a rule, a state.
    Text(String),
}

/// How a step follows the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Joint {
    /// `; `
    And,
    /// ` ⇒ `
    Then,
    /// ` → `
    Arrow,
    /// Nothing: a comparison that goes on from the number just printed
    /// (`… = 1.010 ≥ 1`).
    Same,
}

impl Joint {
    fn text(self, i18n: &I18n) -> &'static str {
        match self {
            Self::And => i18n.semicolon(),
            Self::Then => " ⇒ ",
            Self::Arrow => " → ",
            Self::Same => "",
        }
    }
}

/// A live value: steps, each referring to earlier ones by index.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Line {
    steps: Vec<(Joint, Step)>,
}

/// An `Equals` step whose forms do not yet add up, and the form.
type Unfit = (usize, usize);

impl Line {
    /// Adds `step` after the last (after `; `), returning its index.
    pub(super) fn and(&mut self, step: Step) -> usize {
        self.push(Joint::And, step)
    }

    /// Adds `step` as a consequence of the last (after ` ⇒ `).
    pub(super) fn then(&mut self, step: Step) -> usize {
        self.push(Joint::Then, step)
    }

    /// Adds a comparison of the number step `k`, the last, printed: it
    /// goes on from it (`… = 1.010 ≥ 1`).
    pub(super) fn bound(&mut self, k: usize, order: Order, label: &str, right: Expr) -> usize {
        debug_assert_eq!(
            k + 1,
            self.steps.len(),
            "the comparison goes on from the last step"
        );
        self.push(
            Joint::Same,
            Step::Compare {
                left_label: String::new(),
                left: Expr::Ref(k),
                order,
                right_label: label.to_owned(),
                right,
            },
        )
    }

    /// Adds `step` as what the last turns into (after ` → `).
    pub(super) fn arrow(&mut self, step: Step) -> usize {
        self.push(Joint::Arrow, step)
    }

    fn push(&mut self, joint: Joint, step: Step) -> usize {
        self.steps.push((joint, step));
        self.steps.len() - 1
    }

    /// The steps, in order.
    #[cfg(test)]
    pub(super) fn steps(&self) -> impl Iterator<Item = &Step> {
        self.steps.iter().map(|(_, step)| step)
    }

    /// The number step `k` prints for later steps to use: a result, a
    /// reading, or the left side of a comparison.
    pub(super) fn anchor(&self, k: usize) -> Option<&Num> {
        match self.steps.get(k).map(|(_, step)| step)? {
            Step::Equals { result, .. } => Some(result),
            Step::Value { value, .. } => Some(value),
            Step::Compare {
                left: Expr::Num(num),
                ..
            } => Some(num),
            Step::Compare { .. } | Step::Text(_) => None,
        }
    }

    fn anchor_mut(&mut self, k: usize) -> Option<&mut Num> {
        match self.steps.get_mut(k).map(|(_, step)| step)? {
            Step::Equals { result, .. } => Some(result),
            Step::Value { value, .. } => Some(value),
            Step::Compare {
                left: Expr::Num(num),
                ..
            } => Some(num),
            Step::Compare { .. } | Step::Text(_) => None,
        }
    }

    /// The value of `form` from the printed numbers, except `exact`,
    /// taken at its model value.
    fn eval_printed(&self, form: &Expr, exact: Option<Leaf<'_>>) -> f64 {
        form.eval(&|leaf| {
            let is_exact = match (leaf, exact) {
                (Leaf::Own(a), Some(Leaf::Own(b))) => std::ptr::eq(a, b),
                (Leaf::Ref(a), Some(Leaf::Ref(b))) => a == b,
                _ => false,
            };
            let num = match leaf {
                Leaf::Own(num) => Some(num),
                Leaf::Ref(k) => self.anchor(k),
            };
            num.map_or(
                f64::NAN,
                |num| {
                    if is_exact { num.value } else { num.printed() }
                },
            )
        })
    }

    /// The first form that misses its result by more than a quarter of
    /// a unit of the result's last digit, skipping those given up on.
    fn unfit(&self, given_up: &[Unfit]) -> Option<Unfit> {
        self.steps.iter().enumerate().find_map(|(s, (_, step))| {
            let Step::Equals { forms, result, .. } = step else {
                return None;
            };
            forms.iter().enumerate().find_map(|(f, form)| {
                let miss = (self.eval_printed(form, None) - result.value).abs();
                let fits = miss <= result.half_unit() / 2.0;
                (!fits && !given_up.contains(&(s, f))).then_some((s, f))
            })
        })
    }

    /// The number of `form` whose rounding costs the most, if any can
    /// take more decimals: its index among the form's own numbers, or
    /// the step it refers to.
    fn worst_number(&self, form: &Expr) -> Option<Result<usize, usize>> {
        let printed = self.eval_printed(form, None);
        let cost = |exact: Leaf<'_>| (self.eval_printed(form, Some(exact)) - printed).abs();
        let mut own = Vec::new();
        form.leaves(&mut own);
        let mut refs = Vec::new();
        form.refs(&mut refs);
        let owns = own
            .iter()
            .enumerate()
            .filter(|(_, num)| num.refinable())
            .map(|(k, num)| (cost(Leaf::Own(num)), Ok(k)));
        let referred = refs
            .iter()
            .filter(|&&k| self.anchor(k).is_some_and(Num::refinable))
            .map(|&k| (cost(Leaf::Ref(k)), Err(k)));
        owns.chain(referred)
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, which)| which)
    }

    /// Gives numbers more decimals, the costliest first, until every
    /// substitution computed from its printed numbers lands within a
    /// quarter of a unit of its result's last digit, or no number can
    /// take more.
    pub(super) fn fit(&mut self) {
        let mut given_up = Vec::new();
        for _ in 0..512 {
            let Some((s, f)) = self.unfit(&given_up) else {
                return;
            };
            let Some((_, Step::Equals { forms, .. })) = self.steps.get(s) else {
                return;
            };
            match forms.get(f).and_then(|form| self.worst_number(form)) {
                Some(Ok(mut k)) => {
                    if let Some((_, Step::Equals { forms, .. })) = self.steps.get_mut(s)
                        && let Some(num) = forms.get_mut(f).and_then(|e| e.leaf_mut(&mut k))
                    {
                        num.decimals += 1;
                    }
                }
                Some(Err(k)) => {
                    if let Some(num) = self.anchor_mut(k) {
                        num.decimals += 1;
                    }
                }
                None => given_up.push((s, f)),
            }
        }
    }

    /// The line as text.
    pub(super) fn render(&self, i18n: &I18n) -> String {
        let mut text = String::new();
        for (k, (joint, step)) in self.steps.iter().enumerate() {
            if k > 0 {
                text.push_str(joint.text(i18n));
            }
            match step {
                Step::Equals {
                    label,
                    forms,
                    result,
                } => {
                    text.push_str(label);
                    for form in forms {
                        text.push_str(&form.render(self, i18n));
                        text.push_str(" = ");
                    }
                    text.push_str(&result.text(i18n, false));
                }
                Step::Value { label, value } => {
                    text.push_str(label);
                    text.push_str(&value.text(i18n, false));
                }
                Step::Compare {
                    left_label,
                    left,
                    order,
                    right_label,
                    right,
                } => {
                    if *joint != Joint::Same {
                        text.push_str(left_label);
                        text.push_str(&left.render(self, i18n));
                    }
                    text.push_str(order.symbol());
                    text.push_str(right_label);
                    text.push_str(&right.render(self, i18n));
                }
                Step::Text(words) => text.push_str(words),
            }
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(value: f64, decimals: usize) -> Expr {
        Num::new(value, decimals, Unit::Plain).into()
    }

    fn exact(value: f64) -> Expr {
        Num::exact(value, 0, Unit::Plain).into()
    }

    fn exact_d(value: f64, decimals: usize) -> Expr {
        Num::exact(value, decimals, Unit::Plain).into()
    }

    #[test]
    fn parentheses_follow_precedence() {
        let i18n = I18n::new(Language::En);
        let line = Line::default();
        let e = exact(1.0) - (exact(2.0) - exact(3.0)) * exact(4.0) / (exact(5.0) * exact(6.0));
        assert_eq!(e.render(&line, &i18n), "1 − (2 − 3) × 4 / (5 × 6)");
        let e = call(Func::Exp, [-(exact(7.0) * exact(2.0))]);
        assert_eq!(e.render(&line, &i18n), "e^(−7 × 2)");
        let e = -(exact(7.0) - exact(2.0));
        assert_eq!(e.render(&line, &i18n), "−(7 − 2)");
        assert_eq!(
            call(Func::Ln, [exact(100.0)]).render(&line, &i18n),
            "ln 100"
        );
    }

    #[test]
    fn a_badly_conditioned_substitution_gets_the_digits_it_needs() {
        let s = 0.074_230_123_456_f64;
        let lambda = 2_152.251_234_5_f64;
        let drain = 160.0 / s - lambda;
        let mut line = Line::default();
        line.and(Step::Equals {
            label: "N/S − λ = ".into(),
            forms: vec![exact(160.0) / plain(s, 4) - plain(lambda, 0)],
            result: Num::new(drain, 2, Unit::Plain),
        });
        line.fit();
        let text = line.render(&I18n::new(Language::En));
        assert_eq!(text.matches('=').count(), 2, "{text}");
        let Some(Step::Equals { forms, result, .. }) = line.steps().next() else {
            panic!("one step");
        };
        let miss = (line.eval_printed(&forms[0], None) - result.printed()).abs();
        assert!(miss <= 1.5 * result.half_unit(), "{text}");
        assert!(text.starts_with("N/S − λ = 160 / 0.074230"), "{text}");
    }

    #[test]
    fn a_wrong_formula_cannot_be_fitted() {
        // The database load without the warm-up job's 600 queries/s.
        let mut line = Line::default();
        line.and(Step::Equals {
            label: "DB = ".into(),
            forms: vec![plain(1268.0, 0) * exact(2.0) * (exact(1.0) - plain(0.721, 3))],
            result: Num::new(1268.0 * 2.0 * 0.279 + 600.0, 0, Unit::Plain),
        });
        line.fit();
        let Some(Step::Equals { forms, result, .. }) = line.steps().next() else {
            panic!("one step");
        };
        let miss = (line.eval_printed(&forms[0], None) - result.printed()).abs();
        assert!(miss > 500.0, "{}", line.render(&I18n::new(Language::En)));
    }

    #[test]
    fn a_ceiling_gets_the_digits_that_decide_it() {
        // 8 × 0.75012 / 0.6 = 10.0016: the ceiling is 11, which 0.750 hides.
        let wanted = 8.0 * 0.750_12 / 0.6;
        let mut line = Line::default();
        line.and(Step::Equals {
            label: String::new(),
            forms: vec![call(
                Func::Ceil,
                [exact(8.0) * plain(0.750_12, 3) / exact_d(0.6, 1)],
            )],
            result: Num::exact(11.0, 0, Unit::Plain),
        });
        line.fit();
        let text = line.render(&I18n::new(Language::En));
        assert_eq!(text, "⌈8 × 0.7501 / 0.6⌉ = 11", "{wanted}");
    }
}
