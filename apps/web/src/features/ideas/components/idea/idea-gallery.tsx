import { IDEA_PAGE_TEXT } from '@ibh/contract';
import { useState } from 'react';
import { cx } from '@/lib/cx';

/** The idea's images: one large, the others as thumbnails that pick which one shows. */
export function IdeaGallery({ title, urls }: { title: string; urls: readonly string[] }) {
  const [current, setCurrent] = useState(0);
  const shown = urls[current] ?? urls[0];
  return (
    <figure aria-label={IDEA_PAGE_TEXT.gallery} className="flex flex-col gap-2">
      <img
        src={shown}
        alt={IDEA_PAGE_TEXT.imageAlt(title, current + 1, urls.length)}
        className="aspect-[16/9] w-full rounded-lg border border-line bg-surface-muted object-cover"
      />
      {urls.length > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-label={IDEA_PAGE_TEXT.showImage(index + 1)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
                className={cx(
                  'block size-16 overflow-hidden rounded-lg border-2',
                  index === current
                    ? 'border-sapphire-600'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={url} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
