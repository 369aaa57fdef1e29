"""AsyncAgentSkill, the installed client's asyncio variant, over the real binary:
the same operations as AgentSkill, a cancel mid-run while the send is awaited,
and a snapshot carried to a second process.

shell/test runs client/ with the python of a venv that has `pip install`ed
clients/python, and Tests/Python on PYTHONPATH for tool.py.
"""
import asyncio
import shutil
import sys
import tempfile
import unittest
from pathlib import Path

from agent_skill import AsyncAgentSkill, Event
from tool import ARGS, BIN, LONG_SKILL, ToolTestCase, by_event, gone

TIMEOUT = 20.0  # seconds for any one answer


class AsyncClientTests(ToolTestCase, unittest.IsolatedAsyncioTestCase):
    async def test_send_reply_register_and_exit_status(self) -> None:
        async with AsyncAgentSkill(ARGS, binary=BIN) as agent:
            events = await agent.send("倒计时30分钟", TIMEOUT)
            self.assertEqual(events[-1]["event"], "timing")
            [result] = by_event(events, "result")
            assert result["event"] == "result"
            self.assertEqual(result["data"]["fireAt"], "2026-03-10T09:30:00+08:00")
            [registered] = await agent.request({"cmd": "register", "skill": {
                "id": "greet", "keywords": ["hello"], "reply": "hi {input}"}}, TIMEOUT)
            self.assertEqual(registered["event"], "registered")
            # Two requests in flight at once, each answered by its own events.
            hello, status = await asyncio.gather(agent.reply("hello there", TIMEOUT),
                                                 agent.request({"cmd": "status"}, TIMEOUT))
            self.assertEqual(hello, "hi hello there")
            self.assertEqual([e["event"] for e in status], ["status"])
        assert agent.proc is not None
        self.assertEqual(agent.proc.returncode, 0)
        self.assertEqual(agent.tail, [])

    async def test_cancel_mid_run(self) -> None:
        tmp = Path(tempfile.mkdtemp(prefix="agent-skill-async-"))
        self.addCleanup(shutil.rmtree, tmp, ignore_errors=True)
        (tmp / "long_skill.py").write_text(LONG_SKILL, encoding="utf-8")
        async with AsyncAgentSkill([*ARGS, "--interactive", "--allow-exec"], binary=BIN) as agent:
            await agent.request({"cmd": "register", "skill": {
                "id": "long.task", "keywords": ["长任务"], "exec": [sys.executable, str(tmp / "long_skill.py")],
                "timeoutMs": 120000}}, TIMEOUT)
            progressed = asyncio.Event()

            def on_event(event: Event) -> None:
                if event["event"] == "progress":
                    progressed.set()

            send = await agent.start({"cmd": "send", "text": "开始长任务"}, on_event)
            await asyncio.wait_for(progressed.wait(), TIMEOUT)
            pid = int((tmp / "pid").read_text())
            state, cancelled = await agent.cancel(TIMEOUT)
            assert state["event"] == "state" and cancelled["event"] == "cancelled"
            self.assertEqual((state["from"], state["to"], cancelled["skill"]), ("executing", "idle", "long.task"))
            self.assertTrue(gone(pid))
            events = await send.wait(TIMEOUT)
            self.assertEqual([e["event"] for e in events], ["state", "match", "state", "progress", "timing"])
            self.assertEqual(await agent.reply("三加五乘二", TIMEOUT), "3 + 5 × 2 = 13")
        assert agent.proc is not None
        self.assertEqual(agent.proc.returncode, 0)

    async def test_snapshot_to_a_second_process(self) -> None:
        async with AsyncAgentSkill(ARGS, binary=BIN) as first:
            self.assertEqual(await first.reply("设置计时器", TIMEOUT), "要倒计时多久呢？（例如：10 分钟）")
            state = await first.snapshot(TIMEOUT)
        async with AsyncAgentSkill(ARGS, binary=BIN) as second:
            self.assertEqual((await second.restore(state, TIMEOUT))[-1]["event"], "restored")
            self.assertEqual(await second.reply("10", TIMEOUT), "好的，已为您设置 10 分钟倒计时。")

    async def test_a_request_after_the_tool_exits_fails_instead_of_hanging(self) -> None:
        agent = await AsyncAgentSkill(ARGS, binary=BIN).open()
        assert agent.proc is not None
        agent.proc.kill()
        await agent.proc.wait()
        with self.assertRaises(EOFError):
            await agent.send("倒计时30分钟", TIMEOUT)
        self.assertEqual(await agent.close(), -9)  # killed


if __name__ == "__main__":
    unittest.main()
