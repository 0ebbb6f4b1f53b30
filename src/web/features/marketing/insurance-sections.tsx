import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsuranceType } from '../../../shared/insurance-types';
import { CtaLink } from './cta-link';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import { SectionHeading } from './section-heading';

export type { InsuranceType };

const primaryButton = 'btn-brand inline-block rounded-md px-6 py-3 text-lg font-semibold';

export function GetFreeQuotesLink({
  type,
  className,
}: {
  type: InsuranceType;
  className?: string;
}) {
  const { t } = useTranslation('marketing');
  return (
    <CtaLink details={{ type }} className={className ?? primaryButton}>
      {t('getFreeQuotes')}
    </CtaLink>
  );
}

export function InsuranceHero({
  type,
  title,
  body,
  children,
}: {
  type: InsuranceType;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-white to-blue-50 px-4 py-14 md:py-20">
      <div className="mx-auto max-w-5xl text-center">
        <h1 className="text-4xl font-bold text-brand-navy md:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-3xl text-lg text-slate-700">{body}</p>
        <div className="mt-8">
          <GetFreeQuotesLink type={type} />
        </div>
        {children}
      </div>
    </section>
  );
}

export interface Tile {
  key: string;
  label: string;
  icon: IconName;
}

/** Vehicle or property tiles: each starts a quote for that kind of vehicle or home. */
export function QuoteTiles({
  type,
  detail,
  label,
  tiles,
}: {
  type: InsuranceType;
  detail: string;
  label: string;
  tiles: Tile[];
}) {
  return (
    <div className="mt-10">
      <h2 className="text-lg font-semibold text-slate-900">{label}</h2>
      <ul className="mx-auto mt-4 grid max-w-3xl grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <CtaLink
              details={{ type, [detail]: tile.key }}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 bg-white p-4 font-semibold text-slate-900 shadow-sm hover:border-brand-navy"
            >
              <Icon name={tile.icon} size={36} className="text-brand-navy" />
              {tile.label}
            </CtaLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface CardItem {
  key: string;
  title: string;
  body: string;
  icon?: IconName;
  badge?: string;
}

export function CardSection({
  id,
  title,
  intro,
  items,
  columns = 'lg:grid-cols-4',
  tone = 'plain',
}: {
  id: string;
  title: string;
  intro?: string;
  items: CardItem[];
  columns?: string;
  tone?: 'plain' | 'white';
}) {
  return (
    <section aria-labelledby={id} className={`px-4 py-14 ${tone === 'white' ? 'bg-white' : ''}`}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className={`mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 ${columns}`}>
        {items.map((item) => (
          <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-6">
            {item.icon && <Icon name={item.icon} size={32} className="text-brand-navy" />}
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{item.title}</h3>
            {item.badge && (
              <p className="mt-1 inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {item.badge}
              </p>
            )}
            <p className="mt-2 text-slate-700">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing call to action, with the assistant button where the page has one. */
export function ClosingCta({
  type,
  title,
  body,
  assistant,
}: {
  type: InsuranceType;
  title: string;
  body: string;
  assistant?: ReactNode;
}) {
  return (
    <section aria-labelledby="closing" className="bg-brand-navy px-4 py-14 text-center text-white">
      <h2 id="closing" className="text-3xl font-bold">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-100">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <GetFreeQuotesLink
          type={type}
          className="inline-block rounded-md bg-white px-6 py-3 text-lg font-semibold text-brand-navy hover:bg-slate-100"
        />
        {assistant}
      </div>
    </section>
  );
}
