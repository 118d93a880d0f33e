-- Each request as the next of many signed-in users, for bench/hot_path.py and
-- bench/pocketbase_peer.py. BENCH_USERS names a file the Python writes, one user a line,
-- tab-separated: id, email, credential (RowRecruit: the rr_access cookie; PocketBase: the auth
-- token), CSRF token (RowRecruit; "-" for PocketBase), and for a refresh row the user's refresh
-- tokens in the order the server will hand them out.
-- BENCH_MODE picks the request; BENCH_ORIGIN, BENCH_PASSWORD and BENCH_BODY complete it.
--
-- Refresh tokens rotate: each can be used once (again within 30 s it only repeats the same
-- answer without a write; later it ends the session). So every refresh request must carry its
-- user's current token. wrk cannot do this by reading the answer: response() is not told which
-- connection or request it belongs to, and its headers table keeps one of the several
-- Set-Cookie headers. Instead the Python gives each user the chain of tokens the server will
-- issue (each the HMAC of the one before under the server's key, as auth::tokens::
-- successor_token makes it, checked against the running server first), and requests go round
-- the 10,000 users in turn: a user's next request comes 10,000 requests after the previous one,
-- while at most 64 are in flight, so its previous refresh has been answered. A user moves on to
-- the next token of the chain only when an answer 200 names that user (the body carries the
-- user's id), as a client keeps the cookie of the last answer it got: a refresh that failed (a
-- 503 under load) or never went out does not put the user out of step; one whose answer has
-- not come back by the user's next turn is sent again, which the server's 30-second grace
-- answers with the same successor.
-- Statuses other than 200 of the write and sign-in rows are counted and printed at the end
-- ("status 503 x12").
local mode = os.getenv("BENCH_MODE")
local origin = os.getenv("BENCH_ORIGIN") or ""
local password = os.getenv("BENCH_PASSWORD") or ""
local body = os.getenv("BENCH_BODY") or ""
local users = {}
for line in io.lines(os.getenv("BENCH_USERS")) do
  local f = {}
  for field in string.gmatch(line, "[^\t]+") do
    f[#f + 1] = field
  end
  local chain = {}
  if f[5] then
    for token in string.gmatch(f[5], "%S+") do
      chain[#chain + 1] = token
    end
  end
  users[#users + 1] = { id = f[1], email = f[2], credential = f[3], csrf = f[4], chain = chain, used = 0 }
end
local by_id = {}
for _, u in ipairs(users) do
  by_id[u.id] = u
end

local function build(u)
  if mode == "profile-read" then
    return wrk.format("GET", "/api/profile", {
      ["Cookie"] = "rr_access=" .. u.credential .. "; rr_csrf=" .. u.csrf,
    })
  elseif mode == "profile-update" then
    return wrk.format("PUT", "/api/profile", {
      ["Content-Type"] = "application/json",
      ["Cookie"] = "rr_access=" .. u.credential .. "; rr_csrf=" .. u.csrf,
      ["X-CSRF-Token"] = u.csrf,
      ["Origin"] = origin,
    }, body)
  elseif mode == "sign-in" then
    return wrk.format("POST", "/api/auth/login", {
      ["Content-Type"] = "application/json",
      ["Cookie"] = "rr_csrf=" .. u.csrf,
      ["X-CSRF-Token"] = u.csrf,
      ["Origin"] = origin,
    }, '{"email":"' .. u.email .. '","password":"' .. password .. '","remember":true}')
  elseif mode == "pb-read" then
    return wrk.format("GET", "/api/collections/users/records/" .. u.id, { ["Authorization"] = u.credential })
  elseif mode == "pb-update" then
    return wrk.format("PATCH", "/api/collections/users/records/" .. u.id, {
      ["Content-Type"] = "application/json",
      ["Authorization"] = u.credential,
    }, body)
  elseif mode == "pb-refresh" then
    return wrk.format("POST", "/api/collections/users/auth-refresh", { ["Authorization"] = u.credential })
  elseif mode == "pb-sign-in" then
    return wrk.format("POST", "/api/collections/users/auth-with-password", {
      ["Content-Type"] = "application/json",
    }, '{"identity":"' .. u.email .. '","password":"' .. password .. '"}')
  end
  error("unknown BENCH_MODE " .. tostring(mode))
end

local n = 0
request = function()
  n = n + 1
  local u = users[(n - 1) % #users + 1]
  if mode == "refresh" then
    -- Past the end of the chain the last token is sent again (reused: answered 401).
    u.sent = math.min(u.used + 1, #u.chain)
    local token = u.chain[u.sent]
    return wrk.format("POST", "/api/auth/refresh", {
      ["Cookie"] = "rr_refresh=" .. token .. "; rr_csrf=" .. u.csrf,
      ["X-CSRF-Token"] = u.csrf,
      ["Origin"] = origin,
    })
  end
  -- The same user's request is the same every time round: build it once.
  if not u.request then
    u.request = build(u)
  end
  return u.request
end

-- Writes and sign-ins have their statuses counted (reading every answer costs wrk some time:
-- the read and health rows do without).
local counted = { ["refresh"] = true, ["profile-update"] = true, ["sign-in"] = true,
                  ["pb-update"] = true, ["pb-refresh"] = true, ["pb-sign-in"] = true }
if counted[mode] then
  statuses = {}
  response = function(status, headers, body)
    if status == 200 and mode == "refresh" then
      local u = by_id[string.match(body, '"id":"([^"]+)"')]
      if u then
        -- Token number `sent` was rotated: the next one is current (a resend of the same
        -- token answered within the grace window means the same).
        u.used = u.sent
      end
    elseif status ~= 200 then
      statuses[status] = (statuses[status] or 0) + 1
    end
  end
end

local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

function done(summary, latency, requests)
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses") or {}) do
      io.stderr:write(string.format("status %d x%d\n", status, count))
    end
  end
end
