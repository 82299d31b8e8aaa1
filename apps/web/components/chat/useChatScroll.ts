import { useCallback, useRef, useState } from 'react';

/** Distance from the bottom (px) within which the reader counts as following the newest line. */
const BOTTOM_SLACK = 24;

/**
 * The chat list's scrolling: `stick` keeps the newest message in view unless the reader scrolled
 * up (run it after the list grows), and `unseen` counts the messages that arrived meanwhile.
 */
export function useChatScroll() {
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(0);

  const stick = useCallback(() => {
    const el = listRef.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, []);
  const onScroll = () => {
    const el = listRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
    if (atBottom.current) setUnseen(0);
  };
  const toBottom = () => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };
  /** A live message arrived: counted when the reader is not at the bottom. */
  const noteArrival = useCallback(() => {
    if (!atBottom.current) setUnseen((n) => n + 1);
  }, []);
  /** Older messages are about to be put above: keep the reader's place once they are drawn. */
  const keepPlace = () => {
    const el = listRef.current;
    const before = el ? el.scrollHeight - el.scrollTop : 0;
    return () => {
      atBottom.current = false;
      requestAnimationFrame(() => {
        if (el) el.scrollTop = el.scrollHeight - before;
      });
    };
  };
  return { listRef, unseen, stick, onScroll, toBottom, noteArrival, keepPlace };
}
