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
    /// A kit as stored: the version, and the modules one per line.
    pub fn of_lines(version: &str, modules: &str) -> GameKit {
        GameKit {
            version: version.trim().to_string(),
            modules: modules
                .lines()
                .map(str::trim)
                .filter(|m| !m.is_empty())
                .map(str::to_string)
                .collect(),
        }
    }

    /// What `has` lacks of this kit (R13.2), in words: the version said and
    /// the same, every module owned. Empty: nothing lacks.
    pub fn lacking_in(&self, has: &GameKit) -> Vec<String> {
        let mut out = Vec::new();
        if !self.version.is_empty() {
            if has.version.is_empty() {
                out.push(format!(
                    "has not said which CMBN version (the campaign needs {})",
                    self.version
                ));
            } else if !has.version.eq_ignore_ascii_case(&self.version) {
                out.push(format!(
                    "has CMBN {}, the campaign needs {}",
                    has.version, self.version
                ));
            }
        }
        let missing: Vec<String> = self
            .modules
            .iter()
            .filter(|m| !has.modules.iter().any(|x| x.eq_ignore_ascii_case(m)))
            .cloned()
            .collect();
        if !missing.is_empty() {
            out.push(format!("lacks {}", super::words::and_list(&missing)));
        }
        out
    }

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

    /// `describe` as a message (#44): None when nothing is stated.
    pub fn described(&self) -> Option<super::say::Said> {
        let modules = super::words::and_said(&self.modules);
        match (self.version.is_empty(), self.modules.is_empty()) {
            (true, true) => None,
            (false, true) => Some(crate::say!("words-kit-version", version = &self.version)),
            (false, false) => Some(crate::say!(
                "words-kit-version-modules",
                version = &self.version,
                modules = modules
            )),
            (true, false) => Some(crate::say!("words-kit-modules", modules = modules)),
        }
    }
}
