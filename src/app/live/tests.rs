#![allow(clippy::unwrap_used)]
use super::*;

#[test]
fn signals_travel_as_payloads_and_nothing_else_parses() {
    for s in [
        Signal::Changed {
            campaign: 3,
            version: 41,
        },
        Signal::Message {
            campaign: 3,
            channel: "battle:7".into(),
        },
    ] {
        assert_eq!(Signal::parse(&s.payload()), Some(s));
    }
    for bad in ["", "c:1", "c:x:2", "m:1:", "z:1:2", "c:1:2:3"] {
        assert_eq!(Signal::parse(bad), None, "{bad}");
    }
}

#[test]
fn an_instance_drops_its_own_signals_and_takes_the_others() {
    let (a, b) = (Live::default(), Live::default());
    let s = Signal::Changed {
        campaign: 1,
        version: 2,
    };
    assert_eq!(a.unwire(&a.wire(&s)), None);
    assert_eq!(b.unwire(&a.wire(&s)), Some(s));
    assert_eq!(b.unwire("nonsense"), None);
}

#[test]
fn a_user_holds_at_most_cap_streams_and_a_new_one_ends_the_oldest() {
    let live = Arc::new(Live::default());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
        .unwrap();
    let ended = |slot: &StreamSlot| {
        rt.block_on(async {
            tokio::time::timeout(std::time::Duration::from_millis(50), slot.replaced())
                .await
                .is_ok()
        })
    };
    let a = live.open(1, 2);
    let b = live.open(1, 2);
    let other = live.open(2, 2);
    assert!(!ended(&a) && !ended(&b), "two fit");
    let c = live.open(1, 2);
    assert!(ended(&a), "the third ends the oldest");
    assert!(!ended(&b) && !ended(&c), "and only it");
    assert!(!ended(&other), "another user is not counted");
    drop(a);
    drop(b);
    let d = live.open(1, 2);
    assert!(!ended(&c) && !ended(&d), "a closed stream frees its place");
    let count = live.streams.lock().unwrap().get(&1).map(VecDeque::len);
    assert_eq!(count, Some(2));
}

#[test]
fn a_signal_wakes_the_streams_of_its_own_campaign_only() {
    use tokio::sync::broadcast::error::TryRecvError;
    let live = Live::default();
    let (mut one, mut also_one, mut two) =
        (live.subscribe(1), live.subscribe(1), live.subscribe(2));
    assert_eq!(live.buses(), 2);
    let changed = |campaign, version| Signal::Changed { campaign, version };
    for v in 1..=3 {
        live.publish(changed(1, v));
    }
    live.publish(Signal::Message {
        campaign: 1,
        channel: "battle:4".into(),
    });
    for rx in [&mut one, &mut also_one] {
        for v in 1..=3 {
            assert_eq!(rx.try_recv(), Ok(changed(1, v)));
        }
        assert!(matches!(
            rx.try_recv(),
            Ok(Signal::Message { campaign: 1, .. })
        ));
        assert_eq!(rx.try_recv(), Err(TryRecvError::Empty));
    }
    // Campaign 2's stream heard none of it: nothing was queued for it.
    assert_eq!(two.try_recv(), Err(TryRecvError::Empty));
    live.publish(changed(2, 9));
    assert_eq!(two.try_recv(), Ok(changed(2, 9)));
    assert_eq!(one.try_recv(), Err(TryRecvError::Empty));
    // A campaign nobody listens to has no bus; a closed campaign's bus goes
    // at its next signal or when another campaign opens one.
    live.publish(changed(3, 1));
    assert_eq!(live.buses(), 2);
    drop(two);
    live.publish(changed(2, 10));
    assert_eq!(live.buses(), 1);
    drop((one, also_one));
    let _three = live.subscribe(3);
    assert_eq!(live.buses(), 1);
}
