// Writes a TypeScript module holding every event of the golden files, each
// assigned to the declared type its `event` names, so `tsc --strict` fails
// when the declarations miss a field the tool writes (excess property),
// require one it leaves out, or give a value the wrong type: the declarations
// are checked against real output, not only against a sample written by hand.
//
// Usage: node golden-events.mjs GOLDEN_DIR > golden-events.ts
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = process.argv[2];
if (!root) {
  console.error("usage: node golden-events.mjs GOLDEN_DIR");
  process.exit(2);
}

const files = readdirSync(root, { recursive: true })
  .filter((name) => name.endsWith(".out.jsonl"))
  .sort();
const seen = new Set();
const lines = ['import type { EventOf } from "agent-skill";', ""];
for (const name of files) {
  lines.push(`// ${name}`);
  readFileSync(path.join(root, name), "utf8").split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    const event = JSON.parse(line);
    seen.add(event.event);
    lines.push(`export const e${lines.length}: EventOf<${JSON.stringify(event.event)}> = ${line}; // line ${index + 1}`);
  });
}
if (files.length === 0) {
  console.error(`golden-events.mjs: no .out.jsonl files under ${root}`);
  process.exit(1);
}
console.error(`golden-events.mjs: ${lines.length - 2 - files.length} events of ${seen.size} types from ${files.length} files`);
console.log(lines.join("\n"));
