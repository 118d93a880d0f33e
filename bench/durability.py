"""Durability under kill -9. Writers sign up, save profiles and join the waitlist while the
server is killed with SIGKILL and restarted, again and again. Afterwards every write the server
acknowledged (a 2xx answer) must be in the database. Prints writes acknowledged / found for each
kind and exits non-zero if any acknowledged write is missing.

    python3 bench/durability.py sqlite|postgres   (./scripts/reliability runs both)
"""

import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.error
import uuid

from harness import PASSWORD, Client, Server, postgres_url, signed_in_client

KILLS = int(os.environ.get("DURABILITY_KILLS", "5"))
SECONDS_BETWEEN_KILLS = float(os.environ.get("DURABILITY_INTERVAL", "3"))
WRITERS_PER_KIND = 2
ADULT = {"role": "student", "birthDate": "1990-04-02", "userState": "NY"}
# Sign-ups come from one address, far faster than a person signs up.
RATE_LIMIT_SCALE = "1000"


class Ledger:
    """What the server acknowledged, per kind."""

    def __init__(self):
        self.lock = threading.Lock()
        self.signups = set()
        self.waitlist = set()
        self.profiles = {}  # email -> highest acknowledged save number
        self.profile_saves = 0
        self.attempts = 0
        self.failed = 0
        self.refused = {}  # HTTP status -> count: answered, but not with a 2xx

    def note(self, ok):
        with self.lock:
            self.attempts += 1
            if not ok:
                self.failed += 1

    def note_refused(self, status):
        with self.lock:
            self.attempts += 1
            self.refused[status] = self.refused.get(status, 0) + 1


def attempt(ledger, call):
    """One write; a refused connection or a reset (the server was killed) is simply not acknowledged.
    An answer that is not a 2xx is counted by status: the server refused the write."""
    try:
        call()
        ledger.note(True)
        return True
    except urllib.error.HTTPError as error:
        ledger.note_refused(error.code)
        return False
    except (urllib.error.URLError, ConnectionError, TimeoutError, OSError, json.JSONDecodeError):
        ledger.note(False)
        time.sleep(0.05)
        return False


def signup_body(email):
    return {"email": email, "password": PASSWORD, "data": ADULT}


def waitlist_body(email):
    return {"email": email, "source": "durability"}


def new_address_writer(server, ledger, stop, path, body_for, acknowledged):
    """Writes with a fresh address each time (sign-ups, waitlist joins) and notes the acknowledged ones."""
    client = None
    while not stop.is_set():
        try:
            client = client or Client(server.base)
        except OSError:
            time.sleep(0.05)
            continue
        email = f"durable-{uuid.uuid4().hex[:12]}@example.com"
        if attempt(ledger, lambda: client.call("POST", path, body_for(email))):
            with ledger.lock:
                acknowledged.add(email)


def profile_writer(server, ledger, stop, client, email):
    number = 0
    while not stop.is_set():
        number += 1
        body = {"fullName": "Durable Rower", "gradYear": time.localtime().tm_year + 1, "hometown": f"Save {number}"}
        if attempt(ledger, lambda: client.call("PUT", "/api/profile", body)):
            with ledger.lock:
                ledger.profiles[email] = number
                ledger.profile_saves += 1


def stored(server, backend):
    """Reads back what the database holds, directly, with the server stopped."""
    queries = {
        "users": "SELECT email FROM users",
        "waitlist": "SELECT email FROM waitlist",
        "profiles": "SELECT email, hometown FROM profiles WHERE hometown LIKE 'Save %'",
    }
    result = {}
    if backend == "sqlite":
        db = sqlite3.connect(os.path.join(server.dir, "rowrecruit.db"))
        for name, sql in queries.items():
            result[name] = db.execute(sql).fetchall()
        db.close()
    else:
        for name, sql in queries.items():
            out = subprocess.run(["psql", server.env["DATABASE_URL"], "-AtF", "\t", "-c", sql],
                                 capture_output=True, text=True, check=True).stdout
            result[name] = [tuple(line.split("\t")) for line in out.splitlines() if line]
    return result


def main():
    backend = sys.argv[1] if len(sys.argv) > 1 else "sqlite"
    database_url = postgres_url("rowrecruit_durability") if backend == "postgres" else None
    server = Server(8193, database_url=database_url,
                    extra={"ROWRECRUIT_LOG": "error", "ROWRECRUIT_RATE_LIMIT_SCALE": RATE_LIMIT_SCALE})
    ledger = Ledger()
    stop = threading.Event()
    accounts = [signed_in_client(server) for _ in range(WRITERS_PER_KIND)]
    threads = []
    for _ in range(WRITERS_PER_KIND):
        threads.append(threading.Thread(target=new_address_writer,
                                        args=(server, ledger, stop, "/api/auth/signup", signup_body, ledger.signups)))
        threads.append(threading.Thread(target=new_address_writer,
                                        args=(server, ledger, stop, "/api/waitlist", waitlist_body, ledger.waitlist)))
    for client, email in accounts:
        threads.append(threading.Thread(target=profile_writer, args=(server, ledger, stop, client, email)))
    for t in threads:
        t.start()
    try:
        for round_ in range(KILLS):
            time.sleep(SECONDS_BETWEEN_KILLS)
            server.kill()
            print(f"kill -9 #{round_ + 1}: {ledger.attempts} writes tried so far", flush=True)
            server.start()
        time.sleep(SECONDS_BETWEEN_KILLS)
    finally:
        stop.set()
        for t in threads:
            t.join(timeout=30)
        server.kill()

    held = stored(server, backend)
    users = {row[0] for row in held["users"]}
    waitlist = {row[0] for row in held["waitlist"]}
    profiles = {row[0]: int(row[1].split()[1]) for row in held["profiles"]}
    lost_signups = ledger.signups - users
    lost_waitlist = ledger.waitlist - waitlist
    # A later save may have reached the database without its answer reaching us; never an earlier one.
    lost_profiles = {e: n for e, n in ledger.profiles.items() if profiles.get(e, 0) < n}
    rows = [
        ("sign-ups", len(ledger.signups), len(ledger.signups) - len(lost_signups)),
        ("waitlist joins", len(ledger.waitlist), len(ledger.waitlist) - len(lost_waitlist)),
        (f"profile saves ({ledger.profile_saves} in all; the latest of each account is checked)",
         len(ledger.profiles), len(ledger.profiles) - len(lost_profiles)),
    ]
    print(f"\ndurability on {backend}: {KILLS} kill -9 restarts, {ledger.attempts} writes tried, "
          f"{ledger.failed} unanswered (server down)")
    for name, acknowledged, found in rows:
        print(f"  {name}: acknowledged {acknowledged}, found {found}")
    if ledger.refused:
        print("  refused: " + ", ".join(f"{n}× {code}" for code, n in sorted(ledger.refused.items())))
    lost = len(lost_signups) + len(lost_waitlist) + len(lost_profiles)
    print("  every acknowledged write survived" if lost == 0 else f"  LOST {lost} acknowledged writes")
    # A kind with nothing acknowledged, or a write refused as invalid, means the check itself is broken.
    untested = [name for name, acknowledged, _ in rows if acknowledged == 0]
    invalid = {code: n for code, n in ledger.refused.items() if code not in (429, 503)}
    if untested:
        print("  NOTHING ACKNOWLEDGED for: " + "; ".join(untested))
    if invalid:
        print(f"  WRITES REFUSED AS INVALID: {invalid}")
    return 1 if lost or untested or invalid else 0


if __name__ == "__main__":
    sys.exit(main())
