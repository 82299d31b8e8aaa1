/** Where an anchor's name or portrait leads: their room when they have one, else the 主播 tab of their personal space. */
export function anchorHref(anchor: { roomId?: number | null; userId: number }): string {
  return anchor.roomId ? `/live/${anchor.roomId}` : `/personal/${anchor.userId}?headerNavIndex=2`;
}
