//! The CMBN Quick Battle setup sheet (R7.2-R7.4): everything the GM needs to
//! build a battle, with the same hidden-information rules for the page, the
//! BBCode block and the JSON. Pure: no I/O.

use crate::rules::battle_view::{BattleView, OddsView};
use crate::rules::combat::BattleSize;
use crate::rules::say::Lang;
use crate::rules::view::View;
use crate::rules::{Map, Side, UnitClass, UnitId};
use serde::Serialize;

pub use super::qbmaps::{parse_catalogue, suggest_maps, QbMap, Suggestions};

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct SheetUnit {
    pub name: String,
    pub class: UnitClass,
    pub cmbn: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct SheetSide {
    pub side: Side,
    pub role: &'static str,
    pub nation: String,
    pub battalion: String,
    pub commander: String,
    pub hq: String,
    pub unit_count: usize,
    /// None when the viewer may not see this side's force.
    pub units: Option<Vec<SheetUnit>>,
    pub support: Option<Vec<String>>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Sheet {
    pub battle: crate::rules::BattleId,
    pub campaign: String,
    pub zone: String,
    pub zone_name: String,
    pub terrain: String,
    pub round: u32,
    pub date: String,
    pub region: &'static str,
    pub odds: String,
    /// Until the defenders are chosen, the odds and size assume the number
    /// the defender must field (R7.1): not final.
    pub provisional: bool,
    pub battle_type: String,
    pub qb_battle_type: String,
    pub force_size: String,
    pub map_size: String,
    pub minutes: u32,
    pub assault_bonus: u32,
    pub total_minutes: u32,
    pub time_of_day: String,
    pub weather: String,
    pub ground: String,
    pub fortifications: Option<String>,
    pub naval_support: Option<String>,
    /// "CMBN 5.01 with Commonwealth Forces": what the battle is played
    /// with (R13.2); empty when the campaign states nothing.
    pub game: String,
    pub attacker: SheetSide,
    pub defender: SheetSide,
    pub maps: Suggestions,
}

/// The sheet of battle `b` as `v`'s reader may see it: a side's units,
/// HQ and support only for a reader who may see that side; its words
/// (the date, "GM's choice", the support) in `lang`, CMBN's Quick Battle
/// settings as CMBN names them.
pub fn build(
    v: &View,
    map: &Map,
    b: &BattleView,
    names: &crate::rules::Names,
    catalogue: &[QbMap],
    lang: Lang,
) -> Sheet {
    let size = &b.size;
    let zone = map.zone(b.zone);
    let terrain = zone.map(|z| z.terrain.clone()).unwrap_or_default();
    let qb_type = qb_battle_type(b.attacker_side, &b.odds);
    let defenders = b.defender_units.unwrap_or_default();
    let fortifications = fortifications(v, b, zone.is_some_and(|z| z.bunker), size, lang);
    let force = |attacker: bool| Force {
        v,
        b,
        names,
        attacker,
        lang,
    };
    Sheet {
        battle: b.id,
        campaign: v.name.to_string(),
        zone: b.zone.to_string(),
        zone_name: zone.map(|z| z.name.clone()).unwrap_or_default(),
        terrain: terrain.clone(),
        round: b.round,
        date: date_in(b.date, lang),
        region: "France",
        odds: b.odds.text.clone(),
        provisional: b.provisional,
        battle_type: b.odds.battle_type.clone(),
        qb_battle_type: qb_type.clone(),
        force_size: size.force_size.clone(),
        map_size: size.map_size.clone(),
        minutes: size.minutes,
        assault_bonus: size.assault_bonus,
        total_minutes: size.total_minutes,
        time_of_day: or_gm(&b.conditions.time_of_day, lang),
        weather: or_gm(&b.conditions.weather, lang),
        ground: or_gm(&b.conditions.ground, lang),
        // The ship is the attacker's support: the view shows it only to
        // whoever may see the attacker's force.
        naval_support: b
            .support
            .as_ref()
            .and_then(|s| s.ship)
            .map(|s| lang.t1("sheet-naval-supports", "ship", s)),
        fortifications,
        game: v.game.describe(),
        attacker: force(true).sheet(b.attacker_units),
        defender: force(false).sheet(defenders),
        maps: suggest_maps(
            catalogue,
            &qb_type,
            &size.force_size,
            &terrain,
            size.total_minutes,
            lang,
        ),
    }
}

/// The battle's date as the reader reads one: "06 June 1944" in English,
/// the day and the month's name as `lang` writes them elsewhere.
fn date_in(d: chrono::NaiveDate, lang: Lang) -> String {
    let (pattern, locale) = match lang {
        Lang::En => return d.format("%d %B %Y").to_string(),
        Lang::De => ("%-d. %B %Y", chrono::Locale::de_DE),
        Lang::Fr => ("%-d %B %Y", chrono::Locale::fr_FR),
        Lang::It => ("%-d %B %Y", chrono::Locale::it_IT),
    };
    d.format_localized(pattern, locale).to_string()
}

/// The CMBN Quick Battle type: "Allied Attack", "Axis Assault", "Meeting
/// Engagement" (R7.2).
fn qb_battle_type(attacker: Side, odds: &OddsView) -> String {
    if odds.table_ratio == 0 {
        return odds.battle_type.clone();
    }
    let side = if attacker == Side::Allies {
        "Allied"
    } else {
        "Axis"
    };
    format!("{side} {}", odds.battle_type)
}

/// R2.3: an Axis defender in a bunker zone gets fortifications, the GM's
/// allowance or one suggested for the force size.
fn fortifications(
    v: &View,
    b: &BattleView,
    bunker: bool,
    size: &BattleSize,
    lang: Lang,
) -> Option<String> {
    let axis_defends = b.attacker_side == Side::Allies;
    (axis_defends && bunker && v.params.bunker_fortifications).then(|| {
        if b.conditions.fortifications.trim().is_empty() {
            suggested_fortifications(&size.force_size, lang)
        } else {
            b.conditions.fortifications.clone()
        }
    })
}

/// One side of a battle, for its part of the sheet.
struct Force<'a> {
    v: &'a View<'a>,
    b: &'a BattleView<'a>,
    names: &'a crate::rules::Names,
    attacker: bool,
    /// The reader's language, for the sheet's own words.
    lang: Lang,
}

impl Force<'_> {
    fn sheet(&self, units: &[UnitId]) -> SheetSide {
        let (v, b) = (self.v, self.b);
        let (side, battalion) = if self.attacker {
            (b.attacker_side, b.attacker_battalion)
        } else {
            (b.attacker_side.enemy(), b.defender_battalion)
        };
        let visible = v.sees_side(side);
        let bn = v.battalion(battalion);
        let commander = bn
            .and_then(|x| x.commander)
            .and_then(|c| self.names.get(c.get()).map(String::from))
            .unwrap_or_else(|| self.lang.t("sheet-no-commander"));
        let list = || -> Vec<SheetUnit> {
            units
                .iter()
                .filter_map(|id| v.unit(*id))
                .map(|u| SheetUnit {
                    name: u.shown_name(),
                    class: u.class,
                    cmbn: u.cmbn.unwrap_or_default().to_string(),
                })
                .collect()
        };
        SheetSide {
            side,
            role: if self.attacker {
                "attacker"
            } else {
                "defender"
            },
            nation: bn.map(|x| x.nation.label().to_string()).unwrap_or_default(),
            battalion: bn.map(|x| x.name.to_string()).unwrap_or_default(),
            commander,
            hq: bn.and_then(|x| x.hq).unwrap_or_default().to_string(),
            // The units may be hidden from this reader; their number is
            // public, as the odds say it (#43: "0 units" under "5 vs 5").
            unit_count: units.len().max(
                usize::try_from(if self.attacker {
                    b.odds.attackers
                } else {
                    b.odds.defenders
                })
                .unwrap_or(0),
            ),
            units: visible.then(list),
            support: visible.then(|| self.support()),
        }
    }

    /// R7.4: one forward observer per artillery or air unit, and the ship:
    /// the attacker's support, as far as the view shows it.
    fn support(&self) -> Vec<String> {
        let (v, b) = (self.v, self.b);
        let mut support = Vec::new();
        let Some(sup) = b.support.as_ref().filter(|_| self.attacker) else {
            return support;
        };
        for u in sup
            .artillery
            .iter()
            .chain(sup.air.iter())
            .filter_map(|id| v.unit(*id))
        {
            support.push(if u.class == UnitClass::Air {
                self.lang
                    .t1("sheet-support-via-fac", "unit", u.shown_name())
            } else {
                self.lang.t1("sheet-support-via-fo", "unit", u.shown_name())
            });
        }
        if let Some(ship) = sup.ship {
            support.push(self.lang.t1("sheet-support-naval", "ship", ship));
        }
        support
    }
}

fn or_gm(s: &str, lang: Lang) -> String {
    if s.trim().is_empty() {
        lang.t("sheet-gm-choice")
    } else {
        s.to_string()
    }
}

/// Suggested defender fortifications for a bunker zone, by force size, in
/// `lang`.
pub fn suggested_fortifications(force: &str, lang: Lang) -> String {
    let (bunkers, trenches, wire, mines) = match force {
        "Tiny" => (1, 2, 2, 1),
        "Small" => (1, 3, 4, 2),
        "Medium" => (2, 4, 6, 4),
        "Large" => (3, 6, 8, 6),
        _ => (4, 8, 10, 8),
    };
    lang.say(&crate::say!(
        "sheet-fortifications-suggested",
        bunkers = bunkers,
        trenches = trenches,
        wire = wire,
        mines = mines
    ))
}

/// A BBCode block for a forum post, with the same visibility as the page.
/// Text from players (names, conditions) in BBCode: its square brackets
/// become look-alikes, so no tag (`[url=javascript:...]`) can be formed.
struct P<'a>(&'a str);

impl std::fmt::Display for P<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for c in self.0.chars() {
            match c {
                '[' => f.write_str("\u{FF3B}")?,
                ']' => f.write_str("\u{FF3D}")?,
                c => std::fmt::Write::write_char(f, c)?,
            }
        }
        Ok(())
    }
}

/// Players' text made safe for BBCode (see `P`).
pub fn plain_bbcode(text: &str) -> String {
    P(text).to_string()
}

/// The sheet as forum BBCode, in `lang` (the reader's: CMBN's settings as
/// CMBN names them); players' text cannot open a tag.
pub fn bbcode(sh: &Sheet, lang: Lang) -> String {
    let mut o = String::new();
    o.push_str(&format!(
        "[b]{}[/b]\n",
        lang.say(&crate::say!(
            "sheet-bb-heading",
            campaign = P(&sh.campaign).to_string(),
            battle = sh.battle.to_string(),
            zone = sh.zone.as_str(),
            name = P(&sh.zone_name).to_string()
        ))
    ));
    o.push_str(&format!(
        "{}\n",
        lang.say(&crate::say!(
            "sheet-bb-round",
            round = sh.round.to_string(),
            date = sh.date.as_str(),
            region = sh.region
        ))
    ));
    if sh.provisional {
        o.push_str(&format!(
            "[b]{}[/b] {}\n",
            lang.t("sheet-bb-provisional-head"),
            lang.t("sheet-bb-provisional")
        ));
    }
    if !sh.game.is_empty() {
        o.push_str(&format!(
            "[b]{}[/b] {}\n",
            lang.t("sheet-bb-game"),
            P(&sh.game)
        ));
    }
    o.push_str(&format!(
        "[b]{}[/b] {} ({})\n",
        lang.t("sheet-bb-quick-battle"),
        sh.qb_battle_type,
        sh.odds
    ));
    o.push_str(&format!(
        "[b]{}[/b] {}",
        lang.t("sheet-bb-force-size"),
        lang.say(&crate::say!(
            "sheet-bb-size",
            force = sh.force_size.as_str(),
            map = sh.map_size.as_str(),
            minutes = sh.total_minutes.to_string()
        ))
    ));
    if sh.assault_bonus > 0 {
        o.push_str(&format!(
            " {}",
            lang.t2(
                "sheet-assault-bonus",
                "minutes",
                sh.minutes,
                "bonus",
                sh.assault_bonus
            )
        ));
    }
    o.push('\n');
    o.push_str(&format!(
        "[b]{}[/b] {} / {} / {}\n",
        lang.t("sheet-bb-conditions"),
        P(&sh.time_of_day),
        P(&sh.weather),
        P(&sh.ground)
    ));
    for side in [&sh.attacker, &sh.defender] {
        o.push_str(&side_bbcode(side, lang));
    }
    if let Some(f) = &sh.fortifications {
        o.push_str(&format!(
            "\n[b]{}[/b] {}\n",
            lang.t("sheet-bb-fortifications"),
            P(f)
        ));
    }
    o.push_str(&maps_bbcode(sh, lang));
    o
}

/// One side's force: who plays it and, when the reader may see them, its
/// units with their CMBN purchases and its support.
fn side_bbcode(side: &SheetSide, lang: Lang) -> String {
    let mut o = format!(
        "\n[b]{}[/b] {} - {} - {}\n",
        lang.t2(
            "sheet-bb-force",
            "role",
            side.role,
            "side",
            side.side.as_str()
        ),
        side.nation,
        P(&side.battalion),
        lang.t1("sheet-played-by", "name", P(&side.commander))
    );
    match &side.units {
        Some(units) => {
            o.push_str(&format!(
                "[list]\n[*]{} {}\n",
                P(&side.hq),
                lang.t("sheet-hq")
            ));
            for u in units {
                o.push_str(&format!("[*]{} - {}\n", P(&u.name), P(&u.cmbn)));
            }
            for s in side.support.iter().flatten() {
                o.push_str(&format!(
                    "[*]{}\n",
                    lang.t1("sheet-bb-support", "support", P(s))
                ));
            }
            o.push_str("[/list]\n");
        }
        None => o.push_str(&format!(
            "{}\n",
            lang.n1("sheet-bb-units-hidden", "n", side.unit_count)
        )),
    }
    o
}

/// The Quick Battle maps the sheet suggests, if any.
fn maps_bbcode(sh: &Sheet, lang: Lang) -> String {
    if sh.maps.maps.is_empty() {
        return String::new();
    }
    let mut o = format!("\n[b]{}[/b]\n[list]\n", lang.t("sheet-bb-maps"));
    for m in &sh.maps.maps {
        o.push_str(&format!(
            "[*]{}\n",
            lang.say(&crate::say!(
                "sheet-bb-map",
                name = P(&m.name).to_string(),
                kind = m.battle_type.as_str(),
                size = m.size.as_str(),
                width = format!("{:.0}", m.width_m),
                depth = format!("{:.0}", m.depth_m),
                minutes = m.length_min.to_string()
            ))
        ));
    }
    o.push_str("[/list]\n");
    o
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests;
