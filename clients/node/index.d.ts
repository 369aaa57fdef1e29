// Types for agent-skill's protocol (schemas/commands.schema.json,
// schemas/events.schema.json, schemas/skill-spec.schema.json) and its Node client.
// Written by hand from the schemas; Tests/Node's types check keeps them honest.
// Nothing here needs @types/node, so a project without it can use them.

// ---- Shared values

/** A command's `id`, echoed as `ref` by every event answering it. */
export type CommandId = string | number;
/** `^[a-z0-9._-]{1,64}$` */
export type SkillId = string;
/** `^[A-Za-z_][A-Za-z0-9_]{0,63}$` */
export type ParameterName = string;
export type ParameterKind =
  | "duration" | "clockTime" | "number" | "city" | "text" | "pattern" | "expression" | "recurrence" | "date" | "choice";
/** One value a `choice` parameter may take: what the run receives, and how it is said. */
export interface Choice { value: string; label: string }
export type StateName = "idle" | "understanding" | "executing" | "awaitingInput" | "failed";
/** `r1`, `r2`, … or eight hex digits. */
export type RunId = string;
/** `FREQ=…[;INTERVAL=…][;BYDAY=…][;BYMONTHDAY=…]`, or null for a one-off. */
export type RRule = string | null;

// ---- Skills (register's `skill`)

export interface SkillParameterSpec {
  name: ParameterName;
  kind: ParameterKind;
  title?: string;
  unit?: string;
  required?: boolean;
  default?: number | string;
  /** Required when `kind` is "pattern". */
  pattern?: string;
  /** Required when `kind` is "choice": strings (each its own value and label) or `{value, label}`. */
  choices?: (string | { value: string; label?: string })[];
}

interface SkillSpecBase {
  id: SkillId;
  keywords: string[];
  displayName?: string;
  description?: string;
  excludeKeywords?: string[];
  parameters?: SkillParameterSpec[];
  needs?: string[];
  requestsOnly?: boolean;
  samples?: string[];
  negativeSamples?: string[];
}
export interface ReplySkillSpec extends SkillSpecBase { reply: string }
export interface ExecSkillSpec extends SkillSpecBase {
  /** The program and its arguments (run only with --allow-exec). */
  exec: [string, ...string[]];
  timeoutMs?: number;
  env?: Record<string, string>;
}
export interface PipelineSkillSpec extends SkillSpecBase { pipeline: [SkillId, ...SkillId[]] }
export interface RouterSkillSpec extends SkillSpecBase {
  router: { base: SkillId; onSuccess: SkillId; onFailure: SkillId; onTimeout?: SkillId };
}
/** Exactly one of `reply`, `exec`, `pipeline`, `router`. */
export type SkillSpec = ReplySkillSpec | ExecSkillSpec | PipelineSkillSpec | RouterSkillSpec;

// ---- Commands (one line of stdin each), discriminated on `cmd`

export interface RegisterCommand { cmd: "register"; id?: CommandId; skill: SkillSpec }
export interface UnregisterCommand { cmd: "unregister"; id?: CommandId; skill: SkillId }
/** `text`: at most 1000 characters, not blank. */
export interface SendCommand { cmd: "send"; id?: CommandId; text: string }
export interface MatchCommand { cmd: "match"; id?: CommandId; text: string }
export interface StatusCommand { cmd: "status"; id?: CommandId }
export interface CancelCommand { cmd: "cancel"; id?: CommandId }
export interface RetryCommand { cmd: "retry"; id?: CommandId }
export interface ResetCommand { cmd: "reset"; id?: CommandId }
export interface SnapshotCommand { cmd: "snapshot"; id?: CommandId }
export interface RestoreCommand { cmd: "restore"; id?: CommandId; state: SnapshotState }
export interface SelftestCommand { cmd: "selftest"; id?: CommandId }
export interface ExportCommand { cmd: "export"; id?: CommandId; format?: "ics" }

export type Command =
  | RegisterCommand | UnregisterCommand | SendCommand | MatchCommand | StatusCommand | CancelCommand
  | RetryCommand | ResetCommand | SnapshotCommand | RestoreCommand | SelftestCommand | ExportCommand;
export type CommandName = Command["cmd"];
/** A command as `request` takes it: the client sets `id`. */
export type Request = Command extends infer C ? (C extends Command ? Omit<C, "id"> : never) : never;

// ---- Events (one line of stdout each), discriminated on `event`

/** Every event leads with these: `seq` counts from 1; `ref` is the answered command's `id`. */
export interface EventBase { seq: number; ref?: CommandId }

export interface MissingParameter { name: ParameterName; title: string; kind: ParameterKind; unit?: string; choices?: Choice[] }
export interface SkillError { code: string; message: string }

/** A state change; which fields come depends on `to`. */
export type StateEvent = EventBase & { event: "state" } & (
  | { from: "understanding" | "executing" | "awaitingInput" | "failed"; to: "idle" }
  | { from: "idle" | "awaitingInput" | "failed"; to: "understanding" }
  | { from: "understanding" | "awaitingInput" | "failed"; to: "executing"; skill: SkillId; run: RunId }
  | { from: StateName; to: "awaitingInput"; skill: SkillId; run: RunId; missing: [MissingParameter, ...MissingParameter[]] }
  | { from: StateName; to: "failed"; skill: SkillId; run: RunId; error: SkillError }
);

export interface KeywordHit { keyword: string; start: number; end: number }
export interface MatchReason { reason: string; points: number }
export interface MatchCandidate {
  skill: SkillId;
  score: number;
  /** 0…1 */
  confidence: number;
  hits: KeywordHit[];
  reasons: MatchReason[];
  /** When the sentence was read as a follow-up of the conversation. */
  conversation?: { sentence: string; retry: boolean; changed: string[]; inherited: string[] };
  /** Why it was not selected, or null. */
  rejected: string | null;
}
export interface MatchEvent extends EventBase {
  event: "match";
  text: string;
  /** At most 20, best first. */
  candidates: MatchCandidate[];
  /** How many more candidates there were after the 20 listed; present only when some were left out. */
  unlisted?: number;
  /** null when no candidate was selected (always when there are none). */
  selected: SkillId | null;
}

/** The figures of a detail asked (紫外线, 风, 日落, 降水量, 湿度, 能见度, 空气质量), each named after its
 * Open-Meteo variable in camel case; present only when asked and given by the service. */
export interface WeatherDetails {
  uvIndex?: number; uvIndexMax?: number;
  windSpeed10m?: number; windDirection10m?: number; windGusts10m?: number;
  windSpeed10mMax?: number; windGusts10mMax?: number; windDirection10mDominant?: number;
  /** Local ISO 8601 without offset, "2026-03-11T06:32". */
  sunrise?: string; sunset?: string;
  precipitation?: number; precipitationSum?: number;
  relativeHumidity2m?: number; relativeHumidity2mMean?: number;
  visibility?: number; visibilityMean?: number;
  usAqi?: number; pm2_5?: number; pm10?: number; usAqiMax?: number; pm2_5Max?: number; pm10Max?: number;
}
/** `weather.query`'s data: today's reading (`date` null), or a day's forecast. */
export type WeatherData = {
  city: string;
  condition: string;
  source: string;
} & WeatherDetails & (
  | { date: null; temperatureC: number; minC: null; maxC: null; precipitationChance: null }
  | { date: string; temperatureC: null; minC: number; maxC: number; precipitationChance: number | null }
);
export type ResultEvent = EventBase & { event: "result"; run: RunId; summary: string } & (
  | { skill: "weather.query"; data: WeatherData }
  | { skill: SkillId; data: Record<string, unknown> }
);
export interface ReplyEvent extends EventBase { event: "reply"; text: string }
export interface ProgressEvent extends EventBase { event: "progress"; run: RunId; skill: SkillId; /** 0…1 */ progress: number }
/** The last event of every `send`. */
export interface TimingEvent extends EventBase { event: "timing"; understandMs: number; executeMs: number; totalMs: number }
export interface CancelledEvent extends EventBase { event: "cancelled"; run: RunId; skill: SkillId }
export interface RejectedEvent extends EventBase { event: "rejected"; reason: "nothing_to_cancel" | "nothing_to_retry" | "busy" }
export interface RegisteredEvent extends EventBase { event: "registered"; skill: SkillId; replaced: boolean; conflicts: SkillId[] }
export interface UnregisteredEvent extends EventBase { event: "unregistered"; skill: SkillId }

export interface SkillParameter {
  name: ParameterName;
  title: string;
  kind: ParameterKind;
  unit?: string;
  required: boolean;
  default?: number | string;
  pattern?: string;
  choices?: Choice[];
}
export interface SkillSummary {
  id: SkillId;
  displayName: string;
  description: string;
  keywords: string[];
  excludeKeywords: string[];
  parameters: SkillParameter[];
  needs: string[];
  requestsOnly: boolean;
  samples: string[];
}
export interface HistoryEntry { role: "user" | "agent"; text: string }
export interface PendingQuestion {
  run: RunId;
  skill: SkillId;
  sentence: string;
  /** The question as the skill asked it (a choice among several). */
  prompt?: string;
  /** A choice's value is the array of the values chosen. */
  parameters: Record<ParameterName, number | string | string[]>;
  missing: [MissingParameter, ...MissingParameter[]];
}
/** A timer, alarm or reminder waiting to fire; exactly one of `reminder` and `label`. */
export type ScheduledItem = {
  run: RunId;
  skill: SkillId;
  /** ISO 8601 date and time. */
  fireAt: string;
  rrule: RRule;
  /** A timer's length as it was set, in seconds; absent for an alarm. */
  seconds?: number;
  hourCycle?: "h12";
} & ({ reminder: string | null; label?: never } | { label: string | null; reminder?: never });

interface StatusEventBase extends EventBase {
  event: "status";
  protocol: 1;
  /** `major.minor.patch` */
  version: string;
  skills: SkillSummary[];
  history: HistoryEntry[];
  schedule: ScheduledItem[];
}
export type StatusEvent = StatusEventBase & (
  | { state: "idle" | "understanding" }
  | { state: "executing" | "failed"; skill: SkillId }
  | { state: "awaitingInput"; skill: SkillId; pending: PendingQuestion }
);
export interface ResetEvent extends EventBase { event: "reset" }
export type ErrorCode =
  | "invalid_json" | "invalid_utf8" | "not_an_object" | "unknown_command" | "missing_field" | "invalid_field"
  | "line_too_long" | "invalid_skill" | "exec_not_allowed" | "unknown_skill" | "invalid_snapshot"
  | "sentence_too_long" | "too_many_skills";
/** A line refused; `line` is its input line number, from 1. */
export interface ErrorEvent extends EventBase { event: "error"; code: ErrorCode; message: string; line: number }
export type FiredEvent = EventBase & { event: "fired" } & ScheduledItem;
export interface SelftestResult {
  skill: SkillId;
  sample: string;
  expect: "select" | "reject";
  selected: SkillId | null;
  passed: boolean;
}
export interface SelftestEvent extends EventBase { event: "selftest"; results: SelftestResult[]; passed: number; failed: number }
/** The agent's state as `snapshot` writes it and `restore` reads it; its inside is the tool's business. */
export interface SnapshotState {
  protocol: number;
  skills: unknown[];
  history: unknown[];
  runs: unknown;
  state: unknown;
  [field: string]: unknown;
}
export interface SnapshotEvent extends EventBase { event: "snapshot"; state: SnapshotState }
export interface RestoredEvent extends EventBase { event: "restored" }
export interface ExportedEvent extends EventBase { event: "exported"; format: "ics"; text: string }

export type AgentEvent =
  | StateEvent | MatchEvent | ResultEvent | ReplyEvent | ProgressEvent | TimingEvent | CancelledEvent
  | RejectedEvent | RegisteredEvent | UnregisteredEvent | StatusEvent | ResetEvent | ErrorEvent | FiredEvent
  | SelftestEvent | SnapshotEvent | RestoredEvent | ExportedEvent;
export type EventName = AgentEvent["event"];
/** The event named `E`: `EventOf<"reply">` is `ReplyEvent`. */
export type EventOf<E extends EventName> = Extract<AgentEvent, { event: E }>;

// ---- The client

/** What `signal` needs: an AbortSignal (Node's or the DOM's) has it. */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

export interface RequestOptions {
  /** Called with each event of the answer as it arrives (progress, say). */
  onEvent?: (event: AgentEvent) => void;
  /** Milliseconds to wait for the whole answer; default: the client's `timeout`.
   *  null or Infinity waits as long as it takes. A send that times out has its run stopped. */
  timeout?: number | null;
  /** Aborting it rejects the request with the signal's reason (as fetch does) and stops a send's run. */
  signal?: AbortSignalLike;
  /** Reject with a CommandError for an `error` event and a RunFailedError for a failed run;
   *  `request` and `send(…, { check: false })` hand back the raw events instead. */
  check?: boolean;
}

export interface AgentSkillOptions {
  /** The binary; tried before $AGENT_SKILL_BIN, the shipped binary and `agent-skill` on PATH. */
  bin?: string;
  /** The directory it runs in (exec skills' relative paths start there); default: this process's. */
  cwd?: string;
  /** Every request's timeout in milliseconds unless it gives its own; default 60000; null: none. */
  timeout?: number | null;
  /** Copy the tool's stderr to this process's as it comes (default true); its end is kept either way. */
  echoStderr?: boolean;
}

/** What the client needs of its child process (Node's ChildProcess has it all). */
export interface AgentSkillProcess {
  readonly pid?: number;
  readonly exitCode: number | null;
  readonly signalCode: string | null;
  kill(signal?: string | number): boolean;
}

/** The newest protocol (`status.protocol`) this client speaks; a newer tool is refused. */
export const PROTOCOL: 1;
/** Every request's timeout unless the client or the call gives another. */
export const DEFAULT_TIMEOUT_MS: number;

/** Anything the client rejects with about the tool or its answers. */
export class AgentSkillError extends Error {}

/** An `error` event answering a command: the tool refused the line. `message` is the event's. */
export class CommandError extends AgentSkillError {
  readonly code: ErrorCode;
  /** The tool's input line number, from 1; the client's protocol check is line 1. */
  readonly line: number;
  readonly event: ErrorEvent;
  readonly command: Command;
  cause: ErrorEvent;
}

export type FailedStateEvent = Extract<StateEvent, { to: "failed" }>;
/** A send or retry whose run ended in state `failed`; `message` is the skill's error message. */
export class RunFailedError extends AgentSkillError {
  /** The skill's error code (`exec_failed`, `timeout`, `invalid_input`, …). */
  readonly code: string;
  readonly skill: SkillId;
  readonly run: RunId;
  readonly event: FailedStateEvent;
  /** The whole answer, through `timing`. */
  readonly events: AgentEvent[];
  readonly command: Command;
  /** What the agent said about it, in the sentence's language. */
  readonly reply: string | null;
  cause: FailedStateEvent;
}

/** No complete answer within `timeout` milliseconds. */
export class RequestTimeoutError extends AgentSkillError {
  readonly command: Command;
  readonly timeout: number;
}

/** The tool ended (or could not start) before answering `command`. */
export class ProcessExitedError extends AgentSkillError {
  /** null when a signal ended it, or when it could not be spawned. */
  readonly exitCode: number | null;
  readonly signal: string | null;
  /** The last 64 KiB it wrote to stderr. */
  readonly stderr: string;
  readonly command: Command;
}

/** The tool speaks protocol `protocol`, newer than `supported`; the client closed it. */
export class ProtocolMismatchError extends AgentSkillError {
  readonly protocol: unknown;
  readonly supported: number;
}

/** The first of `bin`, $AGENT_SKILL_BIN, the binary shipped in the package and
 *  `agent-skill` on PATH that is an executable file; throws an Error naming every place tried. */
export function findBinary(bin?: string): string;

export class AgentSkill {
  /** Starts the binary with `args` and sends the protocol check; throws when no binary is found,
   *  and a TypeError at once for `--input text`, `--output text` or `--events`, which would hide
   *  the answers the client reads. */
  constructor(args?: readonly string[], options?: AgentSkillOptions);
  /** A client whose protocol check has passed; rejects (the process closed) as `ready` does. */
  static start(args?: readonly string[], options?: AgentSkillOptions): Promise<AgentSkill>;
  /** The binary it runs. */
  readonly bin: string;
  readonly child: AgentSkillProcess;
  /** Every request's timeout in milliseconds, unless it gives its own. */
  timeout: number | null;
  /** The status read at start; rejects with a ProtocolMismatchError when the tool speaks a
   *  newer protocol, a ProcessExitedError when it exits first. Every request waits for it. */
  readonly ready: Promise<StatusEvent>;
  /** Events no request was waiting for (`fired` after the end of input, say). */
  tail: AgentEvent[];

  /** One command (the client sets `id`); resolves to its events: through
   *  `timing` for `send`, else through the first that is not `state`, an
   *  `error` included unless `check`. Rejects with a ProcessExitedError when the
   *  process ends before answering, a RequestTimeoutError, or the signal's reason. */
  request(cmd: Request, options?: RequestOptions): Promise<AgentEvent[]>;
  /** Rejects with a CommandError or RunFailedError unless `check` is false. */
  send(text: string, options?: RequestOptions): Promise<AgentEvent[]>;
  /** The reply text to `text`, or null when there was none. */
  reply(text: string, options?: RequestOptions): Promise<string | null>;
  /** Rejects with a CommandError when answered with an error (the event in `cause`). */
  status(options?: RequestOptions): Promise<StatusEvent>;
  /** Stops the run in flight (with --interactive): `state` and `cancelled`, or `rejected`. */
  cancel(options?: RequestOptions): Promise<AgentEvent[]>;
  snapshot(options?: RequestOptions): Promise<SnapshotState>;
  /** Rejects with the `invalid_snapshot` CommandError (the event in `cause`) when refused. */
  restore(state: SnapshotState, options?: RequestOptions): Promise<RestoredEvent>;
  /** Closes stdin; open requests get the rest of their events; resolves to the exit status (or signal name). */
  close(): Promise<number | string>;
}
