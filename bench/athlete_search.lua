-- GET /api/coach/athletes as the benchmark's verified coaches, each request as the next coach.
-- BENCH_COOKIES: the coaches' cookie headers separated by "|"; BENCH_QUERY: the query string.
local cookies = {}
for cookie in string.gmatch(os.getenv("BENCH_COOKIES"), "[^|]+") do
  table.insert(cookies, cookie)
end
local path = "/api/coach/athletes?" .. os.getenv("BENCH_QUERY")
local n = 0

request = function()
  n = n + 1
  return wrk.format("GET", path, { ["Cookie"] = cookies[(n % #cookies) + 1] })
end
