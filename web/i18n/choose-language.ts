import type { Language } from '../../common/constants';
import { setPreferredLanguage } from '../api/accounts';
import { authStore } from '../auth/auth-store';
import { applyLanguage } from './i18n';

/** Switches the interface language and, for a signed-in user, saves it as their preferred language. */
export async function chooseLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  if (authStore.getState().currentUser) authStore.setCurrentUser(await setPreferredLanguage(language));
}
