//! What every page's frame needs: the user, the CSRF token, a flash message.

use crate::app::accounts::User;
use crate::web::auth;
use actix_session::Session;

/// The key under which `page` as `user` reads it in `campaign`, seeing
/// `sight` of it, is kept whole (`http::pages`): the frame's parts (the
/// menu's name, the admin link, the time zone, the form token, the language) are in it.
/// None when the session holds a one-off notice (drawn afresh, never kept).
pub fn page_key(
    session: &Session,
    user: &User,
    campaign: i64,
    sight: u64,
    page: String,
) -> Option<crate::web::http::pages::PageKey> {
    if auth::has_flash(session) {
        return None;
    }
    Some(crate::web::http::pages::PageKey {
        campaign,
        sight,
        user: user.id,
        reader: format!(
            "{}\u{1f}{}\u{1f}{}\u{1f}{}\u{1f}{}",
            user.display_name,
            user.is_admin,
            user.time_zone,
            auth::csrf_token(session),
            crate::web::http::language::reader().code()
        ),
        page,
    })
}

#[derive(Debug, Clone)]
pub struct Nav {
    pub user_name: String,
    pub is_admin: bool,
}

#[derive(Debug, Clone)]
pub struct Layout {
    /// The language the page is written in (#44).
    pub lang: crate::rules::say::Lang,
    pub title: String,
    pub nav: Option<Nav>,
    pub csrf: String,
    pub flash: Option<(String, String)>,
    /// (campaign id, campaign name) for the campaign sub-navigation.
    pub campaign: Option<(i64, String)>,
    /// The campaign section this page belongs to, marked in the menu.
    pub section: &'static str,
    /// A paused campaign's banner, on each of its pages (R5.9).
    pub paused: Option<String>,
}

impl Layout {
    pub fn new(session: &Session, user: Option<&User>, title: impl Into<String>) -> Layout {
        Layout {
            lang: crate::web::http::language::reader(),
            title: title.into(),
            nav: user.map(|u| Nav {
                user_name: u.display_name.clone(),
                is_admin: u.is_admin,
            }),
            // The page carries a slot; each answer fills it with the
            // session's token freshly masked (`auth::csrf`, #40). The token
            // is made here, while the session can still be saved.
            csrf: {
                auth::csrf_token(session);
                crate::web::http::form_token::slot().to_string()
            },
            // A flash written in English is said in the reader's language.
            flash: auth::take_flash(session).map(|(kind, text)| {
                let said = crate::web::http::language::reader().from_english(&text);
                (kind, said)
            }),
            campaign: None,
            section: "",
            paused: None,
        }
    }

    /// The pause banner of `s`, if it is paused (R5.9).
    pub fn paused(mut self, s: &crate::rules::CampaignState) -> Layout {
        self.paused = crate::rules::schedule::banner(s);
        self
    }

    /// The menu section, where the title does not say it (a battalion's
    /// page belongs to the overview).
    pub fn in_section(mut self, section: &'static str) -> Layout {
        self.section = section;
        self
    }

    /// The campaign's id (0 outside a campaign).
    pub fn campaign_id(&self) -> i64 {
        self.campaign.as_ref().map_or(0, |(id, _)| *id)
    }

    pub fn in_campaign(mut self, id: i64, name: &str) -> Layout {
        self.section = section_of(&self.title, name);
        self.campaign = Some((id, name.to_string()));
        self
    }

    /// Whether the page keeps up through the event stream: a browser's
    /// page does; a page read with a bearer token (no session cookie)
    /// cannot, as `EventSource` sends cookies only.
    pub fn streams(&self) -> bool {
        self.csrf != auth::BEARER_CSRF
    }

    /// The words the page's scripts show (#44): the map's order panel's
    /// only on the map's pages.
    pub fn script_words(&self) -> &'static str {
        self.lang.script_words(self.section == "map")
    }

    /// `aria-current` for a menu entry of this page's section.
    pub fn current(&self, section: &str) -> &'static str {
        if self.section == section {
            "page"
        } else {
            "false"
        }
    }
}

/// The menu section of a campaign page, from its title: a zone belongs to
/// the map, a battle's sheet to the battles.
fn section_of(title: &str, campaign: &str) -> &'static str {
    // A page titled by its menu entry, in the reader's language (#44).
    let lang = crate::web::http::language::reader();
    let entries = [
        ("nav-map", "map"),
        ("nav-orders", "orders"),
        ("nav-battles", "battles"),
        ("nav-history", "history"),
        ("nav-messages", "messages"),
        ("nav-setup", "setup"),
    ];
    if let Some((_, section)) = entries
        .iter()
        .find(|(id, _)| title != campaign && title == lang.t(id))
    {
        return section;
    }
    match title {
        t if t == campaign => "overview",
        "Map" => "map",
        "Orders" => "orders",
        "Battles" => "battles",
        "History" => "history",
        "Messages" => "messages",
        "Setup" => "setup",
        "Open seats" => "overview",
        t if t.starts_with("Battle ") => "battles",
        // A turn report ("Overlord: round 3, Allied turn") is read from the history.
        t if t.ends_with(" turn") && t.contains(": round ") => "history",
        _ => "map",
    }
}
