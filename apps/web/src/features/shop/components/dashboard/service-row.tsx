import {
  buildPath,
  PATHS,
  SERVICE_CATEGORY_LABELS,
  type ServiceDetail,
  SHOP_SCREEN_TEXT,
  SHOP_TEXT,
} from '@ibh/contract';
import { Briefcase, Eye, Pencil, Trash2 } from 'lucide-react';
import { ConfirmActionButton } from '@/components/confirm/confirm-action-button';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { useRunAction } from '../../hooks/use-run-action';
import { PublishButton } from '../publish-button';

const DELETE_CONFIRM = {
  title: SHOP_SCREEN_TEXT.deleteTitle,
  body: SHOP_TEXT.deleteConfirm,
  confirmLabel: SHOP_TEXT.delete,
  cancelLabel: SHOP_SCREEN_TEXT.cancel,
};

/** One of my services: thumbnail, title, status, category, packages, and its actions. */
export function ServiceRow({ service, onEdit }: { service: ServiceDetail; onEdit: () => void }) {
  const { run, busy } = useRunAction(service.id);
  const published = service.status === 'published';
  return (
    <article
      aria-label={service.title}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="h-16 w-24 shrink-0 overflow-hidden rounded-lg bg-surface-muted">
          {service.thumbUrl ? (
            <img src={service.thumbUrl} alt="" className="size-full object-cover" />
          ) : (
            <div aria-hidden className="flex size-full items-center justify-center">
              <Briefcase className="size-6 text-sapphire-500/40" />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="line-clamp-2 font-semibold break-words text-ink">{service.title}</h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <Badge tone={published ? 'success' : 'neutral'}>
              {published ? SHOP_TEXT.live : SHOP_TEXT.draft}
            </Badge>
            <span>{SERVICE_CATEGORY_LABELS[service.category]}</span>
            <span aria-hidden>·</span>
            <span>{SHOP_SCREEN_TEXT.packagesCount(service.packages.length)}</span>
            {service.fromCents !== null ? (
              <>
                <span aria-hidden>·</span>
                <span>{SHOP_TEXT.from(service.fromCents)}</span>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
          {SHOP_SCREEN_TEXT.edit}
        </Button>
        <ButtonLink variant="ghost" to={buildPath(PATHS.service, { id: service.id })}>
          <Eye aria-hidden className="size-4" />
          {SHOP_SCREEN_TEXT.view}
        </ButtonLink>
        <PublishButton published={published} busy={busy} run={run} />
        <ConfirmActionButton
          variant="ghost"
          disabled={busy}
          confirm={DELETE_CONFIRM}
          busy={busy}
          onConfirm={(close) => void run('remove').then((ok) => ok && close())}
        >
          <Trash2 aria-hidden className="size-4" />
          {SHOP_TEXT.delete}
        </ConfirmActionButton>
      </div>
    </article>
  );
}
