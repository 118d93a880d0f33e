//! Where password hashes are computed: one thread per core, each keeping its argon2 memory from
//! one hash to the next. At most one hash per core runs at a time and the rest wait in line for
//! up to [`QUEUE_WAIT`], then get [`WorkersBusy`] (503 with Retry-After). Under a burst of sign-ins the
//! server's memory stays at one hash's worth per core, instead of growing with the number of
//! blocking threads that each keep a freed 19 MiB in their allocator arena.

use std::{
    sync::{mpsc, Arc, LazyLock, Mutex},
    time::Duration,
};

use argon2::Block;
use tokio::sync::{oneshot, Semaphore};

use crate::http::error::WorkersBusy;

/// How long a hash waits for a free core before the request is turned away.
pub const QUEUE_WAIT: Duration = Duration::from_secs(5);

type Job = Box<dyn FnOnce(&mut Vec<Block>) + Send>;

pub struct HashPool {
    permits: Arc<Semaphore>,
    jobs: mpsc::SyncSender<Job>,
}

static POOL: LazyLock<HashPool> = LazyLock::new(|| {
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    HashPool::new(workers)
});

/// The process's one pool.
pub fn pool() -> &'static HashPool {
    &POOL
}

impl HashPool {
    pub fn new(workers: usize) -> Self {
        let workers = workers.max(1);
        let (jobs, queue) = mpsc::sync_channel::<Job>(workers);
        let queue = Arc::new(Mutex::new(queue));
        for n in 0..workers {
            let queue = queue.clone();
            std::thread::Builder::new()
                .name(format!("password-hash-{n}"))
                .spawn(move || {
                    let mut memory = Vec::new();
                    loop {
                        let job = match queue.lock() {
                            Ok(queue) => queue.recv(),
                            Err(_) => return,
                        };
                        match job {
                            Ok(job) => job(&mut memory),
                            Err(_) => return,
                        }
                    }
                })
                .expect("the password-hashing threads start");
        }
        HashPool {
            permits: Arc::new(Semaphore::new(workers)),
            jobs,
        }
    }

    /// Runs `work` on a hashing thread with that thread's memory, once a core is free.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Vec<Block>) -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        self.run_within(QUEUE_WAIT, work).await
    }

    async fn run_within<T: Send + 'static>(
        &self,
        wait: Duration,
        work: impl FnOnce(&mut Vec<Block>) -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        let permit = tokio::time::timeout(wait, self.permits.clone().acquire_owned())
            .await
            // Every core stayed busy hashing for the whole wait.
            .map_err(|_| WorkersBusy("password hashing"))??;
        let (done, result) = oneshot::channel();
        // A permit per job in flight, and as many slots as permits: this send never waits.
        self.jobs
            .send(Box::new(move |memory: &mut Vec<Block>| {
                let _ = done.send(work(memory));
                drop(permit);
            }))
            .map_err(|_| anyhow::anyhow!("the password-hashing threads have stopped"))?;
        Ok(result.await?)
    }
}

/// `memory` grown to at least `blocks` (it is never shrunk: the next hash needs the same).
pub fn at_least(memory: &mut Vec<Block>, blocks: usize) -> &mut [Block] {
    if memory.len() < blocks {
        memory.resize(blocks, Block::default());
    }
    &mut memory[..blocks]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn runs_at_most_one_job_per_worker_at_a_time() {
        let pool = Arc::new(HashPool::new(2));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let jobs = (0..8).map(|_| {
            let (pool, running, most) = (pool.clone(), running.clone(), most.clone());
            tokio::spawn(async move {
                pool.run(move |_| {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(20));
                    running.fetch_sub(1, Ordering::SeqCst);
                })
                .await
            })
        });
        for job in jobs.collect::<Vec<_>>() {
            job.await.unwrap().unwrap();
        }
        assert_eq!(most.load(Ordering::SeqCst), 2);
    }

    #[tokio::test]
    async fn a_job_that_cannot_start_in_time_is_turned_away() {
        let pool = Arc::new(HashPool::new(1));
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let busy = {
            let pool = pool.clone();
            tokio::spawn(async move { pool.run(move |_| hold.recv().ok()).await })
        };
        tokio::task::yield_now().await;
        let waiting = pool.run_within(Duration::from_millis(50), |_| ()).await;
        assert!(waiting.unwrap_err().downcast_ref::<WorkersBusy>().is_some());
        release.send(()).unwrap();
        busy.await.unwrap().unwrap();
    }

    #[tokio::test]
    async fn a_worker_keeps_its_memory_between_jobs() {
        let pool = HashPool::new(1);
        pool.run(|memory| at_least(memory, 64).len()).await.unwrap();
        let kept = pool.run(|memory| memory.len()).await.unwrap();
        assert_eq!(kept, 64);
    }
}
