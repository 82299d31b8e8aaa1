import dynamic from 'next/dynamic';
import { CHAT_MAX_LENGTH } from '@sports/contracts';
import { useSession } from '@/app/providers';
import type { useChatSend } from './useChatSend';

// Only a signed-in viewer gets the input: the picker's code loads with it, its button's place kept meanwhile.
const EmojiPicker = dynamic(() => import('./EmojiPicker').then((m) => m.EmojiPicker), {
  ssr: false,
  loading: () => <span className="block h-9 w-9" />,
});

type TComposerProps = { muted: boolean; input: ReturnType<typeof useChatSend> };

/** The panel's footer: the login prompt, the muted note, or the input with emoji and send. */
export function ChatComposer({ muted, input }: TComposerProps) {
  const { userInfo, openLogin } = useSession();
  const { text, setText, length, sending, send } = input;
  return (
    <footer className="border-t border-line p-2">
      {!userInfo ? (
        <button
          type="button"
          data-testid="chat-login"
          onClick={openLogin}
          className="w-full rounded-full bg-page py-2 text-sm text-muted hover:text-primary"
        >
          登录后参与聊天
        </button>
      ) : muted ? (
        <p className="py-2 text-center text-sm text-muted">您已被禁言</p>
      ) : (
        <form
          className="flex items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <EmojiPicker onPick={(code) => setText((t) => t + code)} />
          <div className="relative flex-1">
            <input
              data-testid="chat-input"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="发个弹幕聊聊吧"
              className="w-full rounded-full border border-line bg-page py-2 pl-3 pr-12 text-sm outline-none focus:border-primary"
            />
            <span
              className={`absolute right-3 top-1/2 -translate-y-1/2 text-[10px] ${length > CHAT_MAX_LENGTH ? 'text-red-500' : 'text-muted'}`}
            >
              {length}/{CHAT_MAX_LENGTH}
            </span>
          </div>
          <button
            type="submit"
            data-testid="chat-send"
            disabled={sending}
            className="rounded-full bg-primary px-4 py-2 text-sm text-white disabled:opacity-50"
          >
            发送
          </button>
        </form>
      )}
    </footer>
  );
}
