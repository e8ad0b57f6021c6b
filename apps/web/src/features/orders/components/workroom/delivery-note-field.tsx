import { ORDERS, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { MessageSquarePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';

/**
 * The optional note the professional sends with 'Submit for Review' or 'Resubmit' (issue 26):
 * folded behind 'Add a delivery note' so a submission stays one click; capped by the contract.
 */
export function DeliveryNoteField({
  milestoneId,
  value,
  onChange,
}: {
  milestoneId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <Button variant="ghost" aria-expanded={false} onClick={() => setOpen(true)}>
        <MessageSquarePlus aria-hidden className="size-4" />
        {WORKROOM_SCREEN_TEXT.addDeliveryNote}
      </Button>
    );
  }
  return (
    <TextareaField
      id={`delivery-note-${milestoneId}`}
      className="w-full"
      label={WORKROOM_SCREEN_TEXT.deliveryNoteLabel}
      hint={WORKROOM_SCREEN_TEXT.deliveryNoteHint}
      value={value}
      rows={3}
      maxLength={ORDERS.deliveryNoteMax}
      ref={ref}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
