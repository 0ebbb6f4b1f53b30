import type { browserNames, systemNames } from '../../../shared/contracts/account';

export type BrowserName = (typeof browserNames)[number];
export type SystemName = (typeof systemNames)[number];

/**
 * The browser and system of a User-Agent header, in words, for the list of signed-in devices.
 * A few ordered rules are enough for that list (a wrong guess shows a wrong name, nothing more);
 * ua-parser-js is not used because its current version is AGPL (decision 0040).
 * Order matters: Edge and Opera say "Chrome", Chrome says "Safari", iOS browsers say "Mac OS X".
 */
const browserRules: Array<[RegExp, BrowserName]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systemRules: Array<[RegExp, SystemName]> = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null): {
  browser: BrowserName | null;
  system: SystemName | null;
} {
  if (!userAgent) return { browser: null, system: null };
  const browser = browserRules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const system = systemRules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, system };
}
