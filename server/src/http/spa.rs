//! Serving the built web app: hashed assets cached for a year; the public pages (home, landing,
//! about, pricing, the legal pages) as the HTML the build rendered for them; everything else falls
//! back to `index.html` so client-side routes survive a reload. Source maps stay private: they
//! are built for error reports, not for visitors.

use std::path::{Path, PathBuf};

use axum::{
    body::Body,
    extract::Request,
    http::{header, HeaderValue, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
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

/// The pre-rendered file that would answer `path`: `/` is the home variant, `/about` is
/// `pages/about.html`. Only exact single-segment paths qualify; whether the file exists is
/// checked when serving, so a build without pre-rendered pages serves the app for every path.
fn page_file(pages: &Path, home: Home, path: &str) -> Option<PathBuf> {
    if path == "/" {
        return Some(pages.join(home.file()));
    }
    let name = path.strip_prefix('/')?;
    let plain = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    plain.then(|| pages.join(format!("{name}.html")))
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

pub fn inline_hashes(web_dir: &Path) -> InlineHashes {
    let Ok(entries) = std::fs::read_dir(web_dir.join(PAGES_DIR)) else {
        return InlineHashes::default();
    };
    let mut styles = std::collections::BTreeSet::new();
    let mut scripts = std::collections::BTreeSet::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|ext| ext != "html") {
            continue;
        }
        match std::fs::read_to_string(&path) {
            Ok(html) => {
                styles.extend(inline_elements(&html, "style").into_iter().map(csp_hash));
                scripts.extend(inline_elements(&html, "script").into_iter().map(csp_hash));
            }
            Err(error) => tracing::warn!(page = %path.display(), %error, "pre-rendered page unreadable"),
        }
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

pub fn router(web_dir: &Path, home: Home) -> Router {
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
    // they are, instead of compressing the same bytes again on every request.
    let assets = ServeDir::new(web_dir.join("assets"))
        .precompressed_br()
        .precompressed_gzip();
    let files = ServeDir::new(web_dir)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(ServeFile::new(index).precompressed_br().precompressed_gzip());
    let pages = web_dir.join(PAGES_DIR);
    Router::new()
        .nest_service("/assets", assets)
        .fallback(move |request: Request| {
            let files = files.clone();
            let page = page_file(&pages, home, request.uri().path());
            async move {
                // ServeDir would redirect `/about` to `/about/` if it were a folder, so each
                // public path is mapped to its file here.
                let response = match page {
                    Some(page) if tokio::fs::try_exists(&page).await.unwrap_or(false) => {
                        ServeFile::new(page)
                            .precompressed_br()
                            .precompressed_gzip()
                            .oneshot(request)
                            .await
                    }
                    _ => files.oneshot(request).await,
                };
                match response {
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
    use std::path::Path;

    use super::{csp_hash, inline_elements, is_token_page, page_file, Home};

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
        let pages = Path::new("pages");
        assert_eq!(page_file(pages, Home::Live, "/"), Some(pages.join("index.live.html")));
        assert_eq!(
            page_file(pages, Home::ComingSoon, "/"),
            Some(pages.join("index.soon.html"))
        );
        assert_eq!(
            page_file(pages, Home::ComingSoonWithPreview, "/"),
            Some(pages.join("index.preview.html"))
        );
        assert_eq!(
            page_file(pages, Home::Live, "/coppa-rights"),
            Some(pages.join("coppa-rights.html"))
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
            assert_eq!(page_file(pages, Home::Live, path), None, "{path}");
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
}
