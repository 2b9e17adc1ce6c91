//! #27 the replay: each saved phase with what happened in it, as the
//! viewpoint may know it; the other viewpoints open at the campaign's end.

use super::stats::played;
use crate::rules::replay::{replay, viewpoints, Viewpoint};
use crate::rules::*;

fn entries_for(p: &super::stats::Played, who: Audience) -> Vec<(String, Event)> {
    p.entries
        .iter()
        .filter(|(_, e)| who.reads(e.audience))
        .map(|(l, e)| (l.clone(), e.event.clone()))
        .collect()
}

#[test]
fn r12_1_the_replay_draws_each_phase_with_its_moves_and_battles() {
    let (p, ..) = played();
    let who = Audience::Side(Side::Allies);
    let r = replay(
        &p.frames(who),
        &entries_for(&p, who),
        Viewpoint::Allies,
        viewpoints(who, p.g.s.status),
    );
    // Every saved phase, then now.
    assert_eq!(r.frames.len(), p.saved.len() + 1);
    let first = &r.frames[0];
    assert_eq!(first.at.as_deref(), Some("1.allies.combat_move"));
    assert_eq!(first.arrows.len(), 1, "{:?}", first.arrows);
    let a = &first.arrows[0];
    assert_eq!(
        (a.kind, a.units, a.to.to_string().as_str()),
        ("attacked", 5, "F14")
    );
    assert_eq!(first.battles.len(), 1);
    assert!(first.battles[0].new && first.battles[0].outcome.is_none());
    // The result shows from the phase it was entered in.
    let resolved = r
        .frames
        .iter()
        .find(|f| f.phase == Phase::CombatResolution)
        .unwrap();
    assert_eq!(resolved.battles[0].outcome, Some(Outcome::MinorVictory));
    assert!(!resolved.battles[0].new && resolved.battles[0].decided);
    // Decided in that phase only; later frames show the outcome.
    let later = r
        .frames
        .iter()
        .find(|f| f.phase == Phase::CombatResults)
        .unwrap();
    assert_eq!(later.battles[0].outcome, Some(Outcome::MinorVictory));
    assert!(!later.battles[0].decided);
}

#[test]
fn r12_1_a_drafted_move_is_never_drawn_and_other_viewpoints_wait_for_the_end() {
    let (mut p, ..) = played();
    p.axis_drafts();
    for who in [Audience::Side(Side::Axis), Audience::Gm, Audience::Public] {
        let r = replay(
            &p.frames(who),
            &entries_for(&p, who),
            Viewpoint::of(who),
            vec![],
        );
        let now = r.frames.last().unwrap();
        assert!(
            now.arrows.is_empty(),
            "a draft is not a move: {:?}",
            now.arrows
        );
    }
    // While it runs: one's own viewpoint; the GM any.
    let allies = Audience::Side(Side::Allies);
    assert_eq!(viewpoints(allies, Status::Active), vec![Viewpoint::Allies]);
    assert_eq!(
        viewpoints(Audience::Public, Status::Active),
        vec![Viewpoint::Public]
    );
    assert_eq!(viewpoints(Audience::Gm, Status::Active).len(), 4);
    assert_eq!(viewpoints(allies, Status::Finished).len(), 4);
}
