//! Links to the public site, as emails carry them.

use crate::AppState;

/// A link to `path` on the public site; the token goes in the fragment, so it never reaches a
/// server log or a Referer header.
pub fn link(state: &AppState, path: &str, token: Option<&str>) -> String {
    let mut url = state.config.public_url.clone();
    url.set_path(path);
    if let Some(token) = token {
        url.set_fragment(Some(&format!("token={token}")));
    }
    url.to_string()
}
