"""What the Python tests share: the binary they drive, its usual arguments, and
a long exec skill to cancel. Standard library only, and typed, so the tests of
the installed client (client/, checked by mypy --strict) can use it too.

Run: AGENT_SKILL_BIN=/path/to/agent-skill python3 -m unittest discover -s Tests/Python
(default binary: <repo>/.build/debug/agent-skill); shell/test shows how client/ is run.
"""
import os
import sys
import unittest
from pathlib import Path
from typing import Any, Dict, List, Mapping, Sequence, TypeVar

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

# The example slow skill (shell/examples/slow.jsonl) with its script's absolute
# path, so it runs whatever the tool's working directory: 慢慢数到6 counts half a
# second a number with progress; 慢慢数到100 fails (`invalid_input`).
SLOW_SKILL: Dict[str, Any] = {
    "id": "count.slow", "displayName": "慢慢数", "keywords": ["慢慢数", "count slowly"],
    "parameters": [{"name": "n", "title": "数到几", "kind": "number", "default": 5}],
    "exec": [sys.executable, str(REPO / "shell" / "examples" / "slow_count.py")], "timeoutMs": 60000}

# A stand-in for agent-skill, for what the real one cannot be made to do: it
# answers `status` with the protocol given as its first argument, and any other
# command by writing to stderr and exiting 3. A second argument names a file
# for its pid.
FAKE_TOOL = r'''
import json, os, sys
protocol = int(sys.argv[1])
if len(sys.argv) > 2:
    with open(sys.argv[2], "w") as f:
        f.write(str(os.getpid()))
for seq, line in enumerate(sys.stdin, 1):
    cmd = json.loads(line)
    if cmd.get("cmd") != "status":
        print(f"fake-tool: cannot {cmd.get('cmd')}", file=sys.stderr, flush=True)
        sys.exit(3)
    print(json.dumps({"event": "status", "seq": seq, "ref": cmd.get("id"), "protocol": protocol,
                      "version": "9.0.0", "state": "idle", "skills": [], "history": [], "schedule": []}), flush=True)
'''


def write_fake_tool(directory: Path) -> str:
    """FAKE_TOOL as an executable in `directory`; its path."""
    path = directory / "fake-agent-skill"
    path.write_text(f"#!{sys.executable}\n{FAKE_TOOL}", encoding="utf-8")
    path.chmod(0o755)
    return str(path)


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
