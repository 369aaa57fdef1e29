"""What the Python tests share: the binary they drive, its usual arguments, and
a long exec skill to cancel. Standard library only, and typed, so the tests of
the installed client (client/, checked by mypy --strict) can use it too.

Run: AGENT_SKILL_BIN=/path/to/agent-skill python3 -m unittest discover -s Tests/Python
(default binary: <repo>/.build/debug/agent-skill); shell/test shows how client/ is run.
"""
import os
import unittest
from pathlib import Path
from typing import Any, List, Mapping, Sequence, TypeVar

REPO = Path(__file__).resolve().parents[2]
BIN = os.environ.get("AGENT_SKILL_BIN") or str(REPO / ".build" / "debug" / "agent-skill")
ARGS = ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"]

# A skill that writes its pid, reports progress, and would answer after a minute.
# On SIGTERM it notes that it was asked to stop, then exits (or, with
# IGNORE_TERM set, ignores it and has to be killed).
LONG_SKILL = r'''
import json, os, signal, sys, time
sys.stdin.read()
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "pid"), "w") as f:
    f.write(str(os.getpid()))
def stop(signum, frame):
    open(os.path.join(here, "terminated"), "w").close()
    sys.exit(143)
signal.signal(signal.SIGTERM, signal.SIG_IGN if os.environ.get("IGNORE_TERM") else stop)
print(json.dumps({"progress": 0.1}), flush=True)
time.sleep(60)
print(json.dumps({"summary": "too late"}), flush=True)
'''

E = TypeVar("E", bound=Mapping[str, Any])


def by_event(events: Sequence[E], name: str) -> List[E]:
    return [e for e in events if e["event"] == name]


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


class ToolTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        if not os.access(BIN, os.X_OK):
            raise AssertionError(f"agent-skill binary not found at {BIN}: build it or set AGENT_SKILL_BIN")
