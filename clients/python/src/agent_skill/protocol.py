"""What the sync and async clients share: how a command is written and when its answer ends."""
import json
from typing import Any, Dict, List, Mapping, Protocol, TypeVar, cast

from .events import Event


def encode(cmd: Mapping[str, Any]) -> bytes:
    """One command line: compact JSON, Chinese left readable, newline-terminated."""
    return (json.dumps(cmd, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def decode(line: bytes) -> Event:
    return cast(Event, json.loads(line))


def ends_answer(cmd: Mapping[str, Any], event: Event) -> bool:
    """True when `event` is the last of `cmd`'s answer: `timing` for a send
    (or an `error` refusing it), else the first event that is not `state`."""
    if event["event"] in ("timing", "error"):
        return True
    return cmd.get("cmd") != "send" and event["event"] != "state"


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
