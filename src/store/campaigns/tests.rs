use super::*;
use std::sync::Arc;

fn state(name: &str) -> Arc<CampaignState> {
    Arc::new(CampaignState::new(
        name,
        "aa-dday",
        Default::default(),
        chrono::NaiveDate::default(),
    ))
}

fn kept(cache: &StateCache, id: i64) -> Option<(i64, String)> {
    let mut map = cache.states.lock().ok()?;
    map.get(&id).map(|(v, s)| (*v, s.name.clone()))
}

#[test]
fn a_newer_state_replaces_an_older_one_but_never_the_reverse() {
    let cache = StateCache::default();
    cache.put(1, 4, state("v4"));
    cache.put(1, 5, state("v5"));
    assert_eq!(kept(&cache, 1), Some((5, "v5".into())));
    cache.put(1, 4, state("v4 again"));
    assert_eq!(kept(&cache, 1), Some((5, "v5".into())));
    cache.put(2, 1, state("other"));
    assert_eq!(kept(&cache, 2), Some((1, "other".into())));
}

#[test]
fn a_forgotten_campaign_is_read_again() {
    let cache = StateCache::default();
    cache.put(1, 5, state("rolled back"));
    cache.put(2, 1, state("kept"));
    cache.forget(1);
    assert_eq!(kept(&cache, 1), None);
    assert_eq!(kept(&cache, 2), Some((1, "kept".into())));
}

#[test]
fn only_the_most_recently_read_campaigns_are_kept() {
    let cache = StateCache::default();
    let n = STATES_KEPT as i64;
    cache.put(0, 1, state("read often"));
    for id in 1..n + 10 {
        cache.put(id, 1, state("one of many"));
        // Campaign 0 is read between the others: it stays.
        assert!(kept(&cache, 0).is_some());
    }
    assert_eq!(cache.states.lock().map(|m| m.len()).ok(), Some(STATES_KEPT));
    assert_eq!(kept(&cache, 1), None, "the least recently used went first");
    assert!(kept(&cache, n + 9).is_some());
}
