import type { MessageTree } from '../types';

/** The audit log and API keys screens (Admins). */
const auditLog = {
  resources: {
    auditLog: {
      name: '审计条目 |||| 审计日志',
      fields: {
        at: '时间',
        actorEmail: '操作人',
        actorRole: '角色',
        signInMethod: '登录方式',
        action: '操作',
        objectType: '记录类型',
        objectId: '记录 ID',
        objectName: '记录',
        address: '地址',
        actor: '操作人邮箱',
        from: '从',
        to: '至',
      },
      no_changes: '没有字段被更改。',
      changes: '更改内容',
      field: '字段',
      before: '之前',
      after: '之后',
    },
    myApiKeys: { name: '个人 API 密钥 |||| 个人 API 密钥' },
    apiKeys: {
      name: 'API 密钥 |||| API 密钥',
      fields: {
        name: '名称',
        role: '角色',
        prefix: '开头为',
        expiresAt: '过期时间',
        allowedAddresses: '允许的地址',
        lastUsedAt: '最近使用',
        lastUsedAddress: '最近使用地址',
        revokedAt: '已吊销',
        suspendedAt: '暂停自',
        createdBy: '创建人',
        createdAt: '创建时间',
        owner: '所属用户',
      },
      sections: { key: '密钥' },
      help: {
        role: '不高于您自己的角色。',
        expiresAt: '最多两年后。',
        allowedAddresses: '每行一个 IP 地址或 CIDR 范围；留空：任何地址。',
        personalRole: '不高于您自己的角色；使用时其权限绝不超过您当时的角色。',
        personalExpiresAt: '最多 90 天以后。',
      },
      created: {
        title: 'API 密钥已创建',
        intro: '将此密钥交给系统“%{email}”。它只显示一次：请立即保存。',
        password: '密钥',
        copy: '复制',
        copied: '密钥已复制',
        copy_failed: '无法复制：请选中密钥并手动复制。',
        done: '完成',
      },
    },
  },
} satisfies MessageTree;

export default auditLog;
