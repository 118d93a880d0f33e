//! Serving the built web app: hashed assets cached for a year; the public pages (home, landing,
//! about, pricing, the legal pages) as the HTML the build rendered for them, with the current
//! year in the footer; everything else falls back to `index.html` so client-side routes survive
//! a reload. Source maps stay private: they are built for error reports, not for visitors.

use std::{
    collections::HashMap,
    io::Write,
    path::Path,
    sync::{Arc, RwLock},
};

use axum::{
    body::{Body, Bytes},
    extract::Request,
    http::{header, HeaderValue, Method, StatusCode},
    middleware::Next,
    response::{Html, IntoResponse, Response},
    Router,
};
use tower::ServiceExt;
use tower_http::services::{ServeDir, ServeFile};

use crate::Config;

/// Vite puts content-hashed files under `/assets/`; their names change when their bytes do.
const ASSETS_PREFIX: &str = "/assets/";

/// Pages opened from a one-time link (the token rides in the fragment, or in the path for a
/// shared profile). They are never stored by a cache and never name themselves to another site.
const TOKEN_PAGES: &[&str] = &[
    "/welcome",
    "/reset-password",
    "/parental-consent",
    "/settings/confirm-email",
    "/settings/undo-email-change",
    "/unsubscribe",
    "/club-invitation",
    "/family-invitation",
    "/family/unsubscribe",
    "/calendar/unsubscribe",
];
/// Shared profiles carry their token in the path.
const TOKEN_PAGE_PREFIX: &str = "/p/";

fn is_token_page(path: &str) -> bool {
    let path = path.strip_suffix('/').filter(|p| !p.is_empty()).unwrap_or(path);
    TOKEN_PAGES.contains(&path) || path.starts_with(TOKEN_PAGE_PREFIX)
}

/// Where the build writes the pre-rendered pages: `pages/about.html` is `/about`.
const PAGES_DIR: &str = "pages";
const PAGES_PREFIX: &str = "/pages/";

/// Which pre-rendered page answers `/`: the landing page once the site is live, the coming-soon
/// page before (with the preview access form when an access code is set).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Home {
    Live,
    ComingSoon,
    ComingSoonWithPreview,
}

impl Home {
    pub fn from_config(config: &Config) -> Home {
        if config.site_live {
            Home::Live
        } else if config.access_code.is_some() {
            Home::ComingSoonWithPreview
        } else {
            Home::ComingSoon
        }
    }

    /// The names contain a dot, which no page path does, so none of them answers a path itself.
    fn file(self) -> &'static str {
        match self {
            Home::Live => "index.live.html",
            Home::ComingSoon => "index.soon.html",
            Home::ComingSoonWithPreview => "index.preview.html",
        }
    }
}

/// The name of the pre-rendered file that would answer `path`: `/` is the home variant, `/about`
/// is `about.html`. Only exact single-segment paths qualify; whether the page exists is checked
/// when serving, so a build without pre-rendered pages serves the app for every path.
fn page_name(home: Home, path: &str) -> Option<String> {
    if path == "/" {
        return Some(home.file().to_owned());
    }
    let name = path.strip_prefix('/')?;
    let plain = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    plain.then(|| format!("{name}.html"))
}

/// The pre-rendered pages (file name, text).
fn read_pages(web_dir: &Path) -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(web_dir.join(PAGES_DIR)) else {
        return Vec::new();
    };
    let mut pages = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(name) = path
            .file_name()
            .and_then(|n| n.to_str())
            .filter(|n| n.ends_with(".html"))
        else {
            continue;
        };
        match std::fs::read_to_string(&path) {
            Ok(html) => pages.push((name.to_owned(), html)),
            Err(error) => tracing::warn!(page = %path.display(), %error, "pre-rendered page unreadable"),
        }
    }
    pages
}

/// The element the footer writes its copyright year in: `<span data-current-year="">2026</span>`.
const YEAR_OPEN: &str = "<span data-current-year=\"\">";
const YEAR_CLOSE: &str = "</span>";

/// The pre-rendered pages by file name, held in memory (they are small). The build wrote its own
/// year in their footer, and a page must be right without JavaScript, so each is kept cut at that
/// year and served with the current one, whatever year it was built in. The year is outside
/// every inline `<style>` and `<script>`, so their CSP hashes hold.
#[derive(Clone)]
pub struct PublicPages(Arc<HashMap<String, Page>>);

struct Page {
    /// The text around each year element (see [`split_at_year`]).
    parts: Vec<String>,
    /// The page as sent in the year it was last asked for.
    sent: RwLock<Option<Arc<SentPage>>>,
    /// Held while the page is encoded for a new year, so the requests that arrive meanwhile
    /// wait for that one encoding instead of each making their own.
    making: tokio::sync::Mutex<()>,
}

impl Page {
    fn sent_in(&self, year: i16) -> Option<Arc<SentPage>> {
        let sent = self.sent.read().ok()?.clone()?;
        (sent.year == year).then_some(sent)
    }
}

/// A page with its year in, and its brotli and gzip encodings at their highest levels: made once
/// a year, as the build compresses its assets once, instead of compressing on every request.
struct SentPage {
    year: i16,
    html: Bytes,
    br: Bytes,
    gzip: Bytes,
}

impl SentPage {
    fn new(parts: &[String], year: i16) -> SentPage {
        let html = parts.join(&year.to_string());
        let mut br = brotli::CompressorWriter::new(Vec::new(), 4096, 11, 22);
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        // Writing into memory cannot fail.
        let _ = br.write_all(html.as_bytes());
        let _ = gzip.write_all(html.as_bytes());
        SentPage {
            year,
            br: br.into_inner().into(),
            gzip: gzip.finish().unwrap_or_default().into(),
            html: html.into(),
        }
    }

    /// The response in the best encoding `accept` (an Accept-Encoding value) allows.
    fn response(&self, accept: &str) -> Response {
        let (body, encoding) = if accepts(accept, "br") {
            (self.br.clone(), Some("br"))
        } else if accepts(accept, "gzip") {
            (self.gzip.clone(), Some("gzip"))
        } else {
            (self.html.clone(), None)
        };
        let mut response = Html(body).into_response();
        let headers = response.headers_mut();
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        if let Some(encoding) = encoding {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
        }
        response
    }
}

/// Whether an Accept-Encoding value lists `coding` without refusing it (`;q=0`).
fn accepts(accept: &str, coding: &str) -> bool {
    accept.split(',').any(|item| {
        let mut fields = item.split(';').map(str::trim);
        fields.next().is_some_and(|name| name.eq_ignore_ascii_case(coding))
            && fields.all(|field| {
                field
                    .strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_none_or(|q| q > 0.0)
            })
    })
}

/// The pre-rendered pages under `web_dir`, read once at start: the CSP sources their inline
/// elements need, and the pages to serve ([`router`]).
pub fn read_public_pages(web_dir: &Path) -> (InlineHashes, PublicPages) {
    let pages = read_pages(web_dir);
    (inline_hashes(&pages), PublicPages::of(pages))
}

impl PublicPages {
    fn of(pages: Vec<(String, String)>) -> PublicPages {
        let pages = pages
            .into_iter()
            .map(|(name, html)| {
                let page = Page {
                    parts: split_at_year(&html),
                    sent: RwLock::new(None),
                    making: tokio::sync::Mutex::new(()),
                };
                (name, page)
            })
            .collect();
        PublicPages(Arc::new(pages))
    }

    /// The page named `name` with `year` in its footer (a page without the year element as
    /// built), encoded; made on a blocking thread when the year is new to it.
    async fn sent(&self, name: &str, year: i16) -> Option<Arc<SentPage>> {
        let page = self.0.get(name)?;
        if let Some(sent) = page.sent_in(year) {
            return Some(sent);
        }
        let _making = page.making.lock().await;
        if let Some(sent) = page.sent_in(year) {
            return Some(sent);
        }
        let parts = page.parts.clone();
        let made = Arc::new(
            tokio::task::spawn_blocking(move || SentPage::new(&parts, year))
                .await
                .ok()?,
        );
        if let Ok(mut sent) = page.sent.write() {
            *sent = Some(made.clone());
        }
        Some(made)
    }
}

/// `html` cut around the text of each year element: one part if there is none.
fn split_at_year(html: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut rest = html;
    while let Some((before, year_on)) = rest.split_once(YEAR_OPEN) {
        let Some((_, after)) = year_on.split_once(YEAR_CLOSE) else {
            break;
        };
        let last = parts.last_mut().expect("never empty");
        last.push_str(before);
        last.push_str(YEAR_OPEN);
        parts.push(YEAR_CLOSE.to_owned());
        rest = after;
    }
    parts.last_mut().expect("never empty").push_str(rest);
    parts
}

/// The CSP sources (`'sha256-…'`) that allow the inline elements of the pre-rendered pages: the
/// build inlines their stylesheet, which saves a round trip before the first paint, and writes
/// one small script after the cookie banner, which shows it in the first paint. Read once at
/// start from the files themselves, so the policy allows exactly the bytes being served.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct InlineHashes {
    pub styles: Vec<String>,
    pub scripts: Vec<String>,
}

fn inline_hashes(pages: &[(String, String)]) -> InlineHashes {
    let mut styles = std::collections::BTreeSet::new();
    let mut scripts = std::collections::BTreeSet::new();
    for (_, html) in pages {
        styles.extend(inline_elements(html, "style").into_iter().map(csp_hash));
        scripts.extend(inline_elements(html, "script").into_iter().map(csp_hash));
    }
    InlineHashes {
        styles: styles.into_iter().collect(),
        scripts: scripts.into_iter().collect(),
    }
}

/// The text of each `<tag>` element written without attributes (as the build writes its inline
/// ones; a script loaded by `src` has attributes).
fn inline_elements<'a>(html: &'a str, tag: &str) -> Vec<&'a str> {
    let (open, close) = (format!("<{tag}>"), format!("</{tag}>"));
    html.split(open.as_str())
        .skip(1)
        .filter_map(|rest| rest.split_once(close.as_str()).map(|(text, _)| text))
        .collect()
}

fn csp_hash(text: &str) -> String {
    use base64::{engine::general_purpose::STANDARD, Engine};
    use sha2::{Digest, Sha256};
    format!("'sha256-{}'", STANDARD.encode(Sha256::digest(text.as_bytes())))
}

pub fn router(web_dir: &Path, home: Home, pages: PublicPages) -> Router {
    let index = web_dir.join("index.html");
    if !index.exists() {
        tracing::warn!(dir = %web_dir.display(), "web app not built; only the API is served");
        return Router::new().fallback(|| async {
            (
                StatusCode::SERVICE_UNAVAILABLE,
                "The web app has not been built. Run: npm --prefix web run build",
            )
        });
    }
    // A missing hashed asset is a real 404 (a stale page asking for an old chunk), not index.html.
    // The build writes .br and .gz beside each asset at the highest levels; they are served as
    // they are, instead of compressing the same bytes again on every request. The public pages
    // change with the year: the server encodes them once a year ([`SentPage`]).
    let assets = ServeDir::new(web_dir.join("assets"))
        .precompressed_br()
        .precompressed_gzip();
    let app = ServeFile::new(index).precompressed_br().precompressed_gzip();
    let files = ServeDir::new(web_dir)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(app.clone());
    Router::new()
        .nest_service("/assets", assets)
        .fallback(move |request: Request| {
            let files = files.clone();
            let app = app.clone();
            // ServeDir would redirect `/about` to `/about/` if it were a folder, so each public
            // path is mapped to its page here.
            let page = page_name(home, request.uri().path())
                .filter(|_| matches!(*request.method(), Method::GET | Method::HEAD));
            let pages = pages.clone();
            async move {
                if let Some(name) = page {
                    if let Some(sent) = pages.sent(&name, crate::db::today_utc().year()).await {
                        let accept = request
                            .headers()
                            .get(header::ACCEPT_ENCODING)
                            .and_then(|v| v.to_str().ok())
                            .unwrap_or("");
                        return sent.response(accept);
                    }
                }
                // The pre-rendered files answer only their own paths (above): under their file
                // names they would carry the build's year, and every home variant would show.
                let served = if request.uri().path().starts_with(PAGES_PREFIX) {
                    app.oneshot(request).await
                } else {
                    files.oneshot(request).await
                };
                match served {
                    Ok(response) => response.map(Body::new),
                    Err(never) => match never {},
                }
            }
        })
        .layer(axum::middleware::from_fn(page_headers))
}

async fn page_headers(request: Request, next: Next) -> Response {
    let path = request.uri().path();
    if path.ends_with(".map") {
        return (StatusCode::NOT_FOUND, "Not found").into_response();
    }
    let immutable = path.starts_with(ASSETS_PREFIX);
    let token_page = is_token_page(path);
    let mut response = next.run(request).await;
    let ok = response.status() == StatusCode::OK;
    let headers = response.headers_mut();
    let cache = if token_page {
        headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
        "no-store"
    } else if immutable && ok {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    with_utf8_charset(headers);
    response
}

/// Text files are UTF-8; saying so keeps browsers from guessing the encoding.
fn with_utf8_charset(headers: &mut header::HeaderMap) {
    let Some(kind) = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()) else {
        return;
    };
    let is_text = kind.starts_with("text/") || kind.starts_with("application/javascript");
    if is_text && !kind.contains("charset") {
        if let Ok(value) = HeaderValue::from_str(&format!("{kind}; charset=utf-8")) {
            headers.insert(header::CONTENT_TYPE, value);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use axum::{body::Body, http::Request};
    use tower::ServiceExt;

    use super::{csp_hash, inline_elements, is_token_page, page_name, read_public_pages, router, Home};

    #[test]
    fn token_pages_are_recognised_exactly() {
        for page in ["/welcome", "/reset-password/", "/settings/confirm-email", "/p/abc123"] {
            assert!(is_token_page(page), "{page}");
        }
        for page in ["/", "/welcomes", "/settings", "/profile", "/pricing"] {
            assert!(!is_token_page(page), "{page}");
        }
    }

    #[test]
    fn public_paths_map_to_their_pre_rendered_file() {
        assert_eq!(page_name(Home::Live, "/").as_deref(), Some("index.live.html"));
        assert_eq!(page_name(Home::ComingSoon, "/").as_deref(), Some("index.soon.html"));
        assert_eq!(
            page_name(Home::ComingSoonWithPreview, "/").as_deref(),
            Some("index.preview.html")
        );
        assert_eq!(
            page_name(Home::Live, "/coppa-rights").as_deref(),
            Some("coppa-rights.html")
        );
        for path in [
            "/about/",
            "/p/abc",
            "/favicon.svg",
            "/index.live",
            "/About",
            "/assets/x.js",
            "",
        ] {
            assert_eq!(page_name(Home::Live, path), None, "{path}");
        }
    }

    #[test]
    fn inline_elements_are_allowed_by_the_hash_of_their_text() {
        let html = "<head><style>body{color:red}</style><script type=\"module\" src=\"/a.js\"></script></head>\
            <body><style>p{}</style><script>go()</script></body>";
        assert_eq!(inline_elements(html, "style"), ["body{color:red}", "p{}"]);
        assert_eq!(inline_elements(html, "script"), ["go()"]);
        // As browsers compute it: base64 of the SHA-256 of the element's text.
        assert_eq!(csp_hash(""), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    }

    /// The router of a live site built into `web_dir`.
    fn served(web_dir: &std::path::Path) -> axum::Router {
        router(web_dir, Home::Live, read_public_pages(web_dir).1)
    }

    async fn get(web_dir: &std::path::Path, path: &str) -> (String, String) {
        let request = Request::get(path).body(Body::empty()).unwrap();
        let response = served(web_dir).oneshot(request).await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        let kind = response.headers()["content-type"].to_str().unwrap().to_owned();
        let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
        (kind, String::from_utf8(body.to_vec()).unwrap())
    }

    #[tokio::test]
    async fn a_page_built_in_an_earlier_year_is_served_with_the_current_year() {
        let web = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(web.path().join("pages")).unwrap();
        std::fs::write(web.path().join("index.html"), "<div id=\"root\"></div>").unwrap();
        let footer =
            |year: &str| format!("<style>p{{}}</style><p>© <span data-current-year=\"\">{year}</span> RowRecruit.</p>");
        std::fs::write(web.path().join("pages/about.html"), footer("2019")).unwrap();
        std::fs::write(web.path().join("pages/terms.html"), "<p>© 2019 RowRecruit.</p>").unwrap();

        let year = crate::db::today_utc().year().to_string();
        let (kind, about) = get(web.path(), "/about").await;
        assert_eq!(about, footer(&year));
        assert_eq!(kind, "text/html; charset=utf-8");
        // A page without the year element is served as it was built.
        assert_eq!(get(web.path(), "/terms").await.1, "<p>© 2019 RowRecruit.</p>");
        // A path without a page still gets the app.
        assert_eq!(get(web.path(), "/pricing").await.1, "<div id=\"root\"></div>");
        // So does a pre-rendered file's own path: it would carry the build's year.
        assert_eq!(get(web.path(), "/pages/about.html").await.1, "<div id=\"root\"></div>");
    }

    #[test]
    fn the_encoding_is_one_the_client_accepts() {
        use super::accepts;
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("GZIP;q=0.5", "gzip"));
        assert!(!accepts("br;q=0, gzip", "br"));
        assert!(!accepts("brotli", "br"));
        assert!(!accepts("", "gzip"));
    }

    #[tokio::test]
    async fn a_page_is_sent_in_the_encoding_asked_for_with_the_year_in() {
        let web = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(web.path().join("pages")).unwrap();
        std::fs::write(web.path().join("index.html"), "app").unwrap();
        let page = |year: &str| format!("<p>{}© <span data-current-year=\"\">{year}</span></p>", "x".repeat(500));
        std::fs::write(web.path().join("pages/about.html"), page("2019")).unwrap();
        let expected = page(&crate::db::today_utc().year().to_string());
        for (accept, encoding) in [
            ("gzip, deflate, br", Some("br")),
            ("gzip", Some("gzip")),
            ("identity", None),
        ] {
            let request = Request::get("/about")
                .header("accept-encoding", accept)
                .body(Body::empty())
                .unwrap();
            let response = served(web.path()).oneshot(request).await.unwrap();
            assert_eq!(response.headers()["vary"], "accept-encoding");
            let sent = response
                .headers()
                .get("content-encoding")
                .map(|v| v.to_str().unwrap().to_owned());
            assert_eq!(sent.as_deref(), encoding, "{accept}");
            let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
            let mut text = String::new();
            match encoding {
                Some("br") => brotli::Decompressor::new(&body[..], 4096).read_to_string(&mut text),
                Some(_) => flate2::read::GzDecoder::new(&body[..]).read_to_string(&mut text),
                None => (&body[..]).read_to_string(&mut text),
            }
            .unwrap();
            assert_eq!(text, expected, "{accept}");
            assert!(
                body.len() < expected.len() || encoding.is_none(),
                "{accept}: compressed"
            );
        }
    }

    #[test]
    fn pages_are_cut_at_each_year_element() {
        let cut = super::split_at_year;
        let span = "<span data-current-year=\"\">";
        assert_eq!(cut("<p>2019</p>"), ["<p>2019</p>"]);
        assert_eq!(
            cut(&format!("a{span}2019</span>b")),
            [format!("a{span}"), "</span>b".to_owned()]
        );
        // An element left open is not a year element.
        assert_eq!(cut(&format!("a{span}2019")), [format!("a{span}2019")]);
    }
}
