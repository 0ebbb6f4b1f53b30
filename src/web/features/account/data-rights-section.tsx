import type { Role } from '../../../shared/roles';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';

/** Download my data and Delete my account, for the consumer's /profile and the agent's Settings. */
export function DataRightsSection({ accountRole }: { accountRole: Role }) {
  return (
    <>
      <DownloadData role={accountRole} />
      <DeleteAccount role={accountRole} />
    </>
  );
}
