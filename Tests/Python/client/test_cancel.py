"""--interactive through the installed client: a long exec skill is cancelled
mid-run and its child is gone, over the real binary.

shell/test runs client/ with the python of a venv that has `pip install`ed
clients/python, and Tests/Python on PYTHONPATH for tool.py.
"""
import os
import shutil
import sys
import tempfile
import time
import unittest
from pathlib import Path
from typing import Any, Dict

from agent_skill import AgentSkill
from running import start_until_progress, started
from tool import ARGS, BIN, LONG_SKILL, REPO, ToolTestCase, by_event, gone

TIMEOUT = 20.0  # seconds for any one answer; the skill itself would run for a minute


class CancelTests(ToolTestCase):
    def setUp(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="agent-skill-cancel-"))
        self.addCleanup(shutil.rmtree, self.dir, ignore_errors=True)
        (self.dir / "long_skill.py").write_text(LONG_SKILL, encoding="utf-8")
        self.agent = started(self, AgentSkill([*ARGS, "--interactive", "--allow-exec"], binary=BIN))

    def register(self, ignore_term: bool = False) -> None:
        spec: Dict[str, Any] = {"id": "long.task", "keywords": ["长任务"],
                                "exec": [sys.executable, str(self.dir / "long_skill.py")], "timeoutMs": 120000}
        if ignore_term:
            spec["env"] = {"IGNORE_TERM": "1", "PATH": os.environ.get("PATH", "")}
        [registered] = self.agent.request({"cmd": "register", "skill": spec}, TIMEOUT)
        self.assertEqual(registered["event"], "registered")

    def test_cancel_stops_a_long_exec_skill_mid_run(self) -> None:
        self.register()
        send = start_until_progress(self, self.agent, "开始长任务")
        pid = int((self.dir / "pid").read_text())
        self.assertFalse(gone(pid))

        [status] = self.agent.request({"cmd": "status"}, TIMEOUT)
        assert status["event"] == "status"
        self.assertEqual((status["state"], status.get("skill")), ("executing", "long.task"))
        busy = self.agent.send("开始长任务", TIMEOUT)
        self.assertEqual([e["event"] for e in busy], ["rejected", "timing"])
        assert busy[0]["event"] == "rejected"
        self.assertEqual(busy[0]["reason"], "busy")

        began = time.monotonic()
        state, cancelled = self.agent.cancel(TIMEOUT)
        took = time.monotonic() - began
        assert state["event"] == "state" and cancelled["event"] == "cancelled"
        self.assertEqual((state["from"], state["to"]), ("executing", "idle"))
        self.assertEqual(cancelled["skill"], "long.task")
        self.assertLess(took, 10.0)  # the skill would have taken 60 s
        # Gone by the time `cancelled` was written, after handling SIGTERM itself.
        self.assertTrue(gone(pid))
        self.assertTrue((self.dir / "terminated").exists())

        events = send.wait(TIMEOUT)
        self.assertEqual([e["event"] for e in events], ["state", "match", "state", "progress", "timing"])
        self.assertEqual(by_event(events, "state")[-1].get("run"), cancelled["run"])

        # The agent is free again, and the run never reports a result.
        self.assertEqual(self.agent.reply("三加五乘二", TIMEOUT), "3 + 5 × 2 = 13")
        self.assertEqual(self.agent.close(), 0)
        self.assertFalse(any(e["event"] == "result" and e["skill"] == "long.task" for e in self.agent.tail))

    def test_a_skill_that_ignores_sigterm_is_killed(self) -> None:
        self.register(ignore_term=True)
        start_until_progress(self, self.agent, "开始长任务")
        pid = int((self.dir / "pid").read_text())
        _, cancelled = self.agent.cancel(TIMEOUT)
        self.assertEqual(cancelled["event"], "cancelled")
        self.assertTrue(gone(pid))
        self.assertFalse((self.dir / "terminated").exists())
        self.assertEqual(self.agent.close(), 0)

    def test_cancel_the_slow_example_skill(self) -> None:
        # The skills file is named from the repository (`cwd`); its script, from the file's own directory.
        agent = started(self, AgentSkill([*ARGS, "--interactive", "--allow-exec", "--skills",
                                          "shell/examples/slow.jsonl"], binary=BIN, cwd=str(REPO)))
        send = start_until_progress(self, agent, "慢慢数到6")
        state, cancelled = agent.cancel(TIMEOUT)
        assert state["event"] == "state" and cancelled["event"] == "cancelled"
        self.assertEqual((state["from"], state["to"], cancelled["skill"]), ("executing", "idle", "count.slow"))
        self.assertEqual(by_event(send.wait(TIMEOUT), "result"), [])
        [rejected] = agent.cancel(TIMEOUT)  # nothing left to stop
        assert rejected["event"] == "rejected"
        self.assertEqual(rejected["reason"], "nothing_to_cancel")
        self.assertEqual(agent.close(), 0)


if __name__ == "__main__":
    unittest.main()
