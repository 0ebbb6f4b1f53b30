/** The look of the quote flow's text boxes and selects (shared with the lazy vehicle controls). */
export const inputClassName =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-[var(--accent)] aria-invalid:border-red-600';
