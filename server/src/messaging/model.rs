//! Conversations as the wire shows them, and who takes part in one.

use serde::Serialize;
use utoipa::ToSchema;

use super::{
    rules::{ContactState, MessageKind, SenderRole},
    store::Side,
};
use crate::auth::store::SessionUser;

/// A signed-in athlete, or a college coach whose workspace is open, with the side of
/// conversations they are on. Anyone else: 403 (`forbidden`, or the coach's workspace code).
pub struct Participant {
    pub user: SessionUser,
    pub program: Option<(String, String)>,
}

impl Participant {
    pub(super) fn side(&self) -> Side<'_> {
        match &self.program {
            None => Side::Athlete { user_id: &self.user.id },
            Some((school_id, _)) => Side::Coach {
                user_id: &self.user.id,
                school_id,
            },
        }
    }

    pub(super) fn role(&self) -> SenderRole {
        match self.program {
            None => SenderRole::Athlete,
            Some(_) => SenderRole::Coach,
        }
    }

    /// How this participant signs a message.
    pub(super) fn name(&self, athlete_name: Option<&str>) -> String {
        match &self.program {
            None => athlete_name.unwrap_or("Athlete").to_owned(),
            Some((_, school)) => format!("A coach at {school}"),
        }
    }
}

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ProgramRef {
    pub school_id: String,
    pub name: String,
    /// "I", "II", "III", "Club", or null when not known.
    pub division: Option<String>,
}

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct AthleteRef {
    pub id: String,
    pub full_name: Option<String>,
    pub grad_year: Option<i64>,
}

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ConversationSummary {
    pub id: String,
    pub program: ProgramRef,
    pub athlete: AthleteRef,
    pub last_message_at: String,
    /// The last message's first 140 characters, on one line.
    pub last_message_preview: String,
    pub last_message_kind: MessageKind,
    /// Messages from the other side the viewer has not read.
    pub unread: i64,
    /// Archived by the viewer.
    pub archived: bool,
    pub blocked: bool,
    /// The program has no verified coach yet: the athlete's messages wait for one.
    pub waiting_for_coach: bool,
}

/// One message. `body` is plain text: clients never render it as HTML.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ThreadMessage {
    pub id: String,
    pub sender_role: SenderRole,
    pub sender_name: String,
    pub mine: bool,
    pub kind: MessageKind,
    pub body: String,
    pub sent_at: String,
    /// The other participants who have read it.
    pub read_by: Vec<String>,
}

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ConversationDetail {
    #[serde(flatten)]
    pub summary: ConversationSummary,
    pub viewer_role: SenderRole,
    /// Oldest first.
    pub messages: Vec<ThreadMessage>,
    /// What the viewer may send now.
    pub contact: ContactState,
    /// Only the one who blocked may unblock.
    pub blocked_by_me: bool,
    /// The viewer has an open report on it.
    pub reported: bool,
}

#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Inbox {
    /// Newest first.
    pub conversations: Vec<ConversationSummary>,
    /// Unread messages over every conversation, archived ones included.
    pub unread_total: i64,
}
