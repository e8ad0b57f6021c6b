import { SHOP_SCREEN_TEXT, SHOP_TEXT, TOASTS } from '@ibh/contract';
import toast from 'react-hot-toast';
import { withDetail } from '@/lib/form-errors';
import { type ServiceAction, useServiceAction } from '../api/my-services';

const DONE: Record<ServiceAction, string> = {
  publish: SHOP_TEXT.published,
  unpublish: SHOP_TEXT.unpublished,
  remove: SHOP_TEXT.deleted,
};

/** Publish, unpublish or delete (after a confirmation), with the outcome in a toast. */
export function useRunAction(serviceId: string) {
  const action = useServiceAction();
  const run = async (kind: ServiceAction) => {
    try {
      await action.mutateAsync({ id: serviceId, action: kind });
      toast.success(DONE[kind], { duration: TOASTS.success });
      return true;
    } catch (error) {
      toast.error(withDetail(SHOP_SCREEN_TEXT.actionFailed, error), { duration: TOASTS.error });
      return false;
    }
  };
  return { run, busy: action.isPending };
}
