"""shell/doc-examples itself: it passes a page whose examples print what it says, and fails one
whose output was altered, whose link leads nowhere, or that it cannot read as examples.

    AGENT_SKILL_BIN=.build/debug/agent-skill python3 -m unittest discover -s Tests/Docs
"""
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RUNNER = REPO / "shell" / "doc-examples"
BIN = os.environ.get("AGENT_SKILL_BIN") or str(REPO / ".build" / "debug" / "agent-skill")

PAGE = """# A page

Text, then an example whose alias holds for the examples below it:

```console
$ alias agent='agent-skill --deterministic --now 2026-03-10T09:00:00+08:00 --tz Asia/Shanghai'
$ printf '%s\\n' 三加五乘二 \\
    'what is 12 times 7' | agent --input text --output text
3 + 5 × 2 = 13
12 × 7 = 84
$ echo "${WEATHER%%://*}"
http
```

A block without `$ ` is not run:

```sh
sudo shell/install --binary .build/release/agent-skill
```

[Back to the top](#a-page)
"""


def run(page_text):
    with tempfile.TemporaryDirectory(prefix="doc-examples-test-") as folder:
        page = Path(folder) / "page.md"
        page.write_text(page_text, encoding="utf-8")
        done = subprocess.run([sys.executable, str(RUNNER), "--binary", BIN, str(page)],
                              capture_output=True, text=True, encoding="utf-8", timeout=120)
    return done.returncode, done.stdout + done.stderr


class DocExamplesTest(unittest.TestCase):
    def test_a_page_that_says_what_is_printed_passes(self) -> None:
        status, output = run(PAGE)
        self.assertEqual(status, 0, output)
        self.assertIn("3 of 3 examples as the page says", output)

    def test_an_altered_output_fails_with_a_diff(self) -> None:
        status, output = run(PAGE.replace("12 × 7 = 84", "12 × 7 = 85"))
        self.assertEqual(status, 1, output)
        self.assertIn("the output differs from the page", output)
        self.assertIn("-12 × 7 = 85", output)
        self.assertIn("+12 × 7 = 84", output)

    def test_a_missing_line_of_output_fails(self) -> None:
        status, output = run(PAGE.replace("3 + 5 × 2 = 13\n", ""))
        self.assertEqual(status, 1, output)

    def test_a_link_that_leads_nowhere_fails(self) -> None:
        status, output = run(PAGE.replace("(#a-page)", "(#no-such-heading)"))
        self.assertEqual(status, 1, output)
        self.assertIn("the link '#no-such-heading' leads nowhere", output)

    def test_output_before_any_command_is_a_page_error(self) -> None:
        status, output = run("```\nhello\n$ echo hello\nhello\n```\n")
        self.assertEqual(status, 2, output)
        self.assertIn("output before any command", output)


if __name__ == "__main__":
    unittest.main()
