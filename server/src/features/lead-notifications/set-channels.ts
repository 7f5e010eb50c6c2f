import type { Database } from 'better-sqlite3';
import type { NotificationChannel } from '@gagyeong/contracts/notifications';

/** Records the channels this server configures: the ones a new lead is queued for. */
export function setNotificationChannels(db: Database, channels: readonly NotificationChannel[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM notification_channels').run();
    const insert = db.prepare('INSERT INTO notification_channels (channel) VALUES (?)');
    for (const channel of channels) insert.run(channel);
  }).immediate();
}
