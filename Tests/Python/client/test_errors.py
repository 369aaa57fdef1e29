"""What the installed client raises, over real processes: an `error` event
answering a request (CommandError, with code, message and line), a failed run
(RunFailed), the tool ending before it answers (ProcessExited, with the exit
status and stderr), and a tool speaking a newer protocol (ProtocolMismatch).
A sentence no skill takes is an answer, not an error.

shell/test runs client/ with the python of a venv that has `pip install`ed
clients/python, and Tests/Python on PYTHONPATH for tool.py.
"""
import concurrent.futures
import shutil
import tempfile
import unittest
from pathlib import Path
from typing import Any

from agent_skill import (PROTOCOL, AgentSkill, AgentSkillError, AsyncAgentSkill, CommandError,
                         ProcessExited, ProtocolMismatch, RequestCancelled, RequestTimeout, RunFailed)
from running import start_until_progress, started
from tool import ARGS, BIN, SLOW_SKILL, ToolTestCase, gone, write_fake_tool

TIMEOUT = 20.0  # seconds for any one answer


class ErrorTestCase(ToolTestCase):
    def setUp(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="agent-skill-errors-"))
        self.addCleanup(shutil.rmtree, self.dir, ignore_errors=True)

    def start(self, *args: str) -> AgentSkill:
        agent = started(self, AgentSkill([*ARGS, *args], binary=BIN, timeout=TIMEOUT, echo_stderr=False))
        return agent


class CommandErrorTests(ErrorTestCase):
    def test_an_error_event_raises_command_error_with_code_message_and_line(self) -> None:
        agent = self.start()
        with self.assertRaises(CommandError) as caught:
            agent.send("慢" * 1001)
        error = caught.exception
        self.assertIsInstance(error, AgentSkillError)
        # Line 1 is the status the client sends at start to check the protocol.
        self.assertEqual((error.code, error.line, error.event.get("ref")), ("sentence_too_long", 2, 1))
        self.assertIn("1000", error.message)
        self.assertEqual(str(error), f"sentence_too_long: {error.message} (line 2)")

        misspelt: Any = {"cmd": "sned"}  # not a Command, which is the point
        with self.assertRaises(CommandError) as caught:
            agent.request(misspelt, check=True)
        self.assertEqual((caught.exception.code, caught.exception.line), ("unknown_command", 3))
        self.assertEqual(caught.exception.message, "unknown command 'sned'; did you mean 'send'?")

        with self.assertRaises(CommandError) as caught:
            agent.restore({"protocol": 99})
        self.assertEqual(caught.exception.code, "invalid_snapshot")

    def test_the_raw_answer_is_there_for_whoever_wants_it(self) -> None:
        agent = self.start()
        [error] = agent.send("慢" * 1001, check=False)
        assert error["event"] == "error"
        self.assertEqual((error["code"], error["line"]), ("sentence_too_long", 2))
        misspelt: Any = {"cmd": "sned"}
        [error] = agent.request(misspelt)
        self.assertEqual(error["event"], "error")
        self.assertEqual(agent.close(), 1)  # refused lines make the exit status 1

    def test_a_sentence_no_skill_takes_and_a_question_are_answers(self) -> None:
        agent = self.start()
        self.assertEqual(agent.reply("hello"), "Sorry, I don’t know how to do that yet.")
        self.assertEqual(agent.reply("设置计时器"), "要倒计时多久呢？（例如：10 分钟）")
        self.assertEqual(agent.close(), 0)

    def test_status_is_the_typed_status_event(self) -> None:
        agent = self.start()
        status = agent.status()
        self.assertEqual((status["event"], status["protocol"], status["state"]), ("status", PROTOCOL, "idle"))
        self.assertEqual(agent.first_status["version"], status["version"])


class RunFailedTests(ErrorTestCase):
    def test_a_failed_run_raises_run_failed_with_the_skills_error(self) -> None:
        agent = self.start("--allow-exec")
        agent.request({"cmd": "register", "skill": SLOW_SKILL}, check=True)
        with self.assertRaises(RunFailed) as caught:
            agent.send("慢慢数到100")
        failed = caught.exception
        self.assertEqual((failed.code, failed.message), ("invalid_input", "can count from 1 to 60, not 100"))
        self.assertEqual((failed.skill, failed.run), ("count.slow", "r1"))
        self.assertEqual(failed.reply, "抱歉，技能「慢慢数」出错了：can count from 1 to 60, not 100。")
        self.assertEqual(failed.events[-1]["event"], "timing")

        # A retry fails the same way; its answer ends at its `timing`, nothing left over.
        with self.assertRaises(RunFailed) as caught:
            agent.request({"cmd": "retry"}, check=True)
        self.assertEqual((caught.exception.run, caught.exception.events[-1]["event"]), ("r2", "timing"))

        events = agent.send("慢慢数到100", check=False)
        self.assertIn(("state", "failed"), [(e["event"], e.get("to")) for e in events])
        self.assertEqual(agent.close(), 0)  # a failed run is not a refused line
        self.assertEqual(agent.tail, [])


class ProcessExitedTests(ErrorTestCase):
    def test_a_bad_option_raises_process_exited_with_the_status_and_stderr(self) -> None:
        with self.assertRaises(ProcessExited) as caught:
            AgentSkill(["--bogus"], binary=BIN, timeout=TIMEOUT, echo_stderr=False)
        exited = caught.exception
        self.assertIsInstance(exited, EOFError)  # what the client raised before
        self.assertEqual(exited.returncode, 2)
        self.assertIn("unknown option '--bogus'", exited.stderr)
        self.assertIn("exited with status 2", str(exited))
        self.assertIn("unknown option '--bogus'", str(exited))

    def test_an_exit_fails_the_request_waiting_and_every_later_one(self) -> None:
        fake = write_fake_tool(self.dir)
        agent = AgentSkill(["1"], binary=fake, timeout=TIMEOUT, echo_stderr=False)
        self.assertEqual(agent.first_status["version"], "9.0.0")
        with self.assertRaises(ProcessExited) as caught:
            agent.send("倒计时30分钟")  # the fake writes to stderr and exits 3
        self.assertEqual((caught.exception.returncode, caught.exception.stderr), (3, "fake-tool: cannot send\n"))
        with self.assertRaises(ProcessExited) as caught:
            agent.status()
        self.assertEqual((caught.exception.returncode, caught.exception.cmd["cmd"]), (3, "status"))
        self.assertEqual(agent.close(), 3)

    def test_a_kill_fails_a_run_in_flight(self) -> None:
        agent = self.start("--allow-exec")
        agent.request({"cmd": "register", "skill": SLOW_SKILL}, check=True)
        send = start_until_progress(self, agent, "慢慢数到6")
        agent.proc.kill()
        with self.assertRaises(ProcessExited) as caught:
            send.wait()
        self.assertEqual(caught.exception.returncode, -9)
        self.assertIn("killed by SIGKILL", str(caught.exception))


class UnsupportedOptionTests(unittest.TestCase):
    def test_options_that_hide_the_answers_are_refused_before_anything_starts(self) -> None:
        # The client writes JSON commands and reads every event: these would make the first
        # request wait its whole timeout.
        for args in (["--output", "text"], ["--output=text"], ["--input", "text"], ["--events", "reply"],
                     [*ARGS, "--events=result,timing"]):
            with self.subTest(args=args):
                with self.assertRaisesRegex(ValueError, "the client cannot run agent-skill with --"):
                    AgentSkill(args, binary=BIN)

    def test_the_json_forms_of_those_options_are_fine(self) -> None:
        with AgentSkill([*ARGS, "--output", "json", "--input=json"], binary=BIN, timeout=TIMEOUT) as agent:
            self.assertEqual(agent.reply("三加五乘二"), "3 + 5 × 2 = 13")


class ProtocolTests(ErrorTestCase):
    def test_a_newer_protocol_is_refused_and_the_tool_closed(self) -> None:
        fake = write_fake_tool(self.dir)
        pid_file = self.dir / "pid"
        with self.assertRaises(ProtocolMismatch) as caught:
            AgentSkill([str(PROTOCOL + 1), str(pid_file)], binary=fake, timeout=TIMEOUT)
        self.assertEqual((caught.exception.protocol, caught.exception.supported), (PROTOCOL + 1, PROTOCOL))
        self.assertEqual(str(caught.exception),
                         f"agent-skill speaks protocol {PROTOCOL + 1}, this client at most {PROTOCOL}: update the client")
        self.assertTrue(gone(int(pid_file.read_text())))


class AsyncErrorTests(ToolTestCase, unittest.IsolatedAsyncioTestCase):
    async def asyncSetUp(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="agent-skill-errors-"))
        self.addCleanup(shutil.rmtree, self.dir, ignore_errors=True)

    async def test_errors_and_failed_runs_raise(self) -> None:
        async with AsyncAgentSkill([*ARGS, "--allow-exec"], binary=BIN, timeout=TIMEOUT) as agent:
            with self.assertRaises(CommandError) as caught:
                await agent.send("慢" * 1001)
            self.assertEqual((caught.exception.code, caught.exception.line), ("sentence_too_long", 2))
            await agent.request({"cmd": "register", "skill": SLOW_SKILL}, check=True)
            with self.assertRaises(RunFailed) as failed:
                await agent.send("慢慢数到100")
            self.assertEqual(failed.exception.code, "invalid_input")
            self.assertEqual((await agent.status())["state"], "failed")

    async def test_a_bad_option_raises_process_exited(self) -> None:
        with self.assertRaises(ProcessExited) as caught:
            await AsyncAgentSkill(["--bogus"], binary=BIN, timeout=TIMEOUT, echo_stderr=False).open()
        self.assertEqual(caught.exception.returncode, 2)
        self.assertIn("unknown option '--bogus'", caught.exception.stderr)

    async def test_an_exit_fails_the_request_waiting_and_every_later_one(self) -> None:
        fake = write_fake_tool(self.dir)
        agent = await AsyncAgentSkill(["1"], binary=fake, timeout=TIMEOUT, echo_stderr=False).open()
        for _ in range(2):
            with self.assertRaises(ProcessExited) as caught:
                await agent.send("倒计时30分钟")
            self.assertEqual((caught.exception.returncode, caught.exception.stderr), (3, "fake-tool: cannot send\n"))
        self.assertEqual(await agent.close(), 3)

    async def test_a_newer_protocol_is_refused_and_the_tool_closed(self) -> None:
        fake = write_fake_tool(self.dir)
        pid_file = self.dir / "pid"
        agent = AsyncAgentSkill([str(PROTOCOL + 1), str(pid_file)], binary=fake, timeout=TIMEOUT)
        with self.assertRaises(ProtocolMismatch) as caught:
            await agent.open()
        self.assertEqual((caught.exception.protocol, caught.exception.supported), (PROTOCOL + 1, PROTOCOL))
        assert agent.proc is not None
        self.assertIsNotNone(agent.proc.returncode)
        self.assertTrue(gone(int(pid_file.read_text())))


class HierarchyTests(unittest.TestCase):
    def test_each_error_is_also_the_standard_one_it_stands_for(self) -> None:
        self.assertTrue(issubclass(RequestTimeout, TimeoutError))
        self.assertTrue(issubclass(RequestCancelled, concurrent.futures.CancelledError))
        self.assertTrue(issubclass(ProcessExited, EOFError))
        for error in (CommandError, RunFailed, RequestTimeout, RequestCancelled, ProcessExited, ProtocolMismatch):
            self.assertTrue(issubclass(error, AgentSkillError), error)
        timeout = RequestTimeout({"cmd": "send", "text": "hi"}, 0.5)
        self.assertEqual(str(timeout), "no answer to 'send' within 0.5s")


if __name__ == "__main__":
    unittest.main()
