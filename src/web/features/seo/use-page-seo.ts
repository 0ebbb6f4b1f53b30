import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { brandName } from '../../../shared/brand';
import { getPublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';
import { injectJsonLd } from './json-ld';
import { absoluteUrl, buildStructuredData, type StructuredDataInput } from './structured-data';

export interface PageSeoInput extends StructuredDataInput {
  title: string;
  description: string;
  keywords?: string[];
  /** The canonical path of the page (aliases share one). */
  path: string;
  /** Relative or absolute; defaults to the lion logo. */
  imageUrl?: string;
  /** Open Graph type, 'website' by default. */
  type?: string;
}

const managedAttribute = 'data-page-seo';

function setHeadElement(
  selector: string,
  create: () => HTMLElement,
  apply: (el: HTMLElement) => void,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    element.setAttribute(managedAttribute, '');
    document.head.append(element);
  }
  apply(element);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  setHeadElement(
    `meta[${attribute}="${key}"]`,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      return meta;
    },
    (meta) => meta.setAttribute('content', content),
  );
}

/**
 * Title, description, keywords, canonical URL, Open Graph tags and the JSON-LD blocks of one page.
 * Blocks are injected on mount and removed on unmount or when the inputs change (spec section 4).
 */
export function usePageSeo(input: PageSeoInput): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  usePageTitle(input.title);
  // The effect re-runs when the data changes (functions such as extraBlocks do not serialize;
  // they are built from the same texts, which change only with the language).
  const serializedInput = JSON.stringify(input);
  const inputRef = useRef(input);
  inputRef.current = input;

  // biome-ignore lint/correctness/useExhaustiveDependencies: serializedInput is the change signal for inputRef.current.
  useEffect(() => {
    const page = inputRef.current;
    const config = getPublicConfig();
    const canonicalUrl = absoluteUrl(page.path, config.origin);
    const previousDescription = document
      .querySelector('meta[name="description"]')
      ?.getAttribute('content');

    setMeta('name', 'description', page.description);
    if (page.keywords?.length) setMeta('name', 'keywords', page.keywords.join(', '));
    setHeadElement(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      (link) => link.setAttribute('href', canonicalUrl),
    );
    setMeta('property', 'og:title', page.title);
    setMeta('property', 'og:description', page.description);
    setMeta('property', 'og:url', canonicalUrl);
    setMeta('property', 'og:type', page.type ?? 'website');
    setMeta('property', 'og:image', absoluteUrl(page.imageUrl ?? '/lion.svg', config.origin));
    setMeta('property', 'og:site_name', brandName);
    setMeta('property', 'og:locale', language === 'es' ? 'es_US' : 'en_US');
    setMeta('name', 'twitter:card', 'summary');

    const blocks = buildStructuredData(page, {
      origin: config.origin,
      name: brandName,
      description: page.description,
      supportEmail: config.supportEmail,
      supportPhone: config.supportPhone,
      socialProfiles: config.socialProfiles,
      language,
    });
    const removers = blocks.map((block) => injectJsonLd(block.id, block.data));

    return () => {
      for (const remove of removers) remove();
      for (const element of document.head.querySelectorAll(`[${managedAttribute}]`)) {
        element.remove();
      }
      if (previousDescription) setMeta('name', 'description', previousDescription);
    };
  }, [serializedInput, language]);
}
