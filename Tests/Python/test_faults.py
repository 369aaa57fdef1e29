"""Hostile input and broken peers, against the real binary: what arrives is
answered or refused line by line, memory stays bounded, nothing crashes.

Run: AGENT_SKILL_BIN=/path/to/agent-skill python3 -m unittest discover -s Tests/Python
"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unittest
from pathlib import Path

from tool import ARGS, BIN, LONG_SKILL, ToolTestCase, gone

TIMEOUT = 60.0


def events_of(stdout):
    return [json.loads(line) for line in stdout.splitlines() if line.strip()]


def run(stdin_bytes, args=ARGS):
    done = subprocess.run([BIN, *args], input=stdin_bytes, capture_output=True, timeout=TIMEOUT)
    return done.returncode, events_of(done.stdout), done.stderr


class FaultTests(ToolTestCase):
    def test_input_ending_in_the_middle_of_a_line(self):
        status, events, stderr = run(b'{"cmd":"status","id":1}\n{"cmd":"send","te')
        self.assertEqual(status, 1)
        self.assertEqual(events[0]["event"], "status")
        self.assertEqual((events[1]["event"], events[1]["code"], events[1]["line"]), ("error", "invalid_json", 2))
        self.assertEqual(stderr, b"")

    def test_nul_bytes_are_refused_and_the_next_line_answered(self):
        status, events, _ = run(b'{"cmd":"send","id":1,"text":"a\x00b"}\n\x00\x00\n{"cmd":"status","id":3}\n')
        self.assertEqual(status, 1)
        self.assertEqual([(e["event"], e.get("code"), e.get("line")) for e in events],
                         [("error", "invalid_json", 1), ("error", "invalid_json", 2), ("status", None, None)])

    def test_a_million_open_brackets_are_refused_without_a_crash(self):
        line = b"[" * 1_000_000
        status, events, stderr = run(line + b"\n" + b'{"cmd":"status","id":2}\n',
                                     [*ARGS, "--max-line-bytes", "2000000"])
        self.assertEqual(status, 1)
        self.assertEqual((events[0]["code"], events[0]["message"]), ("invalid_json", "invalid json: json nested deeper than 64 levels"))
        self.assertEqual(events[1]["event"], "status")
        self.assertEqual(stderr, b"")

    def test_a_line_of_hundreds_of_megabytes_keeps_memory_bounded(self):
        """300 MB without a newline through a pipe: the line is refused as too long,
        the next one answered, and the tool's peak memory stays small."""
        size = 300 << 20
        proc = subprocess.Popen(["/usr/bin/time", "-f", "maxrss_kib=%M", BIN, *ARGS], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out = []
        reader = threading.Thread(target=lambda: out.append(proc.stdout.read()), daemon=True)
        reader.start()
        chunk = b"a" * (1 << 20)
        for _ in range(size >> 20):
            proc.stdin.write(chunk)
        proc.stdin.write(b'\n{"cmd":"status","id":2}\n')
        proc.stdin.close()
        proc.wait(timeout=TIMEOUT)
        reader.join(timeout=TIMEOUT)
        err = proc.stderr.read().decode()
        proc.stdout.close()
        proc.stderr.close()
        events = events_of(out[0])
        self.assertEqual((events[0]["code"], events[0]["line"]), ("line_too_long", 1))
        self.assertEqual(events[1]["event"], "status")
        self.assertEqual(proc.returncode, 1)
        peak_mib = int(err.strip().splitlines()[-1].split("=")[1]) / 1024
        self.assertLess(peak_mib, 64, f"peak memory {peak_mib:.1f} MiB while reading a {size >> 20} MB line")

    def test_stdout_closed_early_ends_quietly(self):
        """The reader goes away (`| head -c 1`): no crash report, no hang."""
        lines = b'{"cmd":"status"}\n' * 20_000
        proc = subprocess.Popen([BIN, *ARGS], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        feeder = threading.Thread(target=self._feed, args=(proc, lines), daemon=True)
        feeder.start()
        proc.stdout.read(1)
        proc.stdout.close()
        proc.wait(timeout=TIMEOUT)
        stderr = proc.stderr.read()
        proc.stderr.close()
        self.assertIn(proc.returncode, (0, 1))  # not killed by SIGPIPE, not a crash
        self.assertEqual(stderr, b"")

    @staticmethod
    def _feed(proc, data):
        try:
            proc.stdin.write(data)
        except BrokenPipeError:
            pass
        try:
            proc.stdin.close()
        except BrokenPipeError:
            pass

    def test_sigterm_while_reading_ends_the_tool(self):
        proc = subprocess.Popen([BIN, *ARGS], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        proc.stdin.write(b'{"cmd":"status","id":1}\n')
        proc.stdin.flush()
        self.assertEqual(json.loads(proc.stdout.readline())["event"], "status")
        proc.send_signal(signal.SIGTERM)
        self.assertEqual(proc.wait(timeout=TIMEOUT), 128 + signal.SIGTERM)
        for f in (proc.stdin, proc.stdout, proc.stderr):
            f.close()

    def test_a_signal_that_ends_the_tool_ends_its_exec_children(self):
        """Children run in process groups of their own, which Ctrl-C at a terminal
        does not reach: the tool passes SIGTERM on to them as it ends."""
        with tempfile.TemporaryDirectory(prefix="agent-skill-signal-") as tmp:
            script = Path(tmp) / "long_skill.py"
            script.write_text(LONG_SKILL, encoding="utf-8")
            proc = subprocess.Popen([BIN, *ARGS, "--interactive", "--allow-exec"], stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            register = {"cmd": "register", "skill": {"id": "long.task", "keywords": ["长任务"],
                                                     "exec": [sys.executable, str(script)], "timeoutMs": 120000}}
            proc.stdin.write((json.dumps(register) + "\n" + json.dumps({"cmd": "send", "text": "开始长任务"}) + "\n").encode())
            proc.stdin.flush()
            while json.loads(proc.stdout.readline())["event"] != "progress":
                pass
            child = int((Path(tmp) / "pid").read_text())
            proc.send_signal(signal.SIGINT)
            self.assertEqual(proc.wait(timeout=TIMEOUT), 128 + signal.SIGINT)
            deadline = time.monotonic() + 10
            while not gone(child) and time.monotonic() < deadline:
                time.sleep(0.05)
            self.assertTrue(gone(child), "the exec child outlived the tool")
            self.assertTrue((Path(tmp) / "terminated").exists(), "the child was not sent SIGTERM")
            for f in (proc.stdin, proc.stdout, proc.stderr):
                f.close()


if __name__ == "__main__":
    unittest.main()
