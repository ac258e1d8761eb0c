import type { Portal } from '../../../common/api/portal';

/** The hero band in the portal's primary colour: its headline (the name when empty) as the page's heading, and its introduction. */
export function PortalHero({ portal }: { portal: Portal }) {
  const headline = portal.strings.headline.trim() || portal.name;
  return (
    <div className="bg-[var(--portal-primary)] text-[var(--portal-on-primary)]">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight">{headline}</h1>
        {portal.strings.introduction && (
          <p className="mt-4 max-w-3xl text-lg leading-8 whitespace-pre-line">
            {portal.strings.introduction}
          </p>
        )}
      </div>
    </div>
  );
}
