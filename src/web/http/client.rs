//! Who is on the other end: the client's address. Behind a reverse proxy
//! every connection comes from the proxy, so the address is read from the
//! one header the proxies write (`server.forwarded_header`:
//! `X-Forwarded-For` by default, or `Forwarded`), and only when the
//! connection comes from a proxy named in `server.trusted_proxies`; anyone
//! else could write that header to pose as another address. The other
//! header is never read: a proxy that appends to one passes the other
//! through as the client wrote it.

use actix_web::http::header::HeaderMap;
use actix_web::HttpRequest;
use ipnet::IpNet;
use std::net::IpAddr;

/// The header trusted proxies name the client in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ForwardedHeader {
    #[default]
    XForwardedFor,
    /// RFC 7239 `Forwarded: for=...`.
    Forwarded,
}

impl ForwardedHeader {
    pub fn parse(name: &str) -> anyhow::Result<ForwardedHeader> {
        match name.trim().to_ascii_lowercase().as_str() {
            "x-forwarded-for" => Ok(ForwardedHeader::XForwardedFor),
            "forwarded" => Ok(ForwardedHeader::Forwarded),
            other => anyhow::bail!(
                "server.forwarded_header: '{other}' is neither x-forwarded-for nor forwarded"
            ),
        }
    }
}

/// The trusted proxies (`server.trusted_proxies`: addresses or CIDR ranges)
/// and the header they write.
#[derive(Debug, Clone, Default)]
pub struct Proxies {
    nets: Vec<IpNet>,
    header: ForwardedHeader,
}

impl Proxies {
    pub fn parse(list: &[String], header: &str) -> anyhow::Result<Proxies> {
        let mut nets = Vec::new();
        for item in list.iter().map(|s| s.trim()).filter(|s| !s.is_empty()) {
            let net = match item.parse::<IpNet>() {
                Ok(n) => n,
                Err(_) => item.parse::<IpAddr>().map(IpNet::from).map_err(|_| {
                    anyhow::anyhow!(
                        "server.trusted_proxies: '{item}' is neither an address nor a CIDR range"
                    )
                })?,
            };
            nets.push(net);
        }
        Ok(Proxies {
            nets,
            header: ForwardedHeader::parse(header)?,
        })
    }

    pub fn trusts(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.nets.iter().any(|n| n.contains(&ip))
    }
}

/// An IPv4 address mapped into IPv6 is the IPv4 address.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The client's address: the connection's, or, when that is a trusted
/// proxy, the nearest address in the forwarding chain that is not one.
pub fn client_ip(peer: Option<IpAddr>, headers: &HeaderMap, proxies: &Proxies) -> Option<IpAddr> {
    let peer = canonical(peer?);
    if !proxies.trusts(peer) {
        return Some(peer);
    }
    let chain = forwarded_for(headers, proxies.header);
    let mut nearest = peer;
    for hop in chain.iter().rev() {
        let Some(ip) = hop else {
            // A hop we cannot read: trust nothing beyond it.
            return Some(nearest);
        };
        let ip = canonical(*ip);
        if !proxies.trusts(ip) {
            return Some(ip);
        }
        nearest = ip;
    }
    Some(nearest)
}

/// The addresses a request passed through, client first, from the one
/// header the proxies write. `None` for a hop that is not an address
/// (`unknown`, an obfuscated name).
fn forwarded_for(headers: &HeaderMap, header: ForwardedHeader) -> Vec<Option<IpAddr>> {
    let values = |name: &str| -> Vec<String> {
        headers
            .get_all(name)
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect()
    };
    match header {
        ForwardedHeader::Forwarded => values("forwarded")
            .iter()
            .map(|element| {
                // An element without a `for` names no address: unreadable.
                element.split(';').find_map(|pair| {
                    let (k, v) = pair.split_once('=')?;
                    k.trim().eq_ignore_ascii_case("for").then(|| node(v))?
                })
            })
            .collect(),
        ForwardedHeader::XForwardedFor => {
            values("x-forwarded-for").iter().map(|s| node(s)).collect()
        }
    }
}

/// One node: `192.0.2.1`, `"[2001:db8::1]:4711"`, `192.0.2.1:80`.
fn node(raw: &str) -> Option<IpAddr> {
    let s = raw.trim().trim_matches('"');
    if let Ok(ip) = s.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Some(rest) = s.strip_prefix('[') {
        return rest.split(']').next()?.parse().ok();
    }
    let (host, _port) = s.rsplit_once(':')?;
    host.parse().ok()
}

/// The address of the client behind a request, as the log and the limiter
/// see it.
pub fn of(req: &HttpRequest) -> Option<IpAddr> {
    // Registered beside the app state (`startup`).
    let proxies = req.app_data::<Proxies>().cloned().unwrap_or_default();
    client_ip(req.peer_addr().map(|a| a.ip()), req.headers(), &proxies)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use actix_web::http::header::{HeaderName, HeaderValue};

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                HeaderName::from_bytes(k.as_bytes()).unwrap(),
                HeaderValue::from_str(v).unwrap(),
            );
        }
        h
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn proxies(list: &[&str]) -> Proxies {
        with_header(list, "x-forwarded-for")
    }

    fn with_header(list: &[&str], header: &str) -> Proxies {
        Proxies::parse(
            &list.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            header,
        )
        .unwrap()
    }

    #[test]
    fn headers_from_an_untrusted_peer_are_ignored() {
        let h = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(
            client_ip(Some(ip("198.51.100.7")), &h, &proxies(&[])),
            Some(ip("198.51.100.7"))
        );
        assert_eq!(
            client_ip(Some(ip("198.51.100.7")), &h, &proxies(&["10.0.0.0/8"])),
            Some(ip("198.51.100.7"))
        );
    }

    #[test]
    fn a_trusted_proxy_names_the_client() {
        let p = proxies(&["10.0.0.0/8", "127.0.0.1"]);
        let h = headers(&[("x-forwarded-for", "203.0.113.9, 10.1.2.3")]);
        assert_eq!(
            client_ip(Some(ip("127.0.0.1")), &h, &p),
            Some(ip("203.0.113.9"))
        );
        // A client that writes its own header cannot hide behind it: the
        // nearest untrusted hop is the one the proxy saw.
        let spoof = headers(&[("x-forwarded-for", "1.2.3.4, 203.0.113.9")]);
        assert_eq!(
            client_ip(Some(ip("10.0.0.1")), &spoof, &p),
            Some(ip("203.0.113.9"))
        );
    }

    /// An nginx or Caddy proxy appends to X-Forwarded-For and passes the
    /// client's own `Forwarded` through: it is never read.
    #[test]
    fn a_forwarded_header_written_by_the_client_is_ignored() {
        let p = proxies(&["127.0.0.1"]);
        for forged in ["for=1.2.3.4", "for=10.9.9.9", "for=unknown"] {
            let h = headers(&[("forwarded", forged), ("x-forwarded-for", "203.0.113.9")]);
            assert_eq!(
                client_ip(Some(ip("127.0.0.1")), &h, &p),
                Some(ip("203.0.113.9")),
                "{forged}"
            );
        }
        // And the other way round, with a proxy that writes Forwarded.
        let p = with_header(&["127.0.0.1"], "forwarded");
        let h = headers(&[
            ("forwarded", "for=203.0.113.9"),
            ("x-forwarded-for", "1.2.3.4"),
        ]);
        assert_eq!(
            client_ip(Some(ip("127.0.0.1")), &h, &p),
            Some(ip("203.0.113.9"))
        );
        assert!(Proxies::parse(&[], "x-real-ip").is_err());
    }

    #[test]
    fn forwarded_is_parsed_with_ports_and_brackets() {
        let p = with_header(&["127.0.0.1"], "Forwarded");
        let h = headers(&[
            ("forwarded", "for=\"[2001:db8:cafe::17]:4711\";proto=https"),
            ("x-forwarded-for", "203.0.113.9"),
        ]);
        assert_eq!(
            client_ip(Some(ip("127.0.0.1")), &h, &p),
            Some(ip("2001:db8:cafe::17"))
        );
        let h = headers(&[("forwarded", "for=192.0.2.60:80, for=unknown")]);
        // An unreadable hop next to the proxy: the proxy is the client.
        assert_eq!(
            client_ip(Some(ip("127.0.0.1")), &h, &p),
            Some(ip("127.0.0.1"))
        );
    }

    #[test]
    fn mapped_addresses_and_bad_config() {
        let p = proxies(&["127.0.0.1"]);
        let h = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(
            client_ip(Some(ip("::ffff:127.0.0.1")), &h, &p),
            Some(ip("203.0.113.9"))
        );
        assert!(Proxies::parse(&["proxy.example".into()], "x-forwarded-for").is_err());
        assert_eq!(client_ip(None, &h, &p), None);
    }
}
