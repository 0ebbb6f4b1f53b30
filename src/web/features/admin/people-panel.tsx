import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent, PersonDetail } from '../../../shared/contracts/admin';
import { Spinner } from '../../components/ui/spinner';
import { requestFailureText } from '../../lib/request-failure-text';
import { usePeopleSearch, usePerson, usePersonAction } from './console-api';

const buttonClass =
  'rounded-md bg-brand-navy px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60';
const outlinedClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const inputClass = 'w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900';

function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}

/** People: search by name, e-mail, NPN or id, then one person's page with the actions. */
export function PeoplePanel() {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const results = usePeopleSearch(q);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSelected(null);
    setQ(draft.trim());
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${inputId}-heading`} className="text-xl font-bold text-brand-navy">
        {t('people.heading')}
      </h2>
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex grow flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('people.searchLabel')}
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass}>
          {t('people.search')}
        </button>
      </form>
      {results.isFetching && <Spinner label={t('people.searching')} />}
      {results.isError && (
        <p role="alert" className="text-red-800">
          {requestFailureText(results.error, t('loadFailed'))}
        </p>
      )}
      {results.data?.length === 0 && <p className="text-slate-700">{t('people.noResults')}</p>}
      {results.data && results.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
          {results.data.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                onClick={() => setSelected(person.id)}
                aria-current={selected === person.id ? 'true' : undefined}
                className="flex w-full flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-left hover:bg-slate-50"
              >
                <span className="font-semibold text-slate-900">
                  {person.firstName} {person.lastName}
                </span>
                <span className="break-all text-slate-700">{person.email}</span>
                <span className="text-sm text-slate-700">{t(`people.role.${person.role}`)}</span>
                <span
                  className={`text-sm font-semibold ${person.status === 'suspended' ? 'text-red-800' : 'text-green-800'}`}
                >
                  {t(`people.status.${person.status}`)}
                </span>
                {person.npn && (
                  <span className="text-sm text-slate-700">
                    {t('record.npn')} {person.npn}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && <PersonPage userId={selected} />}
    </section>
  );
}

function PersonPage({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const person = usePerson(userId);
  if (person.isPending) return <Spinner label={t('people.loadingPerson')} />;
  if (person.isError)
    return (
      <p role="alert" className="text-red-800">
        {requestFailureText(person.error, t('loadFailed'))}
      </p>
    );
  return <PersonDetails person={person.data} />;
}

function PersonDetails({ person }: { person: PersonDetail }) {
  const { t } = useTranslation(['admin', 'licences']);
  const at = useDateTime();
  const headingId = useId();
  const counts = (record: Record<string, number>) =>
    Object.keys(record).length === 0
      ? t('people.none')
      : Object.entries(record)
          .map(
            ([status, n]) => `${t(`people.countStatus.${status}`, { defaultValue: status })}: ${n}`,
          )
          .join(', ');
  const verified = person.licences.filter((licence) => licence.status === 'verified');
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-navy">
        {person.firstName} {person.lastName}
      </h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-slate-700">{t('people.email')}</dt>
        <dd className="break-all">{person.email}</dd>
        <dt className="font-medium text-slate-700">{t('people.id')}</dt>
        <dd className="break-all font-mono text-sm">{person.id}</dd>
        <dt className="font-medium text-slate-700">{t('people.roleLabel')}</dt>
        <dd>{t(`people.role.${person.role}`)}</dd>
        <dt className="font-medium text-slate-700">{t('people.statusLabel')}</dt>
        <dd data-testid="person-status">
          <span
            className={`font-semibold ${person.status === 'suspended' ? 'text-red-800' : 'text-green-800'}`}
          >
            {t(`people.status.${person.status}`)}
          </span>
          {person.suspendedAt &&
            ` · ${at(person.suspendedAt)} · ${t('people.reasonGiven')}: ${person.suspensionReason ?? ''}`}
        </dd>
        <dt className="font-medium text-slate-700">{t('people.signIns')}</dt>
        <dd>
          {person.signIns.length === 0
            ? t('people.none')
            : person.signIns
                .slice(0, 5)
                .map((entry) => at(entry.at))
                .join(' · ')}
        </dd>
        <dt className="font-medium text-slate-700">{t('people.devices')}</dt>
        <dd>
          {person.devices.length === 0
            ? t('people.none')
            : person.devices
                .map(
                  (device) =>
                    `${device.userAgent ?? t('people.unknownDevice')} (${at(device.lastSeenAt)})`,
                )
                .join(' · ')}
        </dd>
        {person.role === 'agent' && (
          <>
            <dt className="font-medium text-slate-700">{t('record.npn')}</dt>
            <dd>{person.npn ?? t('people.none')}</dd>
            <dt className="font-medium text-slate-700">{t('record.licences')}</dt>
            <dd>
              {person.licences.length === 0 ? (
                t('people.none')
              ) : (
                <ul>
                  {person.licences.map((licence) => (
                    <li key={`${licence.state}:${licence.line}`}>
                      {licence.state} · {t(`licences:lines.${licence.line}`)} ·{' '}
                      {t(`licences:status.${licence.status}`)}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </>
        )}
        <dt className="font-medium text-slate-700">{t('people.leads')}</dt>
        <dd>{counts(person.leads)}</dd>
        <dt className="font-medium text-slate-700">{t('people.offers')}</dt>
        <dd>{counts(person.offers)}</dd>
      </dl>
      <SuspensionForm person={person} />
      {verified.length > 0 && <RevokeForm person={person} />}
      <section className="flex flex-col gap-2">
        <h4 className="font-bold text-slate-900">{t('people.auditTrail')}</h4>
        <AuditList items={person.audit} />
      </section>
    </article>
  );
}

function SuspensionForm({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('admin');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const action = usePersonAction();
  const suspending = person.status === 'active';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    action.mutate(
      { userId: person.id, action: suspending ? 'suspend' : 'reinstate', reason },
      {
        onSuccess: () => {
          setReason('');
          setDone(t(suspending ? 'people.suspendedNotice' : 'people.reinstatedNotice'));
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
        {t(suspending ? 'people.suspendReason' : 'people.reinstateReason')}
      </label>
      <textarea
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={2}
        className={inputClass}
      />
      {suspending && (
        <p className="text-sm text-slate-700">{t(`people.suspendEffects.${person.role}`)}</p>
      )}
      <div>
        <button type="submit" disabled={action.isPending} className={buttonClass}>
          {t(suspending ? 'people.suspend' : 'people.reinstate')}
        </button>
      </div>
      {action.isError && (
        <p role="alert" className="text-red-800">
          {requestFailureText(action.error, t('people.actionFailed'))}
        </p>
      )}
      <p role="status" className="text-sm font-medium text-green-800">
        {done}
      </p>
    </form>
  );
}

function RevokeForm({ person }: { person: PersonDetail }) {
  const { t } = useTranslation(['admin', 'licences']);
  const pairId = useId();
  const reasonId = useId();
  const verified = person.licences.filter((licence) => licence.status === 'verified');
  const [pair, setPair] = useState(`${verified[0]?.state}:${verified[0]?.line}`);
  const [reason, setReason] = useState('');
  const action = usePersonAction();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = verified.find((licence) => `${licence.state}:${licence.line}` === pair);
    if (!chosen) return;
    action.mutate(
      { userId: person.id, action: 'revoke-line', state: chosen.state, line: chosen.line, reason },
      { onSuccess: () => setReason('') },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <label htmlFor={pairId} className="text-sm font-medium text-slate-800">
        {t('people.revokeLine')}
      </label>
      <select
        id={pairId}
        value={pair}
        onChange={(event) => setPair(event.target.value)}
        className={inputClass}
      >
        {verified.map((licence) => (
          <option
            key={`${licence.state}:${licence.line}`}
            value={`${licence.state}:${licence.line}`}
          >
            {licence.state} · {t(`licences:lines.${licence.line}`)}
          </option>
        ))}
      </select>
      <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
        {t('people.revokeReason')}
      </label>
      <textarea
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={2}
        className={inputClass}
      />
      <div>
        <button type="submit" disabled={action.isPending} className={outlinedClass}>
          {t('people.revoke')}
        </button>
      </div>
      {action.isError && (
        <p role="alert" className="text-red-800">
          {requestFailureText(action.error, t('people.actionFailed'))}
        </p>
      )}
    </form>
  );
}

export function AuditList({ items }: { items: AuditEvent[] }) {
  const { t } = useTranslation('admin');
  const at = useDateTime();
  if (items.length === 0) return <p className="text-slate-700">{t('audit.empty')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-900">
          <span className="font-semibold">{t(`audit.action.${item.action}`)}</span> ·{' '}
          {at(item.createdAt)} · <span className="break-all">{item.actorEmail}</span>
          {item.targetUserId && (
            <span className="break-all font-mono text-xs"> · {item.targetUserId}</span>
          )}
          {item.reason && (
            <span>
              {' '}
              · {t('people.reasonGiven')}: {item.reason}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
