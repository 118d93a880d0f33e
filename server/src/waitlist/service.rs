//! The waitlist's use cases: joining it, the preview access code, and the operator's counts.

use std::collections::BTreeMap;

use super::{
    rules::{self, JoinInput, NewEntry},
    store,
};
use crate::{
    db,
    http::{client_address::ClientAddress, error::ApiResult},
    AppState,
};

/// Adds an address to the waitlist (once: an address already on it keeps its first entry), as
/// the rules accepted it.
pub async fn join(state: &AppState, client: &ClientAddress, input: JoinInput) -> ApiResult<NewEntry> {
    state.rate_limits.waitlist.check(&client.bucket())?;
    let entry = rules::new_entry(input, db::now_ms())?;
    // None: the address was on the list already; the first entry stays as it was.
    store::insert(&state.db, &entry).await?;
    Ok(entry)
}

/// Checks a preview access code against the operator's setting.
pub fn check_access_code(state: &AppState, client: &ClientAddress, code: Option<String>) -> ApiResult<()> {
    state.rate_limits.access_code.check(&client.bucket())?;
    let expected = state.config.access_code.as_ref().map(|code| code.expose());
    rules::check_access_code(&code.unwrap_or_default(), expected)?;
    Ok(())
}

/// How many joined: in all, since midnight in the operator's time zone, and by source.
pub struct Counts {
    pub total: i64,
    pub today: i64,
    pub by_source: BTreeMap<String, i64>,
}

pub async fn counts(state: &AppState) -> ApiResult<Counts> {
    let midnight = rules::local_midnight_ms(db::now_ms(), &state.config.time_zone);
    Ok(Counts {
        total: store::count(&state.db).await?,
        today: store::count_since(&state.db, midnight).await?,
        by_source: store::count_by_source(&state.db).await?,
    })
}
