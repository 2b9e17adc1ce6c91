//! Which events mail whom (`plan`), queued in the same transaction as the
//! event (`compose::enqueue`): a rolled-back command sends nothing. Every
//! notice is drawn from its recipient's view (`rules::View`) and carries an
//! entry's text only as that recipient may read it.

pub use super::compose::{enqueue, next_digest, render, MailCtx, Notice, Rendered};
use crate::rules::{Audience, Decision, Entry, Event, Map};
use crate::say;
use crate::store::campaigns::Member;

mod battles;
mod planner;
mod sessions;
mod turns;

pub(super) use planner::{audience_of, link};
use planner::{text_for, to_gms, Planner};

use battles::{
    battle_chased, battle_conceded, battle_created, battle_due, battle_set_up, result_entered,
    turn_chased, turn_sent,
};
use turns::{all_ready, deadline_waits, orders_committed, phase_opened, reminders};

/// The notices of one decision: the compiler lists every event kind, so a
/// new kind decides here whether it mails anyone.
pub fn plan(
    campaign_id: i64,
    d: &Decision,
    map: &Map,
    members: &[Member],
    ctx: &MailCtx,
) -> Vec<Notice> {
    let mut p = Planner::new(campaign_id, d, map, members, ctx);
    for e in &d.entries {
        match &e.event {
            Event::CampaignStarted | Event::PhaseAdvanced { .. } => phase_opened(&mut p),
            Event::OrdersCommitted { side, .. } => orders_committed(&mut p, *side, e),
            Event::BattleCreated { battle, .. } => battle_created(&mut p, *battle, e),
            Event::ResultEntered {
                battle,
                attacker_losses,
                defender_losses,
                ..
            } => result_entered(&mut p, *battle, [*attacker_losses, *defender_losses], e),
            Event::CampaignWon { .. } => campaign_won(&mut p, e),
            Event::Paused { .. } | Event::Resumed { .. } => everyone(&mut p, e),
            Event::DeadlinePassed {
                advanced: false, ..
            } => deadline_waits(&mut p, e),
            Event::ReadySet { ready: true, .. } => all_ready(&mut p),
            Event::BattleDuePassed { battle, .. } => battle_due(&mut p, *battle, e),
            Event::BattleSetUp { battle, .. } => battle_set_up(&mut p, *battle, e),
            Event::TurnSent { battle, n, side } => turn_sent(&mut p, *battle, *n, *side),
            Event::TurnChased {
                battle,
                n,
                step,
                side,
            } => turn_chased(&mut p, *battle, *n, *step, *side),
            Event::BattleConceded { battle, side } => battle_conceded(&mut p, *battle, *side),
            Event::BattleChased { battle, sides } => battle_chased(&mut p, *battle, sides),
            Event::SessionProposed {
                battle,
                side,
                at,
                minutes,
            } => sessions::proposed(&mut p, *battle, *side, *at, *minutes),
            Event::SessionAnswered {
                battle,
                side,
                accepted,
            } => sessions::answered(&mut p, *battle, *side, *accepted),
            Event::SessionReported {
                battle,
                side,
                absent,
            } => sessions::reported(&mut p, *battle, *side, *absent),
            Event::SessionConfirmed { battle, absent } => {
                sessions::confirmed(&mut p, *battle, *absent)
            }
            Event::ReadyTakenBack { user, by } => ready_taken_back(&mut p, user.get(), by.get()),
            Event::DeadlineSet { .. } => reminders(&mut p),
            Event::CampaignCreated
            | Event::CampaignImported { .. }
            | Event::ParamsSet
            | Event::CalendarSet { .. }
            | Event::BattalionAdded { .. }
            | Event::BattalionUpdated { .. }
            | Event::BattalionRemoved { .. }
            | Event::UnitRenamed { .. }
            | Event::SupportAdded { .. }
            | Event::UnitRemoved { .. }
            | Event::UnitRestored { .. }
            | Event::ControlSet { .. }
            | Event::MemberAdded { .. }
            | Event::MemberRemoved { .. }
            | Event::DraftDeleted { .. }
            | Event::Drafted { .. }
            | Event::ReadySet { .. }
            | Event::ControlChanged { .. }
            | Event::ArtilleryCaptured { .. }
            | Event::SupportAssigned { .. }
            | Event::DefendersChosen { .. }
            | Event::BattleReady { .. }
            | Event::BattleInPlay { .. }
            | Event::TurnWithdrawn { .. }
            | Event::TurnFetched { .. }
            | Event::ConditionsSet { .. }
            | Event::BattleDueSet { .. }
            | Event::TurnClockSet { .. }
            | Event::SessionTimesMarked { .. }
            | Event::CasualtiesChosen { .. }
            | Event::BattleClosed { .. }
            | Event::ReinforcementPlaced { .. }
            | Event::AdvanceForced { .. }
            | Event::DraftsDropped { .. }
            | Event::TurnStarted { .. }
            | Event::PhaseUndone { .. }
            | Event::ScheduleSet { .. }
            | Event::DeadlinePassed { .. }
            | Event::AllReady
            | Event::GameKitSet
            | Event::AbsenceSet { .. }
            | Event::AbsenceEnded { .. }
            | Event::DeputySet { .. }
            | Event::SeatHandedOver { .. }
            | Event::Corrected { .. }
            | Event::SeatOpened { .. }
            | Event::Annotated { .. }
            | Event::AnnotationRemoved { .. } => {}
            Event::SeatClaimed { .. } => seat_claimed(&mut p, e),
            Event::ExtensionRequested { .. } => extension_asked(&mut p, e),
            Event::ExtensionDecided {
                user,
                granted,
                hours,
            } => extension_answered(&mut p, e, *user, *granted, *hours),
        }
    }
    p.out
}

/// Whether `e`'s words are message `id` (what an entry says, not how).
fn said_is(e: &Entry, id: &str) -> bool {
    e.said.as_ref().is_some_and(|s| s.id == id)
}

/// A commander's "my orders are done" was taken back by someone else's
/// change to his moves (R5.12): he hears it, so that he looks again.
fn ready_taken_back(p: &mut Planner, user: i64, by: i64) {
    let who: crate::rules::say::Arg = p.members.iter().find(|m| m.user_id == by).map_or_else(
        || say!("mail-your-hc").into(),
        |m| m.display_name.clone().into(),
    );
    let orders = p.path("/orders");
    p.push(
        format!("ready_taken_back:{}:{user}:{}", p.id, p.stamp),
        user,
        "orders",
        say!("mail-moves-changed"),
        vec![say!("mail-moves-changed-by", who = who)],
        (say!("mail-see-orders"), orders),
    );
}

fn campaign_won(p: &mut Planner, e: &Entry) {
    let users: Vec<i64> = p.members.iter().map(|m| m.user_id).collect();
    for u in users {
        let Some(text) = text_for(audience_of(p.members, u), e) else {
            continue;
        };
        let map = p.path("/map");
        p.push(
            format!("won:{}", p.id),
            u,
            "victory",
            say!("mail-over"),
            vec![text],
            (say!("mail-final-map"), map),
        );
    }
}

/// A pause or a resume (R5.9): every member hears it.
fn everyone(p: &mut Planner, e: &Entry) {
    let users: Vec<i64> = p.members.iter().map(|m| m.user_id).collect();
    let subject = match e.event {
        Event::Paused { .. } => say!("mail-paused"),
        _ => say!("mail-resumes"),
    };
    for u in users {
        let Some(text) = text_for(audience_of(p.members, u), e) else {
            continue;
        };
        let overview = p.path("");
        p.push(
            format!("{}:{}:{}", e.kind(), p.id, p.stamp),
            u,
            "schedule",
            subject.clone(),
            vec![text],
            (say!("mail-open-campaign"), overview),
        );
    }
}

/// A member asks for an open seat (R1.6): the GM hears it. The GM refused
/// one: the one who asked hears it (a grant briefs the new holder,
/// `mail::summary::briefing`).
fn seat_claimed(p: &mut Planner, e: &Entry) {
    if let Event::SeatClaimed { user, .. } = e.event {
        if said_is(e, "history-seat-refused") {
            let overview = p.path("/seats");
            let text = text_for(Audience::Gm, e).unwrap_or_else(|| e.text.clone().into());
            p.push(
                format!("seat_refused:{}:{}", p.id, p.stamp),
                user.get(),
                "schedule",
                say!("mail-seat-refused"),
                vec![say!("mail-sentence", text = text.as_arg())],
                (say!("mail-see-seats"), overview),
            );
            return;
        }
    }
    if !said_is(e, "history-seat-asked") {
        return;
    }
    let overview = p.path("/seats");
    to_gms(
        p,
        "seat",
        say!("mail-seat-asked").into(),
        e,
        (say!("mail-answer").into(), overview),
    );
}

/// A player asks for more time (R5.10): the GM hears it.
fn extension_asked(p: &mut Planner, e: &Entry) {
    let overview = p.path("#gm-panel");
    to_gms(
        p,
        "extension",
        say!("mail-extension-asked").into(),
        e,
        (say!("mail-answer-overview").into(), overview),
    );
}

/// The GM answered a request for more time (R5.10): the one who asked hears
/// it, granted or not (the rest hear a new deadline by its own mail).
fn extension_answered(
    p: &mut Planner,
    e: &Entry,
    user: crate::rules::ids::UserId,
    granted: bool,
    hours: u32,
) {
    let user = user.get();
    if text_for(audience_of(p.members, user), e).is_none() {
        return;
    }
    let (subject, line) = if granted {
        (
            say!("mail-extension-granted"),
            say!("mail-extension-granted-line", hours = hours),
        )
    } else {
        (
            say!("mail-extension-refused"),
            say!("mail-extension-refused-line", hours = hours),
        )
    };
    let mut lines = vec![line];
    if granted {
        if let Some(d) = p.public().deadline {
            let at = d.format("%Y-%m-%d %H:%M").to_string();
            lines.push(say!("mail-deadline-now", at = at));
        }
    }
    let overview = p.path("");
    p.push(
        format!("extension_answered:{}:{}", p.id, p.stamp),
        user,
        "schedule",
        subject,
        lines,
        (say!("mail-open-campaign"), overview),
    );
}

#[cfg(test)]
mod tests;
