import type { ReactNode } from 'react';

/** The frame of the full-page account screens (login, sign-up, invitation): a centred card under its h1. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    // The grey backdrop fills the screen under the top bar; these screens have no footer.
    <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-slate-50 px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
