/**
 * A decorative icon from the public/icons.svg sprite. The shell's controls (spinner, toast,
 * language switcher, sign-out) use it instead of lucide-react so that no icon library ships in the
 * bundle every public page loads (decision 0018).
 */
export function SpriteIcon({
  name,
  size = 16,
  className,
}: {
  name: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
