import { TESTIMONIAL_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { testimonialKeys } from './testimonial-keys';

/** GET /api/testimonials: the 20 newest approved, for the home page. */
export function useHomeTestimonials() {
  return useQuery({
    queryKey: testimonialKeys.home,
    queryFn: ({ signal }) => api(TESTIMONIAL_ENDPOINTS.list, { signal }),
  });
}
