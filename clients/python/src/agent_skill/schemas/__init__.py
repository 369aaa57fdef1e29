"""The JSON Schemas of agent-skill's commands and events, installed with this package.

    from jsonschema import Draft202012Validator
    from agent_skill import schemas

    validator = Draft202012Validator(schemas.load("events"), registry=schemas.registry())
    validator.validate(event)  # one event, as agent-skill wrote it

Each schema's `$id` is https://agent-skill.invalid/schemas/NAME.schema.json, a
host that never resolves: `registry()` serves every schema from this package,
so the `$ref`s from one file into another (events and commands refer to
skill-spec.schema.json) resolve offline. It needs `referencing`, which
jsonschema>=4.18 brings (`pip install 'agent-skill-cli[schemas]'`).

The files are the repository's schemas/ (linked into the source tree, copied
into the wheel when it is built), so they cannot drift from it.
"""
import json
from importlib import resources
from typing import TYPE_CHECKING, Any, Dict, List

if TYPE_CHECKING:
    # Optional: only registry() needs it, and only its annotation here.
    from referencing import Registry  # type: ignore[import-not-found, unused-ignore]

SUFFIX = ".schema.json"


def names() -> List[str]:
    """The schemas this package carries, by short name: "commands", "events", "skill-spec"."""
    return sorted(f.name[: -len(SUFFIX)] for f in resources.files(__name__).iterdir() if f.name.endswith(SUFFIX))


def load(name: str) -> Dict[str, Any]:
    """One schema as JSON, by its short name ("events") or file name ("events.schema.json")."""
    short = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
    if short not in names():
        raise ValueError(f"no schema {name!r}; the package has {', '.join(names())}")
    schema: Dict[str, Any] = json.loads((resources.files(__name__) / (short + SUFFIX)).read_text(encoding="utf-8"))
    return schema


def registry() -> "Registry[Any]":
    """A `referencing.Registry` holding every schema of the package under its `$id`
    (nothing else: a `$ref` to any other place is an error, never a download)."""
    try:
        from referencing import Registry, Resource  # type: ignore[import-not-found, unused-ignore]
    except ImportError as error:
        raise ImportError("agent_skill.schemas.registry() needs referencing: "
                          "pip install 'agent-skill-cli[schemas]' (or jsonschema>=4.18)") from error
    schemas = [load(name) for name in names()]
    return Registry().with_resources((schema["$id"], Resource.from_contents(schema)) for schema in schemas)
