//! What every page's frame needs: the user, the CSRF token, a flash message.

use crate::store::accounts::User;
use crate::web::auth;
use actix_session::Session;

#[derive(Debug, Clone)]
pub struct Nav {
    pub user_name: String,
    pub is_admin: bool,
}

#[derive(Debug, Clone)]
pub struct Layout {
    pub title: String,
    pub nav: Option<Nav>,
    pub csrf: String,
    pub flash: Option<(String, String)>,
    /// (campaign id, campaign name) for the campaign sub-navigation.
    pub campaign: Option<(i64, String)>,
}

impl Layout {
    pub fn new(session: &Session, user: Option<&User>, title: impl Into<String>) -> Layout {
        Layout {
            title: title.into(),
            nav: user.map(|u| Nav {
                user_name: u.display_name.clone(),
                is_admin: u.is_admin,
            }),
            csrf: auth::csrf_token(session),
            flash: auth::take_flash(session),
            campaign: None,
        }
    }

    pub fn in_campaign(mut self, id: i64, name: &str) -> Layout {
        self.campaign = Some((id, name.to_string()));
        self
    }
}
