"""shell/labels.py, the rule that reads the labelled sets as the contract labels them today: a null
line tagged as a question of the time elsewhere or of another day is clock.now's; nothing else moves.

Run: python3 -m unittest discover -s Tests/Python
"""
import json
import sys
import unittest

from tool import REPO

sys.path.insert(0, str(REPO / "shell"))
from labels import relabelled_text, under_contract  # noqa: E402


class UnderContractTest(unittest.TestCase):
    def test_each_kind_of_line(self) -> None:
        table = [
            # (skill as labelled, tags, skill under the contract)
            (None, ["time-elsewhere", "src:time"], "clock.now"),
            (None, ["other-day", "src:date"], "clock.now"),
            (None, ["decided:time-elsewhere", "src:datetime"], "clock.now"),
            (None, ["src:timezone"], None),
            (None, [], None),
            ("weather.query", ["other-day"], "weather.query"),
            ("clock.now", ["src:time"], "clock.now"),
        ]
        for skill, tags, expected in table:
            with self.subTest(skill=skill, tags=tags):
                line = {"text": "what time is it in tokyo", "skill": skill, "tags": tags}
                moved = under_contract(line)
                self.assertEqual(moved["skill"], expected)
                self.assertEqual(moved.get("relabelled", False), expected != skill)
                self.assertEqual(line["skill"], skill, "the line read is left as it was")

    def test_a_file_keeps_its_lines(self) -> None:
        lines = [{"text": "time in tokyo", "skill": None, "tags": ["time-elsewhere"]},
                 {"text": "what is the date in 5 days", "skill": None, "tags": ["other-day"]},
                 {"text": "set the thermostat", "skill": None, "tags": []}]
        text = json.dumps(lines[0]) + "\n\n" + json.dumps(lines[1]) + "\n" + json.dumps(lines[2]) + "\n"
        out = relabelled_text(text).splitlines()
        self.assertEqual(len(out), 4)
        self.assertEqual(out[1], "")
        self.assertEqual([json.loads(line)["skill"] for line in (out[0], out[2], out[3])], ["clock.now", "clock.now", None])
        self.assertNotIn("relabelled", out[0])
        self.assertEqual(out[3], json.dumps(lines[2]))


if __name__ == "__main__":
    unittest.main()
