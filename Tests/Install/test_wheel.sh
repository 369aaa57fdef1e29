#!/usr/bin/env bash
# The wheel as a user meets it: shell/wheel builds it around the static release
# binary, pip installs it (and nothing else, --no-index) into a fresh venv, and
# with only the venv's bin on PATH (no swift) and LD_LIBRARY_PATH unset:
# `agent-skill` answers a send, `man` finds its page, agent_skill finds the
# binary the wheel installed without $AGENT_SKILL_BIN or PATH, and the schemas
# installed with it (jsonschema from PyPI, the [schemas] extra) validate real
# events and commands with their cross-file $refs resolved from the package alone.
# Usage: Tests/Install/test_wheel.sh RELEASE-BINARY   (swift build -c release --static-swift-stdlib)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:?usage: Tests/Install/test_wheel.sh RELEASE-BINARY}
binary=$(realpath "$binary")

fail() { echo "test_wheel: $*" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

wheel=$(shell/wheel --binary "$binary" "$tmp/dist")
[[ $(basename "$wheel") =~ ^agent_skill_cli-[0-9.]+-py3-none-manylinux_2_[0-9]+_x86_64\.whl$ ]] \
    || fail "the wheel is not a manylinux x86_64 wheel of agent-skill-cli: $wheel"

venv="$tmp/venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check --no-index "$wheel"
[[ -x $venv/bin/agent-skill ]] || fail "pip install put no agent-skill into $venv/bin"
# The binary the wheel was built with, stripped of its symbol table.
[[ $("$venv/bin/agent-skill" --version) == "$("$binary" --version)" ]] \
    || fail "$venv/bin/agent-skill is not the binary the wheel was built with"
! readelf -S "$venv/bin/agent-skill" | grep -q '\.symtab' || fail "$venv/bin/agent-skill is not stripped"
echo "pip install --no-index $(basename "$wheel"): $venv/bin/agent-skill"

# As a user without Swift runs it: the venv's bin alone on PATH (the venv's
# python is a link to an absolute path), no library path, no AGENT_SKILL_BIN.
user() { env -u LD_LIBRARY_PATH -u AGENT_SKILL_BIN PATH="$venv/bin" "$@"; }
if user "$BASH" -c 'command -v swift' > /dev/null; then fail "swift is on the test's PATH"; fi
if ldd "$venv/bin/agent-skill" | grep -q libswift; then fail "the binary links the Swift runtime: $(ldd "$venv/bin/agent-skill")"; fi
out=$(echo '{"cmd":"send","id":1,"text":"倒计时30分钟"}' \
    | user "$BASH" -c 'cd / && agent-skill --deterministic --now 2026-03-10T09:00:00+08:00 --tz Asia/Shanghai')
[[ $out == *'{"event":"reply","seq":5,"ref":1,"text":"好的，已为您设置 30 分钟倒计时。"}'* ]] \
    || fail "agent-skill on the venv's PATH did not reply as expected: $out"
echo "agent-skill from the venv's PATH, no swift, no LD_LIBRARY_PATH: sets the 30-minute timer"

if command -v man > /dev/null; then
    page=$(user "$(command -v man)" -w agent-skill) || fail "man finds no agent-skill page from the venv's PATH"
    [[ $page == "$venv/share/man/man1/agent-skill.1" ]] || fail "man -w agent-skill gives $page"
    echo "man -w agent-skill: $page"
fi

# The client, from a directory of its own (no repository on sys.path), with a
# PATH without the venv's bin: the binary is found as installed with the package.
(cd "$tmp" && env -u LD_LIBRARY_PATH -u AGENT_SKILL_BIN PATH=/usr/bin:/bin "$venv/bin/python" - "$venv/bin/agent-skill") <<'EOF'
import os, sys
import agent_skill
from agent_skill import AgentSkill, find_binary

expected = sys.argv[1]
assert find_binary() == expected, f"find_binary() gives {find_binary()!r}, not {expected!r}"
with AgentSkill(["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"]) as agent:
    assert agent.reply("倒计时30分钟") == "好的，已为您设置 30 分钟倒计时。"
print(f"agent_skill {agent_skill.__version__} finds {expected} with PATH={os.environ['PATH']} and sets the timer")
EOF

"$venv/bin/pip" install --quiet --disable-pip-version-check "$wheel[schemas]"
site=$("$venv/bin/python" -c 'import agent_skill.schemas as s, os; print(os.path.dirname(s.__file__))')
for schema in schemas/*.schema.json; do
    cmp -s "$schema" "$site/$(basename "$schema")" || fail "the installed $(basename "$schema") is not $schema"
done
[[ $(ls "$site"/*.schema.json | wc -l) == $(ls schemas/*.schema.json | wc -l) ]] || fail "the package has schemas schemas/ lacks"
echo "the package carries schemas/: $(cd schemas && echo *.schema.json)"

# Real events from the installed binary, validated with no network (sockets
# refused) and no repository path: every $ref comes out of the package.
printf '%s\n' '{"cmd":"send","id":1,"text":"帮我设个闹钟"}' '{"cmd":"status","id":2}' \
    | user "$venv/bin/agent-skill" --deterministic --now 2026-03-10T09:00:00+08:00 --tz Asia/Shanghai > "$tmp/events.jsonl"
(cd "$tmp" && user "$venv/bin/python" - "$tmp/events.jsonl") <<'EOF'
import json, socket, sys

def no_network(*args, **kwargs):
    raise OSError("the schemas tried to reach the network")
socket.socket.connect = no_network

from jsonschema import Draft202012Validator
from referencing.exceptions import Unresolvable
from agent_skill import schemas

registry = schemas.registry()
events = Draft202012Validator(schemas.load("events"), registry=registry)
commands = Draft202012Validator(schemas.load("commands"), registry=registry)
lines = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
assert {"match", "state", "status"} <= {e["event"] for e in lines}, lines
for event in lines:
    events.validate(event)  # skill ids, parameter names and kinds: $refs into skill-spec.schema.json
skill = {"id": "greet", "keywords": ["hello"], "reply": "hi {input}"}
commands.validate({"cmd": "register", "skill": skill})
bad = list(commands.iter_errors({"cmd": "register", "skill": {**skill, "id": "no spaces allowed"}}))
assert bad, "a skill id skill-spec.schema.json refuses passed commands.schema.json"
try:
    Draft202012Validator({"$ref": "https://agent-skill.invalid/schemas/other.schema.json"}, registry=registry).validate({})
    raise AssertionError("a schema the package lacks resolved")
except Unresolvable:
    pass
print(f"{len(lines)} events and 2 commands checked against the installed schemas, offline")
EOF
