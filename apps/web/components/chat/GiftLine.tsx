/** A 'gift' chat line: who sent which gift how many times, with its picture and the combo count. */
import type { TChatGiftLine } from '@sports/contracts';

export function GiftLine({ m, barrage = false }: { m: TChatGiftLine; barrage?: boolean }) {
  const g = m.extra;
  return (
    <li data-testid="chat-message" data-type="gift" className={`break-words rounded px-1 ${barrage ? '' : 'bg-amber-50'}`}>
      <span className={barrage ? 'text-amber-300' : 'text-primary'}>{m.nickName}</span>
      <span data-testid="chat-content" className={barrage ? 'text-white' : 'text-rose-600'}>
        {' '}
        送出 {g.name}
        {g.image ? <img src={g.image} alt="" width={20} height={20} className="mx-0.5 inline-block h-5 w-5 align-middle" /> : null}x
        {g.count}
      </span>
      {g.comboCount > 1 ? (
        <span data-testid="gift-combo-count" className="ml-1 font-semibold italic text-amber-500">
          连击×{g.comboCount}
        </span>
      ) : null}
    </li>
  );
}
