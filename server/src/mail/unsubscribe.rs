//! The one-click unsubscribe links of emails: an account id and an HMAC over a purpose and the id,
//! so a link turns off only the kind of email it came with, for only that account, without
//! signing in. Each kind keeps its purpose bytes for good: links already sent stay valid.

use hmac::{Hmac, Mac};
use sha2::Sha256;

fn signature(secret: &[u8], purpose: &[u8], id: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("any key length");
    mac.update(purpose);
    mac.update(id.as_bytes());
    mac
}

/// The token naming `id` for `purpose`: `<id>.<hex signature>`.
pub fn token(secret: &[u8], purpose: &[u8], id: &str) -> String {
    let tag = hex::encode(signature(secret, purpose, id).finalize().into_bytes());
    format!("{id}.{tag}")
}

/// The id a token names, if its signature holds for `purpose`.
pub fn id_of(secret: &[u8], purpose: &[u8], token: &str) -> Option<String> {
    let (id, tag) = token.trim().rsplit_once('.')?;
    let tag = hex::decode(tag).ok()?;
    signature(secret, purpose, id).verify_slice(&tag).ok()?;
    Some(id.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &[u8] = b"purpose a\0";
    const B: &[u8] = b"purpose b\0";

    #[test]
    fn a_token_names_its_id_for_its_purpose_only() {
        let token = token(b"key", A, "user-1");
        assert_eq!(id_of(b"key", A, &token).as_deref(), Some("user-1"));
        assert_eq!(id_of(b"key", A, &format!(" {token}\n")).as_deref(), Some("user-1"));
        assert_eq!(id_of(b"key", B, &token), None);
        assert_eq!(id_of(b"other key", A, &token), None);
        assert_eq!(id_of(b"key", A, &token.replace("user-1", "user-2")), None);
        assert_eq!(id_of(b"key", A, "nonsense"), None);
        assert_eq!(id_of(b"key", A, "user-1.zz"), None);
    }

    #[test]
    fn tokens_of_links_already_sent_keep_their_form() {
        // Signed with the message emails' and the family digest's purposes before they shared
        // this helper.
        assert_eq!(
            token(b"key", b"rowrecruit message emails off\0", "user-1"),
            "user-1.9bf474ef2c27a439d56317b900d5cbf39b402bebc82713d3cdb735640cd2cabd"
        );
        assert_eq!(
            token(b"key", b"rowrecruit family digest off\0", "user-1"),
            "user-1.64dbed4f226cdeafc2b9f76d4574001108640ca6d5622c665d3d80ae2c8e10a2"
        );
    }
}
