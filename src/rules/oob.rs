//! Orders of battle (R3): nation templates of the 12-unit battalion, and the
//! off-map support types. Parsed from the TOML files in `config/oob/`.

use super::state::{Nation, Side, UnitClass};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NationTemplate {
    pub nation: Nation,
    pub name: String,
    pub hq: String,
    pub units: Vec<TemplateUnit>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemplateUnit {
    #[serde(default = "one")]
    pub count: u32,
    pub name: String,
    pub kind: String,
    pub class: UnitClass,
    #[serde(default)]
    pub strength: u32,
    #[serde(default)]
    pub cmbn: String,
}

fn one() -> u32 {
    1
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SupportFile {
    #[serde(default)]
    pub artillery: Vec<SupportType>,
    #[serde(default)]
    pub air: Vec<SupportType>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SupportType {
    pub side: Side,
    pub name: String,
    #[serde(default)]
    pub cmbn: String,
}

/// One unit of a new battalion, numbered within its kind ("Rifle Company 3"
/// when the template has several).
#[derive(Debug, Clone, PartialEq)]
pub struct UnitSpec {
    pub name: String,
    pub kind: String,
    pub class: UnitClass,
    pub strength: u32,
    pub cmbn: String,
}

impl NationTemplate {
    pub fn parse(text: &str) -> Result<NationTemplate, String> {
        let t: NationTemplate =
            toml::from_str(text).map_err(|e| format!("nation template: {e}"))?;
        if t.units.iter().any(|u| !u.class.is_combat()) {
            return Err(format!(
                "nation template {}: battalion units must be companies or platoons",
                t.nation.as_str()
            ));
        }
        if t.unit_specs().is_empty() {
            return Err(format!("nation template {}: no units", t.nation.as_str()));
        }
        Ok(t)
    }

    pub fn unit_specs(&self) -> Vec<UnitSpec> {
        let mut out = Vec::new();
        for u in &self.units {
            for i in 1..=u.count {
                let name = if u.count > 1 {
                    format!("{} {}", u.name, letter(i))
                } else {
                    u.name.clone()
                };
                out.push(UnitSpec {
                    name,
                    kind: u.kind.clone(),
                    class: u.class,
                    strength: u.strength,
                    cmbn: u.cmbn.clone(),
                });
            }
        }
        out
    }
}

/// Companies are lettered: A, B, C ...
fn letter(i: u32) -> String {
    char::from_u32(u32::from(b'A') + i - 1).map_or_else(|| i.to_string(), |c| c.to_string())
}

impl SupportFile {
    pub fn parse(text: &str) -> Result<SupportFile, String> {
        toml::from_str(text).map_err(|e| format!("support file: {e}"))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    const FILES: [&str; 9] = [
        include_str!("../../config/oob/us.toml"),
        include_str!("../../config/oob/us_airborne.toml"),
        include_str!("../../config/oob/uk.toml"),
        include_str!("../../config/oob/uk_airborne.toml"),
        include_str!("../../config/oob/canada.toml"),
        include_str!("../../config/oob/poland.toml"),
        include_str!("../../config/oob/heer.toml"),
        include_str!("../../config/oob/luftwaffe.toml"),
        include_str!("../../config/oob/waffen_ss.toml"),
    ];

    #[test]
    fn r3_2_every_nation_template_is_the_12_unit_battalion() {
        for f in FILES {
            let t = NationTemplate::parse(f).unwrap();
            let specs = t.unit_specs();
            assert_eq!(specs.len(), 12, "{}", t.name);
            let count = |k: &str| specs.iter().filter(|s| s.kind == k).count();
            assert_eq!(count("infantry") + count("weapons"), 6, "{}", t.name);
            assert_eq!(count("weapons"), 1);
            for k in [
                "engineer",
                "recon",
                "anti_tank",
                "medium_tank",
                "light_tank",
                "tank_destroyer",
            ] {
                assert_eq!(count(k), 1, "{} {k}", t.name);
            }
        }
    }

    #[test]
    fn r3_3_companies_and_platoons_by_kind() {
        let t = NationTemplate::parse(FILES[0]).unwrap();
        for s in t.unit_specs() {
            let platoon =
                ["medium_tank", "light_tank", "tank_destroyer"].contains(&s.kind.as_str());
            assert_eq!(s.class == UnitClass::Platoon, platoon, "{}", s.name);
        }
        assert_eq!(t.unit_specs()[0].name, "Rifle Company A");
    }

    #[test]
    fn r3_1_all_nine_nations_have_a_template() {
        let nations: Vec<Nation> = FILES
            .iter()
            .map(|f| NationTemplate::parse(f).unwrap().nation)
            .collect();
        for n in Nation::ALL {
            assert!(nations.contains(&n), "{n:?}");
        }
    }

    #[test]
    fn template_with_artillery_units_is_refused() {
        let e = NationTemplate::parse(
            "nation='us'\nname='x'\nhq='y'\n[[units]]\nname='a'\nkind='a'\nclass='artillery'\n",
        )
        .unwrap_err();
        assert!(e.contains("companies or platoons"));
    }

    #[test]
    fn support_file_parses() {
        let s = SupportFile::parse(include_str!("../../config/oob/support.toml")).unwrap();
        assert!(s
            .artillery
            .iter()
            .any(|a| a.side == Side::Axis && a.name.contains("Nebelwerfer")));
        assert!(s.air.iter().any(|a| a.name.contains("Typhoon")));
    }
}
