#!/usr/bin/env node
// An agent-skill exec skill: reverses the text after "反转"/"reverse"
// ("反转 你好世界" → "界世好你"). Reads one JSON request line on stdin
// ({skill, text, parameters, now, language}), writes a {"progress": x} line,
// then one answer line: {"summary", "data"} or {"error": {"code", "message"}}.
// Node standard library only.
import { createInterface } from "node:readline";

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const request = JSON.parse(line);
  const english = request.language === "en";
  // What follows the keyword is the text to reverse.
  const match = /(?:反转|倒过来|reverse)\s*[:：]?\s*(.*)$/i.exec(request.text);
  const input = (match ? match[1] : "").trim();
  console.log(JSON.stringify({ progress: 0.5 }));
  if (input === "") {
    console.log(JSON.stringify({ error: { code: "invalid_input", message: "nothing to reverse" } }));
  } else {
    // By code point, so Chinese and emoji stay whole.
    const reversed = [...input].reverse().join("");
    const summary = english ? `Reversed: ${reversed}` : `反转后：${reversed}`;
    console.log(JSON.stringify({ summary, data: { input, reversed, length: [...input].length } }));
  }
  break; // one request per run
}
