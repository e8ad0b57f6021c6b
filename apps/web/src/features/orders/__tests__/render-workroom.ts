import { ORDER_API, type OrderDetail, type SessionUser } from '@ibh/contract';
import { type ApiHandler, json, renderApp, testUser } from '@/test/render-app';
import { ORDER_ID } from './fixtures';

const EMPTY_PAGE = { items: [], nextCursor: null };

interface WorkroomOptions {
  /** What GET /orders/:id answers. */
  detail: OrderDetail;
  /** The signed-in person; the buyer (testUser) unless given. */
  user?: SessionUser;
  /** The tab in the address (?tab=); the milestones tab unless given. */
  tab?: 'chat' | 'files' | 'activity';
  /** More calls, or replacements of the empty chat, files and activity answers. */
  handlers?: Record<string, ApiHandler>;
}

/** Renders /workroom/:orderId for the order `detail`, with an empty chat, folder and activity log. */
export function renderWorkroom({ detail, user = testUser, tab, handlers = {} }: WorkroomOptions) {
  return renderApp(`/workroom/${ORDER_ID}${tab ? `?tab=${tab}` : ''}`, {
    user,
    handlers: {
      [`GET ${ORDER_API.order(ORDER_ID)}`]: () => json(detail),
      [`GET ${ORDER_API.messages(ORDER_ID)}`]: () => json(EMPTY_PAGE),
      [`GET ${ORDER_API.files(ORDER_ID)}`]: () => json({ items: [] }),
      [`GET ${ORDER_API.activity(ORDER_ID)}`]: () => json(EMPTY_PAGE),
      ...handlers,
    },
  });
}
