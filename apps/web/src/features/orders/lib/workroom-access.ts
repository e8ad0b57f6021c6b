import type { OrderStatus } from '@ibh/contract';

/**
 * Open Workroom on the order page (decision 61): the spec shows it at paid_escrow; IBH keeps it
 * for every later state where the parties still work or look back (in progress, delivered,
 * disputed, completed), never for an unpaid or cancelled order, unless a dispute's ruling
 * cancelled it (issue 26): the parties look back at the dispute, its ruling and their files.
 */
const WORKROOM_STATES: ReadonlySet<OrderStatus> = new Set([
  'paid_escrow',
  'in_progress',
  'delivered',
  'disputed',
  'completed',
]);

export function canOpenWorkroom(status: OrderStatus, ruled = false): boolean {
  return WORKROOM_STATES.has(status) || (ruled && status === 'cancelled');
}
