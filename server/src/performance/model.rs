//! The performance log as the wire shows it, to its owner and to the domains that show part of
//! it (the profile's bests, the dashboard, a parent's read, a club's roster): tests, races,
//! attestations and bests.

use serde::Serialize;
use utoipa::ToSchema;

use super::{
    rules::{self, BoatClass, Piece, Seat},
    store::{self, ErgTestRow, RaceRow},
};
use crate::{db, rowing};

/// A club coach's attestation of a result: "Verified by <club> coach" with the date.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Attestation {
    pub club_name: String,
    /// The coach's name as it was; null when the coach gave none or the account is gone.
    pub coach_name: Option<String>,
    /// yyyy-mm-dd
    pub attested_on: String,
    /// Whether the coach checked the Concept2 verification code against the monitor or logbook.
    pub code_checked: bool,
}

impl Attestation {
    /// The attestation stored on a result, if it has one.
    pub fn of(row: &store::AttestationRow) -> Option<Attestation> {
        match (&row.attested_club_name, &row.attested_on) {
            (Some(club), Some(on)) => Some(Attestation {
                club_name: club.clone(),
                coach_name: row.attested_coach_name.clone(),
                attested_on: on.clone(),
                code_checked: row.attest_code_checked != 0,
            }),
            _ => None,
        }
    }
}

/// An erg test as its owner reads it.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ErgTest {
    pub id: String,
    pub piece: Piece,
    /// M:SS.S, for distance pieces.
    pub time: Option<String>,
    /// For timed pieces (30min, 60min).
    pub meters: Option<i64>,
    /// The time in tenths of a second, for distance pieces.
    pub tenths: Option<i64>,
    /// yyyy-mm-dd
    pub date: String,
    pub stroke_rate: Option<i64>,
    /// Per 500 m, M:SS.S.
    pub split: String,
    pub notes: Option<String>,
    /// The monitor's verification code; only its owner reads it.
    pub verification_code: Option<String>,
    pub verification_code_provided: bool,
    pub created_at: String,
    /// A club coach's attestation; an edit removes it.
    pub attestation: Option<Attestation>,
}

impl From<ErgTestRow> for ErgTest {
    fn from(row: ErgTestRow) -> Self {
        let split = rules::split_tenths(row.piece, row.tenths, row.meters).unwrap_or_default();
        ErgTest {
            id: row.id,
            piece: row.piece,
            time: row.tenths.map(rowing::format_tenths),
            meters: row.meters,
            tenths: row.tenths,
            date: row.test_date,
            stroke_rate: row.stroke_rate,
            split: rowing::format_tenths(split),
            notes: row.notes,
            verification_code_provided: row.verification_code.is_some(),
            verification_code: row.verification_code,
            created_at: db::ms_to_rfc3339(row.created_at),
            attestation: Attestation::of(&row.attestation),
        }
    }
}

/// An erg test as others see it: without the verification code.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SharedErgTest {
    pub id: String,
    pub piece: Piece,
    pub time: Option<String>,
    pub meters: Option<i64>,
    pub tenths: Option<i64>,
    pub date: String,
    pub stroke_rate: Option<i64>,
    pub split: String,
    pub notes: Option<String>,
    /// Shown as "Code provided"; the code itself stays with the athlete (and their club coach).
    pub verification_code_provided: bool,
    pub created_at: String,
    pub attestation: Option<Attestation>,
}

impl From<ErgTestRow> for SharedErgTest {
    fn from(row: ErgTestRow) -> Self {
        let own = ErgTest::from(row);
        SharedErgTest {
            id: own.id,
            piece: own.piece,
            time: own.time,
            meters: own.meters,
            tenths: own.tenths,
            date: own.date,
            stroke_rate: own.stroke_rate,
            split: own.split,
            notes: own.notes,
            verification_code_provided: own.verification_code_provided,
            created_at: own.created_at,
            attestation: own.attestation,
        }
    }
}

/// A race result.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RaceResult {
    pub id: String,
    pub regatta: String,
    /// yyyy-mm-dd
    pub date: String,
    pub event: String,
    pub boat_class: BoatClass,
    pub seat: Seat,
    pub place: Option<i64>,
    /// M:SS.S
    pub time: Option<String>,
    pub results_url: Option<String>,
    pub created_at: String,
    /// A club coach's attestation; an edit removes it.
    pub attestation: Option<Attestation>,
}

impl From<RaceRow> for RaceResult {
    fn from(row: RaceRow) -> Self {
        RaceResult {
            id: row.id,
            regatta: row.regatta,
            date: row.race_date,
            event: row.event,
            boat_class: row.boat_class,
            seat: row.seat,
            place: row.place,
            time: row.tenths.map(rowing::format_tenths),
            attestation: Attestation::of(&row.attestation),
            results_url: row.results_url,
            created_at: db::ms_to_rfc3339(row.created_at),
        }
    }
}

/// The signed-in athlete's log, newest first.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PerformanceLog {
    pub erg_tests: Vec<ErgTest>,
    pub races: Vec<RaceResult>,
}

crate::text_enum! {
    /// Where a best time comes from: the log, or the figure typed on the profile.
    pub enum BestSource {
        Log = "log",
        Profile = "profile",
    }
}

/// The best time of a piece.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Best {
    /// M:SS.S
    pub time: String,
    pub tenths: i64,
    /// yyyy-mm-dd of the test; null for the profile's figure.
    pub date: Option<String>,
    pub source: BestSource,
    pub verification_code_provided: bool,
}

/// The bests of the 2k and the 6k: the fastest test of each in the user's log, or else the
/// profile's own figure.
pub struct Bests {
    pub m2000: Option<Best>,
    pub m6000: Option<Best>,
}

/// A log's fastest test of a piece, as far as its [`Best`] shows it.
#[derive(Debug, Clone, Copy)]
pub struct LoggedBest<'a> {
    pub tenths: i64,
    /// yyyy-mm-dd
    pub date: &'a str,
    pub verification_code_provided: bool,
}

/// The log's fastest test when there is one, or else the profile's own figure.
pub fn best_of(logged: Option<LoggedBest>, profile_tenths: Option<i64>) -> Option<Best> {
    if let Some(test) = logged {
        return Some(Best {
            time: rowing::format_tenths(test.tenths),
            tenths: test.tenths,
            date: Some(test.date.to_owned()),
            source: BestSource::Log,
            verification_code_provided: test.verification_code_provided,
        });
    }
    profile_tenths.map(|tenths| Best {
        time: rowing::format_tenths(tenths),
        tenths,
        date: None,
        source: BestSource::Profile,
        verification_code_provided: false,
    })
}

/// A 2k's change over the last twelve months.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SeasonChange2k {
    /// The season's first 2k, in tenths.
    pub from_tenths: i64,
    /// The season's best 2k, in tenths.
    pub to_tenths: i64,
    /// Best minus first: negative is faster.
    pub change_tenths: i64,
}

/// The dashboard's performance figures.
#[derive(Serialize, ToSchema, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PerformanceSummary {
    /// The most recent test in the log.
    pub latest_test: Option<ErgTest>,
    pub best2k: Option<Best>,
    /// Null with fewer than two 2k tests in the last twelve months.
    pub season_change2k: Option<SeasonChange2k>,
}
