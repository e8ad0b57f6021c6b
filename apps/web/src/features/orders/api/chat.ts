import { ORDER_ENDPOINTS, ORDER_ERROR_TEXT, type OrderMessage, type OrderPerson } from '@ibh/contract';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** A message on screen; `pending` while an optimistic one waits for the server. */
export type ChatMessage = OrderMessage & { pending?: boolean };
type Page = { items: ChatMessage[]; nextCursor: string | null };
type Pages = InfiniteData<Page, string | undefined>;

/** The chat, newest first by page (the tab shows it oldest first). */
export function useOrderMessages(id: string) {
  return useInfiniteQuery({
    queryKey: orderKeys.messages(id),
    ...keysetPages(
      (cursor, signal): Promise<Page> =>
        api(ORDER_ENDPOINTS.messages, { params: { id }, query: { cursor }, signal }),
    ),
  });
}

/** Messages oldest first, for display. */
export function chronological(data: { pages: Page[] } | undefined): ChatMessage[] {
  return (data?.pages ?? []).flatMap((page) => page.items).reverse();
}

/** Adds a saved message once (socket and POST answer may both bring it), or swaps out a temporary one. */
export function addMessage(queryClient: QueryClient, id: string, message: ChatMessage, replaces?: string) {
  queryClient.setQueryData<Pages>(orderKeys.messages(id), (old) => {
    if (!old) return old;
    const pages = old.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== replaces),
    }));
    if (pages.some((page) => page.items.some((item) => item.id === message.id))) return { ...old, pages };
    const [first, ...rest] = pages;
    const head = first ?? { items: [], nextCursor: null };
    return { ...old, pages: [{ ...head, items: [message, ...head.items] }, ...rest] };
  });
}

/** POST a message: shown at once as pending, replaced by the saved one, removed with 'Failed to send message'. */
export function useSendOrderMessage(id: string, me: OrderPerson) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: string; tempId: string }) =>
      api(ORDER_ENDPOINTS.postMessage, { params: { id }, body: { body } }),
    onMutate: ({ body, tempId }) => {
      addMessage(queryClient, id, {
        id: tempId,
        orderId: id,
        body,
        createdAt: new Date().toISOString(),
        sender: me,
        pending: true,
      });
    },
    onSuccess: (saved, { tempId }) => addMessage(queryClient, id, saved, tempId),
    onError: (_error, { tempId }) => {
      queryClient.setQueryData<Pages>(orderKeys.messages(id), (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => item.id !== tempId),
              })),
            }
          : old,
      );
      toast.error(ORDER_ERROR_TEXT.messageFailed);
    },
  });
}
