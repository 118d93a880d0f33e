-- PUT /api/profile with a valid body; cookies and CSRF token come from the environment.
wrk.method = "PUT"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Cookie"] = os.getenv("BENCH_COOKIE")
wrk.headers["X-CSRF-Token"] = os.getenv("BENCH_CSRF")
wrk.headers["Origin"] = os.getenv("BENCH_ORIGIN")
wrk.body = '{"full_name":"Bench Rower","grad_year":' .. os.getenv("BENCH_GRAD_YEAR") .. ',"gpa":3.7,"sat_score":1400,"height_feet":6,"height_inches":2,"weight":180,"erg_2k":"6:30.0","erg_6k":"21:00.0","hometown":"Seattle, WA","high_school":"Roosevelt","club_team":"Pocock","bio":"Benchmark"}'
