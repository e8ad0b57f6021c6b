import { SERVICE_DETAIL_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { serviceMachine } from './service.machine.ts';

/** Walks every (state, action, actor) of the service table. */
describe('service table', () => {
  const ALLOWED: Record<string, string> = {
    'draft edit owner': 'draft',
    'published edit owner': 'published',
    'draft publish owner': 'published',
    'published unpublish owner': 'draft',
    'draft delete owner': 'deleted',
    'published delete owner': 'deleted',
  };

  it('lets only the owner act, and answers every other move with its coded error', () => {
    for (const state of serviceMachine.states) {
      for (const action of serviceMachine.actions) {
        for (const actor of serviceMachine.actors) {
          const label = `${state} ${action} ${actor}`;
          const to = ALLOWED[label];
          if (to) {
            expect(serviceMachine.transition(state, action, actor), label).toBe(to);
            continue;
          }
          let error: unknown;
          try {
            serviceMachine.transition(state, action, actor);
          } catch (caught) {
            error = caught;
          }
          expect(error, label).toBeInstanceOf(AppError);
          const { code, message } = error as AppError;
          if (actor === 'other') expect(code, label).toBe('E_NOT_OWNER');
          else if (state === 'deleted')
            expect([code, message], label).toEqual(['E_NOT_FOUND', SERVICE_DETAIL_TEXT.notFound]);
          else expect(code, label).toBe('E_INVALID_STATE');
        }
      }
    }
  });
});
