import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

interface FeatureCardProps {
  icon: IconName;
  title: string;
  body: string;
  children?: ReactNode;
}

/** A card with an icon, a short title and a paragraph: features, services, programmes. */
export function FeatureCard({ icon, title, body, children }: FeatureCardProps) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 leading-7 text-slate-700">{body}</p>
      {children && <div className="mt-4">{children}</div>}
    </article>
  );
}
