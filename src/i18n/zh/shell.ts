import type en from '../en/shell';
import type { Translation } from '../types';

const shell: Translation<typeof en> = {
  shell: {
    loading: '加载中…',
    menu: {
      label: '主菜单',
      dashboard: '仪表盘',
      assets: '资产',
      geofences: '地理围栏',
      places: '地点',
      alerts: '警报',
      reports: '报表',
      devices: '设备管理',
      pendingDevices: '待注册设备',
      drivers: '司机',
      users: '用户管理',
      webhooks: 'Webhook',
      apiKeys: 'API 密钥',
      auditLog: '审计日志',
      tenants: '租户管理',
      models: '型号管理',
      admin: '系统管理',
    },
    login: {
      title: '登录您的账户',
      email: '电子邮箱',
      password: '密码',
      submit: '登录',
      forgot: '忘记密码？',
    },
    password: {
      change_title: '修改密码',
      forgot_title: '忘记密码',
      new_intro: '请设置新密码以完成登录。',
      forgot_intro: '输入您的电子邮箱以接收一次性重置码。',
      email: '电子邮箱',
      old: '旧密码',
      code: '邮件中的验证码',
      new: '新密码',
      confirm: '确认新密码',
      send_code: '发送验证码',
      submit: '确认',
      cancel: '取消',
      required_old: '请输入旧密码！',
      required_code: '请输入邮件中收到的验证码',
      required_new: '请输入新密码！',
      required_confirm: '请输入确认新密码！',
      mismatch: '两次输入的密码不一致！',
      code_sent: '一次性重置码已发送到您的邮箱',
      changed: '您的密码已修改。',
    },
    user: {
      menu: '用户菜单',
      change_password: '修改密码',
      sign_out: '退出登录',
    },
    footer: '%{company} © %{year}',
    errors: {
      default: '发生错误。',
      no_routes: '未找到路线！',
      not_found: '糟糕，出错了。页面未找到！',
      server: '抱歉，服务器出错了。',
      back: '返回仪表盘',
      retry: '重试',
    },
    dashboard: {
      title: '仪表盘',
    },
  },
};

export default shell;
