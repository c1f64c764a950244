//! Beyond the seed: the Site Reliability Workbook's other two burn-rate
//! alerts (ch. 5, "Alerting on SLOs", its table of recommended alerts)
//! beside the seed's page (14.4 × over 1 h and 5 min), computed as their
//! own alerts and never changing the seed's:
//!
//! ```text
//! burn(w)   = mean error rate over the last w minutes / 0.1 %     [2]
//! page 6 h  = burn(6 h) ≥ 6 and burn(30 min) ≥ 6                   (5 % of the budget in 6 h)
//! ticket    = burn(3 d) ≥ 1 and burn(6 h) ≥ 1                      (10 % of the budget in 3 days)
//! ```
//!
//! The windows are treated as the seed's 1 h window is: they start filled
//! with the opening minute's error rate (minute 0), so a run younger than
//! a window reads the opening minute for the minutes before it started.
//! Minute by minute the sums slide (the minute leaving the window out, the
//! new one in) and are summed afresh once per window length, so rounding
//! cannot build up; the same minutes give the same sums, bit for bit.

use super::constants::{
    ERROR_BUDGET, SLOW_PAGE_BURN_RATE, SLOW_PAGE_LONG_WINDOW_MINUTES,
    SLOW_PAGE_SHORT_WINDOW_MINUTES, TICKET_BURN_RATE, TICKET_LONG_WINDOW_MINUTES,
    TICKET_SHORT_WINDOW_MINUTES,
};

/// The windows kept, minutes, shortest first: 30 min, 6 h, 3 days.
const WINDOWS: [usize; 3] = [
    SLOW_PAGE_SHORT_WINDOW_MINUTES,
    SLOW_PAGE_LONG_WINDOW_MINUTES,
    TICKET_LONG_WINDOW_MINUTES,
];

// The ticket's short window is the second page's long one: one sum serves both.
const _: () = assert!(TICKET_SHORT_WINDOW_MINUTES == SLOW_PAGE_LONG_WINDOW_MINUTES);

/// The burn rates over the windows beyond the seed's, and the two alerts.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct AlertBurns {
    /// Burn rate over the last 30 minutes.
    pub burn_rate_30m: f64,
    /// Burn rate over the last 6 hours.
    pub burn_rate_6h: f64,
    /// Burn rate over the last 3 days.
    pub burn_rate_3d: f64,
}

impl AlertBurns {
    /// The second page: burn ≥ 6 over 6 h and over 30 min [2].
    pub fn paging_6h(&self) -> bool {
        self.burn_rate_6h >= SLOW_PAGE_BURN_RATE && self.burn_rate_30m >= SLOW_PAGE_BURN_RATE
    }

    /// The ticket: burn ≥ 1 over 3 days and over 6 h [2].
    pub fn ticket(&self) -> bool {
        self.burn_rate_3d >= TICKET_BURN_RATE && self.burn_rate_6h >= TICKET_BURN_RATE
    }
}

/// The error rates of the last three days and their sums over each window.
#[derive(Debug, Clone, PartialEq)]
pub struct AlertWindows {
    /// Error rate of each of the last 3 days' minutes, at `minute % 4 320`.
    history: Vec<f64>,
    /// The sum of the last `WINDOWS[k]` minutes' error rates.
    sums: [f64; 3],
}

impl AlertWindows {
    /// Every window filled with the opening minute's error rate.
    pub fn new(opening_error_rate: f64) -> Self {
        let history = vec![opening_error_rate; TICKET_LONG_WINDOW_MINUTES];
        let sums = WINDOWS.map(|w| sum_last(&history, 0, w));
        Self { history, sums }
    }

    /// Minute `minute` (1 and after, in order) had `error_rate`.
    pub fn push(&mut self, minute: u32, error_rate: f64) {
        let ring = TICKET_LONG_WINDOW_MINUTES;
        let now = minute as usize % ring;
        for (sum, w) in self.sums.iter_mut().zip(WINDOWS) {
            // The minute leaving the window (for the longest, the slot
            // about to be overwritten).
            let old = self.history[(now + ring - w) % ring];
            // Error rates are never negative; rounding could make the sum so.
            *sum = (*sum + (error_rate - old)).max(0.0);
        }
        self.history[now] = error_rate;
        for (sum, w) in self.sums.iter_mut().zip(WINDOWS) {
            // Once per window length, sum afresh.
            if (minute as usize).is_multiple_of(w) {
                *sum = sum_last(&self.history, now, w);
            }
        }
    }

    /// The burn rates now: each window's mean error rate over the budget.
    pub fn burns(&self) -> AlertBurns {
        let burn = |k: usize| self.sums[k] / WINDOWS[k] as f64 / ERROR_BUDGET;
        AlertBurns {
            burn_rate_30m: burn(0),
            burn_rate_6h: burn(1),
            burn_rate_3d: burn(2),
        }
    }
}

/// The sum of the `w` minutes up to and including slot `now` of the ring.
fn sum_last(history: &[f64], now: usize, w: usize) -> f64 {
    let ring = history.len();
    (0..w).map(|back| history[(now + ring - back) % ring]).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain definition: the mean of the last `w` minutes, the
    /// opening minute (`rates[0]`) standing for the minutes before the run.
    fn mean_of_last(rates: &[f64], w: usize) -> f64 {
        let opening = rates[0];
        let now = rates.len() - 1;
        (0..w)
            .map(|back| now.checked_sub(back).map_or(opening, |m| rates[m]))
            .sum::<f64>()
            / w as f64
    }

    #[test]
    fn the_windows_are_the_means_of_their_minutes() {
        // Four days of a rate that steps up and down, to pass every window's
        // length and the ring's.
        let mut rates = vec![0.0005];
        for minute in 1..=(4 * 24 * 60) {
            let rate = match minute % 500 {
                0..=99 => 0.0125,
                100..=349 => 0.0,
                _ => 0.003,
            };
            rates.push(rate);
        }
        let mut windows = AlertWindows::new(rates[0]);
        for (minute, &rate) in rates.iter().enumerate().skip(1) {
            windows.push(minute as u32, rate);
            let burns = windows.burns();
            let seen = &rates[..=minute];
            for (burn, w) in [
                (burns.burn_rate_30m, 30),
                (burns.burn_rate_6h, 360),
                (burns.burn_rate_3d, 4320),
            ] {
                let expected = mean_of_last(seen, w) / ERROR_BUDGET;
                assert!(
                    (burn - expected).abs() <= 1e-9 * expected.max(1.0),
                    "minute {minute}, window {w}: {burn} vs {expected}"
                );
                assert!(burn.is_finite() && burn >= 0.0);
            }
        }
    }

    #[test]
    fn the_alerts_need_both_windows() {
        let burns = |burn_rate_30m, burn_rate_6h, burn_rate_3d| AlertBurns {
            burn_rate_30m,
            burn_rate_6h,
            burn_rate_3d,
        };
        assert!(burns(6.0, 6.0, 0.0).paging_6h());
        assert!(!burns(5.9, 12.0, 0.0).paging_6h());
        assert!(!burns(12.0, 5.9, 0.0).paging_6h());
        assert!(burns(0.0, 1.0, 1.0).ticket());
        assert!(!burns(0.0, 0.9, 3.0).ticket());
        assert!(!burns(0.0, 3.0, 0.9).ticket());
    }

    #[test]
    fn a_run_younger_than_a_window_reads_the_opening_minute() {
        let mut windows = AlertWindows::new(0.0);
        for minute in 1..=180 {
            windows.push(minute, 0.0125);
        }
        let burns = windows.burns();
        // 180 minutes at 12.5 × and 180 opening minutes at 0 in 6 h.
        assert!((burns.burn_rate_6h - 6.25).abs() < 1e-9, "{burns:?}");
        assert!((burns.burn_rate_30m - 12.5).abs() < 1e-9, "{burns:?}");
        assert!((burns.burn_rate_3d - 12.5 * 180.0 / 4320.0).abs() < 1e-9);
        assert!(burns.paging_6h() && !burns.ticket());
    }
}
