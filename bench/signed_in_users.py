"""Many signed-in RowRecruit users without paying one argon2 hash per account (about 30 ms each,
ten minutes of CPU for 10,000 sign-ups and sign-ins).

One account is made the normal way, through the API (sign-up, confirmation through the
development mailbox, sign-in). Its rows are then copied in the database, with the server
stopped, for every other user: `users` and `profiles` column by column as they are (so a column
added by a later migration comes along), with a new id and address. Every copy has the same
password hash, so each signs in with the same password at the same cost.

Sessions are copied from the template's own session the same way, with a new id, and a new
random refresh token stored as its SHA-256 (`refresh_tokens.token_hash`), as
`auth::store::create_session` does. The access cookie is what `auth::tokens::sign_access`
makes: `v1.<payload>.<HMAC-SHA256>` over `{"sid","uid","exp"}` with the server's key from
`<data dir>/secret.key`, valid for the server's 15 minutes. The requests themselves then go
through the server's normal authentication; `check` proves it on the template and on a sample
of copies before any load runs. Not copied: the compliance log's sign-up events, which none of
the measured requests reads.
"""

import base64
import hashlib
import hmac
import io
import json
import os
import secrets
import sqlite3
import subprocess
import time
import urllib.request
import uuid

from harness import PASSWORD, Client, signed_in_client

ACCESS_TTL_MS = 15 * 60_000
SESSION_TTL_MS = 30 * 24 * 3_600_000


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def access_token(key, session_id, user_id, exp_ms):
    payload = b64(json.dumps({"sid": session_id, "uid": user_id, "exp": exp_ms}, separators=(",", ":")).encode())
    signature = b64(hmac.new(key, b"v1." + payload.encode(), hashlib.sha256).digest())
    return f"v1.{payload}.{signature}"


def successor(key, token):
    """The refresh token the server hands out in exchange for `token` (auth::tokens::successor_token)."""
    return b64(hmac.new(key, b"refresh-successor." + token.encode(), hashlib.sha256).digest())


def token_hash(token):
    return hashlib.sha256(token.encode()).hexdigest()


class Database:
    """The deployment's database, SQLite (a file) or PostgreSQL (through psql); used with the
    server stopped."""

    def __init__(self, url):
        self.url = url
        self.sqlite = not url.startswith("postgres")
        self.path = url.split("://", 1)[-1].split("?", 1)[0] if self.sqlite else None

    def scalar(self, sql):
        if self.sqlite:
            with sqlite3.connect(self.path, timeout=30) as conn:
                row = conn.execute(sql).fetchone()
                return row[0] if row else None
        out = subprocess.run(["psql", "-qAtX", self.url, "-c", sql], capture_output=True, text=True, check=True).stdout
        return out.strip() or None

    def execute(self, sql):
        """Runs a statement that returns nothing (committed, as `scalar` commits)."""
        self.scalar(sql)

    def columns(self, table):
        if self.sqlite:
            with sqlite3.connect(self.path, timeout=30) as conn:
                return [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
        out = subprocess.run(["psql", "-qAtX", self.url, "-c",
                              f"SELECT column_name FROM information_schema.columns WHERE table_name = '{table}' "
                              "AND table_schema = current_schema() ORDER BY ordinal_position"],
                             capture_output=True, text=True, check=True).stdout
        return out.split()

    def clone(self, table, key, template, rows):
        """Inserts a copy of the row of `table` whose `key` is `template` for each of `rows`
        (dicts of the same columns), with those columns replaced."""
        if not rows:
            return
        changed = list(rows[0])
        columns = self.columns(table)
        select = ", ".join(f"n.{c}" if c in changed else f"t.{c}" for c in columns)
        insert = (f"INSERT INTO {table} ({', '.join(columns)}) SELECT {select} FROM {table} t, bench_clone n "
                  f"WHERE t.{key} = '{template}'")
        if self.sqlite:
            conn = sqlite3.connect(self.path, timeout=30)
            try:
                with conn:
                    conn.execute(f"CREATE TEMP TABLE bench_clone ({', '.join(changed)})")
                    conn.executemany(f"INSERT INTO bench_clone VALUES ({', '.join('?' * len(changed))})",
                                     [[r[c] for c in changed] for r in rows])
                    conn.execute(insert)
                    conn.execute("DROP TABLE bench_clone")
            finally:
                conn.close()
            return
        script = io.StringIO()
        script.write("BEGIN;\n")
        script.write(f"CREATE TEMP TABLE bench_clone AS SELECT {', '.join(changed)} FROM {table} WHERE false;\n")
        script.write(f"COPY bench_clone ({', '.join(changed)}) FROM STDIN;\n")
        for r in rows:
            script.write("\t".join("\\N" if r[c] is None else str(r[c]) for c in changed) + "\n")
        script.write("\\.\n")
        script.write(insert + ";\nCOMMIT;\nANALYZE;\n")
        subprocess.run(["psql", "-qX", "-v", "ON_ERROR_STOP=1", self.url], input=script.getvalue(), text=True,
                       check=True, stdout=subprocess.DEVNULL)


class SignedInUsers:
    """Confirmed student accounts of one deployment, and the means to give each a signed-in
    session. The template is made through `server`, which must be running; `seed` and
    `sign_in_all` write the database directly and need it stopped."""

    def __init__(self, server, database_url):
        self.base = server.base
        self.db = Database(database_url)
        self.key = base64.b64decode(open(os.path.join(server.dir, "secret.key")).read().strip())
        client, email = signed_in_client(server)
        self.template_client = client
        self.template_email = email
        session = client.call("GET", "/api/auth/session")
        self.template_id = session["user"]["id"]
        self.template_session = self.db_session_of(self.template_id)
        self.users = []  # (id, email)

    def db_session_of(self, user_id):
        return self.db.scalar(f"SELECT id FROM sessions WHERE user_id = '{user_id}' ORDER BY created_at DESC LIMIT 1")

    def seed(self, count):
        """Copies the template account and profile `count` times; the server must be stopped."""
        now = int(time.time() * 1000)
        tag = uuid.uuid4().hex[:6]
        users = [(str(uuid.uuid4()), f"bench-{tag}-{i}@example.com") for i in range(count)]
        self.db.clone("users", "id", self.template_id,
                      [{"id": uid, "email": email, "created_at": now, "updated_at": now} for uid, email in users])
        self.db.clone("profiles", "id", self.template_id,
                      [{"id": uid, "email": email, "created_at": now, "updated_at": now} for uid, email in users])
        self.users = users

    def sign_in_all(self):
        """A new session for every user, as a sign-in with "remember me" opens it; the server
        must be stopped. Returns [(user id, email, session id, refresh token)]."""
        now = int(time.time() * 1000)
        sessions = [(uid, email, str(uuid.uuid4()), secrets.token_urlsafe(32)) for uid, email in self.users]
        self.db.clone("sessions", "id", self.template_session,
                      [{"id": sid, "user_id": uid, "created_at": now, "expires_at": now + SESSION_TTL_MS,
                        "revoked_at": None} for uid, _, sid, _ in sessions])
        template_token = self.db.scalar(f"SELECT token_hash FROM refresh_tokens WHERE session_id = '{self.template_session}' LIMIT 1")
        self.db.clone("refresh_tokens", "token_hash", template_token,
                      [{"token_hash": token_hash(tok), "session_id": sid, "created_at": now}
                       for _, _, sid, tok in sessions])
        return sessions

    def access_cookie(self, session_id, user_id):
        exp = int(time.time() * 1000) + ACCESS_TTL_MS
        return access_token(self.key, session_id, user_id, exp)

    def check(self, server, sessions, sample=3):
        """Proves, through the running server's normal authentication, that minted cookies and
        refresh tokens are what the server itself issues; raises otherwise."""
        client = self.template_client.at(server.base)
        # The template's real refresh cookie rotates to the successor computed here.
        refresh = client.cookie("rr_refresh")
        client.call("POST", "/api/auth/refresh")
        if client.cookie("rr_refresh") != successor(self.key, refresh):
            raise RuntimeError("the server's refresh successor is not the one the benchmark computes")
        for uid, _, sid, _ in sessions[:: max(1, len(sessions) // sample)][:sample]:
            request = urllib.request.Request(server.base + "/api/profile")
            request.add_header("Cookie", f"rr_access={self.access_cookie(sid, uid)}")
            with urllib.request.urlopen(request, timeout=10) as response:
                if json.loads(response.read())["id"] != uid:
                    raise RuntimeError("a minted access cookie did not read its own user's profile")
        anyone = Client(server.base)
        anyone.call("POST", "/api/auth/login", {"email": sessions[0][1], "password": PASSWORD})
        if anyone.call("GET", "/api/auth/session")["user"]["id"] != sessions[0][0]:
            raise RuntimeError("a copied account did not sign in with the template's password")
