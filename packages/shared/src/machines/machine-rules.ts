/**
 * What the pure transition helpers share: the result shape and the refusal explanations.
 *
 * Each machine keeps, beside its graph, a table saying for every event who may send it, from
 * which statuses, and which business checks apply, each with the human message shown when it
 * fails. The machine decides; the table only explains a refusal. Their agreement is tested
 * exhaustively in each machine's spec.
 */
import { transition, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { ActorRole } from '../statuses.js';

/** A moment carried by an event: a Date or epoch milliseconds. */
export type Instant = Date | number;

/** Why an event was refused: `actor` (wrong sender → HTTP 403), `state`/`rule` (→ 409), `unknown_event`/`unknown_status` (→ 400/500). */
export type RefusalReason = 'actor' | 'state' | 'rule' | 'unknown_event' | 'unknown_status';

export type TransitionResult<TState, TAction extends string> =
  { ok: true; next: TState; actions: TAction[] } | { ok: false; reason: RefusalReason; message: string };

export interface RuleCheck<TStatus extends string, TCtx, TEvent> {
  test: (context: TCtx, event: TEvent, status: TStatus) => boolean;
  message: string | ((context: TCtx, event: TEvent, status: TStatus) => string);
}

export interface EventRule<TStatus extends string, TCtx, TEvent, TActor extends string = ActorRole> {
  /**
   * Who may send it: the platform's roles, or a machine's own parties beside them (a cart order's `courier`); a
   * function where the subject's context decides (a ride's customer, a delivery's vendor).
   */
  actors: readonly TActor[] | ((context: TCtx) => readonly TActor[]);
  actorMessage: string | ((context: TCtx) => string);
  from: readonly TStatus[];
  fromMessage: string | ((status: TStatus) => string);
  checks?: ReadonlyArray<RuleCheck<TStatus, TCtx, TEvent>>;
}

export type Refusal = { ok: false; reason: RefusalReason; message: string };

/** The first rule an event breaks (actor, then status, then checks in order), or null. */
export function explainRefusal<TStatus extends string, TCtx, TEvent extends { type: string; actor: TActor }, TActor extends string = ActorRole>(
  rules: Partial<Record<string, EventRule<TStatus, TCtx, TEvent, TActor>>>,
  status: TStatus,
  context: TCtx,
  event: TEvent,
): Refusal | null {
  const rule = rules[event.type];
  if (!rule) return { ok: false, reason: 'unknown_event', message: `Unknown action: ${String(event.type)}` };
  const actors = typeof rule.actors === 'function' ? rule.actors(context) : rule.actors;
  if (!actors.includes(event.actor))
    return { ok: false, reason: 'actor', message: typeof rule.actorMessage === 'string' ? rule.actorMessage : rule.actorMessage(context) };
  if (!rule.from.includes(status)) {
    return { ok: false, reason: 'state', message: typeof rule.fromMessage === 'string' ? rule.fromMessage : rule.fromMessage(status) };
  }
  for (const check of rule.checks ?? []) {
    if (!check.test(context, event, status)) {
      return { ok: false, reason: 'rule', message: typeof check.message === 'string' ? check.message : check.message(context, event, status) };
    }
  }
  return null;
}

/**
 * A machine's pure transition, its graph deciding and its rules table explaining a refusal: the function returned
 * refuses `event` from `status` with `context` by the rule it breaks (else "This action is not allowed for this
 * <noun>"), or answers `patch` of the next snapshot and the actions it ran that are the machine's `actions`.
 */
export function machineTransition<
  TMachine extends AnyStateMachine,
  TStatus extends string,
  TCtx,
  TEvent extends EventFromLogic<TMachine> & { type: string; actor: TActor },
  TAction extends string,
  TActor extends string = ActorRole,
>(machine: TMachine, rules: Partial<Record<string, EventRule<TStatus, TCtx, TEvent, TActor>>>, noun: string, actions: readonly TAction[]) {
  const known = new Set<string>(actions);
  return <TPatch>(status: TStatus, context: TCtx, event: TEvent, patch: (next: SnapshotFrom<TMachine>) => TPatch): TransitionResult<TPatch, TAction> => {
    const snapshot = machine.resolveState({ value: status, context });
    if (!snapshot.can(event)) {
      return explainRefusal(rules, status, context, event) ?? { ok: false, reason: 'state', message: `This action is not allowed for this ${noun}` };
    }
    const [next, ran] = transition(machine, snapshot as SnapshotFrom<TMachine>, event);
    return { ok: true, next: patch(next as SnapshotFrom<TMachine>), actions: ran.map((a): string => a.type).filter((t): t is TAction => known.has(t)) };
  };
}

/** Epoch ms of an Instant or stored timestamp (Date, epoch ms, ISO string); null when absent or invalid. */
export function instantMs(value: Date | number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The action a machine returns, on a transition into failure (declined, expired, refunded), to have the API's
 * lifecycle engine undo what the subject's earlier actions did and still owe (a shop order's stock hold): the
 * lifecycle declares which action undoes which, and the engine runs each owed undo once.
 */
export const COMPENSATE = 'compensate' as const;
