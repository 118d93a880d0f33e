"""The API's hot path on one core: the server pinned to core 0 (`taskset -c 0`), wrk with one
thread pinned to core 1, 10,000 signed-in users, each request as the next user, on SQLite and
on PostgreSQL. Rows: own-profile read, profile update and token refresh at 64 connections,
password sign-in at 8 connections (as a share of the argon2id ceiling of the one core), the
peak memory of a fresh server per row, and start-up time to the first 200 from /api/health.

Run by bench/run.py; alone, `python3 bench/hot_path.py` measures both backends and rewrites
the section "The API's hot path on one core" of docs/performance.md (the release binary and
the web app must be built). BENCH_DURATION (default 10s) is the length of each load row."""

import datetime
import http.client
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

from harness import PASSWORD, ROOT, Client, Server, postgres_url, splice_section
from signed_in_users import SignedInUsers, successor

DURATION = os.environ.get("BENCH_DURATION", "10s")
USERS = 10_000
CONNECTIONS = 64
SIGN_IN_CONNECTIONS = 8
SERVER_CORE, LOAD_CORE = 0, 1
STARTS = 7
HASH_MIB = 19  # argon2id's memory for one hash (auth/password.rs: 19 MiB, 2 passes, 1 lane)
LUA = os.path.join(ROOT, "bench", "rotating_users.lua")
HEADING = "## The API's hot path on one core"
GRAD_YEAR = datetime.date.today().year + 1
# The body of bench/put_profile.lua, with the API's camelCase field names.
PROFILE_BODY = json.dumps({
    "fullName": "Bench Rower", "gradYear": GRAD_YEAR, "gpa": 3.7, "satScore": 1400, "heightFeet": 6,
    "heightInches": 2, "weight": 180, "erg2k": "6:30.0", "erg6k": "21:00.0", "hometown": "Seattle, WA",
    "highSchool": "Roosevelt", "clubTeam": "Pocock", "bio": "Benchmark"}, separators=(",", ":"))

# (row, request, mode, connections, requests/s at least, p99 ms at most)
ROWS = [
    ("own-profile read", "GET /api/profile", "read", CONNECTIONS, 15_000, 10),
    ("profile update", "PUT /api/profile", "update", CONNECTIONS, 5_000, 20),
    # The same saves by athletes coaches can find: each also rewrites its entries in the search's
    # indexes, which hold only profiles shown to coaches.
    ("profile update, shown to coaches", "PUT /api/profile", "update-shown", CONNECTIONS, 5_000, 20),
    ("token refresh", "POST /api/auth/refresh", "refresh", CONNECTIONS, 5_000, 20),
]
RSS_TARGET_MIB = 50
SIGN_IN_SHARE = 0.9
STARTUP_TARGET_MS = 40


def seconds(duration):
    value, unit = re.fullmatch(r"([\d.]+)([smh]?)", duration).groups()
    return float(value) * {"": 1, "s": 1, "m": 60, "h": 3600}[unit]


def to_ms(text):
    if text is None:
        return None
    value, unit = re.match(r"([\d.]+)(\w+)", text).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000, "m": 60000}[unit]


def pinned_wrk(url, mode=None, users_file=None, connections=CONNECTIONS, env=None):
    """wrk with one thread on the load core; `mode` picks the request of rotating_users.lua."""
    command = ["taskset", "-c", str(LOAD_CORE), "wrk", "-t1", f"-c{connections}", f"-d{DURATION}", "--latency",
               "--timeout", "5s"]
    run_env = dict(os.environ)
    if mode:
        command += ["-s", LUA]
        run_env.update({"BENCH_MODE": mode, "BENCH_USERS": users_file, **(env or {})})
    out = subprocess.run(command + [url], capture_output=True, text=True, env=run_env,
                         timeout=seconds(DURATION) + 120)
    if out.returncode != 0 or "Requests/sec" not in out.stdout:
        raise RuntimeError(f"wrk failed: {out.stdout[-500:]} {out.stderr[-500:]}")
    text = out.stdout
    lat = dict(re.findall(r"^\s+(50|99)%\s+([\d.]+\w+)", text, re.M))
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", text)
    sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    return {"rps": float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1)),
            "p50": to_ms(lat.get("50")), "p99": to_ms(lat.get("99")),
            "errors": int(non2xx.group(1)) if non2xx else 0,
            "socket_errors": sum(map(int, sockets.groups())) if sockets else 0,
            # Non-2xx answers by status, where the script counts them (the refresh rows).
            "statuses": {int(code): int(n) for code, n in re.findall(r"^status (\d+) x(\d+)$", out.stderr, re.M)},
            "requests": int(re.search(r"(\d+) requests in", text).group(1))}


def peak_rss_mib(pid):
    """VmHWM: the most resident memory the process has had."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return None


def thread_cpu_ns(pid, name_prefix):
    """CPU time so far of the process's threads whose name starts with `name_prefix`."""
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/comm") as f:
                if not f.read().startswith(name_prefix):
                    continue
            with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
                total += int(f.read().split()[0])
        except FileNotFoundError:
            continue
    return total


def process_cpu(pid):
    """CPU time (ns) and context switches so far of all the process's threads."""
    cpu = switches = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
                cpu += int(f.read().split()[0])
            with open(f"/proc/{pid}/task/{tid}/status") as f:
                switches += sum(int(line.split()[1]) for line in f if "ctxt_switches" in line)
        except FileNotFoundError:
            continue
    return cpu, switches


class on_load_core:
    """Runs this Python process on the load core for a while (sequential clients, start-up polls)."""

    def __enter__(self):
        self.before = os.sched_getaffinity(0)
        os.sched_setaffinity(0, {LOAD_CORE})

    def __exit__(self, *exc):
        os.sched_setaffinity(0, self.before)


def vm_rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return None


def time_to_first_200(command, env, url, settle=0.0):
    """Milliseconds from starting `command` to the first 200 from `url`, and the peak RSS then;
    with `settle`, also the resident and peak RSS that many seconds later, idle."""
    parsed = urllib.parse.urlsplit(url)
    with on_load_core():
        started = time.perf_counter()
        proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while True:
                try:
                    conn = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=2)
                    conn.request("GET", parsed.path)
                    status = conn.getresponse().status
                    conn.close()
                    if status == 200:
                        break
                except OSError:
                    pass
                if time.perf_counter() - started > 60:
                    raise RuntimeError(f"{command[0]} did not answer within 60 s")
                time.sleep(0.0005)
            elapsed = (time.perf_counter() - started) * 1000
            rss = peak_rss_mib(proc.pid)
            if settle:
                time.sleep(settle)
                idle = (vm_rss_mib(proc.pid), peak_rss_mib(proc.pid))
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    return (elapsed, rss, idle) if settle else (elapsed, rss)


class RowRecruit:
    """A RowRecruit deployment with USERS signed-in users, started afresh (pinned) for each row."""

    name = "RowRecruit"
    health = "/api/health"

    def __init__(self, port, database_url=None, users=USERS):
        self.port = port
        self.dir = tempfile.mkdtemp(prefix="rowrecruit-hot-")
        self.database_url = database_url or "sqlite://" + os.path.join(self.dir, "rowrecruit.db")
        self.backend = "PostgreSQL" if database_url else "SQLite"
        server = Server(port, database_url=database_url, data_dir=self.dir)
        try:
            self.accounts = SignedInUsers(server, self.database_url)
        finally:
            server.stop()
        started = time.perf_counter()
        self.accounts.seed(users)
        self.sessions = self.accounts.sign_in_all()
        self.seed_s = time.perf_counter() - started
        self.env = server.env
        server = self.start()
        try:
            self.accounts.check(server, self.sessions)
        finally:
            server.stop()

    def start(self):
        return Server(self.port, database_url=self.database_url, data_dir=self.dir,
                      prefix=["taskset", "-c", str(SERVER_CORE)])

    def stop(self, server):
        server.stop()

    def show_to_coaches(self, shown):
        """Sets every user's profile visible to coaches (or back to the template's visibility);
        the database's own rule then decides who is shown. The server must be stopped."""
        db = self.accounts.db
        if shown:
            self.visibility = db.scalar(f"SELECT visibility FROM profiles WHERE id = '{self.accounts.template_id}'")
        db.execute(f"UPDATE profiles SET visibility = '{'coaches' if shown else self.visibility}'")
        count = int(db.scalar("SELECT COUNT(*) FROM profiles WHERE shown_to_coaches = 1"))
        expected = len(self.accounts.users) + 1 if shown else 0
        if count != expected:
            raise RuntimeError(f"{count} profiles shown to coaches, expected {expected}")

    def startup_command(self):
        return ["taskset", "-c", str(SERVER_CORE), os.path.join(ROOT, "target", "release", "rowrecruit"), "serve"], self.env

    def prepare(self, mode, path):
        """Writes the users file of a row; the server is stopped. Returns wrk's URL path, Lua
        mode and environment."""
        env = {"BENCH_ORIGIN": f"http://127.0.0.1:{self.port}", "BENCH_PASSWORD": PASSWORD, "BENCH_BODY": PROFILE_BODY}
        if mode == "health":
            return self.health, None, {}
        sessions = self.sessions
        chains = {}
        if mode == "refresh":
            # Fresh sessions: the previous run left each chain at a different place.
            sessions = self.accounts.sign_in_all()
            # Enough successors for 40,000 refreshes/s, far above one core's rate.
            length = math.ceil(40_000 * seconds(DURATION) / len(sessions)) + 2
            key = self.accounts.key
            for uid, _, _, token in sessions:
                chain = [token]
                for _ in range(length - 1):
                    chain.append(successor(key, chain[-1]))
                chains[uid] = " ".join(chain)
        with open(path, "w") as f:
            for uid, email, sid, _ in sessions:
                csrf = os.urandom(24).hex()
                fields = [uid, email, self.accounts.access_cookie(sid, uid), csrf]
                if chains:
                    fields.append(chains[uid])
                f.write("\t".join(fields) + "\n")
        paths = {"read": "/api/profile", "update": "/api/profile", "update-shown": "/api/profile",
                 "refresh": "/api/auth/refresh", "sign-in": "/api/auth/login"}
        lua = {"read": "profile-read", "update": "profile-update", "update-shown": "profile-update"}
        return paths[mode], lua.get(mode, mode), env


def one_client_sign_ins(server, email, count=20):
    """`count` sequential sign-ins from one client (after one that starts the hashing thread and
    grows its 19 MiB): their rate, and the server's hashing CPU time per sign-in meanwhile."""
    client = Client(server.base)

    def sign_in():
        client.call("POST", "/api/auth/login", {"email": email, "password": PASSWORD})

    with on_load_core():
        sign_in()
        before = thread_cpu_ns(server.proc.pid, "password-hash")
        started = time.perf_counter()
        for _ in range(count):
            sign_in()
        wall = time.perf_counter() - started
        hashing = (thread_cpu_ns(server.proc.pid, "password-hash") - before) / count
    return {"sequential": count / wall, "hash_ms_sequential": hashing / 1e6}


def run_row(target, mode, connections, files, calibrate=True):
    """One load row on a fresh, pinned server; its results and the server's peak RSS.

    For RowRecruit's sign-in it also finds the argon2id ceiling of the core: the CPU time of the
    server's own password-hashing thread (one thread, as the server sees one core) over the run,
    divided by the sign-ins done, is the time of one hash; one core could do at most one over
    that many sign-ins per second if it did nothing else."""
    path = os.path.join(files, f"{mode}.tsv")
    url_path, lua_mode, env = target.prepare(mode, path)
    shown = mode == "update-shown"
    if shown:
        target.show_to_coaches(True)
    started_ms = int(time.time() * 1000)
    server = target.start()
    try:
        hashing = calibrate and mode == "sign-in" and target.name == "RowRecruit"
        extra = one_client_sign_ins(server, target.sessions[-1][1]) if hashing else {}
        before = thread_cpu_ns(server.proc.pid, "password-hash") if hashing else 0
        cpu_before, switches_before = process_cpu(server.proc.pid)
        result = pinned_wrk(server.base + url_path, lua_mode, path, connections, env)
        cpu_after, switches_after = process_cpu(server.proc.pid)
        done = max(result["requests"], 1)
        # The server's own work per request, whatever else the machine runs: CPU time of all its
        # threads (not PostgreSQL's processes), and how often its threads were switched.
        result["cpu_us"] = (cpu_after - cpu_before) / done / 1000
        result["switches"] = (switches_after - switches_before) / done
        if hashing:
            hash_ns = (thread_cpu_ns(server.proc.pid, "password-hash") - before) / max(result["requests"], 1)
            extra.update({"hash_ms": hash_ns / 1e6, "ceiling": 1e9 / hash_ns})
        result["rss_mib"] = peak_rss_mib(server.proc.pid)
        result.update(extra)
    finally:
        target.stop(server)
        if shown:
            target.show_to_coaches(False)
    if mode == "refresh" and target.name == "RowRecruit":
        # Each refresh answered 200 should have rotated its token (a write: its successor
        # stored), not been a repeat inside the grace window.
        result["rotations"] = int(target.accounts.db.scalar(
            f"SELECT COUNT(*) FROM refresh_tokens WHERE created_at >= {started_ms}"))
    return result


def startup(target, starts=STARTS):
    command, env = target.startup_command()
    runs = [time_to_first_200(command, env, f"http://127.0.0.1:{target.port}{target.health}", settle=1.0)
            for _ in range(starts)]
    return {"ms": statistics.median(r[0] for r in runs), "runs_ms": [r[0] for r in runs],
            "rss_mib": statistics.median(r[1] for r in runs),
            "idle_rss_mib": statistics.median(r[2][0] for r in runs),
            "idle_peak_mib": statistics.median(r[2][1] for r in runs)}


def suite(port, database_url=None):
    target = RowRecruit(port, database_url)
    files = tempfile.mkdtemp(prefix="rowrecruit-hot-users-")
    rows = {}
    for name, _, mode, connections, _, _ in ROWS:
        rows[name] = run_row(target, mode, connections, files)
        print(f"  {target.backend} {name}: {rows[name]}", flush=True)
    rows["password sign-in"] = run_row(target, "sign-in", SIGN_IN_CONNECTIONS, files)
    print(f"  {target.backend} password sign-in: {rows['password sign-in']}", flush=True)
    rows["start-up"] = startup(target)
    print(f"  {target.backend} start-up: {rows['start-up']}", flush=True)
    return {"rows": rows, "seed_s": target.seed_s, "target": target}


def run_both():
    print("hot path on one core, SQLite …", flush=True)
    sqlite = suite(8195)
    print("hot path on one core, PostgreSQL …", flush=True)
    postgres = suite(8196, postgres_url("rowrecruit_bench_hot"))
    return {"sqlite": sqlite, "postgres": postgres}


def failures(r):
    """Non-2xx answers (by status where counted) and socket errors of a row, as a table cell."""
    text = str(r["errors"])
    if r.get("statuses"):
        text += " (" + ", ".join(f"{n}× {code}" for code, n in sorted(r["statuses"].items())) + ")"
    if r["socket_errors"]:
        text += f" + {r['socket_errors']} socket errors"
    return text


def verdict(checks):
    """'met', or '**missed**' with what missed."""
    missed = [what for what, ok in checks if not ok]
    return "met" if not missed else "**missed** (" + ", ".join(missed) + ")"


# What the profiles showed and what each change gained: history, kept with the section it explains.
NOTES = [
    '### What the profiles showed, and what each change gained',
    '',
    "A CPU profile (`perf record -g` of the pinned server under each row) put the time in the kernel's",
    'task switching, not in SQL. sqlx runs each SQLite connection on a thread of its own, and every',
    'statement is a round trip between the Tokio worker and that thread: 2 to 5 thread switches. The',
    'read row began at about 22 switches and 250 µs of CPU per request, with under 1% of the samples in',
    "SQLite's own execution. The write rows were mostly waiting: writers polled for SQLite's lock in",
    'sleeps of up to 100 ms. What was changed, in order, with what each gained on SQLite:',
    '',
    '| change | what it gained |',
    '|---|---|',
    '| Password hashing on one thread per core, each reusing its argon2 memory; a queue of at most 5 s, then 503 | sign-in peak RSS from 1.8–2.2 GiB to about 50 MiB, at over 90% of the argon2id ceiling |',
    '| The unknown-email dummy hash is a constant | start-up from 68–83 ms to 22–25 ms |',
    '| Write transactions queue for one writer connection that shares WAL fsyncs (group commit) | update p99 from 735 to 64 ms; refresh from 1,364/s (p99 720 ms) to 2,722/s (p99 32 ms) |',
    '| Open sessions held in memory, voided by change marks and, on PostgreSQL, `NOTIFY` (`user_cache`) | the session check reads nothing: thread switches per read from 22 to 14 |',
    "| A profile's two best erg tests read in one query | one round trip fewer per read, two per update |",
    '| No ping of a pooled SQLite connection before each query | thread switches per read from 14 to 9 |',
    "| Two SQLite reader connections per usable core (4 to 8), not always 8 | CPU per read from 190 to 124 µs and the read row's peak RSS from 53 to 42 MiB (both figures from one sitting on a busy machine) |",
    '',
    '',
    'A later sitting, on a machine whose core hashes a password in about 20 ms where the one above took',
    '14 ms, so its figures are lower on the whole; each gain below is from paired runs of the old and the',
    'new build in that sitting (5 s rows; medians where a pair was repeated):',
    '',
    '| change | what it gained |',
    '|---|---|',
    '| A profile save is one UPDATE (fields, searchable bests and `listed_at`), and the read after it takes the bests in the same query | a save from eight round trips to four |',
    "| The trigger that recomputes *shown to coaches* fires only when visibility or role really changed (it rewrote the row and the six search indexes that lead with that column at every save) | update from 1,151 to 1,458/s, CPU from 819 to 638 µs |",
    "| A refresh no longer writes the session row (its last use is when its newest token was issued) | refresh from 3,373 to 4,549/s, CPU from 277 to 199 µs (one pair) |",
    '| A refresh token counts as used once its successor is stored: the token and its session are read first from any connection, and a rotation is then one INSERT on the writer (was BEGIN, UPDATE, SELECT, INSERT, COMMIT) | refresh ahead in every pair: 2,675 against 2,457/s and 3,429 against 3,200/s, then 2,936 against 2,725/s (CPU 327 against 344 µs) |',
    '| A profile save is one statement on the writer, without BEGIN and COMMIT (each round trip also waits its turn behind every ready request on the one worker) | update from 1,641 to 1,901/s, CPU from 612 to 501 µs |',
    "| mimalloc instead of glibc's malloc, which took a quarter of the read's CPU; built without transparent huge pages, which raised the read row's peak RSS from 46 to 61 MiB | read from 5,609 to 6,813/s, CPU from 179 to 147 µs (median of three pairs); peak RSS unchanged |",
    '| Start-up: one query checks that the applied migrations are exactly the built ones before the migrator runs; the two PostgreSQL listeners and the school index load side by side | PostgreSQL start-up from 44.7 to 40.6 ms (medians of 7 starts, one pair) |',
    "| Search pages (programs, athletes) serialize into one 16 KiB buffer instead of axum's growing one | the 9% of the school search's samples spent in `memset` are gone |",
    '',
    '',
    'A third sitting, on the same slower machine, paired runs again (5 s rows):',
    '',
    '| change | what it gained |',
    '|---|---|',
    "| One-row reads on SQLite run on the calling thread, on read-only connections of the server's own (`db::direct`, rusqlite on the SQLite library sqlx links), returning sqlx's `AnyRow` so the same `FromRow` decodes them | read from 10,722 to 17,426/s, CPU from 98 to 59 µs (medians of two pairs); refresh from 3,263 to 4,158/s |",
    "| Single-statement writes too (`Db::write_one`: a profile save, a refresh token's rotation), on a writing connection of their own during the writer's turn, with the checkpoint moved to a blocking thread | against the build before both: update from 2,263 to 4,536/s (CPU 417 to 209 µs, thread switches 17.6 to 2.8), refresh from 3,757 to 6,833/s (CPU 247 to 139 µs, switches 11.6 to 0.9), read 13,272 to 14,920/s (switches 4.5 to 0.5) |",
    "| A save writes only the columns whose value changed (SQLite rewrites every index that holds a column a statement sets, same value or not), guarded by the `updated_at` it read | once each profile already holds the body the bench sends, update from 3,560 to 5,788/s (CPU 270 to 164 µs, medians of two); where every save was a user's first of the run (every field changes), level: 4,221 against 4,014/s |",
    '',
    '',
    'A fourth sitting: a profile of the update row showed 6% of the samples in `pread`, the reading',
    "connections fetching pages again: SQLite drops a connection's whole page cache when another has",
    'committed since its last read, so under steady writes every read starts cold. Paired runs, 5 s',
    'rows, each update pair from the same copy of the database (every user\'s first save of the run,',
    'then a second run on what the first left):',
    '',
    '| change | what it gained |',
    '|---|---|',
    "| A save reads the stored values, writes the changes and reads the profile back in one transaction on the writing connection, whose cache stays warm (`Db::direct_transaction`); a refresh reads its token and stores the successor the same way | update with first saves from 3,718 and 3,695 to 4,879 and 4,203/s (CPU 260 to 200–231 µs), then from 5,643 and 4,671 to 7,125 and 7,432/s (p99 22 to 18–19 ms); refresh from 5,850 and 6,378 to 7,673 and 7,676/s (CPU 165 to 123 µs); `pread` from 6% to 2% of the samples |",
    '',
    'A fifth sitting, on a slower machine again: a password hash took 22 ms, and the read row gave',
    'about 5,500/s on the build the fourth sitting ended with, its system calls dearer (`strace -c`',
    'counted them per request). On this machine a 5 s row meets each of the 10,000 users only once or',
    'twice, so a third to a half of the requests carry a session the server has not seen since it',
    "started, and nearly every save is that user's first (every field changes). The bench's users are",
    'new accounts that have not chosen to be seen by coaches. Paired runs, 5 s rows, each run on a',
    'fresh copy of one seeded database; three pairs for the update row, two for the others:',
    '',
    '| change | what it gained |',
    '|---|---|',
    "| A session seen for the first time is read on the calling thread (`Db::read_optional`), not on sqlx's connection thread, and request ids come from a random generator each thread keeps (uuid's `fast-rng`), not from a `getrandom` system call each | read from 6,106 and 4,888 to 7,196 and 5,500/s (CPU 161–189 to 135–160 µs, thread switches 1.3–1.6 to 0.0); update thread switches from 4.7 to 1.0, its rate level |",
    '| The search indexes hold only the profiles shown to coaches (partial indexes, migration 0020): the search reads nothing else, and a save of a profile coaches cannot see rewrites none of them | update from 1,866 to 3,907/s (medians of three), p99 from 56 to 32 ms, CPU from 490 to 240 µs; a save of a profile shown to coaches still rewrites its entries, at the cost measured in the fourth sitting |',
    "| Tried and dropped: the commits an fsync covered woken all at once (a watch channel) instead of one after another from the mutex | refresh from 4,191 to 3,256/s (switches 0.6 to 2.6): the mutex's slower hand-off let more commits gather for the next fsync, so there were fewer of them |",
    '',
    "On this machine the whole section's run (`python3 bench/hot_path.py`, 5 s rows) on the build with",
    'both changes gave, on SQLite: read 5,547/s (p99 25.3 ms), update 3,954/s (p99 30.1 ms, CPU 239 µs),',
    'refresh 4,216/s (p99 32.1 ms), sign-in at 93% of the argon2id ceiling (21.3 ms a hash) with 52.9',
    'MiB, start-up 37.5 ms; on PostgreSQL: read 2,564/s, update 1,240/s, refresh 1,845/s, start-up 64.8',
    'ms. Every one-core row stayed under 43 MiB. The table at the top of this section was then the',
    "faster machine's run of 2026-11-27 04:10 UTC, on the build before.",
    '',
    'A sixth sitting, back on the faster machine (12.6 ms a hash), ran the whole section on the build',
    "the fifth sitting ended with. Against that machine's run of 2026-11-27 04:10 UTC on the build",
    "before the fifth sitting's two changes (one run each, not paired), its run of 08:21 UTC gave on",
    'SQLite: read from 24,052 to 27,400/s (p99 7.1 to 3.2 ms, CPU 41 to 36 µs), update from 7,095 to',
    '16,006/s (p99 25.2 to 7.8 ms, CPU 137 to 60 µs), refresh from 9,987 to 10,460/s (p99 11.5 to 12.2',
    'ms); every SQLite row met its target. On that machine a 5 s update row comes to each user about',
    'eight times, so most saves find the body already stored and change only `updated_at`, a column of',
    "the search's index by last update, which before migration 0020 held every profile. The row",
    '"profile update, shown to coaches", added in this sitting, makes every profile visible to coaches',
    'for its run (the update row before it has already saved the body), so that each save also moves',
    "the profile's entry in that index: 11,580/s, p99 8.7 ms, 82 µs of CPU; on a fresh copy of the",
    "seeded database, where every user's first save changes every field, two runs of it gave",
    "8,326 and 8,456/s, p99 19.5 and 19.3 ms. PostgreSQL stays short of the rates: RowRecruit's own CPU",
    'per request there is 68 to 170 µs, but every statement is a round trip to a PostgreSQL process that',
    "shares the two cores with wrk and the server, and a write waits for PostgreSQL's own commit.",
    '',
    'What is left of a request is mostly its own work: HTTP, the session check from memory, JSON, and',
    "SQLite executing the statement; a write's only hand-off is the shared fsync. In the last profile",
    "of the update row the kernel's share was a third: writing WAL frames (13% of the samples; SQLite",
    'writes each page of a commit as two `pwrite` calls, header and page), TCP (8%), the fsync (4%) and',
    "SQLite's file locks (2.5%). A save that changes the body's every field still costs what the full",
    'UPDATE costs (about 150 µs of SQLite on this machine; 69 µs for `updated_at` alone): each of the',
    "five search indexes that hold a changed field is rewritten, and so is its page in the WAL. The",
    "update row's body is the same every time, so in a 5 s row about half of the saves are each",
    "user's first of the run, and a 10 s row about a quarter. Running with no checkpoints at all",
    'changed neither figure (5,341 and 5,246/s against 5,216 and 5,788/s), so the checkpoints are not',
    "what holds the update row's p99 up.",
    "",
]


def section(results):
    measured = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    sign_in_rss = RSS_TARGET_MIB + HASH_MIB  # one hash's memory per core: one core here
    lines = [
        HEADING, "",
        f"Measured {measured} (`python3 bench/hot_path.py`, release build), on SQLite and on PostgreSQL.",
        "How: the server runs alone on core 0 (`taskset -c 0`, so it sees one core: one Tokio worker and one",
        f"password-hashing thread); wrk runs with one thread on core 1 (`taskset -c 1 wrk -t1`), {CONNECTIONS} connections",
        f"({SIGN_IN_CONNECTIONS} for sign-in), {DURATION} per row. {USERS:,} users, each request as the next user in turn: the",
        "accounts and sessions are copies of one made through the API (`bench/signed_in_users.py`), the",
        "requests go through the server's normal authentication. Each row runs on a fresh server, whose",
        "peak RSS (VmHWM) is that row's. One run per row.",
        "PostgreSQL is the machine's shared cluster and is not pinned: its processes run on either core.",
        "Server CPU per request is the CPU time of all the server's threads over the run (from",
        "`/proc/<pid>/task/*/schedstat`; PostgreSQL's own processes not counted) divided by the requests",
        "answered, and thread switches are its threads' context switches per request: both describe the",
        "server's own work even when other programs share its core.",
        "",
        "| row | backend | requests/s | p50 ms | p99 ms | non-2xx | peak RSS MiB | server CPU µs / request | thread switches / request | target | result |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ]
    for name, request, _, _, min_rps, max_p99 in ROWS:
        for backend in ("sqlite", "postgres"):
            r = results[backend]["rows"][name]
            label = "SQLite" if backend == "sqlite" else "PostgreSQL"
            result = verdict([("requests/s", r["rps"] >= min_rps), ("p99", r["p99"] is not None and r["p99"] <= max_p99),
                              ("non-2xx", r["errors"] + r["socket_errors"] == 0), ("RSS", r["rss_mib"] <= RSS_TARGET_MIB)])
            lines.append(f"| {name} (`{request}`) | {label} | {r['rps']:.0f} | {r['p50']:.2f} | {r['p99']:.2f} | "
                         f"{failures(r)} | {r['rss_mib']:.1f} | {r['cpu_us']:.0f} | {r['switches']:.1f} | ≥ {min_rps:,}/s, p99 ≤ {max_p99} ms, "
                         f"RSS ≤ {RSS_TARGET_MIB} MiB | {result} |")
    for backend in ("sqlite", "postgres"):
        r = results[backend]["rows"]["password sign-in"]
        label = "SQLite" if backend == "sqlite" else "PostgreSQL"
        share = r["rps"] / r["ceiling"]
        result = verdict([("share", share >= SIGN_IN_SHARE), ("non-2xx", r["errors"] + r["socket_errors"] == 0),
                          ("RSS", r["rss_mib"] <= sign_in_rss)])
        lines.append(f"| password sign-in (`POST /api/auth/login`, {SIGN_IN_CONNECTIONS} connections) | {label} | "
                     f"{r['rps']:.1f} ({share:.1%} of {r['ceiling']:.1f}) | {r['p50']:.2f} | {r['p99']:.2f} | "
                     f"{failures(r)} | {r['rss_mib']:.1f} | {r['cpu_us']:.0f} | {r['switches']:.1f} | ≥ {SIGN_IN_SHARE:.0%} of the argon2id ceiling, "
                     f"RSS ≤ {sign_in_rss} MiB | {result} |")
    lines += ["", f"Start-up on the seeded database, to the first 200 from `/api/health` ({STARTS} starts):", "",
              "| backend | median ms | each start, ms | peak RSS MiB then | 1 s later, idle: RSS / peak MiB | target | result |",
              "|---|---:|---|---:|---:|---|---|"]
    for backend in ("sqlite", "postgres"):
        r = results[backend]["rows"]["start-up"]
        label = "SQLite" if backend == "sqlite" else "PostgreSQL"
        result = verdict([("time", r["ms"] <= STARTUP_TARGET_MS), ("RSS", r["rss_mib"] <= RSS_TARGET_MIB)])
        lines.append(f"| {label} | {r['ms']:.1f} | {', '.join(f'{v:.0f}' for v in r['runs_ms'])} | {r['rss_mib']:.1f} | "
                     f"{r['idle_rss_mib']:.1f} / {r['idle_peak_mib']:.1f} | ≤ {STARTUP_TARGET_MS} ms, RSS ≤ {RSS_TARGET_MIB} MiB | {result} |")
    s, p = results["sqlite"]["rows"]["password sign-in"], results["postgres"]["rows"]["password sign-in"]
    lines += [
        "",
        "The argon2id ceiling (in brackets after the sign-in rate) is what the one core could do if it did",
        "nothing but hash: the CPU time of the server's own password-hashing thread",
        "(`/proc/<pid>/task/<tid>/schedstat`) over the run divided by the sign-ins done,",
        f"{s['hash_ms']:.1f} ms per hash on SQLite and {p['hash_ms']:.1f} ms on PostgreSQL, gives at most",
        f"{s['ceiling']:.1f} and {p['ceiling']:.1f} sign-ins/s. Before the run, one client signing in 20 times in a row",
        f"got {s['sequential']:.1f} and {p['sequential']:.1f}/s ({s['hash_ms_sequential']:.1f} and",
        f"{p['hash_ms_sequential']:.1f} ms of hashing each). The memory target of sign-in is {RSS_TARGET_MIB} MiB plus one",
        f"hash's {HASH_MIB} MiB for the one core. Seeding {USERS:,} users and sessions took {results['sqlite']['seed_s']:.1f} s",
        f"on SQLite and {results['postgres']['seed_s']:.1f} s on PostgreSQL. The refresh rows rotated (wrote)",
        f"{results['sqlite']['rows']['token refresh']['rotations']:,} and {results['postgres']['rows']['token refresh']['rotations']:,} tokens "
        f"for {results['sqlite']['rows']['token refresh']['requests']:,} and {results['postgres']['rows']['token refresh']['requests']:,} answers counted by wrk:",
        "fewer rotations than answers would mean repeats inside the 30-second grace window (no write); a",
        "few more are the requests in flight when wrk stopped.",
        "",
    ]
    return lines + NOTES


if __name__ == "__main__":
    results = run_both()
    splice_section(HEADING, section(results))
    sys.exit(0)
