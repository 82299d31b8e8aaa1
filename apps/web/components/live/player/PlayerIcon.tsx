/** Control icons drawn inline (emoji and symbol glyphs are missing from many system fonts). */
export function PlayerIcon({ name }: { name: 'play' | 'pause' | 'reload' | 'sound' | 'mute' | 'full' | 'exitFull' }) {
  const paths = {
    play: <path d="M7 5v14l11-7z" fill="currentColor" />,
    pause: <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />,
    reload: <path d="M19 12a7 7 0 1 1-2.05-4.95M19 4v4h-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
    sound: (
      <path
        d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    ),
    mute: (
      <path
        d="M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    ),
    full: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
    exitFull: <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  };
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
      {paths[name]}
    </svg>
  );
}
