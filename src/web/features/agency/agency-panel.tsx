import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AgentAgency,
  agencyNameField,
  insurerNamedIn,
} from '../../../shared/contracts/agency';
import { TextInput } from '../../components/form/form-controls';
import { SubmitButton } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useAgentAgency, useSaveAgency } from './agency-api';
import { ProviderLabel } from './provider-label';

/**
 * Settings: the agent's own agency name and what customers see as the provider of their offers
 * (decision 0045). Required when the work e-mail is not at a listed insurer.
 */
export function AgencyPanel() {
  const { t } = useTranslation('agency');
  const agency = useAgentAgency();
  return (
    <Panel headingId="agency-heading" heading={t('settings.heading')}>
      <p className="mt-1 text-sm text-slate-700">{t('settings.intro')}</p>
      {agency.isPending && <Spinner label={t('settings.heading')} />}
      {agency.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('settings.loadFailed')}
        </p>
      )}
      {agency.data && <AgencyForm agency={agency.data} />}
    </Panel>
  );
}

function clientProblem(agency: AgentAgency, value: string): string | undefined {
  const parsed = agencyNameField.safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  if (parsed.data === '') return agency.agencyNameRequired ? 'agencyNameRequired' : undefined;
  const named = insurerNamedIn(parsed.data);
  if (named && named.name !== agency.emailInsurer) return 'agencyNameClaimsInsurer';
  return undefined;
}

function AgencyForm({ agency }: { agency: AgentAgency }) {
  const { t } = useTranslation(['agency', 'validation']);
  const save = useSaveAgency();
  const [value, setValue] = useState(agency.agencyName ?? '');
  const [error, setError] = useState<string | undefined>();
  const [isSaved, setIsSaved] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    setError(undefined);
    // The server decides; the same rules here spare a round trip (and a refused request).
    const problem = clientProblem(agency, value);
    if (problem) {
      setError(t(`validation:${problem}`));
      return;
    }
    try {
      const saved = await save.mutateAsync(value);
      setValue(saved.agencyName ?? '');
      setIsSaved(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 400 && failure.serverMessage
          ? failure.serverMessage
          : t('agency:settings.failed'),
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {agency.emailInsurer
          ? t('agency:settings.captiveIntro', { insurer: agency.emailInsurer })
          : t('agency:settings.independentIntro')}
      </p>
      <p className="text-sm text-slate-800">
        <span className="font-medium">{t('agency:settings.shownAs')}</span>{' '}
        <span data-testid="agency-provider">
          <ProviderLabel provider={agency.provider} />
        </span>
      </p>
      <div className="max-w-md">
        <TextInput
          label={`${t('agency:settings.field')}${agency.agencyNameRequired ? '' : ` ${t('agency:settings.optional')}`}`}
          hint={t('agency:settings.fieldHint')}
          autoComplete="organization"
          maxLength={120}
          required={agency.agencyNameRequired}
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton
          isSubmitting={save.isPending}
          label={t('agency:settings.save')}
          pendingLabel={t('agency:settings.saving')}
        />
        <p role="status" className="text-sm font-medium text-green-800">
          {isSaved ? t('agency:settings.saved') : ''}
        </p>
      </div>
    </form>
  );
}
