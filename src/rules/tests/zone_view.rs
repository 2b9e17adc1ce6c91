//! The zone page's groups (rules::zone_view): a side's units are named for
//! that side and the GM, counted for everyone else, from the view alone.

use super::fixture::*;
use crate::rules::zone_view::zone_sides;
use crate::rules::*;

#[test]
fn a_zone_names_units_only_for_their_side_and_the_gm() {
    let (g, _a, _b, x, _y) = beach_game();
    let map = map();
    for (who, names_axis) in [(gm(), true), (hc(Side::Axis), true), (bc(BC_A), false)] {
        let v = view(&g.s, &map, &who);
        let sides = zone_sides(&v, "F14").unwrap();
        let axis = sides.iter().find(|s| s.side == Side::Axis).unwrap();
        assert_eq!(axis.units, 12, "F14 holds 6 + 6 Axis units");
        let xg = axis
            .groups
            .iter()
            .find(|gr| gr.battalion == Some(x))
            .unwrap();
        if names_axis {
            assert_eq!(xg.units.len(), 6);
            assert!(xg.hidden.is_none());
        } else {
            assert!(xg.units.is_empty(), "no Axis name reaches an Allied reader");
            let hidden = xg.hidden.as_ref().unwrap();
            let en = hidden.said_in(crate::rules::say::Lang::En);
            assert!(en.contains("enemy compan"), "{en}");
            let de = hidden.said_in(crate::rules::say::Lang::De);
            assert!(de.contains("feindliche"), "{de}");
        }
    }
    assert!(zone_sides(&view(&g.s, &map, &gm()), "F99").is_none());
}
