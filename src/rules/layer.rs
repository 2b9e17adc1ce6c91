//! The data of the sides' layers on the map (R12.5): what the campaign
//! state keeps; `annotations` draws and removes, `view` shows each reader
//! their side's.

use super::ids::UserId;
use super::types::Side;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// From `zone` to `to`.
    Arrow,
    /// Around `zone`.
    Circle,
    /// `text` at `zone`.
    Label,
}

impl Shape {
    pub fn label(self) -> &'static str {
        match self {
            Shape::Arrow => "arrow",
            Shape::Circle => "circle",
            Shape::Label => "label",
        }
    }
}

/// One mark of a side's layer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Annotation {
    /// Counted per side.
    pub id: u32,
    pub side: Side,
    pub author: UserId,
    /// The round and the turn it was drawn in.
    pub round: u32,
    pub turn: Side,
    pub shape: Shape,
    pub zone: String,
    /// An arrow's head.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
}

/// Both sides' layers.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Layers {
    #[serde(default)]
    pub items: Vec<Annotation>,
    /// The last id of each side.
    #[serde(default)]
    pub last_allies: u32,
    #[serde(default)]
    pub last_axis: u32,
}
