# Shared helpers for the run and test scripts: install what a fresh machine lacks.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

say() { printf '\033[1;34m==> %s\033[0m\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root to run: $*" >&2; return 1; fi
}

APT_UPDATED=0
apt_install() {
  if [ "$APT_UPDATED" -eq 0 ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@"
}

# The web app's packages, installed exactly from the lock file when it changed.
ensure_web_packages() {
  local stamp="$ROOT/web/node_modules/.package-lock.stamp"
  if [ ! -f "$stamp" ] || ! cmp -s "$ROOT/web/package-lock.json" "$stamp"; then
    say "installing web packages (npm ci)"
    (cd "$ROOT/web" && npm ci --no-audit --no-fund)
    cp "$ROOT/web/package-lock.json" "$stamp"
  fi
}

# Debian's Chromium for end-to-end tests; browsers are never downloaded by the test tools.
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    say "installing Debian's chromium"
    apt_install chromium fonts-liberation
  fi
}

# PostgreSQL: start the local cluster if it is installed but stopped; install it if missing.
ensure_postgres() {
  if ! command -v pg_ctlcluster >/dev/null && ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    say "installing PostgreSQL"
    apt_install postgresql
  fi
  if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    say "starting PostgreSQL"
    local version
    version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)"
    if [ -z "$version" ]; then
      echo "PostgreSQL is installed but has no cluster: create one with pg_createcluster" >&2; return 1
    fi
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
  pg_isready -h 127.0.0.1 -p 5432
}

# A Python environment with the SMTP capture server used by the tests.
ensure_test_python() {
  local venv="$ROOT/.tmp/venv"
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import aiosmtpd' 2>/dev/null; then
    say "preparing the test Python environment (aiosmtpd)"
    mkdir -p "$ROOT/.tmp"
    if ! python3 -m venv "$venv" 2>/dev/null; then
      apt_install python3-venv && python3 -m venv "$venv"
    fi
    "$venv/bin/pip" install --quiet --disable-pip-version-check aiosmtpd
  fi
  export SMTP_CAPTURE_PYTHON="$venv/bin/python"
}
