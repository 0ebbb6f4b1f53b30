import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/contracts/auth';
import { findInsurer } from '../../../shared/insurers';
import { DefinitionList } from '../../components/ui/definition-list';
import { Panel } from '../../components/ui/panel';

/** Email, company (or 'Not specified') and role. */
export function SettingsPanel({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['agent', 'session']);
  const company = user.company
    ? (findInsurer(user.company)?.name ?? user.company)
    : t('agent:settings.notSpecified');
  const rows = [
    { label: t('agent:settings.email'), value: user.email },
    { label: t('agent:settings.company'), value: company },
    { label: t('agent:settings.role'), value: t(`session:roles.${user.role}`) },
  ];
  return (
    <Panel headingId="settings-heading" heading={t('agent:settings.heading')}>
      <DefinitionList rows={rows} columnsClassName="sm:grid-cols-[10rem_1fr]" />
    </Panel>
  );
}
