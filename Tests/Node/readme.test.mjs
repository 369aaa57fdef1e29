// The README's Node snippet, run as a user would, prints what the README says.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = process.env.AGENT_SKILL_BIN || path.join(REPO, ".build", "debug", "agent-skill");

test("the README's Node snippet prints what the README says", () => {
  const readme = readFileSync(path.join(REPO, "README.md"), "utf8");
  const match = readme.match(/```js\n([\s\S]*?)```\s*\nprints\s*\n\s*```\n([\s\S]*?)```/);
  assert.ok(match, "README has no js snippet followed by its output");
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", match[1]], {
    cwd: REPO, encoding: "utf8", timeout: 30_000, env: { ...process.env, AGENT_SKILL_BIN: BIN },
  });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, match[2]);
});
