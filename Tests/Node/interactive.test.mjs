// One long-lived process driven through the installed client (agent-skill):
// 1,000 sends with their round-trip latency (printed, not asserted), and
// --interactive with a run cancelled mid-way.
//
// Run: shell/test (step "node clients"), which installs clients/node into a
// fresh project, copies these files beside it and runs them with
// AGENT_SKILL_BIN and AGENT_SKILL_REPO set.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AgentSkill } from "agent-skill";

// shell/test runs a copy of these files beside an installed package: it says where the repository is.
const REPO = process.env.AGENT_SKILL_REPO || path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = process.env.AGENT_SKILL_BIN || path.join(REPO, ".build", "debug", "agent-skill");
const ARGS = ["--deterministic", "--now", "2026-03-10T09:00:00+08:00", "--tz", "Asia/Shanghai"];
const WATCHDOG_MS = 60_000;

/** The client, killed if the test outlives the watchdog (a pending request then fails). */
function start(t, args) {
  const agent = new AgentSkill(args, { bin: BIN });
  const watchdog = setTimeout(() => agent.child.kill("SIGKILL"), WATCHDOG_MS);
  t.after(() => {
    clearTimeout(watchdog);
    if (agent.child.exitCode === null && agent.child.signalCode === null) agent.child.kill("SIGKILL");
  });
  return agent;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

for (const [mode, extra] of [["sequential", []], ["--interactive", ["--interactive"]]]) {
  test(`1,000 sends through one process (${mode}), each answered in full`, async (t) => {
    const agent = start(t, [...ARGS, ...extra]);
    const sentences = [
      ["倒计时30分钟", "timer.set"], ["明天早上七点半叫我起床", "alarm.set"], ["三加五乘二", "calc.evaluate"],
      ["现在几点了", "clock.now"], ["in 5 minutes", "timer.set"], ["今天心情不错", null],
    ];
    const latencies = [];
    let lastSeq = (await agent.ready).seq; // the client's protocol check, a status, came first
    for (let i = 0; i < 1000; i++) {
      const [text, skill] = sentences[i % sentences.length];
      const began = process.hrtime.bigint();
      const events = await agent.send(text);
      latencies.push(Number(process.hrtime.bigint() - began) / 1e6);

      assert.equal(events.at(-1).event, "timing");
      assert.equal(events.find((e) => e.event === "match").selected, skill);
      assert.ok(events.some((e) => e.event === "reply"));
      for (const e of events) {
        assert.equal(e.seq, ++lastSeq); // nothing lost, nothing out of order
        assert.equal(e.ref, i + 1);
      }
    }
    assert.equal(await agent.close(), 0);

    const sorted = [...latencies].sort((a, b) => a - b);
    const total = latencies.reduce((a, b) => a + b, 0);
    t.diagnostic(`${mode}: 1000 sends, round trip in ms: median ${percentile(sorted, 50).toFixed(3)}, ` +
      `p90 ${percentile(sorted, 90).toFixed(3)}, p99 ${percentile(sorted, 99).toFixed(3)}, ` +
      `max ${sorted.at(-1).toFixed(3)}; ${(1000 / (total / 1000)).toFixed(0)} sends/s one at a time`);
  });
}

test("--interactive: status during a run, busy, cancel", async (t) => {
  const agent = start(t, [...ARGS, "--interactive", "--allow-exec"]);
  const script = "process.stdin.resume(); process.stdin.on('end', () => { " +
    "console.log(JSON.stringify({ progress: 0.2 })); " +
    "setTimeout(() => console.log(JSON.stringify({ summary: 'too late' })), 60000); });";
  const [registered] = await agent.request({
    cmd: "register", skill: { id: "long.node", keywords: ["长任务"], exec: [process.execPath, "-e", script], timeoutMs: 120000 },
  });
  assert.equal(registered.event, "registered");

  let progressed;
  const progress = new Promise((resolve) => { progressed = resolve; });
  const send = agent.send("开始长任务", { onEvent: (e) => e.event === "progress" && progressed(e) });
  assert.equal((await progress).progress, 0.2);

  const [status] = await agent.request({ cmd: "status" });
  assert.deepEqual([status.state, status.skill], ["executing", "long.node"]);
  const busy = await agent.send("开始长任务");
  assert.deepEqual(busy.map((e) => e.event), ["rejected", "timing"]);
  assert.equal(busy[0].reason, "busy");

  const [left, cancelled] = await agent.request({ cmd: "cancel" });
  assert.deepEqual([left.from, left.to], ["executing", "idle"]);
  assert.deepEqual([cancelled.event, cancelled.skill], ["cancelled", "long.node"]);
  const events = await send;
  assert.deepEqual(events.map((e) => e.event), ["state", "match", "state", "progress", "timing"]);
  assert.equal(await agent.close(), 0);
  assert.ok(!agent.tail.some((e) => e.event === "result"));
});
