"""What the clients raise. Every error is an `AgentSkillError`; each also
subclasses the standard exception a caller may already catch for it
(TimeoutError, EOFError, CancelledError)."""
import concurrent.futures
import signal
from typing import Any, List, Mapping, Optional

from .events import ErrorEvent, Event, StateEvent


class AgentSkillError(Exception):
    """Anything the client raises about the tool or its answers."""


def _name(cmd: Mapping[str, Any]) -> str:
    return repr(cmd.get("cmd"))


class CommandError(AgentSkillError):
    """An `error` event answering a command: the tool refused the line.
    `code`, `message` and `line` are the event's (`line` counts the client's
    own protocol check as line 1); `event` is the whole event."""

    def __init__(self, event: ErrorEvent, cmd: Mapping[str, Any]) -> None:
        self.event = event
        self.cmd = dict(cmd)
        self.code = event["code"]
        self.message = event["message"]
        self.line = event["line"]
        super().__init__(f"{self.code}: {self.message} (line {self.line})")


class RunFailed(AgentSkillError):
    """A send or retry whose run ended in state `failed`. `code` and `message`
    are the skill's error; `events` is the whole answer, its `reply` included."""

    def __init__(self, event: StateEvent, events: List[Event], cmd: Mapping[str, Any]) -> None:
        error = event.get("error", {"code": "unknown", "message": "no error given"})
        self.event = event
        self.events = events
        self.cmd = dict(cmd)
        self.code = error["code"]
        self.message = error["message"]
        self.skill = event.get("skill", "")
        self.run = event.get("run", "")
        super().__init__(f"{self.skill!r} failed: {self.code}: {self.message}")

    @property
    def reply(self) -> Optional[str]:
        """What the agent said about it, in the sentence's language."""
        return next((e["text"] for e in self.events if e["event"] == "reply"), None)


class RequestTimeout(AgentSkillError, TimeoutError):
    """No complete answer within the request's timeout (`timeout`, seconds)."""

    def __init__(self, cmd: Mapping[str, Any], timeout: Optional[float]) -> None:
        self.cmd = dict(cmd)
        self.timeout = timeout
        super().__init__(f"no answer to {_name(cmd)} within {timeout}s")


class RequestCancelled(AgentSkillError, concurrent.futures.CancelledError):
    """Waiting on a request that was cancelled (`Request.cancel()`)."""

    def __init__(self, cmd: Mapping[str, Any]) -> None:
        self.cmd = dict(cmd)
        super().__init__(f"{_name(cmd)} was cancelled")


def _how_it_ended(returncode: Optional[int]) -> str:
    if returncode is None:
        return "closed its output"
    if returncode < 0:
        try:
            return f"was killed by {signal.Signals(-returncode).name}"
        except ValueError:
            return f"was killed by signal {-returncode}"
    return f"exited with status {returncode}"


class ProcessExited(AgentSkillError, EOFError):
    """The tool ended before answering. `returncode` is as subprocess gives it
    (negative: killed by that signal; None: it closed stdout but had not exited
    yet), `stderr` the last 64 KiB it wrote there."""

    STDERR_IN_MESSAGE = 200
    """Characters of the stderr's end quoted in the message (all of it is in `stderr`)."""

    def __init__(self, returncode: Optional[int], stderr: str, cmd: Mapping[str, Any]) -> None:
        self.returncode = returncode
        self.stderr = stderr
        self.cmd = dict(cmd)
        message = f"agent-skill {_how_it_ended(returncode)} before answering {_name(cmd)}"
        said = " ".join(stderr.split())[-self.STDERR_IN_MESSAGE:]
        super().__init__(f"{message}; its stderr ends {said!r}" if said else message)


class ProtocolMismatch(AgentSkillError):
    """The tool speaks a newer protocol than this client (`status.protocol`
    above `supported`); the client closed it rather than misread it."""

    def __init__(self, protocol: object, supported: int) -> None:
        self.protocol = protocol
        self.supported = supported
        super().__init__(f"agent-skill speaks protocol {protocol!r}, this client at most {supported}: "
                         "update the client")
