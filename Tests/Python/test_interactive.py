"""--interactive from Python: a long exec skill is cancelled mid-run through the
README's wrapper (shell/examples/agent_skill.py), over the real binary.

Run: AGENT_SKILL_BIN=/path/to/agent-skill python3 -m unittest discover -s Tests/Python
"""
import os
import shutil
import sys
import tempfile
import threading
import time
import unittest
from pathlib import Path

from test_clients import ARGS, BIN, ToolTestCase, by_event, load_wrapper

TIMEOUT = 20.0  # seconds for any one answer; the skill itself would run for a minute

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


def gone(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


class CancelTests(ToolTestCase):
    def setUp(self):
        self.dir = Path(tempfile.mkdtemp(prefix="agent-skill-cancel-"))
        self.addCleanup(shutil.rmtree, self.dir, ignore_errors=True)
        (self.dir / "long_skill.py").write_text(LONG_SKILL, encoding="utf-8")
        self.agent = load_wrapper().AgentSkill([*ARGS, "--interactive", "--allow-exec"], binary=BIN)

        def stop():
            if self.agent.proc.poll() is None:
                self.agent.proc.kill()
            self.agent.close()

        self.addCleanup(stop)

    def register(self, ignore_term=False):
        spec = {"id": "long.task", "keywords": ["长任务"], "exec": [sys.executable, str(self.dir / "long_skill.py")],
                "timeoutMs": 120000}
        if ignore_term:
            spec["env"] = {"IGNORE_TERM": "1", "PATH": os.environ.get("PATH", "")}
        [registered] = self.agent.request({"cmd": "register", "skill": spec}, TIMEOUT)
        self.assertEqual(registered["event"], "registered")

    def start_long_send(self):
        """Starts the send and returns it once the skill has reported progress."""
        progressed = threading.Event()
        send = self.agent.start({"cmd": "send", "text": "开始长任务"},
                                on_event=lambda e: e["event"] == "progress" and progressed.set())
        self.assertTrue(progressed.wait(TIMEOUT), "the skill reported no progress")
        return send

    def test_cancel_stops_a_long_exec_skill_mid_run(self):
        self.register()
        send = self.start_long_send()
        pid = int((self.dir / "pid").read_text())
        self.assertFalse(gone(pid))

        [status] = self.agent.request({"cmd": "status"}, TIMEOUT)
        self.assertEqual((status["state"], status["skill"]), ("executing", "long.task"))
        busy = self.agent.send("开始长任务", TIMEOUT)
        self.assertEqual([e["event"] for e in busy], ["rejected", "timing"])
        self.assertEqual(busy[0]["reason"], "busy")

        began = time.monotonic()
        state, cancelled = self.agent.request({"cmd": "cancel"}, TIMEOUT)
        took = time.monotonic() - began
        self.assertEqual((state["event"], state["from"], state["to"]), ("state", "executing", "idle"))
        self.assertEqual((cancelled["event"], cancelled["skill"]), ("cancelled", "long.task"))
        self.assertLess(took, 10.0)  # the skill would have taken 60 s
        # Gone by the time `cancelled` was written, after handling SIGTERM itself.
        self.assertTrue(gone(pid))
        self.assertTrue((self.dir / "terminated").exists())

        events = send.wait(TIMEOUT)
        self.assertEqual([e["event"] for e in events], ["state", "match", "state", "progress", "timing"])
        self.assertEqual(by_event(events, "state")[-1]["run"], cancelled["run"])

        # The agent is free again, and the run never reports a result.
        self.assertEqual(self.agent.reply("三加五乘二", TIMEOUT), "3 + 5 × 2 = 13")
        self.assertEqual(self.agent.close(), 0)
        self.assertFalse(any(e["event"] == "result" and e["skill"] == "long.task" for e in self.agent.tail))

    def test_a_skill_that_ignores_sigterm_is_killed(self):
        self.register(ignore_term=True)
        self.start_long_send()
        pid = int((self.dir / "pid").read_text())
        _, cancelled = self.agent.request({"cmd": "cancel"}, TIMEOUT)
        self.assertEqual(cancelled["event"], "cancelled")
        self.assertTrue(gone(pid))
        self.assertFalse((self.dir / "terminated").exists())
        self.assertEqual(self.agent.close(), 0)


if __name__ == "__main__":
    unittest.main()
