import { useT } from '../../lib/i18n.tsx';

/** Five stars with halves; the number is read out, the stars are decoration. Non-numeric ratings show 3. */
export function StarRating({
  value,
  max = 5,
  className = '',
}: {
  value: number | string | null | undefined;
  max?: number;
  className?: string;
}) {
  const t = useT();
  const n =
    typeof value === 'number' && Number.isFinite(value)
      ? value
      : Number.isFinite(Number(value)) && value !== '' && value !== null
        ? Number(value)
        : 3;
  const rating = Math.max(0, Math.min(max, n));
  return (
    <span
      className={`inline-flex items-center gap-0.5 ${className}`}
      role="img"
      aria-label={t('common.rating.stars', { rating: rating.toFixed(1), max })}
    >
      {Array.from({ length: max }, (_, i) => {
        const fill = rating >= i + 1 ? 'full' : rating >= i + 0.5 ? 'half' : 'empty';
        return <Star key={i} fill={fill} />;
      })}
    </span>
  );
}

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  const d = 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z';
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
      <path d={d} fill="#e2e8f0" />
      {fill !== 'empty' && (
        <path
          d={d}
          fill="#f59e0b"
          clipPath={fill === 'half' ? 'inset(0 50% 0 0)' : undefined}
          style={fill === 'half' ? { clipPath: 'inset(0 50% 0 0)' } : undefined}
        />
      )}
    </svg>
  );
}
