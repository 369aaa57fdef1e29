"""The events agent-skill writes, one TypedDict each, as schemas/events.schema.json
defines them (the schema's descriptions say what each field means).

`Event` is their union: compare `event["event"]` with a name and a type checker
knows the rest of the fields. Fields the schema does not require sit in a
`total=False` part, as Python 3.9 has no `NotRequired`. `state` has a field
named `from`, so its required part is written in the functional form. Free-form JSON
(a result's `data`, a snapshot's `state`) is `Dict[str, Any]`.
"""
from typing import Any, Dict, List, Literal, Optional, TypedDict, Union

Ref = Union[str, float]
"""The `id` of the command an event answers, given back as it was read."""

StateName = Literal["idle", "understanding", "executing", "awaitingInput", "failed"]
ParameterKind = Literal["duration", "clockTime", "number", "city", "text", "pattern",
                        "expression", "recurrence", "date", "choice"]
ErrorCode = Literal["invalid_json", "invalid_utf8", "not_an_object", "unknown_command",
                    "missing_field", "invalid_field", "line_too_long", "invalid_skill",
                    "exec_not_allowed", "unknown_skill", "invalid_snapshot",
                    "sentence_too_long", "too_many_skills"]


class _Answer(TypedDict, total=False):
    ref: Ref


# Parts of events.

class _MissingParameterRequired(TypedDict):
    name: str
    title: str
    kind: ParameterKind


class Choice(TypedDict):
    """One value a `choice` parameter may take: what the run receives, and how it is said."""
    value: str
    label: str


class MissingParameter(_MissingParameterRequired, total=False):
    unit: str
    choices: List[Choice]


class SkillError(TypedDict):
    code: str
    message: str


class Hit(TypedDict):
    keyword: str
    start: int
    end: int


class Reason(TypedDict):
    reason: str
    points: int


class _CandidateRequired(TypedDict):
    skill: str
    score: int
    confidence: float
    hits: List[Hit]
    reasons: List[Reason]
    rejected: Optional[str]


class Candidate(_CandidateRequired, total=False):
    conversation: Dict[str, Any]


class _SkillParameterRequired(TypedDict):
    name: str
    title: str
    kind: ParameterKind
    required: bool


class SkillParameter(_SkillParameterRequired, total=False):
    unit: str
    default: Union[float, str]
    pattern: str
    choices: List[Choice]


class SkillSummary(TypedDict):
    id: str
    displayName: str
    description: str
    keywords: List[str]
    excludeKeywords: List[str]
    parameters: List[SkillParameter]
    needs: List[str]
    requestsOnly: bool
    samples: List[str]


class HistoryEntry(TypedDict):
    role: Literal["user", "agent"]
    text: str


class _PendingQuestionRequired(TypedDict):
    run: str
    skill: str
    sentence: str
    parameters: Dict[str, Union[float, str, List[str]]]
    missing: List[MissingParameter]


class PendingQuestion(_PendingQuestionRequired, total=False):
    prompt: str


class _ScheduledItemRequired(TypedDict):
    run: str
    skill: str
    fireAt: str
    rrule: Optional[str]


class ScheduledItem(_ScheduledItemRequired, total=False):
    reminder: Optional[str]
    label: Optional[str]
    seconds: float
    hourCycle: Literal["h12"]


class SelftestResult(TypedDict):
    skill: str
    sample: str
    expect: Literal["select", "reject"]
    selected: Optional[str]
    passed: bool


# The events, in the schema's order.

_StateRequired = TypedDict("_StateRequired", {
    "event": Literal["state"], "seq": int, "from": StateName, "to": StateName})


class StateEvent(_StateRequired, total=False):
    ref: Ref
    skill: str
    run: str
    missing: List[MissingParameter]
    error: SkillError


class _MatchRequired(_Answer):
    event: Literal["match"]
    seq: int
    text: str
    candidates: List[Candidate]
    selected: Optional[str]


class MatchEvent(_MatchRequired, total=False):
    unlisted: int


class ResultEvent(_Answer):
    event: Literal["result"]
    seq: int
    run: str
    skill: str
    summary: str
    data: Dict[str, Any]


class ReplyEvent(_Answer):
    event: Literal["reply"]
    seq: int
    text: str


class ProgressEvent(_Answer):
    event: Literal["progress"]
    seq: int
    run: str
    skill: str
    progress: float


class TimingEvent(_Answer):
    event: Literal["timing"]
    seq: int
    understandMs: float
    executeMs: float
    totalMs: float


class CancelledEvent(_Answer):
    event: Literal["cancelled"]
    seq: int
    run: str
    skill: str


class RejectedEvent(_Answer):
    event: Literal["rejected"]
    seq: int
    reason: Literal["nothing_to_cancel", "nothing_to_retry", "busy"]


class RegisteredEvent(_Answer):
    event: Literal["registered"]
    seq: int
    skill: str
    replaced: bool
    conflicts: List[str]


class UnregisteredEvent(_Answer):
    event: Literal["unregistered"]
    seq: int
    skill: str


class _StatusRequired(TypedDict):
    event: Literal["status"]
    seq: int
    protocol: Literal[1]
    version: str
    state: StateName
    skills: List[SkillSummary]
    history: List[HistoryEntry]
    schedule: List[ScheduledItem]


class StatusEvent(_StatusRequired, total=False):
    ref: Ref
    skill: str
    pending: PendingQuestion


class ResetEvent(_Answer):
    event: Literal["reset"]
    seq: int


class _ErrorRequired(TypedDict):
    event: Literal["error"]
    seq: int
    code: ErrorCode
    message: str
    line: int


class ErrorEvent(_ErrorRequired, total=False):
    ref: Ref


class _FiredRequired(TypedDict):
    event: Literal["fired"]
    seq: int
    run: str
    skill: str
    fireAt: str
    rrule: Optional[str]


class FiredEvent(_FiredRequired, total=False):
    ref: Ref
    reminder: Optional[str]
    label: Optional[str]
    seconds: float
    hourCycle: Literal["h12"]


class SelftestEvent(_Answer):
    event: Literal["selftest"]
    seq: int
    results: List[SelftestResult]
    passed: int
    failed: int


class SnapshotEvent(_Answer):
    event: Literal["snapshot"]
    seq: int
    state: Dict[str, Any]


class RestoredEvent(_Answer):
    event: Literal["restored"]
    seq: int


class ExportedEvent(_Answer):
    event: Literal["exported"]
    seq: int
    format: Literal["ics"]
    text: str


Event = Union[StateEvent, MatchEvent, ResultEvent, ReplyEvent, ProgressEvent, TimingEvent,
              CancelledEvent, RejectedEvent, RegisteredEvent, UnregisteredEvent, StatusEvent,
              ResetEvent, ErrorEvent, FiredEvent, SelftestEvent, SnapshotEvent, RestoredEvent,
              ExportedEvent]
"""Any one line agent-skill writes on stdout."""
