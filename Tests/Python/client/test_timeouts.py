"""Timeouts and cancellation in the installed client, over the real binary with
the example slow skill (慢慢数到6: three seconds of counting, with progress):
a request that times out raises RequestTimeout and has its run stopped, and a
request cancelled (its handle's `cancel()`, or the asyncio task awaiting it)
does too, leaving the agent free for the next sentence.

shell/test runs client/ with the python of a venv that has `pip install`ed
clients/python, and Tests/Python on PYTHONPATH for tool.py.
"""
import asyncio
import concurrent.futures
import time
import unittest
from typing import Any, List

from agent_skill import AgentSkill, AsyncAgentSkill, Event, RequestCancelled, RequestTimeout
from running import start_until_progress, started
from tool import ARGS, BIN, SLOW_SKILL, ToolTestCase, by_event

TIMEOUT = 20.0  # seconds for any one answer that should come
SHORT = 0.5  # seconds, a timeout that the slow skill outlasts
INTERACTIVE = [*ARGS, "--interactive", "--allow-exec"]


def counted(events: List[Event]) -> Any:
    """How far the slow skill counted, by its result."""
    [result] = by_event(events, "result")
    assert result["event"] == "result"
    return result["data"]["counted"]


class TimeoutTests(ToolTestCase):
    def start(self, timeout: float = TIMEOUT) -> AgentSkill:
        agent = started(self, AgentSkill(INTERACTIVE, binary=BIN, timeout=timeout))
        agent.request({"cmd": "register", "skill": SLOW_SKILL}, TIMEOUT, check=True)
        return agent

    def assert_free(self, agent: AgentSkill) -> None:
        """The slow run was stopped: the agent is idle and answers the next sentence."""
        self.assertEqual(agent.status(TIMEOUT)["state"], "idle")
        self.assertEqual(agent.reply("三加五乘二", TIMEOUT), "3 + 5 × 2 = 13")

    def test_a_request_times_out_and_its_run_is_stopped(self) -> None:
        agent = self.start()
        began = time.monotonic()
        with self.assertRaises(RequestTimeout) as caught:
            agent.send("慢慢数到6", SHORT)
        self.assertLess(time.monotonic() - began, 2.0)  # the count takes 3 s
        self.assertIsInstance(caught.exception, TimeoutError)
        self.assertEqual(caught.exception.timeout, SHORT)
        self.assert_free(agent)
        self.assertEqual(agent.close(), 0)
        self.assertFalse(any(e["event"] == "result" and e["skill"] == "count.slow" for e in agent.tail))

    def test_the_clients_timeout_is_every_requests_unless_one_gives_its_own(self) -> None:
        agent = self.start(timeout=SHORT)
        with self.assertRaises(RequestTimeout) as caught:
            agent.send("慢慢数到6")
        self.assertEqual(caught.exception.timeout, SHORT)
        # a second of counting, within its own timeout
        self.assertEqual(counted(agent.send("慢慢数到2", TIMEOUT)), 2)

    def test_a_timed_out_wait_leaves_the_request_open(self) -> None:
        agent = self.start()
        send = agent.start({"cmd": "send", "text": "慢慢数到2"})
        with self.assertRaises(RequestTimeout):
            send.wait(0.1)
        self.assertFalse(send.done())
        self.assertEqual(counted(send.wait(TIMEOUT)), 2)

    def test_cancelling_a_request_makes_waiting_raise_and_stops_its_run(self) -> None:
        agent = self.start()
        send = start_until_progress(self, agent, "慢慢数到6")
        self.assertTrue(send.cancel())
        self.assertFalse(send.cancel())  # once is enough
        self.assertTrue(send.cancelled())
        with self.assertRaises(RequestCancelled):
            send.wait()
        with self.assertRaises(concurrent.futures.CancelledError):  # as a cancelled Future's result()
            send.wait()
        self.assert_free(agent)
        self.assertEqual(agent.close(), 0)
        self.assertEqual(agent.tail, [])  # the rest of the cancelled answer went to its request

    def test_an_answered_request_cannot_be_cancelled(self) -> None:
        agent = self.start()
        request = agent.start({"cmd": "status"})
        request.wait()
        self.assertFalse(request.cancel())
        self.assertEqual(request.wait()[0]["event"], "status")


class AsyncTimeoutTests(ToolTestCase, unittest.IsolatedAsyncioTestCase):
    async def start(self) -> AsyncAgentSkill:
        agent = await AsyncAgentSkill(INTERACTIVE, binary=BIN, timeout=TIMEOUT).open()
        self.addAsyncCleanup(agent.close)
        await agent.request({"cmd": "register", "skill": SLOW_SKILL}, check=True)
        return agent

    async def assert_free(self, agent: AsyncAgentSkill) -> None:
        self.assertEqual((await agent.status())["state"], "idle")
        self.assertEqual(await agent.reply("三加五乘二"), "3 + 5 × 2 = 13")

    async def test_a_request_times_out_and_its_run_is_stopped(self) -> None:
        agent = await self.start()
        with self.assertRaises(RequestTimeout) as caught:
            await agent.send("慢慢数到6", SHORT)
        self.assertIsInstance(caught.exception, TimeoutError)
        await self.assert_free(agent)

    async def test_cancelling_the_awaiting_task_cancels_the_request_and_its_run(self) -> None:
        agent = await self.start()
        progressed = asyncio.Event()

        def on_event(event: Event) -> None:
            if event["event"] == "progress":
                progressed.set()

        send = asyncio.create_task(agent.send("慢慢数到6", on_event=on_event))
        await asyncio.wait_for(progressed.wait(), TIMEOUT)
        send.cancel()
        with self.assertRaises(asyncio.CancelledError):
            await send
        await self.assert_free(agent)

    async def test_cancelling_a_request_makes_waiting_raise(self) -> None:
        agent = await self.start()
        request = await agent.start({"cmd": "send", "text": "慢慢数到6"})
        self.assertTrue(request.cancel())
        with self.assertRaises(asyncio.CancelledError):
            await request.wait()
        await self.assert_free(agent)


if __name__ == "__main__":
    unittest.main()
