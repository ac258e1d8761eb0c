import { type ReactNode, useId } from 'react';

interface CallToActionProps {
  title: string;
  body: string;
  children: ReactNode;
}

/** The closing band of a content screen: one question, one sentence, the actions. */
export function CallToAction({ title, body, children }: CallToActionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 pb-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-brand-50">{body}</p>
        <div className="mt-8 flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
