"""Athlete search at 100,000 athletes: seeds the database with bench/seed_athletes.py, verifies
16 coaches (each of their own program, on the trial, so every filter is open to them), and
measures filtered, sorted pages of 25 with wrk at 16 connections, on SQLite and PostgreSQL.

Run by bench/run.py; alone, `python3 bench/athlete_search.py` measures both backends and
rewrites the "Athlete search" section of docs/performance.md (the release binary must be built)."""

import datetime
import os
import re
import subprocess
import sys
import time
import urllib.parse

from harness import BIN, PASSWORD, ROOT, Client, Server, postgres_url

COACHES = 16
ATHLETES = 100_000
YEAR = datetime.date.today().year
MIXES = [
    ("no filter, by 2k", "sort=2k"),
    ("class + squad + 2k under 7:30, by 2k", f"gradYear={YEAR + 1}&squad=womens&max2k=7:30.0"),
    ("two classes + division III, by graduation year", f"gradYear={YEAR + 1}&gradYear={YEAR + 2}&division=III&sort=gradYear"),
    ("two states + height from 70 in, by 6k", "state=CA&state=NY&minHeight=70&sort=6k"),
    ("GPA from 3.5 + SAT from 1400, recently updated", "minGpa=3.5&minSat=1400&sort=updated"),
    ("free text (club), page 3", "q=saratoga&page=3"),
]


def coach(server, email, school_id):
    client = Client(server.base)
    client.call("POST", "/api/auth/signup", {"email": email, "password": PASSWORD,
                                             "data": {"role": "coach", "birthDate": "1980-04-02", "userState": "NY"}})
    mail = next(m for m in client.call("GET", "/api/dev/mailbox") if m["to"] == email)
    client.call("POST", "/api/auth/confirm", {"token": re.search(r"#token=([A-Za-z0-9_-]+)", mail["text"]).group(1)})
    client.call("POST", "/api/auth/login", {"email": email, "password": PASSWORD, "remember": True})
    client.call("PUT", "/api/coach/program", {"schoolId": school_id})
    return client


def verified_coaches(server):
    admin_email = "bench-ops@rowrecruit.com"
    subprocess.run([BIN, "create-admin", "--email", admin_email], check=True, capture_output=True, timeout=60,
                   env=dict(server.env, ROWRECRUIT_ADMIN_PASSWORD=PASSWORD))
    admin = Client(server.base)
    admin.call("POST", "/api/auth/login", {"email": admin_email, "password": PASSWORD, "remember": True})
    schools = admin.call("GET", f"/api/schools?pageSize={COACHES}")["items"]
    cookies = []
    for i, school in enumerate(schools):
        client = coach(server, f"bench-coach{i}@college.edu", school["id"])
        user = client.call("GET", "/api/auth/session")["user"]
        admin.call("POST", f"/api/admin/coaches/{user['id']}/decision", {"decision": "approve"})
        assert client.call("GET", "/api/coach/athletes?pageSize=1")["total"] > 0
        cookies.append("; ".join(f"{c.name}={c.value}" for c in client.jar))
    return cookies


def suite(port, database_url=None):
    from run import wrk
    server = Server(port, database_url=database_url)
    try:
        target = database_url or "sqlite://" + os.path.join(server.dir, "rowrecruit.db")
        started = time.perf_counter()
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "seed_athletes.py"), "--count", str(ATHLETES), target],
                       check=True, timeout=900)
        seeded = time.perf_counter() - started
        cookies = verified_coaches(server)
        rows = {}
        for name, query in MIXES:
            env = {"vars": {"BENCH_COOKIES": "|".join(cookies), "BENCH_QUERY": query}}
            rows[name] = wrk(server.base + "/", script="athlete_search.lua", env=env, connections=COACHES)
            rows[name]["query"] = query
            print(f"  {name}: {rows[name]}", flush=True)
        return {"rows": rows, "seed_s": seeded}
    finally:
        server.stop()


def run_both():
    print("athlete search at 100,000 athletes on SQLite …", flush=True)
    sqlite = suite(8193)
    print("athlete search at 100,000 athletes on PostgreSQL …", flush=True)
    postgres = suite(8194, postgres_url("rowrecruit_bench_athletes"))
    return {"sqlite": sqlite, "postgres": postgres}


def section(results, duration):
    measured = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = ["## Athlete search at 100,000 athletes", "",
             f"Measured {measured} (`python3 bench/athlete_search.py`, release build). 100,000 athletes with erg logs (`bench/seed_athletes.py`: about 60% shown to coaches; the rest private",
             f"or minors waiting for a parent), {COACHES} verified coaches of {COACHES} programs, wrk with {COACHES} connections",
             f"for {duration} per row, each request as the next coach. Target: p99 under 20 ms for a filtered, sorted page of 25.", ""]
    for backend, label in (("sqlite", "SQLite"), ("postgres", "PostgreSQL")):
        res = results[backend]
        lines += [f"### {label} (seeded in {res['seed_s']:.0f} s)", "",
                  "| search | query | requests/s | p50 ms | p99 ms | non-2xx | p99 < 20 ms |",
                  "|---|---|---:|---:|---:|---:|---|"]
        for name, v in res["rows"].items():
            ok = "met" if v["p99"] is not None and v["p99"] < 20 else "**missed**"
            lines.append(f"| {name} | `{v['query']}` | {v['rps']:.0f} | {v['p50']:.2f} | {v['p99']:.2f} | {v['errors']} | {ok} |")
        lines.append("")
    missed = [v for res in results.values() for v in res["rows"].values() if v["p99"] is None or v["p99"] >= 20]
    if missed:
        lines += [
            "### Where the target is missed, and why",
            "",
            "- **What was done.** \"Shown to coaches\" is a flag on the profile kept by database triggers",
            "  (migration 0007), so counts and pages read `profiles` alone: on SQLite, the count for class +",
            "  squad + 2k went from 7 ms (joined to every account) to 0.1 ms, and the unfiltered count from",
            "  100 ms to 3 ms, for one client. Each order has an index that walks the athletes in that order.",
            "- **Why it is still missed.** On two cores shared with wrk, 16 concurrent coaches need each request",
            "  under about 2.5 ms of server time. The selective mixes cost about 9 ms: the session and workspace",
            "  checks (six small queries through sqlx's `Any` driver), the count, and a page that sorts every",
            "  match when the order is not the index's (a temporary B-tree over about 1,900 rows). Filters that",
            "  no index can serve cost far more: the target division is a LIKE over the stored JSON list, and",
            "  free text is three LIKEs over every shown athlete (40 ms and 120 ms for one client).",
            "- **What would meet it:** an in-memory candidate index of the shown athletes (about 100 bytes each,",
            "  10 MB at 100,000) refreshed from the flag's changes, scanned in the request's order, with the",
            "  page's cards then read by id under `SHOWN_TO_COACHES` so that nothing hidden can leak; and a",
            "  per-program cache of the workspace checks. Divisions as a bit mask column and a trigram index",
            "  (pg_trgm on PostgreSQL, FTS5 on SQLite) for free text would serve those two filters in SQL.",
            "",
        ]
    return lines


def splice(lines):
    """Replaces (or adds) the athlete search section of docs/performance.md."""
    path = os.path.join(ROOT, "docs", "performance.md")
    text = open(path).read()
    block = "\n".join(lines).rstrip() + "\n"
    pattern = re.compile(r"## Athlete search at 100,000 athletes\n.*?(?=\n## (?!#)|\Z)", re.S)
    if pattern.search(text):
        text = pattern.sub(lambda _: block.rstrip("\n"), text)
    else:
        text = text.rstrip() + "\n\n" + block
    open(path, "w").write(text.rstrip() + "\n")


if __name__ == "__main__":
    from run import DURATION
    results = run_both()
    splice(section(results, DURATION))
