//! Pictures kept across versions (#45, item 4): a real change that saves a
//! new phase draws that phase's frame of the animated map only, the earlier
//! frames being the kept ones, pixel for pixel; the map's picture is drawn
//! again only when what it shows changes.

use crate::both_backends;
use crate::helpers::TestApp;

both_backends!(
    r12_a_new_saved_phase_draws_its_own_frame_only,
    r12_the_maps_picture_is_drawn_again_only_when_it_changes,
);

fn drawn(app: &TestApp, kind: &str) -> u64 {
    app.state.renders.counts().get(kind).copied().unwrap_or(0)
}

/// The GM's picture is kept under the campaign's version (the GM sees
/// everything), so every change asks for it again: a deadline, which the
/// picture does not show, is answered with the picture already drawn; a
/// new phase, which its banner names, is drawn.
async fn r12_the_maps_picture_is_drawn_again_only_when_it_changes(app: &TestApp) {
    let (p, _, _, _) = crate::api::beach_attack(app).await;
    let id = p.id;
    let path = format!("/campaigns/{id}/map.png");
    let (s, ct, first) = app.get_bytes(&p.gm, &path).await;
    assert_eq!((s, ct.as_str()), (200, "image/png"));
    let before = drawn(app, "png");
    crate::api::set_deadline(app, &p, 3).await;
    let (_, _, same) = app.get_bytes(&p.gm, &path).await;
    assert_eq!(same, first, "the same picture");
    assert_eq!(drawn(app, "png"), before, "not drawn again");
    crate::api::force_advance(app, &p, 1).await;
    let (_, _, next) = app.get_bytes(&p.gm, &path).await;
    assert_ne!(next, first, "the new phase is in the picture");
    assert_eq!(drawn(app, "png"), before + 1);
}

/// Each frame's palette indices, in order.
fn frames_of(gif_bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut d = opts.read_info(gif_bytes).expect("a GIF");
    let mut out = Vec::new();
    while let Some(f) = d.read_next_frame().expect("a frame") {
        out.push(f.buffer.to_vec());
    }
    out
}

async fn r12_a_new_saved_phase_draws_its_own_frame_only(app: &TestApp) {
    let (p, _, _, _) = crate::api::beach_attack(app).await;
    let id = p.id;
    let path = format!("/campaigns/{id}/replay.gif?round=1");
    let (s, ct, first) = app.get_bytes(&p.observer, &path).await;
    assert_eq!((s, ct.as_str()), (200, "image/gif"));
    let before = frames_of(&first);
    assert!(!before.is_empty());
    assert_eq!(
        drawn(app, "gif_frame"),
        before.len() as u64,
        "a first picture draws every frame"
    );
    // The GM moves the campaign on: a phase everyone sees is saved.
    crate::api::force_advance(app, &p, 1).await;
    let (s, _, second) = app.get_bytes(&p.observer, &path).await;
    assert_eq!(s, 200);
    let after = frames_of(&second);
    assert!(after.len() > before.len(), "the new phase is a new frame");
    assert_eq!(
        drawn(app, "gif_frame"),
        after.len() as u64,
        "the second picture drew its {} new frame(s) only",
        after.len() - before.len()
    );
    assert_eq!(
        after[..before.len()],
        before[..],
        "the kept frames are the earlier ones as they were"
    );
    // The GM's complete view: a frame that shows anything else than the
    // observer's is drawn for it, never taken from the observer's.
    let kept = drawn(app, "gif_frame");
    let (s, _, gm) = app
        .get_bytes(&p.gm, &format!("{path}&viewpoint=complete"))
        .await;
    assert_eq!(s, 200);
    let gm = frames_of(&gm);
    let own = gm.iter().filter(|f| !after.contains(f)).count() as u64;
    assert!(own > 0, "the complete view shows more than the public one");
    let drawn = drawn(app, "gif_frame") - kept;
    assert!(
        (own..=gm.len() as u64).contains(&drawn),
        "{drawn} frames drawn for {own} the observer's picture does not hold"
    );
}
