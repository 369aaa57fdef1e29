"""The client for asyncio: the operations of `AgentSkill`, awaited.

One task reads the tool's stdout and hands each event to the request it answers
(by `ref`), as the threaded client does, so requests may overlap: `start` a long
send, `cancel` it, then await the send's answer.

    async with AsyncAgentSkill(["--tz", "Asia/Shanghai"]) as agent:
        print(await agent.reply("倒计时30分钟"))
"""
import asyncio
import itertools
from typing import Any, Dict, List, Optional, Sequence

from .binary import find_binary
from .client import OnEvent
from .commands import Command
from .events import Event, Ref
from .protocol import decode, encode, ends_answer, route

LINE_LIMIT = 1 << 24
"""Longest event line read, in bytes (asyncio's default, 64 KiB, is less than a big snapshot)."""


class AsyncRequest:
    """One command's answer as it arrives; `await request.wait()` for all of it."""

    def __init__(self, cmd: Dict[str, Any], on_event: Optional[OnEvent]) -> None:
        self.cmd = cmd
        self.events: List[Event] = []
        self.on_event = on_event
        self._done: "asyncio.Future[None]" = asyncio.get_running_loop().create_future()

    def _take(self, event: Event) -> bool:
        self.events.append(event)
        if self.on_event:
            self.on_event(event)
        if ends_answer(self.cmd, event) and not self._done.done():
            self._done.set_result(None)
        return self._done.done()

    def _lose(self) -> None:
        if not self._done.done():
            self._done.set_exception(EOFError(f"agent-skill exited before answering {self.cmd!r}"))

    async def wait(self, timeout: Optional[float] = None) -> List[Event]:
        """The whole answer; TimeoutError after `timeout` seconds, EOFError if the tool exited first."""
        try:
            await asyncio.wait_for(asyncio.shield(self._done), timeout)
        except asyncio.TimeoutError:
            raise TimeoutError(f"no complete answer to {self.cmd!r} within {timeout}s") from None
        return self.events


class AsyncAgentSkill:
    """agent-skill started with `args` by `open()` or `async with`; the binary
    and `cwd` as for `AgentSkill`. stderr passes through."""

    def __init__(self, args: Sequence[str] = (), binary: Optional[str] = None,
                 cwd: Optional[str] = None) -> None:
        self.args = list(args)
        self.binary = find_binary(binary)
        self.cwd = cwd
        self.proc: Optional[asyncio.subprocess.Process] = None
        self._ids = itertools.count(1)
        self._pending: Dict[Ref, AsyncRequest] = {}
        self.tail: List[Event] = []  # events no request was waiting for
        self._ended = False  # stdout is closed: no request can be answered any more
        self._reader: "Optional[asyncio.Task[None]]" = None

    async def open(self) -> "AsyncAgentSkill":
        """Start the process and its reader task."""
        self.proc = await asyncio.create_subprocess_exec(
            self.binary, *self.args, stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, cwd=self.cwd, limit=LINE_LIMIT)
        self._reader = asyncio.create_task(self._read())
        return self

    def _process(self) -> asyncio.subprocess.Process:
        if self.proc is None:
            raise RuntimeError("AsyncAgentSkill is not open: await open() or use `async with`")
        return self.proc

    async def _read(self) -> None:
        stdout = self._process().stdout
        assert stdout is not None  # opened with stdout=PIPE
        try:
            async for line in stdout:
                if not line.strip():
                    continue
                event = decode(line)
                route(event, self._pending, self.tail)
        finally:
            self._ended = True
            for request in self._pending.values():
                request._lose()
            self._pending.clear()

    async def start(self, cmd: Command, on_event: Optional[OnEvent] = None) -> AsyncRequest:
        """Write one command (a fresh numeric `id` is set) and return its request
        once written; `on_event` sees each of its events as it arrives."""
        proc = self._process()
        stdin = proc.stdin
        assert stdin is not None  # opened with stdin=PIPE
        if self._ended or proc.returncode is not None:
            raise EOFError(f"agent-skill has exited; {cmd!r} not sent")
        request = AsyncRequest({**cmd, "id": next(self._ids)}, on_event)
        self._pending[request.cmd["id"]] = request
        stdin.write(encode(request.cmd))  # one write call per line: lines never interleave
        await stdin.drain()
        return request

    async def request(self, cmd: Command, timeout: Optional[float] = None) -> List[Event]:
        """Write one command and return its whole answer."""
        return await (await self.start(cmd)).wait(timeout)

    async def send(self, text: str, timeout: Optional[float] = None) -> List[Event]:
        return await self.request({"cmd": "send", "text": text}, timeout)

    async def reply(self, text: str, timeout: Optional[float] = None) -> Optional[str]:
        """The agent's reply text to `text` (None if it gave no reply)."""
        return next((e["text"] for e in await self.send(text, timeout) if e["event"] == "reply"), None)

    async def cancel(self, timeout: Optional[float] = None) -> List[Event]:
        """Stop the run in progress (or drop a pending question)."""
        return await self.request({"cmd": "cancel"}, timeout)

    async def snapshot(self, timeout: Optional[float] = None) -> Dict[str, Any]:
        """The conversation as JSON, for `restore` here or in another process."""
        [event] = await self.request({"cmd": "snapshot"}, timeout)
        if event["event"] != "snapshot":
            raise RuntimeError(f"agent-skill answered snapshot with {event!r}")
        return event["state"]

    async def restore(self, state: Dict[str, Any], timeout: Optional[float] = None) -> List[Event]:
        """Take on a snapshot's state: ends with `restored`, or an `error` (`invalid_snapshot`)."""
        return await self.request({"cmd": "restore", "state": state}, timeout)

    async def close(self) -> int:
        """Close stdin, let open requests get the rest of their events, return the exit status."""
        proc = self._process()
        if proc.stdin is not None and not proc.stdin.is_closing():
            proc.stdin.close()
        if self._reader is not None:
            await self._reader
        return await proc.wait()

    async def __aenter__(self) -> "AsyncAgentSkill":
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
