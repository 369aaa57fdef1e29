/**
 * Where the agent-skill binary is: the `bin` option, else $AGENT_SKILL_BIN, else
 * the binary shipped in this package (bin/agent-skill, which shell/npm-pack puts
 * beside this file), else `agent-skill` in each PATH directory.
 *
 * The option and the variable are the caller's explicit choice. The shipped
 * binary comes before PATH because it is the release this client was packed
 * with; PATH may hold any other copy. A package installed from the source
 * folder ships none, and so has no such place to try.
 */
import { accessSync, constants, existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const shipped = fileURLToPath(new URL("./bin/agent-skill", import.meta.url));

/** The first of `bin`, $AGENT_SKILL_BIN, the shipped binary and `agent-skill` in
 *  each PATH directory that is an executable file; throws naming every place
 *  tried, in that order. */
export function findBinary(bin) {
  const candidates = [[bin, "the bin option"], [process.env.AGENT_SKILL_BIN, "AGENT_SKILL_BIN"]];
  if (existsSync(shipped)) candidates.push([shipped, "shipped with the package"]);
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
