import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { baseValidationMessages } from '../../shared/base-validation-messages';
import { languages } from '../../shared/languages';
import enCommon from '../locales/en/common.json';
import { storageKeys } from './storage-keys';

/**
 * Screen namespaces are bundled with the app but split per file, so a page downloads only its own
 * texts. English `common` (header, shared controls, errors) ships in the main bundle; Spanish
 * `common` is its own small file, loaded before the first render of a Spanish reader (the public
 * pages' JavaScript budget).
 */
const namespaceLoaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
]);

const bundledNamespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = namespaceLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
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
