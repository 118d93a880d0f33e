//! Serving the built web app: hashed assets cached for a year, everything else falls back to
//! `index.html` so client-side routes survive a reload. Source maps stay private: they are
//! built for error reports, not for visitors.

use std::path::Path;

use axum::{
    extract::Request,
    http::{header, HeaderValue, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
    Router,
};
use tower_http::services::{ServeDir, ServeFile};

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

pub fn router(web_dir: &Path) -> Router {
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
    let pages = ServeDir::new(web_dir)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(ServeFile::new(index).precompressed_br().precompressed_gzip());
    Router::new()
        .nest_service("/assets", assets)
        .fallback_service(pages)
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
    use super::is_token_page;

    #[test]
    fn token_pages_are_recognised_exactly() {
        for page in ["/welcome", "/reset-password/", "/settings/confirm-email", "/p/abc123"] {
            assert!(is_token_page(page), "{page}");
        }
        for page in ["/", "/welcomes", "/settings", "/profile", "/pricing"] {
            assert!(!is_token_page(page), "{page}");
        }
    }
}
