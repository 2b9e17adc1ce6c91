//! What a campaign's webhooks may be told (public events only) and the
//! shape of the request: the GM's choices when adding one.

super::types::words! {
    /// What a webhook may be told.
    pub enum HookEvent {
        TurnReport = "turn_report" / "Turn report",
        PhaseOpened = "phase_opened" / "Phase opened",
        BattleSet = "battle_set" / "Battle set",
        ResultIn = "result_in" / "Result in",
        Victory = "victory" / "Victory",
    }
}

super::types::words! {
    /// The shape of the request.
    pub enum HookFormat {
        Discord = "discord" / "Discord",
        Generic = "generic" / "Generic JSON",
    }
}
