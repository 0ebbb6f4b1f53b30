/** A phone header's item: the icon over its name, so every destination is labelled (decision 0087). */
export const phoneNavItemClass =
  'relative flex min-w-12 flex-col items-center gap-1 rounded-md px-1.5 py-1 text-[11px] font-medium leading-none text-slate-800 hover:bg-slate-100';
