//! The family's hourly steps, each callable with the time a test wants: the 18th-birthday
//! question and the weekly digest, with its one-click unsubscribe link (`mail::unsubscribe_link`).

use jiff::civil::Date;

use super::{rules, store};
use crate::{
    auth::store as accounts,
    compliance::{
        log::{self, Event},
        rules::{self as compliance_rules, ConsentScope, RegistrationMetadata},
        store as consents,
    },
    db::{self, Db},
    mail::{self, links, templates},
    messaging, performance, profile_views, profiles, AppState,
};

/// How often the steps run.
pub const EVERY: std::time::Duration = std::time::Duration::from_secs(3600);

/// Runs both steps every [`EVERY`] until the process ends.
pub async fn run(state: AppState) {
    let mut tick = tokio::time::interval(EVERY);
    loop {
        tick.tick().await;
        let now = db::now_ms();
        match ask_adults(&state, now).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(asked = n, "athletes asked about their parents at 18"),
            Err(error) => tracing::warn!(%error, "could not ask athletes turning 18 about their parents"),
        }
        match send_digests(&state, now).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(digests = n, "weekly family digests queued"),
            Err(error) => tracing::warn!(%error, "could not send weekly family digests"),
        }
    }
}

/// Asks each linked athlete who is 18 on `now_ms`'s day, once, whether their parents stay linked.
/// A parent's choices stop applying: a freeze is lifted and coach communications are turned back
/// on, each logged. Returns how many athletes were asked.
pub async fn ask_adults(state: &AppState, now_ms: i64) -> Result<usize, sqlx::Error> {
    let db = &state.db;
    let today = day_of(now_ms);
    let mut asked = 0;
    for child in store::unasked_children(db).await? {
        let metadata = RegistrationMetadata::from_stored(&child.metadata);
        if !compliance_rules::is_adult(metadata.birth_date.as_deref(), today) {
            continue;
        }
        let mut tx = db.begin_write().await?;
        if !store::mark_asked(&mut tx, &child.child_id, now_ms).await? {
            continue;
        }
        let by = "turned 18";
        if child.frozen_at.is_some() {
            accounts::set_frozen(&mut tx, &child.child_id, false, now_ms).await?;
            append(
                &mut tx,
                &child.child_id,
                &child.email,
                log::COLLECTION_RESUMED,
                serde_json::json!({"by": by}),
            )
            .await?;
        }
        if consents::scopes_of(&mut *tx, &child.child_id)
            .await?
            .is_some_and(|c| c.coach_messages == 0)
        {
            consents::set_scope(
                &mut *tx,
                &child.child_id,
                ConsentScope::CoachCommunications,
                true,
                now_ms,
            )
            .await?;
            append(
                &mut tx,
                &child.child_id,
                &child.email,
                log::CONSENT_SCOPE_CHANGED,
                serde_json::json!({"scope": ConsentScope::CoachCommunications.as_str(), "granted": true, "by": by}),
            )
            .await?;
        }
        let link = links::link(state, "/settings", None);
        mail::enqueue(&mut *tx, &templates::family_adult_decision(&child.email, &link)).await?;
        tx.commit().await?;
        asked += 1;
    }
    Ok(asked)
}

async fn append(
    conn: &mut sqlx::AnyConnection,
    user_id: &str,
    email: &str,
    event_type: &'static str,
    details: serde_json::Value,
) -> Result<(), sqlx::Error> {
    log::append(
        conn,
        Event {
            user_id: Some(user_id),
            email,
            event_type,
            details,
            ip: None,
        },
    )
    .await
}

fn day_of(now_ms: i64) -> Date {
    jiff::Timestamp::from_millisecond(now_ms)
        .map(|t| t.to_zoned(jiff::tz::TimeZone::UTC).date())
        .unwrap_or_else(|_| db::today_utc())
}

/// One child's week, as the digest tells it: counts and program names, never message text.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct ChildWeek {
    pub name: String,
    /// Programs whose coaches viewed the profile, with the number of views.
    pub views: Vec<(String, i64)>,
    /// Programs that started a conversation.
    pub new_conversations: Vec<String>,
    /// Programs with messages, with how many came from coaches and how many the child sent.
    pub messages: Vec<(String, i64, i64)>,
    pub new_erg_tests: usize,
    /// Results a club coach verified.
    pub verified_results: usize,
}

impl ChildWeek {
    pub fn is_empty(&self) -> bool {
        self.views.is_empty()
            && self.new_conversations.is_empty()
            && self.messages.is_empty()
            && self.new_erg_tests == 0
            && self.verified_results == 0
    }
}

async fn child_week(db: &Db, child_id: &str, since: i64) -> Result<ChildWeek, sqlx::Error> {
    let name = profiles::store::find(db, child_id)
        .await?
        .and_then(|p| p.full_name)
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| "Your athlete".into());
    let views = profile_views::store::views_by_program(db, child_id, since)
        .await?
        .into_iter()
        .map(|v| (v.school_name.unwrap_or_else(|| "A college program".into()), v.views))
        .collect();
    let activity = messaging::store::activity_since(db, child_id, since).await?;
    let program =
        |a: &messaging::store::ProgramActivity| a.school_name.clone().unwrap_or_else(|| "A college program".into());
    let new_conversations = activity.iter().filter(|a| a.started == 1).map(program).collect();
    let messages = activity
        .iter()
        .filter(|a| a.from_coaches + a.from_athlete > 0)
        .map(|a| (program(a), a.from_coaches, a.from_athlete))
        .collect();
    let since_day = day_of(since).to_string();
    let tests = performance::store::erg_tests(db, child_id).await?;
    let new_erg_tests = tests.iter().filter(|t| t.created_at >= since).count();
    let verified = |on: Option<&String>| on.is_some_and(|day| *day >= since_day);
    let verified_results = tests
        .iter()
        .filter(|t| verified(t.attestation.attested_on.as_ref()))
        .count()
        + performance::store::races(db, child_id)
            .await?
            .iter()
            .filter(|r| verified(r.attestation.attested_on.as_ref()))
            .count();
    Ok(ChildWeek {
        name,
        views,
        new_conversations,
        messages,
        new_erg_tests,
        verified_results,
    })
}

/// Sends each parent whose last digest is 7 days old (or who never had one) the past week of
/// each child, if anything happened. Returns how many digests were queued. Each is claimed by one
/// statement, so instances running together send it once.
pub async fn send_digests(state: &AppState, now_ms: i64) -> Result<usize, sqlx::Error> {
    let db = &state.db;
    let before = now_ms - rules::DIGEST_EVERY_MS;
    let mut sent = 0;
    for parent in store::digest_candidates(db, before).await? {
        if !rules::digest_due(parent.digest_sent_at, now_ms) {
            continue;
        }
        let since = rules::digest_since(parent.digest_sent_at, now_ms);
        let mut weeks = Vec::new();
        for link in store::links_of_parent(db, &parent.parent_id).await? {
            let week = child_week(db, &link.child_id, since).await?;
            if !week.is_empty() {
                weeks.push(week);
            }
        }
        if weeks.is_empty() {
            continue;
        }
        let mut tx = db.begin_write().await?;
        if !store::claim_digest(&mut tx, &parent.parent_id, before, now_ms).await? {
            continue;
        }
        let portal = links::link(state, "/family", None);
        let unsubscribe = mail::unsubscribe_link(state, mail::EmailKind::FamilyDigest, &parent.parent_id, now_ms);
        mail::enqueue(
            &mut *tx,
            &templates::family_digest(&parent.email, &digest_lines(&weeks), &portal, &unsubscribe),
        )
        .await?;
        tx.commit().await?;
        sent += 1;
    }
    Ok(sent)
}

/// The digest's paragraphs, one per child.
pub fn digest_lines(weeks: &[ChildWeek]) -> Vec<String> {
    weeks
        .iter()
        .map(|w| {
            let mut parts = Vec::new();
            if !w.views.is_empty() {
                let list: Vec<String> = w.views.iter().map(|(program, n)| format!("{program} ({n})")).collect();
                parts.push(format!("Profile views: {}.", list.join(", ")));
            }
            if !w.new_conversations.is_empty() {
                parts.push(format!("New conversations: {}.", w.new_conversations.join(", ")));
            }
            if !w.messages.is_empty() {
                let list: Vec<String> = w
                    .messages
                    .iter()
                    .map(|(program, coaches, athlete)| format!("{program}: {coaches} from coaches, {athlete} sent"))
                    .collect();
                parts.push(format!("Messages: {}.", list.join("; ")));
            }
            if w.new_erg_tests > 0 {
                parts.push(format!(
                    "{} new erg test{}.",
                    w.new_erg_tests,
                    if w.new_erg_tests == 1 { "" } else { "s" }
                ));
            }
            if w.verified_results > 0 {
                parts.push(format!(
                    "{} result{} verified by a club coach.",
                    w.verified_results,
                    if w.verified_results == 1 { "" } else { "s" }
                ));
            }
            format!("{}: {}", w.name, parts.join(" "))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_names_programs_and_counts_never_text() {
        let week = ChildWeek {
            name: "Ava".into(),
            views: vec![("Yale".into(), 2)],
            messages: vec![("Yale".into(), 1, 0)],
            new_erg_tests: 1,
            ..ChildWeek::default()
        };
        assert_eq!(
            digest_lines(&[week]),
            vec!["Ava: Profile views: Yale (2). Messages: Yale: 1 from coaches, 0 sent. 1 new erg test."]
        );
    }
}
