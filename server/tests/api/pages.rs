//! The public pages the web build renders ahead of time: each public path answers with its own
//! file, `/` with the variant the configuration picks, every other path with the app.

use crate::helpers::TestApp;

/// The footer of a page built in 2019, as the build writes it.
const FOOTER_2019: &str = "<footer>© <span data-current-year=\"\">2019</span> RowRecruit.</footer>";

/// A stand-in build: the app's index.html and what `npm run build` writes under `pages/`
/// (without the compressed copies). The server reads the pages when it starts, so they are written
/// first; the folder lasts as long as the returned guard.
async fn spawn_with_pages(vars: &[(&str, &str)]) -> (TestApp, tempfile::TempDir) {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), "<!doctype html><div id=\"root\"></div>").unwrap();
    let pages = web.path().join("pages");
    std::fs::create_dir_all(&pages).unwrap();
    for (file, text) in [
        ("index.live.html", "landing page"),
        ("index.soon.html", "coming soon"),
        ("index.preview.html", "coming soon with preview"),
        ("about.html", "about page"),
        ("coppa-rights.html", "coppa rights page"),
    ] {
        std::fs::write(
            pages.join(file),
            format!("<!doctype html><title>{text}</title><p>{text}</p>{FOOTER_2019}"),
        )
        .unwrap();
    }
    let mut vars = vars.to_vec();
    vars.push(("ROWRECRUIT_WEB_DIR", web.path().to_str().unwrap()));
    (TestApp::spawn_with(&vars).await, web)
}

async fn page(app: &TestApp, path: &str) -> (reqwest::header::HeaderMap, String) {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "{path}");
    let headers = response.headers().clone();
    (headers, response.text().await.unwrap())
}

#[tokio::test]
async fn public_paths_answer_with_their_pre_rendered_page() {
    let (app, _web) = spawn_with_pages(&[]).await;
    let this_year = rowrecruit::db::today_utc().year();
    for (path, text) in [
        ("/about", "about page"),
        ("/coppa-rights", "coppa rights page"),
        ("/", "coming soon"),
    ] {
        let (headers, body) = page(&app, path).await;
        assert!(body.contains(&format!("<p>{text}</p>")), "{path}: {body}");
        // Built in 2019, served in the year it is served.
        assert!(
            body.contains(&format!("<span data-current-year=\"\">{this_year}</span>")),
            "{path}: {body}"
        );
        assert_eq!(headers["content-type"], "text/html; charset=utf-8", "{path}");
        // Not hashed: revalidated on every visit, like index.html.
        assert_eq!(headers["cache-control"], "no-cache", "{path}");
        // The pages' security headers are the same as every page's.
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
            "{path}: {csp}"
        );
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
    }
}

#[tokio::test]
async fn other_paths_still_answer_with_the_app() {
    let (app, _web) = spawn_with_pages(&[]).await;
    // App pages, a public path with a trailing slash, a path without a pre-rendered page, and the
    // home variants' own file names.
    for path in [
        "/dashboard",
        "/about/",
        "/login",
        "/index.live",
        "/settings/confirm-email",
    ] {
        let (_, body) = page(&app, path).await;
        assert!(body.contains("<div id=\"root\"></div>"), "{path}: {body}");
    }
    // One-time-link pages keep their headers.
    let (headers, _) = page(&app, "/welcome").await;
    assert_eq!(headers["cache-control"], "no-store");
    assert_eq!(headers["referrer-policy"], "no-referrer");
}

#[tokio::test]
async fn the_home_page_follows_the_site_settings() {
    let (live, _web) = spawn_with_pages(&[("ROWRECRUIT_SITE_LIVE", "true")]).await;
    assert!(page(&live, "/").await.1.contains("<p>landing page</p>"));

    let (preview, _web) = spawn_with_pages(&[("ROWRECRUIT_ACCESS_CODE", "open-sesame")]).await;
    assert!(page(&preview, "/").await.1.contains("<p>coming soon with preview</p>"));
}

#[tokio::test]
async fn pre_rendered_pages_are_compressed_as_they_are_sent() {
    // Their year changes, so they go through the server's compression rather than the build's.
    let (app, _web) = spawn_with_pages(&[]).await;
    let raw = reqwest::Client::builder().no_gzip().no_brotli().build().unwrap();
    for (accept, encoding) in [("br, gzip", "br"), ("gzip", "gzip")] {
        let response = raw
            .get(app.url("/about"))
            .header("accept-encoding", accept)
            .send()
            .await
            .unwrap();
        assert_eq!(response.headers()["content-encoding"], encoding);
        assert_eq!(response.headers()["content-type"], "text/html; charset=utf-8");
    }
}

#[tokio::test]
async fn a_build_without_pre_rendered_pages_serves_the_app_everywhere() {
    let app = TestApp::spawn().await;
    for path in ["/", "/about", "/pricing"] {
        assert!(page(&app, path).await.1.contains("<div id=\"root\"></div>"), "{path}");
    }
}

#[tokio::test]
async fn the_plans_command_prints_the_table_the_api_serves() {
    let app = TestApp::spawn().await;
    let served: serde_json::Value = app.get("/api/plans").await.json().await.unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_rowrecruit"))
        .arg("plans")
        .output()
        .expect("run rowrecruit plans");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let printed: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(printed, served);
    assert!(printed["plans"].as_array().is_some_and(|plans| !plans.is_empty()));
}

#[tokio::test]
async fn the_pages_inline_stylesheet_and_script_are_allowed_by_their_hash_and_nothing_else_inline_is() {
    // The build inlines the public pages' stylesheet and the cookie banner's script; the policy
    // is read from the pages at start.
    let web = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(web.path().join("pages")).unwrap();
    std::fs::write(web.path().join("index.html"), "<!doctype html><div id=\"root\"></div>").unwrap();
    std::fs::write(
        web.path().join("pages/about.html"),
        "<!doctype html><style>body{color:red}</style><p>about page</p><script>go()</script>\
         <script type=\"module\" src=\"/assets/site.js\"></script>",
    )
    .unwrap();
    let app = TestApp::spawn_with(&[("ROWRECRUIT_WEB_DIR", web.path().to_str().unwrap())]).await;
    for path in ["/about", "/dashboard", "/api/health"] {
        let response = app.get(path).await;
        let csp = response.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        // sha256 of "body{color:red}", base64, as browsers compute it.
        assert!(
            csp.contains("style-src 'self' 'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='; "),
            "{path}: {csp}"
        );
        // sha256 of "go()"; the script loaded by its address needs no hash.
        assert!(
            csp.contains("script-src 'self' 'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw=';")
                && !csp.contains("unsafe-inline"),
            "{path}: {csp}"
        );
    }
}
