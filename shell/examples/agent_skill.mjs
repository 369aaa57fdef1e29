/**
 * A minimal Node client for agent-skill (ES module, no packages).
 *
 * Starts the binary once and talks JSON lines over its stdin/stdout. Requests
 * are answered one at a time, in call order: each writes one command, then
 * reads exactly the events that answer it.
 *
 *   import { AgentSkill } from "./agent_skill.mjs";
 *   const agent = new AgentSkill(["--deterministic", "--tz", "Asia/Shanghai"]);
 *   console.log(await agent.reply("倒计时30分钟")); // 好的，已为您设置 30 分钟倒计时
 *   const events = await agent.request({ cmd: "status" });
 *   await agent.close(); // exit status
 *
 * The binary is `bin`, else $AGENT_SKILL_BIN, else `agent-skill` on PATH.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export class AgentSkill {
  #nextId = 1;
  #queue = Promise.resolve(); // serialises requests: one in flight
  #lines;
  #exit;
  tail = []; // events written after stdin was closed (see close())

  constructor(args = [], bin = process.env.AGENT_SKILL_BIN || "agent-skill") {
    this.child = spawn(bin, args, { stdio: ["pipe", "pipe", "inherit"] });
    this.#exit = new Promise((resolve, reject) => {
      this.child.once("error", reject); // e.g. binary not found
      this.child.once("close", (code, signal) => resolve(code ?? signal));
    });
    this.#exit.catch(() => {}); // reported by request() / close()
    this.child.stdin.on("error", () => {}); // EPIPE if it died: request() reports it
    this.#lines = createInterface({ input: this.child.stdout, crlfDelay: Infinity })[Symbol.asyncIterator]();
  }

  /** Send one command (a fresh numeric `id` is set); resolves to its answer: the
   *  events through `timing` for `send`, else through the first event with its ref
   *  that is not a `state` event (an `error` event included). */
  request(cmd) {
    const answer = this.#queue.then(() => this.#exchange({ ...cmd, id: this.#nextId++ }));
    this.#queue = answer.catch(() => {});
    return answer;
  }

  async #exchange(cmd) {
    this.child.stdin.write(JSON.stringify(cmd) + "\n");
    const events = [];
    for (;;) {
      const { value, done } = await this.#lines.next();
      if (done) { await this.#exit; throw new Error(`agent-skill exited before answering ${JSON.stringify(cmd)}`); }
      const e = JSON.parse(value);
      events.push(e);
      const last = e.event === "timing" || e.event === "error" || (cmd.cmd !== "send" && e.event !== "state");
      if (e.ref === cmd.id && last) return events;
    }
  }

  send(text) { return this.request({ cmd: "send", text }); }

  /** The agent's reply text to `text` (null if it gave no reply). */
  async reply(text) {
    return (await this.send(text)).find((e) => e.event === "reply")?.text ?? null;
  }

  /** Close stdin after pending requests, keep remaining events in `tail`, resolve to the exit status. */
  async close() {
    await this.#queue;
    this.child.stdin.end();
    for (let r; !(r = await this.#lines.next()).done; ) if (r.value.trim()) this.tail.push(JSON.parse(r.value));
    return this.#exit;
  }
}
