import * as z from 'zod';
import { defineJob } from '../../platform/jobs/job.ts';

/** Completion + 14 days: the order's reviews show to everyone (decision 152). */
export const REVEAL_REVIEWS_JOB = defineJob('reviews.reveal', z.object({ orderId: z.string() }));

export const revealKey = (orderId: string) => `reviews.reveal:${orderId}`;
