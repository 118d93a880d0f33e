//! Email about new messages, batched: at most one email per conversation and recipient an hour.
//! The first message of a quiet conversation is emailed at once; later ones within the hour wait,
//! and the sweep sends one email for all of them when the hour is over, if they are still unread.
//! Every email carries a link that turns message emails off without signing in
//! (`mail::unsubscribe_link`).

use sqlx::AnyConnection;

use super::{rules, store};
use crate::{
    db::Db,
    mail::{self, links},
    AppState,
};

/// Who a message is from, as its email names them.
pub struct Sender<'a> {
    pub name: &'a str,
}

/// Makes the recipients members of the conversation and emails those whose hour is over; the
/// others' batches wait for the sweep. Runs in the message's transaction.
pub async fn after_message(
    conn: &mut AnyConnection,
    state: &AppState,
    conversation_id: &str,
    recipients: &[String],
    sender: Sender<'_>,
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    for r in store::deliver_to(&mut *conn, conversation_id, recipients).await? {
        if r.emails_off == 1 {
            continue;
        }
        if rules::next_email_at(r.notified_at, now_ms) <= now_ms {
            mail::enqueue(
                &mut *conn,
                &email(state, &r.email, &r.user_id, conversation_id, sender.name, 1, now_ms),
            )
            .await?;
            store::notified(&mut *conn, conversation_id, &r.user_id, now_ms).await?;
        } else {
            store::pending(&mut *conn, conversation_id, &r.user_id, now_ms).await?;
        }
    }
    Ok(())
}

/// The email to `to` about `count` new messages, sent at `now_ms`.
fn email(
    state: &AppState,
    to: &str,
    user_id: &str,
    conversation_id: &str,
    from: &str,
    count: i64,
    now_ms: i64,
) -> mail::Email {
    let link = links::link(state, &format!("/messages/{conversation_id}"), None);
    let unsubscribe = mail::unsubscribe_link(state, mail::EmailKind::Messages, user_id, now_ms);
    mail::templates::new_messages(to, from, count, &link, &unsubscribe)
}

/// Sends the batches whose hour is over; returns how many emails were queued. Each batch is
/// claimed by one statement, so instances sweeping together send it once.
pub async fn sweep(db: &Db, state: &AppState, now_ms: i64) -> Result<usize, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let mut sent = 0;
    for batch in store::due_batches(&mut tx, now_ms).await? {
        if !store::claim_batch(
            &mut tx,
            &batch.conversation_id,
            &batch.user_id,
            now_ms,
            batch.unread > 0,
        )
        .await?
        {
            continue;
        }
        if batch.unread > 0 {
            let from = store::other_side_name(&mut tx, &batch.conversation_id, &batch.user_id).await?;
            mail::enqueue(
                &mut *tx,
                &email(
                    state,
                    &batch.email,
                    &batch.user_id,
                    &batch.conversation_id,
                    &from,
                    batch.unread,
                    now_ms,
                ),
            )
            .await?;
            sent += 1;
        }
    }
    tx.commit().await?;
    Ok(sent)
}
