/**
 * The Node client for agent-skill (ES module, no dependencies; types in index.d.ts).
 *
 * Starts the binary once and talks JSON lines over its stdin/stdout. Every
 * event is read as it comes and handed to the request whose `id` it answers
 * (its `ref`), so requests may overlap: with `--interactive`, start a long
 * send and `cancel` it while it runs. stderr is read as it comes too: echoed
 * to this process's, and its end kept for ProcessExitedError.
 *
 *   import { AgentSkill } from "agent-skill";
 *   const agent = new AgentSkill(["--deterministic", "--tz", "Asia/Shanghai"]);
 *   console.log(await agent.reply("倒计时30分钟")); // 好的，已为您设置 30 分钟倒计时。
 *   const status = await agent.status();
 *   await agent.close(); // exit status
 *
 * Starting, the client asks for `status` and refuses a tool that speaks a newer
 * protocol; every request waits for that check (`agent.ready`, which
 * `AgentSkill.start` awaits). An `error` event or a failed run rejects `send`,
 * `reply`, `status`, … with a CommandError or RunFailedError (`request` hands
 * back the raw events unless `check`); every request has a timeout and takes
 * an AbortSignal.
 *
 * The binary is `options.bin`, else $AGENT_SKILL_BIN, else the one shipped in
 * the package, else `agent-skill` on PATH (binary.js).
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { findBinary } from "./binary.js";

export { findBinary };

/** The newest protocol (`status.protocol`) this client speaks; a tool speaking a newer one is refused. */
export const PROTOCOL = 1;
/** Every request's timeout unless the constructor or the call gives another (as the MCP SDKs'). */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** The id of the status sent at start to read the protocol: a caller's own ids count from 1. */
const CHECK_ID = 0;
/** Commands that start a run: their answer ends at `timing`, and cancelling one stops its run. */
const RUNS = new Set(["send", "retry"]);
/** How much of the end of stderr is kept. */
const STDERR_TAIL_BYTES = 64 * 1024;
/** Characters of the end of stderr quoted in a ProcessExitedError's message (all of it is in `stderr`). */
const STDERR_IN_MESSAGE = 200;
/** How long the tool has to exit once its stdout closed, or once its stdin did when it is refused. */
const EXIT_GRACE_MS = 5000;
/** How long the rest of stderr is read once the tool exited (a skill's child may still hold it open). */
const STDERR_GRACE_MS = 1000;

// ---- Errors: every one an AgentSkillError

export class AgentSkillError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "AgentSkillError";
  }
}

/** An `error` event answering a command: the tool refused the line. `code`,
 *  `message` and `line` are the event's (the client's protocol check is line 1). */
export class CommandError extends AgentSkillError {
  constructor(event, command) {
    super(event.message, { cause: event });
    this.name = "CommandError";
    this.code = event.code;
    this.line = event.line;
    this.event = event;
    this.command = command;
  }
}

/** A send or retry whose run ended in state `failed`: `code` and `message` are
 *  the skill's error, `events` the whole answer (its reply included). */
export class RunFailedError extends AgentSkillError {
  constructor(event, events, command) {
    super(event.error?.message ?? "the run failed", { cause: event });
    this.name = "RunFailedError";
    this.code = event.error?.code ?? "unknown";
    this.skill = event.skill;
    this.run = event.run;
    this.event = event;
    this.events = events;
    this.command = command;
  }

  /** What the agent said about it, in the sentence's language. */
  get reply() {
    return this.events.find((e) => e.event === "reply")?.text ?? null;
  }
}

/** No complete answer within the request's timeout (`timeout`, in ms). */
export class RequestTimeoutError extends AgentSkillError {
  constructor(command, timeout) {
    super(`no answer to ${JSON.stringify(command.cmd)} within ${timeout} ms`);
    this.name = "RequestTimeoutError";
    this.command = command;
    this.timeout = timeout;
  }
}

/** The tool ended before answering: `exitCode` or `signal` as Node gives them,
 *  `stderr` the last 64 KiB it wrote there. */
export class ProcessExitedError extends AgentSkillError {
  constructor({ exitCode, signal, error, stderr }, command) {
    const how = error ? `could not run (${error.message})`
      : signal ? `was killed by ${signal}`
        : exitCode === null ? "closed its output" : `exited with status ${exitCode}`;
    const said = stderr.split(/\s+/).filter(Boolean).join(" ").slice(-STDERR_IN_MESSAGE);
    super(`agent-skill ${how} before answering ${JSON.stringify(command.cmd)}` +
      (said ? `; its stderr ends ${JSON.stringify(said)}` : ""), error ? { cause: error } : undefined);
    this.name = "ProcessExitedError";
    this.exitCode = exitCode;
    this.signal = signal;
    this.stderr = stderr;
    this.command = command;
  }
}

/** The tool speaks a newer protocol than this client; the client closed it rather than misread it. */
export class ProtocolMismatchError extends AgentSkillError {
  constructor(protocol, supported) {
    super(`agent-skill speaks protocol ${JSON.stringify(protocol)}, this client at most ${supported}: update the client`);
    this.name = "ProtocolMismatchError";
    this.protocol = protocol;
    this.supported = supported;
  }
}

// ---- Answers

/** True when `e` is the last event of `cmd`'s answer: `timing` for a send or a
 *  retry (or an `error` refusing it, or a retry's `rejected`, which has no
 *  timing), else the first event that is not `state`. */
function endsAnswer(cmd, e) {
  if (e.event === "timing" || e.event === "error") return true;
  if (cmd.cmd === "send") return false;
  if (cmd.cmd === "retry") return e.event === "rejected";
  return e.event !== "state";
}

/** What went wrong in an answer: an `error` refusing the command, or a failed
 *  run. A sentence no skill takes, a question, or `rejected` are answers. */
function failure(cmd, events) {
  for (const e of events) {
    if (e.event === "error") return new CommandError(e, cmd);
    if (e.event === "state" && e.to === "failed" && RUNS.has(cmd.cmd)) return new RunFailedError(e, events, cmd);
  }
  return null;
}

/** The answer's last event, which must be `name`; an `error` throws a CommandError. */
function lastOf(cmd, events, name) {
  const last = events.at(-1);
  if (last.event === name) return last;
  if (last.event === "error") throw new CommandError(last, cmd);
  throw new AgentSkillError(`agent-skill answered ${JSON.stringify(cmd.cmd)} with ${JSON.stringify(last.event)}`);
}

/** `promise`, or undefined once `ms` have passed. */
function within(promise, ms) {
  let timer;
  const late = new Promise((resolve) => { timer = setTimeout(resolve, ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Options a client cannot run the tool with (a value, or null for any): it writes JSON commands
 *  and reads every event to know where an answer ends (`timing`) and whether a run failed. */
const UNSUPPORTED = { "--input": "text", "--output": "text", "--events": null };

/** A TypeError, before anything starts, for an option the client cannot work with; without it
 *  the first request would wait its whole timeout for an answer that never ends. */
function refuseUnsupported(args) {
  args.forEach((arg, i) => {
    const [name, ...rest] = arg.split("=");
    if (!(name in UNSUPPORTED)) return;
    const value = rest.length ? rest.join("=") : (args[i + 1] ?? "");
    if (UNSUPPORTED[name] === null || UNSUPPORTED[name] === value) {
      throw new TypeError(`the client cannot run agent-skill with ${name} ${value}: it writes JSON commands and ` +
        "reads every event (filter the events a request returns instead)");
    }
  });
}

export class AgentSkill {
  #nextId = 1;
  #pending = new Map(); // id -> request (see #start)
  #reading;
  #exit; // resolves to { exitCode, signal } or { error } (it could not be spawned)
  #ended = null; // once stdout has closed: how the tool ended, with its stderr
  #closing = false; // close() has begun: nothing more is written
  #refusal = null; // why the protocol check refused the tool, for every later request
  #stderr = Buffer.alloc(0);
  #stderrClosed;
  tail = []; // events no request was waiting for (`fired` after the end of input, say)

  constructor(args = [], { bin, cwd, timeout = DEFAULT_TIMEOUT_MS, echoStderr = true } = {}) {
    refuseUnsupported(args);
    this.bin = findBinary(bin);
    this.timeout = timeout;
    this.child = spawn(this.bin, args, { cwd, stdio: ["pipe", "pipe", "pipe"] });
    this.#exit = new Promise((resolve) => {
      this.child.once("error", (error) => resolve({ exitCode: null, signal: null, error }));
      this.child.once("exit", (exitCode, signal) => resolve({ exitCode, signal }));
    });
    this.child.stdin.on("error", () => {}); // EPIPE if it died: its requests fail as it ends
    this.#stderrClosed = new Promise((resolve) => this.child.stderr.once("close", resolve));
    this.child.stderr.on("data", (chunk) => {
      const kept = Buffer.concat([this.#stderr, chunk]);
      this.#stderr = kept.subarray(Math.max(0, kept.length - STDERR_TAIL_BYTES));
      if (echoStderr) process.stderr.write(chunk);
    });
    this.#reading = this.#read();
    this.#reading.catch(() => {}); // close() reports it
    /** The status read at start, once its protocol is one this client speaks. */
    this.ready = this.#check();
    this.ready.catch(() => {}); // reported to whoever awaits it, and by every request
  }

  /** A client whose protocol check has passed. */
  static async start(args, options) {
    const agent = new AgentSkill(args, options);
    await agent.ready;
    return agent;
  }

  async #check() {
    const cmd = { cmd: "status", id: CHECK_ID };
    try {
      const status = lastOf(cmd, await this.#start(cmd, {}, null), "status");
      if (!Number.isInteger(status.protocol) || status.protocol > PROTOCOL) {
        throw new ProtocolMismatchError(status.protocol, PROTOCOL);
      }
      return status;
    } catch (error) {
      if (!(error instanceof ProcessExitedError)) this.#refusal = error;
      this.#refuse();
      throw error;
    }
  }

  /** Ends a tool refused at start: stdin closed, killed if it does not exit by itself. */
  #refuse() {
    this.#closing = true;
    this.child.stdin.end();
    const kill = setTimeout(() => this.child.kill("SIGKILL"), EXIT_GRACE_MS);
    kill.unref();
    this.#exit.then(() => clearTimeout(kill));
  }

  async #read() {
    try {
      for await (const line of createInterface({ input: this.child.stdout, crlfDelay: Infinity })) {
        if (line.trim()) this.#route(JSON.parse(line));
      }
    } finally {
      await this.#end();
    }
  }

  #route(e) {
    const request = this.#pending.get(e.ref);
    if (!request) {
      this.tail.push(e);
      return;
    }
    request.events.push(e); // a request given up on still takes the rest of its answer, kept out of `tail`
    if (!request.settled && request.onEvent) {
      try { request.onEvent(e); } catch (error) { request.settle(error); }
    }
    if (endsAnswer(request.cmd, e)) {
      request.answered = true;
      this.#pending.delete(e.ref);
      request.settle(null);
    }
  }

  /** stdout has closed: every request still open, and every later one, rejects with
   *  the exit status and what stderr said. */
  async #end() {
    const exit = (await within(this.#exit, EXIT_GRACE_MS)) ?? { exitCode: null, signal: null };
    await within(this.#stderrClosed, STDERR_GRACE_MS);
    this.#ended = { ...exit, stderr: this.#stderr.toString("utf8") };
    for (const request of this.#pending.values()) request.settle(new ProcessExitedError(this.#ended, request.cmd));
    this.#pending.clear();
  }

  /** Writes `cmd` once `gate` (the protocol check) has passed; resolves to its answer. */
  #start(cmd, { onEvent, timeout = this.timeout, signal, check = false } = {}, gate = this.ready) {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      if (this.#refusal) return reject(this.#refusal);
      if (this.#ended) return reject(new ProcessExitedError(this.#ended, cmd));
      if (this.#closing) return reject(new AgentSkillError(`agent-skill is closing; ${JSON.stringify(cmd.cmd)} not sent`));
      let timer;
      const onAbort = () => abandon(signal.reason);
      const request = {
        cmd, events: [], onEvent, settled: false, written: false, answered: false,
        settle: (error) => {
          if (request.settled) return;
          request.settled = true;
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          const failed = error ?? (check ? failure(cmd, request.events) : null);
          if (failed) reject(failed); else resolve(request.events);
        },
      };
      // Given up on (a timeout, an abort): rejected at once, and its run stopped.
      const abandon = (error) => {
        if (request.settled) return;
        request.settle(error);
        this.#stopRun(request);
      };
      this.#pending.set(cmd.id, request);
      if (timeout !== null && timeout !== Infinity) {
        timer = setTimeout(() => abandon(new RequestTimeoutError(cmd, timeout)), timeout);
      }
      signal?.addEventListener("abort", onAbort, { once: true });
      const write = () => {
        if (request.settled) { // given up on before it was sent
          this.#pending.delete(cmd.id);
          return;
        }
        request.written = true;
        this.child.stdin.write(JSON.stringify(cmd) + "\n");
      };
      if (!gate) return write();
      gate.then(write, (error) => {
        this.#pending.delete(cmd.id);
        request.settle(this.#ended ? new ProcessExitedError(this.#ended, cmd) : error);
      });
    });
  }

  /** A send given up on has its run stopped by a `cancel` of its own, whose answer nobody waits for. */
  #stopRun(request) {
    if (!RUNS.has(request.cmd.cmd) || !request.written || request.answered) return;
    this.#start({ cmd: "cancel", id: this.#nextId++ }, { timeout: null }, null).catch(() => {});
  }

  /** Send one command (a fresh numeric `id` is set); resolves to its answer: the
   *  events through `timing` for `send`, else through the first event with its ref
   *  that is not a `state` event (an `error` event included, unless `check`).
   *  `onEvent` sees each of its events as it arrives. */
  request(cmd, options) {
    return this.#start({ ...cmd, id: this.#nextId++ }, options);
  }

  /** The events answering `text`; rejects with a CommandError when the tool refuses
   *  the line and a RunFailedError when the run fails, unless `check` is false. */
  send(text, options) {
    return this.request({ cmd: "send", text }, { check: true, ...options });
  }

  /** The agent's reply text to `text` (null if it gave no reply). */
  async reply(text, options) {
    return (await this.send(text, options)).find((e) => e.event === "reply")?.text ?? null;
  }

  /** The last event of `cmd`'s answer, which must be `name`. */
  async #only(name, cmd, options) {
    const full = { ...cmd, id: this.#nextId++ };
    return lastOf(full, await this.#start(full, options), name);
  }

  /** The `status` event. */
  status(options) { return this.#only("status", { cmd: "status" }, options); }

  /** Stops the run in flight (needs --interactive): its events, `rejected` when there is none. */
  cancel(options) { return this.request({ cmd: "cancel" }, { check: true, ...options }); }

  /** The agent's state as JSON, for `restore` here or in another process. */
  async snapshot(options) { return (await this.#only("snapshot", { cmd: "snapshot" }, options)).state; }

  /** Loads a snapshot; resolves to the `restored` event, rejects with a CommandError refusing it. */
  restore(state, options) { return this.#only("restored", { cmd: "restore", state }, options); }

  /** Close stdin; requests still open get the rest of their events; resolves to the exit status. */
  async close() {
    this.#closing = true;
    this.child.stdin.end();
    await this.#reading;
    const exit = await this.#exit;
    if (exit.error) throw exit.error;
    return exit.exitCode ?? exit.signal;
  }
}
