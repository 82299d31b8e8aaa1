import type { THorn } from '@sports/contracts';

/** The panel's title with the room's notice and the latest horn. */
export function ChatHeader({ notice, horn }: { notice: string | null | undefined; horn: THorn | null }) {
  return (
    <header className="border-b border-line px-3 py-2 text-sm">
      <h2 className="font-semibold">聊天</h2>
      {notice ? (
        <p data-testid="chat-notice" className="mt-1 rounded bg-primary-weak px-2 py-1 text-xs text-primary">
          公告：{notice}
        </p>
      ) : null}
      {horn ? (
        <p data-testid="chat-horn" className="mt-1 truncate rounded bg-amber-50 px-2 py-1 text-xs text-amber-700" title={horn.content}>
          <span className="mr-1 rounded bg-amber-500 px-1 text-[10px] text-white">喇叭</span>
          {horn.nickName}：{horn.content}
        </p>
      ) : null}
    </header>
  );
}
