//! The client's address, the one place it is decided: the socket peer, or, when the peer is a
//! trusted proxy (`ROWRECRUIT_TRUSTED_PROXIES`), the nearest hop of `X-Forwarded-For` that is
//! not a trusted proxy. Anyone else's `X-Forwarded-For` is ignored, since a client can write
//! whatever it likes there. Rate limits and logs take the address from here.

use std::{
    fmt,
    net::{IpAddr, SocketAddr},
};

use axum::{
    extract::{ConnectInfo, FromRequestParts},
    http::{request::Parts, HeaderMap},
};
use ipnet::IpNet;

use crate::{http::error::ApiError, AppState};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

impl ClientAddress {
    /// The rate-limit key: the address, or its /64 network for IPv6, since one subscriber is
    /// usually given a whole /64 and could otherwise step through its addresses.
    pub fn bucket(&self) -> String {
        match self.0 {
            IpAddr::V4(ip) => ip.to_string(),
            IpAddr::V6(ip) => IpNet::new(IpAddr::V6(ip), 64)
                .map(|net| net.trunc().to_string())
                .unwrap_or_else(|_| ip.to_string()),
        }
    }
}

impl fmt::Display for ClientAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The client behind `peer`: hops are read from the right (the nearest first), skipping trusted
/// proxies; the first other hop is the client. An unreadable hop stops the walk at the last
/// address a trusted proxy vouched for.
pub fn resolve(peer: IpAddr, headers: &HeaderMap, trusted: &[IpNet]) -> IpAddr {
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    let mut client = peer.to_canonical();
    if !is_trusted(&client) {
        return client;
    }
    let values: Vec<String> = headers
        .get_all("x-forwarded-for")
        .iter()
        .map(|value| String::from_utf8_lossy(value.as_bytes()).into_owned())
        .collect();
    let hops: Vec<&str> = values.iter().flat_map(|value| value.split(',')).collect();
    for hop in hops.into_iter().rev() {
        let Some(ip) = parse_hop(hop) else { break };
        client = ip;
        if !is_trusted(&ip) {
            break;
        }
    }
    client
}

/// A hop as proxies write it: `203.0.113.7`, `2001:db8::1`, `[2001:db8::1]` or with a port.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    let ip = hop
        .parse::<IpAddr>()
        .ok()
        .or_else(|| hop.parse::<SocketAddr>().ok().map(|addr| addr.ip()))
        .or_else(|| hop.strip_prefix('[')?.strip_suffix(']')?.parse().ok())?;
    Some(ip.to_canonical())
}

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let ConnectInfo(peer) = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .copied()
            .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("the server runs without peer addresses")))?;
        Ok(ClientAddress(resolve(
            peer.ip(),
            &parts.headers,
            &state.config.trusted_proxies,
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn client(peer: &str, forwarded: &[&str], trusted: &[&str]) -> String {
        let mut headers = HeaderMap::new();
        for value in forwarded {
            headers.append("x-forwarded-for", value.parse().unwrap());
        }
        let trusted: Vec<IpNet> = trusted.iter().map(|t| t.parse().unwrap()).collect();
        resolve(peer.parse().unwrap(), &headers, &trusted).to_string()
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_forwards() {
        assert_eq!(client("198.51.100.9", &["203.0.113.7"], &[]), "198.51.100.9");
        assert_eq!(
            client("198.51.100.9", &["203.0.113.7"], &["10.0.0.0/8"]),
            "198.51.100.9"
        );
    }

    #[test]
    fn behind_trusted_proxies_the_nearest_untrusted_hop_is_the_client() {
        let trusted = ["10.0.0.0/8", "127.0.0.1/32"];
        // The client's own claim (1.1.1.1) is left of what the proxy appended.
        assert_eq!(
            client("127.0.0.1", &["1.1.1.1, 203.0.113.7, 10.0.0.2"], &trusted),
            "203.0.113.7"
        );
        assert_eq!(
            client("10.0.0.1", &["1.1.1.1", "203.0.113.7:5123"], &trusted),
            "203.0.113.7"
        );
        assert_eq!(client("10.0.0.1", &["[2001:db8::1]"], &trusted), "2001:db8::1");
        // No header, or only proxies: the farthest proxy is the best we know.
        assert_eq!(client("10.0.0.1", &[], &trusted), "10.0.0.1");
        assert_eq!(client("10.0.0.1", &["10.0.0.3, 10.0.0.2"], &trusted), "10.0.0.3");
        // An unreadable hop stops the walk at the last proxy.
        assert_eq!(client("10.0.0.1", &["203.0.113.7, nonsense"], &trusted), "10.0.0.1");
    }

    #[test]
    fn ipv6_clients_share_a_bucket_per_64() {
        let a = ClientAddress("2001:db8:1:2::1".parse().unwrap());
        let b = ClientAddress("2001:db8:1:2:ffff::9".parse().unwrap());
        assert_eq!(a.bucket(), b.bucket());
        assert_eq!(a.bucket(), "2001:db8:1:2::/64");
        assert_eq!(ClientAddress("192.0.2.1".parse().unwrap()).bucket(), "192.0.2.1");
        assert_eq!(
            client("::ffff:127.0.0.1", &[], &[]),
            "127.0.0.1",
            "IPv4 peers on an IPv6 socket read as IPv4"
        );
    }
}
