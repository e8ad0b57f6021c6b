import {
  TESTIMONIAL_FILTERS,
  TESTIMONIAL_TEXT,
  type TestimonialDetail,
  type TestimonialFilter,
  TOASTS,
} from '@ibh/contract';
import { Inbox } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import { type ReviewAction, useReviewAction, useReviewTestimonials } from '../api/review-testimonials';
import { EditTestimonialDialog } from './edit-testimonial-dialog';
import { ReviewTestimonialItem } from './review-testimonial-item';

const isFilter = (value: string | null): value is TestimonialFilter =>
  (TESTIMONIAL_FILTERS as readonly string[]).includes(value ?? '');

function FilterBar({
  value,
  onChange,
}: {
  value: TestimonialFilter;
  onChange: (f: TestimonialFilter) => void;
}) {
  return (
    <fieldset className="inline-flex self-start rounded-lg border border-line-strong bg-surface p-1">
      <legend className="sr-only">{TESTIMONIAL_TEXT.filterLabel}</legend>
      {TESTIMONIAL_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cx(
            'min-h-9 rounded-md px-3 text-sm font-medium',
            value === filter
              ? 'bg-sapphire-600 text-white'
              : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
          )}
        >
          {TESTIMONIAL_TEXT.filters[filter]}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * /admin/testimonials (000 sections 2, 6, 8): filter pending, approved or all; approve, unapprove,
 * edit, delete after 'Delete this testimonial?'; the spec's toasts. The server checks admin rights
 * on every call; the page sits inside the access gate.
 */
export function AdminTestimonialsView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: TestimonialFilter = isFilter(raw) ? raw : 'pending';
  const list = useReviewTestimonials(filter);
  const action = useReviewAction();
  const [editing, setEditing] = useState<TestimonialDetail | null>(null);
  const [deleting, setDeleting] = useState<TestimonialDetail | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const run = (next: ReviewAction, after?: () => void) => {
    const isDelete = next.kind === 'delete';
    action.mutate(next, {
      onSuccess: () => {
        toast.success(isDelete ? TESTIMONIAL_TEXT.deleted : TESTIMONIAL_TEXT.saved, {
          duration: TOASTS.admin,
        });
        after?.();
      },
      onError: () =>
        toast.error(isDelete ? TESTIMONIAL_TEXT.deleteFailed : TESTIMONIAL_TEXT.updateFailed, {
          duration: TOASTS.admin,
        }),
    });
  };

  return (
    <section aria-labelledby="admin-testimonials-title" className="mx-auto w-full max-w-3xl py-2 sm:py-6">
      <title>{`${TESTIMONIAL_TEXT.adminTitle} · IBH`}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="admin-testimonials-title" className="text-2xl font-semibold tracking-tight text-ink">
            {TESTIMONIAL_TEXT.adminTitle}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">{TESTIMONIAL_TEXT.adminIntro}</p>
        </div>
        <FilterBar
          value={filter}
          onChange={(next) => setParams(next === 'pending' ? {} : { status: next }, { replace: true })}
        />
      </div>
      <div className="mt-6">
        {list.isPending ? <LoadingState /> : null}
        {list.isError ? (
          <FormAlert
            action={
              <Button variant="secondary" onClick={() => void list.refetch()}>
                {TESTIMONIAL_TEXT.retry}
              </Button>
            }
          >
            {TESTIMONIAL_TEXT.loadFailed}
          </FormAlert>
        ) : null}
        {list.isSuccess && items.length === 0 ? (
          <EmptyState icon={Inbox}>{TESTIMONIAL_TEXT.emptyFilter}</EmptyState>
        ) : null}
        {items.length > 0 ? (
          <ul className="flex flex-col gap-4" aria-label={TESTIMONIAL_TEXT.filters[filter]}>
            {items.map((testimonial) => (
              <ReviewTestimonialItem
                key={testimonial.id}
                testimonial={testimonial}
                busy={action.isPending && action.variables?.id === testimonial.id}
                onApproval={(kind) => run({ kind, id: testimonial.id })}
                onEdit={(button) => {
                  trigger.current = button;
                  setEditing(testimonial);
                }}
                onDelete={(button) => {
                  trigger.current = button;
                  setDeleting(testimonial);
                }}
              />
            ))}
          </ul>
        ) : null}
        {list.hasNextPage ? (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {TESTIMONIAL_TEXT.loadMore}
            </Button>
          </div>
        ) : null}
      </div>
      {editing ? (
        <EditTestimonialDialog
          testimonial={editing}
          busy={action.isPending}
          returnFocus={() => trigger.current}
          onClose={() => setEditing(null)}
          onSave={(body) => run({ kind: 'update', id: editing.id, body }, () => setEditing(null))}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          returnFocus={() => trigger.current}
          title={TESTIMONIAL_TEXT.confirmDelete}
          body={TESTIMONIAL_TEXT.deleteBody}
          confirmLabel={TESTIMONIAL_TEXT.delete}
          cancelLabel={TESTIMONIAL_TEXT.cancel}
          busy={action.isPending}
          onConfirm={() => run({ kind: 'delete', id: deleting.id }, () => setDeleting(null))}
        />
      ) : null}
    </section>
  );
}
