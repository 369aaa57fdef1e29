#!/usr/bin/env python3
"""Checks golden files (and extra samples) against the JSON Schemas in schemas/.

  (a) every line of every Tests/Golden/**/X.out.jsonl must validate against
      events.schema.json;
  (b) for each X.in.jsonl beside X.out.jsonl (skipped when X.args holds
      `--input text`): every non-blank input line that got no `error` event must
      validate against commands.schema.json, and every input line whose error code
      is one of REFUSED_CODES must fail it (a line that is not JSON fails);
  (c) every line of each `--samples FILE` must validate against events.schema.json.

Prints one line per failure (`file:line: message`), then `schema: N passed, M failed`.
Exits 1 on any failure or when no file was checked, 2 on a usage problem.

Usage: python3 Tests/Schema/validate.py [--golden DIR] [--samples FILE]...
(`shell/venv` makes a Python that has jsonschema.)
"""

from __future__ import annotations

import argparse
import json
import math
import shlex
import sys
from pathlib import Path

try:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import best_match
    from referencing import Registry, Resource
except ImportError:  # pragma: no cover - environment problem
    sys.stderr.write("validate.py: needs the jsonschema package; run shell/venv and use the python it prints\n")
    sys.exit(2)

REPO = Path(__file__).resolve().parents[2]
SCHEMA_DIR = REPO / "schemas"
SCHEMA_FILES = ("commands.schema.json", "events.schema.json", "skill-spec.schema.json")

# Error codes that mean "this line is not a valid command"; such a line must fail commands.schema.json.
REFUSED_CODES = {"invalid_json", "not_an_object", "unknown_command", "missing_field", "invalid_field", "invalid_skill",
                 "sentence_too_long"}

# agent-skill's JSON parser refuses containers nested deeper than this.
MAX_DEPTH = 64


class NotJSON(Exception):
    """A line agent-skill would not read as JSON."""


# ---------------------------------------------------------------- reading JSON as agent-skill does

def _reject_constant(name: str):
    raise NotJSON(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise NotJSON(f"number out of range: {text[:40]}")
    return value


def _finite_int(text: str) -> int:
    # agent-skill keeps every number as a double: an integer too big for one is refused.
    if not math.isfinite(float(text)):
        raise NotJSON(f"number out of range: {text[:40]}...")
    return int(text)


def _check_tree(value, depth: int = 1) -> None:
    """Refuses what Python's json accepts but agent-skill does not: lone surrogates, deep nesting."""
    stack = [(value, depth)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, str):
            if any(0xD800 <= ord(c) <= 0xDFFF for c in item):
                raise NotJSON("lone surrogate in a string")
        elif isinstance(item, (list, dict)):
            if level > MAX_DEPTH:
                raise NotJSON(f"json nested deeper than {MAX_DEPTH} levels")
            if isinstance(item, dict):
                for key, child in item.items():
                    stack.append((key, level + 1))
                    stack.append((child, level + 1))
            else:
                stack.extend((child, level + 1) for child in item)


def load_line(raw: bytes):
    """One line as agent-skill's strict RFC 8259 reader sees it, or NotJSON."""
    try:
        text = raw.decode("utf-8")  # strict: refuses invalid UTF-8 and encoded surrogates
    except UnicodeDecodeError as error:
        raise NotJSON(f"not valid utf-8 ({error.reason})") from None
    try:
        value = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float, parse_int=_finite_int)
    except NotJSON:
        raise
    except (ValueError, RecursionError) as error:
        raise NotJSON(f"invalid json: {error}") from None
    _check_tree(value)
    return value


def split_lines(data: bytes) -> list[bytes]:
    """Lines as agent-skill counts them: split at \\n, a \\r before it dropped, a last line without \\n counts."""
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [line[:-1] if line.endswith(b"\r") else line for line in lines]


def is_blank(line: bytes) -> bool:
    return all(b in (0x20, 0x09, 0x0D) for b in line)


# ---------------------------------------------------------------- rules JSON Schema cannot state

def _placeholders(template: str) -> list[str]:
    """The `{name}` placeholders of a reply template, read as agent-skill reads them."""
    names, i, n = [], 0, len(template)
    while i < n:
        c = template[i]
        if c in "{}" and i + 1 < n and template[i + 1] == c:  # `{{` or `}}`: a literal brace
            i += 2
        elif c == "{" and (close := template.find("}", i + 1)) >= 0:
            names.append(template[i + 1:close])
            i = close + 1
        else:
            i += 1
    return names


def beyond_schema_refusal(command) -> str | None:
    """Why agent-skill refuses a schema-valid command, for the SkillSpec rules that compare two
    fields (documented in skill-spec.schema.json): distinct parameter names, and reply placeholders
    naming a parameter or `input`. None when neither applies."""
    if not isinstance(command, dict) or command.get("cmd") != "register" or not isinstance(command.get("skill"), dict):
        return None
    skill = command["skill"]
    names: list[str] = []
    for parameter in skill.get("parameters", []):
        name = parameter.get("name") if isinstance(parameter, dict) else None
        if name in names:
            return f"skill.parameters has '{name}' twice"
        names.append(name)
    reply = skill.get("reply")
    if isinstance(reply, str):
        for placeholder in _placeholders(reply):
            if placeholder not in ("input", "previous") and placeholder not in names:
                return f"skill.reply names '{{{placeholder}}}', which is not a parameter, 'input' or 'previous'"
    return None


# ---------------------------------------------------------------- the checker

def load_validators() -> tuple[Draft202012Validator, Draft202012Validator]:
    resources = []
    schemas = {}
    for name in SCHEMA_FILES:
        with open(SCHEMA_DIR / name, encoding="utf-8") as f:
            schema = json.load(f)
        Draft202012Validator.check_schema(schema)
        schemas[name] = schema
        resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    return (Draft202012Validator(schemas["commands.schema.json"], registry=registry),
            Draft202012Validator(schemas["events.schema.json"], registry=registry))


def schema_error(validator: Draft202012Validator, instance) -> str | None:
    error = best_match(validator.iter_errors(instance))
    if error is None:
        return None
    where = error.json_path
    message = error.message
    if error.validator is None:
        # A `false` subschema (a field not allowed here): jsonschema reports it at the
        # parent object without the field's name, so find the field by its value.
        parent = instance
        for step in error.absolute_path:
            parent = parent[step]
        if isinstance(parent, dict):
            keys = [k for k, v in parent.items() if v is error.instance] or \
                   [k for k, v in parent.items() if v == error.instance]
            if len(keys) == 1:
                where = f"{where}.{keys[0]}"
                message = f"field '{keys[0]}' is not allowed here"
    return message if where == "$" else f"{where}: {message}"


class Checker:
    def __init__(self) -> None:
        self.commands, self.events = load_validators()
        self.passed = 0
        self.failed = 0
        self.files = 0

    def fail(self, where: str, message: str) -> None:
        self.failed += 1
        print(f"{where}: {message}")

    def check_events_file(self, path: Path) -> dict[int, list[str]]:
        """Validates every line as an event; returns the error codes by input line."""
        self.files += 1
        errors: dict[int, list[str]] = {}
        for number, raw in enumerate(split_lines(path.read_bytes()), start=1):
            where = f"{display(path)}:{number}"
            try:
                event = load_line(raw)
            except NotJSON as error:
                self.fail(where, f"not a JSON event: {error}")
                continue
            if isinstance(event, dict) and event.get("event") == "error" and isinstance(event.get("line"), int):
                errors.setdefault(event["line"], []).append(event.get("code"))
            message = schema_error(self.events, event)
            if message is None:
                self.passed += 1
            else:
                self.fail(where, f"events.schema.json: {message}")
        return errors

    def check_input_file(self, path: Path, errors: dict[int, list[str]]) -> None:
        self.files += 1
        for number, raw in enumerate(split_lines(path.read_bytes()), start=1):
            if is_blank(raw):
                continue
            codes = errors.get(number, [])
            refused = sorted(REFUSED_CODES.intersection(map(str, codes)))
            if codes and not refused:
                continue  # an error the schema does not decide (unknown_skill, unsupported, ...)
            where = f"{display(path)}:{number}"
            try:
                command = load_line(raw)
                why = schema_error(self.commands, command)
                if why is not None:
                    why = f"commands.schema.json refuses it: {why}"
                elif (rule := beyond_schema_refusal(command)) is not None:
                    why = f"it breaks a SkillSpec rule that skill-spec.schema.json states in words: {rule}"
            except NotJSON as error:
                why = f"it is not JSON: {error}"
            if refused:
                if why is None:
                    self.fail(where, f"agent-skill refused this line ({', '.join(refused)}), "
                                     "but it validates against commands.schema.json")
                else:
                    self.passed += 1
            elif why is None:
                self.passed += 1
            else:
                self.fail(where, f"agent-skill accepted this line, but {why}")

    def check_golden(self, root: Path) -> None:
        for out in sorted(root.rglob("*.out.jsonl")):
            stem = out.name[: -len(".out.jsonl")]
            args = read_args(out.with_name(stem + ".args"))
            if "--help" in args or "-h" in args or "--version" in args or option(args, "--output") == "text":
                print(f"note: {display(out)}: not JSON events ({' '.join(args)}); not checked")
                continue
            errors = self.check_events_file(out)
            source = out.with_name(stem + ".in.jsonl")
            if not source.exists():
                continue
            if option(args, "--input") == "text":
                continue
            only = option(args, "--events")
            if only is not None and "error" not in only.split(","):
                print(f"note: {display(source)}: --events hides error events; input lines not checked")
                continue
            self.check_input_file(source, errors)


def read_args(path: Path) -> list[str]:
    if not path.exists():
        return []
    return shlex.split(path.read_text(encoding="utf-8"))


def option(args: list[str], name: str) -> str | None:
    """The last value given to `name` (as `--name VALUE` or `--name=VALUE`)."""
    value = None
    for i, arg in enumerate(args):
        if arg == name and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith(name + "="):
            value = arg[len(name) + 1:]
    return value


def display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Validate golden files and samples against schemas/.")
    parser.add_argument("--golden", type=Path, default=REPO / "Tests" / "Golden",
                        help="directory of <area>/<case>.in.jsonl, .out.jsonl and .args files (default: Tests/Golden)")
    parser.add_argument("--samples", type=Path, action="append", default=[],
                        help="a JSON-lines file of events to validate too (repeatable)")
    options = parser.parse_args(argv)

    checker = Checker()
    if options.golden.is_dir():
        checker.check_golden(options.golden)
    elif options.golden != parser.get_default("golden"):
        print(f"note: {options.golden}: no such directory")
    for samples in options.samples:
        if not samples.is_file():
            checker.fail(str(samples), "no such file")
            continue
        checker.check_events_file(samples)

    if checker.files == 0:
        print("no file was checked")
    print(f"schema: {checker.passed} passed, {checker.failed} failed")
    return 1 if checker.failed or checker.files == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
