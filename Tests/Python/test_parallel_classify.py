"""shell/examples/parallel-classify, as a user runs it: the sentences of the labelled sets
sharded over many agent-skill processes give, line for line, what one process gives, and
what agent-skill itself answers to their `match` commands.

Run: AGENT_SKILL_BIN=/path/to/agent-skill python3 -m unittest discover -s Tests/Python
(needs GNU parallel on PATH: shell/test installs it from Debian)
"""
import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

from tool import BIN, REPO

SCRIPT = REPO / "shell" / "examples" / "parallel-classify"


def sentences() -> list:
    """Real sentences of the labelled sets, and lines that are no sentence or need escaping."""
    texts = []
    for name in ("corpus.jsonl", "clinc150-en.dev.jsonl"):
        with open(REPO / "Tests" / "Data" / name, encoding="utf-8") as file:
            texts += [json.loads(line)["text"] for line in file if line.strip()]
    odd = ["", 'say "hi" \\ there', "a\ttab", "a line ending in CR\r", "\u00e9t\u00e9 \U0001F600"]
    return texts[:2500] + odd + texts[2500:3000]


class ParallelClassifyTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        if not shutil.which("parallel"):
            raise AssertionError("GNU parallel is not on PATH (apt-get install parallel)")
        cls.home = tempfile.mkdtemp(prefix="parallel-home-")
        Path(cls.home, "will-cite").touch()  # parallel's notice has been read
        cls.lines = sentences()
        cls.input = "".join(line + "\n" for line in cls.lines).encode()

    @classmethod
    def tearDownClass(cls) -> None:
        shutil.rmtree(cls.home, ignore_errors=True)

    def classify(self, *args: str, path_bin: bool = False) -> list:
        env = {**os.environ, "PARALLEL_HOME": self.home}
        if path_bin:  # hosts run agent-skill from their PATH
            env["PATH"] = f"{Path(BIN).parent}{os.pathsep}{env['PATH']}"
        else:
            args = ("--bin", BIN, *args)
        run = subprocess.run([str(SCRIPT), *args], input=self.input, capture_output=True, timeout=300, env=env)
        self.assertEqual(run.returncode, 0, run.stderr.decode())
        return run.stdout.decode().splitlines()

    def test_shards_give_what_one_process_gives_line_for_line(self) -> None:
        one = self.classify("--jobs", "1", "--block", "100M")
        sharded = self.classify("--jobs", "4", "--block", "16k")
        self.assertEqual(len(one), len(self.lines))
        self.assertEqual(sharded, one)

    def test_each_line_is_agent_skills_own_answer_to_its_match_command(self) -> None:
        commands = "".join(json.dumps({"cmd": "match", "text": line.removesuffix("\r")}, ensure_ascii=False) + "\n"
                           for line in self.lines)
        direct = subprocess.run([BIN, "--events", "match,error"], input=commands.encode(), capture_output=True,
                                timeout=300)
        expected = []
        for line in direct.stdout.decode().splitlines():
            event = json.loads(line)
            del event["seq"]
            event.pop("line", None)
            expected.append(event)
        got = [json.loads(line) for line in self.classify("--jobs", "3", "--block", "32k")]
        self.assertEqual(got, expected)
        # One match a line, in order; its text is the line as read (a misspelling or dialect word as meant).
        matched = [e.get("text") for e in got if e["event"] == "match"]
        written = [line.removesuffix("\r") for line in self.lines if line]
        self.assertEqual(len(matched), len(written))
        self.assertGreater(sum(a == b for a, b in zip(matched, written)), 0.9 * len(written))
        self.assertEqual([e["message"] for e in got if e["event"] == "error"], ["'text' must not be empty"])

    def test_hosts_by_sshlogin_run_the_agent_skill_on_their_path(self) -> None:
        # ':' is this machine, as a host of --sshlogin: the command line a remote host would run.
        one = self.classify("--jobs", "1", "--block", "100M")
        self.assertEqual(self.classify("--sshlogin", "2/:", "--block", "64k", path_bin=True), one)

    def test_agent_skill_options_pass_through(self) -> None:
        selected = {json.loads(line).get("selected") for line in self.classify("--", "--no-builtin")}
        self.assertEqual(selected, {None})

    def test_usage_errors_exit_two(self) -> None:
        run = subprocess.run([str(SCRIPT), "--bogus"], capture_output=True, timeout=30)
        self.assertEqual(run.returncode, 2)
        self.assertRegex(run.stderr.decode(), re.compile(r"unknown argument '--bogus'"))


if __name__ == "__main__":
    unittest.main()
