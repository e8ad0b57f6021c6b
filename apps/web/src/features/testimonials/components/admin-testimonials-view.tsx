import { TESTIMONIAL_FILTERS, TESTIMONIAL_TEXT, type TestimonialDetail, TOASTS } from '@ibh/contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useReviewQueue } from '@/components/admin-review/use-review-queue';
import { ReviewQueue } from '@/components/lists/review-queue';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import { type ReviewAction, useReviewAction, useReviewTestimonials } from '../api/review-testimonials';
import { EditTestimonialDialog } from './edit-testimonial-dialog';
import { ReviewTestimonialItem } from './review-testimonial-item';

/**
 * /admin/testimonials (000 sections 2, 6, 8): filter pending, approved or all; approve, unapprove,
 * edit, delete after 'Delete this testimonial?'; the spec's toasts. The server checks admin rights
 * on every call; the page sits inside the access gate.
 */
export function AdminTestimonialsView() {
  const { list, items, queue } = useReviewQueue(TESTIMONIAL_FILTERS, useReviewTestimonials);
  const action = useReviewAction();
  const [editing, setEditing] = useState<TestimonialDetail | null>(null);
  const [deleting, setDeleting] = useState<TestimonialDetail | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);

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
    <ReviewQueue
      titleId="admin-testimonials-title"
      text={TESTIMONIAL_TEXT}
      {...queue}
      loading={<LoadingState />}
      error={
        <RetryAlert
          message={TESTIMONIAL_TEXT.loadFailed}
          retry={TESTIMONIAL_TEXT.retry}
          onRetry={() => void list.refetch()}
        />
      }
      after={
        <>
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
        </>
      }
    >
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
    </ReviewQueue>
  );
}
