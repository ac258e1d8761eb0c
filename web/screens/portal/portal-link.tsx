import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link the portal's team wrote: an address on this site goes by the router, a web address as any link. */
export function PortalLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  return url.startsWith('/') ? (
    <Link to={url} className={className}>
      {children}
    </Link>
  ) : (
    <a href={url} className={className}>
      {children}
    </a>
  );
}

/** The look of a link on the portal, its focus clearly seen. */
export const PORTAL_LINK =
  'rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';
