import { EXPLORE_TEXT } from '@ibh/contract';
import { ArrowUp } from 'lucide-react';

/** "N new ideas — show", sticky above the grid while new ideas wait. */
export function NewIdeasPill({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div aria-live="polite" className="pointer-events-none sticky top-20 z-10 flex justify-center">
      {count > 0 ? (
        <button
          type="button"
          onClick={onShow}
          className="pointer-events-auto inline-flex min-h-10 items-center gap-2 rounded-full bg-sapphire-600 px-4 text-sm font-medium text-white shadow-lg hover:bg-sapphire-700"
        >
          <ArrowUp aria-hidden className="size-4" />
          {EXPLORE_TEXT.newIdeas(count)}
        </button>
      ) : null}
    </div>
  );
}
