"""The client on threads: one long-lived agent-skill process over its stdin/stdout.

A reader thread takes every event off the pipe as it comes and hands it to the
request whose `id` it answers (its `ref`), so the pipes never fill up and
requests may overlap: with `--interactive`, `start` a long send and `cancel` it.
"""
import itertools
import subprocess
import threading
from typing import IO, Any, Callable, Dict, List, Optional, Sequence, cast

from .binary import find_binary
from .commands import Command
from .events import Event, Ref
from .protocol import decode, encode, ends_answer, route

OnEvent = Callable[[Event], None]


class Request:
    """One command's answer as it arrives (see `protocol.ends_answer` for where it ends)."""

    def __init__(self, cmd: Dict[str, Any], on_event: Optional[OnEvent] = None) -> None:
        self.cmd = cmd
        self.events: List[Event] = []
        self.on_event = on_event
        self._done = threading.Event()
        self._lost = False

    def _take(self, event: Event) -> bool:
        self.events.append(event)
        if self.on_event:
            self.on_event(event)
        if ends_answer(self.cmd, event):
            self._done.set()
        return self._done.is_set()

    def _lose(self) -> None:
        self._lost = True
        self._done.set()

    def wait(self, timeout: Optional[float] = None) -> List[Event]:
        """The whole answer; TimeoutError after `timeout` seconds, EOFError if the tool exited first."""
        if not self._done.wait(timeout):
            raise TimeoutError(f"no complete answer to {self.cmd!r} within {timeout}s")
        if self._lost:
            raise EOFError(f"agent-skill exited before answering {self.cmd!r}")
        return self.events


class AgentSkill:
    """agent-skill started once with `args`; the binary is `binary`, else
    $AGENT_SKILL_BIN, else `agent-skill` on PATH (`BinaryNotFound` says which
    were tried). `cwd` is the tool's working directory (exec skills' relative
    paths are read from it). stderr passes through."""

    def __init__(self, args: Sequence[str] = (), binary: Optional[str] = None,
                 cwd: Optional[str] = None) -> None:
        self.proc = subprocess.Popen([find_binary(binary), *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, cwd=cwd)
        self._stdin = cast(IO[bytes], self.proc.stdin)
        self._stdout = cast(IO[bytes], self.proc.stdout)
        self._ids = itertools.count(1)
        self._lock = threading.Lock()  # guards _pending and tail
        self._writing = threading.Lock()  # one command line at a time; never held with _lock,
        # so the reader can always drain stdout while a write waits for room in stdin
        self._pending: Dict[Ref, Request] = {}
        self.tail: List[Event] = []  # events no request was waiting for (`fired` after the end of input, say)
        self._ended = False  # stdout is closed: no request can be answered any more
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self._stdout:
            if not line.strip():
                continue
            event = decode(line)
            with self._lock:
                route(event, self._pending, self.tail)
        with self._lock:
            self._ended = True
            for request in self._pending.values():
                request._lose()
            self._pending.clear()

    def start(self, cmd: Command, on_event: Optional[OnEvent] = None) -> Request:
        """Write one command (a fresh numeric `id` is set) and return its Request
        at once; `on_event` sees each of its events as it arrives (on the reader thread)."""
        with self._lock:
            if self._ended or self.proc.poll() is not None:
                raise EOFError(f"agent-skill has exited; {cmd!r} not sent")
            request = Request({**cmd, "id": next(self._ids)}, on_event)
            self._pending[request.cmd["id"]] = request
        with self._writing:
            self._stdin.write(encode(request.cmd))
            self._stdin.flush()
        return request

    def request(self, cmd: Command, timeout: Optional[float] = None) -> List[Event]:
        """Write one command and return its whole answer."""
        return self.start(cmd).wait(timeout)

    def send(self, text: str, timeout: Optional[float] = None) -> List[Event]:
        return self.request({"cmd": "send", "text": text}, timeout)

    def reply(self, text: str, timeout: Optional[float] = None) -> Optional[str]:
        """The agent's reply text to `text` (None if it gave no reply)."""
        return next((e["text"] for e in self.send(text, timeout) if e["event"] == "reply"), None)

    def cancel(self, timeout: Optional[float] = None) -> List[Event]:
        """Stop the run in progress (or drop a pending question): `state` and
        `cancelled`, or `rejected` when there was nothing to cancel."""
        return self.request({"cmd": "cancel"}, timeout)

    def snapshot(self, timeout: Optional[float] = None) -> Dict[str, Any]:
        """The conversation as JSON, for `restore` here or in another process."""
        [event] = self.request({"cmd": "snapshot"}, timeout)
        if event["event"] != "snapshot":
            raise RuntimeError(f"agent-skill answered snapshot with {event!r}")
        return event["state"]

    def restore(self, state: Dict[str, Any], timeout: Optional[float] = None) -> List[Event]:
        """Take on a snapshot's state: ends with `restored`, or an `error` (`invalid_snapshot`)."""
        return self.request({"cmd": "restore", "state": state}, timeout)

    def close(self) -> int:
        """Close stdin, wait for the tool to finish, return its exit status.
        Requests still open get the rest of their events first."""
        if not self._stdin.closed:
            self._stdin.close()
        self._reader.join()
        self._stdout.close()
        return self.proc.wait()

    def __enter__(self) -> "AgentSkill":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
