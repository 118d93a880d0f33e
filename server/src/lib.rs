//! RowRecruit server: the college rowing recruitment platform's API and web host.
//!
//! [`App::build`] takes a [`Config`] and prepares everything; [`App::serve`] runs it on a
//! listener until a shutdown signal. `main` and the tests share this path.

pub mod account;
pub mod admin;
pub mod athlete_news;
pub mod athlete_search;
pub mod audit;
pub mod auth;
pub mod billing;
pub mod board;
pub mod branding;
pub mod calendar;
pub mod cli;
pub mod club;
pub mod club_college;
pub mod coach;
pub mod compliance;
pub mod config;
pub mod db;
pub mod email;
pub mod error_reporting;
pub mod export_api;
pub mod family;
pub mod fit;
pub mod http;
pub mod invitations;
pub mod key_dates;
pub mod mail;
pub mod messaging;
pub mod offers;
pub mod performance;
pub mod plans;
pub mod profile_views;
pub mod profiles;
pub mod questionnaires;
pub mod ratelimit;
pub mod recruiting;
pub mod registration;
pub mod retention;
pub mod router;
pub mod rowing;
pub mod schools;
pub mod stats;
pub mod support;
pub mod telemetry;
pub mod tokens;
pub mod user_cache;
pub mod validation;
pub mod waitlist;
pub mod workspace;

use std::{future::Future, sync::Arc};

use tokio::net::TcpListener;

pub use config::Config;
use db::Db;

/// What every request handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    /// Open sessions recently read (see [`auth::store::open_session_user`]).
    pub sessions: Arc<auth::store::SessionCache>,
    pub rate_limits: Arc<ratelimit::RateLimits>,
    /// Live delivery of conversation changes.
    pub messages: Arc<messaging::events::Hub>,
    /// The programs the school search answers from, reloaded after every import.
    pub schools: Arc<schools::index::SchoolIndex>,
    /// Every saved search, parsed, for matching athletes as they change (saved-search alerts).
    pub saved_searches: Arc<athlete_search::service::SavedSearchIndex>,
    /// What follows a profile save: the same index, seen by `profiles` through its trait.
    pub after_profile_save: Arc<dyn profiles::AfterSave>,
    /// The landing page's figures, counted at most once a minute.
    pub figures: Arc<stats::service::FiguresCache>,
}

pub struct App {
    pub state: AppState,
}

impl App {
    /// Connects to the database and applies pending migrations.
    pub async fn build(config: Config) -> anyhow::Result<App> {
        if let Some(stripe) = &config.stripe {
            let unknown = billing::rules::unknown_discounts(&stripe.coupons);
            anyhow::ensure!(
                unknown.is_empty(),
                "STRIPE_COUPONS names no such discount: {}",
                unknown.join(", ")
            );
        }
        let db = Db::connect(&config.database_url).await?;
        let schema_and_programs = async {
            db.migrate().await?;
            if let Some(report) = schools::import::seed_if_empty(&db).await? {
                tracing::info!(
                    schools = report.inserted,
                    "imported the built-in college rowing programs"
                );
            }
            anyhow::Ok(schools::index::SchoolIndex::load(&db).await?)
        };
        // On PostgreSQL each listener opens a connection of its own, which needs no table: they
        // connect while the schema is checked and the programs read, so start-up waits for the
        // slower of the two, not for their sum.
        let listen_for_user_changes = async {
            if db.backend == db::Backend::Postgres {
                db.changes.listen(&config.database_url).await;
            }
        };
        let (messages, (), schools) = tokio::join!(
            messaging::events::Hub::start(&db, &config.database_url),
            listen_for_user_changes,
            schema_and_programs,
        );
        let rate_limits = ratelimit::RateLimits::scaled(config.rate_limit_scale);
        let (messages, schools) = (messages?, schools?);
        let sessions = Arc::new(auth::store::session_cache(&db.changes));
        let saved_searches = Arc::new(athlete_search::service::SavedSearchIndex::default());
        Ok(App {
            state: AppState {
                db,
                sessions,
                config: Arc::new(config),
                rate_limits: Arc::new(rate_limits),
                messages,
                schools,
                after_profile_save: Arc::new(athlete_search::service::MatchAfterSave(saved_searches.clone())),
                saved_searches,
                figures: Arc::default(),
            },
        })
    }

    pub fn router(&self) -> axum::Router {
        router::router(self.state.clone())
    }

    /// The mail worker (when SMTP is configured) and periodic clean-up.
    fn start_background_work(&self) -> Vec<tokio::task::JoinHandle<()>> {
        let mut tasks = Vec::new();
        mail::service::log_state(&self.state.config);
        tasks.push(tokio::spawn(retention::run(self.state.db.clone())));
        tasks.push(tokio::spawn(schools::index::watch(
            self.state.schools.clone(),
            self.state.config.database_url.clone(),
        )));
        if let Some(smtp_url) = self.state.config.smtp_url.clone() {
            tasks.push(tokio::spawn(mail::worker::run(
                self.state.db.clone(),
                smtp_url,
                self.state.config.mail_from.clone(),
            )));
        }
        let db = self.state.db.clone();
        tasks.push(tokio::spawn(async move {
            let mut tick = tokio::time::interval(std::time::Duration::from_secs(3600));
            loop {
                tick.tick().await;
                match registration::expire_overdue_consents(&db).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(deleted = n, "minors without parental consent after 30 days removed"),
                    Err(error) => tracing::warn!(%error, "could not expire overdue consent requests"),
                }
            }
        }));
        let state = self.state.clone();
        tasks.push(tokio::spawn(async move {
            let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
            loop {
                tick.tick().await;
                match messaging::notify::sweep(&state.db, &state, db::now_ms()).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(emails = n, "batched message notifications queued"),
                    Err(error) => tracing::warn!(%error, "could not send batched message notifications"),
                }
            }
        }));
        tasks.push(tokio::spawn(family::jobs::run(self.state.clone())));
        tasks.push(tokio::spawn(plans::service::run(self.state.clone())));
        tasks.push(tokio::spawn(calendar::jobs::run(self.state.clone())));
        tasks.push(tokio::spawn(athlete_search::jobs::run(self.state.clone())));
        let limits = self.state.rate_limits.clone();
        tasks.push(tokio::spawn(async move {
            let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
            loop {
                tick.tick().await;
                limits.forget_idle();
            }
        }));
        tasks
    }

    /// Serves until `shutdown` completes, then lets in-flight requests finish.
    pub async fn serve(
        self,
        listener: TcpListener,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> anyhow::Result<()> {
        let router = self.router();
        let background = self.start_background_work();
        // Without TCP_NODELAY a response written in two parts (headers, then a file body) waits
        // for the client's delayed ACK: 40 ms on every static file.
        let listener = axum::serve::ListenerExt::tap_io(listener, |stream| {
            if let Err(error) = stream.set_nodelay(true) {
                tracing::debug!(%error, "could not set TCP_NODELAY");
            }
        });
        axum::serve(
            listener,
            router.into_make_service_with_connect_info::<std::net::SocketAddr>(),
        )
        .with_graceful_shutdown(shutdown)
        .await?;
        for task in background {
            task.abort();
        }
        self.state.db.close().await;
        Ok(())
    }
}
