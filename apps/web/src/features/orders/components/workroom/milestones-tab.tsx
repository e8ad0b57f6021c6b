import type { OrderDetail } from '@ibh/contract';
import { useNow } from '../../hooks/use-now';
import { MilestoneCard } from './milestone-card';

/** The three milestones in order, each with the viewer's actions, revision count and clock. */
export function MilestonesTab({ order }: { order: OrderDetail }) {
  const now = useNow();
  return (
    <ol className="flex flex-col gap-3">
      {order.milestones.map((milestone) => (
        <MilestoneCard
          key={milestone.id}
          orderId={order.id}
          milestone={milestone}
          now={now}
          professionalName={order.professional.fullName}
          clock={order.clocks.find(
            (clock) => clock.kind === 'auto_approve' && clock.milestoneId === milestone.id,
          )}
        />
      ))}
    </ol>
  );
}
