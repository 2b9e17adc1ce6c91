//! The map's SVG: its words in the reader's language, and escaping.

use super::*;

#[test]
fn the_picture_speaks_the_readers_language() {
    use crate::rules::tests::fixture::Game;
    use crate::rules::view::view_for;
    use crate::rules::Audience;
    let g = Game::new();
    let draw = |lang: Lang| {
        render(
            &view_for(&g.s, &g.map, Audience::Public),
            &g.map,
            "",
            "banner",
            lang,
        )
    };
    let en = draw(Lang::En);
    assert!(
        en.contains(">Contested</text>") && en.contains(">Drafts:</text>"),
        "{en}"
    );
    let de = draw(Lang::De);
    assert!(
        de.contains(">Umkämpft</text>") && !de.contains(">Contested</text>"),
        "{de}"
    );
}

#[test]
fn escapes_markup() {
    assert_eq!(
        esc(r#"<script>"a"&'b'"#),
        "&lt;script&gt;&quot;a&quot;&amp;&#39;b&#39;"
    );
}
