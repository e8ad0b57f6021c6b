import type { TopPros } from '@ibh/contract';

export interface TopMeritProfessionalsProps {
  data: TopPros | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/**
 * Top Merit Professionals block on the home page (001 section 2.7). Issue 19 seam: the home page
 * passes the data its one round trip brought; the merit slice builds the block.
 */
export function TopMeritProfessionals(_props: TopMeritProfessionalsProps) {
  return null;
}
