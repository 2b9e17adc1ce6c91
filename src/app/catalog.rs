//! The data files Bocage ships (`config/maps`, `config/oob`), compiled in, plus
//! any extra map files found in `config/maps/` at run time: maps are data.

use crate::rules::map::Map;
use crate::rules::oob::{NationTemplate, SupportFile};
use crate::rules::Nation;
use std::collections::BTreeMap;
use std::path::Path;

const MAPS: [&str; 1] = [include_str!("../../config/maps/aa-dday.toml")];
const TEMPLATES: [&str; 9] = [
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
const SUPPORT: &str = include_str!("../../config/oob/support.toml");
const QB_MAPS: &str = include_str!("../../config/qb-maps.csv");

pub struct Catalog {
    pub maps: BTreeMap<String, Map>,
    pub templates: BTreeMap<Nation, NationTemplate>,
    pub support: SupportFile,
    /// CMBN Quick Battle maps, for the setup sheet's suggestions.
    pub qb_maps: Vec<crate::render::sheet::QbMap>,
}

impl Catalog {
    /// Loads and validates everything; a broken file stops the start with a
    /// message naming the file and the fault.
    pub fn load(extra_maps: Option<&Path>) -> anyhow::Result<Catalog> {
        let mut maps = BTreeMap::new();
        for text in MAPS {
            let m = Map::parse(text).map_err(|e| anyhow::anyhow!("built-in map: {e}"))?;
            maps.insert(m.id().to_string(), m);
        }
        if let Some(dir) = extra_maps {
            if let Ok(entries) = std::fs::read_dir(dir) {
                for entry in entries.flatten() {
                    let path = entry.path();
                    if path.extension().is_some_and(|e| e == "toml") {
                        let text = std::fs::read_to_string(&path)?;
                        let m = Map::parse(&text)
                            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
                        maps.insert(m.id().to_string(), m);
                    }
                }
            }
        }
        let mut templates = BTreeMap::new();
        for text in TEMPLATES {
            let t = NationTemplate::parse(text).map_err(|e| anyhow::anyhow!("{e}"))?;
            templates.insert(t.nation, t);
        }
        let support = SupportFile::parse(SUPPORT).map_err(|e| anyhow::anyhow!("{e}"))?;
        let qb_maps =
            crate::render::sheet::parse_catalogue(QB_MAPS).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(Catalog {
            maps,
            templates,
            support,
            qb_maps,
        })
    }

    pub fn map(&self, id: &str) -> Option<&Map> {
        self.maps.get(id)
    }
}
