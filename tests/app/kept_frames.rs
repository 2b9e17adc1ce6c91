//! The animated map's frames kept across versions (#45, item 4): a real
//! change that saves a new phase draws that phase's frame only; the
//! earlier frames of the picture are the kept ones, pixel for pixel.

use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::json;

both_backends!(r12_a_new_saved_phase_draws_its_own_frame_only);

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

fn drawn_frames(app: &TestApp) -> u64 {
    app.state
        .renders
        .counts()
        .get("gif_frame")
        .copied()
        .unwrap_or(0)
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
        drawn_frames(app),
        before.len() as u64,
        "a first picture draws every frame"
    );
    // The GM moves the campaign on: a phase everyone sees is saved.
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/phase/advance"),
            json!({"force": true, "reason": "test"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, _, second) = app.get_bytes(&p.observer, &path).await;
    assert_eq!(s, 200);
    let after = frames_of(&second);
    assert!(after.len() > before.len(), "the new phase is a new frame");
    assert_eq!(
        drawn_frames(app),
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
    let kept = drawn_frames(app);
    let (s, _, gm) = app
        .get_bytes(&p.gm, &format!("{path}&viewpoint=complete"))
        .await;
    assert_eq!(s, 200);
    let gm = frames_of(&gm);
    let own = gm.iter().filter(|f| !after.contains(f)).count() as u64;
    assert!(own > 0, "the complete view shows more than the public one");
    let drawn = drawn_frames(app) - kept;
    assert!(
        (own..=gm.len() as u64).contains(&drawn),
        "{drawn} frames drawn for {own} the observer's picture does not hold"
    );
}
