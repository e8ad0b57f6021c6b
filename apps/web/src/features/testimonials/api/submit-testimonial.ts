import { TESTIMONIAL_ENDPOINTS, type TestimonialInput } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/testimonials: stored pending until an admin approves it. */
export function useSubmitTestimonial() {
  return useMutation({
    mutationFn: (body: TestimonialInput) => api(TESTIMONIAL_ENDPOINTS.submit, { body }),
  });
}
