import {
  type AdminTestimonialPage,
  type AdminTestimonialsQuery,
  TESTIMONIAL_LIMITS,
  type TestimonialList,
} from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { newestRowsPage } from '../../platform/keyset-cursor.ts';
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
export function listTestimonialsForReview(
  db: Kysely<DB>,
  query: AdminTestimonialsQuery,
): Promise<AdminTestimonialPage> {
  const status = query.status ?? 'pending';
  let select = db.selectFrom('testimonials').selectAll();
  if (status !== 'all') select = select.where('is_approved', '=', status === 'approved');
  return newestRowsPage(select, query.cursor, TESTIMONIAL_LIMITS.adminPage, (row) =>
    toTestimonialDetail(row, 'admin'),
  );
}
