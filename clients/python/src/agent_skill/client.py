"""The client on threads: one long-lived agent-skill process over its stdin/stdout.

A reader thread takes every event off the pipe as it comes and hands it to the
request whose `id` it answers (its `ref`), so the pipes never fill up and
requests may overlap: with `--interactive`, `start` a long send and `cancel` it.
Another thread reads stderr, keeping its end for `ProcessExited`.
"""
import itertools
import os
import subprocess
import threading
from typing import IO, Any, Callable, Dict, List, Optional, Sequence, Tuple, cast

from .binary import find_binary
from .commands import Command
from .errors import AgentSkillError, ProcessExited, RequestCancelled, RequestTimeout
from .events import Event, Ref, StatusEvent
from .protocol import (CHECK_ID, RUNS, checked_status, decode, encode, ends_answer, failure, last, refuse_unsupported,
                       route)
from .stderr import StderrTail
from .timeouts import DEFAULT, DEFAULT_SECONDS, Timeout, seconds

OnEvent = Callable[[Event], None]

EXIT_GRACE = 5.0
"""Seconds the tool has to exit once its stdout has closed, or once its stdin has when it is refused."""
STDERR_GRACE = 1.0
"""Seconds to read the rest of stderr after the tool exited (a skill's child may still hold it open)."""


class Request:
    """One command's answer as it arrives (see `protocol.ends_answer` for where
    it ends), waited on as a concurrent.futures.Future is: `wait` raises
    RequestTimeout when it takes too long, RequestCancelled after `cancel`,
    ProcessExited when the tool ended first."""

    def __init__(self, cmd: Dict[str, Any], on_event: Optional[OnEvent] = None,
                 timeout: Optional[float] = DEFAULT_SECONDS,
                 on_cancel: Optional[Callable[["Request"], None]] = None) -> None:
        self.cmd = cmd
        self.events: List[Event] = []
        self.on_event = on_event
        self.timeout = timeout
        self._on_cancel = on_cancel
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._answered = False
        self._error: Optional[BaseException] = None

    def _take(self, event: Event) -> bool:
        """Adds an event; True once the answer is complete. A cancelled request still
        takes the rest of its answer, so that it does not end up in the client's tail."""
        with self._lock:
            self.events.append(event)
            self._answered = ends_answer(self.cmd, event)
            waited_for = not self._done.is_set()
        if waited_for and self.on_event:
            try:
                self.on_event(event)
            except Exception as error:  # raised to the waiter, not on the reader thread
                self._settle(error)
        if self._answered:
            self._settle(None)
        return self._answered

    def _settle(self, error: Optional[BaseException]) -> bool:
        with self._lock:
            if self._done.is_set():
                return False
            self._error = error
            self._done.set()
            return True

    def _lose(self, error: ProcessExited) -> None:
        self._settle(error)

    def done(self) -> bool:
        return self._done.is_set()

    def cancelled(self) -> bool:
        return isinstance(self._error, RequestCancelled)

    def cancel(self) -> bool:
        """Stops waiting for the answer: `wait` raises RequestCancelled. A send or
        retry cancelled before its answer ended has its run stopped too (a `cancel`
        command; with --interactive at once, else once it is read). False when the
        answer was already complete."""
        if not self._settle(RequestCancelled(self.cmd)):
            return False
        if self._on_cancel:
            self._on_cancel(self)
        return True

    def wait(self, timeout: Timeout = DEFAULT, check: bool = False) -> List[Event]:
        """The whole answer. With `check`, an `error` event raises CommandError and
        a failed run RunFailed. A timeout (the client's unless given; None waits as
        long as it takes) leaves the request open: wait again, or cancel it."""
        limit = seconds(timeout, self.timeout)
        if not self._done.wait(limit):
            raise RequestTimeout(self.cmd, limit)
        if self._error is not None:
            raise self._error
        if check:
            failed = failure(self.cmd, self.events)
            if failed:
                raise failed
        return self.events


class AgentSkill:
    """agent-skill started once with `args` (ValueError for `--input text`,
    `--output text` or `--events`, which hide the answers a client reads); the
    binary is `binary`, else $AGENT_SKILL_BIN, else the one installed with the
    package, else `agent-skill` on PATH (`BinaryNotFound` says which were tried).
    `cwd` is the tool's working directory (a `register`'s relative exec paths
    are read from it; a --skills file's from the file's directory). `timeout` is every request's, in seconds, unless
    the call gives its own (None: no limit). The tool's stderr is echoed to
    this process's unless `echo_stderr` is False; its end is kept either way.

    Starting, it asks for `status` and raises ProtocolMismatch when the tool
    speaks a newer protocol than this client (ProcessExited when the tool
    exits instead, as with a bad option), closing it either way."""

    def __init__(self, args: Sequence[str] = (), binary: Optional[str] = None,
                 cwd: Optional[str] = None, timeout: Optional[float] = DEFAULT_SECONDS,
                 echo_stderr: bool = True) -> None:
        refuse_unsupported(args)
        self.timeout = timeout
        self.proc = subprocess.Popen([find_binary(binary), *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd)
        self._stdin = cast(IO[bytes], self.proc.stdin)
        self._stdout = cast(IO[bytes], self.proc.stdout)
        self.stderr = StderrTail(echo_stderr)
        self._ids = itertools.count(1)
        self._lock = threading.RLock()  # guards _pending, tail and _exited; an on_event may start a request
        self._writing = threading.Lock()  # one command line at a time; never held with _lock,
        # so the reader can always drain stdout while a write waits for room in stdin
        self._pending: Dict[Ref, Request] = {}
        self.tail: List[Event] = []  # events no request was waiting for (`fired` after the end of input, say)
        self._closing = False
        self._exited: Optional[Tuple[Optional[int], str]] = None  # (returncode, stderr) once stdout closed
        self._stderr_reader = threading.Thread(target=self._read_stderr, daemon=True)
        self._stderr_reader.start()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        try:
            check = self._start({"cmd": "status", "id": CHECK_ID}, None)
            # the status read at start: the tool's `version` and `protocol`, its skills
            self.first_status: StatusEvent = checked_status(self._finish(check, DEFAULT, False))
        except BaseException:
            self._shut_down()
            raise

    def _read_stderr(self) -> None:
        stderr = cast(IO[bytes], self.proc.stderr)
        while True:
            chunk = os.read(stderr.fileno(), 65536)
            if not chunk:
                break
            self.stderr.add(chunk)
        stderr.close()

    def _read(self) -> None:
        try:
            for line in self._stdout:
                if not line.strip():
                    continue
                event = decode(line)
                with self._lock:
                    route(event, self._pending, self.tail)
        finally:
            self._end()

    def _end(self) -> None:
        """stdout has closed: every request still open, and every later one, fails
        with the exit status and what stderr said."""
        try:
            returncode: Optional[int] = self.proc.wait(EXIT_GRACE)
        except subprocess.TimeoutExpired:
            returncode = None
        self._stderr_reader.join(STDERR_GRACE)
        stderr = self.stderr.text()
        with self._lock:
            self._exited = (returncode, stderr)
            lost = list(self._pending.values())
            self._pending.clear()
        for request in lost:
            request._lose(ProcessExited(returncode, stderr, request.cmd))

    def _start(self, cmd: Dict[str, Any], on_event: Optional[OnEvent]) -> Request:
        request = Request(cmd, on_event, self.timeout, self._stop_run)
        with self._lock:
            if self._exited is not None:
                raise ProcessExited(*self._exited, cmd)
            if self._closing:
                raise AgentSkillError(f"agent-skill is closing; {cmd.get('cmd')!r} not sent")
            self._pending[cmd["id"]] = request
        with self._writing:
            try:
                self._stdin.write(encode(cmd))
                self._stdin.flush()
            except (OSError, ValueError):  # the tool is gone: the reader's end fails the request
                pass
        return request

    def _stop_run(self, request: Request) -> None:
        """A cancelled send's run is stopped by a `cancel` of its own, whose answer nobody waits for."""
        if request.cmd.get("cmd") in RUNS and not request._answered:
            try:
                self._start({"cmd": "cancel", "id": next(self._ids)}, None)
            except AgentSkillError:  # exited or closing: nothing runs any more
                pass

    def _finish(self, request: Request, timeout: Timeout, check: bool) -> List[Event]:
        """Waits for the answer; a request given up on (a timeout, Ctrl-C) is cancelled."""
        try:
            return request.wait(timeout, check)
        except BaseException:
            request.cancel()
            raise

    def start(self, cmd: Command, on_event: Optional[OnEvent] = None) -> Request:
        """Write one command (a fresh numeric `id` is set) and return its Request
        at once; `on_event` sees each of its events as it arrives (on the reader
        thread: keep it short, and wait for nothing there)."""
        return self._start({**cmd, "id": next(self._ids)}, on_event)

    def request(self, cmd: Command, timeout: Timeout = DEFAULT, *, check: bool = False,
                on_event: Optional[OnEvent] = None) -> List[Event]:
        """Write one command and return its whole answer, an `error` event
        included unless `check` (then CommandError, and RunFailed for a failed run)."""
        return self._finish(self.start(cmd, on_event), timeout, check)

    def send(self, text: str, timeout: Timeout = DEFAULT, *, check: bool = True,
             on_event: Optional[OnEvent] = None) -> List[Event]:
        """The events answering `text`. Raises CommandError when the tool refuses the
        line and RunFailed when the skill's run fails, unless `check` is False; a
        sentence no skill takes is answered, not an error."""
        return self.request({"cmd": "send", "text": text}, timeout, check=check, on_event=on_event)

    def reply(self, text: str, timeout: Timeout = DEFAULT, *, check: bool = True) -> Optional[str]:
        """The agent's reply text to `text` (None if it gave no reply)."""
        return next((e["text"] for e in self.send(text, timeout, check=check) if e["event"] == "reply"), None)

    def status(self, timeout: Timeout = DEFAULT) -> StatusEvent:
        """The `status` event: state, skills, history, schedule."""
        cmd: Command = {"cmd": "status"}
        return cast(StatusEvent, last(cmd, self.request(cmd, timeout), "status"))

    def cancel(self, timeout: Timeout = DEFAULT, *, check: bool = True) -> List[Event]:
        """Stop the run in progress (or drop a pending question): `state` and
        `cancelled`, or `rejected` when there was nothing to cancel."""
        return self.request({"cmd": "cancel"}, timeout, check=check)

    def snapshot(self, timeout: Timeout = DEFAULT) -> Dict[str, Any]:
        """The conversation as JSON, for `restore` here or in another process."""
        cmd: Command = {"cmd": "snapshot"}
        event = last(cmd, self.request(cmd, timeout), "snapshot")
        assert event["event"] == "snapshot"
        return event["state"]

    def restore(self, state: Dict[str, Any], timeout: Timeout = DEFAULT, *, check: bool = True) -> List[Event]:
        """Take on a snapshot's state: ends with `restored`; a refused one raises
        CommandError (`invalid_snapshot`) unless `check` is False."""
        return self.request({"cmd": "restore", "state": state}, timeout, check=check)

    def close(self) -> int:
        """Close stdin, wait for the tool to finish, return its exit status.
        Requests still open get the rest of their events first."""
        with self._lock:
            self._closing = True
        try:
            self._stdin.close()
        except OSError:  # a last flush into a pipe the tool closed
            pass
        self._reader.join()
        self._stdout.close()
        return self.proc.wait()

    def _shut_down(self) -> None:
        """Ends a tool refused at start: stdin closed, killed if it does not exit by itself."""
        with self._lock:
            self._closing = True
        try:
            self._stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(EXIT_GRACE)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._reader.join()
        self._stdout.close()

    def __enter__(self) -> "AgentSkill":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
