"""How long a request waits: the client's timeout unless the call gives its own."""
import enum
from typing import Literal, Optional, Union


class _Default(enum.Enum):
    TIMEOUT = "the client's timeout"


DEFAULT = _Default.TIMEOUT
"""A timeout left out: the client's `timeout` applies."""

Timeout = Union[float, None, Literal[_Default.TIMEOUT]]
"""Seconds to wait for a whole answer; None waits as long as it takes; DEFAULT is the client's."""

DEFAULT_SECONDS = 60.0
"""The client's timeout unless its constructor is given one (as the MCP SDKs' 60 s)."""


def seconds(timeout: Timeout, default: Optional[float]) -> Optional[float]:
    if isinstance(timeout, _Default):
        return default
    return timeout
