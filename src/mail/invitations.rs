//! The invitation mail of a member the GM added.

use super::notify::{link, MailCtx, Notice};
use crate::rules::{CampaignState, Decision, Event};

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
            Some(l) => ("Choose your password".to_string(), l.to_string()),
            None => (
                "Open the campaign".to_string(),
                link(ctx, &format!("/campaigns/{campaign_id}")),
            ),
        };
        out.push(Notice {
            key: format!("invite:{campaign_id}:{user}:{}", role.as_str()),
            user_id: user.get(),
            category: "invitation",
            title: format!("You are invited as {}", role.label()),
            lines: vec![
                format!(
                    "The game master added you to the campaign {} as {}.",
                    after.name,
                    role.label()
                ),
                if own.is_some() {
                    "Choose your password to sign in (the link works for 7 days).".into()
                } else {
                    "Sign in to see the campaign.".into()
                },
            ],
            action: Some(action),
            deadline: None,
            send_after: None,
        });
    }
    out
}
