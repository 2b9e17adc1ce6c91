//! The invitation mail of a member the GM added.

use super::notify::{link, MailCtx, Notice};
use crate::rules::{CampaignState, Decision, Event};
use crate::say;

/// The invitation of a member the GM added, with the new user's link.
pub fn invitations(
    campaign_id: i64,
    after: &CampaignState,
    d: &Decision,
    invite: Option<(i64, &str)>,
    ctx: &MailCtx,
) -> Vec<Notice> {
    let mut out = Vec::new();
    for e in &d.entries {
        let Event::MemberAdded { user, role, .. } = &e.event else {
            continue;
        };
        let own = invite.filter(|(u, _)| *u == user.get()).map(|(_, l)| l);
        let action = match own {
            Some(l) => (say!("mail-choose-password").into(), l.to_string()),
            None => (
                say!("mail-open-campaign").into(),
                link(ctx, &format!("/campaigns/{campaign_id}")),
            ),
        };
        let role_words = crate::rules::told::role(*role);
        out.push(Notice {
            key: format!("invite:{campaign_id}:{user}:{}", role.as_str()),
            user_id: user.get(),
            category: "invitation",
            title: say!("mail-invited", role = &role_words).into(),
            lines: vec![
                say!(
                    "mail-invited-line",
                    campaign = &after.name,
                    role = role_words
                )
                .into(),
                if own.is_some() {
                    say!("mail-invited-password").into()
                } else {
                    say!("mail-invited-sign-in").into()
                },
            ],
            action: Some(action),
            deadline: None,
            send_after: None,
        });
    }
    out
}
