"""What the benchmark and reliability scripts share: the release server as a child process,
a browser-like API client, accounts confirmed through the development mailbox, and fresh
PostgreSQL databases."""

import http.cookiejar
import json
import os
import re
import subprocess
import tempfile
import time
import urllib.request
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "rowrecruit")
WEB = os.path.join(ROOT, "web", "dist")
PASSWORD = "Bench-erg-6:30.0"
PG_ADMIN = os.environ.get("TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/postgres")


class Server:
    def __init__(self, port, database_url=None, extra=None, data_dir=None, prefix=None):
        self.port = port
        # A command the server runs under, e.g. ["taskset", "-c", "0"] to pin it to one core.
        self.prefix = list(prefix or [])
        self.base = f"http://127.0.0.1:{port}"
        self.dir = data_dir or tempfile.mkdtemp(prefix="rowrecruit-bench-")
        env = dict(os.environ)
        env.update({
            "ROWRECRUIT_BIND": f"127.0.0.1:{port}",
            "ROWRECRUIT_DATA_DIR": self.dir,
            "ROWRECRUIT_WEB_DIR": WEB,
            "ROWRECRUIT_PUBLIC_URL": self.base,
            "ROWRECRUIT_LOG": "warn",
            "ROWRECRUIT_RATE_LIMIT_SCALE": "1000000",
            # Accounts are confirmed through the development mailbox.
            "ROWRECRUIT_DEV_MAILBOX": "on",
        })
        if database_url:
            env["DATABASE_URL"] = database_url
        env.update(extra or {})
        self.env = env
        self.start()

    def start(self):
        self.proc = subprocess.Popen(self.prefix + [BIN, "serve"], env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(300):
            try:
                urllib.request.urlopen(self.base + "/api/health", timeout=1)
                return
            except Exception:
                time.sleep(0.1)
        raise RuntimeError("server did not start")

    def kill(self):
        """kill -9: no shutdown, no flush; whatever the database has not made durable is gone."""
        self.proc.kill()
        self.proc.wait()

    def peak_rss_mb(self):
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return None

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=20)


class Client:
    """A browser-like client: cookie jar, CSRF header, JSON."""

    def __init__(self, base):
        self.base = base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.opener.open(base + "/api/health").read()

    def at(self, base):
        """The same browser (same cookies) talking to another instance behind the same balancer."""
        other = Client.__new__(Client)
        other.base, other.jar, other.opener = base, self.jar, self.opener
        return other

    def cookie(self, name):
        return next((c.value for c in self.jar if c.name == name), None)

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        request.add_header("Origin", self.base)
        request.add_header("X-CSRF-Token", self.cookie("rr_csrf") or "")
        with self.opener.open(request) as response:
            text = response.read().decode()
            return json.loads(text) if text else None


def signed_in_client(server):
    """Signs up, confirms through the development mailbox, and signs in."""
    client = Client(server.base)
    email = f"bench-{uuid.uuid4().hex[:8]}@example.com"
    client.call("POST", "/api/auth/signup", {"email": email, "password": PASSWORD,
                                             "data": {"role": "student", "birthDate": "1990-04-02", "userState": "NY"}})
    mail = next(m for m in client.call("GET", "/api/dev/mailbox") if m["to"] == email)
    token = re.search(r"#token=([A-Za-z0-9_-]+)", mail["text"]).group(1)
    client.call("POST", "/api/auth/confirm", {"token": token})
    client.call("POST", "/api/auth/login", {"email": email, "password": PASSWORD, "remember": True})
    return client, email


def splice_section(heading, lines):
    """Replaces (or adds at the end) the section of docs/performance.md that starts with the
    level-2 `heading`, up to the next level-2 heading."""
    path = os.path.join(ROOT, "docs", "performance.md")
    text = open(path).read() if os.path.exists(path) else "# Performance\n"
    block = "\n".join(lines).rstrip("\n")
    pattern = re.compile(r"^" + re.escape(heading) + r"\n.*?(?=\n## (?!#)|\Z)", re.S | re.M)
    if pattern.search(text):
        text = pattern.sub(lambda _: block + "\n", text)
    else:
        text = text.rstrip() + "\n\n" + block
    with open(path, "w") as f:
        f.write(text.rstrip() + "\n")


def postgres_url(name):
    """A fresh, empty database on the local PostgreSQL server."""
    quiet = dict(os.environ, PGOPTIONS="-c client_min_messages=warning")
    subprocess.run(["psql", PG_ADMIN, "-qc", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"], check=True, env=quiet)
    subprocess.run(["psql", PG_ADMIN, "-qc", f"CREATE DATABASE {name}"], check=True, env=quiet)
    return PG_ADMIN.rsplit("/", 1)[0] + "/" + name
