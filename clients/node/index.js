/**
 * The Node client for agent-skill (ES module, no dependencies; types in index.d.ts).
 *
 * Starts the binary once and talks JSON lines over its stdin/stdout. Every
 * event is read as it comes and handed to the request whose `id` it answers
 * (its `ref`), so requests may overlap: with `--interactive`, start a long
 * send and `cancel` it while it runs.
 *
 *   import { AgentSkill } from "agent-skill";
 *   const agent = new AgentSkill(["--deterministic", "--tz", "Asia/Shanghai"]);
 *   console.log(await agent.reply("倒计时30分钟")); // 好的，已为您设置 30 分钟倒计时。
 *   const status = await agent.status();
 *   await agent.close(); // exit status
 *
 * The binary is `options.bin`, else $AGENT_SKILL_BIN, else `agent-skill` on PATH.
 */
import { spawn } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

/** The first of `bin`, $AGENT_SKILL_BIN and `agent-skill` in each PATH directory
 *  that is an executable file; throws naming every place tried, in that order. */
export function findBinary(bin) {
  const candidates = [[bin, "the bin option"], [process.env.AGENT_SKILL_BIN, "AGENT_SKILL_BIN"]];
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    candidates.push([path.join(dir, "agent-skill"), "PATH"]);
  }
  const tried = [];
  for (const [file, from] of candidates) {
    if (!file) { tried.push(`${from} (not set)`); continue; }
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return path.resolve(file); // as checked, whatever the child's cwd
    } catch {}
    tried.push(`${file} (${from})`);
  }
  if (!candidates.some(([, from]) => from === "PATH")) tried.push("PATH (empty)");
  throw new Error(`agent-skill binary not found; tried: ${tried.join(", ")}`);
}

export class AgentSkill {
  #nextId = 1;
  #pending = new Map(); // id -> { cmd, events, onEvent, resolve, reject }
  #reading;
  #exit;
  tail = []; // events no request was waiting for (`fired` after the end of input, say)

  constructor(args = [], { bin, cwd } = {}) {
    this.bin = findBinary(bin);
    this.child = spawn(this.bin, args, { cwd, stdio: ["pipe", "pipe", "inherit"] });
    this.#exit = new Promise((resolve, reject) => {
      this.child.once("error", reject); // e.g. not executable after all
      this.child.once("close", (code, signal) => resolve(code ?? signal));
    });
    this.#exit.catch(() => {}); // reported by request() / close()
    this.child.stdin.on("error", () => {}); // EPIPE if it died: request() reports it
    this.#reading = this.#read();
  }

  async #read() {
    for await (const line of createInterface({ input: this.child.stdout, crlfDelay: Infinity })) {
      if (!line.trim()) continue;
      const e = JSON.parse(line);
      const request = this.#pending.get(e.ref);
      if (!request) { this.tail.push(e); continue; }
      request.events.push(e);
      request.onEvent?.(e);
      const last = e.event === "timing" || e.event === "error" || (request.cmd.cmd !== "send" && e.event !== "state");
      if (last) {
        this.#pending.delete(e.ref);
        request.resolve(request.events);
      }
    }
    const ended = await this.#exit.then((status) => `exited (${status})`, (error) => `failed: ${error.message}`);
    for (const { cmd, reject } of this.#pending.values()) {
      reject(new Error(`agent-skill ${ended} before answering ${JSON.stringify(cmd)}`));
    }
    this.#pending.clear();
  }

  /** Send one command (a fresh numeric `id` is set); resolves to its answer: the
   *  events through `timing` for `send`, else through the first event with its ref
   *  that is not a `state` event (an `error` event included). `onEvent` sees each
   *  of its events as it arrives. */
  request(cmd, { onEvent } = {}) {
    const id = this.#nextId++;
    const full = { ...cmd, id };
    const answer = new Promise((resolve, reject) => {
      this.#pending.set(id, { cmd: full, events: [], onEvent, resolve, reject });
    });
    this.child.stdin.write(JSON.stringify(full) + "\n");
    return answer;
  }

  send(text, options) { return this.request({ cmd: "send", text }, options); }

  /** The agent's reply text to `text` (null if it gave no reply). */
  async reply(text) {
    return (await this.send(text)).find((e) => e.event === "reply")?.text ?? null;
  }

  /** The `status` event (an `error` event rejects). */
  async status() { return this.#only(await this.request({ cmd: "status" }), "status"); }

  /** Stops the run in flight (needs --interactive): its events, `rejected` when there is none. */
  cancel() { return this.request({ cmd: "cancel" }); }

  /** The agent's state as JSON, for `restore` here or in another process. */
  async snapshot() { return this.#only(await this.request({ cmd: "snapshot" }), "snapshot").state; }

  /** Loads a snapshot; resolves to the `restored` event, rejects with the error refusing it. */
  async restore(state) { return this.#only(await this.request({ cmd: "restore", state }), "restored"); }

  /** The answer's last event when it is `name`; else an Error with the event in `cause`. */
  #only(events, name) {
    const last = events.at(-1);
    if (last.event === name) return last;
    throw new Error(`agent-skill answered ${last.event}${last.message ? `: ${last.message}` : ""}`, { cause: last });
  }

  /** Close stdin; requests still open get the rest of their events; resolves to the exit status. */
  async close() {
    this.child.stdin.end();
    await this.#reading;
    return this.#exit;
  }
}
