"""The installed `agent_skill` package driving the real binary: it is the
installed copy, it finds the binary as documented, its requests answer, and a
snapshot taken in one process carries the conversation to a second.

shell/test runs client/ with the python of a venv that has `pip install`ed
clients/python, and Tests/Python on PYTHONPATH for tool.py.
"""
import os
import sys
import tempfile
import unittest
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Dict, Iterator
from unittest import mock

import agent_skill
from agent_skill import AgentSkill, BinaryNotFound, CommandError, find_binary
from running import started
from tool import ARGS, BIN, REPO, ToolTestCase, by_event

TIMEOUT = 10.0  # seconds for any one answer


class InstalledTests(unittest.TestCase):
    def test_imported_from_the_environment_not_the_source_tree(self) -> None:
        where = Path(agent_skill.__file__).resolve()
        self.assertTrue(where.is_relative_to(Path(sys.prefix).resolve()), where)
        self.assertFalse(where.is_relative_to(REPO / "clients"), where)
        self.assertTrue((where.parent / "py.typed").is_file(), "the package says it is typed")


class BinaryDiscoveryTests(unittest.TestCase):
    def environ(self, **values: str) -> Any:
        env = {k: v for k, v in os.environ.items() if k != "AGENT_SKILL_BIN"}
        return mock.patch.dict(os.environ, {**env, **values}, clear=True)

    @contextmanager
    def on_path(self) -> Iterator[str]:
        """A directory holding an `agent-skill` link to the binary."""
        with tempfile.TemporaryDirectory(prefix="agent-skill-path-") as tmp:
            os.symlink(BIN, os.path.join(tmp, "agent-skill"))
            yield tmp

    def test_argument_then_environment_then_path(self) -> None:
        with self.environ(AGENT_SKILL_BIN="/nowhere/agent-skill"):
            self.assertEqual(find_binary(BIN), BIN)  # the argument wins
        with self.environ(AGENT_SKILL_BIN=BIN):
            self.assertEqual(find_binary(), BIN)
        with self.on_path() as directory, self.environ(PATH=directory):
            self.assertEqual(find_binary(), os.path.join(directory, "agent-skill"))

    def test_none_found_names_every_place_tried(self) -> None:
        with self.environ(PATH="/nowhere"), self.assertRaises(BinaryNotFound) as caught:
            AgentSkill()
        message = str(caught.exception)
        for place in ("argument (not given)", "$AGENT_SKILL_BIN (not given)", "'agent-skill' on PATH (/nowhere)"):
            self.assertIn(place, message)
        self.assertEqual(len(caught.exception.tried), 3)

    def test_a_given_binary_that_is_not_there_is_an_error_not_a_fallback(self) -> None:
        with self.environ(AGENT_SKILL_BIN=BIN), self.assertRaises(BinaryNotFound) as caught:
            find_binary("/nowhere/agent-skill")
        self.assertEqual(caught.exception.tried, ["argument '/nowhere/agent-skill' (not an executable file)"])


class ClientTests(ToolTestCase):
    def start(self, *args: str) -> AgentSkill:
        agent = started(self, AgentSkill([*ARGS, *args], binary=BIN))
        return agent

    def test_send_register_reply_reset_status(self) -> None:
        with self.start() as agent:
            events = agent.send("倒计时30分钟", TIMEOUT)
            self.assertEqual(events[-1]["event"], "timing")
            [result] = by_event(events, "result")
            assert result["event"] == "result"
            self.assertEqual(result["data"]["seconds"], 1800)

            [registered] = agent.request({"cmd": "register", "skill": {
                "id": "greet", "keywords": ["hello"], "reply": "hi {input}"}}, TIMEOUT)
            assert registered["event"] == "registered"
            self.assertEqual((registered["skill"], registered["replaced"]), ("greet", False))

            self.assertEqual(agent.reply("hello there", TIMEOUT), "hi hello there")
            self.assertEqual(agent.reply("设置计时器", TIMEOUT), "要倒计时多久呢？（例如：10 分钟）")
            self.assertEqual(agent.reply("10", TIMEOUT), "好的，已为您设置 10 分钟倒计时。")
            agent.send("设置计时器", TIMEOUT)
            self.assertEqual(agent.request({"cmd": "reset"}, TIMEOUT)[-1]["event"], "reset")
            [status] = agent.request({"cmd": "status"}, TIMEOUT)
            assert status["event"] == "status"
            self.assertEqual((status["state"], status["history"]), ("idle", []))
            ids = [s["id"] for s in status["skills"]]
            self.assertEqual((ids[0], ids[-1]), ("timer.set", "greet"))
        self.assertEqual(agent.proc.returncode, 0)
        self.assertEqual(agent.tail, [])

    def test_error_and_exit_status(self) -> None:
        agent = self.start()
        bad: Any = {"cmd": "send"}  # missing text: not a Command, which is the point
        [error] = agent.request(bad, TIMEOUT)
        assert error["event"] == "error"
        self.assertEqual((error["code"], error.get("ref")), ("missing_field", 1))
        self.assertEqual(agent.reply("倒计时30分钟", TIMEOUT), "好的，已为您设置 30 分钟倒计时。")
        self.assertEqual(agent.close(), 1)

    def test_a_request_after_the_tool_exits_fails_instead_of_hanging(self) -> None:
        agent = self.start()
        agent.proc.kill()
        agent.proc.wait()
        with self.assertRaises(EOFError):
            agent.send("倒计时30分钟", TIMEOUT)
        self.assertEqual(agent.close(), -9)  # killed

    def test_a_snapshot_carries_the_conversation_to_a_second_process(self) -> None:
        with self.start() as first:
            first.request({"cmd": "register", "skill": {
                "id": "greet", "keywords": ["hello"], "reply": "hi {input}"}}, TIMEOUT)
            self.assertEqual(first.reply("设置计时器", TIMEOUT), "要倒计时多久呢？（例如：10 分钟）")
            state: Dict[str, Any] = first.snapshot(TIMEOUT)
        self.assertEqual(first.proc.returncode, 0)

        with self.start() as second:
            restored = second.restore(state, TIMEOUT)
            self.assertEqual([e["event"] for e in restored], ["state", "restored"])
            # The question asked in the first process is answered in the second,
            # by the same run, and the registered skill came along.
            events = second.send("10", TIMEOUT)
            [result] = by_event(events, "result")
            assert result["event"] == "result"
            self.assertEqual((result["run"], result["data"]["seconds"]), ("r1", 600))
            self.assertEqual(second.reply("hello again", TIMEOUT), "hi hello again")
            [status] = second.request({"cmd": "status"}, TIMEOUT)
            assert status["event"] == "status"
            self.assertEqual([h["text"] for h in status["history"]][:2],
                             ["设置计时器", "要倒计时多久呢？（例如：10 分钟）"])

    def test_a_malformed_snapshot_is_refused(self) -> None:
        with self.start() as agent:
            with self.assertRaises(CommandError) as caught:
                agent.restore({"protocol": 99}, TIMEOUT)
            self.assertEqual(caught.exception.code, "invalid_snapshot")
            [error] = agent.restore({"protocol": 99}, TIMEOUT, check=False)
            assert error["event"] == "error"
            self.assertEqual(error["code"], "invalid_snapshot")
        self.assertEqual(agent.proc.returncode, 1)


if __name__ == "__main__":
    unittest.main()
