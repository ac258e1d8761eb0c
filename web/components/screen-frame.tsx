import type { ReactNode } from 'react';

/**
 * A screen whose content arrives after its code: at least the window's height, loading or loaded,
 * so the footer below stays out of view and nothing on view moves when the content replaces the
 * loading status (cumulative layout shift).
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  return <div className="min-h-screen">{children}</div>;
}

/** The loading state of a `ScreenFrame`d screen: its status, read out to screen readers. */
export function ScreenSkeleton({ label }: { label: string }) {
  return (
    <ScreenFrame>
      <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-slate-700 sm:px-6 lg:px-8">
        {label}
      </p>
    </ScreenFrame>
  );
}
