import { type AmbassadorApplication, STUDENTS_ENDPOINTS } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/ambassador-applications (anyone; stored pending with source 'students_page'). */
export function useApplyAmbassador() {
  return useMutation({
    mutationFn: (body: AmbassadorApplication) => api(STUDENTS_ENDPOINTS.apply, { body }),
  });
}
