//! Serving the built web app: hashed assets cached for a year, everything else falls back to
//! `index.html` so client-side routes survive a reload.

use std::path::Path;

use axum::{
    extract::Request,
    http::{header, HeaderValue, StatusCode},
    middleware::Next,
    response::Response,
    Router,
};
use tower_http::services::{ServeDir, ServeFile};

/// Vite puts content-hashed files under `/assets/`; their names change when their bytes do.
const ASSETS_PREFIX: &str = "/assets/";

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
        .layer(axum::middleware::from_fn(cache_headers))
}

async fn cache_headers(request: Request, next: Next) -> Response {
    let immutable = request.uri().path().starts_with(ASSETS_PREFIX);
    let mut response = next.run(request).await;
    let value = if immutable && response.status() == StatusCode::OK {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    response
}
