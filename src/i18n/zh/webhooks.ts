import type en from '../en/webhooks';
import type { Translation } from '../types';

const webhooks: Translation<typeof en> = {
  resources: {
    webhooks: {
      name: 'Webhook |||| Webhook',
      fields: {
        name: '名称',
        url: 'URL',
        secret: '签名密钥',
        alertTypes: '告警类型',
        enabled: '启用',
        createdAt: '创建时间',
      },
      sections: { receiver: '接收方', alerts: '发送的告警' },
      help: {
        url: '每条告警以 JSON 形式 POST 到此地址。',
        url_https: '请使用 https 地址（仅发往本机时可用 http）。',
        url_invalid: '请输入完整的 URL，例如 https://example.com/hooks/fleet。',
        secret_new: '请立即复制给接收方：之后不会再显示。它为每次调用签名（X-Fleet-Signature）。',
        secret_again: '密钥从不显示：输入接收方当前的密钥以保留，或输入新密钥。',
        enabled: '关闭：不发送任何告警。',
        alertTypes: '不勾选：发送所有告警类型。',
      },
      action: { new_secret: '生成新密钥' },
      all_types: '所有告警类型',
      deliveries: {
        title: '投递记录',
        empty: '尚未发送任何内容。',
        columns: { time: '时间', alertType: '告警类型', responseStatus: '状态码', attempts: '尝试次数', outcome: '结果' },
        statuses: { pending: '待发送', delivered: '已送达', failed: '失败' },
      },
    },
  },
};

export default webhooks;
