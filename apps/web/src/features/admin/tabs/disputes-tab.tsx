import {
  ADMIN_UI_TEXT,
  type AdminDispute,
  CLOCK_TEXT,
  formatMoney,
  formatRemaining,
  MILESTONE_STATUS_META,
  ORDER_STATUS_META,
} from '@ibh/contract';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatFull } from '@/lib/dates';
import { useDisputeStory, useDisputes } from '../api/admin-api';
import { TabQueryState } from '../components/tab-states';
import { ResolveForm } from './dispute-resolve-form';

const T = ADMIN_UI_TEXT.disputes;
const roleWord = (role: string) => (role === 'professional' ? 'professional' : 'buyer');

/** Disputes (001 sections 2.5, 4.1): open disputes, each with its whole story and the resolution. */
export default function DisputesTab() {
  const [selected, setSelected] = useState<AdminDispute | null>(null);
  const query = useDisputes();
  if (selected) return <DisputeDetail dispute={selected} onBack={() => setSelected(null)} />;
  return (
    <TabQueryState query={query}>
      {query.data?.items.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data?.items.map((dispute) => (
            <li key={dispute.orderId} className="rounded-card border border-line bg-surface p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <h2 className="text-base font-semibold text-ink">{dispute.serviceTitle}</h2>
                  <p className="text-sm text-ink-muted">
                    {dispute.packageName} · {dispute.buyerName} → {dispute.professionalName}
                  </p>
                  <p className="mt-2 text-sm text-ink">“{dispute.reason}”</p>
                  <p className="mt-1 text-xs text-ink-muted">
                    {T.openedBy(roleWord(dispute.openedBy), formatFull(new Date(dispute.openedAt)))} ·{' '}
                    {T.held(formatMoney(dispute.stillHeldCents))}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setSelected(dispute)}
                  aria-label={`${T.view}: ${dispute.serviceTitle}`}
                >
                  {T.view}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </TabQueryState>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-surface p-4">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

/** A section of the order's story that lists things, or says there are none. */
function ListSection<T>({
  title,
  items,
  empty,
  className,
  children,
}: {
  title: string;
  items: readonly T[];
  empty: string;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ul className={className}>{items.map(children)}</ul>
      )}
    </Section>
  );
}

function DisputeDetail({ dispute, onBack }: { dispute: AdminDispute; onBack: () => void }) {
  const story = useDisputeStory(dispute.orderId);
  const order = story.data?.order;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden className="size-4" />
          {T.back}
        </Button>
      </div>
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-ink">{dispute.serviceTitle}</h2>
        {order ? (
          <Badge tone={ORDER_STATUS_META[order.status].tone}>{ORDER_STATUS_META[order.status].label}</Badge>
        ) : null}
      </header>
      <TabQueryState query={story}>
        {order && story.data ? (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-4">
              <Section title={T.statements}>
                <p className="font-medium text-ink">{T.openerSaid(roleWord(dispute.openedBy))}</p>
                <p className="mt-1 whitespace-pre-wrap text-ink">{order.dispute?.reason ?? dispute.reason}</p>
                <p className="mt-3 font-medium text-ink">{T.answerSaid}</p>
                <p className="mt-1 whitespace-pre-wrap text-ink-muted">
                  {order.dispute?.answer ?? T.noAnswer}
                </p>
              </Section>
              <Section title={T.milestones}>
                <ul className="flex flex-col gap-1">
                  {order.milestones.map((m) => (
                    <li key={m.id} className="flex flex-wrap justify-between gap-2">
                      <span>
                        {m.position}. {m.title}
                      </span>
                      <span className="text-ink-muted">
                        {MILESTONE_STATUS_META[m.status].label} · {formatMoney(m.amountCents)}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-xs text-ink-muted">
                  {T.escrow(
                    formatMoney(order.escrow.heldCents),
                    formatMoney(order.escrow.releasedCents),
                    formatMoney(order.escrow.refundedCents),
                    formatMoney(order.escrow.stillHeldCents),
                  )}
                </p>
              </Section>
              <ListSection title={T.clocks} items={order.clocks} empty={T.noClocks}>
                {(c) => (
                  <li key={`${c.kind}-${c.milestoneId ?? ''}`}>
                    {CLOCK_TEXT[c.kind]} {formatRemaining(new Date(c.dueAt).getTime() - Date.now())}
                    {c.paused ? ` (${T.paused})` : ''}
                  </li>
                )}
              </ListSection>
              <ListSection
                title={T.chat}
                items={[...story.data.messages].reverse()}
                empty={T.noChat}
                className="flex flex-col gap-2"
              >
                {(m) => (
                  <li key={m.id}>
                    <span className="font-medium text-ink">{m.sender.fullName}</span>{' '}
                    <span className="text-xs text-ink-muted">{formatFull(new Date(m.createdAt))}</span>
                    <p className="whitespace-pre-wrap text-ink">{m.body}</p>
                  </li>
                )}
              </ListSection>
              <Section title={T.activity}>
                <ul className="flex flex-col gap-1">
                  {story.data.activity.map((a) => (
                    <li key={a.id} className="flex flex-wrap justify-between gap-2">
                      <span>{a.text}</span>
                      <span className="text-xs text-ink-muted">{formatFull(new Date(a.createdAt))}</span>
                    </li>
                  ))}
                </ul>
              </Section>
              <ListSection title={T.files} items={story.data.files} empty={T.noFiles}>
                {(f) => (
                  <li key={f.id}>
                    {f.originalName}{' '}
                    <span className="text-xs text-ink-muted">
                      {f.uploader?.fullName ?? ''} · {formatFull(new Date(f.createdAt))}
                    </span>
                  </li>
                )}
              </ListSection>
            </div>
            {dispute.allowedActions.length > 0 ? (
              <ResolveForm
                orderId={dispute.orderId}
                resolutions={dispute.allowedActions}
                stillHeldCents={order.escrow.stillHeldCents}
                buyerName={dispute.buyerName}
                professionalName={dispute.professionalName}
                onDone={onBack}
              />
            ) : null}
          </div>
        ) : null}
      </TabQueryState>
    </div>
  );
}
