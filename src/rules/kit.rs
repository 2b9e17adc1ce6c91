//! What of CMBN a campaign's battles need (R13.2): the game's version and
//! its modules, stated by the GM and shown on every setup sheet, so that a
//! battle is never set up for a game one of its commanders cannot load.
//! Plain data; the GM's command is `play::SetGameKit`.

use serde::{Deserialize, Serialize};

/// The longest version and module names.
pub const NAME_MAX: usize = 40;
/// The most modules a campaign may need.
pub const MODULES_MAX: usize = 12;

/// A CMBN installation, as the GM asks for it: a version ("5.01") and the
/// modules ("Commonwealth Forces", "Market Garden"). Empty: nothing stated.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct GameKit {
    #[serde(default)]
    #[schema(max_length = 40)]
    pub version: String,
    #[serde(default)]
    #[schema(max_items = 12)]
    pub modules: Vec<String>,
}

impl GameKit {
    pub fn is_empty(&self) -> bool {
        self.version.is_empty() && self.modules.is_empty()
    }

    /// "CMBN 5.01 with Commonwealth Forces and Market Garden"; empty when
    /// nothing is stated.
    pub fn describe(&self) -> String {
        if self.is_empty() {
            return String::new();
        }
        let mut out = "CMBN".to_string();
        if !self.version.is_empty() {
            out.push(' ');
            out.push_str(&self.version);
        }
        if !self.modules.is_empty() {
            out.push_str(" with ");
            out.push_str(&super::words::and_list(&self.modules));
        }
        out
    }
}
