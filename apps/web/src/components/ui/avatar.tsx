import { cx } from '@/lib/cx';

/** A round photo, or the name's initial on gold when there is none. Decorative: the name is beside it. */
export function Avatar({
  url,
  name,
  size,
  className,
}: {
  url: string | null;
  name: string;
  size: number;
  className?: string;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  const classes = cx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (url)
    return <img src={url} alt="" style={style} className={cx(classes, 'bg-surface-muted object-cover')} />;
  return (
    <span aria-hidden style={style} className={cx(classes, 'bg-gold-100 font-semibold text-gold-800')}>
      {(name.trim().charAt(0) || '?').toUpperCase()}
    </span>
  );
}
