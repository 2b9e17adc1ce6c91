//! The replay as an animated GIF for forum after-action reports (#27):
//! the whole campaign one frame per turn, or one round one frame per
//! phase, each frame the replay's own SVG (a reader's view with what
//! happened drawn over it) rendered by the map PNG's path. Bounded in
//! frames and pixels; the caller keeps the result per version and
//! viewpoint.

use crate::error::AppError;
use crate::rules::replay::{Replay, ReplayFrame};
use std::sync::Arc;

/// The most frames one picture holds (a 30-round campaign of two turns).
pub const MAX_FRAMES: usize = 60;
/// A quarter of the map's own size: 738 x 500 pixels for the D-Day map.
pub const SCALE: f32 = 0.25;
/// Each frame shows for this long, in hundredths of a second; the last
/// one longer, before the picture starts again.
pub const DELAY: u16 = 150;
pub const LAST_DELAY: u16 = 500;

/// Why no picture is drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoPicture {
    /// Nothing to show yet (a round not played).
    Nothing(String),
    /// More frames than a picture holds.
    TooLarge(String),
}

/// The frames of the picture: for the campaign, one per turn (the turn's
/// last saved phase, with every move, battle and capture of the turn
/// drawn on it); for `round`, each of its phases.
/// Each frame's caption is said in `lang`, the campaign's (#44): the
/// picture goes to a forum.
pub fn pick(
    r: &Replay,
    round: Option<u32>,
    lang: crate::rules::say::Lang,
) -> Result<Vec<ReplayFrame>, NoPicture> {
    use crate::rules::told;
    let picked: Vec<ReplayFrame> = match round {
        Some(n) => r
            .frames
            .iter()
            .filter(|f| f.round == n)
            .map(|f| ReplayFrame {
                title: lang.say(&crate::say!(
                    "public-frame-phase",
                    round = f.round,
                    side = told::side(f.side),
                    phase = told::phase(f.phase)
                )),
                ..f.clone()
            })
            .collect(),
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
                        t.title = lang.say(&crate::say!(
                            "public-frame-turn",
                            round = f.round,
                            side = told::side(f.side)
                        ));
                        turns.push(t);
                    }
                }
            }
            turns
        }
    };
    if picked.is_empty() {
        return Err(NoPicture::Nothing(match round {
            Some(n) => format!("Round {n} has no saved phase to show yet."),
            None => "The campaign has no saved phase to show yet.".into(),
        }));
    }
    if picked.len() > MAX_FRAMES {
        return Err(NoPicture::TooLarge(format!(
            "That would be {} frames; a picture holds at most {MAX_FRAMES}. Ask for one round (round=3).",
            picked.len()
        )));
    }
    Ok(picked)
}

/// Frames drawn once and kept (#45): each by the digest of its SVG, which
/// is what the frame shows to its reader, so a kept frame is only ever
/// given for the very same picture. A campaign's picture after a new saved
/// phase draws the new turn's frame and reuses the others; the least
/// recently used go once `MAX_KEPT` bytes of frames are kept.
pub struct Frames {
    kept: std::sync::Mutex<(lru::LruCache<u128, Arc<gif::Frame<'static>>>, usize)>,
}

/// The bytes of frames kept (a D-Day frame holds about 370 KB): two
/// campaigns' pictures of 30 turns.
pub const MAX_KEPT: usize = 24 * 1024 * 1024;

impl Default for Frames {
    fn default() -> Self {
        Frames {
            kept: std::sync::Mutex::new((lru::LruCache::unbounded(), 0)),
        }
    }
}

impl Frames {
    fn get(&self, key: u128) -> Option<Arc<gif::Frame<'static>>> {
        self.kept.lock().ok()?.0.get(&key).cloned()
    }

    fn put(&self, key: u128, frame: Arc<gif::Frame<'static>>) {
        let Ok(mut k) = self.kept.lock() else { return };
        let (lru, bytes) = &mut *k;
        *bytes += frame.buffer.len();
        if let Some(old) = lru.put(key, frame) {
            *bytes = bytes.saturating_sub(old.buffer.len());
        }
        while *bytes > MAX_KEPT {
            match lru.pop_lru() {
                Some((_, f)) => *bytes = bytes.saturating_sub(f.buffer.len()),
                None => break,
            }
        }
    }
}

/// One frame's SVG drawn and reduced to the GIF's palette.
fn frame(svg: &str) -> Result<gif::Frame<'static>, AppError> {
    let pixmap = super::map_png::pixmap(svg, SCALE)?;
    let (w, h) = (
        u16::try_from(pixmap.width()).unwrap_or(u16::MAX),
        u16::try_from(pixmap.height()).unwrap_or(u16::MAX),
    );
    // The map is opaque (its sea fills the picture), so premultiplied
    // RGBA is plain RGBA here.
    let mut rgba = pixmap.take();
    Ok(gif::Frame::from_rgba_speed(w, h, &mut rgba, 20))
}

/// The frames' SVGs as one looping GIF, and how many frames were drawn
/// (the others were `kept`).
pub fn gif(svgs: &[String], kept: &Frames) -> Result<(Vec<u8>, usize), AppError> {
    let err = |e: gif::EncodingError| AppError::Internal(anyhow::anyhow!("gif: {e}"));
    let mut out = Vec::new();
    let mut size: Option<(u16, u16)> = None;
    let mut frames = Vec::with_capacity(svgs.len());
    let mut drawn = 0;
    for svg in svgs.iter().take(MAX_FRAMES) {
        let key = xxhash_rust::xxh3::xxh3_128(svg.as_bytes());
        let f = match kept.get(key) {
            Some(f) => f,
            None => {
                let f = Arc::new(frame(svg)?);
                drawn += 1;
                kept.put(key, f.clone());
                f
            }
        };
        if size.is_some_and(|s| s != (f.width, f.height)) {
            return Err(AppError::Internal(anyhow::anyhow!(
                "gif: frames differ in size"
            )));
        }
        size = Some((f.width, f.height));
        frames.push(f);
    }
    let Some((w, h)) = size else {
        return Err(AppError::Missing("There is nothing to draw.".into()));
    };
    {
        let mut enc = gif::Encoder::new(&mut out, w, h, &[]).map_err(err)?;
        enc.set_repeat(gif::Repeat::Infinite).map_err(err)?;
        let count = frames.len();
        for (i, f) in frames.iter().enumerate() {
            // A frame's delay is its place's: the last one shows longer.
            let timed = gif::Frame {
                delay: if i + 1 == count { LAST_DELAY } else { DELAY },
                dispose: f.dispose,
                transparent: f.transparent,
                needs_user_input: f.needs_user_input,
                top: f.top,
                left: f.left,
                width: f.width,
                height: f.height,
                interlaced: f.interlaced,
                palette: f.palette.clone(),
                buffer: std::borrow::Cow::Borrowed(&f.buffer),
            };
            enc.write_frame(&timed).map_err(err)?;
        }
    }
    Ok((out, drawn))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::rules::replay::{Replay, Viewpoint};
    use crate::rules::{Phase, Side};

    fn frame(round: u32, side: Side, phase: Phase) -> ReplayFrame {
        ReplayFrame {
            at: Some(format!("{round}.{}.{}", side.as_str(), phase.as_str())),
            round,
            side,
            phase,
            title: String::new(),
            arrows: Vec::new(),
            battles: Vec::new(),
            captured: Vec::new(),
        }
    }

    fn replay(rounds: u32) -> Replay {
        let mut frames = Vec::new();
        for r in 1..=rounds {
            for side in [Side::Allies, Side::Axis] {
                for phase in Phase::ALL {
                    frames.push(frame(r, side, phase));
                }
            }
        }
        Replay {
            viewpoint: Viewpoint::Public,
            viewpoints: vec![Viewpoint::Public],
            frames,
        }
    }

    #[test]
    fn the_campaign_is_one_frame_per_turn_and_a_round_one_per_phase() {
        let r = replay(10);
        let turns = pick(&r, None, crate::rules::say::Lang::En).unwrap();
        assert_eq!(turns.len(), 20);
        assert_eq!(turns[0].title, "Round 1, Allied turn");
        assert_eq!(
            pick(&r, Some(3), crate::rules::say::Lang::En)
                .unwrap()
                .len(),
            2 * Phase::ALL.len()
        );
        assert!(matches!(
            pick(&r, Some(11), crate::rules::say::Lang::En),
            Err(NoPicture::Nothing(_))
        ));
    }

    #[test]
    fn the_captions_are_in_the_campaigns_language() {
        use crate::rules::say::Lang;
        let r = replay(2);
        assert_eq!(
            pick(&r, None, Lang::De).unwrap()[1].title,
            "Runde 1, Spielzug der Achse"
        );
        assert_eq!(
            pick(&r, None, Lang::Fr).unwrap()[0].title,
            "Manche 1, tour des Alliés"
        );
        let phases = pick(&r, Some(2), Lang::It).unwrap();
        assert!(
            phases[0]
                .title
                .starts_with("Round 2, turno degli Alleati, "),
            "{}",
            phases[0].title
        );
        assert!(!phases[0].title.contains("Allied"));
    }

    #[test]
    fn a_picture_too_large_is_refused_with_a_way_out() {
        let r = replay(31);
        match pick(&r, None, crate::rules::say::Lang::En) {
            Err(NoPicture::TooLarge(m)) => assert!(m.contains("round=3"), "{m}"),
            other => panic!("{other:?}"),
        }
        assert!(
            pick(&r, Some(31), crate::rules::say::Lang::En).is_ok(),
            "one round still fits"
        );
    }
}
