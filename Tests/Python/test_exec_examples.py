"""The example exec skills of shell/examples, run by hand as agent-skill runs them:
one JSON request line on stdin, then end of file; progress lines and one answer
line on stdout. And once through the real binary with --allow-exec.

Run: AGENT_SKILL_BIN=/path/to/agent-skill python3 -m unittest discover -s Tests/Python
"""
import json
import os
import subprocess
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BIN = os.environ.get("AGENT_SKILL_BIN") or str(REPO / ".build" / "debug" / "agent-skill")
NOW = "2026-03-10T09:00:00+08:00"


def run_skill(argv, text, parameters=None, language="zh"):
    request = {"skill": "test", "text": text, "parameters": parameters or {}, "now": NOW, "language": language}
    done = subprocess.run(argv, input=json.dumps(request, ensure_ascii=False) + "\n", capture_output=True,
                          text=True, encoding="utf-8", cwd=REPO, timeout=10, check=True)
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


class TipSkillTest(unittest.TestCase):
    argv = ["python3", "shell/examples/tip_skill.py"]

    def test_chinese_bill_with_percent(self):
        lines = run_skill(self.argv, "账单200元小费15%", {"amount": 200})
        self.assertEqual(lines[0], {"progress": 0.5})
        self.assertEqual(lines[-1]["summary"], "200 的 15% 小费是 30，合计 230")
        self.assertEqual(lines[-1]["data"], {"amount": 200, "percent": 15, "tip": 30, "total": 230})

    def test_english_when_the_agent_took_the_percentage(self):
        answer = run_skill(self.argv, "tip 15% on 80", {"amount": 15}, language="en")[-1]
        self.assertEqual(answer["summary"], "A 15% tip on 80 is 12; 92 in all")

    def test_no_amount_is_an_error_answer(self):
        answer = run_skill(self.argv, "小费")[-1]
        self.assertEqual(answer["error"]["code"], "invalid_input")


class ReverseSkillTest(unittest.TestCase):
    argv = ["node", "shell/examples/reverse_skill.mjs"]

    def test_reverses_by_code_point(self):
        lines = run_skill(self.argv, "反转 你好世界")
        self.assertEqual(lines[0], {"progress": 0.5})
        self.assertEqual(lines[-1]["data"], {"input": "你好世界", "reversed": "界世好你", "length": 4})

    def test_nothing_to_reverse_is_an_error_answer(self):
        self.assertEqual(run_skill(self.argv, "reverse", language="en")[-1]["error"]["code"], "invalid_input")


class SlowCountSkillTest(unittest.TestCase):
    argv = ["python3", "shell/examples/slow_count.py"]

    def test_counts_with_progress(self):
        lines = run_skill(self.argv, "慢慢数到2", {"n": 2})
        self.assertEqual(lines, [{"progress": 0.5}, {"progress": 1}, {"summary": "数到了 2。", "data": {"counted": 2}}])

    def test_out_of_range_is_an_error_answer(self):
        self.assertEqual(run_skill(self.argv, "count slowly to 99", {"n": 99}, language="en")[-1]["error"]["code"],
                         "invalid_input")

    def test_sigterm_says_where_it_stopped(self):
        request = {"skill": "count.slow", "text": "慢慢数到6", "parameters": {"n": 6}, "now": NOW, "language": "zh"}
        child = subprocess.Popen(self.argv, cwd=REPO, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, encoding="utf-8")
        child.stdin.write(json.dumps(request) + "\n")
        child.stdin.close()
        self.assertEqual(json.loads(child.stdout.readline()), {"progress": 0.167})
        child.terminate()
        self.assertEqual(child.wait(timeout=10), 143)
        self.assertRegex(child.stderr.read(), r"^slow_count: stopped at [1-6] of 6\n$")
        child.stdout.close()
        child.stderr.close()


class ExamplesThroughTheBinaryTest(unittest.TestCase):
    def test_skills_file_from_the_repo_root(self):
        args = [BIN, "--deterministic", "--now", NOW, "--tz", "Asia/Shanghai", "--allow-exec",
                "--skills", "shell/examples/skills.jsonl"]
        lines = "".join(json.dumps({"cmd": "send", "id": i, "text": t}, ensure_ascii=False) + "\n"
                        for i, t in enumerate(["账单200元小费15%", "反转 你好世界", "你好"]))
        done = subprocess.run(args, input=lines, capture_output=True, text=True, encoding="utf-8",
                              cwd=REPO, timeout=30)
        self.assertEqual(done.returncode, 0, done.stderr)
        events = [json.loads(line) for line in done.stdout.splitlines()]
        results = {e["ref"]: e for e in events if e["event"] == "result"}
        self.assertEqual(results[0]["data"]["tip"], 30)
        self.assertEqual(results[1]["data"]["reversed"], "界世好你")
        self.assertEqual(results[2]["skill"], "greet.hello")
        self.assertTrue(any(e["event"] == "progress" and e["ref"] == 0 for e in events))


if __name__ == "__main__":
    unittest.main()
