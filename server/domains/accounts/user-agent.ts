import { isMobileAppWebView } from '../../../common/device';

/** What a sessions list shows of a user agent: browser, operating system, mobile app or not. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  isMobileApp: boolean;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function firstMatch(userAgent: string, table: ReadonlyArray<[RegExp, string]>): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** A short description of the device behind a user agent; names only, no version numbers. */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  const agent = userAgent ?? '';
  return {
    browser: firstMatch(agent, BROWSERS),
    os: firstMatch(agent, SYSTEMS),
    isMobileApp: isMobileAppWebView(agent),
  };
}
