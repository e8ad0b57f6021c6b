import {
  blankToNull,
  type Testimonial,
  type TestimonialDetail,
  type TestimonialInputParsed,
} from '@ibh/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isoText } from '../../db/iso-time.ts';
import type { DB } from '../../db/schema.ts';
import { testimonialMachine, testimonialStateOf } from './testimonial.machine.ts';
import type { TestimonialsTable } from './testimonials.tables.ts';

export type TestimonialRow = Selectable<TestimonialsTable>;
type Executor = Kysely<DB> | Transaction<DB>;

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    ibhRole: row.ibh_role,
    avatarUrl: row.avatar_url,
    country: row.country,
    quote: row.quote,
    createdAt: isoText(row.created_at),
  };
}

/** The row for an admin (their buttons from the testimonial table) or for its submitter (none). */
export function toTestimonialDetail(row: TestimonialRow, viewer: 'admin' | 'submitter'): TestimonialDetail {
  return {
    ...toTestimonial(row),
    userId: row.user_id,
    isApproved: row.is_approved,
    coordsLat: row.coords_lat,
    coordsLng: row.coords_lng,
    allowedActions:
      viewer === 'admin' ? testimonialMachine.allowedActions(testimonialStateOf(row), 'admin') : [],
  };
}

/** The stored columns of a validated submission or edit: trimmed, blanks as null. */
export function testimonialColumns(input: TestimonialInputParsed) {
  return {
    name: input.name.trim(),
    country: input.country.trim(),
    quote: input.quote.trim(),
    role: blankToNull(input.role),
    ibh_role: input.ibhRole ?? null,
    avatar_url: blankToNull(input.avatarUrl),
    coords_lat: input.coordsLat ?? null,
    coords_lng: input.coordsLng ?? null,
  };
}

/** The row, locked for the rest of the transaction (an admin's change). */
export function lockTestimonial(trx: Transaction<DB>, id: string): Promise<TestimonialRow | undefined> {
  return trx.selectFrom('testimonials').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function countPending(db: Executor, userId: string): Promise<number> {
  return db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_approved', '=', false)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}
