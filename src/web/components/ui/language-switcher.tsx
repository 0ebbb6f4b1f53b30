import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languages } from '../../../shared/languages';
import { SpriteIcon } from './sprite-icon';

/** Header dropdown with two choices, shown as EN or ES, worded English and Español. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current: Language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';

  useEffect(() => {
    if (!isOpen) return;
    itemRefs.current[languages.indexOf(current)]?.focus();
    const close = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.parentElement?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [isOpen, current]);

  const choose = (language: Language) => {
    void i18n.changeLanguage(language);
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      itemRefs.current[(index + step + languages.length) % languages.length]?.focus();
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={`${t('language.label')}: ${t(`language.${current}`)}`}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <SpriteIcon name="globe" />
        {t(`language.${current}Short`)}
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('language.label')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-1 min-w-32 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {languages.map((language, index) => (
            <button
              key={language}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              lang={language}
              onClick={() => choose(language)}
              className="block w-full px-3 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 aria-checked:font-semibold"
            >
              {t(`language.${language}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
