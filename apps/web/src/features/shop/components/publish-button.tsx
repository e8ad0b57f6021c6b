import { SHOP_TEXT } from '@ibh/contract';
import { Button } from '@/components/ui/button';
import type { ServiceAction } from '../api/my-services';

/** Publishes a draft service, or takes a live one off the shop. */
export function PublishButton({
  published,
  busy,
  run,
}: {
  published: boolean;
  busy: boolean;
  run: (action: ServiceAction) => Promise<boolean>;
}) {
  return (
    <Button
      variant={published ? 'secondary' : 'primary'}
      disabled={busy}
      onClick={() => void run(published ? 'unpublish' : 'publish')}
    >
      {published ? SHOP_TEXT.unpublish : SHOP_TEXT.publish}
    </Button>
  );
}
