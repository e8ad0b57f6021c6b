import { STUDENTS_ENDPOINTS, type StudentsQuery } from '@ibh/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studentsKeys } from './students-keys';

/** GET /api/students: stats, spotlight (filtered), leaderboard and ambassadors in one answer. */
export function useStudentsPage(filters: StudentsQuery) {
  return useQuery({
    queryKey: studentsKeys.page(filters),
    queryFn: ({ signal }) => api(STUDENTS_ENDPOINTS.page, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}
