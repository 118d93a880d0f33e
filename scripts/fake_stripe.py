"""A local stand-in for Stripe, for tests: the API calls RowRecruit makes, a hosted checkout page
with a Pay button, a customer portal with Cancel plan, and webhooks signed as Stripe signs them.
Python standard library only.

    python fake_stripe.py --port 8099 --webhook-url http://127.0.0.1:8080/api/billing/webhook \\
        --webhook-secret whsec_test --log /tmp/stripe.jsonl

API (answers in Stripe's JSON shapes, `Authorization: Bearer sk_test_…` required):
    POST /v1/customers, POST /v1/checkout/sessions (one price, an optional discounts[0][coupon]),
    POST /v1/billing_portal/sessions, GET /v1/subscriptions/<id>,
    POST /v1/subscriptions/<id> (discounts), POST /v1/subscription_items,
    POST /v1/subscription_items/<id> (quantity), DELETE /v1/subscription_items/<id>,
    DELETE /v1/subscriptions/<id> (cancel now)
Each change to a subscription sends customer.subscription.updated.
Pages: GET /checkout/<session id> (Pay), GET /portal/<portal session id> (Cancel plan).
Control, for tests (JSON bodies):
    POST /_control/configure            {"webhook_url": …}
    POST /_control/delete-subscription  {"subscription": id}  (default: the newest)
    POST /_control/update-subscription  {"subscription": id, "cancel_at_period_end": bool,
                                         "status": …, "created": seconds}  sends .updated
    POST /_control/resend-last-event    {"timestamp": seconds}  (default: now) re-signs and resends
    GET  /_control/requests             every API request received
    GET  /_control/events               every event sent, with the webhook's answer
"""

import argparse
import hashlib
import hmac
import html
import itertools
import json
import secrets
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DAY = 24 * 3600


class Stripe:
    def __init__(self, base_url, webhook_url, webhook_secret, log_path):
        self.base_url = base_url
        self.webhook_url = webhook_url
        self.webhook_secret = webhook_secret
        self.log_path = log_path
        self.lock = threading.RLock()
        self.customers = {}
        self.sessions = {}
        self.portals = {}
        self.subscriptions = {}
        self.requests = []
        self.events = []
        self.counter = itertools.count(1)

    def new_id(self, prefix):
        return f"{prefix}_test_{next(self.counter):04d}{secrets.token_hex(6)}"

    def log(self, entry):
        with self.lock:
            self.requests.append(entry)
            if self.log_path:
                with open(self.log_path, "a", encoding="utf-8") as f:
                    f.write(json.dumps(entry) + "\n")

    # ---- objects ----

    def customer(self, form):
        customer = {
            "id": self.new_id("cus"),
            "object": "customer",
            "created": int(time.time()),
            "email": form.get("email"),
            "livemode": False,
            "metadata": metadata(form, "metadata"),
        }
        self.customers[customer["id"]] = customer
        return customer

    def checkout_session(self, form):
        session_id = self.new_id("cs")
        session = {
            "id": session_id,
            "object": "checkout.session",
            "created": int(time.time()),
            "mode": form.get("mode"),
            "customer": form.get("customer"),
            "client_reference_id": form.get("client_reference_id"),
            "success_url": form.get("success_url"),
            "cancel_url": form.get("cancel_url"),
            "metadata": metadata(form, "metadata"),
            "subscription_metadata": metadata(form, "subscription_data[metadata]"),
            "line_items": [{"price": form.get("line_items[0][price]"), "quantity": int(form.get("line_items[0][quantity]", "1"))}],
            "coupon": form.get("discounts[0][coupon]"),
            "status": "open",
            "payment_status": "unpaid",
            "subscription": None,
            "livemode": False,
            "url": f"{self.base_url}/checkout/{session_id}",
        }
        self.sessions[session_id] = session
        return session

    def public_session(self, session):
        shown = {k: v for k, v in session.items() if k not in ("line_items", "subscription_metadata", "coupon")}
        return shown

    def portal_session(self, form):
        portal_id = self.new_id("bps")
        portal = {
            "id": portal_id,
            "object": "billing_portal.session",
            "created": int(time.time()),
            "customer": form.get("customer"),
            "return_url": form.get("return_url"),
            "livemode": False,
            "url": f"{self.base_url}/portal/{portal_id}",
        }
        self.portals[portal_id] = portal
        return portal

    def subscribe(self, session):
        now = int(time.time())
        price = session["line_items"][0]["price"]
        period = 365 * DAY if "annual" in json.dumps(session["metadata"]) else 30 * DAY
        subscription = {
            "id": self.new_id("sub"),
            "object": "subscription",
            "created": now,
            "customer": session["customer"],
            "status": "active",
            "cancel_at_period_end": False,
            "canceled_at": None,
            "current_period_start": now,
            "current_period_end": now + period,
            "livemode": False,
            "metadata": session["subscription_metadata"],
            "discounts": [],
            "items": {
                "object": "list",
                "data": [
                    {
                        "id": self.new_id("si"),
                        "object": "subscription_item",
                        "price": {"id": price, "object": "price"},
                        "quantity": 1,
                        "current_period_start": now,
                        "current_period_end": now + period,
                    }
                ],
            },
        }
        if session.get("coupon"):
            self.set_coupon(subscription, session["coupon"])
        self.subscriptions[subscription["id"]] = subscription
        session.update(status="complete", payment_status="paid", subscription=subscription["id"])
        return subscription

    def set_coupon(self, subscription, coupon):
        if coupon:
            discount = {"id": self.new_id("di"), "object": "discount", "coupon": {"id": coupon, "object": "coupon"}}
            subscription["discounts"] = [discount["id"]]
            subscription["discount"] = discount
        else:
            subscription["discounts"] = []
            subscription["discount"] = None

    def item_of(self, item_id):
        for subscription in self.subscriptions.values():
            for item in subscription["items"]["data"]:
                if item["id"] == item_id:
                    return subscription, item
        return None, None

    def add_item(self, subscription, price, quantity):
        item = {
            "id": self.new_id("si"),
            "object": "subscription_item",
            "price": {"id": price, "object": "price"},
            "quantity": quantity,
            "subscription": subscription["id"],
            "current_period_start": subscription["current_period_start"],
            "current_period_end": subscription["current_period_end"],
        }
        subscription["items"]["data"].append(item)
        return item

    # ---- events ----

    def event(self, kind, obj, created=None):
        return {
            "id": self.new_id("evt"),
            "object": "event",
            "api_version": "2024-06-20",
            "created": int(time.time()) if created is None else created,
            "livemode": False,
            "pending_webhooks": 1,
            "request": {"id": None, "idempotency_key": None},
            "type": kind,
            "data": {"object": json.loads(json.dumps(obj))},
        }

    def send(self, event, timestamp=None):
        body = json.dumps(event).encode()
        timestamp = int(time.time()) if timestamp is None else timestamp
        signature = hmac.new(self.webhook_secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
        request = urllib.request.Request(
            self.webhook_url,
            data=body,
            method="POST",
            headers={
                "Content-Type": "application/json; charset=utf-8",
                "Stripe-Signature": f"t={timestamp},v1={signature}",
                "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
            },
        )
        try:
            with urllib.request.urlopen(request, timeout=20) as response:
                status, answer = response.status, response.read().decode()
        except urllib.error.HTTPError as e:
            status, answer = e.code, e.read().decode()
        except OSError as e:
            status, answer = 0, str(e)
        with self.lock:
            self.events.append({"event": event, "timestamp": timestamp, "status": status, "answer": answer})
        return status, answer


def metadata(form, prefix):
    start = prefix + "["
    return {k[len(start):-1]: v for k, v in form.items() if k.startswith(start) and k.endswith("]") and "][" not in k[len(start):]}


def stripe_error(message, kind="invalid_request_error", param=None):
    error = {"type": kind, "message": message}
    if param:
        error["param"] = param
    return {"error": error}


PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><link rel="icon" href="data:,">
<style>body{{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}}
button{{font-size:1rem;padding:.6rem 1.2rem;background:#0a2540;color:#fff;border:0;border-radius:6px;cursor:pointer}}
a{{color:#0a2540}}</style></head>
<body><main><h1>{title}</h1>{body}</main></body></html>"""


class Handler(BaseHTTPRequestHandler):
    server_version = "FakeStripe/1.0"

    @property
    def stripe(self):
        return self.server.stripe

    def log_message(self, *_):
        pass

    # ---- plumbing ----

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def answer(self, status, value):
        body = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Request-Id", "req_" + secrets.token_hex(7))
        self.end_headers()
        self.wfile.write(body)

    def page(self, status, title, body):
        data = PAGE.format(title=html.escape(title), body=body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def redirect(self, location):
        self.send_response(303)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def authorised(self):
        auth = self.headers.get("Authorization", "")
        if not auth.startswith("Bearer sk_test_"):
            self.answer(401, stripe_error("Invalid API Key provided.", "invalid_request_error"))
            return False
        return True

    # ---- routes ----

    def do_GET(self):
        path = urllib.parse.urlparse(self.path).path
        s = self.stripe
        if path.startswith("/v1/"):
            s.log({"method": "GET", "path": path, "form": {}, "authorization": self.headers.get("Authorization", "")})
            if not self.authorised():
                return
            if path.startswith("/v1/subscriptions/"):
                subscription = s.subscriptions.get(path.rsplit("/", 1)[1])
                if subscription is None:
                    return self.answer(404, stripe_error("No such subscription", param="id"))
                return self.answer(200, subscription)
            return self.answer(404, stripe_error(f"Unrecognized request URL (GET: {path})."))
        if path.startswith("/checkout/"):
            session = s.sessions.get(path.rsplit("/", 1)[1])
            if session is None:
                return self.page(404, "Checkout not found", "<p>This checkout link has expired.</p>")
            plan = session["metadata"].get("plan", "")
            billing = session["metadata"].get("billing", "")
            body = (
                f"<p>Test mode: no card is charged.</p>"
                f"<p>Plan: <strong>{html.escape(plan)}</strong>, billed {html.escape(billing)} "
                f"(price {html.escape(session['line_items'][0]['price'] or '')}).</p>"
                + (f"<p>Coupon: <strong>{html.escape(session['coupon'])}</strong></p>" if session.get("coupon") else "")
                + 
                f'<form method="post" action="/checkout/{session["id"]}/pay">'
                f'<label for="card">Card number</label><br>'
                f'<input id="card" name="card" value="4242 4242 4242 4242" autocomplete="cc-number"><br><br>'
                f'<button type="submit">Pay</button></form>'
                f'<p><a href="{html.escape(session["cancel_url"] or "/")}">Cancel and go back</a></p>'
            )
            return self.page(200, "Pay RowRecruit (test)", body)
        if path.startswith("/portal/"):
            portal = s.portals.get(path.rsplit("/", 1)[1])
            if portal is None:
                return self.page(404, "Portal not found", "<p>This portal link has expired.</p>")
            subs = [x for x in s.subscriptions.values() if x["customer"] == portal["customer"] and x["status"] != "canceled"]
            rows = "".join(
                f"<li>{html.escape(x['items']['data'][0]['price']['id'])}: {html.escape(x['status'])}"
                f"{' (cancels at period end)' if x['cancel_at_period_end'] else ''}</li>"
                for x in subs
            )
            cancel = (
                f'<form method="post" action="/portal/{portal["id"]}/cancel"><button type="submit">Cancel plan</button></form>'
                if subs
                else "<p>No active plan.</p>"
            )
            body = f"<ul>{rows}</ul>{cancel}<p><a href=\"{html.escape(portal['return_url'] or '/')}\">Return to RowRecruit</a></p>"
            return self.page(200, "Manage your plan (test)", body)
        if path == "/_control/requests":
            return self.answer(200, s.requests)
        if path == "/_control/events":
            return self.answer(200, s.events)
        return self.answer(404, stripe_error(f"Unrecognized request URL (GET: {path})."))

    def do_POST(self):
        path = urllib.parse.urlparse(self.path).path
        s = self.stripe
        raw = self.read_body()
        if path.startswith("/v1/"):
            form = dict(urllib.parse.parse_qsl(raw.decode(), keep_blank_values=True))
            s.log({"method": "POST", "path": path, "form": form, "authorization": self.headers.get("Authorization", "")})
            if not self.authorised():
                return
            with s.lock:
                if path == "/v1/customers":
                    return self.answer(200, s.customer(form))
                if path == "/v1/checkout/sessions":
                    missing = [k for k in ("mode", "success_url", "line_items[0][price]") if not form.get(k)]
                    if missing:
                        return self.answer(400, stripe_error(f"Missing required param: {missing[0]}.", param=missing[0]))
                    if form.get("customer") not in s.customers:
                        return self.answer(400, stripe_error("No such customer", param="customer"))
                    return self.answer(200, s.public_session(s.checkout_session(form)))
                if path == "/v1/billing_portal/sessions":
                    if form.get("customer") not in s.customers:
                        return self.answer(400, stripe_error("No such customer", param="customer"))
                    return self.answer(200, s.portal_session(form))
                changed = self.change_subscription(path, form)
            if changed is not None:
                status, value, event = changed
                if event is not None:
                    s.send(event)
                return self.answer(status, value)
            return self.answer(404, stripe_error(f"Unrecognized request URL (POST: {path})."))

        if path.startswith("/checkout/") and path.endswith("/pay"):
            session = s.sessions.get(path.split("/")[2])
            if session is None or session["status"] != "open":
                return self.page(404, "Checkout not found", "<p>This checkout is closed.</p>")
            with s.lock:
                subscription = s.subscribe(session)
                completed = s.event("checkout.session.completed", s.public_session(session))
                created = s.event("customer.subscription.created", subscription)
            s.send(completed)
            s.send(created)
            return self.redirect(session["success_url"])
        if path.startswith("/portal/") and path.endswith("/cancel"):
            portal = s.portals.get(path.split("/")[2])
            if portal is None:
                return self.page(404, "Portal not found", "<p>This portal link has expired.</p>")
            with s.lock:
                subs = [x for x in s.subscriptions.values() if x["customer"] == portal["customer"] and x["status"] != "canceled"]
                events = []
                for subscription in subs:
                    subscription.update(cancel_at_period_end=True, canceled_at=int(time.time()))
                    events.append(s.event("customer.subscription.updated", subscription))
            for event in events:
                s.send(event)
            return self.redirect(portal["return_url"])
        if path.startswith("/_control/"):
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                return self.answer(400, {"error": "body is not JSON"})
            return self.control(path, body)
        return self.answer(404, stripe_error(f"Unrecognized request URL (POST: {path})."))

    def do_DELETE(self):
        path = urllib.parse.urlparse(self.path).path
        s = self.stripe
        s.log({"method": "DELETE", "path": path, "form": {}, "authorization": self.headers.get("Authorization", "")})
        if not self.authorised():
            return
        if path.startswith("/v1/subscriptions/"):
            with s.lock:
                subscription = s.subscriptions.get(path.rsplit("/", 1)[1])
                if subscription is None:
                    return self.answer(404, stripe_error("No such subscription", param="id"))
                subscription.update(status="canceled", ended_at=int(time.time()), canceled_at=int(time.time()))
                event = s.event("customer.subscription.deleted", subscription)
            s.send(event)
            return self.answer(200, subscription)
        if not path.startswith("/v1/subscription_items/"):
            return self.answer(404, stripe_error(f"Unrecognized request URL (DELETE: {path})."))
        with s.lock:
            subscription, item = s.item_of(path.rsplit("/", 1)[1])
            if item is None:
                return self.answer(404, stripe_error("No such subscription item", param="id"))
            if len(subscription["items"]["data"]) == 1:
                return self.answer(400, stripe_error("A subscription must have at least one active plan."))
            subscription["items"]["data"].remove(item)
            event = s.event("customer.subscription.updated", subscription)
        s.send(event)
        return self.answer(200, {"id": item["id"], "object": "subscription_item", "deleted": True})

    def change_subscription(self, path, form):
        """A subscription's coupon, or its items: (status, answer, event to send) or None."""
        s = self.stripe
        if path == "/v1/subscription_items":
            subscription = s.subscriptions.get(form.get("subscription"))
            if subscription is None:
                return 400, stripe_error("No such subscription", param="subscription"), None
            if not form.get("price"):
                return 400, stripe_error("Missing required param: price.", param="price"), None
            if any(i["price"]["id"] == form["price"] for i in subscription["items"]["data"]):
                return 400, stripe_error("This price is already on the subscription.", param="price"), None
            item = s.add_item(subscription, form["price"], int(form.get("quantity", "1")))
            return 200, item, s.event("customer.subscription.updated", subscription)
        if path.startswith("/v1/subscription_items/"):
            subscription, item = s.item_of(path.rsplit("/", 1)[1])
            if item is None:
                return 404, stripe_error("No such subscription item", param="id"), None
            if "quantity" in form:
                item["quantity"] = int(form["quantity"])
            return 200, item, s.event("customer.subscription.updated", subscription)
        if path.startswith("/v1/subscriptions/"):
            subscription = s.subscriptions.get(path.rsplit("/", 1)[1])
            if subscription is None:
                return 404, stripe_error("No such subscription", param="id"), None
            if "discounts[0][coupon]" in form:
                s.set_coupon(subscription, form["discounts[0][coupon]"])
            elif form.get("discounts") == "":
                s.set_coupon(subscription, None)
            return 200, subscription, s.event("customer.subscription.updated", subscription)
        return None

    def control(self, path, body):
        s = self.stripe
        if path == "/_control/configure":
            s.webhook_url = body.get("webhook_url", s.webhook_url)
            return self.answer(200, {"webhook_url": s.webhook_url})
        if path == "/_control/resend-last-event":
            if not s.events:
                return self.answer(409, {"error": "no event sent yet"})
            status, answer = s.send(s.events[-1]["event"], body.get("timestamp"))
            return self.answer(200, {"status": status, "answer": answer})
        if path in ("/_control/delete-subscription", "/_control/update-subscription"):
            with s.lock:
                wanted = body.get("subscription")
                subscription = s.subscriptions.get(wanted) if wanted else (list(s.subscriptions.values()) or [None])[-1]
                if subscription is None:
                    return self.answer(404, {"error": "no such subscription"})
                if path.endswith("delete-subscription"):
                    subscription.update(status="canceled", ended_at=int(time.time()))
                    event = s.event("customer.subscription.deleted", subscription, body.get("created"))
                else:
                    for key in ("cancel_at_period_end", "status", "current_period_end"):
                        if key in body:
                            subscription[key] = body[key]
                    event = s.event("customer.subscription.updated", subscription, body.get("created"))
            status, answer = s.send(event)
            return self.answer(200, {"event": event["id"], "status": status, "answer": answer})
        return self.answer(404, {"error": "no such control"})


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--webhook-url", default="", help="the app's /api/billing/webhook")
    parser.add_argument("--webhook-secret", default="whsec_test_fake")
    parser.add_argument("--log", default="", help="append each API request to this file (JSON lines)")
    args = parser.parse_args()
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    server.daemon_threads = True
    server.stripe = Stripe(f"http://{args.host}:{args.port}", args.webhook_url, args.webhook_secret, args.log)
    print(f"fake Stripe on http://{args.host}:{args.port}, webhooks to {args.webhook_url or '(not set)'}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
