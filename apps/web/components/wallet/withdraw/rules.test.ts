import { describe, expect, it } from 'vitest';
import { bindFormError, payPasswordError, withdrawFormError, type TWithdrawForm } from './rules';

describe('payment-password form (SPEC §5)', () => {
  it('asks in order: password, length, confirmation, match, code', () => {
    expect(payPasswordError({ password: '', confirm: '', code: '' })).toBe('请输入密码');
    expect(payPasswordError({ password: '12345', confirm: '', code: '' })).toBe('密码,6-20个字符');
    expect(payPasswordError({ password: 'a'.repeat(21), confirm: '', code: '' })).toBe('密码,6-20个字符');
    expect(payPasswordError({ password: '123456', confirm: '', code: '' })).toBe('请输入确认密码');
    expect(payPasswordError({ password: '123456', confirm: '1234567', code: '' })).toBe('确认密码与设置的密码不一致');
    expect(payPasswordError({ password: '123456', confirm: '123456', code: '' })).toBe('请输入验证码');
    expect(payPasswordError({ password: '123456', confirm: '123456', code: '123456' })).toBeNull();
    expect(payPasswordError({ old: '', password: '123456', confirm: '123456' })).toBe('请输入原支付密码');
    expect(payPasswordError({ old: 'x', password: '123456', confirm: '123456' })).toBeNull();
  });
});

describe('withdrawal form (SPEC §5)', () => {
  const f = (o: Partial<TWithdrawForm>): TWithdrawForm => ({
    drawType: 1,
    cardId: 7,
    amount: '300',
    verifyCode: '123456',
    payPassword: 'pw',
    ...o,
  });
  it('checks type, account, amount, minimum, withdrawable, code, password in that order', () => {
    expect(withdrawFormError(f({ drawType: null }), 100, 1000)).toBe('请选择提现方式');
    expect(withdrawFormError(f({ cardId: null }), 100, 1000)).toBe('请选择银行卡号');
    expect(withdrawFormError(f({ drawType: 2, cardId: null }), 100, 1000)).toBe('请选择支付宝账号');
    expect(withdrawFormError(f({ amount: '' }), 100, 1000)).toBe('请填写提现球钻');
    expect(withdrawFormError(f({ amount: '99' }), 100, 1000)).toBe('单笔最低提现球钻为100');
    expect(withdrawFormError(f({ amount: '1001' }), 100, 1000)).toBe('不能超过可提现金额');
    expect(withdrawFormError(f({ verifyCode: '' }), 100, 1000)).toBe('请输入验证码');
    expect(withdrawFormError(f({ payPassword: '' }), 100, 1000)).toBe('请输入支付密码');
    expect(withdrawFormError(f({}), 100, 1000)).toBeNull();
  });
  it('the consumption wallet needs neither account nor code', () => {
    expect(withdrawFormError(f({ drawType: 3, cardId: null, verifyCode: '' }), 100, 1000)).toBeNull();
  });
});

describe('bind form', () => {
  it('checks the card number (Luhn, 16-19 digits), the Alipay account, the bank and the name', () => {
    const ok = { accountNo: '4111 1111 1111 1111', bankName: '招商银行', accountName: '张三' };
    expect(bindFormError(1, ok, true)).toBeNull();
    expect(bindFormError(1, { ...ok, accountNo: '4111111111111112' }, true)).toBe('请输入正确的银行卡号');
    expect(bindFormError(1, { ...ok, bankName: '' }, true)).toBe('请填写开户银行');
    expect(bindFormError(1, { ...ok, accountName: '' }, true)).toBe('请填写持卡人姓名');
    expect(bindFormError(1, { ...ok, accountName: '' }, false)).toBeNull();
    expect(bindFormError(2, { ...ok, accountNo: '13812345678' }, true)).toBeNull();
    expect(bindFormError(2, { ...ok, accountNo: 'a@b.cn' }, true)).toBeNull();
    expect(bindFormError(2, { ...ok, accountNo: '1381234' }, true)).toBe('请输入正确的支付宝账号（手机号或邮箱）');
  });
});
