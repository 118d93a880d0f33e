use clap::Parser;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = rowrecruit::cli::Cli::parse();
    match rowrecruit::cli::run(cli).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("rowrecruit: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
