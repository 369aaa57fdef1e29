"""Where the agent-skill binary is: an argument, else $AGENT_SKILL_BIN, else the
binary installed with this package, else PATH.

The first two are the caller's explicit choice. The installed one (a platform
wheel carries the static binary and pip puts it into the scripts directory of
the environment, venv/bin or ~/.local/bin) comes before PATH because it is the
release this client was built with, and it is found even when that directory
is not on PATH (venv/bin/python run without activating the venv); PATH may
hold any other copy, an older `shell/install` one say. A package installed
from source carries no binary and so has no such place to try.
"""
import functools
import os
import shutil
from importlib import metadata
from pathlib import Path
from typing import List, Optional

DISTRIBUTION = "agent-skill-cli"
"""The name this package is installed under (pyproject.toml's project.name)."""


class BinaryNotFound(FileNotFoundError):
    """No agent-skill binary could be run; `tried` lists each place looked at, in order."""

    def __init__(self, tried: List[str]) -> None:
        super().__init__("agent-skill binary not found; tried: " + "; ".join(tried))
        self.tried = tried


@functools.lru_cache(maxsize=None)
def installed_binary() -> Optional[str]:
    """The agent-skill that the wheel which installed this package put beside it,
    read from the wheel's RECORD (so wherever pip's scheme put scripts); None when
    this package was installed without one."""
    site = str(Path(__file__).resolve().parent.parent)
    for dist in metadata.distributions(name=DISTRIBUTION, path=[site]):
        for file in dist.files or ():
            if file.name == "agent-skill" and "agent_skill" not in file.parts:
                return os.path.normpath(str(dist.locate_file(file)))
    return None


def _executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def find_binary(binary: Optional[str] = None) -> str:
    """The path of the binary to run. The first place that is given is the one
    used: a `binary` or $AGENT_SKILL_BIN that is not an executable file is an
    error, not a reason to look further (running some other copy would hide it)."""
    tried: List[str] = []
    env = os.environ.get("AGENT_SKILL_BIN")
    for source, path in (("argument", binary), ("$AGENT_SKILL_BIN", env)):
        if path:
            found = shutil.which(path) if os.sep not in path else path
            if found and _executable(found):
                return found
            tried.append(f"{source} {path!r} (not an executable file)")
            raise BinaryNotFound(tried)
        tried.append(f"{source} (not given)")
    installed = installed_binary()
    if installed:
        if _executable(installed):
            return installed
        tried.append(f"installed with the package {installed!r} (not an executable file)")
    found = shutil.which("agent-skill")
    if found:
        return found
    tried.append(f"'agent-skill' on PATH ({os.environ.get('PATH', '')})")
    raise BinaryNotFound(tried)
