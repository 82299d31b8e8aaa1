'use client';
import Link from '@/components/ui/Link';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { API_CALLS, MESSAGES, SMS_TYPES, type TRealName } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Modal } from '@/components/ui/Modal';
import { call, isOk } from '@/lib/api';
import { codeError, isPhone } from '@/lib/account-rules';
import { COMMON } from './account-api';
import { FormError, SubmitButton, TextField } from './fields';
import { CodeField, PhoneField } from './PhoneCodeFields';
import { SmsCodeButton } from './SmsCodeButton';

function BindPhoneForm({ onDone }: { onDone: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [requested, setRequested] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = !isPhone(phone) ? MESSAGES.PHONE_INVALID.message : codeError(code, requested);
    setError(p);
    if (p || busy) return;
    setBusy(true);
    const res = await call(API_CALLS.bindPhone, { body: { ...COMMON, mobile: phone, verifyCode: code } });
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) return setError(res.message);
    toast.success('手机号绑定成功');
    onDone();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="bind-phone-form">
      <PhoneField value={phone} onChange={setPhone} onMessage={setError} placeholder="请输入新手机号" />
      <CodeField
        value={code}
        onChange={setCode}
        requested={requested}
        onMessage={setError}
        button={
          <SmsCodeButton
            mobile={phone}
            type={SMS_TYPES.login}
            className="mr-0.5 h-10"
            onError={setError}
            onSent={() => (setRequested(true), setError(null))}
          />
        }
      />
      <FormError message={error} />
      <SubmitButton busy={busy}>确认绑定</SubmitButton>
    </form>
  );
}

function RealNameForm({ onDone }: { onDone: (r: TRealName) => void }) {
  const [realName, setRealName] = useState('');
  const [idCard, setIdCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = !/^[\u4e00-\u9fa5·]{2,20}$/.test(realName.trim())
      ? MESSAGES.REAL_NAME_INVALID.message
      : !/^\d{17}[\dXx]$/.test(idCard.trim())
        ? MESSAGES.ID_CARD_INVALID.message
        : null;
    setError(p);
    if (p || busy) return;
    setBusy(true);
    const res = await call(API_CALLS.setRealName, {
      body: {
        ...COMMON,
        realName: realName.trim(),
        idCard: idCard.trim().toUpperCase(),
      },
    });
    setBusy(false);
    if (res.code !== MESSAGES.OK.code) return setError(res.message);
    toast.success('实名认证成功');
    onDone(res.data);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="real-name-form">
      <p className="text-xs text-muted">实名信息仅用于身份核验与提现，认证后不可修改。</p>
      <TextField
        placeholder="请输入真实姓名"
        value={realName}
        maxLength={20}
        onChange={(e) => setRealName(e.target.value)}
        aria-label="真实姓名"
      />
      <TextField
        placeholder="请输入18位身份证号码"
        value={idCard}
        maxLength={18}
        onChange={(e) => setIdCard(e.target.value.replace(/\s/g, ''))}
        aria-label="身份证号码"
      />
      <FormError message={error} />
      <SubmitButton busy={busy}>提交认证</SubmitButton>
    </form>
  );
}

function Row({ title, value, action, testId }: { title: string; value: ReactNode; action: ReactNode; testId: string }) {
  return (
    <li className="flex items-center justify-between py-4" data-testid={testId}>
      <div className="flex items-center gap-6">
        <span className="w-20 text-sm font-medium text-ink">{title}</span>
        <span className="text-sm text-muted">{value}</span>
      </div>
      {action}
    </li>
  );
}

const linkBtn = 'rounded-full border border-primary px-4 py-1 text-xs text-primary hover:bg-primary-weak';

/** Account security: bound phone, login password (change or first-time set) and real-name verification. */
export function SecurityPanel() {
  const { userInfo, refreshUser } = useSession();
  const [dialog, setDialog] = useState<'phone' | 'realName' | null>(null);
  const [realName, setRealName] = useState<TRealName | null>(null);
  useEffect(() => {
    void call(API_CALLS.realName).then((r) => isOk(r) && setRealName(r.data));
  }, []);
  if (!userInfo) return null;
  const verified = realName?.status === 1;
  return (
    <section className="mt-8 border-t border-line pt-6">
      <h2 className="mb-2 text-base font-semibold text-ink">账号安全</h2>
      <ul className="max-w-[720px] divide-y divide-line">
        <Row
          testId="security-phone"
          title="手机号"
          value={userInfo.mobile || '未绑定'}
          action={
            <button type="button" className={linkBtn} onClick={() => setDialog('phone')}>
              {userInfo.mobile ? '更换' : '绑定'}
            </button>
          }
        />
        <Row
          testId="security-password"
          title="登录密码"
          value={userInfo.hasPassword === 1 ? '已设置' : '未设置'}
          action={
            <Link href="/v/setpw" className={linkBtn}>
              {userInfo.hasPassword === 1 ? '修改' : '设置'}
            </Link>
          }
        />
        <Row
          testId="security-real-name"
          title="实名认证"
          value={verified ? `已认证（${realName?.realName} ${realName?.idCard}）` : '未认证'}
          action={
            verified ? (
              <span className="text-xs text-emerald-600">已认证</span>
            ) : (
              <button type="button" className={linkBtn} onClick={() => setDialog('realName')}>
                去认证
              </button>
            )
          }
        />
      </ul>
      <Modal
        open={dialog === 'phone'}
        onClose={() => setDialog(null)}
        title={userInfo.mobile ? '更换手机号' : '绑定手机号'}
        testId="bind-phone-dialog"
      >
        <BindPhoneForm
          onDone={() => {
            setDialog(null);
            void refreshUser();
          }}
        />
      </Modal>
      <Modal open={dialog === 'realName'} onClose={() => setDialog(null)} title="实名认证" testId="real-name-dialog">
        <RealNameForm
          onDone={(r) => {
            setRealName(r);
            setDialog(null);
          }}
        />
      </Modal>
    </section>
  );
}
