import { SpriteIcon } from './sprite-icon';

export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-3 py-16 text-slate-700"
    >
      <SpriteIcon name="loader-circle" className="animate-spin" size={32} />
      <span>{label}</span>
    </div>
  );
}
