-- PUT /api/profile with a valid body (the API's camelCase field names, as the web app sends
-- them); cookies and CSRF token come from the environment.
wrk.method = "PUT"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Cookie"] = os.getenv("BENCH_COOKIE")
wrk.headers["X-CSRF-Token"] = os.getenv("BENCH_CSRF")
wrk.headers["Origin"] = os.getenv("BENCH_ORIGIN")
wrk.body = '{"fullName":"Bench Rower","gradYear":' .. os.getenv("BENCH_GRAD_YEAR") .. ',"gpa":3.7,"satScore":1400,"heightFeet":6,"heightInches":2,"weight":180,"erg2k":"6:30.0","erg6k":"21:00.0","hometown":"Seattle, WA","highSchool":"Roosevelt","clubTeam":"Pocock","bio":"Benchmark"}'
