/** The numbered four-step list of a landing page; the number badge takes the page's colour. */
export function NumberedSteps({
  steps,
  badgeClassName,
}: {
  steps: ReadonlyArray<{ key: string; title: string; body: string }>;
  badgeClassName: string;
}) {
  return (
    <ol className="mx-auto grid max-w-6xl gap-6 md:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.key} className="rounded-lg border border-slate-200 p-6">
          <span
            aria-hidden="true"
            className={`flex size-10 items-center justify-center rounded-full ${badgeClassName} font-bold text-white`}
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
