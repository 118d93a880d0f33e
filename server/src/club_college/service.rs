//! The use cases: starting and answering a conversation from either side, a thread as one side
//! reads it, recommending, the athlete's answer (which puts the athlete on the program's board),
//! and what the athlete, a linked parent and the coach home read.

use super::{
    model::{AthleteClubCollege, ClubRecommendation},
    rules::{self, ClubCollegeError, CoachSide, RecommendationStatus},
    store::{self, ConversationRow, MessageRow, NewMessage, NewRecommendation, Owner},
};
use crate::{
    auth::store::SessionUser,
    board,
    club::{self, store::ClubRow},
    db::{self, Db},
    http::error::ApiResult,
    messaging, performance, plans, profiles, workspace,
};

/// A verified coach on one side of the conversations: a club coach in the club workspace, or a
/// college coach in the recruiting workspace.
pub enum Caller {
    Club {
        user: SessionUser,
        club: ClubRow,
    },
    College {
        user: SessionUser,
        school_id: String,
        school_name: String,
    },
}

impl Caller {
    pub fn user(&self) -> &SessionUser {
        match self {
            Caller::Club { user, .. } | Caller::College { user, .. } => user,
        }
    }

    fn owner(&self) -> Owner<'_> {
        match self {
            Caller::Club { club, .. } => Owner::Club(&club.id),
            Caller::College { school_id, .. } => Owner::Program(school_id),
        }
    }

    fn side(&self) -> CoachSide {
        match self {
            Caller::Club { .. } => CoachSide::Club,
            Caller::College { .. } => CoachSide::College,
        }
    }
}

/// The name a message is signed with: "<name>, <club>" for a club coach, the coach's signature
/// ("<full name>, <title>, <program>") for a college coach.
async fn sender_name(db: &Db, caller: &Caller) -> ApiResult<String> {
    let user = caller.user();
    let coach_profile = workspace::store::coach_profile(&db.pool, &user.id).await?;
    Ok(match caller {
        Caller::Club { club, .. } => format!("{}, {}", club_coach_name(db, user).await?, club.name),
        Caller::College { school_name, .. } => match coach_profile {
            Some(profile) => workspace::rules::signature(&profile.full_name, &profile.title, school_name),
            None => format!("{}, {school_name}", workspace::rules::display_name(&user.email)),
        },
    })
}

/// A club coach's full name (see `rules::club_coach_name`).
async fn club_coach_name(db: &Db, user: &SessionUser) -> ApiResult<String> {
    let coach_profile = workspace::store::coach_profile(&db.pool, &user.id).await?;
    let account = profiles::store::find(db, &user.id).await?;
    Ok(rules::club_coach_name(
        coach_profile.as_ref().map(|p| p.full_name.as_str()),
        account.as_ref().and_then(|p| p.full_name.as_deref()),
        &user.email,
    ))
}

/// Whether coaches may write about the athlete now, by a parent's consent (messaging's rule).
async fn parental_check(db: &Db, athlete_id: &str) -> ApiResult<Result<(), ClubCollegeError>> {
    Ok(match messaging::store::athlete_facts(&db.pool, athlete_id).await? {
        Some(athlete) => rules::parental_refusal(messaging::service::parental_hold(&athlete)),
        None => Err(ClubCollegeError::NoSuchAthlete),
    })
}

/// A rostered athlete a club coach may write about or recommend: on the roster (held
/// memberships included, so that a parent's hold is refused in its own words), not held back by
/// a parent's consent, and on the roster as its coaches see it.
async fn rostered(db: &Db, club_id: &str, athlete_id: &str) -> ApiResult<Result<(), ClubCollegeError>> {
    if !club::store::is_member(&db.pool, club_id, athlete_id).await? {
        return Ok(Err(ClubCollegeError::NotOnRoster));
    }
    if let Err(refusal) = parental_check(db, athlete_id).await? {
        return Ok(Err(refusal));
    }
    if !club::store::on_roster(&db.pool, club_id, athlete_id).await? {
        return Ok(Err(ClubCollegeError::NotOnRoster));
    }
    Ok(Ok(()))
}

async fn club_has_verified_coach(db: &Db, club_id: &str) -> ApiResult<bool> {
    Ok(club::store::coaches(db, club_id)
        .await?
        .iter()
        .any(|c| c.coach_status == crate::auth::store::CoachStatus::Verified))
}

/// Writes the first message about an athlete to the other side (`other`: the program's id for a
/// club coach, the club's id for a college coach), or adds it to the conversation there already
/// is: the conversation's id.
pub async fn start(db: &Db, caller: &Caller, athlete_id: &str, other: &str, body: &str) -> ApiResult<String> {
    let body = rules::message_body(body)?;
    let (club_id, school_id) = match caller {
        Caller::Club { club, .. } => {
            rostered(db, &club.id, athlete_id).await??;
            if messaging::store::program_facts(&db.pool, other).await?.is_none() {
                return Err(ClubCollegeError::NoSuchProgram.into());
            }
            if workspace::store::verified_coaches(&db.pool, other).await?.is_empty() {
                return Err(ClubCollegeError::NoProgramCoach.into());
            }
            (club.id.clone(), other.to_owned())
        }
        Caller::College { school_id, .. } => {
            let athlete = messaging::store::athlete_facts(&db.pool, athlete_id)
                .await?
                .filter(|a| a.shown_to_coaches == 1)
                .ok_or(ClubCollegeError::NoSuchAthlete)?;
            if !club::store::on_roster(&db.pool, other, &athlete.id).await?
                || !club_has_verified_coach(db, other).await?
            {
                return Err(ClubCollegeError::NoSuchClub.into());
            }
            (other.to_owned(), school_id.clone())
        }
    };
    let name = sender_name(db, caller).await?;
    let now = db::now_ms();
    let mut tx = db.begin_write().await?;
    let id = store::open(&mut tx, &club_id, &school_id, athlete_id, &caller.user().id, now).await?;
    store::insert_message(
        &mut tx,
        &NewMessage {
            conversation_id: &id,
            sender_id: &caller.user().id,
            sender_side: caller.side(),
            sender_name: &name,
            body: &body,
            now_ms: now,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// The caller's side's conversation; another club's or program's is no such conversation.
pub async fn own_conversation(db: &Db, caller: &Caller, id: &str) -> ApiResult<ConversationRow> {
    Ok(store::conversation(&db.pool, caller.owner(), id)
        .await?
        .ok_or(ClubCollegeError::NoSuchConversation)?)
}

/// A conversation's messages, and whether new ones may be written now (or why not).
pub async fn thread(
    db: &Db,
    caller: &Caller,
    id: &str,
) -> ApiResult<(ConversationRow, Vec<MessageRow>, Result<(), ClubCollegeError>)> {
    let conversation = own_conversation(db, caller, id).await?;
    let messages = store::messages(db, &conversation.id).await?;
    let may_write = parental_check(db, &conversation.athlete_id).await?;
    Ok((conversation, messages, may_write))
}

/// Adds a message to the caller's side's conversation.
pub async fn reply(db: &Db, caller: &Caller, id: &str, body: &str) -> ApiResult<MessageRow> {
    let conversation = own_conversation(db, caller, id).await?;
    let body = rules::message_body(body)?;
    parental_check(db, &conversation.athlete_id).await??;
    let name = sender_name(db, caller).await?;
    let mut tx = db.begin_write().await?;
    let message = store::insert_message(
        &mut tx,
        &NewMessage {
            conversation_id: &conversation.id,
            sender_id: &caller.user().id,
            sender_side: caller.side(),
            sender_name: &name,
            body: &body,
            now_ms: db::now_ms(),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(message)
}

/// The caller's side's conversations, the latest first.
pub async fn conversations(db: &Db, caller: &Caller) -> ApiResult<Vec<ConversationRow>> {
    Ok(store::conversations(db, caller.owner()).await?)
}

/// What a club coach writes in a recommendation.
pub struct RecommendationInput<'a> {
    pub athlete_id: &'a str,
    pub school_id: &'a str,
    pub note: &'a str,
    pub projected_level: &'a str,
}

/// A club coach recommends a rostered athlete to a program, with the athlete's club-verified erg
/// results as they are now; it waits for the athlete's answer.
pub async fn recommend(
    db: &Db,
    coach: &club::ClubCoach,
    input: RecommendationInput<'_>,
) -> ApiResult<ClubRecommendation> {
    rules::may_recommend(&coach.standing)?;
    let valid = rules::recommendation(input.note, input.projected_level).map_err(|failures| {
        crate::http::error::ApiError::Validation {
            message: failures.first().map(|f| f.message.clone()).unwrap_or_default(),
            fields: failures.into_iter().map(|f| (f.field.to_owned(), f.message)).collect(),
        }
    })?;
    rostered(db, &coach.club.id, input.athlete_id).await??;
    if messaging::store::program_facts(&db.pool, input.school_id)
        .await?
        .is_none()
    {
        return Err(ClubCollegeError::NoSuchProgram.into());
    }
    let tests = performance::store::erg_tests(db, input.athlete_id).await?;
    let erg_results: Vec<_> = tests
        .iter()
        .map(|t| rules::ErgResult {
            piece: t.piece,
            tenths: t.tenths,
            meters: t.meters,
            test_date: &t.test_date,
            attested_club_name: t.attestation.attested_club_name.as_deref(),
        })
        .collect();
    let results = serde_json::to_string(&rules::verified_results(&erg_results)).unwrap_or_else(|_| "[]".into());
    let coach_name = club_coach_name(db, &coach.user).await?;
    let mut tx = db.begin_write().await?;
    let id = store::insert_recommendation(
        &mut tx,
        &NewRecommendation {
            club_id: &coach.club.id,
            school_id: input.school_id,
            athlete_id: input.athlete_id,
            coach_id: &coach.user.id,
            coach_name: &coach_name,
            note: &valid.note,
            projected_level: &valid.projected_level,
            results: &results,
            now_ms: db::now_ms(),
        },
    )
    .await?
    .ok_or(ClubCollegeError::AlreadyRecommended)?;
    let row = store::recommendation_of_athlete(&mut *tx, input.athlete_id, &id)
        .await?
        .ok_or(ClubCollegeError::NoSuchRecommendation)?;
    tx.commit().await?;
    Ok(row.into())
}

/// The athlete agrees to or declines a recommendation waiting for them. Once agreed, the program
/// sees it, and the athlete gets a card on the program's board (first column) if not there
/// already and the board has room.
pub async fn decide(db: &Db, athlete: &SessionUser, id: &str, agree: bool) -> ApiResult<ClubRecommendation> {
    let found = store::recommendation_of_athlete(&db.pool, &athlete.id, id)
        .await?
        .ok_or(ClubCollegeError::NoSuchRecommendation)?;
    let board_limit = match plans::store::of_program(db, &found.school_id).await? {
        Some(stored) => plans::rules::standing(Some(&stored), db::now_ms())
            .ok()
            .map(|s| (s.name, s.limits.watchlist)),
        None => None,
    };
    let status = if agree {
        RecommendationStatus::Agreed
    } else {
        RecommendationStatus::Declined
    };
    let now = db::now_ms();
    let mut tx = db.begin_write().await?;
    if !store::decide(&mut tx, id, status, now).await? {
        return Err(ClubCollegeError::AlreadyDecided.into());
    }
    if agree
        && !board::store::has_row(&mut tx, &found.school_id, &athlete.id).await?
        && board::store::is_shown(&mut tx, &athlete.id).await?
    {
        if let Some((plan, limit)) = board_limit {
            let count = board::store::count(&mut *tx, &found.school_id).await?;
            if board::rules::may_star(plan, limit, count).is_ok() {
                board::store::star_by(&mut tx, &found.school_id, &athlete.id, None, now).await?;
            }
        }
    }
    let row = store::recommendation_of_athlete(&mut *tx, &athlete.id, id)
        .await?
        .ok_or(ClubCollegeError::NoSuchRecommendation)?;
    tx.commit().await?;
    Ok(row.into())
}

/// The club's recommendations, with the athletes' answers.
pub async fn club_recommendations(db: &Db, club_id: &str) -> ApiResult<Vec<ClubRecommendation>> {
    Ok(store::recommendations(db, Owner::Club(club_id))
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// The recommendations the program sees (agreed to, athlete shown to coaches), newest first: the
/// coach home's list.
pub async fn program_recommendations(db: &Db, school_id: &str) -> Result<Vec<ClubRecommendation>, sqlx::Error> {
    Ok(store::recommendations(db, Owner::Program(school_id))
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// The recommendations of one athlete the program sees: the board card's.
pub async fn recommendations_about(
    db: &Db,
    school_id: &str,
    athlete_id: &str,
) -> Result<Vec<ClubRecommendation>, sqlx::Error> {
    Ok(store::agreed_about(db, school_id, athlete_id)
        .await?
        .into_iter()
        .map(Into::into)
        .collect())
}

/// What the athlete sees, and a linked parent reads: the conversations about them (that they
/// exist) and their club coaches' recommendations.
pub async fn athlete_view(db: &Db, athlete_id: &str) -> Result<AthleteClubCollege, sqlx::Error> {
    Ok(AthleteClubCollege {
        conversations: store::conversations(db, Owner::Athlete(athlete_id))
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
        recommendations: store::recommendations(db, Owner::Athlete(athlete_id))
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
    })
}

/// A program a club coach may write to: at least one verified coach.
pub struct ReachableProgram {
    pub school_id: String,
    pub name: String,
}

/// The programs with a verified coach, by name.
pub async fn reachable_programs(db: &Db) -> ApiResult<Vec<ReachableProgram>> {
    let mut programs: Vec<ReachableProgram> = Vec::new();
    for named in workspace::store::named_programs(db).await? {
        if programs.iter().any(|p| p.school_id == named.school_id) {
            continue;
        }
        if workspace::store::verified_coaches(&db.pool, &named.school_id)
            .await?
            .is_empty()
        {
            continue;
        }
        programs.push(ReachableProgram {
            name: named.school_name.unwrap_or_else(|| named.school_id.clone()),
            school_id: named.school_id,
        });
    }
    programs.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(programs)
}

/// A club of the athlete a college coach may write to: the athlete is on its roster and it has a
/// verified coach.
pub struct ReachableClub {
    pub club_id: String,
    pub name: String,
}

/// The athlete's clubs a college coach may write to; none for an athlete not shown to coaches.
pub async fn clubs_of_athlete(db: &Db, athlete_id: &str) -> ApiResult<Vec<ReachableClub>> {
    let shown = messaging::store::athlete_facts(&db.pool, athlete_id)
        .await?
        .is_some_and(|a| a.shown_to_coaches == 1);
    if !shown {
        return Err(ClubCollegeError::NoSuchAthlete.into());
    }
    let mut clubs = Vec::new();
    for membership in club::store::memberships(db, athlete_id).await? {
        if club::store::on_roster(&db.pool, &membership.club_id, athlete_id).await?
            && club_has_verified_coach(db, &membership.club_id).await?
        {
            clubs.push(ReachableClub {
                club_id: membership.club_id,
                name: membership.club_name,
            });
        }
    }
    Ok(clubs)
}
