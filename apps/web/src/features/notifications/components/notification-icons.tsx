import { NOTIFICATION_TYPE_NAMES, type NotificationType } from '@vyplaty/contracts';
import { icon } from '../../../components/icons';

// Material Design paths; these three are used only by this feature.

export const BellIcon = icon(
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
  'BellIcon',
);

const SystemNotificationIcon = icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-6h2zm0-8h-2V7h2z',
  'SystemNotificationIcon',
);

const OtherNotificationIcon = icon(
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z',
  'OtherNotificationIcon',
);

/** SPEC §3: system notifications have their own icon; the type's Russian name is its accessible name. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const Icon = type === 'system' ? SystemNotificationIcon : OtherNotificationIcon;
  return <Icon titleAccess={NOTIFICATION_TYPE_NAMES[type]} color={type === 'system' ? 'primary' : 'action'} />;
}
