"""Database outage. The server runs on a PostgreSQL cluster of its own (so the machine's main
cluster is left alone), under a steady load of profile reads and waitlist joins. The cluster is
stopped for a while and started again. During the outage every API answer must be a 503 in the
error shape, /api/ready must fail while /api/health answers, and the server must not exit; once
the database is back it must recover by itself. Every phase is judged, the shutdown itself
included: before it only 200, while the cluster stops or starts 200 or 503, never a 500 or no
answer. Prints the answers counted in each phase and exits non-zero if any rule was broken.

    python3 bench/outage.py   (./scripts/reliability runs it)
"""

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections import Counter

from harness import Server, signed_in_client

PORT = int(os.environ.get("OUTAGE_PG_PORT", "5499"))
OUTAGE_SECONDS = float(os.environ.get("OUTAGE_SECONDS", "10"))


class Cluster:
    """A throw-away PostgreSQL cluster on its own port."""

    def __init__(self):
        self.bin = sorted(glob.glob("/usr/lib/postgresql/*/bin"))[-1]
        self.dir = tempfile.mkdtemp(prefix="rowrecruit-outage-pg-")
        self.as_owner = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self.as_owner:
            shutil.chown(self.dir, "postgres", "postgres")
        self.run("initdb", "-D", self.dir, "-A", "trust", "-U", "postgres", "--no-sync")
        self.start()

    def run(self, tool, *args):
        subprocess.run(self.as_owner + [os.path.join(self.bin, tool), *args], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def start(self):
        options = f"-p {PORT} -k {self.dir} -c listen_addresses=127.0.0.1"
        self.run("pg_ctl", "-D", self.dir, "-o", options, "-l", os.path.join(self.dir, "log"), "-w", "start")

    def stop(self):
        self.run("pg_ctl", "-D", self.dir, "-m", "fast", "-w", "stop")

    def remove(self):
        try:
            self.stop()
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.dir, ignore_errors=True)


def get_status(url, cookie_client=None):
    """(status, parsed body or None); status 0 when no answer came at all."""
    opener = cookie_client.opener if cookie_client else urllib.request.build_opener()
    try:
        with opener.open(url, timeout=10) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        try:
            return error.code, json.loads(error.read() or b"null")
        except json.JSONDecodeError:
            return error.code, None
    except (urllib.error.URLError, OSError):
        return 0, None


def in_error_shape(body):
    error = body.get("error") if isinstance(body, dict) else None
    return isinstance(error, dict) and isinstance(error.get("code"), str) and isinstance(error.get("message"), str)


def main():
    cluster = Cluster()
    server = None
    failures = []
    try:
        url = f"postgres://postgres@127.0.0.1:{PORT}/postgres"
        server = Server(8194, database_url=url, extra={"ROWRECRUIT_LOG": "error"})
        client, _ = signed_in_client(server)
        # Every answer: (sent at, answered at, status, in the error shape or not an error).
        answers = []
        stop = threading.Event()

        def record(sent, status, body):
            answers.append((sent, time.monotonic(), status, status < 400 or in_error_shape(body)))

        def load():
            while not stop.is_set():
                sent = time.monotonic()
                status, body = get_status(server.base + "/api/profile", client)
                record(sent, status, body)
                sent = time.monotonic()
                try:
                    client.call("POST", "/api/waitlist", {"email": f"outage-{uuid.uuid4().hex[:10]}@example.com"})
                    record(sent, 200, None)
                except urllib.error.HTTPError as error:
                    record(sent, error.code, json.loads(error.read() or b"null"))
                except (urllib.error.URLError, OSError):
                    record(sent, 0, None)

        workers = [threading.Thread(target=load) for _ in range(4)]
        for w in workers:
            w.start()
        time.sleep(3)

        # A fast shutdown ends the statements in flight: the requests answered meanwhile count too.
        stopping_at = time.monotonic()
        cluster.stop()
        stopped_at = time.monotonic()
        time.sleep(1)
        ready_during, _ = get_status(server.base + "/api/ready")
        health_during, _ = get_status(server.base + "/api/health")
        time.sleep(max(0, OUTAGE_SECONDS - (time.monotonic() - stopped_at)))

        # The database accepts connections before pg_ctl returns: the outage ends when the start begins.
        back_at = time.monotonic()
        cluster.start()
        recovered_at = None
        while time.monotonic() - back_at < 60:
            status, _ = get_status(server.base + "/api/profile", client)
            if status == 200:
                recovered_at = time.monotonic()
                break
            time.sleep(0.2)
        time.sleep(3)
        stop.set()
        for w in workers:
            w.join(timeout=30)
        ready_after, _ = get_status(server.base + "/api/ready")
        alive = server.proc.poll() is None

        def phase(sent, answered):
            if answered < stopping_at:
                return "before"
            if sent >= stopped_at + 0.5 and answered < back_at:
                return "outage"
            if recovered_at is not None and sent >= recovered_at:
                return "after"
            return "spanning"  # around a change (the shutdown, the restart): any of 200 or 503

        counts = {name: Counter() for name in ("before", "outage", "spanning", "after")}
        bad_shape = Counter()
        outage_latency = []
        for sent, answered, status, shaped in answers:
            name = phase(sent, answered)
            counts[name][status] += 1
            bad_shape[name] += 0 if shaped else 1
            if name == "outage":
                outage_latency.append(answered - sent)

        print(f"database outage on PostgreSQL: cluster stopped for {OUTAGE_SECONDS:.0f} s under 4 clients")
        for name in ("before", "outage", "spanning", "after"):
            listed = ", ".join(f"{status or 'no answer'}: {n}" for status, n in sorted(counts[name].items()))
            print(f"  {name:<8} {listed or '-'}   (errors not in the error shape: {bad_shape[name]})")
        if outage_latency:
            print(f"  a request during the outage waited {max(outage_latency):.1f} s at most for its 503 "
                  "(the connection pool's acquire time-out)")
        print(f"  during the outage: /api/ready {ready_during}, /api/health {health_during}")
        print(f"  answers 200 again {recovered_at - back_at:.1f} s after the database returned" if recovered_at
              else "  did NOT recover within 60 s")
        print(f"  /api/ready afterwards {ready_after}; server process {'still running' if alive else 'EXITED'}")

        allowed = {"before": {200}, "outage": {503}, "spanning": {200, 503}, "after": {200, 503}}
        for name, statuses in allowed.items():
            if set(counts[name]) - statuses:
                failures.append(f"{name}: answers other than {sorted(statuses)}: {dict(counts[name])}")
        if counts["outage"][503] == 0:
            failures.append("no 503 during the outage")
        if any(bad_shape.values()):
            failures.append("error answers outside the error shape")
        if ready_during != 503 or health_during != 200:
            failures.append("/api/ready must fail and /api/health answer during the outage")
        if recovered_at is None or ready_after != 200:
            failures.append("no recovery after the database returned")
        if not alive:
            failures.append("the server exited")
    finally:
        if server:
            server.stop()
        cluster.remove()
    print("  every rule held" if not failures else "  FAILED: " + "; ".join(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
