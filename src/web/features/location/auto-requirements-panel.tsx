import { StatePanel } from './state-panel';

/**
 * The auto page's state requirements panel. It asks the browser for a position at load (10 s, no
 * cache), saves states from state-selected events under the user-selected key and restores them.
 */
export function AutoRequirementsPanel({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <StatePanel
      kind="auto"
      detection={{ requestBrowserLocation: true, persistSelectedEvents: true }}
      headingLevel={headingLevel}
    />
  );
}
