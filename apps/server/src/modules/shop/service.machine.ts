import type { ServiceStatus } from '@ibh/contract';
import { SERVICE_DETAIL_TEXT } from '@ibh/contract';
import { defineMachine, fromEach, keepsState } from '../../platform/state-machine.ts';

const notFound = { code: 'E_NOT_FOUND', message: SERVICE_DETAIL_TEXT.notFound } as const;

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
    ...keepsState(['draft', 'published'], 'edit', ['owner']),
    { from: 'draft', action: 'publish', to: 'published', who: ['owner'] },
    { from: 'published', action: 'unpublish', to: 'draft', who: ['owner'] },
    ...fromEach(['draft', 'published'], 'delete', 'deleted', ['owner']),
  ],
  errors: {
    edit: { forbidden: 'E_NOT_OWNER', invalid: notFound },
    publish: { forbidden: 'E_NOT_OWNER', invalidFrom: { deleted: notFound } },
    unpublish: { forbidden: 'E_NOT_OWNER', invalidFrom: { deleted: notFound } },
    delete: { forbidden: 'E_NOT_OWNER', invalid: notFound },
  },
});

export type ServiceState = (typeof serviceMachine.states)[number];
export type ServiceActor = (typeof serviceMachine.actors)[number];

/** The state of a stored row (every stored status is a state), or 'deleted' when there is none. */
export const serviceStateOf = (row: { status: ServiceStatus } | undefined): ServiceState =>
  row?.status ?? 'deleted';
