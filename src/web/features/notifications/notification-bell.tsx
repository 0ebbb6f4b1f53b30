import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { NotificationItem } from '../../../shared/contracts/notifications';
import { phoneNavItemClass } from '../../components/layout/phone-nav-item';
import { useLiveEvents } from '../../lib/use-live-events';
import { markNotificationRead, notificationKeys, useNotificationList } from './notifications-api';

function when(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * The bell's list (issue 21): recent notifications of every kind, unread first, each opening its
 * place. Opening a place (from here or any other way) marks its notifications read.
 */
export function NotificationBell({ labelled = false }: { labelled?: boolean } = {}) {
  const { t, i18n } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const list = useNotificationList();
  const location = useLocation();
  const navigate = useNavigate();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  useLiveEvents({ onEvent: refresh, onResync: refresh });

  const here = `${location.pathname}${location.search}`;
  const items = list.data?.items ?? [];
  const unreadHere = items.filter((item) => item.readAt === null && item.link === here);
  const unreadHereIds = unreadHere.map((item) => item.id).join(',');
  // Reading the place marks it read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the ids themselves
  useEffect(() => {
    if (!unreadHereIds) return;
    Promise.all(unreadHereIds.split(',').map((id) => markNotificationRead(id)))
      .then(refresh)
      .catch(() => undefined);
  }, [unreadHereIds]);

  const open = (item: NotificationItem) => {
    if (item.readAt === null) void markNotificationRead(item.id).then(refresh);
    navigate(item.link);
  };
  const count = list.data?.unread ?? 0;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
        data-testid="notification-bell"
        className={
          labelled
            ? phoneNavItemClass
            : 'relative inline-flex items-center rounded-md p-2 text-slate-800 hover:bg-slate-100'
        }
      >
        <Bell aria-hidden="true" size={labelled ? 20 : 22} />
        {labelled && <span aria-hidden="true">{t('bell.short')}</span>}
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {count > 9 ? '9+' : count}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-[70vh] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="px-2 py-1 text-sm font-bold text-brand-navy">
            {t('bell.heading')}
          </DropdownMenu.Label>
          {list.isError && <p className="px-2 py-2 text-sm text-red-700">{t('bell.loadFailed')}</p>}
          {list.data && items.length === 0 && (
            <p className="px-2 py-2 text-sm text-slate-700">{t('bell.empty')}</p>
          )}
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.id}
              onSelect={() => open(item)}
              className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              <span
                aria-hidden="true"
                className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${item.readAt === null ? 'bg-red-700' : 'bg-transparent'}`}
              />
              <span className="flex flex-col">
                <span
                  className={
                    item.readAt === null ? 'font-semibold text-slate-900' : 'text-slate-800'
                  }
                >
                  {t(`items.${item.kind}`)}
                  {item.readAt === null && <span className="sr-only"> ({t('bell.unread')})</span>}
                </span>
                {item.summary && <span className="text-slate-700">{item.summary}</span>}
                <span className="text-xs text-slate-600">
                  {when(item.createdAt, i18n.language)}
                </span>
              </span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export default NotificationBell;
