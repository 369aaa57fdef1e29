// A typed use of the installed package, checked by `tsc --noEmit --strict`
// (shell/test, "node clients"), never run: every event type is narrowed on
// `event` and its fields read, every command is built, and the mistakes a user
// would make must fail to compile (@ts-expect-error fails the check when they
// compile after all).
import {
  AgentSkill, AgentSkillError, CommandError, DEFAULT_TIMEOUT_MS, PROTOCOL, ProcessExitedError, ProtocolMismatchError,
  RequestTimeoutError, RunFailedError, findBinary,
} from "agent-skill";
import type { AgentEvent, Command, ErrorCode, EventOf, SnapshotState, StatusEvent } from "agent-skill";

/** One line per event, reading the fields each type promises. */
export function describe(e: AgentEvent): string {
  switch (e.event) {
    case "state":
      if (e.to === "executing") return `${e.seq} ${e.from}→executing ${e.skill} ${e.run}`;
      if (e.to === "awaitingInput") return `asks ${e.missing[0].name} (${e.missing[0].kind}) for ${e.skill}`;
      if (e.to === "failed") return `${e.skill} failed: ${e.error.code} ${e.error.message}`;
      return `${e.from}→${e.to}`;
    case "match": {
      const best = e.candidates[0];
      return `${e.text}: ${e.selected ?? "none"} ${best ? `${best.score} ${best.confidence} ${best.hits.map((h) => h.keyword)} ${best.reasons.map((r) => r.points)} ${best.rejected} ${best.conversation?.inherited}` : ""}`;
    }
    case "result":
      return `${e.run} ${e.skill} ${e.summary} ${Object.keys(e.data)}`;
    case "reply":
      return e.text;
    case "progress":
      return `${e.skill} ${e.run} ${e.progress.toFixed(2)}`;
    case "timing":
      return `${e.understandMs + e.executeMs} of ${e.totalMs} ms`;
    case "cancelled":
      return `cancelled ${e.skill} ${e.run}`;
    case "rejected":
      return e.reason === "busy" ? "busy" : e.reason;
    case "registered":
      return `${e.skill} ${e.replaced} ${e.conflicts.join()}`;
    case "unregistered":
      return e.skill;
    case "status": {
      const pending = e.state === "awaitingInput" ? ` asking ${e.pending.missing[0].title} of ${e.pending.sentence}` : "";
      const skill = e.state === "executing" || e.state === "failed" ? ` ${e.skill}` : "";
      const next = e.schedule[0];
      return `v${e.version} protocol ${e.protocol} ${e.state}${skill}${pending} ${e.skills.map((s) => s.parameters.map((p) => p.required))} ` +
        `${e.history.map((h) => h.role)} ${next ? `${next.fireAt} ${next.rrule} ${next.reminder ?? next.label}` : ""}`;
    }
    case "reset":
      return `reset ${e.ref ?? ""}`;
    case "error":
      return `line ${e.line}: ${e.code} ${e.message}`;
    case "fired":
      return `${e.skill} ${e.run} at ${e.fireAt} ${e.rrule ?? "once"} ${e.reminder ?? e.label} ${e.hourCycle ?? ""}`;
    case "selftest":
      return `${e.passed} passed, ${e.failed} failed: ${e.results.map((r) => `${r.skill} ${r.sample} ${r.expect} ${r.selected} ${r.passed}`)}`;
    case "snapshot":
      return `protocol ${e.state.protocol}`;
    case "restored":
      return "restored";
    case "exported":
      return `${e.format}: ${e.text.length}`;
    default: {
      const unhandled: never = e; // a new event type must be handled above
      return unhandled;
    }
  }
}

// Every command, as written on the wire.
export const commands: Command[] = [
  { cmd: "register", id: 1, skill: { id: "greet", keywords: ["hello"], reply: "hi {input}" } },
  { cmd: "register", skill: { id: "slow", keywords: ["慢"], exec: ["python3", "slow.py"], timeoutMs: 1000, env: { A: "1" } } },
  { cmd: "register", skill: { id: "both", keywords: ["两个"], pipeline: ["greet", "slow"] } },
  { cmd: "register", skill: { id: "route", keywords: ["路"], router: { base: "a", onSuccess: "b", onFailure: "c" } } },
  { cmd: "unregister", id: "x", skill: "greet" },
  { cmd: "send", text: "倒计时30分钟" },
  { cmd: "match", text: "倒计时30分钟" },
  { cmd: "status" }, { cmd: "cancel" }, { cmd: "retry" }, { cmd: "reset" }, { cmd: "snapshot" },
  { cmd: "restore", state: { protocol: 1, skills: [], history: [], runs: 0, state: "idle" } },
  { cmd: "selftest" }, { cmd: "export", format: "ics" },
];

// @ts-expect-error: no such command
export const misspelt: Command = { cmd: "sned", text: "hi" };
// @ts-expect-error: send needs its text
export const textless: Command = { cmd: "send" };
// @ts-expect-error: a skill needs keywords and one of reply, exec, pipeline, router
export const bare: Command = { cmd: "register", skill: { id: "x" } };

export async function use(): Promise<number | string> {
  const agent = new AgentSkill(["--interactive"], { bin: findBinary() });
  const events = await agent.send("倒计时30分钟", { onEvent: (e) => { if (e.event === "progress") console.log(e.progress); } });
  const reply: EventOf<"reply"> | undefined = events.find((e): e is EventOf<"reply"> => e.event === "reply");
  const text: string | null = await agent.reply("hello");
  const status: StatusEvent = await agent.status();
  await agent.request({ cmd: "register", skill: { id: "greet", keywords: ["hello"], reply: "hi" } });
  // @ts-expect-error: the client sets the id; request takes a command without one
  await agent.request({ cmd: "status", id: 7 });
  await agent.cancel();
  const state: SnapshotState = await agent.snapshot();
  const restored = await agent.restore(state);
  console.log(reply?.text, text, status.version, restored.event, agent.bin, agent.tail.map(describe));
  agent.child.kill("SIGTERM");
  return agent.close();
}

/** What each error carries, as a caller reads it after a catch. */
export function explain(error: unknown): string {
  if (error instanceof CommandError) {
    const code: ErrorCode = error.code;
    return `line ${error.line}: ${code} ${error.message} (${error.event.seq}, ${error.cause.ref}, ${error.command.cmd})`;
  }
  if (error instanceof RunFailedError) {
    return `${error.skill} ${error.run}: ${error.code} ${error.message} ${error.reply ?? ""} ${error.event.error.code} ${error.events.length}`;
  }
  if (error instanceof RequestTimeoutError) return `${error.command.cmd} after ${error.timeout} ms`;
  if (error instanceof ProcessExitedError) {
    const status: number | null = error.exitCode;
    return `${status ?? error.signal}: ${error.stderr} (${error.command.cmd})`;
  }
  if (error instanceof ProtocolMismatchError) return `${String(error.protocol)} > ${error.supported}`;
  if (error instanceof AgentSkillError) return error.message;
  return String(error);
}

export async function withDeadlines(): Promise<void> {
  const agent = await AgentSkill.start(["--interactive"], { timeout: DEFAULT_TIMEOUT_MS, echoStderr: false });
  const first: StatusEvent = await agent.ready;
  const protocol: 1 = PROTOCOL;
  const controller = new AbortController();
  const run = agent.send("慢慢数到6", { signal: controller.signal, timeout: 5000 });
  controller.abort();
  await run.catch((error: unknown) => console.log(explain(error)));
  await agent.send("慢慢数到6", { signal: new AbortController().signal, timeout: null, check: false });
  await agent.reply("hello", { timeout: Infinity });
  await agent.status({ timeout: 1000 });
  await agent.cancel({ timeout: 1000 });
  const raw: AgentEvent[] = await agent.request({ cmd: "status" }, { check: true });
  // @ts-expect-error: a timeout is a number of milliseconds
  await agent.status({ timeout: "1s" });
  // @ts-expect-error: a signal is an AbortSignal
  await agent.status({ signal: true });
  new AgentSkill([], { timeout: null });
  console.log(first.protocol, protocol, raw.length, agent.timeout);
}
