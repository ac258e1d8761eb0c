import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  lead?: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The top of a content screen: its one h1, an optional lead paragraph and actions. */
export function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        {lead && <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </div>
  );
}
