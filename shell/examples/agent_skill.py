"""A minimal Python client for agent-skill (stdlib only).

Starts the binary once and talks JSON lines over its stdin/stdout, one request
at a time, so it never deadlocks: it writes one command, then reads exactly the
events that answer it.

    from agent_skill import AgentSkill
    with AgentSkill(["--deterministic", "--tz", "Asia/Shanghai"]) as agent:
        print(agent.reply("倒计时30分钟"))   # 好的，已为您设置 30 分钟倒计时
        events = agent.request({"cmd": "status"})

The binary is `binary`, else $AGENT_SKILL_BIN, else `agent-skill` on PATH.
"""
import itertools
import json
import os
import subprocess


class AgentSkill:
    def __init__(self, args=(), binary=None):
        binary = binary or os.environ.get("AGENT_SKILL_BIN") or "agent-skill"
        self.proc = subprocess.Popen(
            [binary, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, encoding="utf-8", bufsize=1)  # bufsize=1: line-buffered writes
        self._ids = itertools.count(1)
        self.tail = []  # events written after stdin was closed (see close())

    def request(self, cmd):
        """Send one command (a fresh numeric `id` is set) and return its answer:
        the events through `timing` for `send`, else through the first event
        with its ref that is not a `state` event (an `error` event included)."""
        cmd = {**cmd, "id": next(self._ids)}
        self.proc.stdin.write(json.dumps(cmd, ensure_ascii=False) + "\n")
        self.proc.stdin.flush()
        events = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EOFError(f"agent-skill exited before answering {cmd!r}")
            events.append(json.loads(line))
            e = events[-1]
            if e.get("ref") == cmd["id"] and (e["event"] in ("timing", "error") or (
                    cmd.get("cmd") != "send" and e["event"] != "state")):
                return events

    def send(self, text):
        return self.request({"cmd": "send", "text": text})

    def reply(self, text):
        """The agent's reply text to `text` (None if it gave no reply)."""
        return next((e["text"] for e in self.send(text) if e["event"] == "reply"), None)

    def close(self):
        """Close stdin, keep any remaining events in `self.tail`, return the exit status."""
        if self.proc.stdin and not self.proc.stdin.closed:
            self.proc.stdin.close()
            self.tail = [json.loads(l) for l in self.proc.stdout.read().splitlines() if l.strip()]
            self.proc.stdout.close()
        return self.proc.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
