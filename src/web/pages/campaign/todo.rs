//! The to-do list on the overview and the campaign list: `rules::todo` in
//! words with a link to the form that does each thing.

use crate::rules::{Todo, TodoKind};

pub struct TodoLine {
    pub text: String,
    pub href: String,
    /// When it is due, in the viewer's time zone.
    pub due: Option<String>,
    pub blocking: bool,
}

/// Where each kind of to-do is done.
fn href(id: i64, t: &Todo) -> String {
    let sheet = |anchor: &str| match t.battle {
        Some(b) => format!("/campaigns/{id}/battles/{b}/sheet#{anchor}"),
        None => format!("/campaigns/{id}/battles"),
    };
    match t.kind {
        TodoKind::ChooseDefenders => sheet("defenders"),
        TodoKind::ChooseCasualties => sheet("casualties"),
        TodoKind::EnterResult => sheet("result"),
        TodoKind::Commit => format!("/campaigns/{id}/orders#commit"),
        TodoKind::Draft => format!("/campaigns/{id}/map"),
        TodoKind::AssignSupport => format!("/campaigns/{id}/battles"),
        TodoKind::PlaceReinforcements => format!("/campaigns/{id}/orders#reinforcements"),
        TodoKind::Advance => format!("/campaigns/{id}#gm-panel"),
        TodoKind::Cover => format!("/campaigns/{id}/map"),
        TodoKind::AnswerSeat => format!("/campaigns/{id}/seats#claims"),
        TodoKind::AnswerExtension => format!("/campaigns/{id}#extensions"),
        TodoKind::SendTurn => sheet("relay"),
    }
}

pub fn lines(id: i64, items: &[Todo], tz: &str) -> Vec<TodoLine> {
    let lang = crate::web::http::language::reader();
    items
        .iter()
        .map(|t| TodoLine {
            text: t.said.said_in(lang),
            href: href(id, t),
            due: t.due.as_ref().map(|d| super::words::local_time(d, tz)),
            blocking: t.blocking,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::BattleId;

    #[test]
    fn each_kind_links_to_its_form() {
        let t = |kind, battle| Todo {
            kind,
            text: String::new(),
            said: crate::rules::say::Said::default(),
            battle,
            due: None,
            blocking: true,
        };
        let b = Some(BattleId::new(4));
        assert_eq!(
            href(7, &t(TodoKind::ChooseDefenders, b)),
            "/campaigns/7/battles/4/sheet#defenders"
        );
        // #25: a casualties link lands on the casualty form, not on the
        // GM's result form (which a commander does not have).
        assert_eq!(
            href(7, &t(TodoKind::ChooseCasualties, b)),
            "/campaigns/7/battles/4/sheet#casualties"
        );
        assert_eq!(
            href(7, &t(TodoKind::Commit, None)),
            "/campaigns/7/orders#commit"
        );
        assert_eq!(
            href(7, &t(TodoKind::Advance, None)),
            "/campaigns/7#gm-panel"
        );
    }
}
