#!/usr/bin/env python3
"""An agent-skill exec skill: the tip on a bill ("账单200元小费15%", "tip 15% on 80").

Reads one JSON request line on stdin ({skill, text, parameters, now, language}),
writes a {"progress": x} line, then one answer line: {"summary", "data"} or
{"error": {"code", "message"}}. Diagnostics would go to stderr. Stdlib only.
"""
import json
import re
import sys


def answer(obj):
    print(json.dumps(obj, ensure_ascii=False), flush=True)


def main():
    request = json.loads(sys.stdin.readline())
    params = request.get("parameters", {})
    english = request.get("language") == "en"
    # The agent hands on the first number it read as `amount`; the percentage is
    # read here from the text ("15%"), 15 when none is given. When the number the
    # agent took is the percentage, the bill is the other number in the sentence.
    text = request.get("text", "")
    percent_match = re.search(r"(\d+(?:\.\d+)?)\s*[%％]", text)
    percent = float(percent_match.group(1)) if percent_match else 15.0
    others = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", text)]
    if percent_match:
        others.remove(percent)
    amount = params.get("amount")
    if amount is None or (percent_match and amount == percent and others):
        amount = others[0] if others else None
    answer({"progress": 0.5})
    if amount is None or amount <= 0:
        answer({"error": {"code": "invalid_input",
                          "message": "no bill amount in the sentence"}})
        return
    amount = float(amount)
    tip = round(amount * percent / 100, 2)
    total = round(amount + tip, 2)
    summary = (f"A {percent:g}% tip on {amount:g} is {tip:g}; {total:g} in all"
               if english else f"{amount:g} 的 {percent:g}% 小费是 {tip:g}，合计 {total:g}")
    answer({"summary": summary,
            "data": {"amount": amount, "percent": percent, "tip": tip, "total": total}})


if __name__ == "__main__":
    main()
