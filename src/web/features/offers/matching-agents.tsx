import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgentCard, maxAgentsPerRequest } from '../../../shared/contracts/leads';
import { AgentSummary } from './agent-summary';

/**
 * The agents who match the request, each with a checkbox: at most 3 can be picked (the others are
 * disabled until one is unticked). With no match the dialog says so plainly: the request stays
 * open and goes to the first agent who matches.
 */
export function MatchingAgents({
  agents,
  requestState,
  picked,
  onPickedChange,
}: {
  agents: AgentCard[];
  requestState: string;
  picked: string[];
  onPickedChange: (picked: string[]) => void;
}) {
  const { t } = useTranslation('offers');
  const hintId = useId();
  const baseId = useId();
  if (agents.length === 0) {
    return (
      <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900">
        <h3 className="font-semibold">{t('consent.noMatchHeading')}</h3>
        <p className="mt-1">{t('consent.noMatchBody')}</p>
      </div>
    );
  }
  const isFull = picked.length >= maxAgentsPerRequest;
  const toggle = (id: string) =>
    onPickedChange(picked.includes(id) ? picked.filter((item) => item !== id) : [...picked, id]);
  return (
    <fieldset aria-describedby={hintId} className="mt-4">
      <legend className="font-semibold text-slate-900">{t('consent.pickLegend')}</legend>
      <p id={hintId} className="text-sm text-slate-700">
        {t('consent.pickHint', { count: picked.length, max: maxAgentsPerRequest })}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {agents.map((agent) => {
          const inputId = `${baseId}-${agent.id}`;
          const isPicked = picked.includes(agent.id);
          return (
            <li
              key={agent.id}
              className="flex items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-navy has-[:checked]:bg-blue-50"
            >
              <input
                id={inputId}
                type="checkbox"
                checked={isPicked}
                disabled={!isPicked && isFull}
                onChange={() => toggle(agent.id)}
                aria-labelledby={`${inputId}-name`}
                aria-describedby={`${inputId}-details`}
                className="mt-1 size-4"
              />
              <label htmlFor={inputId} className="flex-1">
                <AgentSummary
                  agent={agent}
                  requestState={requestState}
                  nameId={`${inputId}-name`}
                  detailsId={`${inputId}-details`}
                  nameAs="span"
                />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
