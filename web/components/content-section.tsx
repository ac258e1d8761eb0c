import { type ReactNode, useId } from 'react';
import { classNames } from './class-names';

interface ContentSectionProps {
  title: string;
  lead?: string;
  /** 'muted' sets a section apart from its neighbours. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** A titled band of a content screen, labelled by its h2. */
export function ContentSection({ title, lead, tone = 'plain', children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classNames(tone === 'muted' && 'bg-slate-50')}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-700">{lead}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
