#!/usr/bin/env bash
# The npm package as a user meets it: shell/npm-pack packs it with the static
# release binary, npm installs the tarball into a fresh project (offline), and
# with no AGENT_SKILL_BIN, no agent-skill on PATH and LD_LIBRARY_PATH unset:
# findBinary finds the binary shipped in the package, AgentSkill sets a timer
# with it, `npx agent-skill` runs it, and the package's schemas are schemas/,
# reachable as agent-skill/schemas/NAME, with every cross-file $ref inside them.
# Usage: Tests/Install/test_npm.sh RELEASE-BINARY   (swift build -c release --static-swift-stdlib)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:?usage: Tests/Install/test_npm.sh RELEASE-BINARY}

fail() { echo "test_npm: $*" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

tarball=$(shell/npm-pack --binary "$binary" "$tmp/dist")
project="$tmp/project"
mkdir "$project"
echo '{"name": "agent-skill-npm-test", "private": true, "type": "module"}' > "$project/package.json"
(cd "$project" && npm install --offline --no-audit --no-fund --silent "$tarball")
shipped="$project/node_modules/agent-skill/bin/agent-skill"
# The binary it was packed with, stripped of its symbol table.
[[ $("$shipped" --version) == "$("$binary" --version)" ]] || fail "the package's bin/agent-skill is not the binary it was packed with"
! readelf -S "$shipped" | grep -q '\.symtab' || fail "the package's bin/agent-skill is not stripped"
echo "npm install $(basename "$tarball") into a fresh project"

# PATH: node, npm, npx and the sh npx runs commands with, alone (linked into a
# directory of their own), so no agent-skill and no swift is on it.
tools="$tmp/tools"
mkdir "$tools"
for tool in node npm npx sh; do ln -s "$(command -v "$tool")" "$tools/$tool"; done
user() { env -u LD_LIBRARY_PATH -u AGENT_SKILL_BIN PATH="$tools" "$@"; }
if user "$BASH" -c 'command -v agent-skill || command -v swift' > /dev/null; then fail "agent-skill or swift is on the test's PATH"; fi

cat > "$project/use.mjs" <<'EOF'
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AgentSkill, findBinary } from "agent-skill";

const [shipped] = process.argv.slice(2);
assert.equal(findBinary(), shipped);
const agent = new AgentSkill(["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"]);
assert.equal(await agent.reply("倒计时30分钟"), "好的，已为您设置 30 分钟倒计时。");
assert.equal(await agent.close(), 0);
console.log(`findBinary() gives ${shipped}, and it sets the timer`);

// The schemas by their export path, each $ref to another file naming one the package has.
const dir = path.dirname(fileURLToPath(import.meta.resolve("agent-skill/schemas/events.schema.json")));
const names = readdirSync(dir).filter((name) => name.endsWith(".schema.json"));
const load = (name) => JSON.parse(readFileSync(fileURLToPath(import.meta.resolve(`agent-skill/schemas/${name}`)), "utf8"));
const schemas = new Map(names.map((name) => [name, load(name)]));
const ids = new Set([...schemas.values()].map((schema) => schema.$id));
let refs = 0;
for (const [name, schema] of schemas) {
  for (const [, target] of JSON.stringify(schema).matchAll(/"\$ref":"([^"#][^"]*)"/g)) {
    const id = new URL(target.split("#")[0], schema.$id).href;
    assert.ok(ids.has(id), `${name} refers to ${id}, which the package lacks`);
    refs++;
  }
}
assert.ok(refs > 0, "no cross-file $ref found");
console.log(`agent-skill/schemas/: ${names.join(", ")}; ${refs} cross-file $refs, each into the package`);
EOF
(cd "$project" && user node use.mjs "$shipped")

for schema in schemas/*.schema.json; do
    cmp -s "$schema" "$project/node_modules/agent-skill/schemas/$(basename "$schema")" \
        || fail "the package's $(basename "$schema") is not $schema"
done
[[ $(ls "$project"/node_modules/agent-skill/schemas/*.schema.json | wc -l) == $(ls schemas/*.schema.json | wc -l) ]] \
    || fail "the package has schemas schemas/ lacks"
echo "the package's schemas are schemas/: $(cd schemas && echo *.schema.json)"

said=$(cd "$project" && user npx --offline agent-skill --version)
[[ $said == "$("$binary" --version)" ]] || fail "npx agent-skill --version says '$said'"
out=$(cd "$project" && echo '{"cmd":"send","id":1,"text":"倒计时30分钟"}' \
    | user npx --offline agent-skill --deterministic --now 2026-03-10T09:00:00+08:00 --tz Asia/Shanghai)
[[ $out == *'{"event":"reply","seq":5,"ref":1,"text":"好的，已为您设置 30 分钟倒计时。"}'* ]] \
    || fail "npx agent-skill did not reply as expected: $out"
echo "npx agent-skill: $said, and it sets the timer"
