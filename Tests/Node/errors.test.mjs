// What the installed client rejects with, over real processes: an `error` event
// answering a request (CommandError, with code, message and line), a failed run
// (RunFailedError), a request past its timeout (RequestTimeoutError) or aborted
// by its signal (the signal's reason, as fetch), the tool ending before it
// answers (ProcessExitedError, with the exit status and stderr), and a tool
// speaking a newer protocol (ProtocolMismatchError). A sentence no skill takes
// is an answer, not an error.
//
// Run: shell/test (step "node clients"), which installs clients/node into a
// fresh project, copies these files beside it and runs them with
// AGENT_SKILL_BIN and AGENT_SKILL_REPO set.
import { test } from "node:test";
import assert from "node:assert/strict";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  AgentSkill, AgentSkillError, CommandError, PROTOCOL, ProcessExitedError, ProtocolMismatchError, RequestTimeoutError,
  RunFailedError,
} from "agent-skill";

const REPO = process.env.AGENT_SKILL_REPO || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = process.env.AGENT_SKILL_BIN || path.join(REPO, ".build", "debug", "agent-skill");
const ARGS = ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"];
const INTERACTIVE = [...ARGS, "--interactive", "--allow-exec"];
const TIMEOUT_MS = 20_000; // for any answer that should come
const SHORT_MS = 300; // a timeout the slow skill outlasts

// The example slow skill (shell/examples/slow.jsonl) with its script's absolute path, so it runs
// whatever the tool's working directory: 慢慢数到6 counts half a second a number; 慢慢数到100 fails.
const SLOW_SKILL = {
  id: "count.slow", displayName: "慢慢数", keywords: ["慢慢数", "count slowly"],
  parameters: [{ name: "n", title: "数到几", kind: "number", default: 5 }],
  exec: ["python3", path.join(REPO, "shell", "examples", "slow_count.py")], timeoutMs: 60000,
};

// A stand-in for agent-skill, for what the real one cannot be made to do: it answers `status`
// with the protocol given as its first argument, and any other command by writing to stderr and
// exiting 3. A second argument names a file for its pid.
const FAKE_TOOL = `
import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
const protocol = Number(process.argv[2]);
if (process.argv[3]) writeFileSync(process.argv[3], String(process.pid));
let seq = 0;
for await (const line of createInterface({ input: process.stdin })) {
  const cmd = JSON.parse(line);
  if (cmd.cmd !== "status") {
    process.stderr.write(\`fake-tool: cannot \${cmd.cmd}\\n\`);
    process.exit(3);
  }
  console.log(JSON.stringify({ event: "status", seq: ++seq, ref: cmd.id, protocol, version: "9.0.0",
    state: "idle", skills: [], history: [], schedule: [] }));
}
`;

/** A directory of the test's own, removed after it. */
function scratch(t) {
  const dir = mkdtempSync(path.join(tmpdir(), "agent-skill-errors-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** FAKE_TOOL as an executable in `dir`; its path. */
function fakeTool(dir) {
  const file = path.join(dir, "fake-agent-skill.mjs");
  writeFileSync(file, `#!${process.execPath}\n${FAKE_TOOL}`);
  chmodSync(file, 0o755);
  return file;
}

function gone(pid) {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === "ESRCH";
  }
}

/** The client, killed after the test if it is still running. */
function start(t, args, options = {}) {
  const agent = new AgentSkill(args, { bin: BIN, timeout: TIMEOUT_MS, ...options });
  t.after(() => {
    if (agent.child.exitCode === null && agent.child.signalCode === null) agent.child.kill("SIGKILL");
  });
  return agent;
}

async function withSlowSkill(t, options) {
  const agent = start(t, INTERACTIVE, options);
  await agent.request({ cmd: "register", skill: SLOW_SKILL }, { check: true });
  return agent;
}

/** The slow run was stopped: the agent is idle and answers the next sentence. */
async function assertFree(agent) {
  assert.equal((await agent.status()).state, "idle");
  assert.equal(await agent.reply("三加五乘二"), "3 + 5 × 2 = 13");
}

test("an error event rejects with a CommandError carrying code, message and line", async (t) => {
  const agent = start(t, ARGS);
  await assert.rejects(agent.send("慢".repeat(1001)), (error) => {
    assert.ok(error instanceof CommandError && error instanceof AgentSkillError);
    // line 1 is the status the client sends at start to check the protocol
    assert.deepEqual([error.name, error.code, error.line, error.event.ref], ["CommandError", "sentence_too_long", 2, 1]);
    assert.match(error.message, /1000/);
    assert.equal(error.cause, error.event);
    return true;
  });
  await assert.rejects(agent.request({ cmd: "sned" }, { check: true }), {
    name: "CommandError", code: "unknown_command", line: 3, message: "unknown command 'sned'; did you mean 'send'?",
  });
  // the raw answer, for whoever wants it
  assert.deepEqual((await agent.request({ cmd: "sned" })).map((e) => e.event), ["error"]);
  assert.deepEqual((await agent.send("慢".repeat(1001), { check: false })).map((e) => e.code), ["sentence_too_long"]);
  // a sentence no skill takes, and a question, are answers
  assert.equal(await agent.reply("hello"), "Sorry, I don’t know how to do that yet.");
  assert.equal(await agent.reply("设置计时器"), "要倒计时多久呢？（例如：10 分钟）");
  assert.equal(await agent.close(), 1); // the refused lines
});

test("a failed run rejects with a RunFailedError carrying the skill's error", async (t) => {
  const agent = start(t, [...ARGS, "--allow-exec"]);
  await agent.request({ cmd: "register", skill: SLOW_SKILL }, { check: true });
  await assert.rejects(agent.send("慢慢数到100"), (error) => {
    assert.ok(error instanceof RunFailedError && error instanceof AgentSkillError);
    assert.deepEqual([error.code, error.message, error.skill, error.run],
      ["invalid_input", "can count from 1 to 60, not 100", "count.slow", "r1"]);
    assert.equal(error.reply, "抱歉，技能「慢慢数」出错了：can count from 1 to 60, not 100。");
    assert.equal(error.events.at(-1).event, "timing");
    return true;
  });
  // a retry fails the same way; its answer ends at its `timing`, nothing left over
  await assert.rejects(agent.request({ cmd: "retry" }, { check: true }), { name: "RunFailedError", run: "r2" });
  const events = await agent.send("慢慢数到100", { check: false });
  assert.ok(events.some((e) => e.event === "state" && e.to === "failed"));
  assert.equal(await agent.close(), 0); // a failed run is not a refused line
  assert.deepEqual(agent.tail, []);
});

test("a request past its timeout rejects with a RequestTimeoutError, and its run is stopped", async (t) => {
  const agent = await withSlowSkill(t);
  const began = Date.now();
  await assert.rejects(agent.send("慢慢数到6", { timeout: SHORT_MS }), (error) => {
    assert.ok(error instanceof RequestTimeoutError && error instanceof AgentSkillError);
    assert.deepEqual([error.timeout, error.command.cmd, error.message], [SHORT_MS, "send", `no answer to "send" within ${SHORT_MS} ms`]);
    return true;
  });
  assert.ok(Date.now() - began < 2000, "the count takes 3 s");
  await assertFree(agent);
  assert.equal(await agent.close(), 0);
  assert.ok(!agent.tail.some((e) => e.event === "result" && e.skill === "count.slow"));
});

test("the client's timeout is every request's unless one gives its own", async (t) => {
  const agent = await withSlowSkill(t, { timeout: SHORT_MS });
  await assert.rejects(agent.send("慢慢数到6"), { name: "RequestTimeoutError", timeout: SHORT_MS });
  const events = await agent.send("慢慢数到2", { timeout: TIMEOUT_MS }); // a second of counting
  assert.deepEqual(events.find((e) => e.event === "result").data, { counted: 2 });
  assert.equal(await agent.close(), 0);
});

test("an AbortSignal cancels a request: it rejects with the signal's reason, and its run is stopped", async (t) => {
  const agent = await withSlowSkill(t);
  const controller = new AbortController();
  let progressed;
  const progress = new Promise((resolve) => { progressed = resolve; });
  const run = agent.send("慢慢数到6", { signal: controller.signal, onEvent: (e) => e.event === "progress" && progressed() });
  await progress;
  controller.abort();
  await assert.rejects(run, { name: "AbortError" });
  await assertFree(agent);

  const stop = new AbortController();
  const reason = new Error("enough counting");
  const second = agent.send("慢慢数到6", { signal: stop.signal });
  stop.abort(reason);
  await assert.rejects(second, (error) => error === reason);
  await assertFree(agent);

  // aborted already: rejected at once, never sent
  await assert.rejects(agent.send("慢慢数到6", { signal: AbortSignal.abort() }), { name: "AbortError" });
  assert.equal((await agent.status()).state, "idle");
  assert.equal(await agent.close(), 0);
  assert.deepEqual(agent.tail, []);
});

test("options that hide the answers are refused before anything starts", async () => {
  // The client writes JSON commands and reads every event: these would make the first request wait its whole timeout.
  for (const args of [["--output", "text"], ["--output=text"], ["--input", "text"], ["--events", "reply"], [...ARGS, "--events=result,timing"]]) {
    assert.throws(() => new AgentSkill(args, { bin: BIN }), { name: "TypeError", message: /the client cannot run agent-skill with --/ }, args.join(" "));
  }
  const agent = new AgentSkill([...ARGS, "--output", "json", "--input=json"], { bin: BIN, timeout: TIMEOUT_MS });
  assert.equal(await agent.reply("三加五乘二"), "3 + 5 × 2 = 13");
  assert.equal(await agent.close(), 0);
});

test("a tool speaking a newer protocol is refused and closed", async (t) => {
  const dir = scratch(t);
  const pidFile = path.join(dir, "pid");
  const agent = start(t, [String(PROTOCOL + 1), pidFile], { bin: fakeTool(dir) });
  await assert.rejects(agent.ready, (error) => {
    assert.ok(error instanceof ProtocolMismatchError && error instanceof AgentSkillError);
    assert.deepEqual([error.protocol, error.supported], [PROTOCOL + 1, PROTOCOL]);
    assert.equal(error.message, `agent-skill speaks protocol ${PROTOCOL + 1}, this client at most ${PROTOCOL}: update the client`);
    return true;
  });
  await assert.rejects(agent.reply("倒计时30分钟"), { name: "ProtocolMismatchError" });
  assert.equal(await agent.close(), 0); // it ended when its stdin closed
  assert.ok(gone(Number(readFileSync(pidFile, "utf8"))));
  await assert.rejects(AgentSkill.start([String(PROTOCOL + 1)], { bin: fakeTool(dir) }), { name: "ProtocolMismatchError" });

  const same = await AgentSkill.start([String(PROTOCOL)], { bin: fakeTool(dir) });
  assert.deepEqual([(await same.ready).version, (await same.status()).protocol], ["9.0.0", PROTOCOL]);
  assert.equal(await same.close(), 0);
});

test("a bad option rejects with a ProcessExitedError carrying the exit status and stderr", async (t) => {
  await assert.rejects(AgentSkill.start(["--bogus"], { bin: BIN, echoStderr: false }), (error) => {
    assert.ok(error instanceof ProcessExitedError && error instanceof AgentSkillError);
    assert.deepEqual([error.exitCode, error.signal], [2, null]);
    assert.match(error.stderr, /unknown option '--bogus'/);
    assert.match(error.message, /^agent-skill exited with status 2 before answering "status"; its stderr ends ".*unknown option '--bogus'/);
    return true;
  });
  // without waiting for the check, the first request gets the same, named for itself
  const agent = start(t, ["--bogus"], { echoStderr: false });
  await assert.rejects(agent.reply("倒计时30分钟"), (error) => {
    assert.deepEqual([error.name, error.exitCode, error.command.cmd], ["ProcessExitedError", 2, "send"]);
    return true;
  });
  assert.equal(await agent.close(), 2);
});

test("an exit mid-request rejects it and every later one", async (t) => {
  const agent = await AgentSkill.start(["1"], { bin: fakeTool(scratch(t)), echoStderr: false });
  for (const request of [agent.send("倒计时30分钟"), agent.status()]) {
    await assert.rejects(request, { name: "ProcessExitedError", exitCode: 3, signal: null, stderr: "fake-tool: cannot send\n" });
  }
  await assert.rejects(agent.status(), (error) => error.command.cmd === "status" && error.exitCode === 3);
  assert.equal(await agent.close(), 3);
});

test("a kill rejects the run in flight with the signal", async (t) => {
  const agent = await withSlowSkill(t);
  let progressed;
  const progress = new Promise((resolve) => { progressed = resolve; });
  const run = agent.send("慢慢数到6", { onEvent: (e) => e.event === "progress" && progressed() });
  await progress;
  agent.child.kill("SIGKILL");
  await assert.rejects(run, { name: "ProcessExitedError", exitCode: null, signal: "SIGKILL" });
  assert.equal(await agent.close(), "SIGKILL");
});
