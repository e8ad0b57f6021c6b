import type { OrderStatus } from '@ibh/contract';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface Plan {
  status: OrderStatus;
  buyer: string;
  /** Milestone statuses 1..3. */
  milestones: ('open' | 'submitted' | 'approved' | 'revisions')[];
  daysAgo: number;
  chat: string[];
  revision?: boolean;
  dispute?: string;
  file?: boolean;
}

/** One order in every status between the demo accounts (Ava and Leo buy from Priya). */
export const PLANS: Plan[] = [
  { status: 'pending', buyer: 'leo@demo.test', milestones: ['open', 'open', 'open'], daysAgo: 0, chat: [] },
  {
    status: 'paid_escrow',
    buyer: 'ava@demo.test',
    milestones: ['open', 'open', 'open'],
    daysAgo: 1,
    chat: [],
  },
  {
    status: 'in_progress',
    buyer: 'ava@demo.test',
    milestones: ['approved', 'submitted', 'open'],
    // Its milestones were due 5, 4 and 3 days ago: 2 and 3 show 'Overdue' (issue 26).
    daysAgo: 6,
    revision: true,
    file: true,
    chat: [
      'Hi Priya, excited to start!',
      'Thanks Ava, the interview guide is in the files tab.',
      'Looks great.',
    ],
  },
  {
    status: 'delivered',
    buyer: 'leo@demo.test',
    milestones: ['approved', 'submitted', 'submitted'],
    daysAgo: 9,
    chat: ['All three parts are in. Let me know!'],
  },
  {
    status: 'completed',
    buyer: 'ava@demo.test',
    milestones: ['approved', 'approved', 'approved'],
    daysAgo: 20,
    file: true,
    chat: ['Thank you, this was really useful.'],
  },
  { status: 'cancelled', buyer: 'leo@demo.test', milestones: ['open', 'open', 'open'], daysAgo: 4, chat: [] },
  {
    status: 'disputed',
    buyer: 'leo@demo.test',
    milestones: ['approved', 'submitted', 'open'],
    daysAgo: 12,
    dispute: 'The second report misses the competitor analysis we agreed on.',
    chat: ['Where is the competitor analysis?'],
  },
];
