"""The Python snippet of docs/clients.md, run as a user would after `pip install ./clients/python`
(from a directory of its own, with the installed package), prints what the page says."""
import os
import re
import subprocess
import sys
import tempfile
import unittest
from typing import Tuple

from tool import BIN, REPO


def snippet_and_output(language: str) -> Tuple[str, str]:
    """The page's ```LANGUAGE block and the ``` block after the 'prints' that follows it."""
    page = (REPO / "docs" / "clients.md").read_text(encoding="utf-8")
    # A block's code never holds ```: the match cannot run on from an earlier block of the language.
    match = re.search(r"```" + language + r"\n((?:(?!```).)*)```\s*\nprints\s*\n\s*```\n(.*?)```", page, re.S)
    if not match:
        raise AssertionError(f"docs/clients.md has no {language} snippet followed by its output")
    return match.group(1), match.group(2)


class ReadmeSnippetTest(unittest.TestCase):
    def test_python_snippet_prints_what_the_page_says(self) -> None:
        code, expected = snippet_and_output("python")
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # as a user has it
        with tempfile.TemporaryDirectory(prefix="agent-skill-readme-") as cwd:
            run = subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True, text=True,
                                 encoding="utf-8", timeout=30, env={**env, "AGENT_SKILL_BIN": BIN})
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stdout, expected)


if __name__ == "__main__":
    unittest.main()
