import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** The id of the frame's main part, which the skip link moves the focus to. */
export const mainContentId = 'main-content';

/**
 * "Skip to content": the first stop of the keyboard on every logged-in screen, seen only when focused. It moves the
 * focus to the screen's main part (past the top bar and the menus) without putting a fragment in the address.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${mainContentId}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      {t('frame.skipToContent')}
    </a>
  );
}
