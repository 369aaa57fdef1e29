"""A minimal Python client for agent-skill (stdlib only).

Starts the binary once and talks JSON lines over its stdin/stdout. A reader
thread takes every event off the pipe as it comes and hands it to the request
whose `id` it answers (its `ref`), so the pipes never fill up and requests may
overlap: with `--interactive`, `start` a long send and `cancel` it.

    from agent_skill import AgentSkill
    with AgentSkill(["--deterministic", "--tz", "Asia/Shanghai"]) as agent:
        print(agent.reply("倒计时30分钟"))   # 好的，已为您设置 30 分钟倒计时。
        events = agent.request({"cmd": "status"})

The binary is `binary`, else $AGENT_SKILL_BIN, else `agent-skill` on PATH.
"""
import itertools
import json
import os
import subprocess
import threading


class Request:
    """One command's answer as it arrives: the events through `timing` for a
    send, else through the first event that is not a `state` event (an `error`
    event included)."""

    def __init__(self, cmd, on_event=None):
        self.cmd = cmd
        self.events = []
        self.on_event = on_event
        self._done = threading.Event()
        self._lost = False

    def _take(self, event):
        self.events.append(event)
        if self.on_event:
            self.on_event(event)
        if event["event"] in ("timing", "error") or (
                self.cmd.get("cmd") != "send" and event["event"] != "state"):
            self._done.set()
        return self._done.is_set()

    def _lose(self):
        self._lost = True
        self._done.set()

    def wait(self, timeout=None):
        """The whole answer; TimeoutError after `timeout` seconds, EOFError if the tool exited first."""
        if not self._done.wait(timeout):
            raise TimeoutError(f"no complete answer to {self.cmd!r} within {timeout}s")
        if self._lost:
            raise EOFError(f"agent-skill exited before answering {self.cmd!r}")
        return self.events


class AgentSkill:
    def __init__(self, args=(), binary=None):
        binary = binary or os.environ.get("AGENT_SKILL_BIN") or "agent-skill"
        self.proc = subprocess.Popen(
            [binary, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, encoding="utf-8")  # stderr: passes through
        self._ids = itertools.count(1)
        self._lock = threading.Lock()  # guards _pending and tail
        self._writing = threading.Lock()  # one command line at a time; never held with _lock,
        # so the reader can always drain stdout while a write waits for room in stdin
        self._pending = {}
        self.tail = []  # events no request was waiting for (`fired` after the end of input, say)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self):
        for line in self.proc.stdout:
            if not line.strip():
                continue
            event = json.loads(line)
            with self._lock:
                request = self._pending.get(event.get("ref"))
                if request is None:
                    self.tail.append(event)
                elif request._take(event):
                    del self._pending[event["ref"]]
        with self._lock:
            for request in self._pending.values():
                request._lose()
            self._pending.clear()

    def start(self, cmd, on_event=None):
        """Write one command (a fresh numeric `id` is set) and return its Request
        at once; `on_event` sees each of its events as it arrives (on the reader thread)."""
        with self._lock:
            request = Request({**cmd, "id": next(self._ids)}, on_event)
            self._pending[request.cmd["id"]] = request
        with self._writing:
            self.proc.stdin.write(json.dumps(request.cmd, ensure_ascii=False) + "\n")
            self.proc.stdin.flush()
        return request

    def request(self, cmd, timeout=None):
        """Write one command and return its whole answer."""
        return self.start(cmd).wait(timeout)

    def send(self, text, timeout=None):
        return self.request({"cmd": "send", "text": text}, timeout)

    def reply(self, text, timeout=None):
        """The agent's reply text to `text` (None if it gave no reply)."""
        return next((e["text"] for e in self.send(text, timeout) if e["event"] == "reply"), None)

    def close(self):
        """Close stdin, wait for the tool to finish, return its exit status.
        Requests still open get the rest of their events first."""
        if not self.proc.stdin.closed:
            self.proc.stdin.close()
        self._reader.join()
        self.proc.stdout.close()
        return self.proc.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
