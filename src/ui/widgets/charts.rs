//! Chart helpers: plot series built as data, bounds taken from the data
//! alone, one time axis shared by every on-call chart, and event markers
//! whose labels are painted over the plot without ever moving its bounds.

use egui::{Color32, Id, Rect, Ui};
use egui_plot::{GridInput, GridMark, HoverPosition, Line, LineStyle, Plot, PlotPoints, VLine};

use crate::i18n::I18n;
use crate::model::clock_text;
use crate::model::oncall::MinuteRow;

/// How a series is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeriesStyle {
    /// The chart's main measure: a solid line.
    Solid,
    /// A second measure: a dashed line, so that it differs by more than colour.
    Dashed,
    /// A horizontal reference (a threshold): a loose dashed line.
    Threshold,
    /// An alert's threshold while the alert fires: a solid line, bolder.
    Firing,
    /// A saved run's measure behind the live one: faint and densely dashed.
    Ghost,
}

/// A chart's width in pixel columns that keeps every point of any run
/// (tests that check the data itself, not what is drawn).
pub const ALL_POINTS: usize = usize::MAX;

/// One series of a chart, as data.
#[derive(Debug, Clone)]
pub struct Series {
    /// Its name in the legend.
    pub name: String,
    /// `(minute, value)` points.
    pub points: Vec<[f64; 2]>,
    /// Its colour.
    pub color: Color32,
    /// How it is drawn.
    pub style: SeriesStyle,
}

impl Series {
    /// A series of `(minute, value)` points from the rows, non-finite values
    /// left out, as drawn `columns` pixels wide over the time axis `x`
    /// ([`decimated`]; [`ALL_POINTS`] keeps every point).
    pub fn from_rows(
        name: String,
        rows: &[MinuteRow],
        value: impl Fn(&MinuteRow) -> f64,
        (color, style): (Color32, SeriesStyle),
        (x, columns): ((f64, f64), usize),
    ) -> Self {
        let points = rows
            .iter()
            .map(|r| [f64::from(r.minute), value(r)])
            .filter(|p| p[1].is_finite());
        Self {
            name,
            points: decimated(points, rows.len(), x, columns),
            color,
            style,
        }
    }

    /// A dot on the latest point of a measure (so that minute 0, a single
    /// point, shows too); `None` for thresholds and ghosts.
    pub fn latest_point(&self, id: Id, presenter: bool) -> Option<egui_plot::Points<'static>> {
        if matches!(
            self.style,
            SeriesStyle::Threshold | SeriesStyle::Firing | SeriesStyle::Ghost
        ) {
            return None;
        }
        let last = *self.points.last()?;
        Some(
            egui_plot::Points::new(self.name.clone(), vec![last])
                .id(id.with(&self.name).with("latest"))
                .color(self.color)
                .radius(if presenter { 4.5 } else { 3.0 }),
        )
    }

    /// The `egui_plot` line that draws it.
    pub fn line(&self, id: Id, presenter: bool) -> Line<'static> {
        let (style, width) = match self.style {
            SeriesStyle::Solid => (LineStyle::Solid, 2.0),
            SeriesStyle::Dashed => (LineStyle::dashed_dense(), 2.0),
            SeriesStyle::Threshold => (LineStyle::dashed_loose(), 1.5),
            SeriesStyle::Firing => (LineStyle::Solid, 2.5),
            SeriesStyle::Ghost => (LineStyle::dashed_dense(), 1.5),
        };
        let width = if presenter { width * 1.5 } else { width };
        let color = if self.style == SeriesStyle::Ghost {
            self.color.gamma_multiply(0.7)
        } else {
            self.color
        };
        Line::new(self.name.clone(), PlotPoints::from(self.points.clone()))
            .id(id.with(&self.name))
            .color(color)
            .style(style)
            .width(width)
    }
}

/// A pixel column's first, lowest, highest and last point, each with its
/// place in the column.
type Kept = [([f64; 2], usize); 4];

/// The points of a line drawn `columns` pixels wide over `x`, at most four
/// a column: in each column its first, lowest, highest and last point, in
/// their order. The line through them covers the pixels the line through
/// every point covers, each peak and trough kept, so a week of play costs
/// a frame what a few hours do (min/max decimation, "M4": Jugel et al.,
/// "M4: a visualization-oriented time series data aggregation", VLDB 2014).
/// Points must be in x order, as a run's minutes are; no more than `len`
/// come, taken as they come (a run's rows are not copied whole first).
pub fn decimated(
    points: impl Iterator<Item = [f64; 2]>,
    len: usize,
    x: (f64, f64),
    columns: usize,
) -> Vec<[f64; 2]> {
    let columns = columns.max(1);
    let span = x.1 - x.0;
    if len <= columns.saturating_mul(4) || !(span.is_finite() && span > 0.0) {
        return points.collect();
    }
    let column = |p: [f64; 2]| {
        let at = ((p[0] - x.0) / span * columns as f64).floor();
        at.clamp(0.0, (columns - 1) as f64) as usize
    };
    let mut out = Vec::with_capacity(4 * columns);
    // The column under way: its number, and its first, lowest, highest
    // and last point with their places in the column.
    let mut group: Option<(usize, Kept)> = None;
    let flush = |out: &mut Vec<[f64; 2]>, kept: Kept| {
        let mut kept = kept;
        kept.sort_by_key(|&(_, at)| at);
        let mut last = None;
        for (point, at) in kept {
            if last != Some(at) {
                out.push(point);
                last = Some(at);
            }
        }
    };
    for p in points {
        let here = column(p);
        match &mut group {
            Some((c, [_, low, high, last])) if *c == here => {
                let at = last.1 + 1;
                if p[1] < low.0[1] {
                    *low = (p, at);
                }
                if p[1] > high.0[1] {
                    *high = (p, at);
                }
                *last = (p, at);
            }
            _ => {
                if let Some((_, kept)) = group.take() {
                    flush(&mut out, kept);
                }
                group = Some((here, [(p, 0); 4]));
            }
        }
    }
    if let Some((_, kept)) = group {
        flush(&mut out, kept);
    }
    out
}

/// The smallest and largest value of the series (`None` without points).
pub fn value_range(series: &[Series]) -> Option<(f64, f64)> {
    series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p[1]))
        .filter(|y| y.is_finite())
        .fold(None, |range, y| match range {
            None => Some((y, y)),
            Some((lo, hi)) => Some((f64::min(lo, y), f64::max(hi, y))),
        })
}

/// The fraction of the value span added above the largest value.
pub const Y_MARGIN: f64 = 0.08;

/// The y-range a chart shows: from zero (every on-call measure is a count,
/// a rate or a share, and an axis from zero shows how big a change is) or
/// from the smallest value if it is negative, to the largest value plus
/// [`Y_MARGIN`] of the span. Comes from the data and the thresholds alone.
pub fn y_bounds(series: &[Series]) -> (f64, f64) {
    let Some((lo, hi)) = value_range(series) else {
        return (0.0, 1.0);
    };
    let lo = lo.min(0.0);
    let hi = hi.max(lo);
    let span = hi - lo;
    if span <= f64::EPSILON * hi.abs().max(1.0) {
        return (lo, lo + 1.0);
    }
    (lo, hi + span * Y_MARGIN)
}

/// Room after the time axis's last minute, as a share of its span, so
/// that the last clock label is not cut at the chart's edge.
pub const X_MARGIN: f64 = 0.04;

/// The x-range of the time axis: from minute 0 to the latest minute shown,
/// at least half an hour, rounded up to a quarter of an hour (so that the
/// axis grows in steps and never shows one minute stretched across the
/// chart), plus [`X_MARGIN`].
pub fn x_bounds(last_minute: u32) -> (f64, f64) {
    let end = f64::from(last_minute.max(30).div_ceil(15) * 15);
    (0.0, end * (1.0 + X_MARGIN))
}

/// Grid marks on whole minutes, at a step of 1, 5, 10, 15, 30 minutes or
/// whole hours, wide enough apart for a clock label (about 64 points).
#[expect(
    clippy::needless_pass_by_value,
    reason = "the signature egui_plot's grid spacers have"
)]
pub fn minute_marks(input: GridInput) -> Vec<GridMark> {
    const STEPS: [f64; 13] = [
        1.0, 2.0, 5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 180.0, 360.0, 720.0, 1440.0, 2880.0,
    ];
    // `base_step_size` is the value of 8 points.
    let wanted = input.base_step_size * 8.0;
    let step = STEPS
        .iter()
        .copied()
        .find(|s| *s >= wanted)
        .unwrap_or(STEPS[STEPS.len() - 1]);
    let (lo, hi) = input.bounds;
    let first = (lo.max(0.0) / step).ceil() as u64;
    let last = (hi / step).floor().max(0.0) as u64;
    (first..=last.min(first + 200))
        .map(|k| GridMark {
            value: k as f64 * step,
            step_size: step,
        })
        .collect()
}

/// The closest two value labels may be, in points: a line of the axis's
/// text (about 13 points) and a gap. `egui_plot`'s own rule skips labels
/// closer than 20 points and fades them up to 30, which on a small chart
/// with its default 10-step grid often leaves the 0 alone.
pub const VALUE_LABEL_SPACING: f32 = 16.0;

/// The spacing of value labels the spacer aims for, in points, when the
/// chart is tall enough to keep three of them.
const VALUE_LABEL_ROOM: f32 = 40.0;

/// Grid marks on the value axis at a 1-2-5 step (…, 0.5, 1, 2, 5, 10, 20,
/// …): about [`VALUE_LABEL_ROOM`] points apart; where that leaves fewer
/// than three, the next smaller steps, down to [`VALUE_LABEL_SPACING`]
/// apart. So a chart shows at least three readable numbers whenever three
/// fit at that spacing: at least 40 points high from zero, and a little
/// more for ranges that start elsewhere.
#[expect(
    clippy::needless_pass_by_value,
    reason = "the signature egui_plot's grid spacers have"
)]
pub fn value_marks(input: GridInput) -> Vec<GridMark> {
    let (lo, hi) = input.bounds;
    // `base_step_size` is the value of egui_plot's smallest grid spacing,
    // 8 points.
    let points_per_unit = 8.0 / input.base_step_size.max(f64::MIN_POSITIVE);
    if !(lo.is_finite() && hi.is_finite() && points_per_unit.is_finite()) || hi <= lo {
        return Vec::new();
    }
    let marks = |step: f64| {
        let first = (lo / step).ceil();
        let last = (hi / step).floor();
        let count = (last - first + 1.0).clamp(0.0, 200.0) as usize;
        (0..count)
            .map(|k| GridMark {
                value: (first + k as f64) * step,
                step_size: step,
            })
            .collect::<Vec<_>>()
    };
    // The 1-2-5 step at or above `value`, or below it with `down`.
    let one_two_five = |value: f64, down: bool| {
        let decade = 10f64.powf(value.log10().floor());
        let steps = [0.5, 1.0, 2.0, 5.0, 10.0, 20.0].map(|m| m * decade);
        if down {
            steps.into_iter().rev().find(|s| *s <= value * (1.0 + 1e-9))
        } else {
            steps.into_iter().find(|s| *s >= value * (1.0 - 1e-9))
        }
        .unwrap_or(decade)
    };
    let spacing = |points: f32| f64::from(points) / points_per_unit;
    // From the roomy step down the 1-2-5 ladder until three marks fit, but
    // never closer than the labels can be read.
    let closest = one_two_five(spacing(VALUE_LABEL_SPACING), false);
    let mut step = one_two_five(spacing(VALUE_LABEL_ROOM), false);
    let mut found = marks(step);
    while found.len() < 3 {
        let smaller = one_two_five(step * (1.0 - 1e-6), true);
        if smaller < closest * (1.0 - 1e-9) || smaller >= step {
            break;
        }
        step = smaller;
        found = marks(step);
    }
    found
}

/// The value axis every chart of the window has: [`value_marks`], and
/// labels painted at full strength from [`VALUE_LABEL_SPACING`] apart.
/// Set before the axis's formatter, width or name (which change it).
pub fn value_axis(plot: Plot<'_>) -> Plot<'_> {
    let spacing = VALUE_LABEL_SPACING - 1.0..=VALUE_LABEL_SPACING;
    plot.custom_y_axes(vec![egui_plot::AxisHints::new_y().label_spacing(spacing)])
        .y_grid_spacer(value_marks)
}

/// A y-axis label: the value in the locale's format, with as many decimals
/// as the grid step needs.
fn y_label(i18n: &I18n, value: f64, step: f64) -> String {
    let decimals = if step >= 1.0 {
        0
    } else {
        (-step.log10()).ceil().clamp(0.0, 4.0) as usize
    };
    i18n.fmt_grouped(value, decimals)
}

/// A day, in minutes.
const DAY: f64 = 1440.0;

/// The clock `minute` minutes into a run that starts `start_clock_minutes`
/// after midnight: `09:27`, with its day (`day 2, 09:27`) where `day` or
/// from the run's second day on, so that a run longer than a day never
/// shows two moments as the same.
pub fn time_label(i18n: &I18n, start_clock_minutes: u32, minute: u32, day: bool) -> String {
    let clock_minutes = start_clock_minutes + minute;
    let clock = clock_text(clock_minutes);
    let day_number = clock_minutes / 1440 + 1;
    if day || day_number > 1 {
        i18n.tr_args(
            "oncall-chart-day-clock",
            &[
                ("day", fluent_bundle::FluentValue::from(day_number)),
                ("clock", fluent_bundle::FluentValue::from(clock)),
            ],
        )
    } else {
        clock
    }
}

/// The width every on-call chart gives its y-axis labels, so that the
/// plots line up under each other.
pub const Y_AXIS_WIDTH: f32 = 56.0;

/// A chart on the shared time axis: minutes on x shown as the clock,
/// bounds fixed from the data (no zoom or drag: the charts are read, not
/// explored), the hover cursor linked across charts.
pub fn time_plot(
    id: Id,
    group: Id,
    i18n: &I18n,
    start_clock_minutes: u32,
    x: (f64, f64),
    y: (f64, f64),
) -> Plot<'_> {
    value_axis(Plot::new(id))
        .id(id)
        .default_x_bounds(x.0, x.1)
        .default_y_bounds(y.0, y.1)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .link_cursor(group, [true, false])
        .y_axis_min_width(Y_AXIS_WIDTH)
        .x_grid_spacer(minute_marks)
        .x_axis_formatter(move |mark, _range| {
            if mark.value < 0.0 {
                String::new()
            } else {
                // Marks a whole day apart all read the same clock: the day
                // tells them apart.
                let minute = mark.value.round() as u32;
                time_label(i18n, start_clock_minutes, minute, mark.step_size >= DAY)
            }
        })
        .y_axis_formatter(move |mark, _range| y_label(i18n, mark.value, mark.step_size))
        .label_formatter(move |hover| {
            let (name, point) = match *hover {
                HoverPosition::NearDataPoint {
                    plot_name,
                    position,
                    ..
                } => (plot_name, position),
                HoverPosition::Elsewhere { position } => ("", position),
            };
            let minute = point.x.max(0.0).round() as u32;
            let time = time_label(i18n, start_clock_minutes, minute, false);
            let value = i18n.fmt_grouped(point.y, 2);
            Some(if name.is_empty() {
                format!("{time}\n{value}")
            } else {
                format!("{name}\n{time}\n{value}")
            })
        })
}

/// An event or a decision to mark on the charts.
#[derive(Debug, Clone, PartialEq)]
pub struct Marker {
    /// What happened, in words.
    pub label: String,
    /// When.
    pub minute: u32,
    /// Its colour.
    pub color: Color32,
}

/// A marker's vertical line: dotted, thicker in presenter mode (a
/// projector washes thin lines out).
pub fn marker_line(marker: &Marker, presenter: bool) -> VLine {
    let (style, width) = if presenter {
        (LineStyle::dashed_dense(), 2.5)
    } else {
        (LineStyle::dotted_dense(), 1.5)
    };
    // Named, so that hovering the line shows its label even where the
    // label itself found no room (there is no legend to list it in).
    VLine::new(marker.label.clone(), f64::from(marker.minute))
        .color(marker.color)
        .style(style)
        .width(width)
}

/// Where a marker's label goes: the rectangle it fills, in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabelPlace {
    /// The marker's index.
    pub index: usize,
    /// The label's rectangle.
    pub rect: Rect,
}

/// The gap between a label and its line, and between two labels, points.
pub const LABEL_GAP: f32 = 4.0;

/// Lays out marker labels inside a plot by three rules: a label sits next
/// to its own line (its near edge [`LABEL_GAP`] from the line, on the
/// right or, where the right has no room, on the left: never shifted
/// away from it); it never overlaps another label; and it never covers a
/// point of a series (`points`, in screen positions). It takes the first
/// row from the top where all three hold; a label for which no row does
/// is left out (hovering its line names it). Pure, so it is tested alone.
///
/// `xs` are the lines' screen x positions, `sizes` the labels' sizes.
pub fn layout_labels(
    plot: Rect,
    xs: &[f32],
    sizes: &[egui::Vec2],
    points: &[egui::Pos2],
) -> Vec<LabelPlace> {
    let mut placed: Vec<LabelPlace> = Vec::new();
    let mut order: Vec<usize> = (0..xs.len().min(sizes.len())).collect();
    order.sort_by(|a, b| xs[*a].total_cmp(&xs[*b]));
    // The points by x, so that each candidate looks only at its columns.
    let mut points: Vec<egui::Pos2> = points.iter().copied().filter(|p| p.is_finite()).collect();
    points.sort_by(|a, b| a.x.total_cmp(&b.x));
    let covers_a_point = |rect: Rect| {
        let from = points.partition_point(|p| p.x < rect.left() - 1.0);
        points[from..]
            .iter()
            .take_while(|p| p.x <= rect.right() + 1.0)
            .any(|p| rect.expand(1.0).contains(*p))
    };
    for index in order {
        let (x, size) = (xs[index], sizes[index]);
        if !(plot.left()..=plot.right()).contains(&x) || !size.is_finite() {
            continue;
        }
        let sides = [x + LABEL_GAP, x - LABEL_GAP - size.x];
        let mut top = plot.top() + 2.0;
        'rows: while top + size.y <= plot.bottom() {
            for left in sides {
                let rect = Rect::from_min_size(egui::pos2(left, top), size);
                let free = plot.contains_rect(rect)
                    && placed
                        .iter()
                        .all(|other| !other.rect.expand(LABEL_GAP / 2.0).intersects(rect))
                    && !covers_a_point(rect);
                if free {
                    placed.push(LabelPlace { index, rect });
                    break 'rows;
                }
            }
            // The next row clears this one by the gap labels keep apart.
            top += size.y + LABEL_GAP;
        }
    }
    placed
}

/// Paints the markers' labels over a plot: small text on a backing of the
/// panel's colour, for contrast in both themes. Painted after the plot, in
/// screen space, so it never takes part in the plot's bounds.
pub fn paint_marker_labels(
    ui: &Ui,
    plot_rect: Rect,
    transform: &egui_plot::PlotTransform,
    markers: &[Marker],
    series: &[Series],
    presenter: bool,
) -> Vec<LabelPlace> {
    let font = if presenter {
        egui::TextStyle::Body.resolve(ui.style())
    } else {
        egui::TextStyle::Small.resolve(ui.style())
    };
    let dark = ui.visuals().dark_mode;
    let galleys: Vec<_> = markers
        .iter()
        .map(|m| {
            let color = super::palette::on_background(m.color, dark);
            ui.painter()
                .layout_no_wrap(m.label.clone(), font.clone(), color)
        })
        .collect();
    let xs: Vec<f32> = markers
        .iter()
        .map(|m| transform.position_from_point_x(f64::from(m.minute)))
        .collect();
    let padding = egui::vec2(3.0, 1.0);
    let sizes: Vec<egui::Vec2> = galleys.iter().map(|g| g.size() + padding * 2.0).collect();
    let points = drawn_points(transform, series);
    let places = layout_labels(plot_rect, &xs, &sizes, &points);
    let painter = ui.painter_at(plot_rect);
    let backing = ui.visuals().panel_fill.gamma_multiply(0.9);
    for place in &places {
        painter.rect_filled(place.rect, 2.0, backing);
        painter.galley(
            place.rect.min + padding,
            galleys[place.index].clone(),
            Color32::PLACEHOLDER,
        );
    }
    places
}

/// Where the series are drawn, in screen positions: their points, and
/// along each segment a point every 3 points or so (a threshold is a
/// line of two points), so that nothing drawn is covered.
pub fn drawn_points(transform: &egui_plot::PlotTransform, series: &[Series]) -> Vec<egui::Pos2> {
    let mut out = Vec::new();
    for s in series {
        let screen: Vec<egui::Pos2> = s
            .points
            .iter()
            .map(|&[x, y]| transform.position_from_point(&egui_plot::PlotPoint::new(x, y)))
            .collect();
        out.extend(screen.first().copied());
        for pair in screen.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let steps = ((b - a).length() / 3.0).ceil().clamp(1.0, 1_000.0) as usize;
            out.extend((1..=steps).map(|k| a.lerp(b, k as f32 / steps as f32)));
        }
    }
    out
}

/// A legend drawn as a row of widgets above the chart (never over its
/// data): a short sample of each line's colour and style, then its name.
pub fn legend_ui(ui: &mut Ui, series: &[Series]) {
    let series: Vec<&Series> = series.iter().collect();
    legend_sized_ui(ui, &series, false);
}

/// The legend, at the body's size in presenter mode (read from the back
/// of a room) and small otherwise.
pub fn legend_sized_ui(ui: &mut Ui, series: &[&Series], presenter: bool) {
    ui.horizontal_wrapped(|ui| {
        for s in series {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, 10.0), egui::Sense::hover());
            let y = rect.center().y;
            let stroke = egui::Stroke::new(2.0, s.color);
            let painter = ui.painter();
            match s.style {
                SeriesStyle::Solid | SeriesStyle::Firing => {
                    painter.line_segment(
                        [egui::pos2(rect.left(), y), egui::pos2(rect.right(), y)],
                        stroke,
                    );
                }
                _ => {
                    for k in 0..3 {
                        let x = rect.left() + k as f32 * 8.0;
                        painter.line_segment([egui::pos2(x, y), egui::pos2(x + 5.0, y)], stroke);
                    }
                }
            }
            let name = egui::RichText::new(&s.name);
            ui.label(if presenter { name } else { name.small() });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_past_the_first_day_says_its_day_in_every_language() {
        use crate::i18n::Language::{En, Fr, Gl};
        let said = |language, start, minute, day| {
            let i18n = I18n::new(language);
            time_label(&i18n, start, minute, day)
        };
        // The first day reads as a clock; day marks and later days say it.
        assert_eq!(said(En, 480, 90, false), "09:30");
        assert_eq!(said(En, 480, 0, true), "day 1, 08:00");
        assert_eq!(said(En, 480, 1440, true), "day 2, 08:00");
        assert_eq!(said(En, 480, 2 * 1440 + 90, false), "day 3, 09:30");
        // 16:00 after an 08:00 start is past midnight: the second day.
        assert_eq!(said(En, 480, 16 * 60, false), "day 2, 00:00");
        assert_eq!(said(Fr, 480, 1440, true), "jour 2, 08:00");
        assert_eq!(said(Gl, 480, 1440, true), "día 2, 08:00");
    }

    #[test]
    fn decimation_keeps_every_columns_extremes_and_ends_in_order() {
        // A week of minutes, a spike and a dip one minute wide each.
        let mut points: Vec<[f64; 2]> = (0..=10_080)
            .map(|m| [f64::from(m), (f64::from(m) / 300.0).sin()])
            .collect();
        points[4_321][1] = 9.0;
        points[7_777][1] = -9.0;
        let x = (0.0, 10_080.0);
        let kept = decimated(points.iter().copied(), points.len(), x, 600);
        assert!(kept.len() <= 4 * 600, "{} points", kept.len());
        assert!(kept.contains(&points[4_321]) && kept.contains(&points[7_777]));
        assert_eq!(kept.first(), points.first());
        assert_eq!(kept.last(), points.last());
        assert!(kept.windows(2).all(|w| w[0][0] < w[1][0]), "in x order");
        // Each column's lowest and highest value, as every point gives it.
        let column = |p: &[f64; 2]| ((p[0] / 10_080.0) * 600.0).floor().min(599.0) as usize;
        for c in 0..600 {
            let range = |ps: &[[f64; 2]]| {
                ps.iter()
                    .filter(|p| column(p) == c)
                    .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
                        (lo.min(p[1]), hi.max(p[1]))
                    })
            };
            assert_eq!(range(&kept), range(&points), "column {c}");
        }
        // Few enough points are drawn as they are.
        assert_eq!(
            decimated(points[..1_000].iter().copied(), 1_000, x, 600),
            points[..1_000]
        );
    }

    fn s(points: Vec<[f64; 2]>) -> Series {
        Series {
            name: "x".into(),
            points,
            color: Color32::WHITE,
            style: SeriesStyle::Solid,
        }
    }

    #[test]
    fn y_bounds_come_from_the_data_with_a_small_margin() {
        let (lo, hi) = y_bounds(&[s(vec![[0.0, 800.0], [1.0, 1200.0]])]);
        assert_eq!(lo, 0.0);
        assert!((hi - 1200.0 * (1.0 + Y_MARGIN)).abs() < 1e-9);
        assert_eq!(y_bounds(&[s(vec![[0.0, 0.0]])]), (0.0, 1.0));
        assert_eq!(y_bounds(&[]), (0.0, 1.0));
        let (lo, hi) = y_bounds(&[s(vec![[0.0, -2.0], [1.0, 2.0]])]);
        assert_eq!(lo, -2.0);
        assert!(hi > 2.0 && hi < 2.5);
    }

    #[test]
    fn the_time_axis_grows_in_quarter_hours() {
        let end = |last| x_bounds(last).1 / (1.0 + X_MARGIN);
        assert!((end(0) - 30.0).abs() < 1e-9);
        assert!((end(31) - 45.0).abs() < 1e-9);
        assert!((end(180) - 180.0).abs() < 1e-9);
    }

    #[test]
    fn minute_marks_are_whole_and_distinct() {
        let marks = minute_marks(GridInput {
            bounds: (0.0, 30.0),
            base_step_size: 30.0 / 600.0 * 8.0,
        });
        assert!(marks.len() >= 3 && marks.len() <= 12, "{}", marks.len());
        for pair in marks.windows(2) {
            assert!(pair[1].value > pair[0].value);
            assert_eq!(pair[0].value.fract(), 0.0);
        }
    }

    fn grid(lo: f64, hi: f64, points: f64) -> Vec<f64> {
        // `base_step_size` is the value of 8 points.
        let input = GridInput {
            bounds: (lo, hi),
            base_step_size: (hi - lo) / points * 8.0,
        };
        value_marks(input).into_iter().map(|m| m.value).collect()
    }

    #[test]
    fn value_marks_keep_three_numbers_on_small_and_offset_ranges() {
        // An offset range, short charts, a negative start.
        for (lo, hi, points) in [
            (0.13, 1.13, 100.0),
            (0.0, 0.9, 75.0),
            (0.0, 108.0, 85.0),
            (0.0, 6_480.0, 160.0),
            (-0.2, 0.5, 120.0),
            (0.4221, 0.5, 160.0),
        ] {
            let marks = grid(lo, hi, points);
            assert!(marks.len() >= 3, "{lo}..{hi} on {points}: {marks:?}");
            let spacing = (marks[1] - marks[0]) / (hi - lo) * points;
            assert!(
                spacing >= f64::from(VALUE_LABEL_SPACING) - 1e-6,
                "{spacing}"
            );
            assert!(marks.iter().all(|m| (lo..=hi).contains(m)));
        }
        // A roomy chart keeps its labels well apart.
        let marks = grid(0.0, 2_160.0, 160.0);
        assert_eq!(marks, [0.0, 1_000.0, 2_000.0]);
        // Too small for three readable numbers: fewer, never crowded.
        let marks = grid(0.0, 1.0, 20.0);
        assert!(marks.len() < 3, "{marks:?}");
        assert!(grid(1.0, 1.0, 100.0).is_empty());
    }

    #[test]
    fn labels_never_overlap_and_stay_inside_the_plot() {
        let plot = Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(400.0, 180.0));
        let xs = [10.0, 12.0, 14.0, 200.0, 395.0, 398.0];
        let sizes = [egui::vec2(120.0, 14.0); 6];
        let places = layout_labels(plot, &xs, &sizes, &[]);
        assert_eq!(places.len(), 6);
        for (k, a) in places.iter().enumerate() {
            assert!(plot.contains_rect(a.rect), "{a:?}");
            for b in &places[k + 1..] {
                assert!(!a.rect.intersects(b.rect), "{a:?} overlaps {b:?}");
            }
        }
        // A plot full of points leaves them out rather than cover them.
        let points: Vec<egui::Pos2> = (0..400)
            .flat_map(|x| (0..18).map(move |y| egui::pos2(x as f32, y as f32 * 10.0)))
            .collect();
        assert!(layout_labels(plot, &xs, &sizes, &points).is_empty());
    }
}
