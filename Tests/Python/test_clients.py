"""Drive the real agent-skill binary over pipes, one line at a time.

Run: AGENT_SKILL_BIN=/path/to/agent-skill python3 -m unittest discover -s Tests/Python
(default binary: <repo>/.build/debug/agent-skill).

Every command is written without closing stdin and its answer is read before the
next command is written, so an answer left in an output buffer makes a read time
out (the test fails) instead of hanging.
"""
import json
import queue
import subprocess
import threading
import unittest

from tool import ARGS, BIN, ToolTestCase, by_event

READ_TIMEOUT = 5.0  # seconds per event


class Tool:
    """The binary with a reader thread feeding a queue, so every read has a timeout."""

    def __init__(self):
        self.proc = subprocess.Popen(
            [BIN, *ARGS], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, encoding="utf-8", bufsize=1)  # stderr: passes through
        self.lines = queue.Queue()
        self.reader = threading.Thread(target=self._pump, daemon=True)
        self.reader.start()

    def _pump(self):
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)  # EOF

    def write(self, cmd):
        self.proc.stdin.write((cmd if isinstance(cmd, str) else json.dumps(cmd, ensure_ascii=False)) + "\n")
        self.proc.stdin.flush()

    def read(self):
        try:
            line = self.lines.get(timeout=READ_TIMEOUT)
        except queue.Empty:
            raise AssertionError(f"no event within {READ_TIMEOUT}s (output not flushed?)") from None
        if line is None:
            raise AssertionError("agent-skill closed stdout early")
        return json.loads(line)

    def ask(self, cmd):
        """Write one command; read its answer: through `timing` (or `error`) for
        send, else through the first non-`state` event with its ref."""
        self.write(cmd)
        ref, is_send = cmd.get("id"), cmd.get("cmd") == "send"
        events = []
        while True:
            events.append(self.read())
            e = events[-1]
            if e.get("ref") == ref and (e["event"] in ("timing", "error") or (
                    not is_send and e["event"] != "state")):
                return events

    def close(self):
        """Close stdin; return (exit status, events written afterwards)."""
        self.proc.stdin.close()
        rest = []
        try:
            while (line := self.lines.get(timeout=READ_TIMEOUT)) is not None:
                rest.append(json.loads(line))
            return self.proc.wait(timeout=READ_TIMEOUT), rest
        except (queue.Empty, subprocess.TimeoutExpired):
            raise AssertionError(f"agent-skill did not exit within {READ_TIMEOUT}s of end of input") from None

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.reader.join(timeout=READ_TIMEOUT)  # it sees EOF now
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass


class ProtocolTests(ToolTestCase):
    def setUp(self):
        self.tool = Tool()
        self.addCleanup(self.tool.kill)

    def test_countdown_send(self):
        events = self.tool.ask({"cmd": "send", "id": 1, "text": "倒计时30分钟"})
        self.assertTrue(all(e.get("ref") == 1 for e in events))
        self.assertEqual([e["seq"] for e in events], list(range(1, len(events) + 1)))
        self.assertEqual(events[-1]["event"], "timing")
        self.assertEqual(events[0], {"event": "state", "seq": 1, "ref": 1, "from": "idle", "to": "understanding"})
        self.assertEqual(by_event(events, "match")[0]["selected"], "timer.set")
        [result] = by_event(events, "result")
        self.assertEqual(result["skill"], "timer.set")
        self.assertEqual(result["data"]["seconds"], 1800)
        self.assertEqual(result["data"]["fireAt"], "2026-03-10T09:30:00+08:00")
        [reply] = by_event(events, "reply")
        self.assertEqual(reply["text"], "好的，已为您设置 30 分钟倒计时。")
        self.assertEqual(by_event(events, "state")[-1]["to"], "idle")
        self.assertEqual(self.tool.close(), (0, []))

    def test_awaiting_input_then_answer(self):
        first = self.tool.ask({"cmd": "send", "id": "a", "text": "设置计时器"})
        asking = [e for e in by_event(first, "state") if e["to"] == "awaitingInput"]
        self.assertEqual(len(asking), 1)
        self.assertEqual(asking[0]["skill"], "timer.set")
        self.assertEqual([m["name"] for m in asking[0]["missing"]], ["duration"])
        self.assertEqual(len(by_event(first, "reply")), 1)
        self.assertNotIn("result", [e["event"] for e in first])
        self.assertEqual(first[-1]["event"], "timing")

        second = self.tool.ask({"cmd": "send", "id": "b", "text": "10"})
        self.assertEqual(second[0]["event"], "state")
        self.assertEqual((second[0]["from"], second[0]["to"]), ("awaitingInput", "executing"))
        self.assertEqual(second[0]["run"], asking[0]["run"])  # the same run resumes
        [result] = by_event(second, "result")
        self.assertEqual(result["data"]["seconds"], 600)
        self.assertEqual(result["data"]["fireAt"], "2026-03-10T09:10:00+08:00")
        self.assertEqual(by_event(second, "reply")[0]["text"], "好的，已为您设置 10 分钟倒计时。")
        self.assertEqual(self.tool.close()[0], 0)

    def test_bad_line_gets_error_and_process_goes_on(self):
        [error] = self.tool.ask({"cmd": "sned", "id": 7})
        self.assertEqual(error["event"], "error")
        self.assertEqual(error["code"], "unknown_command")
        self.assertEqual(error["ref"], 7)
        self.assertEqual(error["line"], 1)
        # still answering, seq keeps counting
        [status] = self.tool.ask({"cmd": "status", "id": 8})
        self.assertEqual((status["event"], status["seq"], status["state"]), ("status", 2, "idle"))
        events = self.tool.ask({"cmd": "send", "id": 9, "text": "倒计时30分钟"})
        self.assertEqual(by_event(events, "result")[0]["data"]["seconds"], 1800)
        self.assertEqual(self.tool.close(), (1, []))

    def test_invalid_json_has_no_ref(self):
        self.tool.write("not json")
        error = self.tool.read()
        self.assertEqual((error["event"], error["code"], error["line"]), ("error", "invalid_json", 1))
        self.assertNotIn("ref", error)
        [reset] = self.tool.ask({"cmd": "reset", "id": 2})
        self.assertEqual(reset["event"], "reset")
        self.assertEqual(self.tool.close()[0], 1)

    def test_status_shows_history(self):
        self.tool.ask({"cmd": "send", "id": 1, "text": "倒计时30分钟"})
        self.tool.ask({"cmd": "send", "id": 2, "text": "设置计时器"})
        self.tool.ask({"cmd": "send", "id": 3, "text": "10"})
        [status] = self.tool.ask({"cmd": "status", "id": 4})
        self.assertEqual(status["event"], "status")
        self.assertEqual(status["state"], "idle")
        self.assertIn("timer.set", [s["id"] for s in status["skills"]])
        self.assertEqual(status["history"], [
            {"role": "user", "text": "倒计时30分钟"},
            {"role": "agent", "text": "好的，已为您设置 30 分钟倒计时。"},
            {"role": "user", "text": "设置计时器"},
            {"role": "agent", "text": "要倒计时多久呢？（例如：10 分钟）"},
            {"role": "user", "text": "10"},
            {"role": "agent", "text": "好的，已为您设置 10 分钟倒计时。"},
        ])
        [reset] = self.tool.ask({"cmd": "reset", "id": 5})
        self.assertEqual(reset["event"], "reset")
        [status] = self.tool.ask({"cmd": "status", "id": 6})
        self.assertEqual(status["history"], [])
        self.assertEqual(self.tool.close(), (0, []))

    def test_single_answer_commands(self):
        [rejected] = self.tool.ask({"cmd": "cancel", "id": 1})
        self.assertEqual((rejected["event"], rejected["reason"]), ("rejected", "nothing_to_cancel"))
        [match] = self.tool.ask({"cmd": "match", "id": 2, "text": "倒计时30分钟"})
        self.assertEqual((match["event"], match["selected"]), ("match", "timer.set"))
        self.assertEqual((match["candidates"][0]["score"], match["candidates"][0]["rejected"]), (37, None))
        [registered] = self.tool.ask({"cmd": "register", "id": 3, "skill": {
            "id": "greet", "keywords": ["hello"], "reply": "hi {input}"}})
        self.assertEqual((registered["event"], registered["skill"], registered["replaced"]),
                         ("registered", "greet", False))
        [unregistered] = self.tool.ask({"cmd": "unregister", "id": 4, "skill": "greet"})
        self.assertEqual((unregistered["event"], unregistered["skill"]), ("unregistered", "greet"))
        [reset] = self.tool.ask({"cmd": "reset", "id": 5})
        self.assertEqual(reset["event"], "reset")
        self.assertEqual(self.tool.close(), (0, []))

    def test_cancel_and_reset_drop_a_pending_question(self):
        # Leaving awaitingInput, each reports `state` -> idle and then its own
        # event, which is the last of its answer.
        self.tool.ask({"cmd": "send", "id": 1, "text": "设置计时器"})
        state, reset = self.tool.ask({"cmd": "reset", "id": 2})
        self.assertEqual((state["event"], state["ref"], state["from"], state["to"]), ("state", 2, "awaitingInput", "idle"))
        self.assertEqual(reset["event"], "reset")

        self.tool.ask({"cmd": "send", "id": 3, "text": "设置计时器"})
        state, cancelled = self.tool.ask({"cmd": "cancel", "id": 4})
        self.assertEqual((state["event"], state["ref"], state["from"], state["to"]), ("state", 4, "awaitingInput", "idle"))
        self.assertEqual((cancelled["event"], cancelled["skill"]), ("cancelled", "timer.set"))
        [status] = self.tool.ask({"cmd": "status", "id": 5})
        self.assertEqual((status["event"], status["state"]), ("status", "idle"))
        self.assertNotIn("pending", status)
        # the dropped question is not answered by "10": nothing matches it
        events = self.tool.ask({"cmd": "send", "id": 6, "text": "10"})
        self.assertEqual(by_event(events, "result"), [])
        self.assertEqual(by_event(events, "match")[0]["selected"], None)
        self.assertEqual(self.tool.close(), (0, []))


if __name__ == "__main__":
    unittest.main()
