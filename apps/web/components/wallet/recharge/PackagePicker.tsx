import { fenToYuan, type TPaySetting } from '@sports/contracts';
import { tile } from './PayParts';

type TProps = {
  setting: TPaySetting;
  packageId: number | null;
  custom: string;
  onPackage: (id: number) => void;
  onCustom: (yuan: string) => void;
};

/** 选择充值金额: the packages, or a custom whole-yuan amount (typing one unpicks the package). */
export function PackagePicker({ setting, packageId, custom, onPackage, onCustom }: TProps) {
  return (
    <section>
      <h2 className="mb-3 font-semibold">选择充值金额</h2>
      <div className="grid grid-cols-3 gap-3">
        {setting.packages.map((p) => (
          <button
            key={p.id}
            type="button"
            data-testid={`package-${p.id}`}
            className={tile(packageId === p.id)}
            onClick={() => onPackage(p.id)}
          >
            <div className="text-lg font-semibold">{p.diamonds} 球钻</div>
            <div className="text-muted">￥{fenToYuan(p.fen)}</div>
            {p.bonus ? <div className="text-xs text-red-500">加赠 {p.bonus} 球钻</div> : null}
          </button>
        ))}
      </div>
      <label className="mt-3 flex items-center gap-2">
        <span className="text-muted">自定义金额：</span>
        <input
          inputMode="numeric"
          aria-label="自定义金额"
          placeholder={`${setting.customMinYuan}-${setting.customMaxYuan} 元整数`}
          className="w-48 rounded border border-line px-2 py-1"
          value={custom}
          onChange={(e) => onCustom(e.target.value.replace(/[^\d]/g, ''))}
        />
        <span className="text-muted">元</span>
      </label>
    </section>
  );
}
