export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'Playwright' | 'system';
}
export const chromiumHelp: string;
export function findChromium(env?: NodeJS.ProcessEnv): FoundChromium | undefined;
