"""Where the agent-skill binary is: an argument, else $AGENT_SKILL_BIN, else PATH."""
import os
import shutil
from typing import List, Optional


class BinaryNotFound(FileNotFoundError):
    """No agent-skill binary could be run; `tried` lists each place looked at, in order."""

    def __init__(self, tried: List[str]) -> None:
        super().__init__("agent-skill binary not found; tried: " + "; ".join(tried))
        self.tried = tried


def find_binary(binary: Optional[str] = None) -> str:
    """The path of the binary to run. The first place that is given is the one
    used: a `binary` or $AGENT_SKILL_BIN that is not an executable file is an
    error, not a reason to look further (running some other copy would hide it)."""
    tried: List[str] = []
    env = os.environ.get("AGENT_SKILL_BIN")
    for source, path in (("argument", binary), ("$AGENT_SKILL_BIN", env)):
        if path:
            found = shutil.which(path) if os.sep not in path else path
            if found and os.path.isfile(found) and os.access(found, os.X_OK):
                return found
            tried.append(f"{source} {path!r} (not an executable file)")
            raise BinaryNotFound(tried)
        tried.append(f"{source} (not given)")
    found = shutil.which("agent-skill")
    if found:
        return found
    tried.append(f"'agent-skill' on PATH ({os.environ.get('PATH', '')})")
    raise BinaryNotFound(tried)
