"""Scale-out on PostgreSQL. Two server instances share one database and one signing key, as two
instances behind a load balancer would, and deliver mail to a real SMTP capture. Sign in on one,
use and refresh the session on the other, sign out everywhere on one and be refused on the other;
every email of a burst of sign-ups split across both instances is delivered exactly once.
Prints what it counted and exits non-zero if any rule was broken.

    python3 bench/scale_out.py   (./scripts/reliability runs it)
"""

import base64
import glob
import json
import os
import re
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
from collections import Counter

from harness import PASSWORD, ROOT, Client, Server, postgres_url

SIGNUPS = int(os.environ.get("SCALE_OUT_SIGNUPS", "40"))
ADULT = {"role": "student", "birthDate": "1990-04-02", "userState": "NY"}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def captured(folder):
    messages = []
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(path, encoding="utf-8") as f:
            messages.append(json.load(f))
    return messages


def status_of(call):
    try:
        call()
        return 200
    except urllib.error.HTTPError as error:
        return error.code


def main():
    python = os.path.join(ROOT, ".tmp", "venv", "bin", "python")
    mail_dir = tempfile.mkdtemp(prefix="rowrecruit-scale-out-mail-")
    smtp_port = free_port()
    smtp = subprocess.Popen([python, os.path.join(ROOT, "scripts", "smtp_capture.py"), "--port", str(smtp_port),
                             "--dir", mail_dir], stdout=subprocess.DEVNULL)
    shared = {
        "ROWRECRUIT_SECRET_KEY": base64.b64encode(secrets.token_bytes(32)).decode(),
        "SMTP_URL": f"smtp://127.0.0.1:{smtp_port}",
        "ROWRECRUIT_LOG": "error",
        # The burst of sign-ups comes from one address.
        "ROWRECRUIT_RATE_LIMIT_SCALE": "1000",
    }
    database = postgres_url("rowrecruit_scale_out")
    servers = []
    failures = []
    try:
        time.sleep(1)
        servers = [Server(8195, database_url=database, extra=shared), Server(8196, database_url=database, extra=shared)]
        a, b = servers

        # A burst of sign-ups, alternating between the instances; both mail workers run.
        browser = Client(a.base)
        addresses = [f"scale-{i}-{secrets.token_hex(4)}@example.com" for i in range(SIGNUPS)]
        for i, email in enumerate(addresses):
            browser.at((a, b)[i % 2].base).call("POST", "/api/auth/signup",
                                                {"email": email, "password": PASSWORD, "data": ADULT})
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and len(captured(mail_dir)) < SIGNUPS:
            time.sleep(0.5)
        time.sleep(5)  # time for any duplicate to arrive
        per_recipient = Counter(to for m in captured(mail_dir) for to in m["to"])
        once = sum(1 for e in addresses if per_recipient[e] == 1)
        twice = sum(1 for e in addresses if per_recipient[e] > 1)
        missing = sum(1 for e in addresses if per_recipient[e] == 0)

        # One account: confirmed, signed in on A, used and refreshed on B, signed out on A.
        email = addresses[0]
        mail = next(m for m in captured(mail_dir) if email in m["to"])
        token = re.search(r"#token=([A-Za-z0-9_-]+)", mail["data"].replace("=\r\n", "").replace("=3D", "=")).group(1)
        user = Client(a.base)
        user.call("POST", "/api/auth/confirm", {"token": token})
        user.call("POST", "/api/auth/login", {"email": email, "password": PASSWORD, "remember": True})
        on_b = user.at(b.base)
        session_on_b = (on_b.call("GET", "/api/auth/session") or {}).get("user") or {}
        profile_on_b = status_of(lambda: on_b.call("GET", "/api/profile"))
        refresh_on_b = status_of(lambda: on_b.call("POST", "/api/auth/refresh"))
        profile_on_a_after_refresh = status_of(lambda: user.call("GET", "/api/profile"))
        logout_on_a = status_of(lambda: user.call("POST", "/api/auth/logout"))
        # A stolen copy of the cookies is refused too: the sessions themselves have ended.
        profile_on_b_after = status_of(lambda: on_b.call("GET", "/api/profile"))
        refresh_on_b_after = status_of(lambda: on_b.call("POST", "/api/auth/refresh"))

        print(f"scale-out on PostgreSQL: instances {a.base} and {b.base}, one database, one signing key")
        print(f"  mail: {SIGNUPS} sign-ups split across both; delivered once {once}, more than once {twice}, "
              f"missing {missing}")
        print(f"  signed in on A; on B: session user {session_on_b.get('email') == email}, profile {profile_on_b}, "
              f"refresh {refresh_on_b}; on A after B refreshed: profile {profile_on_a_after_refresh}")
        print(f"  signed out on A ({logout_on_a}); on B afterwards: profile {profile_on_b_after}, "
              f"refresh {refresh_on_b_after}")
        if once != SIGNUPS:
            failures.append("not every email was delivered exactly once")
        if session_on_b.get("email") != email or profile_on_b != 200 or refresh_on_b != 200:
            failures.append("the session did not work on the other instance")
        if profile_on_a_after_refresh != 200:
            failures.append("the refreshed session did not work back on the first instance")
        if profile_on_b_after != 401 or refresh_on_b_after not in (400, 401):
            failures.append("the other instance still accepted the session after sign-out")
    finally:
        for server in servers:
            server.stop()
        smtp.terminate()
        smtp.wait()
    print("  every rule held" if not failures else "  FAILED: " + "; ".join(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
