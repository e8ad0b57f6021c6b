import type { ReviewRole } from '@ibh/contract';
import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables of migrations/0037_track_records_reviews.sql (issue 29, decision 152). */
export interface OrderReviewsTable {
  id: Generated<string>;
  order_id: string;
  author_id: string | null;
  subject_id: string | null;
  /** The author's side of the order. */
  role: ReviewRole;
  rating: number;
  body: string;
  service_id: string | null;
  created_at: Time;
  /** When everyone may read it: completion + 14 days, or when the other side wrote theirs. */
  visible_at: Time;
}

export interface ReviewsTables {
  order_reviews: OrderReviewsTable;
}
