//! Storage of the performance log: every SQL statement on `erg_tests` and `race_results`.
//! Every statement is scoped by the owner's id, so another user's entry is never found.

use sqlx::{
    any::{AnyArguments, AnyRow},
    query::QueryAs,
    Any, AnyConnection, Executor, FromRow, QueryBuilder,
};

use super::rules::{BoatClass, Piece, Seat, ValidErgTest, ValidRace};
use crate::db::{self, Db};

/// A stored erg test; `test_date` is `yyyy-mm-dd`.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct ErgTestRow {
    pub id: String,
    pub user_id: String,
    #[sqlx(try_from = "String")]
    pub piece: Piece,
    pub tenths: Option<i64>,
    pub meters: Option<i64>,
    pub test_date: String,
    pub stroke_rate: Option<i64>,
    pub notes: Option<String>,
    pub verification_code: Option<String>,
    pub created_at: i64,
    #[sqlx(flatten)]
    pub attestation: AttestationRow,
}

/// A result's attestation by a club coach, as stored on the result (all null when none).
#[derive(sqlx::FromRow, Debug, Clone, PartialEq, Default)]
pub struct AttestationRow {
    pub attested_club_id: Option<String>,
    pub attested_club_name: Option<String>,
    pub attested_by: Option<String>,
    pub attested_coach_name: Option<String>,
    /// yyyy-mm-dd
    pub attested_on: Option<String>,
    /// 0/1
    pub attest_code_checked: i64,
}

/// What a club coach's confirmation writes on the result.
#[derive(Debug, Clone, PartialEq)]
pub struct NewAttestation<'a> {
    pub club_id: &'a str,
    pub club_name: &'a str,
    pub coach_id: &'a str,
    pub coach_name: Option<&'a str>,
    /// yyyy-mm-dd
    pub on: String,
    pub code_checked: bool,
}

/// Set by an edit: the attestation was of the result as it was.
const CLEAR_ATTESTATION: &str = "attested_club_id = NULL, attested_club_name = NULL, attested_by = NULL,
    attested_coach_name = NULL, attested_on = NULL, attest_code_checked = 0";

const ERG_COLUMNS: &str =
    "id, user_id, piece, tenths, meters, test_date, stroke_rate, notes, verification_code, created_at,
    attested_club_id, attested_club_name, attested_by, attested_coach_name, attested_on, attest_code_checked";

/// The user's erg tests, newest first.
pub async fn erg_tests(db: &Db, user_id: &str) -> Result<Vec<ErgTestRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {ERG_COLUMNS} FROM erg_tests WHERE user_id = $1 ORDER BY test_date DESC, created_at DESC, id DESC"
    ))
    .bind(user_id)
    .fetch_all(&db.pool)
    .await
}

/// The user's fastest test of a distance piece (the earliest of equal times), as SQL selecting
/// `columns` with the user and the piece given by the placeholders `user` and `piece`: one row
/// at most. Every best (the profile's, the log's) is found by this one ordering.
pub fn best_test_sql(columns: &str, user: &str, piece: &str) -> String {
    format!(
        "SELECT {columns} FROM erg_tests WHERE user_id = {user} AND piece = {piece} AND tenths IS NOT NULL
         ORDER BY tenths ASC, test_date ASC, created_at ASC LIMIT 1"
    )
}

/// The user's tests of `piece` dated `since` (`yyyy-mm-dd`) or later.
pub async fn erg_tests_since(
    db: &Db,
    user_id: &str,
    piece: Piece,
    since: &str,
) -> Result<Vec<ErgTestRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {ERG_COLUMNS} FROM erg_tests WHERE user_id = $1 AND piece = $2 AND test_date >= $3
         ORDER BY test_date ASC, created_at ASC"
    ))
    .bind(user_id)
    .bind(piece.as_str())
    .bind(since)
    .fetch_all(&db.pool)
    .await
}

/// A stored race result; `race_date` is `yyyy-mm-dd`.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct RaceRow {
    pub id: String,
    pub user_id: String,
    pub regatta: String,
    pub race_date: String,
    pub event: String,
    #[sqlx(try_from = "String")]
    pub boat_class: BoatClass,
    #[sqlx(try_from = "String")]
    pub seat: Seat,
    pub place: Option<i64>,
    pub tenths: Option<i64>,
    pub results_url: Option<String>,
    pub created_at: i64,
    #[sqlx(flatten)]
    pub attestation: AttestationRow,
}

const RACE_COLUMNS: &str =
    "id, user_id, regatta, race_date, event, boat_class, seat, place, tenths, results_url, created_at,
    attested_club_id, attested_club_name, attested_by, attested_coach_name, attested_on, attest_code_checked";

/// The user's race results, newest first.
pub async fn races(db: &Db, user_id: &str) -> Result<Vec<RaceRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {RACE_COLUMNS} FROM race_results WHERE user_id = $1 ORDER BY race_date DESC, created_at DESC, id DESC"
    ))
    .bind(user_id)
    .fetch_all(&db.pool)
    .await
}

/// The log's two kinds of entry, erg tests and race results, which are stored alike: a table of
/// the owner's rows, the columns an entry writes (in order) and their values, and the columns a
/// row is read back with.
pub trait Entry: Sync {
    const TABLE: &'static str;
    const WRITTEN: &'static [&'static str];
    const RETURNED: &'static str;
    /// Whether a change of this kind can move the profile's searchable bests.
    const MOVES_BESTS: bool;
    type Row: for<'r> FromRow<'r, AnyRow> + Send + Unpin;
    /// Binds the values of [`Entry::WRITTEN`], in its order.
    fn bind_written<'q>(&'q self, query: EntryQuery<'q, Self::Row>) -> EntryQuery<'q, Self::Row>;
}

type EntryQuery<'q, Row> = QueryAs<'q, Any, Row, AnyArguments<'q>>;

impl Entry for ValidErgTest {
    const TABLE: &'static str = "erg_tests";
    const WRITTEN: &'static [&'static str] = &[
        "piece",
        "tenths",
        "meters",
        "test_date",
        "stroke_rate",
        "notes",
        "verification_code",
    ];
    const RETURNED: &'static str = ERG_COLUMNS;
    const MOVES_BESTS: bool = true;
    type Row = ErgTestRow;

    fn bind_written<'q>(&'q self, query: EntryQuery<'q, ErgTestRow>) -> EntryQuery<'q, ErgTestRow> {
        query
            .bind(self.piece.as_str())
            .bind(self.tenths)
            .bind(self.meters)
            .bind(self.date.to_string())
            .bind(self.stroke_rate)
            .bind(&self.notes)
            .bind(&self.verification_code)
    }
}

impl Entry for ValidRace {
    const TABLE: &'static str = "race_results";
    const WRITTEN: &'static [&'static str] = &[
        "regatta",
        "race_date",
        "event",
        "boat_class",
        "seat",
        "place",
        "tenths",
        "results_url",
    ];
    const RETURNED: &'static str = RACE_COLUMNS;
    const MOVES_BESTS: bool = false;
    type Row = RaceRow;

    fn bind_written<'q>(&'q self, query: EntryQuery<'q, RaceRow>) -> EntryQuery<'q, RaceRow> {
        query
            .bind(&self.regatta)
            .bind(self.date.to_string())
            .bind(&self.event)
            .bind(self.boat_class.as_str())
            .bind(self.seat.as_str())
            .bind(self.place)
            .bind(self.tenths)
            .bind(&self.results_url)
    }
}

/// Adds an entry to the user's log.
pub async fn insert<'e, E: Executor<'e, Database = Any>, T: Entry>(
    executor: E,
    user_id: &str,
    entry: &T,
    now_ms: i64,
) -> Result<T::Row, sqlx::Error> {
    let values: Vec<String> = (0..T::WRITTEN.len()).map(|i| format!("${}", i + 3)).collect();
    let now = T::WRITTEN.len() + 3;
    let sql = format!(
        "INSERT INTO {} (id, user_id, {}, created_at, updated_at) VALUES ($1, $2, {}, ${now}, ${now})
         RETURNING {}",
        T::TABLE,
        T::WRITTEN.join(", "),
        values.join(", "),
        T::RETURNED
    );
    let query = sqlx::query_as(&sql)
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(user_id);
    entry.bind_written(query).bind(now_ms).fetch_one(executor).await
}

/// Replaces the user's entry `id` and removes its attestation; `None` when the user has no
/// such entry.
pub async fn update<'e, E: Executor<'e, Database = Any>, T: Entry>(
    executor: E,
    user_id: &str,
    id: &str,
    entry: &T,
    now_ms: i64,
) -> Result<Option<T::Row>, sqlx::Error> {
    let set: Vec<String> = T::WRITTEN
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{c} = ${}", i + 1))
        .collect();
    let n = T::WRITTEN.len();
    let sql = format!(
        "UPDATE {} SET {}, updated_at = ${}, {CLEAR_ATTESTATION} WHERE id = ${} AND user_id = ${} RETURNING {}",
        T::TABLE,
        set.join(", "),
        n + 1,
        n + 2,
        n + 3,
        T::RETURNED
    );
    entry
        .bind_written(sqlx::query_as(&sql))
        .bind(now_ms)
        .bind(id)
        .bind(user_id)
        .fetch_optional(executor)
        .await
}

/// Deletes the user's entry `id` of kind `T`; false when the user has no such entry.
pub async fn delete<'e, E: Executor<'e, Database = Any>, T: Entry>(
    executor: E,
    user_id: &str,
    id: &str,
) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query(&format!("DELETE FROM {} WHERE id = $1 AND user_id = $2", T::TABLE))
            .bind(id)
            .bind(user_id)
            .execute(executor)
            .await?
            .rows_affected()
            == 1,
    )
}

/// The user's erg test `id`, if it is theirs.
pub async fn own_erg_test(db: &Db, user_id: &str, id: &str) -> Result<Option<ErgTestRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {ERG_COLUMNS} FROM erg_tests WHERE id = $1 AND user_id = $2"
    ))
    .bind(id)
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await
}

/// The user's race result `id`, if it is theirs.
pub async fn own_race(db: &Db, user_id: &str, id: &str) -> Result<Option<RaceRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {RACE_COLUMNS} FROM race_results WHERE id = $1 AND user_id = $2"
    ))
    .bind(id)
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await
}

/// Whether the user's erg test `id` is the best of its piece in their log: no other test of the
/// piece is as fast (time pieces) or as long (timed pieces). A tie with another test is no new best.
pub async fn is_personal_best<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    user_id: &str,
    id: &str,
) -> Result<bool, sqlx::Error> {
    let best: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM erg_tests t WHERE t.id = $1 AND t.user_id = $2 AND NOT EXISTS (
            SELECT 1 FROM erg_tests o WHERE o.user_id = t.user_id AND o.piece = t.piece AND o.id <> t.id
              AND ((t.tenths IS NOT NULL AND o.tenths <= t.tenths) OR (t.meters IS NOT NULL AND o.meters >= t.meters)))",
    )
    .bind(id)
    .bind(user_id)
    .fetch_optional(executor)
    .await?;
    Ok(best.is_some())
}

/// An erg test's piece and result (tenths, meters), by id.
pub async fn erg_result<'e, E: Executor<'e, Database = Any>>(
    executor: E,
    id: &str,
) -> Result<Option<(String, Option<i64>, Option<i64>)>, sqlx::Error> {
    sqlx::query_as("SELECT piece, tenths, meters FROM erg_tests WHERE id = $1")
        .bind(id)
        .fetch_optional(executor)
        .await
}

/// The erg tests among `ids`, whoever owns them (for a club's request queue).
pub async fn erg_tests_by_ids(db: &Db, ids: &[String]) -> Result<Vec<ErgTestRow>, sqlx::Error> {
    rows_by_ids(db, &format!("SELECT {ERG_COLUMNS} FROM erg_tests"), ids).await
}

/// The race results among `ids`, whoever owns them.
pub async fn races_by_ids(db: &Db, ids: &[String]) -> Result<Vec<RaceRow>, sqlx::Error> {
    rows_by_ids(db, &format!("SELECT {RACE_COLUMNS} FROM race_results"), ids).await
}

/// `select` (a query without a WHERE clause) limited to the rows whose `id` is among `ids`.
async fn rows_by_ids<T>(db: &Db, select: &str, ids: &[String]) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    if ids.is_empty() {
        return Ok(vec![]);
    }
    let mut builder = QueryBuilder::<Any>::new(format!("{select} WHERE id IN ("));
    let mut list = builder.separated(", ");
    for id in ids {
        list.push_bind(id.clone());
    }
    builder.push(")");
    let (sql, arguments) = db::built(&mut builder)?;
    sqlx::query_as_with(&sql, arguments).fetch_all(&db.pool).await
}

/// The user's `limit` newest erg tests.
pub async fn latest_erg_tests(db: &Db, user_id: &str, limit: i64) -> Result<Vec<ErgTestRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {ERG_COLUMNS} FROM erg_tests WHERE user_id = $1
         ORDER BY test_date DESC, created_at DESC, id DESC LIMIT $2"
    ))
    .bind(user_id)
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// Writes a club coach's attestation on erg test `id` of `user_id`; false when there is none.
pub async fn attest_erg_test(
    conn: &mut AnyConnection,
    user_id: &str,
    id: &str,
    attestation: &NewAttestation<'_>,
) -> Result<bool, sqlx::Error> {
    attest(conn, "erg_tests", user_id, id, attestation).await
}

/// Writes a club coach's attestation on race result `id` of `user_id`; false when there is none.
pub async fn attest_race(
    conn: &mut AnyConnection,
    user_id: &str,
    id: &str,
    attestation: &NewAttestation<'_>,
) -> Result<bool, sqlx::Error> {
    attest(conn, "race_results", user_id, id, attestation).await
}

async fn attest(
    conn: &mut AnyConnection,
    table: &'static str,
    user_id: &str,
    id: &str,
    a: &NewAttestation<'_>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(&format!(
        "UPDATE {table} SET attested_club_id = $1, attested_club_name = $2, attested_by = $3,
            attested_coach_name = $4, attested_on = $5, attest_code_checked = $6
         WHERE id = $7 AND user_id = $8"
    ))
    .bind(a.club_id)
    .bind(a.club_name)
    .bind(a.coach_id)
    .bind(a.coach_name)
    .bind(&a.on)
    .bind(i64::from(a.code_checked))
    .bind(id)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Account erasure of a club coach: the attestations they gave keep the club, lose the coach.
pub async fn forget_attester(conn: &mut AnyConnection, coach_id: &str) -> Result<(), sqlx::Error> {
    for table in ["erg_tests", "race_results"] {
        sqlx::query(&format!(
            "UPDATE {table} SET attested_by = NULL, attested_coach_name = NULL WHERE attested_by = $1"
        ))
        .bind(coach_id)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Recomputes the searchable best 2k and 6k of the user's profile (columns of `profiles` that
/// cache the log, kept here beside the log they follow) by the rule of `performance::best`: the log's fastest test of the piece, else the profile's own figure; and
/// `verified_2k_tenths`, the fastest 2k a club coach attested (never the profile's figure).
/// Called in the transaction of every change that can move them (erg test added, changed or
/// deleted, attested); a profile update sets them itself.
pub async fn refresh_bests<'e, E: Executor<'e, Database = Any>>(executor: E, user_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "UPDATE profiles SET {} WHERE id = $1",
        bests_assignments("erg_2k_tenths", "erg_6k_tenths")
    ))
    .bind(user_id)
    .execute(executor)
    .await?;
    Ok(())
}

/// The assignments of [`refresh_bests`], given SQL for the profile's own 2k and 6k.
pub fn bests_assignments(own_2k: &str, own_6k: &str) -> String {
    format!(
        "best_2k_tenths = COALESCE((SELECT MIN(e.tenths) FROM erg_tests e
            WHERE e.user_id = profiles.id AND e.piece = '2k' AND e.tenths IS NOT NULL), {own_2k}),
        best_6k_tenths = COALESCE((SELECT MIN(e.tenths) FROM erg_tests e
            WHERE e.user_id = profiles.id AND e.piece = '6k' AND e.tenths IS NOT NULL), {own_6k}),
        verified_2k_tenths = (SELECT MIN(e.tenths) FROM erg_tests e
            WHERE e.user_id = profiles.id AND e.piece = '2k' AND e.tenths IS NOT NULL
              AND e.attested_on IS NOT NULL)"
    )
}
