import * as z from 'zod/mini';

/** A testimonial as the home page shows it: approved, without who submitted it. */
export const TestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.nullable(z.string()),
  ibhRole: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  country: z.string(),
  quote: z.string(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
