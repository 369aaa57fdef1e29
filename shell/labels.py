"""The labelled sets' lines as the tool's contract labels them today, for the scripts that teach
the built-ins (shell/teach-builtins) and measure routing (shell/routing).

The sets were labelled before the clock answered other places and days: there, a question of the
time elsewhere (tag `time-elsewhere`) or of another day, a festival or a countdown (tag
`other-day`) is labelled null. The clock answers them now (docs/skills.md, clock.now), so they are
clock.now's: taught as its, and counted as its. The rule goes by the tags the sets' labellers
wrote, never by a sentence.
"""
import json

# The tags of questions that were null when the sets were labelled and are the clock's now.
CLOCK_SINCE_LABELLED = {"time-elsewhere", "other-day"}


def under_contract(line):
    """`line` (a labelled line, parsed) as the contract labels it now; `relabelled` marks a change."""
    tags = {tag.removeprefix("decided:") for tag in line.get("tags", [])}
    if line.get("skill") is None and tags & CLOCK_SINCE_LABELLED:
        return {**line, "skill": "clock.now", "relabelled": True}
    return line


def relabelled_text(text):
    """A file's JSON lines (`text`) under the contract, line for line (blank lines kept)."""
    out = []
    for line in text.splitlines(keepends=True):
        if line.strip():
            moved = under_contract(json.loads(line))
            if moved.get("relabelled"):
                del moved["relabelled"]
                line = json.dumps(moved, ensure_ascii=False) + "\n"
        out.append(line)
    return "".join(out)
