"""Drive agent-skill from Python: one long-lived process, JSON lines over pipes.

    from agent_skill import AgentSkill
    with AgentSkill(["--tz", "Asia/Shanghai"]) as agent:
        print(agent.reply("倒计时30分钟"))   # 好的，已为您设置 30 分钟倒计时。

`AsyncAgentSkill` does the same for asyncio. Events and commands are typed
(`agent_skill.events`, `agent_skill.commands`), as schemas/ in the repository
defines them. What goes wrong raises an `AgentSkillError` (`agent_skill.errors`):
CommandError, RunFailed, RequestTimeout, RequestCancelled, ProcessExited,
ProtocolMismatch.
"""
__version__ = "0.2.0"
"""This package's version, the same as the agent-skill binary's (`agent-skill --version`)."""

from .async_client import AsyncAgentSkill, AsyncRequest
from .binary import BinaryNotFound, find_binary
from .client import AgentSkill, OnEvent, Request
from .commands import Command
from .errors import (AgentSkillError, CommandError, ProcessExited, ProtocolMismatch, RequestCancelled,
                     RequestTimeout, RunFailed)
from .events import Event
from .protocol import PROTOCOL
from .timeouts import DEFAULT, Timeout

__all__ = ["__version__", "AgentSkill", "AgentSkillError", "AsyncAgentSkill", "AsyncRequest", "BinaryNotFound",
           "Command", "CommandError", "DEFAULT", "Event", "OnEvent", "PROTOCOL", "ProcessExited", "ProtocolMismatch",
           "Request", "RequestCancelled", "RequestTimeout", "RunFailed", "Timeout", "find_binary"]
