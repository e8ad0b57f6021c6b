import type { AmbassadorFilter, StudentsQuery } from '@ibh/contract';

export const studentsKeys = {
  all: ['students'] as const,
  page: (filters: StudentsQuery) => ['students', 'page', filters] as const,
  review: ['students', 'ambassador-review'] as const,
  reviewList: (filter: AmbassadorFilter) => ['students', 'ambassador-review', filter] as const,
};
