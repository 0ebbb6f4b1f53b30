/** The secondary action's look (Cancel, Edit, Pass, ...), for buttons and links alike. */
export const secondaryButtonClassName =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

/** The look of an action that cannot be taken back (Delete, Reject, Pass for good). */
export const dangerButtonClassName =
  'rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60';

/** The form's submit button, disabled and relabelled while the request runs. */
export function SubmitButton({
  isSubmitting,
  label,
  pendingLabel,
}: {
  isSubmitting: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={isSubmitting}
      className="btn-brand rounded-md px-4 py-2.5 font-semibold"
    >
      {isSubmitting ? pendingLabel : label}
    </button>
  );
}

/** A small text button inside a message bubble or a dense row (Edit, Retry, Discard). */
export const compactButtonClassName =
  'rounded px-2 py-0.5 text-xs font-semibold underline underline-offset-2 hover:bg-white/40 disabled:opacity-60';
