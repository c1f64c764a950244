//! The incident timeline: one entry per event and decision, with the
//! consequences found again here in the trace, and its text in the three
//! languages.

use sre_sim::debrief::{Effect, TimelineEntry, entry_text, incident_timeline};
use sre_sim::i18n::{I18n, Language};
use sre_sim::model::clock_text;
use sre_sim::model::oncall::constants::PAGE_BURN_RATE;
use sre_sim::model::oncall::{Command, EventKind, RunSpec, Scenario, Sim, TimedCommand, Trace};

fn run(scenario: Scenario, seed: u32, timeline: &[TimedCommand]) -> Trace {
    Sim::run(RunSpec::new(scenario, seed), timeline, 180).expect("valid timeline")
}

fn entry(entries: &[TimelineEntry], kind: EventKind) -> &TimelineEntry {
    entries
        .iter()
        .find(|e| e.kind == kind)
        .unwrap_or_else(|| panic!("no {kind:?} in {entries:#?}"))
}

fn effect_minute(entry: &TimelineEntry, wanted: fn(&Effect) -> bool) -> u32 {
    entry
        .consequences
        .iter()
        .find(|c| wanted(&c.effect))
        .unwrap_or_else(|| panic!("no such effect in {entry:#?}"))
        .minute
}

#[test]
fn one_entry_per_event_in_order_with_its_clock() {
    let timeline = [
        TimedCommand::at(31, Command::Rollback),
        TimedCommand::at(40, Command::SetMinInstances(12)),
    ];
    let trace = run(Scenario::BadDeploy, 1, &timeline);
    let entries = incident_timeline(&trace);
    assert_eq!(entries.len(), trace.events.len());
    for (entry, event) in entries.iter().zip(&trace.events) {
        assert_eq!((entry.minute, entry.kind), (event.minute, event.kind));
        assert_eq!(entry.clock_minutes, 9 * 60 + entry.minute);
        for consequence in &entry.consequences {
            assert!(consequence.minute >= entry.minute, "{entry:?}");
            assert_eq!(consequence.clock_minutes, 9 * 60 + consequence.minute);
        }
        let minutes: Vec<u32> = entry.consequences.iter().map(|c| c.minute).collect();
        assert!(minutes.is_sorted(), "{entry:?}");
    }
}

#[test]
fn a_rollback_shows_the_switch_and_the_burn_coming_back() {
    let timeline = [TimedCommand::at(31, Command::Rollback)];
    let trace = run(Scenario::BadDeploy, 1, &timeline);
    let entries = incident_timeline(&trace);
    let rollback = entry(&entries, EventKind::Command(Command::Rollback));

    // Found again in the rows: the first minute without bad-build traffic,
    // and the first after the rollback with the 1 h burn under 14.4×.
    let gone = trace
        .rows
        .iter()
        .find(|r| r.minute > 31 && r.bad_build_traffic == 0.0)
        .expect("the switch");
    let under = trace
        .rows
        .iter()
        .find(|r| r.minute > 31 && r.burn_rate_1h < PAGE_BURN_RATE)
        .expect("the burn comes back");
    assert_eq!(gone.minute, 36, "5 minutes of preparation");
    assert_eq!(
        effect_minute(rollback, |e| *e == Effect::BadBuildTrafficGone),
        gone.minute
    );
    assert_eq!(
        effect_minute(rollback, |e| *e == Effect::BurnUnderPage),
        under.minute
    );

    let i18n = I18n::new(Language::En);
    assert_eq!(
        entry_text(&i18n, rollback),
        format!(
            "09:31 Rollback pressed → bad-build traffic 0 % at 09:36, burn rate (1 h) back under 14.4× at {}",
            clock_text(under.clock_minutes)
        )
    );
    let fr = I18n::new(Language::Fr);
    assert_eq!(
        entry_text(&fr, rollback),
        format!(
            "09:31 Retour arrière demandé → trafic sur la mauvaise version à 0 % à 09:36, taux de consommation (1 h) repassé sous 14,4× à {}",
            clock_text(under.clock_minutes)
        )
    );
    let gl = I18n::new(Language::Gl);
    assert_eq!(
        entry_text(&gl, rollback),
        format!(
            "09:31 Reversión solicitada → tráfico na versión defectuosa ao 0 % ás 09:36, taxa de consumo (1 h) de novo por baixo de 14,4× ás {}",
            clock_text(under.clock_minutes)
        )
    );
}

#[test]
fn the_page_entry_tells_how_long_and_what_it_cost() {
    let trace = run(
        Scenario::BadDeploy,
        2,
        &[TimedCommand::at(40, Command::Rollback)],
    );
    let entries = incident_timeline(&trace);
    let page = entry(&entries, EventKind::PageStart);
    let end = trace
        .events
        .iter()
        .find(|e| e.kind == EventKind::PageEnd)
        .expect("the page resolves");
    assert_eq!(
        effect_minute(page, |e| *e == Effect::PageResolved),
        end.minute
    );
    let spent = page
        .consequences
        .iter()
        .find_map(|c| match c.effect {
            Effect::BudgetSpent(share) => Some(share),
            _ => None,
        })
        .expect("budget spent");
    let rows = &trace.rows;
    let expected = rows[page.minute as usize - 1].budget_remaining
        - rows[end.minute as usize].budget_remaining;
    assert!((spent - expected).abs() < 1e-15);

    // Without a rollback the page is still firing at the end.
    let trace = run(Scenario::BadDeploy, 2, &[]);
    let entries = incident_timeline(&trace);
    let page = entry(&entries, EventKind::PageStart);
    assert_eq!(effect_minute(page, |e| *e == Effect::StillPagingAtEnd), 180);
}

#[test]
fn scenario_events_carry_their_symptoms() {
    let trace = run(Scenario::Surge, 2, &[]);
    let entries = incident_timeline(&trace);
    let surge = entry(&entries, EventKind::SurgeStart);
    let peak = trace
        .rows
        .iter()
        .max_by(|a, b| a.requests_per_sec.total_cmp(&b.requests_per_sec))
        .expect("rows");
    assert!(surge.consequences.iter().any(
        |c| c.minute == peak.minute && c.effect == Effect::RequestsPeak(peak.requests_per_sec)
    ));
    let saturated = trace
        .rows
        .iter()
        .find(|r| r.out.saturation_rate > 0.0)
        .expect("do nothing saturates");
    assert_eq!(
        effect_minute(surge, |e| *e == Effect::FleetSaturated),
        saturated.minute
    );

    let trace = run(
        Scenario::CacheFlush,
        2,
        &[
            TimedCommand::at(60, Command::SetHeavyFeature(false)),
            TimedCommand::at(61, Command::StartWarmUp),
        ],
    );
    let entries = incident_timeline(&trace);
    let flush = entry(&entries, EventKind::CacheFlush);
    assert!(
        flush
            .consequences
            .iter()
            .any(|c| c.minute == 60 && c.effect == Effect::CacheHitRate(0.0))
    );
    let feature = entry(
        &entries,
        EventKind::Command(Command::SetHeavyFeature(false)),
    );
    assert_eq!(
        feature.consequences[0].effect,
        Effect::DbUtilization(trace.rows[61].db_utilization())
    );
    let warm_up = entry(&entries, EventKind::Command(Command::StartWarmUp));
    let done = effect_minute(warm_up, |e| *e == Effect::WarmUpDone);
    assert_eq!(done, 61 + 6);
    let i18n = I18n::new(Language::En);
    let text = entry_text(&i18n, warm_up);
    assert!(
        text.starts_with("12:01 Cache warm-up job started → database at "),
        "{text}"
    );
    assert!(text.contains("warm-up finished at 12:07"), "{text}");
}

#[test]
fn every_entry_reads_in_every_language() {
    let timeline = [
        TimedCommand::at(5, Command::SetAutoscaling(false)),
        TimedCommand::at(6, Command::SetTargetUtilization(0.5)),
        TimedCommand::at(7, Command::SetCacheTtl(120.0)),
        TimedCommand::at(8, Command::SetAutoscaling(true)),
        TimedCommand::at(60, Command::SetShedShare(1.0)),
        TimedCommand::at(60, Command::SetHeavyFeature(false)),
        TimedCommand::at(62, Command::StartWarmUp),
        TimedCommand::at(80, Command::SetHeavyFeature(true)),
        TimedCommand::at(80, Command::SetMinInstances(1)),
        TimedCommand::at(81, Command::SetMinInstances(20)),
        TimedCommand::at(90, Command::Rollback),
    ];
    for scenario in Scenario::ALL {
        let trace = run(scenario, 4, &timeline);
        let entries = incident_timeline(&trace);
        for language in Language::ALL {
            let i18n = I18n::new(language);
            for entry in &entries {
                let text = entry_text(&i18n, entry);
                assert!(!text.contains('{'), "{text}");
                assert!(text.starts_with(&clock_text(entry.clock_minutes)), "{text}");
            }
            assert_eq!(i18n.reported_fallbacks(), [], "{}", language.code());
        }
    }
}
