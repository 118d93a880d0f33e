"""Schemathesis checks of our own: every API error answers in the one error shape."""

import schemathesis


@schemathesis.check
def error_shape(ctx, response, case):
    if response.status_code < 400:
        return None
    try:
        body = response.json()
    except Exception as exc:  # not JSON at all
        raise AssertionError(f"{response.status_code} is not JSON: {response.text[:200]!r}") from exc
    error = body.get("error") if isinstance(body, dict) else None
    if not (isinstance(error, dict) and isinstance(error.get("code"), str) and error.get("message")):
        raise AssertionError(f"{response.status_code} is not in the error shape: {response.text[:200]!r}")
    return None
