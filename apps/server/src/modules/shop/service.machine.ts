import type { ServiceStatus } from '@ibh/contract';
import { SERVICE_DETAIL_TEXT } from '@ibh/contract';
import { defineMachine } from '../../platform/state-machine.ts';

/**
 * A service of the Professionals Shop (a row of pro_services): drafted, published, taken back to
 * draft, edited in either state, deleted. Only its owner acts on it.
 *
 * Who: owner (the professional who created it), other (anyone else).
 */
export const serviceMachine = defineMachine({
  name: 'service',
  states: ['draft', 'published', 'deleted'],
  actions: ['edit', 'publish', 'unpublish', 'delete'],
  actors: ['owner', 'other'],
  transitions: [
    { from: 'draft', action: 'edit', to: 'draft', who: ['owner'] },
    { from: 'published', action: 'edit', to: 'published', who: ['owner'] },
    { from: 'draft', action: 'publish', to: 'published', who: ['owner'] },
    { from: 'published', action: 'unpublish', to: 'draft', who: ['owner'] },
    { from: 'draft', action: 'delete', to: 'deleted', who: ['owner'] },
    { from: 'published', action: 'delete', to: 'deleted', who: ['owner'] },
  ],
  errors: {
    edit: {
      forbidden: 'E_NOT_OWNER',
      invalid: { code: 'E_NOT_FOUND', message: SERVICE_DETAIL_TEXT.notFound },
    },
    publish: {
      forbidden: 'E_NOT_OWNER',
      invalidFrom: { deleted: { code: 'E_NOT_FOUND', message: SERVICE_DETAIL_TEXT.notFound } },
    },
    unpublish: {
      forbidden: 'E_NOT_OWNER',
      invalidFrom: { deleted: { code: 'E_NOT_FOUND', message: SERVICE_DETAIL_TEXT.notFound } },
    },
    delete: {
      forbidden: 'E_NOT_OWNER',
      invalid: { code: 'E_NOT_FOUND', message: SERVICE_DETAIL_TEXT.notFound },
    },
  },
});

export type ServiceState = (typeof serviceMachine.states)[number];
export type ServiceActor = (typeof serviceMachine.actors)[number];

/** The state of a stored row (every stored status is a state), or 'deleted' when there is none. */
export const serviceStateOf = (row: { status: ServiceStatus } | undefined): ServiceState =>
  row?.status ?? 'deleted';
