//! Live delivery: who should hear that a conversation changed, as server-sent events.
//!
//! Each instance keeps one in-process broadcast channel its event streams read. On SQLite (one
//! instance) a change is put on it directly. On PostgreSQL it goes out with `NOTIFY` and comes back
//! through every instance's `LISTEN`, this one included, so several instances behind a load
//! balancer all reach their own connected browsers.

use std::{convert::Infallible, sync::Arc, time::Duration};

use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use futures_util::{Stream, StreamExt};
use serde::{Deserialize, Serialize};
use sqlx::postgres::PgListener;
use tokio::sync::broadcast;
use tokio_stream::wrappers::BroadcastStream;

use crate::db::{Backend, Db};

const CHANNEL: &str = "rowrecruit_messages";
/// A stream ends after this long and the browser reconnects, so a signed-out or expired session
/// stops receiving within it.
const STREAM_LIFETIME: Duration = Duration::from_secs(10 * 60);

/// What happened in a conversation, and to whom it matters.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Change {
    /// `message` (a new message) or `read` (someone read it).
    pub kind: String,
    pub conversation_id: String,
    pub user_ids: Vec<String>,
}

pub struct Hub {
    local: broadcast::Sender<Change>,
    backend: Backend,
}

impl Hub {
    /// A hub for `db`; on PostgreSQL it is listening before this returns, so no change made
    /// after start-up is missed.
    pub async fn start(db: &Db, database_url: &str) -> anyhow::Result<Arc<Hub>> {
        let (local, _) = broadcast::channel(1024);
        let hub = Arc::new(Hub {
            local,
            backend: db.backend,
        });
        if db.backend == Backend::Postgres {
            let mut listener = PgListener::connect(database_url).await?;
            listener.listen(CHANNEL).await?;
            tokio::spawn(relay(listener, hub.local.clone()));
        }
        Ok(hub)
    }

    /// Announces a committed change to every instance.
    pub async fn publish(&self, db: &Db, change: Change) {
        match self.backend {
            Backend::Sqlite => {
                let _ = self.local.send(change);
            }
            Backend::Postgres => {
                let payload = serde_json::to_string(&change).expect("a change serialises");
                if let Err(error) = super::store::notify(db, CHANNEL, &payload).await {
                    tracing::warn!(%error, "could not announce a conversation change; delivering locally");
                    let _ = self.local.send(change);
                }
            }
        }
    }

    /// The event stream of one signed-in user.
    pub fn stream_for(&self, user_id: String) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>>> {
        let changes = BroadcastStream::new(self.local.subscribe())
            .filter_map(move |change| {
                let event = match change {
                    Ok(change) if change.user_ids.contains(&user_id) => Some(Ok(SseEvent::default()
                        .event(change.kind)
                        .data(serde_json::json!({"conversationId": change.conversation_id}).to_string()))),
                    // Lagged behind: tell the browser to refetch everything it shows.
                    Err(_) => Some(Ok(SseEvent::default().event("message").data("{}"))),
                    Ok(_) => None,
                };
                std::future::ready(event)
            })
            .take_until(tokio::time::sleep(STREAM_LIFETIME));
        let hello = futures_util::stream::once(std::future::ready(Ok(SseEvent::default().event("ready").data("{}"))));
        Sse::new(hello.chain(changes)).keep_alive(KeepAlive::new().interval(Duration::from_secs(20)))
    }
}

/// Passes every notification on the channel to this instance's streams, reconnecting after a
/// lost connection (changes during the gap are missed; browsers refetch when they reconnect).
async fn relay(mut listener: PgListener, local: broadcast::Sender<Change>) {
    loop {
        match listener.recv().await {
            Ok(notification) => match serde_json::from_str::<Change>(notification.payload()) {
                Ok(change) => {
                    let _ = local.send(change);
                }
                Err(error) => tracing::warn!(%error, "ignoring a malformed conversation change"),
            },
            Err(error) => {
                tracing::warn!(%error, "conversation change listener lost its connection; retrying");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
}
