import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES } from '../../common/constants';
import { chooseLanguage } from '../i18n/choose-language';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { classNames } from './class-names';
import { Dropdown, type DropdownAlign, MENU_ITEM_CLASS } from './dropdown';
import { Icon } from './icon';

interface LanguageMenuProps {
  align: DropdownAlign;
  placement?: 'below' | 'above';
  testId: string;
}

/** The language dropdown: each language named in itself (spec §9). */
export function LanguageMenu({ align, placement, testId }: LanguageMenuProps) {
  // The translator's language: the app's, or the one a page is drawn in on the server.
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return (
    <Dropdown
      align={align}
      placement={placement}
      testId={testId}
      buttonClassName="flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      label={
        <>
          <Icon name="globe" />
          {/* Named by its content, "Language: EN", so the visible code is part of the name. */}
          <span className="sr-only">{t('language.label')}: </span>
          <span lang={current}>{current.toUpperCase()}</span>
          <Icon name="chevronDown" className="size-4" />
        </>
      }
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          role="menuitemradio"
          aria-checked={language === current}
          lang={language}
          onClick={() => {
            // The choice applies at once; saving it for a signed-in user may fail quietly here
            // (account settings shows that error), since the interface already changed.
            chooseLanguage(language).catch(() => {});
          }}
          className={classNames(MENU_ITEM_CLASS, language === current && 'font-semibold text-brand-800')}
        >
          <span className="flex-1">{LANGUAGE_NAMES[language]}</span>
          {language === current && <Icon name="check" className="size-4" />}
        </button>
      ))}
    </Dropdown>
  );
}
