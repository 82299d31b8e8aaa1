import type { TChatGiftLine, TGiftExtra } from '@sports/contracts';

/** A big gift's show over the player (GiftEffect). */
export type TGiftShow = { key: number; nickName: string; extra: TGiftExtra };

/** What a gift line shows over the player when its effect is worth showing, else null. */
export function giftShowOf(m: TChatGiftLine): TGiftShow | null {
  if (m.extra.effect < 2) return null;
  return { key: m.id, nickName: m.nickName, extra: m.extra };
}
