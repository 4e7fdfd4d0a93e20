import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages.ts';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The languages to choose from (LanguageMenu): a chunk of its own, as MUI's Menu is not needed before the first click. */
export function LanguageMenuList({ id, anchor, onClose }: Props) {
  const { i18n } = useTranslation();
  const choose = (language: Language) => {
    onClose();
    void i18n.changeLanguage(language);
  };
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} lang={language} selected={i18n.language === language} onClick={() => choose(language)}>
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
