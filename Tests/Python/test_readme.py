"""The README's Python snippet, run as a user would, prints what the README says."""
import os
import re
import subprocess
import sys
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BIN = os.environ.get("AGENT_SKILL_BIN") or str(REPO / ".build" / "debug" / "agent-skill")


def snippet_and_output(language):
    """The README's ```LANGUAGE block and the ``` block after the 'prints' that follows it."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    match = re.search(r"```" + language + r"\n(.*?)```\s*\nprints\s*\n\s*```\n(.*?)```", readme, re.S)
    if not match:
        raise AssertionError(f"README has no {language} snippet followed by its output")
    return match.group(1), match.group(2)


class ReadmeSnippetTest(unittest.TestCase):
    def test_python_snippet_prints_what_the_readme_says(self):
        code, expected = snippet_and_output("python")
        run = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                             encoding="utf-8", timeout=30, env={**os.environ, "AGENT_SKILL_BIN": BIN})
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stdout, expected)


if __name__ == "__main__":
    unittest.main()
