//! The `rowrecruit` command line.

use clap::{Parser, Subcommand};

use crate::{config, telemetry, App, Config};

#[derive(Parser)]
#[command(
    name = "rowrecruit",
    version,
    about = "RowRecruit: college rowing recruitment platform server",
    long_about = "RowRecruit serves the web app and its API from one process.\n\n\
Configuration comes from environment variables (see `rowrecruit config`). With nothing set, \
it keeps a SQLite database in ./data and listens on 127.0.0.1:8080.",
    after_help = "Run `rowrecruit config` to list every environment variable and its default."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Apply pending database migrations, then serve the web app and API until SIGTERM or Ctrl-C.
    Serve,
    /// Apply pending database migrations and exit.
    Migrate,
    /// Create an admin account, or promote an existing account to admin. The password comes from
    /// ROWRECRUIT_ADMIN_PASSWORD, or is asked for on the terminal (a new account needs one).
    CreateAdmin {
        #[arg(long)]
        email: String,
    },
    /// Import or update the college rowing programs from a CSV file (the data set's columns).
    /// Idempotent: schools are matched by name; schools that users saved are never removed.
    ImportSchools {
        /// The programs file (name, city, state, division, conference, … , source).
        file: std::path::PathBuf,
        /// Optional venues supplement (name, boathouse, body_of_water, source).
        #[arg(long)]
        venues: Option<std::path::PathBuf>,
    },
    /// Send the saved-search digest now (as the hourly job does): each coach with new athletes on
    /// a saved search whose alerts are on gets at most one email a day.
    SendSearchAlerts,
    /// Print the configuration variables, their defaults and their current values (secrets hidden).
    Config,
    /// Print the API's OpenAPI document (JSON), as served at /api/openapi.json; the web app's
    /// TypeScript types are generated from it.
    Openapi,
    /// Print the plan table (JSON), as served at /api/plans; the web build renders the pricing
    /// page from it.
    Plans,
}

pub async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Config => {
            print_config();
            return Ok(());
        }
        Command::Openapi => {
            println!("{}", crate::router::openapi_document().to_pretty_json()?);
            return Ok(());
        }
        Command::Plans => {
            println!("{}", serde_json::to_string_pretty(&crate::plans::routes::table())?);
            return Ok(());
        }
        _ => {}
    }
    let config = Config::from_env().map_err(|e| anyhow::anyhow!("configuration error: {e}"))?;
    telemetry::init(config.log_format, &config.log_filter);
    match cli.command {
        Command::Serve => serve(config).await,
        Command::Migrate => {
            let app = App::build(config).await?;
            tracing::info!(backend = ?app.state.db.backend, "migrations applied");
            app.state.db.close().await;
            Ok(())
        }
        Command::CreateAdmin { email } => create_admin(config, &email).await,
        Command::ImportSchools { file, venues } => import_schools(config, &file, venues.as_deref()).await,
        Command::SendSearchAlerts => {
            let app = App::build(config).await?;
            let sent = crate::athlete_search::jobs::send_digests(&app.state, crate::db::now_ms()).await?;
            println!("saved-search digests queued: {sent}");
            app.state.db.close().await;
            Ok(())
        }
        Command::Config | Command::Openapi | Command::Plans => unreachable!("handled above"),
    }
}

async fn serve(config: Config) -> anyhow::Result<()> {
    // Kept until the server stops, so that queued reports are sent before exit.
    let _reporting = match &config.sentry_dsn {
        Some(dsn) => {
            tracing::info!("server error reporting is on");
            Some(crate::error_reporting::init(dsn, config.production)?)
        }
        None => None,
    };
    let bind = config.bind;
    let public_url = config.public_url.clone();
    if let config::SecretSource::File(path) = &config.secret_source {
        tracing::info!(path = %path.display(), "using the signing key kept in the data folder");
    }
    let app = App::build(config).await?;
    let listener = tokio::net::TcpListener::bind(bind)
        .await
        .map_err(|e| anyhow::anyhow!("ROWRECRUIT_BIND: cannot listen on {bind}: {e}"))?;
    tracing::info!(backend = ?app.state.db.backend, %bind, "RowRecruit is running at {public_url}");
    println!("RowRecruit is running at {public_url}");
    app.serve(listener, shutdown_signal()).await
}

async fn import_schools(
    config: Config,
    file: &std::path::Path,
    venues: Option<&std::path::Path>,
) -> anyhow::Result<()> {
    let read = |path: &std::path::Path| {
        std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))
    };
    let programs = read(file)?;
    let venues = venues.map(read).transpose()?;
    let records = crate::schools::import::parse(&programs, venues.as_deref())
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let app = App::build(config).await?;
    let report = crate::schools::import::import(&app.state.db, &records).await?;
    println!(
        "imported {} schools: {} new, {} updated, {} removed, {} kept because users saved them",
        records.len(),
        report.inserted,
        report.updated,
        report.removed,
        report.kept_saved
    );
    app.state.db.close().await;
    Ok(())
}

async fn create_admin(config: Config, email: &str) -> anyhow::Result<()> {
    let password = match std::env::var("ROWRECRUIT_ADMIN_PASSWORD") {
        Ok(p) if !p.is_empty() => Some(p),
        _ => {
            use std::io::{BufRead, IsTerminal, Write};
            if std::io::stdin().is_terminal() {
                print!("Password for {email} (leave empty to keep an existing account's password): ");
                std::io::stdout().flush()?;
            }
            let mut line = String::new();
            std::io::stdin().lock().read_line(&mut line)?;
            let line = line.trim_end_matches(['\n', '\r']).to_owned();
            (!line.is_empty()).then_some(line)
        }
    };
    let app = App::build(config).await?;
    let outcome = crate::admin::create_or_promote_admin(&app.state.db, email, password).await;
    app.state.db.close().await;
    println!("admin {email} {}", outcome?);
    Ok(())
}

fn print_config() {
    println!("{:<24} {:<40} CURRENT", "VARIABLE", "DEFAULT");
    for (name, default, meaning) in config::VARIABLES {
        let current = match std::env::var(name) {
            Ok(_) if name.contains("SECRET") || *name == "SMTP_URL" || *name == "DATABASE_URL" => {
                "(set, hidden)".into()
            }
            Ok(v) => v,
            Err(_) => "-".into(),
        };
        println!("{name:<24} {default:<40} {current}\n{:<24} {meaning}", "");
    }
}

/// Completes on SIGTERM or Ctrl-C; in-flight requests then finish before exit.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("shutting down: finishing in-flight requests");
}
