// The example exec skills of shell/examples, run by hand as agent-skill runs
// them: one JSON request line on stdin, then end of file; progress lines and
// one answer line on stdout. And once through the real binary with --allow-exec.
//
// Run: shell/test (step "node clients"), which installs clients/node into a
// fresh project, copies these files beside it and runs them with
// AGENT_SKILL_BIN and AGENT_SKILL_REPO set.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// shell/test runs a copy of these files beside an installed package: it says where the repository is.
const REPO = process.env.AGENT_SKILL_REPO || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = process.env.AGENT_SKILL_BIN || path.join(REPO, ".build", "debug", "agent-skill");
const NOW = "2026-03-10T09:00:00+08:00";

function runSkill(argv, text, parameters = {}, language = "zh") {
  const request = { skill: "test", text, parameters, now: NOW, language };
  const done = spawnSync(argv[0], argv.slice(1), {
    input: JSON.stringify(request) + "\n", cwd: REPO, encoding: "utf8", timeout: 10000,
  });
  assert.equal(done.status, 0, done.stderr);
  return done.stdout.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
}

test("reverse_skill reverses by code point after a progress line", () => {
  const lines = runSkill(["node", "shell/examples/reverse_skill.mjs"], "反转 你好世界");
  assert.deepEqual(lines[0], { progress: 0.5 });
  assert.deepEqual(lines.at(-1).data, { input: "你好世界", reversed: "界世好你", length: 4 });
});

test("reverse_skill answers in English and errors on empty input", () => {
  assert.equal(runSkill(["node", "shell/examples/reverse_skill.mjs"], "reverse abc", {}, "en").at(-1).summary,
    "Reversed: cba");
  assert.equal(runSkill(["node", "shell/examples/reverse_skill.mjs"], "反转").at(-1).error.code, "invalid_input");
});

test("tip_skill works out tip and total", () => {
  const answer = runSkill(["python3", "shell/examples/tip_skill.py"], "账单200元小费15%", { amount: 200 }).at(-1);
  assert.deepEqual(answer.data, { amount: 200, percent: 15, tip: 30, total: 230 });
});

test("the examples' skills file works from the repo root", () => {
  const args = ["--deterministic", "--now", NOW, "--tz", "Asia/Shanghai", "--allow-exec",
    "--skills", "shell/examples/skills.jsonl"];
  const input = ["反转 hello", "tip 15% on 80"]
    .map((text, id) => JSON.stringify({ cmd: "send", id, text }) + "\n").join("");
  const done = spawnSync(BIN, args, { input, cwd: REPO, encoding: "utf8", timeout: 30000 });
  assert.equal(done.status, 0, done.stderr);
  const events = done.stdout.split("\n").filter((l) => l).map((l) => JSON.parse(l));
  const results = Object.fromEntries(events.filter((e) => e.event === "result").map((e) => [e.ref, e]));
  assert.equal(results[0].data.reversed, "olleh");
  assert.equal(results[1].data.total, 92);
  assert.ok(events.some((e) => e.event === "progress" && e.ref === 1));
});
