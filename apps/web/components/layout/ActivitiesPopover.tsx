'use client';
import * as Popover from '@radix-ui/react-popover';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { API_CALLS, type TAnnouncementListItem } from '@sports/contracts';
import { LoadState } from '@/components/ui/LoadState';
import { call, isOk } from '@/lib/api';
import { ACTIVITIES_TRIGGER, GIFT_ICON, Icon } from './FloatingBarClient';

/** The latest activities in a popover beside the floating bar, loaded when it first opens. */
export function ActivitiesPopover() {
  const [list, setList] = useState<TAnnouncementListItem[] | null>(null);
  // Mounted on the first click, so the list loads now; it stays for later openings.
  useEffect(() => {
    let live = true;
    void call(API_CALLS.announcements, { query: { page: 1, pageSize: 5 } }).then((res) => live && setList(isOk(res) ? res.data.list : []));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger data-testid="floating-activities" className={ACTIVITIES_TRIGGER}>
        <Icon d={GIFT_ICON} />
        查看活动
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="left"
          sideOffset={12}
          data-testid="activities-panel"
          className="z-50 w-[300px] rounded-lg bg-surface p-4 text-sm shadow-xl ring-1 ring-line"
        >
          <h3 className="mb-2 font-semibold text-ink">最新活动</h3>
          <LoadState items={list}>
            {(items) => (
              <ul className="divide-y divide-line">
                {items.map((a) => (
                  <li key={a.id}>
                    <Link href={`/announcementDetails/${a.id}`} className="block py-2 hover:text-primary">
                      <span className="line-clamp-1 text-ink">{a.title}</span>
                      {a.summary ? <span className="mt-0.5 line-clamp-1 text-xs text-muted">{a.summary}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </LoadState>
          <Popover.Arrow className="fill-surface" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
