"""shell/examples/chat, the terminal client built on the tool and jq: typed
lines in, replies out, over pipes and at a pseudo-terminal.

Each line is written only once the answer to the one before has been read, as
a person types; the chat runs agent-skill with --interactive, where a send that
arrives while another still runs is refused as busy.
"""
import os
import pty
import queue
import select
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import unittest
from pathlib import Path

from tool import BIN, REPO, ToolTestCase

CHAT = REPO / "shell" / "examples" / "chat"
ARGS = ["--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"]
TIMEOUT = 20.0

LONG_SKILL = r'''
import json, sys, time
sys.stdin.read()
print(json.dumps({"progress": 0.1}), flush=True)
time.sleep(60)
print(json.dumps({"summary": "too late"}), flush=True)
'''


@unittest.skipUnless(shutil.which("jq"), "the chat client needs jq")
class ChatOverPipesTests(ToolTestCase):
    def setUp(self):
        self.dir = Path(tempfile.mkdtemp(prefix="agent-skill-chat-"))
        self.addCleanup(shutil.rmtree, self.dir, ignore_errors=True)
        (self.dir / "long_skill.py").write_text(LONG_SKILL, encoding="utf-8")
        (self.dir / "skills.jsonl").write_text(
            '{"cmd":"register","skill":{"id":"long.task","keywords":["长任务"],"exec":["%s","%s"],"timeoutMs":120000}}\n'
            % (sys.executable, self.dir / "long_skill.py"), encoding="utf-8")
        self.proc = subprocess.Popen(
            [str(CHAT), *ARGS, "--allow-exec", "--skills", str(self.dir / "skills.jsonl")],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8",
            env={**os.environ, "AGENT_SKILL_BIN": BIN})
        self.lines = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()
        self.addCleanup(self._stop)

    def _pump(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def _stop(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        for pipe in (self.proc.stdin, self.proc.stdout):
            try:
                pipe.close()
            except OSError:
                pass

    def say(self, text):
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def read(self):
        try:
            line = self.lines.get(timeout=TIMEOUT)
        except queue.Empty:
            raise AssertionError(f"chat printed nothing within {TIMEOUT}s") from None
        self.assertIsNotNone(line, "chat ended early")
        return line

    def test_a_conversation(self):
        self.say("倒计时30分钟")
        self.assertEqual(self.read(), "agent> 好的，已为您设置 30 分钟倒计时。")
        self.say("/status")
        self.assertEqual(self.read(), "       idle")
        self.say("设置计时器")
        self.assertEqual(self.read(), "agent> 要倒计时多久呢？（例如：10 分钟）")
        self.say("10")
        self.assertEqual(self.read(), "agent> 好的，已为您设置 10 分钟倒计时。")
        self.say("/cancel")
        self.assertEqual(self.read(), "       (nothing to cancel)")
        self.say("/frob")
        self.assertEqual(self.read(), "       (unknown command /frob: /status /cancel /reset /quit)")
        self.proc.stdin.close()
        self.assertIsNone(self.lines.get(timeout=TIMEOUT))
        self.assertEqual(self.proc.wait(timeout=TIMEOUT), 0)

    def test_a_long_run_is_stopped_from_the_keyboard(self):
        self.say("开始长任务")
        self.assertEqual(self.read(), "       … 10%")
        self.say("/status")
        self.assertEqual(self.read(), "       executing · long.task")
        self.say("开始长任务")
        self.assertEqual(self.read(), "       (busy)")
        self.say("/cancel")
        self.assertEqual(self.read(), "       (stopped long.task)")
        self.say("三加五乘二")
        self.assertEqual(self.read(), "agent> 3 + 5 × 2 = 13")
        self.say("/quit")
        self.assertIsNone(self.lines.get(timeout=TIMEOUT))
        self.assertEqual(self.proc.wait(timeout=TIMEOUT), 0)


@unittest.skipUnless(shutil.which("jq"), "the chat client needs jq")
class ChatAtATerminalTests(ToolTestCase):
    def test_the_prompt_comes_back_after_each_answer(self):
        pid, fd = pty.fork()
        if pid == 0:  # the child: the chat on the pseudo-terminal
            os.environ["AGENT_SKILL_BIN"] = BIN
            os.execv(str(CHAT), [str(CHAT), *ARGS])
        screen = b""

        def until(text):
            nonlocal screen
            deadline = time.monotonic() + TIMEOUT
            while text.encode() not in screen:
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([fd], [], [], left)[0]:
                    raise AssertionError(f"{text!r} never appeared; the screen: {screen.decode(errors='replace')!r}")
                try:
                    screen += os.read(fd, 4096)
                except OSError:  # the child has gone
                    raise AssertionError(f"chat ended before {text!r}: {screen.decode(errors='replace')!r}")
            at = screen.index(text.encode()) + len(text.encode())
            screen = screen[at:]

        try:
            until("you> ")
            os.write(fd, "三加五乘二\r".encode())
            until("agent> 3 + 5 × 2 = 13")
            until("you> ")
            os.write(fd, b"/status\r")
            until("idle")
            until("you> ")
            os.write(fd, b"/quit\r")
            _, status = os.waitpid(pid, 0)
            self.assertEqual(os.waitstatus_to_exitcode(status), 0)
        finally:
            try:
                os.kill(pid, 9)
                os.waitpid(pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
            os.close(fd)


if __name__ == "__main__":
    unittest.main()
