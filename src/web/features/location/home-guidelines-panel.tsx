import { StatePanel } from './state-panel';

/** The home page's state guidelines panel; it asks the browser for a position at load. */
export function HomeGuidelinesPanel({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <StatePanel
      kind="home"
      detection={{ requestBrowserLocation: true }}
      headingLevel={headingLevel}
    />
  );
}
