//! Typed configuration, read from environment variables with defaults in one place.
//!
//! Every problem names the variable that caused it, so an operator knows what to fix.

use std::{
    fmt,
    net::SocketAddr,
    path::{Path, PathBuf},
    str::FromStr,
};

use base64::{engine::general_purpose::STANDARD as BASE64, Engine};
use rand::RngCore;
use url::Url;

/// A value that must never appear in logs or debug output.
#[derive(Clone)]
pub struct Secret(Vec<u8>);

impl Secret {
    pub fn expose(&self) -> &[u8] {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret([redacted])")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

/// Where the signing key came from; generated keys are kept in the data folder.
#[derive(Clone, Debug)]
pub enum SecretSource {
    Environment,
    File(PathBuf),
}

#[derive(Clone, Debug)]
pub struct Config {
    pub bind: SocketAddr,
    pub data_dir: PathBuf,
    pub database_url: String,
    pub public_url: Url,
    pub web_dir: PathBuf,
    /// Key for signing access tokens (at least 32 bytes).
    pub secret_key: Secret,
    pub secret_source: SecretSource,
    /// `None` keeps outgoing mail in the outbox (development mailbox).
    pub smtp_url: Option<Url>,
    pub mail_from: String,
    pub log_format: LogFormat,
    pub log_filter: String,
    /// Production mode hides development aids such as the mailbox page.
    pub production: bool,
    /// `ROWRECRUIT_DEV_MAILBOX=on`: the outbox is readable at `/api/dev/mailbox` (loopback binds
    /// only, never with SMTP or in production; see `mail::rules::mailbox_open`).
    pub dev_mailbox: bool,
    /// The operator's time zone: "today" in waitlist statistics starts at its midnight.
    pub time_zone: jiff::tz::TimeZone,
    pub time_zone_name: String,
    /// The preview access code; `None` turns the access form off (every code is wrong).
    pub access_code: Option<Secret>,
    /// When true, `/` shows the landing page instead of the coming-soon page.
    pub site_live: bool,
    /// Browser error reporting address (Sentry DSN), handed to the web app when set.
    pub browser_sentry_dsn: Option<String>,
    /// Server error reporting address (Sentry DSN); `None` sends no reports.
    pub sentry_dsn: Option<String>,
    /// Multiplies every rate limit (1 in production; large for load tests).
    pub rate_limit_scale: u32,
    /// Proxies whose `X-Forwarded-For` names the client; empty: the socket peer is the client.
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// Development only: the day NCAA contact rules are applied on, instead of today, to
    /// rehearse a contact date.
    pub rules_date: Option<jiff::civil::Date>,
    /// Payments through Stripe; `None` (no key and webhook secret) leaves plans to trials and the
    /// operator.
    pub stripe: Option<StripeConfig>,
}

/// How the server reaches Stripe, and which Stripe price each plan is sold at.
#[derive(Clone, Debug)]
pub struct StripeConfig {
    pub secret_key: Secret,
    pub webhook_secret: Secret,
    /// `https://api.stripe.com`, or a stand-in in tests.
    pub api_base: Url,
    pub prices: Vec<StripePrice>,
    /// `STRIPE_COUPONS`: a discount id (`plans::rules::DISCOUNTS`) and its Stripe coupon id.
    pub coupons: Vec<(String, String)>,
}

/// One entry of `STRIPE_PRICES`: a plan id, `monthly` or `annual`, and the Stripe price id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StripePrice {
    pub plan: String,
    pub billing: String,
    pub price_id: String,
}

/// A configuration problem, always naming the variable at fault.
#[derive(Debug, thiserror::Error)]
#[error("{var}: {message}")]
pub struct ConfigError {
    pub var: &'static str,
    pub message: String,
}

fn err(var: &'static str, message: impl Into<String>) -> ConfigError {
    ConfigError {
        var,
        message: message.into(),
    }
}

/// Every variable the server reads, its default and its meaning (shown by `rowrecruit config`).
pub const VARIABLES: &[(&str, &str, &str)] = &[
    ("ROWRECRUIT_BIND", "127.0.0.1:8080", "address and port to listen on"),
    (
        "ROWRECRUIT_DATA_DIR",
        "./data",
        "folder for the SQLite database and generated secrets",
    ),
    (
        "DATABASE_URL",
        "sqlite://<data dir>/rowrecruit.db",
        "sqlite://… or postgres://…",
    ),
    (
        "ROWRECRUIT_PUBLIC_URL",
        "http://<bind address>",
        "base URL users reach, used in email links; https enables HSTS",
    ),
    ("ROWRECRUIT_WEB_DIR", "./web/dist", "built web app to serve"),
    (
        "ROWRECRUIT_SECRET_KEY",
        "generated into <data dir>/secret.key",
        "token signing key, base64, at least 32 bytes",
    ),
    (
        "SMTP_URL",
        "(unset: mail stays in the outbox)",
        "smtp://user:pass@host:port or smtps://…",
    ),
    (
        "ROWRECRUIT_MAIL_FROM",
        "RowRecruit <no-reply@localhost>",
        "sender of outgoing mail",
    ),
    ("ROWRECRUIT_LOG_FORMAT", "text", "text or json"),
    ("ROWRECRUIT_LOG", "info", "log filter, e.g. info,rowrecruit=debug"),
    (
        "ROWRECRUIT_ENV",
        "development",
        "development or production (production hides the development mailbox)",
    ),
    (
        "ROWRECRUIT_DEV_MAILBOX",
        "off",
        "on shows unsent mail at /api/dev/mailbox (loopback bind only, no SMTP, not production)",
    ),
    (
        "ROWRECRUIT_TIMEZONE",
        "America/New_York",
        "operator's time zone: waitlist counts for today start at its midnight",
    ),
    (
        "ROWRECRUIT_ACCESS_CODE",
        "(unset: the preview access form accepts no code)",
        "code that opens the full site during the preview",
    ),
    (
        "ROWRECRUIT_SITE_LIVE",
        "false",
        "true shows the landing page at / instead of coming soon",
    ),
    (
        "ROWRECRUIT_SENTRY_DSN",
        "(unset: no server error reports)",
        "Sentry DSN for server 5xx answers and panics, scrubbed of personal data",
    ),
    (
        "ROWRECRUIT_BROWSER_SENTRY_DSN",
        "(unset: no browser error reports)",
        "Sentry DSN handed to the web app (https://key@host/project)",
    ),
    (
        "ROWRECRUIT_RATE_LIMIT_SCALE",
        "1",
        "multiplies every rate limit (load tests only)",
    ),
    (
        "ROWRECRUIT_TRUSTED_PROXIES",
        "(unset: X-Forwarded-For is ignored)",
        "comma list of proxy IPs or CIDRs whose X-Forwarded-For names the client",
    ),
    (
        "ROWRECRUIT_RULES_DATE",
        "(unset: today)",
        "development only: yyyy-mm-dd on which NCAA contact dates are applied",
    ),
    (
        "STRIPE_SECRET_KEY",
        "(unset: payments off; trials and operator-set plans only)",
        "Stripe secret API key (sk_live_… or sk_test_…); needs STRIPE_WEBHOOK_SECRET",
    ),
    (
        "STRIPE_WEBHOOK_SECRET",
        "(unset: payments off)",
        "signing secret (whsec_…) of the webhook endpoint <public URL>/api/billing/webhook",
    ),
    (
        "STRIPE_API_BASE",
        "https://api.stripe.com",
        "Stripe API address (tests point it at scripts/fake_stripe.py)",
    ),
    (
        "STRIPE_PRICES",
        "(unset: no plan can be bought)",
        "comma list of plan:billing=price id, e.g. elite:monthly=price_123,elite:annual=price_456; add-ons by their id (parent-access, export-api, custom-branding)",
    ),
    (
        "STRIPE_COUPONS",
        "(unset: granted discounts cannot be applied)",
        "comma list of discount=coupon id, e.g. academic=coupon_123,non-profit-club=coupon_456,multi-team=coupon_789",
    ),
];

impl Config {
    /// Reads the process environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads configuration through `lookup`, so tests can supply their own variables.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let get = |name: &str| lookup(name).map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());

        let bind: SocketAddr = match get("ROWRECRUIT_BIND") {
            Some(v) => v.parse().map_err(|_| {
                err(
                    "ROWRECRUIT_BIND",
                    format!("'{v}' is not an address like 127.0.0.1:8080"),
                )
            })?,
            None => "127.0.0.1:8080".parse().expect("valid default"),
        };

        let data_dir = PathBuf::from(get("ROWRECRUIT_DATA_DIR").unwrap_or_else(|| "./data".into()));

        let database_url = match get("DATABASE_URL") {
            Some(v) => {
                let scheme = v.split(':').next().unwrap_or_default();
                if !matches!(scheme, "sqlite" | "postgres" | "postgresql") {
                    return Err(err(
                        "DATABASE_URL",
                        format!("unsupported scheme '{scheme}': use sqlite://… or postgres://…"),
                    ));
                }
                if scheme != "sqlite" {
                    Url::parse(&v).map_err(|e| err("DATABASE_URL", format!("not a valid URL: {e}")))?;
                    v
                } else {
                    sqlite_creating_file(v)
                }
            }
            None => format!("sqlite://{}?mode=rwc", data_dir.join("rowrecruit.db").display()),
        };

        let public_url = match get("ROWRECRUIT_PUBLIC_URL") {
            Some(v) => {
                let url =
                    Url::parse(&v).map_err(|e| err("ROWRECRUIT_PUBLIC_URL", format!("'{v}' is not a URL: {e}")))?;
                if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
                    return Err(err("ROWRECRUIT_PUBLIC_URL", "must be an http:// or https:// address"));
                }
                url
            }
            None => Url::parse(&format!("http://{bind}")).expect("bind address forms a URL"),
        };

        let web_dir = PathBuf::from(get("ROWRECRUIT_WEB_DIR").unwrap_or_else(|| "./web/dist".into()));

        let (secret_key, secret_source) = match get("ROWRECRUIT_SECRET_KEY") {
            Some(v) => (
                decode_secret(&v).map_err(|m| err("ROWRECRUIT_SECRET_KEY", m))?,
                SecretSource::Environment,
            ),
            None => {
                let path = data_dir.join("secret.key");
                (load_or_create_secret(&path)?, SecretSource::File(path))
            }
        };

        let smtp_url = match get("SMTP_URL") {
            Some(v) => {
                let url = Url::parse(&v).map_err(|e| err("SMTP_URL", format!("not a valid URL: {e}")))?;
                if !matches!(url.scheme(), "smtp" | "smtps") || url.host().is_none() {
                    return Err(err("SMTP_URL", "must look like smtp://host:port or smtps://host:port"));
                }
                Some(url)
            }
            None => None,
        };

        let mail_from = get("ROWRECRUIT_MAIL_FROM").unwrap_or_else(|| "RowRecruit <no-reply@localhost>".into());
        if !mail_from.contains('@') {
            return Err(err("ROWRECRUIT_MAIL_FROM", "must contain an email address"));
        }

        let log_format = match get("ROWRECRUIT_LOG_FORMAT").as_deref() {
            None | Some("text") => LogFormat::Text,
            Some("json") => LogFormat::Json,
            Some(other) => {
                return Err(err(
                    "ROWRECRUIT_LOG_FORMAT",
                    format!("'{other}' is not one of: text, json"),
                ))
            }
        };
        let log_filter = get("ROWRECRUIT_LOG").unwrap_or_else(|| "info".into());
        tracing_subscriber::EnvFilter::try_new(&log_filter)
            .map_err(|e| err("ROWRECRUIT_LOG", format!("invalid filter: {e}")))?;

        let production = match get("ROWRECRUIT_ENV").as_deref() {
            None | Some("development") => false,
            Some("production") => true,
            Some(other) => {
                return Err(err(
                    "ROWRECRUIT_ENV",
                    format!("'{other}' is not one of: development, production"),
                ))
            }
        };

        let dev_mailbox = match get("ROWRECRUIT_DEV_MAILBOX").as_deref() {
            None | Some("off") => false,
            // The mailbox hands out sign-in links: only someone on this machine may read it.
            Some("on") if bind.ip().is_loopback() => true,
            Some("on") => {
                return Err(err(
                    "ROWRECRUIT_DEV_MAILBOX",
                    format!("is allowed only on a loopback bind (127.0.0.1 or ::1), not {bind}"),
                ))
            }
            Some(other) => return Err(err("ROWRECRUIT_DEV_MAILBOX", format!("'{other}' is not on or off"))),
        };

        let time_zone_name = get("ROWRECRUIT_TIMEZONE").unwrap_or_else(|| "America/New_York".into());
        let time_zone = jiff::tz::TimeZone::get(&time_zone_name).map_err(|_| {
            err(
                "ROWRECRUIT_TIMEZONE",
                format!("'{time_zone_name}' is not an IANA time zone like America/New_York"),
            )
        })?;
        let access_code = get("ROWRECRUIT_ACCESS_CODE").map(|c| Secret(c.into_bytes()));
        let site_live = match get("ROWRECRUIT_SITE_LIVE").as_deref() {
            None | Some("false") | Some("0") => false,
            Some("true") | Some("1") => true,
            Some(other) => return Err(err("ROWRECRUIT_SITE_LIVE", format!("'{other}' is not true or false"))),
        };
        let browser_sentry_dsn = get("ROWRECRUIT_BROWSER_SENTRY_DSN");
        if let Some(dsn) = &browser_sentry_dsn {
            let ok =
                Url::parse(dsn).is_ok_and(|u| u.scheme() == "https" && u.host().is_some() && !u.username().is_empty());
            if !ok {
                return Err(err(
                    "ROWRECRUIT_BROWSER_SENTRY_DSN",
                    "must look like https://key@host/project",
                ));
            }
        }

        let sentry_dsn = get("ROWRECRUIT_SENTRY_DSN");
        if let Some(dsn) = &sentry_dsn {
            sentry::types::Dsn::from_str(dsn).map_err(|e| {
                err(
                    "ROWRECRUIT_SENTRY_DSN",
                    format!("must look like https://key@host/project ({e})"),
                )
            })?;
        }

        let rate_limit_scale = match get("ROWRECRUIT_RATE_LIMIT_SCALE") {
            None => 1,
            Some(v) => v
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=1_000_000).contains(n))
                .ok_or_else(|| {
                    err(
                        "ROWRECRUIT_RATE_LIMIT_SCALE",
                        format!("'{v}' is not a whole number from 1 to 1000000"),
                    )
                })?,
        };

        let trusted_proxies = match get("ROWRECRUIT_TRUSTED_PROXIES") {
            None => Vec::new(),
            Some(v) => parse_networks(&v).map_err(|m| err("ROWRECRUIT_TRUSTED_PROXIES", m))?,
        };

        let rules_date = match get("ROWRECRUIT_RULES_DATE") {
            None => None,
            Some(_) if production => {
                return Err(err(
                    "ROWRECRUIT_RULES_DATE",
                    "is for development only; unset it in production",
                ))
            }
            Some(v) => Some(
                v.parse::<jiff::civil::Date>()
                    .map_err(|_| err("ROWRECRUIT_RULES_DATE", format!("'{v}' is not a date like 2027-06-15")))?,
            ),
        };

        let stripe = stripe_config(&get)?;

        Ok(Config {
            bind,
            data_dir,
            database_url,
            public_url,
            web_dir,
            secret_key,
            secret_source,
            smtp_url,
            mail_from,
            log_format,
            log_filter,
            production,
            dev_mailbox,
            time_zone,
            time_zone_name,
            access_code,
            site_live,
            browser_sentry_dsn,
            sentry_dsn,
            rate_limit_scale,
            trusted_proxies,
            rules_date,
            stripe,
        })
    }

    pub fn is_https(&self) -> bool {
        self.public_url.scheme() == "https"
    }
}

/// Payments are on with both the secret key and the webhook secret; one without the other is a
/// mistake worth stopping for.
fn stripe_config(get: &impl Fn(&str) -> Option<String>) -> Result<Option<StripeConfig>, ConfigError> {
    let (secret_key, webhook_secret) = match (get("STRIPE_SECRET_KEY"), get("STRIPE_WEBHOOK_SECRET")) {
        (None, None) => return Ok(None),
        (Some(_), None) => return Err(err("STRIPE_WEBHOOK_SECRET", "must be set with STRIPE_SECRET_KEY")),
        (None, Some(_)) => return Err(err("STRIPE_SECRET_KEY", "must be set with STRIPE_WEBHOOK_SECRET")),
        (Some(key), Some(secret)) => (key, secret),
    };
    if !secret_key.starts_with("sk_") && !secret_key.starts_with("rk_") {
        return Err(err("STRIPE_SECRET_KEY", "must be a Stripe secret key (sk_… or rk_…)"));
    }
    let api_base = match get("STRIPE_API_BASE") {
        Some(v) => {
            let url = Url::parse(&v).map_err(|e| err("STRIPE_API_BASE", format!("'{v}' is not a URL: {e}")))?;
            if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
                return Err(err("STRIPE_API_BASE", "must be an http:// or https:// address"));
            }
            url
        }
        None => Url::parse("https://api.stripe.com").expect("valid default"),
    };
    let prices = match get("STRIPE_PRICES") {
        Some(v) => parse_prices(&v).map_err(|m| err("STRIPE_PRICES", m))?,
        None => Vec::new(),
    };
    let coupons = match get("STRIPE_COUPONS") {
        Some(v) => parse_coupons(&v).map_err(|m| err("STRIPE_COUPONS", m))?,
        None => Vec::new(),
    };
    Ok(Some(StripeConfig {
        secret_key: Secret(secret_key.into_bytes()),
        webhook_secret: Secret(webhook_secret.into_bytes()),
        api_base,
        prices,
        coupons,
    }))
}

/// `discount=coupon,…`; the discount ids are checked against the plan table at start-up
/// (`billing::rules::unknown_discounts`).
fn parse_coupons(text: &str) -> Result<Vec<(String, String)>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| {
            let shape = || format!("'{item}' is not like academic=coupon_123");
            let (discount, coupon) = item.split_once('=').ok_or_else(shape)?;
            let (discount, coupon) = (discount.trim(), coupon.trim());
            if coupon.is_empty() {
                return Err(shape());
            }
            Ok((discount.to_owned(), coupon.to_owned()))
        })
        .collect()
}

/// `plan:billing=price,…`, billing being `monthly` or `annual`.
fn parse_prices(text: &str) -> Result<Vec<StripePrice>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| {
            let shape = || format!("'{item}' is not like elite:monthly=price_123");
            let (key, price_id) = item.split_once('=').ok_or_else(shape)?;
            let (plan, billing) = key.trim().split_once(':').ok_or_else(shape)?;
            let (plan, billing, price_id) = (plan.trim(), billing.trim(), price_id.trim());
            if plan.is_empty() || price_id.is_empty() {
                return Err(shape());
            }
            if !matches!(billing, "monthly" | "annual") {
                return Err(format!("'{item}': the billing period is monthly or annual"));
            }
            Ok(StripePrice {
                plan: plan.to_owned(),
                billing: billing.to_owned(),
                price_id: price_id.to_owned(),
            })
        })
        .collect()
}

/// A comma list of addresses (one host each) and CIDR networks.
fn parse_networks(text: &str) -> Result<Vec<ipnet::IpNet>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| {
            item.parse::<ipnet::IpNet>()
                .or_else(|_| item.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
                .map_err(|_| format!("'{item}' is not an IP address or a CIDR network like 10.0.0.0/8"))
        })
        .collect()
}

fn decode_secret(text: &str) -> Result<Secret, String> {
    let bytes = BASE64
        .decode(text.trim())
        .map_err(|_| "must be base64 (e.g. `openssl rand -base64 48`)".to_string())?;
    if bytes.len() < 32 {
        return Err(format!("must decode to at least 32 bytes, got {}", bytes.len()));
    }
    Ok(Secret(bytes))
}

/// Keeps a generated key in the data folder so sessions survive restarts.
fn load_or_create_secret(path: &Path) -> Result<Secret, ConfigError> {
    const VAR: &str = "ROWRECRUIT_DATA_DIR";
    if path.exists() {
        let text =
            std::fs::read_to_string(path).map_err(|e| err(VAR, format!("cannot read {}: {e}", path.display())))?;
        return decode_secret(&text).map_err(|m| err(VAR, format!("{} is damaged: {m}", path.display())));
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| err(VAR, format!("cannot create {}: {e}", dir.display())))?;
    }
    let mut bytes = vec![0u8; 48];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    write_private(path, BASE64.encode(&bytes).as_bytes())
        .map_err(|e| err(VAR, format!("cannot write {}: {e}", path.display())))?;
    Ok(Secret(bytes))
}

#[cfg(unix)]
fn write_private(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    use std::{io::Write, os::unix::fs::OpenOptionsExt};
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(contents)
}

#[cfg(not(unix))]
fn write_private(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    std::fs::write(path, contents)
}

/// A SQLite URL opens read-write and creates the file when it does not exist yet, as the default
/// path does, unless the URL names its own `mode`.
fn sqlite_creating_file(url: String) -> String {
    let has_mode = url
        .split_once('?')
        .is_some_and(|(_, query)| query.split('&').any(|pair| pair.starts_with("mode=")));
    match (has_mode, url.contains('?')) {
        (true, _) => url,
        (false, true) => format!("{url}&mode=rwc"),
        (false, false) => format!("{url}?mode=rwc"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let dir = tempfile::tempdir().unwrap();
        let mut map: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        map.entry("ROWRECRUIT_DATA_DIR".into())
            .or_insert_with(|| dir.path().to_string_lossy().into_owned());
        let result = Config::from_lookup(|k| map.get(k).cloned());
        drop(dir);
        result
    }

    #[test]
    fn a_sqlite_url_keeps_its_own_mode() {
        assert_eq!(
            sqlite_creating_file("sqlite://a.db?mode=ro".into()),
            "sqlite://a.db?mode=ro"
        );
        assert_eq!(
            sqlite_creating_file("sqlite://a.db?cache=shared".into()),
            "sqlite://a.db?cache=shared&mode=rwc"
        );
    }

    #[test]
    fn defaults_need_nothing_set() {
        let cfg = config(&[]).unwrap();
        assert_eq!(cfg.bind.to_string(), "127.0.0.1:8080");
        assert!(cfg.database_url.starts_with("sqlite://"));
        assert!(cfg.database_url.ends_with("rowrecruit.db?mode=rwc"));
        assert_eq!(cfg.public_url.as_str(), "http://127.0.0.1:8080/");
        assert_eq!(cfg.log_format, LogFormat::Text);
        assert!(cfg.smtp_url.is_none());
        assert!(cfg.secret_key.expose().len() >= 32);
    }

    #[test]
    fn generated_secret_is_kept_and_reused() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().to_string_lossy().into_owned();
        let lookup = |k: &str| (k == "ROWRECRUIT_DATA_DIR").then(|| data.clone());
        let first = Config::from_lookup(lookup).unwrap();
        let second = Config::from_lookup(lookup).unwrap();
        assert_eq!(first.secret_key.expose(), second.secret_key.expose());
        assert!(dir.path().join("secret.key").exists());
    }

    #[test]
    fn secrets_never_print() {
        let cfg = config(&[]).unwrap();
        let shown = format!("{cfg:?}");
        assert!(shown.contains("[redacted]"));
        assert!(!shown.contains(&BASE64.encode(cfg.secret_key.expose())));
    }

    #[test]
    fn bad_values_name_their_variable() {
        let cases: &[(&str, &str)] = &[
            ("ROWRECRUIT_BIND", "not-an-address"),
            ("DATABASE_URL", "mysql://localhost/db"),
            ("ROWRECRUIT_PUBLIC_URL", "ftp://example.com"),
            ("ROWRECRUIT_SECRET_KEY", "short"),
            ("SMTP_URL", "http://mail.example.com"),
            ("ROWRECRUIT_LOG_FORMAT", "xml"),
            ("ROWRECRUIT_LOG", "info,[[["),
            ("ROWRECRUIT_MAIL_FROM", "nobody"),
            ("ROWRECRUIT_ENV", "staging"),
            ("ROWRECRUIT_TIMEZONE", "Mars/Olympus"),
            ("ROWRECRUIT_SITE_LIVE", "yes please"),
            ("ROWRECRUIT_BROWSER_SENTRY_DSN", "not a dsn"),
            ("ROWRECRUIT_SENTRY_DSN", "not a dsn"),
            ("ROWRECRUIT_RATE_LIMIT_SCALE", "0"),
            ("ROWRECRUIT_DEV_MAILBOX", "yes"),
            ("ROWRECRUIT_TRUSTED_PROXIES", "10.0.0.1, proxy.internal"),
        ];
        for (var, value) in cases {
            let e = config(&[(var, value)]).expect_err(var);
            assert_eq!(e.var, *var);
            assert!(e.to_string().starts_with(&format!("{var}: ")), "{e}");
        }
    }

    #[test]
    fn the_development_mailbox_is_off_unless_asked_for_on_a_loopback_bind() {
        assert!(!config(&[]).unwrap().dev_mailbox);
        assert!(config(&[("ROWRECRUIT_DEV_MAILBOX", "on")]).unwrap().dev_mailbox);
        let v6 = [("ROWRECRUIT_DEV_MAILBOX", "on"), ("ROWRECRUIT_BIND", "[::1]:8080")];
        assert!(config(&v6).unwrap().dev_mailbox);
        let public = [("ROWRECRUIT_DEV_MAILBOX", "on"), ("ROWRECRUIT_BIND", "0.0.0.0:8080")];
        assert_eq!(config(&public).unwrap_err().var, "ROWRECRUIT_DEV_MAILBOX");
    }

    #[test]
    fn trusted_proxies_take_addresses_and_networks() {
        assert!(config(&[]).unwrap().trusted_proxies.is_empty());
        let cfg = config(&[("ROWRECRUIT_TRUSTED_PROXIES", " 127.0.0.1, 10.0.0.0/8,::1 ")]).unwrap();
        let shown: Vec<String> = cfg.trusted_proxies.iter().map(ToString::to_string).collect();
        assert_eq!(shown, ["127.0.0.1/32", "10.0.0.0/8", "::1/128"]);
    }

    #[test]
    fn payments_are_on_with_the_key_and_the_webhook_secret_and_read_their_prices() {
        assert!(config(&[]).unwrap().stripe.is_none());
        let on = config(&[
            ("STRIPE_SECRET_KEY", "sk_test_abc"),
            ("STRIPE_WEBHOOK_SECRET", "whsec_abc"),
            ("STRIPE_PRICES", "elite:monthly=price_1, elite:annual = price_2"),
        ])
        .unwrap()
        .stripe
        .unwrap();
        assert_eq!(on.api_base.as_str(), "https://api.stripe.com/");
        assert_eq!(on.prices.len(), 2);
        assert_eq!(on.prices[1].billing, "annual");
        assert_eq!(on.prices[1].price_id, "price_2");
        assert!(format!("{on:?}").contains("[redacted]"));
        assert!(!format!("{on:?}").contains("sk_test_abc"));
        let alone = config(&[("STRIPE_SECRET_KEY", "sk_test_abc")]).unwrap_err();
        assert_eq!(alone.var, "STRIPE_WEBHOOK_SECRET");
        let keys = [
            ("STRIPE_SECRET_KEY", "sk_test_abc"),
            ("STRIPE_WEBHOOK_SECRET", "whsec_abc"),
        ];
        for (var, value) in [
            ("STRIPE_PRICES", "elite:weekly=price_1"),
            ("STRIPE_PRICES", "elite=price_1"),
            ("STRIPE_API_BASE", "ftp://x"),
        ] {
            let mut vars = keys.to_vec();
            vars.push((var, value));
            assert_eq!(config(&vars).unwrap_err().var, var);
        }
    }

    #[test]
    fn short_secret_key_is_refused_with_its_length() {
        let e = config(&[("ROWRECRUIT_SECRET_KEY", &BASE64.encode([1u8; 16]))]).unwrap_err();
        assert!(e.message.contains("16"));
    }

    #[test]
    fn https_public_url_is_detected() {
        let cfg = config(&[("ROWRECRUIT_PUBLIC_URL", "https://rowrecruit.example")]).unwrap();
        assert!(cfg.is_https());
        let cfg = config(&[
            ("DATABASE_URL", "postgres://u@localhost/db"),
            ("ROWRECRUIT_LOG_FORMAT", "json"),
        ])
        .unwrap();
        assert_eq!(cfg.log_format, LogFormat::Json);
        assert!(cfg.database_url.starts_with("postgres://"));
    }
}
