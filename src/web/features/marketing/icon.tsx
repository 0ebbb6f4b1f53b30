import { SpriteIcon } from '../../components/ui/sprite-icon';
import type { IconName } from './icon-names';

/** A decorative icon from the public/icons.svg sprite, limited to the marketing pages' names. */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return <SpriteIcon name={name} size={size} className={className} />;
}
