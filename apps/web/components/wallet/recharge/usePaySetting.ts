import { useEffect, useState } from 'react';
import type { TPayMethod, TPaySetting } from '@sports/contracts';
import { rechargeApi } from './recharge-api';

/** The recharge packages, limits and pay methods; the first method is picked until the viewer picks one. */
export function usePaySetting() {
  const [setting, setSetting] = useState<TPaySetting | null>(null);
  const [method, setMethod] = useState<TPayMethod | null>(null);
  useEffect(() => {
    void rechargeApi.setting().then((r) => {
      if (r.code === 200) {
        setSetting(r.data);
        setMethod(r.data.methods[0]?.id ?? null);
      }
    });
  }, []);
  return { setting, method, setMethod };
}
