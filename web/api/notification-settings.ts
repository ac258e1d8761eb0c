import type { NotificationSetting } from '../../common/api/notification-settings';
import { apiRequest } from './client';

/** Every kind of notification with the signed-in user's in-app and e-mail choice. */
export function fetchNotificationSettings(): Promise<NotificationSetting[]> {
  return apiRequest('GET', '/json/user/read/getUserNotificationSettings/me');
}

/** Saves the given kinds' choices; resolves with every kind as saved. */
export function saveNotificationSettings(settings: NotificationSetting[]): Promise<NotificationSetting[]> {
  return apiRequest('POST', '/json/user/update/setNotificationSettings/me', {
    body: { settings },
    loginRequired: true,
  });
}
