import { MESSAGE_ENDPOINTS } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Reports a message I received, with a reason; the report reaches the admin log. */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      api(MESSAGE_ENDPOINTS.report, { params: { messageId }, body: { reason } }),
  });
}
