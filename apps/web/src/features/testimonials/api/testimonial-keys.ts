import type { TestimonialFilter } from '@ibh/contract';

export const testimonialKeys = {
  all: ['testimonials'] as const,
  review: ['testimonials', 'review'] as const,
  reviewList: (filter: TestimonialFilter) => ['testimonials', 'review', filter] as const,
};
