import { useTranslation } from 'react-i18next';
import type { AgentCard } from '../../../shared/contracts/leads';
import { ProviderLabel } from '../agency';
import { LicenceBadge } from '../licences';
import { RatingLine } from '../reviews';
import { spanOfMinutes } from './offer-format';

/** The request's state first, so the badge names the licence that matters here. */
export function requestStateFirst(states: readonly string[], state?: string): string[] {
  if (!state || !states.includes(state)) return [...states];
  return [state, ...states.filter((item) => item !== state)];
}

/** 'Dana R.': consumers never see an agent's last name. */
export function useAgentName() {
  const { t } = useTranslation('offers');
  return (agent: Pick<AgentCard, 'firstName' | 'lastInitial'>) =>
    t('agent.name', { firstName: agent.firstName, lastInitial: agent.lastInitial });
}

/** 'a minute', '45 minutes', '3 hours', '2 days', in the reader's language. */
export function useSpanText() {
  const { t } = useTranslation('offers');
  return (minutes: number) => {
    const span = spanOfMinutes(minutes);
    // An answer within the same minute reads better than '0 minutes'.
    if (span.unit === 'minutes' && span.count === 0) return t('span.underMinute');
    return t(`span.${span.unit}`, { count: span.count });
  };
}

/**
 * An agent as a consumer sees them: first name and last initial, provider, licence badge,
 * languages, median first reply, offers accepted and reviews. Needs the `offers` and `licences`
 * namespaces (the reviews line loads its own).
 */
export function AgentSummary({
  agent,
  requestState,
  nameId,
  detailsId,
  nameAs: Name = 'h3',
}: {
  agent: AgentCard;
  /** The request's state, named first on the licence badge. */
  requestState?: string;
  /** Lets a checkbox or a list item be labelled by the name... */
  nameId?: string;
  /** ...and described by the rest. */
  detailsId?: string;
  nameAs?: 'h3' | 'h4' | 'span';
}) {
  const { t, i18n } = useTranslation(['offers', 'licences']);
  const nameOf = useAgentName();
  const spanText = useSpanText();
  const languages = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', {
    type: 'conjunction',
  }).format(agent.languages.map((language) => t(`offers:agent.languageNames.${language}`)));
  return (
    <div className="flex flex-col gap-1">
      <Name id={nameId} className="font-bold text-slate-900">
        {nameOf(agent)}
      </Name>
      <div id={detailsId} className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-slate-800">
            <ProviderLabel provider={agent.provider} />
          </span>
          <LicenceBadge states={requestStateFirst(agent.verifiedStates, requestState)} />
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-700">
          {languages && <li>{t('offers:agent.languages', { languages })}</li>}
          <li>
            {agent.medianFirstReplyMinutes === null
              ? t('offers:agent.noReplyTime')
              : t('offers:agent.replyTime', { time: spanText(agent.medianFirstReplyMinutes) })}
          </li>
          <li>{t('offers:agent.offersAccepted', { count: agent.offersAccepted })}</li>
        </ul>
        <RatingLine agentId={agent.id} agentName={nameOf(agent)} rating={agent.rating} />
      </div>
    </div>
  );
}
