"""Benchmarks RowRecruit as its users and operators would meet it, and writes
docs/performance.md. Run through ./scripts/bench (which builds the release binary and the
web app first). Everything runs on loopback; every run is bounded in time.

Beside the load suite here: athlete search at 100,000 athletes (athlete_search.py), the API's
hot path on one core with 10,000 users (hot_path.py) and the same requests side by side with
PocketBase (pocketbase_peer.py), and what the saved-search matching adds to a profile save
(saved_search_alerts.py), each writing its own section of the report."""

import datetime
import json
import os
import re
import statistics
import subprocess
import sys
import time

import athlete_search
import hot_path
import pocketbase_peer
import saved_search_alerts
from harness import BIN, PASSWORD, ROOT, WEB, Server, postgres_url, signed_in_client, splice_section

DURATION = os.environ.get("BENCH_DURATION", "10s")
CONNECTIONS = 64


def wrk(url, script=None, env=None, connections=CONNECTIONS, duration=DURATION, threads=2):
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{duration}", "--latency", "--timeout", "5s"]
    if script:
        command += ["-s", os.path.join(ROOT, "bench", script)]
    headers = (env or {}).get("headers", [])
    for h in headers:
        command += ["-H", h]
    run_env = dict(os.environ)
    run_env.update((env or {}).get("vars", {}))
    out = subprocess.run(command + [url], capture_output=True, text=True, env=run_env, timeout=120).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    lat = dict(re.findall(r"^\s+(50|99)%\s+([\d.]+\w+)", out, re.M))
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    total = int(re.search(r"(\d+) requests in", out).group(1))
    return {"rps": rps, "p50": to_ms(lat.get("50")), "p99": to_ms(lat.get("99")),
            "errors": int(non2xx.group(1)) if non2xx else 0, "requests": total}


def to_ms(text):
    if text is None:
        return None
    value, unit = re.match(r"([\d.]+)(\w+)", text).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000, "m": 60000}[unit]


def load_suite(server):
    client, email = signed_in_client(server)
    cookie = "; ".join(f"{c.name}={c.value}" for c in client.jar)
    csrf = client.cookie("rr_csrf")
    index = open(os.path.join(WEB, "index.html")).read()
    asset = re.search(r'src="(/assets/[^"]+\.js)"', index).group(1)
    auth = {"headers": [f"Cookie: {cookie}"]}
    vars_ = {"vars": {"BENCH_COOKIE": cookie, "BENCH_CSRF": csrf, "BENCH_ORIGIN": server.base,
                      "BENCH_GRAD_YEAR": str(datetime.date.today().year + 1)}}
    gz = {"headers": ["Accept-Encoding: gzip, br"]}
    results = {
        "page: index.html": wrk(server.base + "/", env=gz),
        "page: hashed asset": wrk(server.base + asset, env=gz),
        "GET /api/health": wrk(server.base + "/api/health"),
        "profile read": wrk(server.base + "/api/profile", env=auth),
        "profile update": wrk(server.base + "/api/profile", script="put_profile.lua", env=vars_),
        "school search": wrk(server.base + "/api/schools?q=university&division=I", env=auth),
        "waitlist join": wrk(server.base + "/", script="waitlist.lua", env=vars_),
    }
    results["_rss_mb"] = server.peak_rss_mb()
    results["_email"] = email
    results["_csrf"] = csrf
    return results


def sign_in_cost(server, email, csrf):
    env = {"vars": {"BENCH_EMAIL": email, "BENCH_PASSWORD": PASSWORD, "BENCH_CSRF": csrf,
                    "BENCH_CSRF_COOKIE": f"rr_csrf={csrf}", "BENCH_ORIGIN": server.base}}
    result = wrk(server.base + "/api/auth/login", script="login.lua", env=env, connections=8, duration="10s")
    per_core = result["rps"] / os.cpu_count()
    return {"rps": result["rps"], "per_core": per_core, "ms_per_verify": 1000 / per_core if per_core else None,
            "errors": result["errors"]}


def search_latency(server, client, queries, rounds):
    samples = []
    for i in range(rounds):
        q = queries[i % len(queries)]
        start = time.perf_counter()
        client.opener.open(server.base + "/api/schools?" + q).read()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return {"p50": statistics.median(samples), "p99": samples[int(len(samples) * 0.99) - 1]}


SEARCHES = ["q=washington", "division=I", "conference=Ivy%20League", "q=university&type=Both", "q=college&sort=-enrollment", ""]


def synthetic_schools(path, count):
    header = "name,city,state,division,conference,womens,mens,womens_lightweight,mens_lightweight,founded,enrollment,source\n"
    divisions = ["I", "II", "III", "Club", ""]
    with open(path, "w") as f:
        f.write(header)
        for i in range(count):
            f.write(f"Synthetic University {i},City {i % 997},NY,{divisions[i % 5]},Conference {i % 40},true,{'true' if i % 3 else ''},,,{1800 + i % 220},{1000 + i % 40000},https://example.org/{i}\n")


def mark(value, target, lower_is_better=True):
    if value is None:
        return "n/a"
    ok = value < target if lower_is_better else value >= target
    return "met" if ok else "**missed**"


def main():
    report = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
              "cpus": os.cpu_count()}
    print("load suite on SQLite …", flush=True)
    server = Server(8190)
    try:
        report["sqlite"] = load_suite(server)
        report["signin"] = sign_in_cost(server, report["sqlite"]["_email"], report["sqlite"]["_csrf"])
        client, _ = signed_in_client(server)
        report["search_real"] = search_latency(server, client, SEARCHES, 600)
        print("browser measurements …", flush=True)
        browser = subprocess.run(["node", os.path.join(ROOT, "bench", "browser.mjs"), server.base],
                                 capture_output=True, text=True, cwd=os.path.join(ROOT, "web"), timeout=180)
        report["browser"] = json.loads(browser.stdout.strip().splitlines()[-1]) if browser.returncode == 0 else {"error": browser.stderr[-500:]}
    finally:
        server.stop()

    print("synthetic 100,000-program table …", flush=True)
    server = Server(8191)
    try:
        csv_path = os.path.join(server.dir, "synthetic.csv")
        synthetic_schools(csv_path, 100_000)
        started = time.perf_counter()
        subprocess.run([BIN, "import-schools", csv_path], env=server.env, check=True, capture_output=True, timeout=600)
        report["import_100k_s"] = time.perf_counter() - started
        client, _ = signed_in_client(server)
        # The server learns of another process's import by reading the version row every 2 s:
        # measure once its snapshot holds the new table.
        for _ in range(100):
            page = json.loads(client.opener.open(server.base + "/api/schools").read())
            if page["total"] >= 100_000:
                break
            time.sleep(0.2)
        else:
            raise RuntimeError("the server did not load the imported table")
        report["search_100k"] = search_latency(server, client, ["q=university%2042", "division=I", "conference=Conference%207", "q=city%2012&type=Both", "sort=-enrollment", ""], 200)
    finally:
        server.stop()

    print("load suite on PostgreSQL …", flush=True)
    server = Server(8192, database_url=postgres_url("rowrecruit_bench"))
    try:
        report["postgres"] = load_suite(server)
    finally:
        server.stop()

    report["athletes"] = athlete_search.run_both()

    report["hot_path"] = hot_path.run_both()
    seeded_sqlite = report["hot_path"]["sqlite"].pop("target")
    report["hot_path"]["postgres"].pop("target")
    report["pocketbase"] = pocketbase_peer.run(seeded_sqlite)
    report["saved_search_alerts"] = saved_search_alerts.run()

    write_report(report)
    print(json.dumps(report, indent=1, default=str))


def write_report(r):
    lines = [
        "# Performance",
        "",
        f"Measured {r['date']} on this project's machine ({r['cpus']} cores), release build, loopback,",
        f"wrk with 2 threads and {CONNECTIONS} connections for {DURATION} per row (wrk shares the two cores with the",
        "server). Produced by `./scripts/bench`; figures change from run to run by several percent.",
        "",
    ]
    for backend in ("sqlite", "postgres"):
        res = r[backend]
        lines += [f"## HTTP load, {'SQLite' if backend == 'sqlite' else 'PostgreSQL'}", "",
                  "| request | requests/s | p50 ms | p99 ms | non-2xx |", "|---|---:|---:|---:|---:|"]
        for name, v in res.items():
            if name.startswith("_"):
                continue
            lines.append(f"| {name} | {v['rps']:.0f} | {v['p50']:.2f} | {v['p99']:.2f} | {v['errors']} |")
        lines += ["", f"Peak server memory (RSS) over the run: {res['_rss_mb']:.0f} MB.", ""]
    lines += [
        "What holds the load runs' memory above 50 MB: the password hashes of the sign-up and sign-in",
        "that make the runs' client. Passwords are hashed on one thread per core, and each thread keeps",
        "its argon2id memory (19 MiB) for the next hash instead of mapping it again (`auth::hash_pool`).",
        "Measured 2026-11-27 on SQLite: 30 MiB idle after start; 70 MiB after one sign-up and one sign-in",
        "(40 MiB more: two hashes' memory, one per thread); 85 MiB peak after the whole suite. A server that hashed",
        "nothing stayed at 31 MiB under the health load and 37 MiB under the page load. The one-core rows",
        "below (one hashing thread) stay under 50 MiB. What lowering it would cost: freeing the memory",
        "after each hash maps and zeroes 19 MiB again per sign-in (more time per sign-in); one hashing",
        "thread for the whole machine halves sign-ins per second on two cores.",
        "",
    ]
    s, pg = r["sqlite"], r["postgres"]
    b = r.get("browser", {})
    js_root = b.get("routes", {}).get("/", {}).get("js")
    lcp = b.get("lcpMs")
    lines += [
        "## Targets", "",
        "| target | figure | result |", "|---|---|---|",
        f"| profile read p99 < 10 ms at 64 connections (SQLite) | {s['profile read']['p99']:.2f} ms | {mark(s['profile read']['p99'], 10)} |",
        f"| school search p99 < 5 ms at 64 connections (SQLite) | {s['school search']['p99']:.2f} ms | {mark(s['school search']['p99'], 5)} |",
        f"| school search p99 < 5 ms at 64 connections (PostgreSQL) | {pg['school search']['p99']:.2f} ms | {mark(pg['school search']['p99'], 5)} |",
        f"| authenticated profile read ≥ 10,000 requests/s | {s['profile read']['rps']:.0f} /s | {mark(s['profile read']['rps'], 10000, False)} |",
        f"| server RSS < 100 MB under that load | {s['_rss_mb']:.0f} MB | {mark(s['_rss_mb'], 100)} |",
        f"| initial JavaScript of / < 100 KB gzipped | {js_root / 1024:.1f} KB | {mark(js_root / 1024, 100)} |" if js_root else "| initial JavaScript of / | n/a | n/a |",
        f"| LCP of /landing < 1 s | {lcp:.0f} ms | {mark(lcp, 1000)} |" if lcp else "| LCP of /landing | n/a | n/a |",
    ]
    for route, v in b.get("phone", {}).items():
        js_kb, lcp_ms = v["js"]["gzipBytes"] / 1024, v.get("lcpMs")
        lines.append(f"| first visit to {route} on a throttled phone: JavaScript < 50 KB gzipped | {js_kb:.1f} KB | {mark(js_kb, 50)} |")
        lines.append(f"| first visit to {route} on a throttled phone: LCP < 500 ms | "
                     f"{f'{lcp_ms:.0f} ms' if lcp_ms is not None else 'n/a'} | {mark(lcp_ms, 500)} |")
    lines.append("")
    search_missed = max(s['school search']['p99'], pg['school search']['p99']) >= 5
    phone_lcps = [v.get("lcpMs") for v in b.get("phone", {}).values()]
    lcp_missed = any(lcp is not None and lcp >= 500 for lcp in phone_lcps)
    if search_missed or lcp_missed or (js_root and js_root / 1024 >= 100) or s['waitlist join']['p99'] >= 100:
        lines += ["## Where targets are missed, and what limits the figures", ""]
    if search_missed:
        lines += [
            "- **School search under load.** The search reads nothing from the database: the programs, the",
            "  session and the user's saved programs are all held in memory (`schools::index`, `user_cache`).",
            "  What is left per request is HTTP, the session token's signature, the filter pass over the",
            "  programs and the JSON of the page, on two cores shared with wrk's two threads. PostgreSQL's",
            "  processes are idle meanwhile (10 ms of their CPU over a 10 s row, and no query from the",
            "  search, measured 2026-11-26): the two backends answer the same way, and their difference is",
            "  within what one row varies from run to run (on one machine, p99 5.9 to 6.1 ms on SQLite and",
            "  6.2 to 6.7 ms on PostgreSQL). Since 2026-11-26 a page is serialized into one buffer, which",
            "  took the `memset` (9% of the search's CPU) out of it.",
        ]
    if lcp_missed:
        lines += [
            "- **LCP of the public pages on a throttled phone.** The page paints from its HTML alone: the",
            "  stylesheet is inline, the cookie banner is shown by a line of inline script while the page is",
            "  parsed, and the 3.8 KB script is not needed to paint. What is left is the network: a",
            "  connection and the HTML's request take two 150 ms round trips, then about 9 KB at 1.6 Mbit/s,",
            "  then layout and paint on a CPU slowed 4x. That sits just under 500 ms, and one run's median",
            "  moves by tens of ms with what else the machine is doing: three runs of this measure alone on",
            "  2026-11-27, on an idle machine, gave 448 to 476 ms for / and 436 to 460 ms for /landing.",
        ]
    if js_root and js_root / 1024 >= 100:
        lines += [
            "- **Initial JavaScript of /.** React DOM alone is about 62 KB gzipped, React Router about 14 KB",
            "  and TanStack Query about 11 KB, before any page: the framework floor is about 90 KB. The page",
            "  code on top is small (the coming-soon page about 3 KB); the scrubbing rules and the cookie",
            "  dialog already load on demand. Over the wire the server sends the build's brotli copies, which",
            "  are smaller than the gzip figure. What would fix it: a lighter renderer (Preact with its React",
            "  compatibility layer) or a prerendered static coming-soon page.",
        ]
    if s['waitlist join']['p99'] >= 100:
        lines += [
            "- **Writes on SQLite.** One writer at a time: write transactions queue for one connection and share",
            "  each WAL fsync (a group commit, `db::Writer`), and every acknowledged write is on disk, as",
            "  `bench/durability.py` checks. The waitlist join's single insert runs outside a transaction on the",
            "  pool with `synchronous=FULL`, one fsync each, and its p99 includes WAL checkpoints. PostgreSQL",
            "  spreads the same load over its connections.",
        ]
    lines += [
        "",
        "## Sign-in cost", "",
        f"argon2id (19 MiB, 2 passes): {r['signin']['rps']:.1f} sign-ins/s on {r['cpus']} cores, "
        f"{r['signin']['per_core']:.1f} per core, so about {r['signin']['ms_per_verify']:.0f} ms of CPU per password verification.",
        "",
        "## School search latency (sequential requests, one client)", "",
        "| data | p50 ms | p99 ms |", "|---|---:|---:|",
        f"| the 207 real programs | {r['search_real']['p50']:.2f} | {r['search_real']['p99']:.2f} |",
        f"| 100,000 synthetic programs | {r['search_100k']['p50']:.2f} | {r['search_100k']['p99']:.2f} |",
        "",
        f"Importing the 100,000-row file took {r['import_100k_s']:.1f} s.",
        "",
        "## Browser (headless Chromium, first visit, gzipped)", "",
        "| route | JavaScript KB | CSS KB | HTML KB |", "|---|---:|---:|---:|",
    ]
    for route, sizes in b.get("routes", {}).items():
        html = f"{sizes['html'] / 1024:.1f}" if "html" in sizes else "n/a"
        lines.append(f"| {route} | {sizes['js'] / 1024:.1f} | {sizes['css'] / 1024:.1f} | {html} |")
    lines += ["", f"Largest Contentful Paint of /landing (median of 5 loads): {lcp:.0f} ms." if lcp else "", ""]
    phone = b.get("phone", {})
    if phone:
        lines += [
            "### Throttled phone (390×844, Slow 4G-like: 150 ms round trips, 1.6 Mbit/s; CPU slowed 4×)", "",
            "| route | scripts | JavaScript KB gzipped | JavaScript KB sent | LCP ms (median of 5) | < 50 KB | LCP < 500 ms |",
            "|---|---:|---:|---:|---:|---|---|",
        ]
        for route, v in phone.items():
            js, lcp_ms = v["js"], v.get("lcpMs")
            lines.append(
                f"| {route} | {js['files']} | {js['gzipBytes'] / 1024:.1f} | {js['transferBytes'] / 1024:.1f} | "
                f"{f'{lcp_ms:.0f}' if lcp_ms is not None else 'n/a'} | {mark(js['gzipBytes'] / 1024, 50)} | {mark(lcp_ms, 500)} |"
            )
        lines.append("")
    with open(os.path.join(ROOT, "docs", "performance.md"), "w") as f:
        f.write("\n".join(lines).rstrip() + "\n")
    athlete_search.splice(athlete_search.section(r["athletes"], DURATION))
    splice_section(hot_path.HEADING, hot_path.section(r["hot_path"]))
    splice_section(pocketbase_peer.HEADING, pocketbase_peer.section(r["pocketbase"]))
    splice_section(saved_search_alerts.HEADING, saved_search_alerts.section(r["saved_search_alerts"]))


if __name__ == "__main__":
    sys.exit(main())
