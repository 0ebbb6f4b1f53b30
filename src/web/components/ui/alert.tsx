import type { ReactNode } from 'react';

/** The red of everything that went wrong, for a box the reader must see (Alert, a failed toast). */
export const alertToneClassName = 'border-red-300 bg-red-50 text-red-800';

/**
 * What went wrong, announced as it appears (role="alert"): the one red box of the app. `className`
 * adds outer spacing only.
 */
export function Alert({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className={`${className} rounded-md border px-3 py-2 text-sm [overflow-wrap:anywhere] ${alertToneClassName}`.trim()}
    >
      {children}
    </div>
  );
}
