import { MESSAGE_TEXT } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../platform/errors.ts';
import { sameId, selectCounterpart } from './messages.repo.ts';

/** Every direct-message action names someone else: naming yourself is bad input, reported on `field`. */
export function assertNotSelf(me: string, otherId: string, field = 'params.userId'): void {
  if (sameId(me, otherId)) {
    throw new AppError('E_INVALID_INPUT', MESSAGE_TEXT.cannotMessageSelf, {
      fields: { [field]: [MESSAGE_TEXT.cannotMessageSelf] },
    });
  }
}

/** The other person (card columns and block state), or E_NOT_FOUND when there is no such user. */
export async function loadCounterpart(db: Executor, me: string, otherId: string) {
  const row = await selectCounterpart(db, me, otherId.toLowerCase());
  if (!row) throw new AppError('E_NOT_FOUND');
  return { ...row, blocked_by_me: Boolean(row.blocked_by_me), blocked_me: Boolean(row.blocked_me) };
}

/** A block either way stops new messages; the message says which side blocked. */
export function assertNotBlocked(state: { blocked_by_me: boolean; blocked_me: boolean }): void {
  if (state.blocked_by_me) throw new AppError('E_NOT_AUTHORIZED', MESSAGE_TEXT.blocked);
  if (state.blocked_me) throw new AppError('E_NOT_AUTHORIZED', MESSAGE_TEXT.blockedYou);
}
