/**
 * A minimal Node client for agent-skill (ES module, no packages).
 *
 * Starts the binary once and talks JSON lines over its stdin/stdout. Every
 * event is read as it comes and handed to the request whose `id` it answers
 * (its `ref`), so requests may overlap: with `--interactive`, start a long
 * send and `cancel` it while it runs.
 *
 *   import { AgentSkill } from "./agent_skill.mjs";
 *   const agent = new AgentSkill(["--deterministic", "--tz", "Asia/Shanghai"]);
 *   console.log(await agent.reply("倒计时30分钟")); // 好的，已为您设置 30 分钟倒计时。
 *   const events = await agent.request({ cmd: "status" });
 *   await agent.close(); // exit status
 *
 * The binary is `bin`, else $AGENT_SKILL_BIN, else `agent-skill` on PATH.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export class AgentSkill {
  #nextId = 1;
  #pending = new Map(); // id -> { cmd, events, onEvent, resolve, reject }
  #reading;
  #exit;
  tail = []; // events no request was waiting for (`fired` after the end of input, say)

  constructor(args = [], bin = process.env.AGENT_SKILL_BIN || "agent-skill") {
    this.child = spawn(bin, args, { stdio: ["pipe", "pipe", "inherit"] });
    this.#exit = new Promise((resolve, reject) => {
      this.child.once("error", reject); // e.g. binary not found
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

  /** Close stdin; requests still open get the rest of their events; resolves to the exit status. */
  async close() {
    this.child.stdin.end();
    await this.#reading;
    return this.#exit;
  }
}
