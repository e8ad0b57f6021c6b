import { AMBASSADOR_TEXT } from '@ibh/contract';
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { AmbassadorApplicationForm } from './ambassador-application-form';

/** The 'Apply to be an ambassador' button and its modal; a fresh form each time it opens. */
export function AmbassadorApplicationDialog({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size="lg">
          <GraduationCap aria-hidden className="size-4" />
          {AMBASSADOR_TEXT.apply}
        </Button>
      </DialogTrigger>
      <DialogContent title={AMBASSADOR_TEXT.title} className="sm:w-[min(34rem,calc(100vw-2rem))]">
        {open ? <AmbassadorApplicationForm onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
