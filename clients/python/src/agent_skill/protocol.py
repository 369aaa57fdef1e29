"""What the sync and async clients share: how a command is written, when its
answer ends, what in an answer is a failure, and which protocol they speak."""
import json
from typing import Any, Dict, List, Mapping, Optional, Protocol, Sequence, TypeVar, cast

from .errors import AgentSkillError, CommandError, ProtocolMismatch, RunFailed
from .events import Event, StatusEvent

PROTOCOL = 1
"""The newest protocol (`status.protocol`) the clients speak; a tool speaking a newer one is refused."""

CHECK_ID = 0
"""The id of the `status` a client sends at start to read the protocol: a caller's own ids count from 1."""

UNSUPPORTED = {"--input": "text", "--output": "text", "--events": None}
"""Options a client cannot run the tool with (a value, or None for any): it writes JSON commands
and reads every event to know where an answer ends (`timing`) and whether a run failed."""

RUNS = ("send", "retry")
"""Commands that start a run: their answers end at `timing`, and cancelling one stops its run."""


def refuse_unsupported(args: Sequence[str]) -> None:
    """A ValueError, before anything starts, for an option the client cannot work with; without
    it the first request would wait its whole timeout for an answer that never ends."""
    for i, arg in enumerate(args):
        name, eq, inline = arg.partition("=")
        if name not in UNSUPPORTED:
            continue
        value = inline if eq else (args[i + 1] if i + 1 < len(args) else "")
        if UNSUPPORTED[name] in (None, value):
            raise ValueError(f"the client cannot run agent-skill with {name} {value}: it writes JSON commands and "
                             "reads every event (filter the events a request returns instead)")


def encode(cmd: Mapping[str, Any]) -> bytes:
    """One command line: compact JSON, Chinese left readable, newline-terminated."""
    return (json.dumps(cmd, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def decode(line: bytes) -> Event:
    return cast(Event, json.loads(line))


def ends_answer(cmd: Mapping[str, Any], event: Event) -> bool:
    """True when `event` is the last of `cmd`'s answer: `timing` for a send or
    a retry (or an `error` refusing it, or a retry's `rejected`, which has no
    timing), else the first event that is not `state`."""
    if event["event"] in ("timing", "error"):
        return True
    if cmd.get("cmd") == "send":
        return False
    if cmd.get("cmd") == "retry":
        return event["event"] == "rejected"
    return event["event"] != "state"


def failure(cmd: Mapping[str, Any], events: List[Event]) -> Optional[AgentSkillError]:
    """What went wrong in an answer: an `error` refusing the command, or a run
    that failed (a `state` to `failed` in a send's or retry's answer). A reply
    that the agent did not understand, a question, or `rejected` are answers."""
    for event in events:
        if event["event"] == "error":
            return CommandError(event, cmd)
        if event["event"] == "state" and event["to"] == "failed" and cmd.get("cmd") in RUNS:
            return RunFailed(event, events, cmd)
    return None


def last(cmd: Mapping[str, Any], events: List[Event], name: str) -> Event:
    """The answer's last event, which must be `name`: an `error` raises CommandError."""
    event = events[-1]
    if event["event"] == name:
        return event
    if event["event"] == "error":
        raise CommandError(event, cmd)
    raise AgentSkillError(f"agent-skill answered {cmd.get('cmd')!r} with {event['event']!r}")


def checked_status(events: List[Event]) -> StatusEvent:
    """The status read at start, once its protocol is one this client speaks."""
    status = cast(StatusEvent, last({"cmd": "status"}, events, "status"))
    protocol: object = status.get("protocol")
    if not isinstance(protocol, int) or protocol > PROTOCOL:
        raise ProtocolMismatch(protocol, PROTOCOL)
    return status


class _Answered(Protocol):
    def _take(self, event: Event) -> bool: ...


_Request = TypeVar("_Request", bound=_Answered)


def route(event: Event, pending: Dict[Any, _Request], tail: List[Event]) -> None:
    """Hands `event` to the request its `ref` names (keyed by the command's id), dropping the
    request once its answer ends; an event no request waits for goes to `tail`."""
    ref = event.get("ref")
    request = pending.get(ref) if ref is not None else None
    if request is None:
        tail.append(event)
    elif request._take(event):
        del pending[ref]
