// The installed `agent-skill` package as a user gets it (shell/test copies
// Tests/Node into a fresh project that has `npm install`ed clients/node):
// where it looks for the binary, a run cancelled mid-way, and a conversation
// carried to a second process by snapshot and restore.
//
// Run: shell/test (step "node clients"), or by hand as that step does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AgentSkill, findBinary } from "agent-skill";

const REPO = process.env.AGENT_SKILL_REPO || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = process.env.AGENT_SKILL_BIN || path.join(REPO, ".build", "debug", "agent-skill");
const ARGS = ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"];
const WATCHDOG_MS = 30_000;

test("the package is the installed copy, not the source folder", () => {
  const installed = fileURLToPath(import.meta.resolve("agent-skill"));
  assert.ok(!installed.startsWith(path.join(REPO, "clients")), `imported from ${installed}`);
  assert.match(installed, /node_modules[/\\]agent-skill[/\\]index\.js$/);
});

/** Runs `body` with PATH and AGENT_SKILL_BIN set as given, restoring both after. */
function withEnv(env, body) {
  const saved = { PATH: process.env.PATH, AGENT_SKILL_BIN: process.env.AGENT_SKILL_BIN };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name]; else process.env[name] = value;
  }
  try { return body(); } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]; else process.env[name] = value;
    }
  }
}

test("the binary: the option, then AGENT_SKILL_BIN, then PATH; else an error naming each place", (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), "agent-skill-path-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const empty = path.join(dir, "empty"); // a PATH directory without agent-skill
  mkdirSync(empty);
  const onPath = path.join(dir, "bin"); // one holding it
  symlinkSync(path.dirname(BIN), onPath);
  writeFileSync(path.join(dir, "not-executable"), "");

  withEnv({ AGENT_SKILL_BIN: undefined, PATH: onPath }, () => {
    assert.equal(findBinary(), path.join(onPath, "agent-skill"));
    assert.equal(findBinary(BIN), BIN);
  });
  withEnv({ AGENT_SKILL_BIN: BIN, PATH: empty }, () => {
    assert.equal(findBinary(), BIN);
    assert.equal(findBinary(path.join(dir, "not-executable")), BIN); // the option does not work: the next place
  });
  withEnv({ AGENT_SKILL_BIN: path.join(dir, "missing"), PATH: [empty, dir].join(path.delimiter) }, () => {
    assert.throws(() => new AgentSkill([], { bin: path.join(dir, "not-executable") }), (error) => {
      for (const place of [
        `${path.join(dir, "not-executable")} (the bin option)`,
        `${path.join(dir, "missing")} (AGENT_SKILL_BIN)`,
        `${path.join(empty, "agent-skill")} (PATH)`,
        `${path.join(dir, "agent-skill")} (PATH)`,
      ]) assert.ok(error.message.includes(place), `${error.message}\nlacks ${place}`);
      return true;
    });
  });
  withEnv({ AGENT_SKILL_BIN: undefined, PATH: "" }, () => {
    assert.throws(() => findBinary(), {
      message: "agent-skill binary not found; tried: the bin option (not set), AGENT_SKILL_BIN (not set), PATH (empty)",
    });
  });
});

/** The client, killed if the test outlives the watchdog (a pending request then fails). */
function start(t, args, options = {}) {
  const agent = new AgentSkill(args, { bin: BIN, ...options });
  const watchdog = setTimeout(() => agent.child.kill("SIGKILL"), WATCHDOG_MS);
  t.after(() => {
    clearTimeout(watchdog);
    if (agent.child.exitCode === null && agent.child.signalCode === null) agent.child.kill("SIGKILL");
  });
  return agent;
}

test("cancel mid-run: the slow example skill stops after its first progress", async (t) => {
  const agent = start(t, [...ARGS, "--interactive", "--allow-exec", "--skills", "shell/examples/slow.jsonl"], { cwd: REPO });
  let progressed;
  const firstProgress = new Promise((resolve) => { progressed = resolve; });
  const run = agent.send("慢慢数到6", { onEvent: (e) => e.event === "progress" && progressed(e) });
  assert.equal((await firstProgress).progress, 0.167);

  const status = await agent.status();
  assert.deepEqual([status.state, status.skill], ["executing", "count.slow"]);
  const [left, cancelled] = await agent.cancel();
  assert.deepEqual([left.event, left.from, left.to], ["state", "executing", "idle"]);
  assert.deepEqual([cancelled.event, cancelled.skill], ["cancelled", "count.slow"]);

  const events = await run;
  assert.equal(events.at(-1).event, "timing");
  assert.ok(!events.some((e) => e.event === "result"), "a cancelled run has no result");
  assert.ok(events.filter((e) => e.event === "progress").length < 6, "it stopped before counting to 6");
  assert.deepEqual((await agent.cancel()).map((e) => [e.event, e.reason]), [["rejected", "nothing_to_cancel"]]);
  assert.equal(await agent.close(), 0);
});

test("a snapshot carried to a second process goes on with the conversation", async (t) => {
  const first = start(t, ARGS);
  const [registered] = await first.request({
    cmd: "register", skill: { id: "greet", keywords: ["hello"], reply: "hi {input}" },
  });
  assert.equal(registered.event, "registered");
  assert.equal(await first.reply("帮我设个闹钟"), "闹钟定在几点呢？（例如：明天早上七点半）");
  const state = JSON.parse(JSON.stringify(await first.snapshot())); // as it would be stored
  assert.equal(await first.close(), 0);

  const second = start(t, ARGS);
  assert.equal((await second.restore(state)).event, "restored");
  const status = await second.status();
  assert.deepEqual([status.state, status.skills.at(-1).id], ["awaitingInput", "greet"]);
  assert.equal(await second.reply("七点半"), "好的，已为您设置明天 07:30 的闹钟。");
  assert.equal(await second.reply("hello again"), "hi hello again");

  await assert.rejects(second.restore({ ...state, protocol: 99 }), (error) => {
    assert.equal(error.cause.event, "error");
    assert.equal(error.cause.code, "invalid_snapshot");
    return true;
  });
  assert.equal((await second.status()).state, "idle"); // the state it had is kept
  assert.equal(await second.close(), 1); // the refused line
});
