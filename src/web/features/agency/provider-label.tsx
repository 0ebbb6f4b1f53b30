import { useTranslation } from 'react-i18next';
import type { Provider } from '../../../shared/contracts/agency';

/**
 * Who an agent's offers come from, as the server computed it (decision 0045): a proven insurer,
 * or the agent's own agency name with a visible 'self-declared' mark. Needs the `agency` namespace.
 */
export function ProviderLabel({ provider }: { provider: Provider | null }) {
  const { t } = useTranslation('agency');
  if (!provider) return <>{t('provider.none')}</>;
  if (provider.verified) {
    return (
      <>
        {provider.name}
        <span className="ml-1 text-sm text-slate-600">{t('provider.verified')}</span>
      </>
    );
  }
  return (
    <>
      {provider.name}{' '}
      <span
        className="whitespace-nowrap rounded border border-amber-400 bg-amber-50 px-1.5 py-0.5 align-middle text-xs font-semibold text-amber-900"
        title={t('provider.selfDeclaredHint')}
      >
        {t('provider.selfDeclared')}
      </span>
    </>
  );
}

/** The same in words, for sentences and one-line summaries. */
export function useProviderText() {
  const { t } = useTranslation('agency');
  return (provider: Provider | null): string => {
    if (!provider) return t('provider.none');
    return provider.verified
      ? provider.name
      : t('provider.selfDeclaredText', { name: provider.name });
  };
}
