/** User-agent markers of the mobile apps' web views (spec §1). */
export const MOBILE_APP_USER_AGENT_MARKERS = ['KelasApp-iOS', 'KelasApp-Android'] as const;

/** Is this user agent one of the mobile apps' web views? */
export function isMobileAppWebView(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return MOBILE_APP_USER_AGENT_MARKERS.some((marker) => userAgent.includes(marker));
}
