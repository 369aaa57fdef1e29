#!/usr/bin/env python3
"""An agent-skill exec skill that takes its time: counts to n ("慢慢数到6",
"count slowly to 4"), half a second a number, reporting progress as it goes.
For trying --interactive: status while it counts, cancel to stop it.

On SIGTERM (what cancel sends first) it says where it stopped, on stderr, and exits.
"""
import json
import signal
import sys
import time


def answer(obj):
    print(json.dumps(obj, ensure_ascii=False), flush=True)


def main():
    request = json.loads(sys.stdin.readline())
    n = int(request.get("parameters", {}).get("n", 5))
    english = request.get("language") == "en"
    if not 1 <= n <= 60:
        answer({"error": {"code": "invalid_input", "message": f"can count from 1 to 60, not {n}"}})
        return
    counted = 0

    def stop(signum, frame):
        print(f"slow_count: stopped at {counted} of {n}", file=sys.stderr, flush=True)
        sys.exit(143)

    signal.signal(signal.SIGTERM, stop)
    for counted in range(1, n + 1):
        time.sleep(0.5)
        answer({"progress": round(counted / n, 3)})
    answer({"summary": f"Counted to {n}." if english else f"数到了 {n}。", "data": {"counted": n}})


if __name__ == "__main__":
    main()
