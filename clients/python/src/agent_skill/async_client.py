"""The client for asyncio: the operations of `AgentSkill`, awaited.

One task reads the tool's stdout and hands each event to the request it answers
(by `ref`), as the threaded client does, so requests may overlap: `start` a long
send, `cancel` it, then await the send's answer. Cancelling the task that awaits
a send cancels the request, and stops its run. Another task reads stderr.

    async with AsyncAgentSkill(["--tz", "Asia/Shanghai"]) as agent:
        print(await agent.reply("倒计时30分钟"))
"""
import asyncio
import itertools
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, cast

from .binary import find_binary
from .client import EXIT_GRACE, STDERR_GRACE, OnEvent
from .commands import Command
from .errors import AgentSkillError, ProcessExited, RequestTimeout
from .events import Event, Ref, StatusEvent
from .protocol import (CHECK_ID, RUNS, checked_status, decode, encode, ends_answer, failure, last, refuse_unsupported,
                       route)
from .stderr import StderrTail
from .timeouts import DEFAULT, DEFAULT_SECONDS, Timeout, seconds

LINE_LIMIT = 1 << 24
"""Longest event line read, in bytes (asyncio's default, 64 KiB, is less than a big snapshot)."""


def _retrieve(future: "asyncio.Future[None]") -> None:
    """Marks an exception as seen, so a request nobody awaited logs nothing when it is collected."""
    if not future.cancelled():
        future.exception()


class AsyncRequest:
    """One command's answer as it arrives; `await request.wait()` for all of it.
    `cancel()` makes waiting raise asyncio.CancelledError, as a Future's does."""

    def __init__(self, cmd: Dict[str, Any], on_event: Optional[OnEvent],
                 timeout: Optional[float] = DEFAULT_SECONDS,
                 on_cancel: Optional[Callable[["AsyncRequest"], None]] = None) -> None:
        self.cmd = cmd
        self.events: List[Event] = []
        self.on_event = on_event
        self.timeout = timeout
        self._on_cancel = on_cancel
        self._answered = False
        self._done: "asyncio.Future[None]" = asyncio.get_running_loop().create_future()
        self._done.add_done_callback(_retrieve)

    def _take(self, event: Event) -> bool:
        """Adds an event; True once the answer is complete (a cancelled request takes the rest too)."""
        self.events.append(event)
        self._answered = ends_answer(self.cmd, event)
        if not self._done.done() and self.on_event:
            try:
                self.on_event(event)
            except Exception as error:  # raised to the waiter, not in the reader task
                self._done.set_exception(error)
        if self._answered and not self._done.done():
            self._done.set_result(None)
        return self._answered

    def _lose(self, error: ProcessExited) -> None:
        if not self._done.done():
            self._done.set_exception(error)

    def done(self) -> bool:
        return self._done.done()

    def cancelled(self) -> bool:
        return self._done.cancelled()

    def cancel(self) -> bool:
        """Stops waiting for the answer; a send or retry not yet answered has its
        run stopped too (a `cancel` command). False when the answer was complete."""
        if not self._done.cancel():
            return False
        if self._on_cancel:
            self._on_cancel(self)
        return True

    async def wait(self, timeout: Timeout = DEFAULT, check: bool = False) -> List[Event]:
        """The whole answer; with `check`, CommandError or RunFailed for a failure.
        A timeout (the client's unless given; None: no limit) raises RequestTimeout
        and leaves the request open: wait again, or cancel it."""
        limit = seconds(timeout, self.timeout)
        try:
            await asyncio.wait_for(asyncio.shield(self._done), limit)
        except asyncio.TimeoutError:
            raise RequestTimeout(self.cmd, limit) from None
        if check:
            failed = failure(self.cmd, self.events)
            if failed:
                raise failed
        return self.events


class AsyncAgentSkill:
    """agent-skill started with `args` by `open()` or `async with`; `binary`,
    `cwd`, `timeout` and `echo_stderr` as for `AgentSkill`. Opening checks the
    protocol as `AgentSkill` does, raising ProtocolMismatch or ProcessExited."""

    def __init__(self, args: Sequence[str] = (), binary: Optional[str] = None,
                 cwd: Optional[str] = None, timeout: Optional[float] = DEFAULT_SECONDS,
                 echo_stderr: bool = True) -> None:
        refuse_unsupported(args)
        self.args = list(args)
        self.binary = find_binary(binary)
        self.cwd = cwd
        self.timeout = timeout
        self.stderr = StderrTail(echo_stderr)
        self.proc: Optional[asyncio.subprocess.Process] = None
        self.first_status: Optional[StatusEvent] = None  # the status read by open()
        self._ids = itertools.count(1)
        self._pending: Dict[Ref, AsyncRequest] = {}
        self.tail: List[Event] = []  # events no request was waiting for
        self._exited: Optional[Tuple[Optional[int], str]] = None  # (returncode, stderr) once stdout closed
        self._closing = False  # close() has begun: nothing more is written
        self._reader: "Optional[asyncio.Task[None]]" = None
        self._stderr_reader: "Optional[asyncio.Task[None]]" = None

    async def open(self) -> "AsyncAgentSkill":
        """Start the process and its reader tasks, and check its protocol."""
        self.proc = await asyncio.create_subprocess_exec(
            self.binary, *self.args, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE, cwd=self.cwd, limit=LINE_LIMIT)
        self._stderr_reader = asyncio.create_task(self._read_stderr())
        self._reader = asyncio.create_task(self._read())
        try:
            check = await self._start({"cmd": "status", "id": CHECK_ID}, None)
            self.first_status = checked_status(await self._finish(check, DEFAULT, False))
        except BaseException:
            await self._shut_down()
            raise
        return self

    def _process(self) -> asyncio.subprocess.Process:
        if self.proc is None:
            raise RuntimeError("AsyncAgentSkill is not open: await open() or use `async with`")
        return self.proc

    async def _read_stderr(self) -> None:
        stderr = self._process().stderr
        assert stderr is not None  # opened with stderr=PIPE
        while True:
            chunk = await stderr.read(65536)
            if not chunk:
                break
            self.stderr.add(chunk)

    async def _read(self) -> None:
        stdout = self._process().stdout
        assert stdout is not None  # opened with stdout=PIPE
        try:
            async for line in stdout:
                if not line.strip():
                    continue
                route(decode(line), self._pending, self.tail)
        finally:
            await self._end()

    async def _end(self) -> None:
        """stdout has closed: every request still open, and every later one, fails
        with the exit status and what stderr said."""
        proc = self._process()
        try:
            returncode: Optional[int] = await asyncio.wait_for(proc.wait(), EXIT_GRACE)
        except asyncio.TimeoutError:
            returncode = proc.returncode
        if self._stderr_reader is not None:
            await asyncio.wait({self._stderr_reader}, timeout=STDERR_GRACE)
        stderr = self.stderr.text()
        self._exited = (returncode, stderr)
        lost = list(self._pending.values())
        self._pending.clear()
        for request in lost:
            request._lose(ProcessExited(returncode, stderr, request.cmd))

    async def _start(self, cmd: Dict[str, Any], on_event: Optional[OnEvent]) -> AsyncRequest:
        request = self._write(cmd, on_event)
        stdin = self._process().stdin
        assert stdin is not None  # opened with stdin=PIPE
        try:
            await stdin.drain()
        except ConnectionError:  # the tool is gone: the reader's end fails the request
            pass
        except BaseException:
            request.cancel()
            raise
        return request

    def _write(self, cmd: Dict[str, Any], on_event: Optional[OnEvent]) -> AsyncRequest:
        stdin = self._process().stdin
        assert stdin is not None
        if self._exited is not None:
            raise ProcessExited(*self._exited, cmd)
        if self._closing:
            raise AgentSkillError(f"agent-skill is closing; {cmd.get('cmd')!r} not sent")
        request = AsyncRequest(cmd, on_event, self.timeout, self._stop_run)
        self._pending[cmd["id"]] = request
        stdin.write(encode(cmd))  # one write call per line: lines never interleave
        return request

    def _stop_run(self, request: AsyncRequest) -> None:
        """A cancelled send's run is stopped by a `cancel` of its own, whose answer nobody waits for."""
        if request.cmd.get("cmd") in RUNS and not request._answered:
            try:
                self._write({"cmd": "cancel", "id": next(self._ids)}, None)
            except AgentSkillError:  # exited or closing: nothing runs any more
                pass

    async def _finish(self, request: AsyncRequest, timeout: Timeout, check: bool) -> List[Event]:
        """Waits for the answer; a request given up on (a timeout, the task cancelled) is cancelled."""
        try:
            return await request.wait(timeout, check)
        except BaseException:
            request.cancel()
            raise

    async def start(self, cmd: Command, on_event: Optional[OnEvent] = None) -> AsyncRequest:
        """Write one command (a fresh numeric `id` is set) and return its request
        once written; `on_event` sees each of its events as it arrives."""
        return await self._start({**cmd, "id": next(self._ids)}, on_event)

    async def request(self, cmd: Command, timeout: Timeout = DEFAULT, *, check: bool = False,
                      on_event: Optional[OnEvent] = None) -> List[Event]:
        """Write one command and return its whole answer, an `error` event
        included unless `check` (then CommandError, and RunFailed for a failed run)."""
        return await self._finish(await self.start(cmd, on_event), timeout, check)

    async def send(self, text: str, timeout: Timeout = DEFAULT, *, check: bool = True,
                   on_event: Optional[OnEvent] = None) -> List[Event]:
        """The events answering `text`; CommandError or RunFailed as `AgentSkill.send`."""
        return await self.request({"cmd": "send", "text": text}, timeout, check=check, on_event=on_event)

    async def reply(self, text: str, timeout: Timeout = DEFAULT, *, check: bool = True) -> Optional[str]:
        """The agent's reply text to `text` (None if it gave no reply)."""
        events = await self.send(text, timeout, check=check)
        return next((e["text"] for e in events if e["event"] == "reply"), None)

    async def status(self, timeout: Timeout = DEFAULT) -> StatusEvent:
        """The `status` event: state, skills, history, schedule."""
        cmd: Command = {"cmd": "status"}
        return cast(StatusEvent, last(cmd, await self.request(cmd, timeout), "status"))

    async def cancel(self, timeout: Timeout = DEFAULT, *, check: bool = True) -> List[Event]:
        """Stop the run in progress (or drop a pending question)."""
        return await self.request({"cmd": "cancel"}, timeout, check=check)

    async def snapshot(self, timeout: Timeout = DEFAULT) -> Dict[str, Any]:
        """The conversation as JSON, for `restore` here or in another process."""
        cmd: Command = {"cmd": "snapshot"}
        event = last(cmd, await self.request(cmd, timeout), "snapshot")
        assert event["event"] == "snapshot"
        return event["state"]

    async def restore(self, state: Dict[str, Any], timeout: Timeout = DEFAULT, *,
                      check: bool = True) -> List[Event]:
        """Take on a snapshot's state: ends with `restored`; a refused one raises
        CommandError (`invalid_snapshot`) unless `check` is False."""
        return await self.request({"cmd": "restore", "state": state}, timeout, check=check)

    async def close(self) -> int:
        """Close stdin, let open requests get the rest of their events, return the exit status."""
        proc = self._process()
        self._closing = True
        if proc.stdin is not None and not proc.stdin.is_closing():
            proc.stdin.close()
        if self._reader is not None:
            await self._reader
        returncode = await proc.wait()
        await self._stop_stderr_reader()
        return returncode

    async def _stop_stderr_reader(self) -> None:
        """Waits a moment for the rest of stderr, then stops reading (a skill's child may hold it open)."""
        if self._stderr_reader is not None and not self._stderr_reader.done():
            await asyncio.wait({self._stderr_reader}, timeout=STDERR_GRACE)
            self._stderr_reader.cancel()

    async def _shut_down(self) -> None:
        """Ends a tool refused at open: stdin closed, killed if it does not exit by itself."""
        proc = self._process()
        self._closing = True
        if proc.stdin is not None and not proc.stdin.is_closing():
            proc.stdin.close()
        try:
            await asyncio.wait_for(proc.wait(), EXIT_GRACE)
        except asyncio.TimeoutError:
            proc.kill()
            await proc.wait()
        if self._reader is not None:
            await self._reader
        await self._stop_stderr_reader()

    async def __aenter__(self) -> "AsyncAgentSkill":
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
