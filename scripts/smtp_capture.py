"""A real SMTP server for tests: accepts every message and writes each one as a JSON file
({"from", "to", "data"}) into a folder, where tests read the links they carry.

    python smtp_capture.py --port 2525 --dir /tmp/mail
"""

import argparse
import json
import os
import signal
import threading
import time

from aiosmtpd.controller import Controller


class Capture:
    def __init__(self, folder):
        self.folder = folder
        self.count = 0
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):
        with self.lock:
            self.count += 1
            name = f"{time.time_ns()}-{self.count}.json"
        message = {
            "from": envelope.mail_from,
            "to": list(envelope.rcpt_tos),
            "data": envelope.content.decode("utf-8", errors="replace"),
        }
        tmp = os.path.join(self.folder, name + ".tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(message, f)
        os.replace(tmp, os.path.join(self.folder, name))
        return "250 Message accepted"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--dir", required=True)
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    controller = Controller(Capture(args.dir), hostname=args.host, port=args.port)
    controller.start()
    print(f"capturing SMTP on {args.host}:{args.port} into {args.dir}", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    controller.stop()


if __name__ == "__main__":
    main()
