//! Chart helpers: plot series built as data, one time axis shared by every
//! on-call chart, event markers.

use egui::{Color32, Id};
use egui_plot::{
    HoverPosition, Legend, Line, LineStyle, Plot, PlotPoint, PlotPoints, PlotUi, Text, VLine,
};

use crate::cli::oncall::clock_text;
use crate::model::oncall::MinuteRow;

/// A series of `(minute, value)` points from the rows.
pub fn series(rows: &[MinuteRow], value: impl Fn(&MinuteRow) -> f64) -> Vec<[f64; 2]> {
    rows.iter()
        .map(|r| [f64::from(r.minute), value(r)])
        .filter(|p| p[1].is_finite())
        .collect()
}

/// A solid line.
pub fn line(name: &str, points: Vec<[f64; 2]>, color: Color32) -> Line<'static> {
    Line::new(name.to_owned(), PlotPoints::from(points))
        .color(color)
        .width(2.0)
}

/// A saved run's series, drawn faint and dashed behind the live one.
pub fn ghost_line(name: &str, points: Vec<[f64; 2]>) -> Line<'static> {
    Line::new(name.to_owned(), PlotPoints::from(points))
        .color(Color32::from_gray(150).gamma_multiply(0.7))
        .style(LineStyle::dashed_dense())
        .width(1.5)
}

/// A dashed horizontal reference line across the rows' time span.
pub fn threshold(name: &str, rows: &[MinuteRow], y: f64, color: Color32) -> Line<'static> {
    let last = rows.last().map_or(1.0, |r| f64::from(r.minute.max(1)));
    Line::new(name.to_owned(), PlotPoints::from(vec![[0.0, y], [last, y]]))
        .color(color)
        .style(LineStyle::dashed_loose())
        .width(1.5)
}

/// A labelled vertical marker (an event or a decision).
pub fn marker(label: &str, minute: u32, color: Color32) -> VLine {
    VLine::new(label.to_owned(), f64::from(minute))
        .color(color)
        .style(LineStyle::dotted_dense())
        .width(1.0)
}

/// A plot on the shared time axis: minutes on x, shown as the clock.
pub fn time_plot(id: &str, group: Id, start_clock_minutes: u32, height: f32) -> Plot<'static> {
    Plot::new(id.to_owned())
        .height(height)
        .legend(Legend::default())
        .link_axis(group, [true, false])
        .link_cursor(group, [true, false])
        .allow_scroll(false)
        .x_axis_formatter(move |mark, _range| {
            let minute = mark.value;
            if minute < 0.0 {
                String::new()
            } else {
                clock_text(start_clock_minutes + minute.round() as u32)
            }
        })
        .label_formatter(move |hover| {
            let (name, point) = match *hover {
                HoverPosition::NearDataPoint {
                    plot_name,
                    position,
                    ..
                } => (plot_name, position),
                HoverPosition::Elsewhere { position } => ("", position),
            };
            let time = clock_text(start_clock_minutes + point.x.max(0.0).round() as u32);
            Some(if name.is_empty() {
                format!("{time}\n{:.3}", point.y)
            } else {
                format!("{name}\n{time}\n{:.3}", point.y)
            })
        })
}

/// Adds every marker to a plot: a dotted vertical line (kept out of the
/// legend) with its label written at the top of the plot.
pub fn add_markers(plot_ui: &mut PlotUi<'_>, markers: &[(String, u32, Color32)]) {
    let bounds = plot_ui.plot_bounds();
    let (top, span) = (bounds.max()[1], bounds.height());
    for (k, (label, minute, color)) in markers.iter().enumerate() {
        plot_ui.vline(marker("", *minute, *color));
        // Staggered down the plot so that neighbouring labels do not overlap.
        let y = top - span * 0.09 * (k % 4) as f64;
        let text = egui::RichText::new(label.as_str()).small().color(*color);
        plot_ui.text(
            Text::new("", PlotPoint::new(f64::from(*minute), y), text)
                .anchor(egui::Align2::LEFT_TOP),
        );
    }
}
