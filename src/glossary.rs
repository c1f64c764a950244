//! The glossary: the terms a learner meets, each with a stable kebab-case
//! id, a name and a definition of at most two lines, and the relation of the
//! model reference that explains it, where there is one.
//!
//! The texts are Fluent messages of `locales/*/glossary.ftl`: the name is
//! `glossary-<id>`, the definition `glossary-<id>-definition`. The
//! definitions say what the model computes (the relations of
//! `locales/en/reference.ftl` and their sources), not a general textbook.
//!
//! One table for one thing: [`Term`] is read by the reference's glossary
//! section; the term a control or a metric explains is in its row of the
//! panels' tables (`CONTROL_SPECS`, `METRIC_SPECS`).

use crate::app::RefAnchor;
use crate::i18n::I18n;

/// A term of the glossary, in the order the glossary lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Term {
    /// The share of the workers that are busy.
    Utilization,
    /// L = λW.
    LittlesLaw,
    /// The probability of waiting in M/M/N.
    ErlangC,
    /// The wait for a free worker.
    QueueingDelay,
    /// The 99th percentile of the response time.
    P99,
    /// The client's 2 s limit.
    Timeout,
    /// The share of failed requests.
    ErrorRate,
    /// The share of requests the cache answers.
    CacheHitRate,
    /// How long a cached answer is kept.
    Ttl,
    /// How old a cached answer is.
    Staleness,
    /// The database's load over its capacity.
    DatabaseUtilization,
    /// The service level objective.
    Slo,
    /// The errors the SLO allows.
    ErrorBudget,
    /// How fast the budget is spent.
    BurnRate,
    /// The 14.4× rule on 1 h and 5 min.
    MultiWindowPage,
    /// Target tracking.
    Autoscaling,
    /// Minutes from launch to serving.
    BootDelay,
    /// Back to the last good build.
    Rollback,
    /// Rejecting low-priority traffic on purpose.
    LoadShedding,
    /// The heavy feature off.
    GracefulDegradation,
    /// The queue the model assumes.
    Mmn,
    /// M/M/N with abandonment.
    MmnD,
    /// Retries feeding the overload.
    RetryStorm,
    /// The tier that saturates first.
    Bottleneck,
    /// Spare capacity.
    Headroom,
}

impl Term {
    /// Every term, in the order the glossary lists them: the queue, the
    /// cache and the database, the SLO, the remedies, the queueing models,
    /// the path.
    pub const ALL: [Self; 25] = [
        Self::Utilization,
        Self::LittlesLaw,
        Self::ErlangC,
        Self::QueueingDelay,
        Self::P99,
        Self::Timeout,
        Self::ErrorRate,
        Self::CacheHitRate,
        Self::Ttl,
        Self::Staleness,
        Self::DatabaseUtilization,
        Self::Slo,
        Self::ErrorBudget,
        Self::BurnRate,
        Self::MultiWindowPage,
        Self::Autoscaling,
        Self::BootDelay,
        Self::Rollback,
        Self::LoadShedding,
        Self::GracefulDegradation,
        Self::Mmn,
        Self::MmnD,
        Self::RetryStorm,
        Self::Bottleneck,
        Self::Headroom,
    ];

    /// The term's stable id, kebab-case (`burn-rate`): the suffix of its
    /// Fluent ids.
    pub fn id(self) -> &'static str {
        match self {
            Self::Utilization => "utilization",
            Self::LittlesLaw => "littles-law",
            Self::ErlangC => "erlang-c",
            Self::QueueingDelay => "queueing-delay",
            Self::P99 => "p99",
            Self::Timeout => "timeout",
            Self::ErrorRate => "error-rate",
            Self::CacheHitRate => "cache-hit-rate",
            Self::Ttl => "ttl",
            Self::Staleness => "staleness",
            Self::DatabaseUtilization => "database-utilization",
            Self::Slo => "slo",
            Self::ErrorBudget => "error-budget",
            Self::BurnRate => "burn-rate",
            Self::MultiWindowPage => "multi-window-page",
            Self::Autoscaling => "autoscaling",
            Self::BootDelay => "boot-delay",
            Self::Rollback => "rollback",
            Self::LoadShedding => "load-shedding",
            Self::GracefulDegradation => "graceful-degradation",
            Self::Mmn => "mmn",
            Self::MmnD => "mmn-d",
            Self::RetryStorm => "retry-storm",
            Self::Bottleneck => "bottleneck",
            Self::Headroom => "headroom",
        }
    }

    /// The term of a stable id, `None` if no term has it.
    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|term| term.id() == id)
    }

    /// The relation of the model reference that explains the term; `None`
    /// for the terms of the architecture path, which has no relation to
    /// scroll to.
    pub fn anchor(self) -> Option<RefAnchor> {
        Some(match self {
            Self::Utilization | Self::LittlesLaw => RefAnchor::Utilization,
            Self::ErlangC | Self::Mmn => RefAnchor::ErlangC,
            Self::QueueingDelay | Self::Timeout | Self::ErrorRate => RefAnchor::Timeouts,
            Self::P99 => RefAnchor::P99,
            Self::CacheHitRate | Self::Ttl | Self::Staleness => RefAnchor::Cache,
            Self::DatabaseUtilization => RefAnchor::Database,
            Self::Slo | Self::ErrorBudget | Self::BurnRate | Self::MultiWindowPage => {
                RefAnchor::Slo
            }
            Self::Autoscaling | Self::BootDelay | Self::Headroom => RefAnchor::Autoscaling,
            Self::Rollback => RefAnchor::BadBuild,
            Self::LoadShedding => RefAnchor::Shedding,
            Self::GracefulDegradation => RefAnchor::Constants,
            Self::MmnD => RefAnchor::Abandonment,
            Self::RetryStorm | Self::Bottleneck => return None,
        })
    }

    /// The Fluent id of the term's name (`glossary-burn-rate`).
    pub fn name_id(self) -> String {
        format!("glossary-{}", self.id())
    }

    /// The Fluent id of the term's definition
    /// (`glossary-burn-rate-definition`).
    pub fn definition_id(self) -> String {
        format!("glossary-{}-definition", self.id())
    }

    /// The term's name in the current language.
    pub fn name(self, i18n: &I18n) -> String {
        i18n.tr(&self.name_id())
    }

    /// The term's definition in the current language.
    pub fn definition(self, i18n: &I18n) -> String {
        i18n.tr(&self.definition_id())
    }

    /// The name and the definition, for a hover text: `Burn rate — How
    /// fast errors spend …`.
    pub fn hover_text(self, i18n: &I18n) -> String {
        format!("{} — {}", self.name(i18n), self.definition(i18n))
    }
}

/// The most characters a definition may have: two lines of the reference
/// at a laptop's width.
pub const MAX_DEFINITION_CHARS: usize = 240;

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::i18n::Language;

    #[test]
    fn every_term_has_a_name_and_a_short_definition_in_every_language() {
        let i18n = I18n::new(Language::En);
        for language in Language::ALL {
            let mut names = HashSet::new();
            for term in Term::ALL {
                let name = i18n
                    .tr_exact(language, &term.name_id(), &[])
                    .unwrap_or_else(|e| panic!("{term:?}: {e}"));
                let definition = i18n
                    .tr_exact(language, &term.definition_id(), &[])
                    .unwrap_or_else(|e| panic!("{term:?}: {e}"));
                let code = language.code();
                assert!(!name.trim().is_empty(), "{term:?} has no name in {code}");
                assert!(
                    definition.trim().chars().count() >= 40,
                    "{term:?}'s definition is too short in {code}: {definition}"
                );
                let chars = definition.chars().count();
                assert!(
                    chars <= MAX_DEFINITION_CHARS,
                    "{term:?}'s definition has {chars} characters in {code}: {definition}"
                );
                assert_ne!(name, definition, "{term:?} in {code}");
                assert!(
                    names.insert(name.clone()),
                    "two terms named {name} in {code}"
                );
            }
        }
    }

    #[test]
    fn the_languages_write_their_own_numbers() {
        // The burn rate's definition names 0.1 % and 14.4 ×.
        for (language, budget, page) in [
            (Language::En, "0.1 %", "14.4 ×"),
            (Language::Fr, "0,1 %", "14,4 ×"),
            (Language::Gl, "0,1 %", "14,4 ×"),
        ] {
            let i18n = I18n::new(language);
            let text = Term::BurnRate.definition(&i18n);
            assert!(text.contains(budget) && text.contains(page), "{text}");
            if language != Language::En {
                for term in Term::ALL {
                    let text = term.definition(&i18n);
                    let english = text
                        .as_bytes()
                        .windows(3)
                        .any(|w| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_digit());
                    assert!(!english, "{term:?}: a decimal point in {text}");
                }
            }
        }
    }

    #[test]
    fn ids_are_stable_unique_and_kebab_case() {
        let mut seen = HashSet::new();
        for term in Term::ALL {
            let id = term.id();
            assert!(seen.insert(id), "{id} twice");
            assert!(
                id.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                    && !id.starts_with('-')
                    && !id.ends_with('-'),
                "{id} is not kebab-case"
            );
            assert_eq!(Term::from_id(id), Some(term));
        }
        assert_eq!(Term::from_id("no-such-term"), None);
        assert_eq!(Term::BurnRate.name_id(), "glossary-burn-rate");
        assert_eq!(
            Term::MultiWindowPage.definition_id(),
            "glossary-multi-window-page-definition"
        );
    }
}
