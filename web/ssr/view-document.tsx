import type { ReactNode } from 'react';
import type { RenderFrame } from '../../common/api/rendering';

/**
 * A whole small HTML document around a rendered view: its language, title and the web app's
 * stylesheet, so the view looks as it does in the app. No script: the view is read-only.
 * The title is the app's (spec §2): the non-empty parts joined with ' - ', the brand name last, as
 * web/hooks/use-page-title.ts builds it (that module reads the browser's document, so not imported).
 */
export function ViewDocument({
  frame,
  titleParts,
  children,
}: {
  frame: RenderFrame;
  titleParts: readonly string[];
  children: ReactNode;
}) {
  const title = [...titleParts.filter((part) => part.trim() !== ''), frame.brand].join(' - ');
  return (
    <html lang={frame.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="application-name" content={frame.brand} />
        <title>{title}</title>
        {frame.stylesheetHref && <link rel="stylesheet" href={frame.stylesheetHref} />}
      </head>
      <body className="bg-white text-slate-900 antialiased">
        <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">{children}</main>
      </body>
    </html>
  );
}
