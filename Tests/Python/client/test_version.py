"""The client's version is the binary's."""
import os
import subprocess
import unittest

import agent_skill


class VersionTest(unittest.TestCase):
    def test_the_version_is_the_binarys(self) -> None:
        binary = os.environ.get("AGENT_SKILL_BIN", "agent-skill")
        said = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.split()
        self.assertEqual(said, ["agent-skill", agent_skill.__version__])


if __name__ == "__main__":
    unittest.main()
