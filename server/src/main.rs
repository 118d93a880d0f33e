use clap::Parser;

/// Every request allocates and frees many small buffers (headers, rows, JSON); glibc's malloc
/// spent a quarter of the server's CPU on them under load, mimalloc a fraction of that.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
