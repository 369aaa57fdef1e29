"""Helpers the client tests share: a client stopped at the end of its test, and a
send started and returned once its skill has reported progress."""
import threading
import unittest

from agent_skill import AgentSkill, Event, Request

TIMEOUT = 20.0  # seconds for any one answer that should come


def started(test: unittest.TestCase, agent: AgentSkill) -> AgentSkill:
    """`agent`, killed at the end of the test if it is still running."""
    def stop() -> None:
        if agent.proc.poll() is None:
            agent.proc.kill()
        agent.close()

    test.addCleanup(stop)
    return agent


def start_until_progress(test: unittest.TestCase, agent: AgentSkill, text: str) -> Request:
    """Starts a send and returns it once its skill has reported progress."""
    progressed = threading.Event()

    def on_event(event: Event) -> None:
        if event["event"] == "progress":
            progressed.set()

    send = agent.start({"cmd": "send", "text": text}, on_event=on_event)
    test.assertTrue(progressed.wait(TIMEOUT), "the skill reported no progress")
    return send
