-- POST /api/waitlist with a new address each time.
local counter = 0
local thread_id = 0
local threads = 0
function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end
function init(args)
  thread_id = id
end
request = function()
  counter = counter + 1
  local body = string.format('{"email":"bench-%d-%d-%d@example.com","source":"bench"}', os.time(), thread_id, counter)
  return wrk.format("POST", "/api/waitlist", {
    ["Content-Type"] = "application/json",
    ["Cookie"] = os.getenv("BENCH_COOKIE"),
    ["X-CSRF-Token"] = os.getenv("BENCH_CSRF"),
    ["Origin"] = os.getenv("BENCH_ORIGIN"),
  }, body)
end
