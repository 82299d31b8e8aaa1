import { useState } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, CHAT_MAX_LENGTH, MESSAGES, type TChatMessage } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call } from '@/lib/api';
import type { TChatChannel } from './useChatMessages';

type TOptions = {
  channel: TChatChannel | null;
  /** The server stored our message. */
  onSent: (message: TChatMessage) => void;
  /** The server says we are muted. */
  onForbidden: () => void;
};

/** The chat input: its text, its length in characters, and sending it with POST /api/chat/msg. */
export function useChatSend({ channel, onSent, onForbidden }: TOptions) {
  const { userInfo, openLogin } = useSession();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const length = [...text.trim()].length;

  const send = async () => {
    if (!channel || sending) return;
    if (!userInfo) return openLogin();
    if (!text.trim()) return toast.error(MESSAGES.CHAT_EMPTY.message);
    if (length > CHAT_MAX_LENGTH) return toast.error(MESSAGES.CHAT_TOO_LONG.message);
    setSending(true);
    const r = await call(API_CALLS.chatMsg, { body: { ...channel, content: text, platform: 1 } });
    setSending(false);
    if (r.code !== MESSAGES.OK.code) {
      toast.error(r.message);
      // muted in the room or site-wide: the composer says so until the page reloads
      if (r.code === MESSAGES.CHAT_FORBIDDEN.code || r.code === MESSAGES.USER_MUTED.code) onForbidden();
      return;
    }
    setText('');
    onSent(r.data);
  };

  return { text, setText, length, sending, send };
}
