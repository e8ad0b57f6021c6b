import { ORDER_ENDPOINTS, ORDER_ERROR_TEXT, type OrderDetail } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '@/lib/api-client';
import { messageOf } from '../lib/order-errors';
import { storeOrder } from './order';

/** An order action's mutation: the answer is the fresh order; a refusal shows the server's words. */
function useOrderMutation<V>(call: (vars: V) => Promise<OrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => storeOrder(queryClient, order),
    onError: (error) => toast.error(messageOf(error, ORDER_ERROR_TEXT.unexpected)),
  });
}

/** Start Work (professional; paid_escrow -> in_progress). */
export function useStartWork(id: string) {
  return useOrderMutation<void>(() => api(ORDER_ENDPOINTS.start, { params: { id } }));
}

/**
 * Cancel before work starts (buyer; full refund when paid). `unpaidOnly`: an abandoned checkout's
 * cancel, refused (E_ORDER_PAID) if the payment landed meanwhile.
 */
export function useCancelOrder(id: string) {
  return useOrderMutation<{ reason: string; unpaidOnly?: boolean }>(({ reason, unpaidOnly }) =>
    api(ORDER_ENDPOINTS.cancel, {
      params: { id },
      body: { reason: reason.trim() || null, ...(unpaidOnly ? { unpaidOnly } : {}) },
    }),
  );
}

export function useOpenDispute(id: string) {
  return useOrderMutation<{ reason: string }>(({ reason }) =>
    api(ORDER_ENDPOINTS.dispute, { params: { id }, body: { reason } }),
  );
}

export function useAnswerDispute(id: string) {
  return useOrderMutation<{ text: string; fileIds: string[] }>(({ text, fileIds }) =>
    api(ORDER_ENDPOINTS.answerDispute, { params: { id }, body: { text, fileIds } }),
  );
}

type MilestoneVars =
  | { action: 'submit' | 'resubmit'; milestoneId: string; note?: string }
  | { action: 'approve'; milestoneId: string }
  | { action: 'request_revision'; milestoneId: string; notes: string };

/** The optional delivery note of a submission (trimmed; left out when empty). */
const noteBody = (note: string | undefined) => (note?.trim() ? { note: note.trim() } : {});

/** A milestone action; a refusal shows the server's words or 'Failed to update milestone'. */
export function useMilestoneAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: MilestoneVars) => {
      const params = { id, milestoneId: vars.milestoneId };
      switch (vars.action) {
        case 'submit':
          return api(ORDER_ENDPOINTS.submitMilestone, { params, body: noteBody(vars.note) });
        case 'resubmit':
          return api(ORDER_ENDPOINTS.resubmitMilestone, { params, body: noteBody(vars.note) });
        case 'approve':
          return api(ORDER_ENDPOINTS.approveMilestone, { params });
        case 'request_revision':
          return api(ORDER_ENDPOINTS.requestRevision, { params, body: { notes: vars.notes } });
      }
    },
    onSuccess: (order) => storeOrder(queryClient, order),
    onError: (error) => toast.error(messageOf(error, ORDER_ERROR_TEXT.milestoneUpdateFailed)),
  });
}

/** A new checkout for a pending order after a cancelled payment. */
export function useRetryCheckout(id: string) {
  return useMutation({
    mutationFn: () => api(ORDER_ENDPOINTS.checkout, { params: { id } }),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
    onError: (error) => toast.error(messageOf(error, ORDER_ERROR_TEXT.checkoutFailed)),
  });
}
