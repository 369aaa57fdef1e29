// The Node snippet of docs/clients.md, run as a user would (in a project that
// has `npm install`ed clients/node: shell/test runs a copy of this file there),
// prints what the page says.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// shell/test runs a copy of these files beside an installed package: it says where the repository is.
const REPO = process.env.AGENT_SKILL_REPO || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = process.env.AGENT_SKILL_BIN || path.join(REPO, ".build", "debug", "agent-skill");

test("the Node snippet of docs/clients.md prints what the page says", () => {
  const page = readFileSync(path.join(REPO, "docs", "clients.md"), "utf8");
  // A block's code never holds ```: the match cannot run on from an earlier js block.
  const match = page.match(/```js\n((?:(?!```)[\s\S])*)```\s*\nprints\s*\n\s*```\n([\s\S]*?)```/);
  assert.ok(match, "docs/clients.md has no js snippet followed by its output");
  // `import ... from "agent-skill"` resolves from the working directory: this file's, in that project
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", match[1]], {
    cwd: path.dirname(fileURLToPath(import.meta.url)), encoding: "utf8", timeout: 30_000, env: { ...process.env, AGENT_SKILL_BIN: BIN },
  });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, match[2]);
});
