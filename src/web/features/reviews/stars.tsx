import { Star } from 'lucide-react';

/** Five stars, `rating` of them filled; decorative (the text beside them says the figure). */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-0.5 text-amber-600">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          width={size}
          height={size}
          fill={value <= Math.round(rating) ? 'currentColor' : 'none'}
          strokeWidth={1.75}
        />
      ))}
    </span>
  );
}
