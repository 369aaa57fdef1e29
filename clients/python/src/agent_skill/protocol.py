"""What the sync and async clients share: how a command is written and when its answer ends."""
import json
from typing import Any, Mapping, cast

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
