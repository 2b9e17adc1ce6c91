//! The replay as an animated GIF for forum after-action reports (#27):
//! the whole campaign one frame per turn, or one round one frame per
//! phase, each frame the replay's own SVG (a reader's view with what
//! happened drawn over it) rendered by the map PNG's path. Bounded in
//! frames and pixels; the caller keeps the result per version and
//! viewpoint.

use crate::error::AppError;
use crate::rules::replay::{Replay, ReplayFrame};

/// The most frames one picture holds (a 30-round campaign of two turns).
pub const MAX_FRAMES: usize = 60;
/// A quarter of the map's own size: 738 x 500 pixels for the D-Day map.
pub const SCALE: f32 = 0.25;
/// Each frame shows for this long, in hundredths of a second.
pub const DELAY: u16 = 150;

/// The frames of the picture: for the campaign, one per turn (the turn's
/// last saved phase, with every move, battle and capture of the turn
/// drawn on it); for `round`, each of its phases.
pub fn pick(r: &Replay, round: Option<u32>) -> Result<Vec<ReplayFrame>, String> {
    let picked: Vec<ReplayFrame> = match round {
        Some(n) => r.frames.iter().filter(|f| f.round == n).cloned().collect(),
        None => {
            let mut turns: Vec<ReplayFrame> = Vec::new();
            for f in &r.frames {
                match turns.last_mut() {
                    Some(t) if t.round == f.round && t.side == f.side => {
                        t.arrows.extend(f.arrows.iter().cloned());
                        t.captured.extend(f.captured.iter().cloned());
                        // The battles as they stand at the turn's last phase.
                        t.battles = f
                            .battles
                            .iter()
                            .map(|b| crate::rules::replay::BattleMark {
                                new: b.new || t.battles.iter().any(|o| o.id == b.id && o.new),
                                decided: b.decided
                                    || t.battles.iter().any(|o| o.id == b.id && o.decided),
                                ..b.clone()
                            })
                            .collect();
                        t.at = f.at.clone();
                        t.phase = f.phase;
                    }
                    _ => {
                        let mut t = f.clone();
                        t.title = format!("Round {}, {} turn", f.round, f.side.label());
                        turns.push(t);
                    }
                }
            }
            turns
        }
    };
    if picked.is_empty() {
        return Err(match round {
            Some(n) => format!("Round {n} has no saved phase to show yet."),
            None => "The campaign has no saved phase to show yet.".into(),
        });
    }
    if picked.len() > MAX_FRAMES {
        return Err(format!(
            "That would be {} frames; a picture holds at most {MAX_FRAMES}. Ask for one round (round=3).",
            picked.len()
        ));
    }
    Ok(picked)
}

/// The frames' SVGs as one looping GIF.
pub fn gif(svgs: &[String]) -> Result<Vec<u8>, AppError> {
    let err = |e: gif::EncodingError| AppError::Internal(anyhow::anyhow!("gif: {e}"));
    let mut out = Vec::new();
    let mut size: Option<(u16, u16)> = None;
    let mut frames = Vec::with_capacity(svgs.len());
    for svg in svgs.iter().take(MAX_FRAMES) {
        let pixmap = super::map_png::pixmap(svg, SCALE)?;
        let (w, h) = (
            u16::try_from(pixmap.width()).unwrap_or(u16::MAX),
            u16::try_from(pixmap.height()).unwrap_or(u16::MAX),
        );
        if size.is_some_and(|s| s != (w, h)) {
            return Err(AppError::Internal(anyhow::anyhow!(
                "gif: frames differ in size"
            )));
        }
        size = Some((w, h));
        // The map is opaque (its sea fills the picture), so premultiplied
        // RGBA is plain RGBA here.
        let mut rgba = pixmap.take();
        let mut frame = gif::Frame::from_rgba_speed(w, h, &mut rgba, 20);
        frame.delay = DELAY;
        frames.push(frame);
    }
    let Some((w, h)) = size else {
        return Err(AppError::Missing("There is nothing to draw.".into()));
    };
    {
        let mut enc = gif::Encoder::new(&mut out, w, h, &[]).map_err(err)?;
        enc.set_repeat(gif::Repeat::Infinite).map_err(err)?;
        for f in &frames {
            enc.write_frame(f).map_err(err)?;
        }
    }
    Ok(out)
}
