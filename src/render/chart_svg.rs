//! A statistics chart (`charts::Chart`) drawn as SVG: the frame and its
//! scale, the axes, stacked bars or lines with markers, the legend. Lines
//! differ by dash and marker as well as by colour; the picture scales with
//! its box.

use super::charts::{describe, Chart};
use super::escape::esc;
use std::fmt::Write;

fn colour(class: &str) -> (&'static str, &'static str) {
    // (stroke or fill, dash pattern)
    match class {
        "allies" => ("#1f5ea8", ""),
        "axis" => ("#a8321f", "10 6"),
        "contested" => ("#6a6a6a", "3 5"),
        "won" => ("#2f7d32", ""),
        "drawn" => ("#8a8a8a", ""),
        _ => ("#7a4a14", ""),
    }
}

/// A round number for the y axis' top: 1, 2, 5, 10, 20, 50 ...
fn nice_top(max: u32) -> u32 {
    let mut step = 1;
    loop {
        for m in [1, 2, 5] {
            if step * m >= max.max(1) {
                return step * m;
            }
        }
        step *= 10;
    }
}

/// A chart's geometry: its box, margins, the y axis' top and the x slots.
struct Frame {
    w: f64,
    h: f64,
    font: f64,
    left: f64,
    right: f64,
    top: f64,
    /// The plot's height inside the margins.
    ph: f64,
    ymax: u32,
    /// The width each x label has.
    slot: f64,
}

impl Frame {
    fn of(c: &Chart, small: bool) -> Frame {
        let (w, h) = if small {
            (360.0, 170.0)
        } else {
            (480.0, 260.0)
        };
        let (left, right, top, bottom) = (40.0, 12.0, 14.0, if small { 44.0 } else { 56.0 });
        let max = if c.stacked {
            (0..c.x.len())
                .map(|i| c.series.iter().filter_map(|s| s.values.get(i)).sum::<u32>())
                .max()
                .unwrap_or(0)
        } else {
            c.series
                .iter()
                .flat_map(|s| s.values.iter().copied())
                .max()
                .unwrap_or(0)
        };
        let pw = w - left - right;
        Frame {
            w,
            h,
            font: if small { 13.0 } else { 15.0 },
            left,
            right,
            top,
            ph: h - top - bottom,
            ymax: nice_top(max),
            slot: pw / c.x.len().max(1) as f64,
        }
    }

    /// The y of value `v`.
    fn y(&self, v: f64) -> f64 {
        self.top + self.ph - v / f64::from(self.ymax) * self.ph
    }

    /// The x of the middle of slot `i`.
    fn xc(&self, i: usize) -> f64 {
        self.left + self.slot * (i as f64 + 0.5)
    }
}

/// `c` as SVG; `small` for the turn report (no axis titles, smaller).
/// Its words (title, description, legend, unit) are the chart's own, as
/// the caller said them; the sentence describing it in `lang`.
pub fn svg(c: &Chart, small: bool, lang: crate::rules::say::Lang) -> String {
    let f = Frame::of(c, small);
    let mut o = String::with_capacity(4096);
    let _ = write!(
        o,
        r##"<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {w} {h}" role="img" aria-labelledby="chart-{id}-t chart-{id}-d" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="{font}"><title id="chart-{id}-t">{t}</title><desc id="chart-{id}-d">{d}</desc><rect width="{w}" height="{h}" fill="#fff"/>"##,
        w = f.w,
        h = f.h,
        font = f.font,
        id = c.id,
        t = esc(&c.title),
        d = esc(&describe(c, lang)),
    );
    axes(&mut o, c, &f);
    if c.stacked {
        bars(&mut o, c, &f);
    } else {
        lines(&mut o, c, &f);
    }
    legend(&mut o, c, &f);
    if !small {
        let _ = write!(
            o,
            r##"<text x="{}" y="{}" fill="#555" font-size="{}">{}</text>"##,
            f.left,
            f.top - 2.0,
            f.font - 2.0,
            esc(&c.unit)
        );
    }
    o.push_str("</svg>");
    o
}

/// The grid with its values (0, half when whole, top) and the x labels
/// (every one if they fit, else every other).
fn axes(o: &mut String, c: &Chart, f: &Frame) {
    let ticks: Vec<u32> = if f.ymax.is_multiple_of(2) {
        vec![0, f.ymax / 2, f.ymax]
    } else {
        vec![0, f.ymax]
    };
    for v in ticks {
        let yy = f.y(f64::from(v));
        let _ = write!(
            o,
            r##"<line x1="{}" y1="{yy}" x2="{}" y2="{yy}" stroke="#d6d6d6"/><text x="{}" y="{}" text-anchor="end" fill="#333">{v}</text>"##,
            f.left,
            f.w - f.right,
            f.left - 6.0,
            yy + f.font / 3.0
        );
    }
    let every = if (f.slot as usize) < (f.font as usize) * 2 {
        2
    } else {
        1
    };
    for (i, label) in c.x.iter().enumerate() {
        if i % every == 0 {
            let _ = write!(
                o,
                r##"<text x="{}" y="{}" text-anchor="middle" fill="#333">{}</text>"##,
                f.xc(i),
                f.top + f.ph + f.font + 4.0,
                esc(label)
            );
        }
    }
}

/// Stacked bars, one per x, each layer with its value as a tooltip.
fn bars(o: &mut String, c: &Chart, f: &Frame) {
    let bw = (f.slot * 0.6).min(40.0);
    for i in 0..c.x.len() {
        let mut base = 0u32;
        for s in &c.series {
            let v = s.values.get(i).copied().unwrap_or(0);
            if v == 0 {
                continue;
            }
            let (fill, _) = colour(s.class);
            let (y0, y1) = (f.y(f64::from(base + v)), f.y(f64::from(base)));
            let _ = write!(
                o,
                r##"<rect class="{}" x="{}" y="{y0}" width="{bw}" height="{}" fill="{fill}" stroke="#fff"><title>{}: {v} in {}</title></rect>"##,
                s.class,
                f.xc(i) - bw / 2.0,
                y1 - y0,
                esc(&s.name),
                esc(c.x.get(i).map_or("", String::as_str))
            );
            base += v;
        }
    }
}

/// A line per series, dashed by side, with a marker (a circle for the
/// Allies, a square otherwise) and its value at every x.
fn lines(o: &mut String, c: &Chart, f: &Frame) {
    for s in &c.series {
        let (stroke, dash) = colour(s.class);
        let points: Vec<String> = s
            .values
            .iter()
            .enumerate()
            .map(|(i, v)| format!("{:.1},{:.1}", f.xc(i), f.y(f64::from(*v))))
            .collect();
        let _ = write!(
            o,
            r##"<polyline class="{}" points="{}" fill="none" stroke="{stroke}" stroke-width="3" stroke-dasharray="{dash}"/>"##,
            s.class,
            points.join(" ")
        );
        for (i, v) in s.values.iter().enumerate() {
            let (cx, cy) = (f.xc(i), f.y(f64::from(*v)));
            let (mark, close) = if s.class == "allies" {
                (
                    format!(r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="4.5" fill="{stroke}">"##),
                    "</circle>",
                )
            } else {
                (
                    format!(
                        r##"<rect x="{:.1}" y="{:.1}" width="8" height="8" fill="{stroke}">"##,
                        cx - 4.0,
                        cy - 4.0
                    ),
                    "</rect>",
                )
            };
            let _ = write!(
                o,
                "{mark}<title>{}: {v} in {}</title>{close}",
                esc(&s.name),
                esc(c.x.get(i).map_or("", String::as_str))
            );
        }
    }
}

/// The legend, under the axis.
fn legend(o: &mut String, c: &Chart, f: &Frame) {
    let ly = f.h - 10.0;
    let mut lx = f.left;
    for s in &c.series {
        let (col, dash) = colour(s.class);
        if c.stacked {
            let _ = write!(
                o,
                r##"<rect x="{lx}" y="{}" width="14" height="14" fill="{col}"/>"##,
                ly - 12.0
            );
        } else {
            let _ = write!(
                o,
                r##"<line x1="{lx}" y1="{}" x2="{}" y2="{}" stroke="{col}" stroke-width="3" stroke-dasharray="{dash}"/>"##,
                ly - 5.0,
                lx + 22.0,
                ly - 5.0
            );
        }
        let _ = write!(
            o,
            r##"<text x="{}" y="{ly}" fill="#222">{}</text>"##,
            lx + 26.0,
            esc(&s.name)
        );
        lx += 34.0 + f.font * 0.62 * s.name.chars().count() as f64;
    }
}
