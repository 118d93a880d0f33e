"""Writes plausible athletes (accounts, recruiting profiles and erg logs) into a migrated
RowRecruit database, for the athlete search benchmark.

    python3 bench/seed_athletes.py --count 100000 DATABASE_URL

DATABASE_URL is `sqlite://path` (as the server takes it) or `postgres://…`. The mix: grad years
over five classes, both squads, every state, heights, GPAs and test scores, a visibility mix
(about a fifth private), some minors whose parent has not decided (hidden from coaches), and
one to five erg tests each (2k, 6k and others). Rows go in batches inside one transaction:
SQLite through the sqlite3 module, PostgreSQL through psql's COPY."""

import argparse
import datetime
import io
import json
import os
import random
import subprocess
import sys
import time
import uuid

STATES = ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS",
          "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC",
          "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY"]
FIRST = ["Ava", "Ben", "Cleo", "Dev", "Emma", "Finn", "Grace", "Hugo", "Iris", "Jack", "Kai", "Lena", "Max",
         "Nora", "Owen", "Pia", "Quinn", "Rosa", "Sam", "Tess", "Uma", "Vik", "Wren", "Yara", "Zane"]
LAST = ["Adams", "Baker", "Chen", "Diaz", "Evans", "Fischer", "Garcia", "Hughes", "Ito", "Jensen", "Kim",
        "Lopez", "Murphy", "Nguyen", "Olsen", "Patel", "Reyes", "Smith", "Turner", "Walsh"]
CLUBS = ["Saratoga Rowing", "Pocock Rowing Center", "Marin Rowing", "Y Rowing", "Community Rowing",
         "Oak Ridge Rowing", "Capital Crew", "Lake Washington Rowing", "Riverside Boat Club", "Austin Rowing"]
SCHOOL_WORDS = ["Lincoln", "Washington", "Central", "Lakeside", "Northfield", "Westview", "Ridge", "Valley"]
DIVISIONS = ["I", "II", "III", "club"]
USER_COLUMNS = ["id", "email", "password_hash", "role", "metadata", "email_confirmed_at", "created_at",
                "updated_at", "consent_status"]
PROFILE_COLUMNS = ["id", "email", "user_role", "full_name", "grad_year", "gpa", "sat_score", "act_score",
                   "height_feet", "height_inches", "weight", "erg_2k_tenths", "erg_6k_tenths", "high_school",
                   "club_team", "squad", "weight_class", "side", "coxswain", "target_divisions", "headline",
                   "visibility", "home_state", "best_2k_tenths", "best_6k_tenths", "listed_at", "created_at",
                   "updated_at"]
ERG_COLUMNS = ["id", "user_id", "piece", "tenths", "meters", "test_date", "stroke_rate", "created_at", "updated_at"]
# Not a usable password: seeded athletes are never signed in.
HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VlZGVkYXRobGV0ZQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"


def athletes(count, seed):
    rng = random.Random(seed)
    now = int(time.time() * 1000)
    year = datetime.date.today().year
    today = datetime.date.today()
    for i in range(count):
        uid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
        email = f"athlete{i}@seed.rowrecruit.test"
        squad = rng.choice(["womens", "mens"])
        coxswain = rng.random() < 0.08
        minor = rng.random() < 0.35
        consent = ("pending" if rng.random() < 0.3 else "approved") if minor else "not_required"
        visibility = rng.choices(["private", "coaches", "link"], [20, 60, 20])[0]
        men = squad == "mens"
        base_2k = rng.gauss(400 if men else 460, 25) * 10  # tenths
        base_2k = int(min(max(base_2k, 3300), 7100))
        tests, log_2k, log_6k = [], [], []
        if not coxswain:
            for _ in range(rng.randint(1, 5)):
                piece = rng.choices(["2k", "6k", "5k", "30min"], [50, 30, 10, 10])[0]
                date = (today - datetime.timedelta(days=rng.randint(0, 700))).isoformat()
                created = now - rng.randint(0, 700) * 86_400_000
                tenths, meters = None, None
                if piece == "2k":
                    tenths = base_2k + rng.randint(-40, 120)
                    log_2k.append(tenths)
                elif piece == "6k":
                    tenths = min(int(base_2k * 3.3) + rng.randint(-100, 300), 23_900)
                    log_6k.append(tenths)
                elif piece == "5k":
                    tenths = min(int(base_2k * 2.7) + rng.randint(-100, 300), 19_100)
                else:
                    meters = rng.randint(6500, 8500)
                tests.append([str(uuid.UUID(int=rng.getrandbits(128), version=4)), uid, piece, tenths, meters, date,
                              rng.randint(18, 34), created, created])
        own_2k = base_2k + rng.randint(0, 80) if not coxswain and rng.random() < 0.5 else None
        own_6k = min(int(base_2k * 3.3) + rng.randint(0, 200), 23_900) if own_2k and rng.random() < 0.5 else None
        height = rng.randint(62, 70) if coxswain else int(rng.gauss(74 if men else 69, 3))
        height = min(max(height, 58), 83)
        weight = rng.randint(100, 130) if coxswain else int(rng.gauss(185 if men else 150, 15))
        light = (weight < 150) if men else (weight < 130)
        updated = now - rng.randint(0, 365) * 86_400_000
        first, last = rng.choice(FIRST), rng.choice(LAST)
        profile = [
            uid, email, "student", f"{first} {last} {i}", year + rng.randint(0, 4),
            round(rng.uniform(2.6, 4.0), 2) if rng.random() < 0.9 else None,
            rng.randrange(900, 1601, 10) if rng.random() < 0.6 else None,
            rng.randint(18, 36) if rng.random() < 0.4 else None,
            height // 12, height % 12, weight, own_2k, own_6k,
            f"{rng.choice(SCHOOL_WORDS)} High School {i % 3000}", rng.choice(CLUBS) if rng.random() < 0.8 else None,
            squad, "lightweight" if light else "openweight", None if coxswain else rng.choice(["port", "starboard", "both"]),
            1 if coxswain else 0,
            json.dumps(sorted(rng.sample(DIVISIONS, rng.randint(1, 3)), key=DIVISIONS.index)),
            f"{'Coxswain' if coxswain else 'Rower'}, class of {year}", visibility, rng.choice(STATES),
            min(log_2k) if log_2k else own_2k, min(log_6k) if log_6k else own_6k,
            updated if visibility != "private" else None, updated - 86_400_000, updated,
        ]
        metadata = json.dumps({"role": "student", "birth_date": f"{year - (16 if minor else 19)}-05-01", "user_state": profile[22]})
        user = [uid, email, HASH, "student", metadata, updated, updated - 86_400_000, updated, consent]
        yield user, profile, tests


def seed_sqlite(path, count, seed):
    import sqlite3
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=OFF")
    batch_u, batch_p, batch_e = [], [], []

    def flush():
        conn.executemany(f"INSERT INTO users ({', '.join(USER_COLUMNS)}) VALUES ({', '.join('?' * len(USER_COLUMNS))})", batch_u)
        conn.executemany(f"INSERT INTO profiles ({', '.join(PROFILE_COLUMNS)}) VALUES ({', '.join('?' * len(PROFILE_COLUMNS))})", batch_p)
        conn.executemany(f"INSERT INTO erg_tests ({', '.join(ERG_COLUMNS)}) VALUES ({', '.join('?' * len(ERG_COLUMNS))})", batch_e)
        batch_u.clear(), batch_p.clear(), batch_e.clear()

    with conn:
        for user, profile, tests in athletes(count, seed):
            batch_u.append(user)
            batch_p.append(profile)
            batch_e.extend(tests)
            if len(batch_u) >= 5000:
                flush()
        flush()
    conn.execute("ANALYZE")
    conn.close()


def copy_text(rows):
    out = io.StringIO()
    for row in rows:
        out.write("\t".join("\\N" if v is None else str(v).replace("\\", "\\\\").replace("\t", " ") for v in row))
        out.write("\n")
    return out.getvalue()


def seed_postgres(url, count, seed):
    users, profiles, tests = [], [], []
    for user, profile, erg in athletes(count, seed):
        users.append(user)
        profiles.append(profile)
        tests.extend(erg)
    script = io.StringIO()
    script.write("BEGIN;\n")
    for table, columns, rows in (("users", USER_COLUMNS, users), ("profiles", PROFILE_COLUMNS, profiles),
                                 ("erg_tests", ERG_COLUMNS, tests)):
        script.write(f"COPY {table} ({', '.join(columns)}) FROM STDIN;\n")
        script.write(copy_text(rows))
        script.write("\\.\n")
    script.write("COMMIT;\nANALYZE;\n")
    subprocess.run(["psql", "-q", "-v", "ON_ERROR_STOP=1", url], input=script.getvalue(), text=True, check=True,
                   stdout=subprocess.DEVNULL)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("database_url")
    args = parser.parse_args()
    started = time.perf_counter()
    if args.database_url.startswith("postgres"):
        seed_postgres(args.database_url, args.count, args.seed)
    else:
        path = args.database_url.split("://", 1)[-1].split("?", 1)[0]
        if not os.path.exists(path):
            sys.exit(f"{path}: no such database (start the server once to create and migrate it)")
        seed_sqlite(path, args.count, args.seed)
    print(f"seeded {args.count} athletes in {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
