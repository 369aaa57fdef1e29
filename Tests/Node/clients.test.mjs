// Drive the real agent-skill binary over pipes, one line at a time.
//
// Run: shell/test (step "node clients"), which installs clients/node into a
// fresh project, copies these files beside it and runs them with
// AGENT_SKILL_BIN and AGENT_SKILL_REPO set.
// (default binary: <repo>/.build/debug/agent-skill).
//
// Every command is written without closing stdin and its answer is read before
// the next command is written, so an answer left in an output buffer makes a
// read time out (the test fails) instead of hanging.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createInterface } from "node:readline";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AgentSkill } from "agent-skill";

// shell/test runs a copy of these files beside an installed package: it says where the repository is.
const REPO = process.env.AGENT_SKILL_REPO || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = process.env.AGENT_SKILL_BIN || path.join(REPO, ".build", "debug", "agent-skill");
const ARGS = ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"];
const READ_TIMEOUT_MS = 5000; // per event
const CLIENT_TIMEOUT_MS = 10000; // per test of the client

before(() => {
  try {
    accessSync(BIN, constants.X_OK);
  } catch {
    throw new Error(`agent-skill binary not found at ${BIN}: build it or set AGENT_SKILL_BIN`);
  }
});

function within(ms, promise, what) {
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

const byEvent = (events, name) => events.filter((e) => e.event === name);

/** The binary, with a timeout on every read. */
class Tool {
  constructor() {
    this.child = spawn(BIN, ARGS, { stdio: ["pipe", "pipe", "inherit"] });
    this.exit = new Promise((resolve, reject) => {
      this.child.once("error", reject);
      this.child.once("close", (code, signal) => resolve(code ?? signal));
    });
    this.exit.catch(() => {});
    this.child.stdin.on("error", () => {}); // EPIPE if it died: the next read fails
    this.lines = createInterface({ input: this.child.stdout, crlfDelay: Infinity })[Symbol.asyncIterator]();
  }

  write(cmd) {
    this.child.stdin.write((typeof cmd === "string" ? cmd : JSON.stringify(cmd)) + "\n");
  }

  async read() {
    const { value, done } = await within(READ_TIMEOUT_MS, this.lines.next(), "no event (output not flushed?)");
    if (done) throw new Error("agent-skill closed stdout early");
    return JSON.parse(value);
  }

  /** Write one command; read its answer: through `timing` (or `error`) for send,
   *  else through the first non-`state` event with its ref. */
  async ask(cmd) {
    this.write(cmd);
    const events = [];
    for (;;) {
      const e = await this.read();
      events.push(e);
      const last = e.event === "timing" || e.event === "error" || (cmd.cmd !== "send" && e.event !== "state");
      if (e.ref === cmd.id && last) return events;
    }
  }

  /** Close stdin; resolves to { status, rest: events written afterwards }. */
  async close() {
    this.child.stdin.end();
    const rest = [];
    for (let r; !(r = await within(READ_TIMEOUT_MS, this.lines.next(), "no end of output")).done; ) {
      rest.push(JSON.parse(r.value));
    }
    return { status: await within(READ_TIMEOUT_MS, this.exit, "no exit"), rest };
  }

  kill() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
  }
}

function start(t) {
  const tool = new Tool();
  t.after(() => tool.kill());
  return tool;
}

describe("agent-skill over pipes", () => {
  test("倒计时30分钟 sets a 30 minute timer", async (t) => {
    const tool = start(t);
    const events = await tool.ask({ cmd: "send", id: 1, text: "倒计时30分钟" });
    assert.ok(events.every((e) => e.ref === 1));
    assert.deepEqual(events.map((e) => e.seq), events.map((_, i) => i + 1));
    assert.deepEqual(events[0], { event: "state", seq: 1, ref: 1, from: "idle", to: "understanding" });
    assert.equal(events.at(-1).event, "timing");
    assert.equal(byEvent(events, "match")[0].selected, "timer.set");
    const [result] = byEvent(events, "result");
    assert.equal(result.skill, "timer.set");
    assert.equal(result.data.seconds, 1800);
    assert.equal(result.data.fireAt, "2026-03-10T09:30:00+08:00");
    assert.deepEqual(byEvent(events, "reply").map((e) => e.text), ["好的，已为您设置 30 分钟倒计时。"]);
    assert.equal(byEvent(events, "state").at(-1).to, "idle");
    assert.deepEqual(await tool.close(), { status: 0, rest: [] });
  });

  test("a missing duration is asked for, and 10 answers it", async (t) => {
    const tool = start(t);
    const first = await tool.ask({ cmd: "send", id: "a", text: "设置计时器" });
    const asking = byEvent(first, "state").filter((e) => e.to === "awaitingInput");
    assert.equal(asking.length, 1);
    assert.equal(asking[0].skill, "timer.set");
    assert.deepEqual(asking[0].missing.map((m) => m.name), ["duration"]);
    assert.equal(byEvent(first, "reply").length, 1);
    assert.equal(byEvent(first, "result").length, 0);
    assert.equal(first.at(-1).event, "timing");

    const second = await tool.ask({ cmd: "send", id: "b", text: "10" });
    assert.equal(second[0].event, "state");
    assert.deepEqual([second[0].from, second[0].to, second[0].run], ["awaitingInput", "executing", asking[0].run]);
    const [result] = byEvent(second, "result");
    assert.equal(result.data.seconds, 600);
    assert.equal(result.data.fireAt, "2026-03-10T09:10:00+08:00");
    assert.equal(byEvent(second, "reply")[0].text, "好的，已为您设置 10 分钟倒计时。");
    assert.equal((await tool.close()).status, 0);
  });

  test("a bad line gets an error event and the process goes on", async (t) => {
    const tool = start(t);
    const [error] = await tool.ask({ cmd: "sned", id: 7 });
    assert.deepEqual([error.event, error.code, error.ref, error.line], ["error", "unknown_command", 7, 1]);
    const [status] = await tool.ask({ cmd: "status", id: 8 });
    assert.deepEqual([status.event, status.seq, status.state], ["status", 2, "idle"]);
    const events = await tool.ask({ cmd: "send", id: 9, text: "倒计时30分钟" });
    assert.equal(byEvent(events, "result")[0].data.seconds, 1800);
    assert.deepEqual(await tool.close(), { status: 1, rest: [] });
  });

  test("invalid JSON gets an error without ref; exit status 1", async (t) => {
    const tool = start(t);
    tool.write("not json");
    const error = await tool.read();
    assert.deepEqual([error.event, error.code, error.line], ["error", "invalid_json", 1]);
    assert.equal("ref" in error, false);
    const [reset] = await tool.ask({ cmd: "reset", id: 2 });
    assert.equal(reset.event, "reset");
    assert.equal((await tool.close()).status, 1);
  });

  test("status shows the conversation history; reset clears it", async (t) => {
    const tool = start(t);
    await tool.ask({ cmd: "send", id: 1, text: "倒计时30分钟" });
    await tool.ask({ cmd: "send", id: 2, text: "设置计时器" });
    await tool.ask({ cmd: "send", id: 3, text: "10" });
    let [status] = await tool.ask({ cmd: "status", id: 4 });
    assert.equal(status.event, "status");
    assert.equal(status.state, "idle");
    assert.ok(status.skills.some((s) => s.id === "timer.set"));
    assert.deepEqual(status.history, [
      { role: "user", text: "倒计时30分钟" },
      { role: "agent", text: "好的，已为您设置 30 分钟倒计时。" },
      { role: "user", text: "设置计时器" },
      { role: "agent", text: "要倒计时多久呢？（例如：10 分钟）" },
      { role: "user", text: "10" },
      { role: "agent", text: "好的，已为您设置 10 分钟倒计时。" },
    ]);
    const [reset] = await tool.ask({ cmd: "reset", id: 5 });
    assert.equal(reset.event, "reset");
    [status] = await tool.ask({ cmd: "status", id: 6 });
    assert.deepEqual(status.history, []);
    assert.deepEqual(await tool.close(), { status: 0, rest: [] });
  });

  test("register, unregister, match and cancel answer once each", async (t) => {
    const tool = start(t);
    const [rejected] = await tool.ask({ cmd: "cancel", id: 1 });
    assert.deepEqual([rejected.event, rejected.reason], ["rejected", "nothing_to_cancel"]);
    const [match] = await tool.ask({ cmd: "match", id: 2, text: "倒计时30分钟" });
    assert.deepEqual([match.event, match.selected, match.candidates[0].score, match.candidates[0].rejected], ["match", "timer.set", 37, null]);
    const [registered] = await tool.ask({
      cmd: "register", id: 3, skill: { id: "greet", keywords: ["hello"], reply: "hi {input}" },
    });
    assert.deepEqual([registered.event, registered.skill, registered.replaced], ["registered", "greet", false]);
    const [unregistered] = await tool.ask({ cmd: "unregister", id: 4, skill: "greet" });
    assert.deepEqual([unregistered.event, unregistered.skill], ["unregistered", "greet"]);
    assert.deepEqual(await tool.close(), { status: 0, rest: [] });
  });

  test("cancel and reset drop a pending question", async (t) => {
    // Leaving awaitingInput, each reports `state` -> idle and then its own
    // event, which is the last of its answer.
    const tool = start(t);
    await tool.ask({ cmd: "send", id: 1, text: "设置计时器" });
    const [state, reset] = await tool.ask({ cmd: "reset", id: 2 });
    assert.deepEqual([state.event, state.ref, state.from, state.to], ["state", 2, "awaitingInput", "idle"]);
    assert.equal(reset.event, "reset");

    await tool.ask({ cmd: "send", id: 3, text: "设置计时器" });
    const [left, cancelled] = await tool.ask({ cmd: "cancel", id: 4 });
    assert.deepEqual([left.event, left.ref, left.from, left.to], ["state", 4, "awaitingInput", "idle"]);
    assert.deepEqual([cancelled.event, cancelled.skill], ["cancelled", "timer.set"]);
    const [status] = await tool.ask({ cmd: "status", id: 5 });
    assert.deepEqual([status.event, status.state, "pending" in status], ["status", "idle", false]);

    const events = await tool.ask({ cmd: "send", id: 6, text: "10" }); // the question is gone
    assert.equal(byEvent(events, "result").length, 0);
    assert.equal(byEvent(events, "match")[0].selected, null);
    assert.deepEqual(await tool.close(), { status: 0, rest: [] });
  });
});

describe("the installed client, agent-skill", () => {
  function startClient(t) {
    const agent = new AgentSkill(ARGS, { bin: BIN });
    // the client has no timeouts of its own: kill the process if it hangs,
    // which ends the pending read and fails the test
    const watchdog = setTimeout(() => {
      console.error(`watchdog: killing agent-skill after ${CLIENT_TIMEOUT_MS} ms without an answer`);
      agent.child.kill("SIGKILL");
    }, CLIENT_TIMEOUT_MS);
    t.after(() => {
      clearTimeout(watchdog);
      if (agent.child.exitCode === null && agent.child.signalCode === null) agent.child.kill("SIGKILL");
    });
    return agent;
  }

  test("send, register a reply skill, and use it", async (t) => {
    const agent = startClient(t);
    const events = await agent.send("倒计时30分钟");
    assert.equal(events.at(-1).event, "timing");
    assert.equal(byEvent(events, "result")[0].data.seconds, 1800);

    const [registered] = await agent.request({
      cmd: "register", skill: { id: "greet", keywords: ["hello"], reply: "hi {input}" },
    });
    assert.deepEqual([registered.event, registered.skill, registered.replaced], ["registered", "greet", false]);

    assert.equal(await agent.reply("hello there"), "hi hello there");
    assert.equal(await agent.reply("设置计时器"), "要倒计时多久呢？（例如：10 分钟）");
    assert.equal(await agent.reply("10"), "好的，已为您设置 10 分钟倒计时。");
    await agent.send("设置计时器");
    assert.equal((await agent.request({ cmd: "reset" })).at(-1).event, "reset");
    const [status] = await agent.request({ cmd: "status" });
    assert.deepEqual([status.state, status.history], ["idle", []]);
    const ids = status.skills.map((s) => s.id);
    assert.deepEqual([ids[0], ids.at(-1)], ["timer.set", "greet"]);
    assert.equal(await agent.close(), 0);
    assert.deepEqual(agent.tail, []);
  });

  test("requests made together are answered in order; an error line gives exit 1", async (t) => {
    const agent = startClient(t);
    const [bad, first, second] = await Promise.all([
      agent.request({ cmd: "send" }), // missing text: an error, no timing
      agent.reply("倒计时30分钟"),
      agent.reply("hello"),
    ]);
    assert.deepEqual(bad.map((e) => [e.event, e.code, e.ref]), [["error", "missing_field", 1]]);
    assert.equal(first, "好的，已为您设置 30 分钟倒计时。");
    assert.equal(second, "Sorry, I don’t know how to do that yet.");
    assert.equal(await agent.close(), 1);
  });
});
