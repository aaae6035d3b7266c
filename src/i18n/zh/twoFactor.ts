import type en from '../en/twoFactor';
import type { Translation } from '../types';

const twoFactor: Translation<typeof en> = {
  twoFactor: {
    menu: '两步验证登录',
    title: '两步验证登录',
    is_on: '两步验证登录已开启。剩余恢复码：%{count}。',
    is_off: '两步验证登录未开启。',
    required_by_tenant: '您的组织要求开启。',
    turn_on: '开启两步验证登录',
    scan: '用身份验证器应用扫描此二维码，或手动输入密钥。',
    secret: '密钥：',
    qr_alt: '两步验证密钥的二维码',
    code: '应用中的验证码',
    code_or_recovery: '应用中的验证码或恢复码',
    code_or_password: '当前验证码或您的密码',
    confirm: '确认',
    verify: '验证',
    done: '完成',
    recovery_title: '恢复码',
    recovery_intro: '请将这些恢复码保存在安全的地方。每个恢复码可在没有应用时登录一次；它们只显示这一次。',
    turn_off: '关闭',
    turned_off: '两步验证登录已关闭。',
    code_intro: '请输入身份验证器应用中的验证码，或一个恢复码。',
    enrol_required: '您的组织要求两步验证登录。请将此密钥添加到身份验证器应用，然后输入其验证码。',
    tenant_required: '要求我组织的所有用户使用两步验证登录',
  },
};

export default twoFactor;
