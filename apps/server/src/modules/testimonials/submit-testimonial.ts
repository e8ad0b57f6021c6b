import {
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_TEXT,
  type TestimonialDetail,
  type TestimonialInputParsed,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { lockAccount } from '../auth/account-reads.ts';
import { countPending, testimonialColumns, toTestimonialDetail } from './testimonials.repo.ts';

/**
 * POST /api/testimonials: stored pending (is_approved false, 000 section 4). One person may have
 * at most TESTIMONIAL_LIMITS.pendingPerUser waiting (decision 73); their user row is locked so two
 * submissions at once cannot both slip under the cap.
 */
export async function submitTestimonial(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  input: TestimonialInputParsed,
): Promise<TestimonialDetail> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if ((await countPending(trx, userId)) >= TESTIMONIAL_LIMITS.pendingPerUser) {
      throw new AppError('E_LIMIT_EXCEEDED', TESTIMONIAL_TEXT.tooManyPending);
    }
    const row = await trx
      .insertInto('testimonials')
      .values({ ...testimonialColumns(input), user_id: userId, is_approved: false })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTestimonialDetail(row, 'submitter');
  });
}
