import type { NotificationSetting, notificationSettingsCalls } from '../../common/api/notification-settings';
import { call, callQuery, request } from './call';
import { ownUserId } from './own-user';

type Calls = typeof notificationSettingsCalls;
const settings = call<Calls['getUserNotificationSettings']>('user', 'read', 'getUserNotificationSettings');
const saveSettings = call<Calls['setNotificationSettings']>('user', 'update', 'setNotificationSettings');

/** Every kind of notification with the signed-in user's in-app and e-mail choice, as query options. */
export const notificationSettingsQuery = () => callQuery(settings, { id: ownUserId });

/** Saves the given kinds' choices; resolves with every kind as saved. */
export function saveNotificationSettings(changed: NotificationSetting[]): Promise<NotificationSetting[]> {
  return request(saveSettings, { id: ownUserId, input: { settings: changed } }, { loginRequired: true });
}
