import { GIFT_CURRENCY_LABELS, type TGift } from '@sports/contracts';

type TProps = { gifts: TGift[]; picked: TGift | null; onPick: (gift: TGift) => void };

/** The gifts as tiles: picture, name and price; the picked one is marked. */
export function GiftGrid({ gifts, picked, onPick }: TProps) {
  return (
    <ul className="grid grid-cols-5 gap-1 sm:grid-cols-8" data-testid="gift-list">
      {gifts.map((g) => (
        <li key={g.id}>
          <button
            type="button"
            data-testid="gift-item"
            aria-pressed={picked?.id === g.id}
            title={`${g.name} ${g.price}${GIFT_CURRENCY_LABELS[g.currency]}`}
            onClick={() => onPick(g)}
            className={`flex w-full flex-col items-center rounded-md border px-1 py-1.5 hover:border-primary ${picked?.id === g.id ? 'border-primary bg-primary-weak' : 'border-transparent'}`}
          >
            <img src={g.image} alt="" width={40} height={40} className="h-10 w-10" />
            <span className="mt-0.5 truncate text-xs text-ink">{g.name}</span>
            <span className={`text-[10px] ${g.currency === 'ticket' ? 'text-rose-500' : 'text-amber-600'}`}>
              {g.price}
              {GIFT_CURRENCY_LABELS[g.currency]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
