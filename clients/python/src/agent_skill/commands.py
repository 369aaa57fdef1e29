"""The commands agent-skill reads, one TypedDict each, as schemas/commands.schema.json
defines them. `id` is left out: the client sets a fresh one on every command.

A skill spec (`register`'s `skill`) and a snapshot's `state` are free-form JSON
here; schemas/skill-spec.schema.json and the `snapshot` event define them.
"""
from typing import Any, Dict, Literal, TypedDict, Union


class RegisterCommand(TypedDict):
    cmd: Literal["register"]
    skill: Dict[str, Any]


class UnregisterCommand(TypedDict):
    cmd: Literal["unregister"]
    skill: str


class SendCommand(TypedDict):
    cmd: Literal["send"]
    text: str


class MatchCommand(TypedDict):
    cmd: Literal["match"]
    text: str


class StatusCommand(TypedDict):
    cmd: Literal["status"]


class CancelCommand(TypedDict):
    cmd: Literal["cancel"]


class RetryCommand(TypedDict):
    cmd: Literal["retry"]


class ResetCommand(TypedDict):
    cmd: Literal["reset"]


class SnapshotCommand(TypedDict):
    cmd: Literal["snapshot"]


class RestoreCommand(TypedDict):
    cmd: Literal["restore"]
    state: Dict[str, Any]


class SelftestCommand(TypedDict):
    cmd: Literal["selftest"]


class _ExportRequired(TypedDict):
    cmd: Literal["export"]


class ExportCommand(_ExportRequired, total=False):
    format: Literal["ics"]  # left out: `ics`


Command = Union[RegisterCommand, UnregisterCommand, SendCommand, MatchCommand, StatusCommand,
                CancelCommand, RetryCommand, ResetCommand, SnapshotCommand, RestoreCommand,
                SelftestCommand, ExportCommand]
"""Any one command line, without its `id`."""
