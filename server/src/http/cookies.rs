//! The cookies of this deployment: how they are named and scoped, whichever module sets them
//! (the session, the CSRF token, the age refusal).

use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};

use crate::AppState;

/// Cookies are Secure everywhere except on a localhost address.
fn secure_cookies(state: &AppState) -> bool {
    !matches!(
        state.config.public_url.host_str(),
        Some("localhost" | "127.0.0.1" | "[::1]" | "::1")
    )
}

/// How this deployment names and scopes its cookies. On https every cookie carries the
/// `__Host-` prefix, which browsers accept only from this very host, over https, with `Path=/`
/// and no `Domain`: a sibling subdomain or a plain-http page can neither plant nor shadow one.
/// On plain-http development the browser would refuse the prefix, so the names are bare and
/// each cookie keeps the narrowest path that needs it.
#[derive(Clone, Copy, Debug)]
pub struct Cookies {
    secure: bool,
    host_only: bool,
}

impl Cookies {
    pub fn of(state: &AppState) -> Cookies {
        let secure = secure_cookies(state);
        Cookies {
            secure,
            host_only: secure && state.config.is_https(),
        }
    }

    /// The name this deployment gives the cookie `base` (one of the `*_COOKIE` constants).
    pub fn name(self, base: &str) -> String {
        if self.host_only {
            format!("__Host-{base}")
        } else {
            base.to_owned()
        }
    }

    /// The value of cookie `base` in the request, if sent.
    pub fn read(self, jar: &CookieJar, base: &str) -> Option<String> {
        jar.get(&self.name(base)).map(|c| c.value().to_owned())
    }

    /// An HttpOnly cookie, SameSite=Lax unless changed, scoped to `path` where the prefix allows it.
    pub fn build(self, base: &str, value: String, path: &'static str) -> Cookie<'static> {
        Cookie::build((self.name(base), value))
            .path(if self.host_only { "/" } else { path })
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(self.secure)
            .build()
    }

    /// Removes cookie `base` (set with `path`) from the browser.
    pub fn remove(self, jar: CookieJar, base: &str, path: &'static str) -> CookieJar {
        jar.remove(Cookie::build(self.name(base)).path(if self.host_only { "/" } else { path }))
    }
}
