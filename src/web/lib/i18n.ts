import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { baseValidationMessages } from '../../shared/base-validation-messages';
import { languages } from '../../shared/languages';
import enCommon from '../locales/en/common.json';
import { storageKeys } from './storage-keys';

/**
 * Screen namespaces are JSON files of the build (hashed, cached for a year), fetched when a screen
 * first needs them, so a page downloads only its own texts and no text counts as JavaScript.
 * English `common` (header, shared controls, errors) ships in the main bundle; Spanish `common`
 * is fetched before the first render of a Spanish reader (the public pages' JavaScript budget,
 * decision 0135).
 */
const namespaceUrls = import.meta.glob<string>(
  ['../locales/*/*.json', '!../locales/en/common.json'],
  { query: '?url', import: 'default', eager: true },
);

async function fetchNamespace(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Texts not loaded: ${response.status} ${url}`);
  return (await response.json()) as Record<string, unknown>;
}

const bundledNamespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = namespaceUrls[`../locales/${language}/${namespace}.json`];
    if (!url) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    fetchNamespace(url).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

export function initI18n() {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language.startsWith('es') ? 'es' : 'en';
  });
  return i18n
    .use(bundledNamespaceBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: {
        en: { common: enCommon, validation: baseValidationMessages.en },
        es: { validation: baseValidationMessages.es },
      },
      partialBundledLanguages: true,
      supportedLngs: languages,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: ['common', 'validation'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: storageKeys.language,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
}

export { i18n };
