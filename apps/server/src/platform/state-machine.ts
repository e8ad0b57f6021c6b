import type { ErrorCode } from '@ibh/contract';
import { AppError } from './errors.ts';

/**
 * Transition tables: the status rules of an entity (a collaboration request, a team invite,
 * later orders, milestones, sprints, co-signs, evidence versions) written once as data. Each
 * row says from which state an action leads to which state, and who may take it. An action
 * asks the table for the next state instead of hand-checking statuses; the table answers with
 * the next state or the spec's coded error.
 *
 * Who: `who` names relations, not users: 'owner', 'invitee', 'buyer', 'system'... The caller
 * works out the actor's relation to the entity (from rows it has already read) and passes it.
 *
 * The answer for (state, action, actor), in this order:
 * 1. the actor's relation appears in no `who` of the action (from any state): the action's
 *    `forbidden` error (per actor, else per action, else E_NOT_AUTHORIZED);
 * 2. no row leads from `state` by `action` for this actor: the action's `invalid` error (per
 *    state, else per action, else E_INVALID_STATE);
 * 3. otherwise the row's `to`.
 */
export interface Transition<S extends string, A extends string, R extends string> {
  readonly from: S;
  readonly action: A;
  readonly to: S;
  readonly who: readonly R[];
}

/** A coded error from the catalogue: the code alone (catalogue message) or with the spec's own message. */
export type CodedError = ErrorCode | { readonly code: ErrorCode; readonly message: string };

/** The errors one action answers with when it may not happen. */
export interface ActionErrors<S extends string, R extends string> {
  /** The actor's relation may never take this action. Default E_NOT_AUTHORIZED. */
  readonly forbidden?: CodedError;
  /** Per relation, overriding `forbidden`. */
  readonly forbiddenFor?: Partial<Record<R, CodedError>>;
  /** The action leads nowhere from the current state. Default E_INVALID_STATE. */
  readonly invalid?: CodedError;
  /** Per current state, overriding `invalid`. */
  readonly invalidFrom?: Partial<Record<S, CodedError>>;
}

/** What a machine is made of, and what it shows of itself (docs, tests): its lists and its table. */
export interface MachineTable<
  S extends string,
  A extends string,
  R extends string,
  T extends readonly Transition<S, A, R>[],
> {
  /** For messages and docs: 'collab request', 'team invite', 'order'... */
  readonly name: string;
  readonly states: readonly S[];
  readonly actions: readonly A[];
  readonly actors: readonly R[];
  /** The table itself. */
  readonly transitions: T;
}

export interface MachineDefinition<
  S extends string,
  A extends string,
  R extends string,
  T extends readonly Transition<S, A, R>[],
> extends MachineTable<S, A, R, T> {
  readonly errors?: { readonly [K in A]?: ActionErrors<S, R> };
}

/** The state an action leads to, narrowed to the rows of that action. */
export type TargetOf<T extends readonly Transition<string, string, string>[], X extends string> = Extract<
  T[number],
  { readonly action: X }
>['to'];

export interface StateMachine<
  S extends string,
  A extends string,
  R extends string,
  T extends readonly Transition<S, A, R>[],
> extends MachineTable<S, A, R, T> {
  /** The next state, or throws the coded error the table gives for this (state, action, actor). */
  transition<X extends A>(state: S, action: X, actor: R): TargetOf<T, X>;
  /** Throws the action's forbidden error when the actor's relation may never take it (whatever the state). */
  authorize(action: A, actor: R): void;
  /** Whether the actor may take the action from the state. */
  can(state: S, action: A, actor: R): boolean;
  /** The actions the actor may take from the state, in table order (buttons, `allowedActions`). */
  allowedActions(state: S, actor: R): A[];
  /** The states from which the actor may take the action. */
  statesFrom(action: A, actor: R): S[];
  /** The error the table answers for (state, action, actor), or undefined when the move is allowed. */
  errorFor(state: S, action: A, actor: R): AppError | undefined;
  isState(value: unknown): value is S;
}

/** Rows the two helpers below write: a transition whose start and end states are typed apart. */
interface Row<F extends string, A extends string, To extends string, W extends readonly string[]> {
  readonly from: F;
  readonly action: A;
  readonly to: To;
  readonly who: W;
}

/** The rows of one action leading from each of `from` to `to`: one line for what every state allows. */
export function fromEach<
  const F extends string,
  const A extends string,
  const To extends string,
  const W extends readonly string[],
>(from: readonly F[], action: A, to: To, who: W): Row<F, A, To, W>[] {
  return from.map((state) => ({ from: state, action, to, who }));
}

/** The rows of one action that leaves each of `states` as it is (an edit, a note, a new token). */
export function keepsState<const S extends string, const A extends string, const W extends readonly string[]>(
  states: readonly S[],
  action: A,
  who: W,
): Row<S, A, S, W>[] {
  return states.map((state) => ({ from: state, action, to: state, who }));
}

function toAppError(error: CodedError): AppError {
  return typeof error === 'string' ? new AppError(error) : new AppError(error.code, error.message);
}

/**
 * Builds a machine from its table. Fails at start-up (module load) when the table is
 * ambiguous (one state, action and relation leading to two states) or names something the
 * definition does not list.
 */
export function defineMachine<
  const S extends string,
  const A extends string,
  const R extends string,
  const T extends readonly Transition<NoInfer<S>, NoInfer<A>, NoInfer<R>>[],
>(definition: MachineDefinition<S, A, R, T>): StateMachine<S, A, R, T> {
  const { name, states, actions, actors, transitions } = definition;
  const key = (state: string, action: string, actor: string) => `${state}\u0000${action}\u0000${actor}`;
  const next = new Map<string, S>();
  const mayEver = new Set<string>();
  for (const row of transitions) {
    if (!states.includes(row.from) || !states.includes(row.to)) {
      throw new Error(`${name}: unknown state in ${row.from} -> ${row.to}`);
    }
    if (!actions.includes(row.action)) throw new Error(`${name}: unknown action ${row.action}`);
    for (const actor of row.who) {
      if (!actors.includes(actor)) throw new Error(`${name}: unknown actor ${actor}`);
      const k = key(row.from, row.action, actor);
      const known = next.get(k);
      if (known !== undefined && known !== row.to) {
        throw new Error(
          `${name}: ${row.action} by ${actor} from ${row.from} leads to both ${known} and ${row.to}`,
        );
      }
      next.set(k, row.to);
      mayEver.add(`${row.action}\u0000${actor}`);
    }
  }

  const forbiddenError = (action: A, actor: R): AppError => {
    const errors = definition.errors?.[action];
    return toAppError(errors?.forbiddenFor?.[actor] ?? errors?.forbidden ?? 'E_NOT_AUTHORIZED');
  };
  const invalidError = (state: S, action: A): AppError => {
    const errors = definition.errors?.[action];
    return toAppError(errors?.invalidFrom?.[state] ?? errors?.invalid ?? 'E_INVALID_STATE');
  };
  const errorFor = (state: S, action: A, actor: R): AppError | undefined => {
    if (!mayEver.has(`${action}\u0000${actor}`)) return forbiddenError(action, actor);
    if (!next.has(key(state, action, actor))) return invalidError(state, action);
    return undefined;
  };

  return {
    name,
    states,
    actions,
    actors,
    transitions,
    transition<X extends A>(state: S, action: X, actor: R): TargetOf<T, X> {
      const error = errorFor(state, action, actor);
      if (error) throw error;
      // The table's row for this action: its `to` is one of the action's targets.
      return next.get(key(state, action, actor)) as TargetOf<T, X>;
    },
    authorize(action, actor) {
      if (!mayEver.has(`${action}\u0000${actor}`)) throw forbiddenError(action, actor);
    },
    can: (state, action, actor) => next.has(key(state, action, actor)),
    allowedActions: (state, actor) => actions.filter((action) => next.has(key(state, action, actor))),
    statesFrom: (action, actor) => states.filter((state) => next.has(key(state, action, actor))),
    errorFor,
    isState: (value): value is S =>
      typeof value === 'string' && (states as readonly string[]).includes(value),
  };
}
