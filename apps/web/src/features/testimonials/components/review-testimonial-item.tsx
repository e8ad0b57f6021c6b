import { TESTIMONIAL_TEXT, type TestimonialAction, type TestimonialDetail } from '@ibh/contract';
import { Check, Pencil, Trash2, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { TestimonialCard } from './testimonial-card';

/** One testimonial under review: its status and date, then Approve or Unapprove, Edit, Delete. */
export function ReviewTestimonialItem({
  testimonial,
  busy,
  onApproval,
  onEdit,
  onDelete,
}: {
  testimonial: TestimonialDetail;
  busy: boolean;
  onApproval: (kind: 'approve' | 'unapprove') => void;
  onEdit: (trigger: HTMLButtonElement | null) => void;
  onDelete: (trigger: HTMLButtonElement | null) => void;
}) {
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // The buttons are the server's allowedActions (the testimonial table, for an admin).
  const can = (action: TestimonialAction) => testimonial.allowedActions.includes(action);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface-muted/50 p-3 sm:p-4">
      <TestimonialCard
        testimonial={testimonial}
        aside={
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
            <Badge tone={testimonial.isApproved ? 'success' : 'gold'}>
              {testimonial.isApproved ? TESTIMONIAL_TEXT.statusApproved : TESTIMONIAL_TEXT.statusPending}
            </Badge>
            <RelativeTime value={testimonial.createdAt} />
          </p>
        }
      />
      <div className="flex flex-wrap gap-2">
        {can('unapprove') ? (
          <Button variant="secondary" disabled={busy} onClick={() => onApproval('unapprove')}>
            <Undo2 aria-hidden className="size-4" />
            {TESTIMONIAL_TEXT.unapprove}
          </Button>
        ) : null}
        {can('approve') ? (
          <Button disabled={busy} onClick={() => onApproval('approve')}>
            <Check aria-hidden className="size-4" />
            {TESTIMONIAL_TEXT.approve}
          </Button>
        ) : null}
        {can('edit') ? (
          <Button
            ref={editButton}
            variant="secondary"
            disabled={busy}
            onClick={() => onEdit(editButton.current)}
          >
            <Pencil aria-hidden className="size-4" />
            {TESTIMONIAL_TEXT.edit}
          </Button>
        ) : null}
        {can('delete') ? (
          <Button
            ref={deleteButton}
            variant="ghost"
            disabled={busy}
            className="text-danger-600"
            onClick={() => onDelete(deleteButton.current)}
          >
            <Trash2 aria-hidden className="size-4" />
            {TESTIMONIAL_TEXT.delete}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
