"""The installed package's TypedDicts against schemas/: one per event and per
command, with the schema's required and optional fields, so the types cannot
drift from the protocol unnoticed."""
import json
import unittest
from typing import Any, Dict, FrozenSet, Tuple, get_args, get_type_hints

from agent_skill import commands, events
from tool import REPO


def schema(name: str) -> Dict[str, Any]:
    loaded: Dict[str, Any] = json.loads((REPO / "schemas" / name).read_text(encoding="utf-8"))
    return loaded


def fields(definition: Dict[str, Any], leave_out: FrozenSet[str]) -> Tuple[FrozenSet[str], FrozenSet[str]]:
    """(required, optional) field names of a schema definition."""
    names = frozenset(definition["properties"]) - leave_out
    required = frozenset(definition.get("required", [])) - leave_out
    return required, names - required


def by_tag(union: Any, tag: str) -> Dict[str, Any]:
    """The union's TypedDicts by the Literal value of their `tag` field."""
    return {get_args(get_type_hints(t)[tag])[0]: t for t in get_args(union)}


class TypesMatchTheSchemas(unittest.TestCase):
    def test_every_event_has_its_typed_dict(self) -> None:
        s = schema("events.schema.json")
        typed = by_tag(events.Event, "event")
        self.assertEqual(set(typed), set(s["properties"]["event"]["enum"]))
        for name, t in typed.items():
            with self.subTest(event=name):
                self.assertEqual((t.__required_keys__, t.__optional_keys__), fields(s["$defs"][name], frozenset()))

    def test_every_command_has_its_typed_dict(self) -> None:
        s = schema("commands.schema.json")
        typed = by_tag(commands.Command, "cmd")
        self.assertEqual(set(typed), set(s["properties"]["cmd"]["enum"]))
        for name, t in typed.items():
            with self.subTest(cmd=name):  # `id` is the client's to set
                self.assertEqual((t.__required_keys__, t.__optional_keys__),
                                 fields(s["$defs"][name], frozenset({"id"})))


if __name__ == "__main__":
    unittest.main()
