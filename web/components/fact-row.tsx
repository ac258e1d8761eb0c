import type { ReactNode } from 'react';

/** One fact of a description list: its name and its value, side by side from small screens up. */
export function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="mt-1 text-slate-800 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}
