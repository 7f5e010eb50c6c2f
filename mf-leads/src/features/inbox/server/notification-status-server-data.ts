import * as v from 'valibot';
import { NotificationOverviewSchema, type NotificationOverview } from '@gagyeong/contracts/notifications';

/**
 * /admin's notification section as the server renders it for the administrator: the overview, or
 * nothing when the API does not give it (the section then loads it in the browser).
 */
export async function loadNotificationOverview(
  get: (path: string) => Promise<Response>,
): Promise<{ notifications?: NotificationOverview }> {
  const answer = await get('/admin/notifications');
  if (!answer.ok) return {};
  const parsed = v.safeParse(NotificationOverviewSchema, await answer.json().catch(() => undefined));
  return parsed.success ? { notifications: parsed.output } : {};
}

/** The overview handed to the browser with the page, read back with the same schema. */
export function notificationOverviewOf(value: unknown): { notifications?: NotificationOverview } {
  const parsed = v.safeParse(NotificationOverviewSchema, value);
  return parsed.success ? { notifications: parsed.output } : {};
}
