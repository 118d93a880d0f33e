-- POST /api/auth/login with the bench account's credentials.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Cookie"] = os.getenv("BENCH_CSRF_COOKIE")
wrk.headers["X-CSRF-Token"] = os.getenv("BENCH_CSRF")
wrk.headers["Origin"] = os.getenv("BENCH_ORIGIN")
wrk.body = '{"email":"' .. os.getenv("BENCH_EMAIL") .. '","password":"' .. os.getenv("BENCH_PASSWORD") .. '"}'
