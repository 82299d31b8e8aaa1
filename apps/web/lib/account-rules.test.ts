import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canRequestCode,
  canSubmitLogin,
  cleanCode,
  cleanPhone,
  codeButtonLabel,
  codeError,
  isPhone,
  isRegisterPath,
  safeJumpTarget,
  isUsername,
  LOGIN_TAB,
  loginFormError,
  newPasswordError,
  nicknameTooLong,
  type TLoginForm,
} from './account-rules';
import { Countdown } from './countdown';

const phoneForm: TLoginForm = {
  tab: LOGIN_TAB.phone,
  phone: '13912345678',
  username: '',
  code: '123456',
  password: '',
  sliderDone: true,
  codeRequested: true,
};
const accountForm: TLoginForm = {
  tab: LOGIN_TAB.account,
  phone: '',
  username: 'fan_2026',
  code: '',
  password: 'secret1',
  sliderDone: false,
  codeRequested: false,
};

describe('phone rules', () => {
  it('strips spaces and non-digits and keeps 11 digits', () => {
    expect(cleanPhone('139 1234 5678')).toBe('13912345678');
    expect(cleanPhone('139-1234-56789')).toBe('13912345678');
    expect(isPhone('1391234567')).toBe(false);
    expect(isPhone('13912345678')).toBe(true);
  });
  it('gates code requests on 1[345789] plus nine digits', () => {
    for (const ok of ['13012345678', '14912345678', '15912345678', '17912345678', '18912345678', '19912345678'])
      expect(canRequestCode(ok), ok).toBe(true);
    for (const bad of ['12912345678', '16912345678', '10912345678', '23912345678', '1391234567', '139123456789', '1391234567a'])
      expect(canRequestCode(bad), bad).toBe(false);
  });
  it('keeps six code digits', () => {
    expect(cleanCode('12 34a567')).toBe('123456');
  });
});

describe('login button rule', () => {
  it('phone tab needs a valid phone, the slider and a 6-character code', () => {
    expect(canSubmitLogin(phoneForm)).toBe(true);
    expect(canSubmitLogin({ ...phoneForm, sliderDone: false })).toBe(false);
    expect(canSubmitLogin({ ...phoneForm, code: '12345' })).toBe(false);
    expect(canSubmitLogin({ ...phoneForm, phone: '1391234567' })).toBe(false);
  });
  it('account tab needs a user name or phone and a 6-20 character password, no slider', () => {
    expect(canSubmitLogin(accountForm)).toBe(true);
    expect(canSubmitLogin({ ...accountForm, username: '13912345678' })).toBe(true);
    expect(canSubmitLogin({ ...accountForm, username: '1391234' })).toBe(false);
    expect(canSubmitLogin({ ...accountForm, username: '' })).toBe(false);
    expect(canSubmitLogin({ ...accountForm, password: '12345' })).toBe(false);
    expect(canSubmitLogin({ ...accountForm, password: 'x'.repeat(21) })).toBe(false);
    expect(canSubmitLogin({ ...accountForm, password: 'x'.repeat(20) })).toBe(true);
    expect(isUsername('two words')).toBe(false);
  });
  it('names the first problem with SPEC wording', () => {
    expect(loginFormError({ ...accountForm, username: ' ' })).toBe('请输入正确的用户名或者手机号码');
    expect(loginFormError({ ...accountForm, password: '1' })).toBe('密码,6-20个字符');
    expect(loginFormError({ ...phoneForm, phone: '139' })).toBe('请输入正确的手机号');
    expect(loginFormError({ ...phoneForm, sliderDone: false })).toBe('请拖动滑块填充拼图');
    expect(loginFormError({ ...phoneForm, code: '', codeRequested: false })).toBe('请获取验证码！');
    expect(loginFormError({ ...phoneForm, code: '' })).toBe('请输入验证码！');
    expect(loginFormError({ ...phoneForm, code: '123' })).toBe('验证码错误，请确认后重新输入');
    expect(loginFormError(phoneForm)).toBeNull();
    expect(codeError('123456', false)).toBeNull();
  });
});

describe('passwords and nicknames', () => {
  it('set-password messages', () => {
    expect(newPasswordError('', 'abcdef')).toBe('密码不可为空');
    expect(newPasswordError('abc', 'abc')).toBe('密码,6-20个字符');
    expect(newPasswordError('abcdef', 'abcdeg')).toBe('两次密码输入不一致');
    expect(newPasswordError('abcdef', 'abcdef')).toBeNull();
  });
  it('prompts for nicknames over 10 characters, counting emoji as one', () => {
    expect(nicknameTooLong('一二三四五六七八九十')).toBe(false);
    expect(nicknameTooLong('一二三四五六七八九十一')).toBe(true);
    expect(nicknameTooLong('⚽'.repeat(10))).toBe(false);
    expect(nicknameTooLong(null)).toBe(false);
  });
  it('jumps only to paths of this site', () => {
    expect(safeJumpTarget('/v/wallet?tab=1')).toBe('/v/wallet?tab=1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, '/a\nb'])
      expect(safeJumpTarget(bad), String(bad)).toBe('/');
  });
  it('knows register pages', () => {
    expect(isRegisterPath('/user/register')).toBe(true);
    expect(isRegisterPath('/user/pwd_find')).toBe(false);
  });
});

describe('code countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down to zero and then stops', () => {
    const seen: number[] = [];
    const c = new Countdown((n) => seen.push(n));
    c.start(60);
    expect(seen).toEqual([60]);
    expect(codeButtonLabel(60)).toBe('60s后重新获取');
    vi.advanceTimersByTime(59_000);
    expect(seen.at(-1)).toBe(1);
    expect(c.running).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(seen.at(-1)).toBe(0);
    expect(c.running).toBe(false);
    expect(codeButtonLabel(0)).toBe('获取验证码');
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(61);
  });
  it('returns at once when the request fails', () => {
    const seen: number[] = [];
    const c = new Countdown((n) => seen.push(n));
    c.start(60);
    vi.advanceTimersByTime(3000);
    c.stop();
    expect(seen.at(-1)).toBe(0);
    expect(c.running).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(seen.at(-1)).toBe(0);
  });
});
