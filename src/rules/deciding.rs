//! `decide(state, inputs, actor, command)`: the single path every order, web
//! form and API call goes through. Returns the next state and what to
//! record, or the refusal; the input state is never changed, so nothing is
//! ever partially applied. A member who covers a seat (R1.5) acts in their
//! own right first and with the cover only where needed; what the phase
//! waits on marks the reliability record (R1.7); a change of membership
//! takes away what the roster no longer gives (#40).

use super::command::Command;
use super::ctx::Ctx;
use super::decision::{Decision, Inputs};
use super::members::require_player;
use super::refusal::Refusal;
use super::roles::Actor;
use super::state::CampaignState;
use super::timetable::Seat;

/// Decides `command` by `actor`. A member who covers a seat (R1.5) acts
/// in their own right first; only what needs the cover is done with it,
/// and then the side's entries say so ("Anna for Bob").
pub fn decide(
    state: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    command: &Command,
) -> Result<Decision, Refusal> {
    let mut d = decide_covered(state, inputs, actor, command)?;
    // A change of membership takes away what the roster no longer gives
    // (#40): the references are cleared here, once, for every command
    // that changes the roster, and checked again where they are used.
    if !d.members.is_empty() {
        let roster = super::roster::after(inputs.roster, &d.members);
        super::roster::forget_lapsed(&mut d.state, &roster);
        let people = &mut d.state.people;
        people.roster_changes = people.roster_changes.wrapping_add(1);
    }
    Ok(d)
}

fn decide_covered(
    state: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    command: &Command,
) -> Result<Decision, Refusal> {
    let covered = super::cover::extend(actor, state, inputs.roster, inputs.now);
    if covered == *actor {
        let mut d = decide_as(state, inputs, actor, command)?;
        note_act(&mut d, state, inputs, actor, command, &[]);
        return Ok(d);
    }
    let covering = super::cover::covering(state, inputs.roster, actor.user_id, inputs.now);
    match decide_as(state, inputs, actor, command) {
        Ok(mut d) => {
            // A High Commander may act for any battalion of the side; when
            // it is one they cover, the side reads so all the same.
            let touched = touched(state, command);
            let used: Vec<_> = covering
                .into_iter()
                .filter(|c| matches!(c.seat, Seat::Battalion(b) if touched.contains(&b)))
                .collect();
            on_behalf(&mut d, state, inputs, actor, &used);
            note_act(&mut d, state, inputs, actor, command, &used);
            Ok(d)
        }
        Err(_) => {
            let mut d = decide_as(state, inputs, &covered, command)?;
            on_behalf(&mut d, state, inputs, actor, &covering);
            note_act(&mut d, state, inputs, actor, command, &covering);
            Ok(d)
        }
    }
}

/// The reliability record (R1.7): a player did what the phase waits on.
fn note_act(
    d: &mut Decision,
    before: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    command: &Command,
    covering: &[super::cover::Covering],
) {
    if !command.is_awaited() || actor.gm {
        return;
    }
    let side = actor.hc.or(actor.side);
    let holders: Vec<_> = covering.iter().map(|c| c.holder).collect();
    super::record::acted(
        &mut d.state,
        before,
        (actor.user_id, side),
        &holders,
        inputs.now,
    );
}

/// The battalions whose own choices `command` makes: the units drafted,
/// the draft changed, the defenders or casualties chosen.
fn touched(s: &CampaignState, command: &Command) -> Vec<super::ids::BattalionId> {
    let of_units = |units: &[super::ids::UnitId]| -> Vec<super::ids::BattalionId> {
        units
            .iter()
            .filter_map(|u| s.unit(*u).and_then(|u| u.battalion))
            .collect()
    };
    match command {
        Command::DraftMove(d) => of_units(&d.units),
        Command::UpdateDraft(d) => s
            .drafts
            .iter()
            .find(|x| x.id == d.draft)
            .and_then(|x| x.battalion)
            .into_iter()
            .chain(of_units(&d.units))
            .collect(),
        Command::ChooseDefenders(d) => s
            .battle(d.battle)
            .map(|b| b.defender_battalion)
            .into_iter()
            .collect(),
        Command::ChooseCasualties(d) => s
            .battle(d.battle)
            .map(|b| match d.side {
                Some(side) if side != b.side => vec![b.defender_battalion],
                Some(_) => vec![b.attacker_battalion],
                None => vec![b.attacker_battalion, b.defender_battalion],
            })
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Marks a deputy's entries for the covered side and the GM (the public
/// text stays as it is: an absence is the side's business).
fn on_behalf(
    d: &mut Decision,
    state: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    covering: &[super::cover::Covering],
) {
    let Some(side) = covering
        .first()
        .and_then(|c| super::cover::side_of(state, c.seat))
    else {
        return;
    };
    let holders: Vec<_> = covering.iter().map(|c| c.holder).collect();
    let by = super::cover::on_behalf(inputs.roster, actor.user_id, &holders);
    // "<the entry> (<deputy> for <holder>)", as a message where the entry
    // is one (#44).
    let with_by = |text: &str, said: Option<super::say::Said>| {
        let english = format!("{text} ({})", by.english());
        let said = said.map(|s| crate::say!("history-with-by", entry = s, by = &by));
        (english, said)
    };
    for e in &mut d.entries {
        if e.audience == super::event::Visibility::All {
            let (inner, said) = match e.inner.take() {
                Some((s, t)) if s == side => {
                    let (t, said) = with_by(&t, e.inner_said.take());
                    ((s, t), said)
                }
                Some(other) => (other, e.inner_said.take()),
                None => {
                    let (t, said) = with_by(&e.text, e.said.clone());
                    ((side, t), said)
                }
            };
            e.inner = Some(inner);
            e.inner_said = said;
        } else {
            let (t, said) = with_by(&e.text, e.said.take());
            e.text = t;
            e.said = said;
        }
    }
}

fn decide_as(
    state: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    command: &Command,
) -> Result<Decision, Refusal> {
    let mut c = Ctx::new(state, inputs, actor);
    if command.is_play() {
        require_player(&c)?;
    }
    command.payload().apply(&mut c)?;
    super::ready::said_taken_back(&mut c, state);
    if command.awaited_in(c.state.phase) {
        super::schedule::advance_when_ready(&mut c);
    }
    Ok(Decision {
        state: c.state,
        entries: c.entries,
        members: c.members,
        transition: c.transition,
        created: c.created,
    })
}
