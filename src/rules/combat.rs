//! Battle arithmetic: odds and Quick Battle type (R7.2), size (R7.3), the
//! defender requirement (R7.1 with R6.4), loss caps (R7.5) and default
//! casualties (R8.1).

use super::ids::UnitId;
use super::state::{Outcome, Params, Unit, UnitClass};
use serde::Serialize;

/// R7.2: attackers / defenders rounded down to the table.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct Odds {
    pub attackers: u32,
    pub defenders: u32,
    /// Exact ratio, e.g. 3.5.
    pub ratio: f64,
    /// The table row reached, e.g. 3 for 3:1; 0 below the lowest row.
    pub table_ratio: u32,
    pub battle_type: String,
}

impl Odds {
    /// The odds in words, as every page and mail shows them, the way
    /// players read odds (#43): the count, the ratio with the larger side
    /// first to one decimal, and the battle type the table gives (R7.2):
    /// "7 vs 2: 3.5:1, Attack", "5 vs 6: 1:1.2, Meeting Engagement".
    pub fn describe(&self) -> String {
        let (a, d) = (self.attackers, self.defenders);
        let ratio = if a == 0 || d == 0 {
            None
        } else if a >= d {
            Some(format!("{}:1", tenths(a, d)))
        } else {
            Some(format!("1:{}", tenths(d, a)))
        };
        match ratio {
            Some(r) => format!("{a} vs {d}: {r}, {}", self.battle_type),
            None => format!("{a} vs {d}: {}", self.battle_type),
        }
    }
}

/// `n / d` to one decimal, rounded down (so 3.99 never reads as 4), the
/// ".0" of a whole number left out: "3", "3.5", "1.2".
fn tenths(n: u32, d: u32) -> String {
    let t = u64::from(n) * 10 / u64::from(d.max(1));
    match t % 10 {
        0 => format!("{}", t / 10),
        r => format!("{}.{r}", t / 10),
    }
}

pub const MEETING_ENGAGEMENT: &str = "Meeting Engagement";

pub fn odds(params: &Params, attackers: u32, defenders: u32) -> Odds {
    let ratio = if defenders == 0 {
        f64::from(attackers)
    } else {
        f64::from(attackers) / f64::from(defenders)
    };
    // Integer comparison: a >= r * d, so 3.999 never rounds up.
    let mut rows: Vec<_> = params.qb_ratio_table.iter().collect();
    rows.sort_by_key(|r| std::cmp::Reverse(r.ratio));
    let hit = rows
        .into_iter()
        .find(|row| u64::from(attackers) >= u64::from(row.ratio) * u64::from(defenders.max(1)));
    Odds {
        attackers,
        defenders,
        ratio,
        table_ratio: hit.map_or(0, |r| r.ratio),
        battle_type: hit.map_or_else(|| MEETING_ENGAGEMENT.to_string(), |r| r.battle_type.clone()),
    }
}

/// Company-equivalents in half units: company 2, platoon 1 (R7.3).
pub fn half_equivalents(units: &[&Unit]) -> u32 {
    units
        .iter()
        .map(|u| match u.class {
            UnitClass::Company => 2,
            UnitClass::Platoon => 1,
            _ => 0,
        })
        .sum()
}

#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct BattleSize {
    pub company_equivalents: f64,
    pub force_size: String,
    pub map_size: String,
    pub minutes: u32,
    pub assault_bonus: u32,
    pub total_minutes: u32,
}

/// R7.3: size from the larger side; `larger_half` is in half company-equivalents.
pub fn battle_size(params: &Params, larger_half: u32, battle_type: &str) -> BattleSize {
    let eq = f64::from(larger_half) / 2.0;
    let row = params
        .qb_size_table
        .iter()
        .find(|r| r.up_to.is_none_or(|max| eq <= max + 1e-9))
        .or(params.qb_size_table.last());
    let (force, map, minutes, bonus) = row.map_or(("Huge".into(), String::new(), 120, 30), |r| {
        (
            r.force_size.clone(),
            r.map_size.clone(),
            r.minutes,
            r.assault_bonus,
        )
    });
    let assault = params
        .qb_ratio_table
        .iter()
        .max_by_key(|r| r.ratio)
        .is_some_and(|r| r.battle_type == battle_type);
    let bonus = if assault { bonus } else { 0 };
    BattleSize {
        company_equivalents: eq,
        force_size: force,
        map_size: map,
        minutes,
        assault_bonus: bonus,
        total_minutes: minutes + bonus,
    }
}

/// R7.1 + R6.4: how many units the defender must field, given the attacker's
/// count and the attacked battalion's companies and platoons in the zone.
pub fn defenders_required(params: &Params, attackers: u32, companies: u32, platoons: u32) -> u32 {
    attackers.min(companies.min(params.max_battle_companies) + platoons)
}

/// R7.5: the loss caps of an outcome, as (attacker, defender). `Fixed(n)` is
/// exactly n, `UpTo(n)` at most n, `All` every unit in the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Loss {
    Fixed(u32),
    UpTo(u32),
    All,
}

pub fn loss_caps(outcome: Outcome) -> (Loss, Loss) {
    use Loss::*;
    match outcome {
        Outcome::TotalVictory => (Fixed(0), All),
        Outcome::MajorVictory => (Fixed(0), UpTo(3)),
        Outcome::TacticalVictory => (Fixed(0), UpTo(2)),
        Outcome::MinorVictory => (Fixed(1), UpTo(2)),
        Outcome::Draw => (Fixed(1), Fixed(1)),
        Outcome::MinorLoss => (UpTo(2), Fixed(1)),
        Outcome::TacticalLoss => (UpTo(2), Fixed(0)),
        Outcome::MajorLoss => (UpTo(3), Fixed(0)),
        Outcome::TotalLoss => (All, Fixed(0)),
    }
}

/// The allowed range of losses for `present` units, and the default (the cap).
pub fn loss_range(loss: Loss, present: u32) -> (u32, u32) {
    match loss {
        Loss::Fixed(n) => (n.min(present), n.min(present)),
        Loss::UpTo(n) => (0, n.min(present)),
        Loss::All => (present, present),
    }
}

/// R8.1 default: companies before platoons, weakest first, then by id.
pub fn default_casualties(units: &[&Unit], count: usize) -> Vec<UnitId> {
    let mut sorted: Vec<&&Unit> = units.iter().collect();
    sorted.sort_by_key(|u| (u.class == UnitClass::Platoon, u.strength, u.id));
    sorted.into_iter().take(count).map(|u| u.id).collect()
}

/// R7.1 default: the required number, company-class first (strongest first,
/// at most the battle limit of companies).
pub fn default_defenders(params: &Params, units: &[&Unit], required: u32) -> Vec<UnitId> {
    let mut companies: Vec<&&Unit> = units
        .iter()
        .filter(|u| u.class == UnitClass::Company)
        .collect();
    companies.sort_by_key(|u| (std::cmp::Reverse(u.strength), u.id));
    let mut platoons: Vec<&&Unit> = units
        .iter()
        .filter(|u| u.class == UnitClass::Platoon)
        .collect();
    platoons.sort_by_key(|u| (std::cmp::Reverse(u.strength), u.id));
    companies
        .into_iter()
        .take(params.max_battle_companies as usize)
        .chain(platoons)
        .take(required as usize)
        .map(|u| u.id)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::state::Location;

    fn p() -> Params {
        Params::default()
    }

    fn t(a: u32, d: u32) -> String {
        odds(&p(), a, d).battle_type
    }

    #[test]
    fn r7_2_one_vs_one_is_meeting_engagement() {
        assert_eq!(t(1, 1), "Meeting Engagement");
    }
    #[test]
    fn r7_2_two_vs_one_is_probe() {
        assert_eq!(t(2, 1), "Probe");
    }
    #[test]
    fn r7_2_three_vs_one_is_attack() {
        assert_eq!(t(3, 1), "Attack");
    }
    #[test]
    fn r7_2_four_vs_one_is_assault() {
        assert_eq!(t(4, 1), "Assault");
    }
    #[test]
    fn r7_2_nine_vs_two_is_assault() {
        assert_eq!(t(9, 2), "Assault");
    }
    #[test]
    fn r7_2_five_vs_two_is_probe() {
        assert_eq!(t(5, 2), "Probe");
    }
    #[test]
    fn r7_2_seven_vs_two_is_attack() {
        assert_eq!(t(7, 2), "Attack");
        assert_eq!(odds(&p(), 7, 2).describe(), "7 vs 2: 3.5:1, Attack");
    }
    #[test]
    fn r7_2_odds_read_as_players_read_them() {
        assert_eq!(
            odds(&p(), 5, 6).describe(),
            "5 vs 6: 1:1.2, Meeting Engagement"
        );
        assert_eq!(odds(&p(), 6, 2).describe(), "6 vs 2: 3:1, Attack");
        assert_eq!(odds(&p(), 4, 0).describe(), "4 vs 0: Assault");
    }
    #[test]
    fn r7_2_two_vs_three_is_meeting_engagement() {
        assert_eq!(t(2, 3), "Meeting Engagement");
    }
    #[test]
    fn r7_2_three_vs_six_is_meeting_engagement() {
        assert_eq!(t(3, 6), "Meeting Engagement");
        assert_eq!(
            odds(&p(), 3, 6).describe(),
            "3 vs 6: 1:2, Meeting Engagement"
        );
    }
    #[test]
    fn r7_2_rounds_down_just_below_a_row() {
        assert_eq!(t(11, 3), "Attack"); // 3.67
        assert_eq!(odds(&p(), 11, 3).describe(), "11 vs 3: 3.6:1, Attack");
        assert_eq!(
            odds(&p(), 3, 7).describe(),
            "3 vs 7: 1:2.3, Meeting Engagement"
        );
        assert_eq!(t(8, 3), "Probe"); // 2.67
        assert_eq!(t(12, 3), "Assault");
    }

    #[test]
    fn r7_3_size_table_boundaries() {
        let s = |half: u32| battle_size(&p(), half, "Probe").force_size;
        assert_eq!(s(1), "Tiny"); // 0.5
        assert_eq!(s(2), "Small"); // 1
        assert_eq!(s(3), "Small"); // 1.5
        assert_eq!(s(4), "Medium"); // 2
        assert_eq!(s(5), "Medium"); // 2.5
        assert_eq!(s(6), "Large"); // 3
        assert_eq!(s(9), "Large"); // 4.5
        assert_eq!(s(10), "Huge"); // 5
        assert_eq!(s(30), "Huge");
    }

    #[test]
    fn r7_3_assault_adds_time() {
        assert_eq!(battle_size(&p(), 3, "Assault").total_minutes, 60); // Small 45 + 15
        assert_eq!(battle_size(&p(), 5, "Assault").total_minutes, 75); // Medium 60 + 15
        assert_eq!(battle_size(&p(), 8, "Assault").total_minutes, 120); // Large 90 + 30
        assert_eq!(battle_size(&p(), 12, "Assault").total_minutes, 150); // Huge 120 + 30
        assert_eq!(battle_size(&p(), 8, "Attack").total_minutes, 90);
        // R7.3 names no bonus at Tiny; the API docs' example agrees.
        assert_eq!(battle_size(&p(), 1, "Assault").total_minutes, 30);
    }

    #[test]
    fn r7_1_example_five_attackers_vs_six_companies_and_a_platoon_needs_four() {
        assert_eq!(defenders_required(&p(), 5, 6, 1), 4);
    }
    #[test]
    fn r7_1_fewer_units_than_attackers_fields_all_it_can() {
        assert_eq!(defenders_required(&p(), 5, 2, 0), 2);
        assert_eq!(defenders_required(&p(), 3, 1, 1), 2);
    }
    #[test]
    fn r7_1_only_platoons_present() {
        assert_eq!(defenders_required(&p(), 4, 0, 2), 2);
        assert_eq!(defenders_required(&p(), 1, 0, 3), 1);
    }
    #[test]
    fn r7_1_never_more_than_attackers_required() {
        assert_eq!(defenders_required(&p(), 2, 6, 3), 2);
    }

    #[test]
    fn r7_5_every_outcome_row() {
        use Loss::*;
        let rows = [
            (Outcome::TotalVictory, Fixed(0), All),
            (Outcome::MajorVictory, Fixed(0), UpTo(3)),
            (Outcome::TacticalVictory, Fixed(0), UpTo(2)),
            (Outcome::MinorVictory, Fixed(1), UpTo(2)),
            (Outcome::Draw, Fixed(1), Fixed(1)),
            (Outcome::MinorLoss, UpTo(2), Fixed(1)),
            (Outcome::TacticalLoss, UpTo(2), Fixed(0)),
            (Outcome::MajorLoss, UpTo(3), Fixed(0)),
            (Outcome::TotalLoss, All, Fixed(0)),
        ];
        for (o, a, d) in rows {
            assert_eq!(loss_caps(o), (a, d), "{o:?}");
        }
    }

    #[test]
    fn r7_5_caps_larger_than_units_present() {
        assert_eq!(loss_range(Loss::UpTo(3), 2), (0, 2));
        assert_eq!(loss_range(Loss::Fixed(1), 0), (0, 0));
        assert_eq!(loss_range(Loss::All, 4), (4, 4));
        assert_eq!(loss_range(Loss::UpTo(2), 5), (0, 2));
    }

    fn unit(id: u32, class: UnitClass, strength: u32) -> Unit {
        Unit {
            id: UnitId::new(id),
            side: crate::rules::Side::Allies,
            battalion: Some(crate::rules::BattalionId::new(1)),
            name: format!("u{id}"),
            kind: "x".into(),
            class,
            cmbn: String::new(),
            strength,
            location: Location::Zone("F1".into()),
            destroyed: false,
            arrives_round: None,
        }
    }

    #[test]
    fn r8_1_default_casualties_platoons_last_weakest_first() {
        let us = [
            unit(1, UnitClass::Platoon, 1),
            unit(2, UnitClass::Company, 5),
            unit(3, UnitClass::Company, 2),
        ];
        let refs: Vec<&Unit> = us.iter().collect();
        assert_eq!(default_casualties(&refs, 2), vec![3, 2]);
        assert_eq!(default_casualties(&refs, 3), vec![3, 2, 1]);
    }

    #[test]
    fn r7_1_default_defenders_company_class_first_within_limit() {
        let us: Vec<Unit> = (1..=5)
            .map(|i| unit(i, UnitClass::Company, i))
            .chain([
                unit(9, UnitClass::Platoon, 1),
                unit(10, UnitClass::Platoon, 3),
            ])
            .collect();
        let refs: Vec<&Unit> = us.iter().collect();
        // 3 companies max, then platoons.
        assert_eq!(default_defenders(&p(), &refs, 4), vec![5, 4, 3, 10]);
        assert_eq!(default_defenders(&p(), &refs, 2), vec![5, 4]);
    }
}
