import type en from '../en/sso';
import type { Translation } from '../types';

const sso: Translation<typeof en> = {
  sso: {
    title: '单点登录',
    manage: '单点登录',
    intro: '本组织的用户通过其 OpenID Connect 身份提供方登录。',
    none: '本组织尚未设置单点登录。',
    callback: '请在身份提供方处登记此重定向 URI：%{url}',
    display_name: '提供方名称（显示在登录按钮上）',
    issuer: '签发者 URL',
    client_id: '客户端 ID',
    client_secret: '客户端密钥',
    client_secret_kept: '留空则保留已保存的密钥。',
    scopes: '作用域',
    groups_claim: '群组声明',
    rules: '群组到角色的规则（首个匹配生效）',
    group: '群组',
    role: '角色',
    move_up: '上移',
    remove_rule: '删除规则',
    add_rule: '添加规则',
    default_role: '未匹配任何规则的用户',
    refuse: '拒绝登录',
    email_domains: '提供此登录方式的电子邮件域名（逗号分隔）',
    create_accounts: '首次登录时创建账户',
    require_sso: '要求单点登录（禁止密码登录）',
    save: '保存',
    remove: '移除单点登录',
    saved: '单点登录设置已保存。',
    removed: '单点登录已移除。',
    sign_in_with: '使用 %{provider} 登录',
  },
};

export default sso;
