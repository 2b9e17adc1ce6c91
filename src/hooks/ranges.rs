//! Which addresses a webhook may reach: the IANA IPv4 and IPv6
//! Special-Purpose Address Registries, row for row (as of their 2024
//! revisions), each row with its "Globally Reachable" answer; the most
//! specific row containing an address decides. Rows the registry answers
//! "N/A" (6to4, Teredo, the 6to4 relay) and the blocks outside it that no
//! webhook needs (multicast, IPv6 site-local, IPv4-compatible IPv6) are
//! internal. Addresses that carry an IPv4 address (mapped, NAT64's
//! well-known prefix) are judged by the IPv4 address they carry.

use ipnet::IpNet;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// (block, globally reachable).
pub const IPV4: &[(&str, bool)] = &[
    ("0.0.0.0/8", false),
    ("0.0.0.0/32", false),
    ("10.0.0.0/8", false),
    ("100.64.0.0/10", false),
    ("127.0.0.0/8", false),
    ("169.254.0.0/16", false),
    ("172.16.0.0/12", false),
    ("192.0.0.0/24", false),
    ("192.0.0.0/29", false),
    ("192.0.0.8/32", false),
    ("192.0.0.9/32", true),
    ("192.0.0.10/32", true),
    ("192.0.0.170/32", false),
    ("192.0.0.171/32", false),
    ("192.0.2.0/24", false),
    ("192.31.196.0/24", true),
    ("192.52.193.0/24", true),
    ("192.88.99.0/24", false),
    ("192.168.0.0/16", false),
    ("192.175.48.0/24", true),
    ("198.18.0.0/15", false),
    ("198.51.100.0/24", false),
    ("203.0.113.0/24", false),
    ("240.0.0.0/4", false),
    ("255.255.255.255/32", false),
    // Not in the registry: multicast.
    ("224.0.0.0/4", false),
];

/// (block, globally reachable).
pub const IPV6: &[(&str, bool)] = &[
    ("::1/128", false),
    ("::/128", false),
    ("64:ff9b:1::/48", false),
    ("100::/64", false),
    ("100:0:0:1::/64", false),
    ("2001::/23", false),
    ("2001::/32", false),
    ("2001:1::1/128", true),
    ("2001:1::2/128", true),
    ("2001:1::3/128", true),
    ("2001:2::/48", false),
    ("2001:3::/32", true),
    ("2001:4:112::/48", true),
    ("2001:10::/28", false),
    ("2001:20::/28", true),
    ("2001:30::/28", true),
    ("2001:db8::/32", false),
    ("2002::/16", false),
    ("2620:4f:8000::/48", true),
    ("3fff::/20", false),
    ("5f00::/16", false),
    ("fc00::/7", false),
    ("fe80::/10", false),
    // Not in the registry: site-local (deprecated), multicast, and
    // IPv4-compatible addresses (deprecated; ::/96 holds them).
    ("fec0::/10", false),
    ("ff00::/8", false),
    ("::/96", false),
];

/// Whether a webhook must not reach `ip` unless the site allows it.
pub fn is_internal(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => internal_in(IpAddr::V4(v4), IPV4),
        IpAddr::V6(v6) => match embedded_v4(v6) {
            Some(v4) => internal_in(IpAddr::V4(v4), IPV4),
            None => internal_in(IpAddr::V6(v6), IPV6),
        },
    }
}

/// The IPv4 address an IPv6 address stands for: mapped (`::ffff:a.b.c.d`)
/// or translated through NAT64's well-known prefix (`64:ff9b::a.b.c.d`).
fn embedded_v4(v6: Ipv6Addr) -> Option<Ipv4Addr> {
    if let Some(v4) = v6.to_ipv4_mapped() {
        return Some(v4);
    }
    let s = v6.segments();
    if s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        let [_, _, _, _, _, _, hi, lo] = s;
        return Some(Ipv4Addr::from((u32::from(hi) << 16) | u32::from(lo)));
    }
    None
}

/// The most specific block of `table` that holds `ip` decides; an address
/// in no block is global.
fn internal_in(ip: IpAddr, table: &[(&str, bool)]) -> bool {
    table
        .iter()
        .filter_map(|(block, global)| Some((block.parse::<IpNet>().ok()?, *global)))
        .filter(|(net, _)| net.contains(&ip))
        .max_by_key(|(net, _)| net.prefix_len())
        .is_some_and(|(_, global)| !global)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    /// Every row: its first and last address get the row's answer unless a
    /// more specific row says otherwise.
    #[test]
    fn each_row_of_both_registries_decides_its_block() {
        for table in [IPV4, IPV6] {
            for (block, global) in table {
                let net: IpNet = block.parse().unwrap();
                for addr in [net.network(), net.broadcast()] {
                    let inner = table
                        .iter()
                        .map(|(b, g)| (b.parse::<IpNet>().unwrap(), *g))
                        .filter(|(n, _)| n.contains(&addr) && n.prefix_len() > net.prefix_len())
                        .max_by_key(|(n, _)| n.prefix_len());
                    let expected = !inner.map_or(*global, |(_, g)| g);
                    // Mapped and NAT64 forms are judged by their IPv4 address.
                    if let IpAddr::V6(v6) = addr {
                        if embedded_v4(v6).is_some() {
                            continue;
                        }
                    }
                    assert_eq!(is_internal(addr), expected, "{addr} in {block}");
                }
            }
        }
    }

    /// What the review found missing, and its neighbours.
    #[test]
    fn the_forms_the_review_found_are_internal() {
        for internal in [
            "::",
            "::1",
            "::10.0.0.1",
            "::ffff:127.0.0.1",
            "::ffff:10.1.2.3",
            "64:ff9b::10.0.0.1",
            "64:ff9b::127.0.0.1",
            "64:ff9b::192.168.1.1",
            "fec0::1",
            "2002:c0a8:0101::1",
            "2002:0a00:0001::1",
            "2001:db8::1",
            "3fff::1",
            "fd00::1",
            "fe80::1",
            "ff02::1",
            "0.1.2.3",
            "100.64.0.1",
            "192.0.0.1",
            "192.0.2.1",
            "198.18.0.1",
            "240.0.0.1",
            "255.255.255.255",
            "224.0.0.1",
        ] {
            assert!(is_internal(ip(internal)), "{internal} must be internal");
        }
        for global in [
            "1.1.1.1",
            "93.184.216.34",
            "192.0.0.9",
            "64:ff9b::8.8.8.8",
            "::ffff:8.8.8.8",
            "2606:4700:4700::1111",
            "2001:4860:4860::8888",
            "2620:4f:8000::1",
        ] {
            assert!(!is_internal(ip(global)), "{global} is global");
        }
    }
}
