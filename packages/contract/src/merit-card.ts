import * as z from 'zod/mini';

/**
 * The merit shapes the home page needs at first paint (001 section 3.3), apart from the formula,
 * texts and endpoints in merit.ts, so the first route does not carry those (decision 85's budget).
 */
export const MERIT_AXES = ['deliver', 'give', 'community'] as const;
export type MeritAxis = (typeof MERIT_AXES)[number];

const AxisNumbersSchema = z.object({ deliver: z.number(), give: z.number(), community: z.number() });

/** 001 section 3.3: lifetime_total, lifetime, recent_points, bars (0..1), goals. */
export const MeritDataSchema = z.object({
  userId: z.string(),
  lifetimeTotal: z.number(),
  lifetime: AxisNumbersSchema,
  recentPoints: AxisNumbersSchema,
  bars: AxisNumbersSchema,
  goals: AxisNumbersSchema,
});
export type MeritData = z.infer<typeof MeritDataSchema>;

/** 001 section 3.3: the professional card (Top Merit Professionals, rising professionals). */
export const ProfessionalCardSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  displayName: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  isVerified: z.boolean(),
  role: z.string(),
  verifiedAt: z.nullable(z.string()),
  merit: MeritDataSchema,
  rank: z.number(),
});
export type ProfessionalCard = z.infer<typeof ProfessionalCardSchema>;

/** Top Merit Professionals (001 sections 2.7, 9): up to 12 ranked cards, and rising ones when shown. */
export const TopProsSchema = z.object({
  pros: z.array(ProfessionalCardSchema),
  rising: z.array(ProfessionalCardSchema),
});
export type TopPros = z.infer<typeof TopProsSchema>;
