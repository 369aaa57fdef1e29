#!/usr/bin/env bash
# shell/install as a user meets it: the binary installed into a fresh prefix
# answers a send found through PATH, `man agent-skill` finds and renders the
# page with every option of --help in it, and groff has nothing to warn about.
# Usage: AGENT_SKILL_BIN=.build/debug/agent-skill Tests/Install/test_install.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${AGENT_SKILL_BIN:?set AGENT_SKILL_BIN to a built agent-skill}"
for tool in man groff col; do
    command -v "$tool" > /dev/null || { echo "test_install: '$tool' is missing (apt-get install man-db groff bsdextrautils)" >&2; exit 1; }
done

fail() { echo "test_install: $*" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/prefix"

# Twice: a second install replaces the first without complaint.
shell/install --binary "$AGENT_SKILL_BIN" "$prefix" > /dev/null
shell/install --binary "$AGENT_SKILL_BIN" "$prefix" > "$tmp/log"
grep -q "^installed agent-skill " "$tmp/log" || fail "install did not say what it installed: $(cat "$tmp/log")"
page="$prefix/share/man/man1/agent-skill.1"
[[ -x $prefix/bin/agent-skill && -f $page ]] || fail "bin/agent-skill or the man page is missing under $prefix"
echo "installed twice into a fresh prefix: bin/agent-skill, share/man/man1/agent-skill.1"

export PATH="$prefix/bin:$PATH"
[[ "$(command -v agent-skill)" == "$prefix/bin/agent-skill" ]] || fail "PATH finds $(command -v agent-skill), not the installed one"
out="$(echo '{"cmd":"send","text":"倒计时30分钟"}' | agent-skill --deterministic --now 2026-03-10T09:00:00+08:00 --tz Asia/Shanghai --events result)"
for field in '"event":"result"' '"skill":"timer.set"' '"seconds":1800' '"fireAt":"2026-03-10T09:30:00+08:00"'; do
    [[ $out == *"$field"* ]] || fail "the installed binary's answer has no $field: $out"
done
echo "agent-skill on PATH sets the 30-minute timer"

# man finds the page from PATH (PREFIX/bin -> PREFIX/share/man), as `man agent-skill` does.
[[ "$(man -w agent-skill)" == "$page" ]] || fail "man -w agent-skill gives $(man -w agent-skill 2>&1), not $page"
MANWIDTH=80 man -l "$page" 2> "$tmp/man.err" | col -b > "$tmp/man.txt"
[[ ! -s $tmp/man.err ]] || fail "man -l printed: $(cat "$tmp/man.err")"
for section in NAME SYNOPSIS DESCRIPTION OPTIONS COMMANDS EVENTS "EXIT STATUS" ENVIRONMENT EXAMPLES "SEE ALSO"; do
    grep -qx "$section" "$tmp/man.txt" || fail "the page has no $section section"
done
grep -q "agent-skill - reads JSON-lines commands" "$tmp/man.txt" || fail "the NAME line is not the help's first sentence"
# Every command and event the schemas name has an entry of its own, in its section.
section() { sed -n "/^$1\$/,/^[A-Z][A-Z ]*\$/p" "$tmp/man.txt"; }
for kind in "COMMANDS cmd commands" "EVENTS event events"; do
    read -r title field file <<< "$kind"
    names=$(python3 -c 'import json,sys; print("\n".join(json.load(open(sys.argv[1]))["properties"][sys.argv[2]]["enum"]))' \
        "schemas/$file.schema.json" "$field")
    for name in $names; do
        section "$title" | grep -qE "^ +$name( |\$)" || fail "$title has no entry for $name"
    done
    echo "$title: an entry for each of the $(grep -c . <<< "$names") the schema names"
done
# The help's examples and environment variables, each on the page.
while read -r example; do
    section EXAMPLES | grep -qF -- "$example" || fail "EXAMPLES lacks '$example'"
    # Those that need no file of the reader's run as written, and answer.
    if [[ $example != *.jsonl* && $example != *.txt* ]]; then
        out=$(cd "$tmp" && bash -o pipefail -c "$example") || fail "the example '$example' failed"
        [[ -n $out ]] || fail "the example '$example' printed nothing"
    fi
done < <(agent-skill --help | sed -n '/^examples:/,/^$/{/^  /s/^  //p}')
for variable in TZ TZDIR PATH https_proxy; do
    section ENVIRONMENT | grep -qE "^ +$variable\b" || fail "ENVIRONMENT has no entry for $variable"
done
grep -q "倒计时30分钟" "$tmp/man.txt" || fail "the Chinese example did not come through"
grep -q "$(agent-skill --version)" "$tmp/man.txt" || fail "the footer does not carry the version"
options=$(agent-skill --help | sed -nE 's/^  (--[a-z-]+).*/\1/p')
# OPTIONS' entries: the tags, at the page's indent (descriptions are indented further).
count=$(grep -c . <<< "$options") entries=$(section OPTIONS | grep -cE '^ {7}--')
[[ $count -gt 0 && $count == "$entries" ]] || fail "--help lists $count options, the page has $entries entries"
for option in $options; do
    # Each as the tag of its own entry, at the start of a line.
    grep -qE "^ +$option( |\$)" "$tmp/man.txt" || fail "the page has no entry for $option"
done
echo "man agent-skill renders every section, all $count options of --help, its examples and environment"

warnings="$(groff -man -Tutf8 -ww -z "$page" 2>&1)"
[[ -z $warnings ]] || fail "groff warns: $warnings"
echo "groff -man -Tutf8 -ww: no warnings"
