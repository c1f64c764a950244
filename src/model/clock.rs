//! The time of day as text.

/// `HH:MM` of a clock in minutes after midnight (wrapping at 24 h).
pub fn clock_text(clock_minutes: u32) -> String {
    let m = clock_minutes % (24 * 60);
    format!("{:02}:{:02}", m / 60, m % 60)
}
