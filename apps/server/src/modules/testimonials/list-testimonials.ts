import {
  type AdminTestimonialPage,
  type AdminTestimonialsQuery,
  TESTIMONIAL_LIMITS,
  type TestimonialList,
} from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { exactTime, olderThan, pageFrom, readCursor } from '../../platform/keyset-cursor.ts';
import { toTestimonial, toTestimonialDetail } from './testimonials.repo.ts';

/** GET /api/testimonials: the 20 newest approved (000 section 7); pending ones never show. */
export async function listApprovedTestimonials(db: Kysely<DB>): Promise<TestimonialList> {
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .where('is_approved', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(TESTIMONIAL_LIMITS.home)
    .execute();
  return { items: rows.map(toTestimonial) };
}

/** GET /api/admin/testimonials: newest first, pending (default), approved or all, paged. */
export async function listTestimonialsForReview(
  db: Kysely<DB>,
  query: AdminTestimonialsQuery,
): Promise<AdminTestimonialPage> {
  const status = query.status ?? 'pending';
  const after = readCursor(query.cursor);
  const limit = TESTIMONIAL_LIMITS.adminPage;
  let select = db
    .selectFrom('testimonials')
    .selectAll()
    .select(exactTime('created_at').as('time_key'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (status !== 'all') select = select.where('is_approved', '=', status === 'approved');
  if (after) select = select.where(olderThan('created_at', 'id', after));
  const rows = await select.execute();
  return pageFrom(
    rows,
    limit,
    rows.slice(0, limit).map((row) => toTestimonialDetail(row, 'admin')),
  );
}
