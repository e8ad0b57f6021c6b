import type { Executor } from '../../db/executor.ts';

/** Testimonials waiting for an admin's approval (the admin overview's /admin/testimonials count). */
export async function countPendingTestimonials(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('is_approved', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
