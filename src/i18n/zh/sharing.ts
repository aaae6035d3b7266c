import type en from '../en/sharing';
import type { Translation } from '../types';

const sharing: Translation<typeof en> = {
  sharing: {
    title: '共享实时位置',
    duration: '链接有效期',
    create: '创建链接',
    link: '共享链接',
    link_once: '请立即复制链接：它只显示这一次。',
    links: '共享链接',
    revoke: '撤销',
    revoked: '已于 %{time} 撤销',
    expires: '%{time} 过期',
    expired: '已于 %{time} 过期',
    durations: {
      '15': '15 分钟',
      '60': '1 小时',
      '480': '8 小时',
      '1440': '1 天',
      '10080': '7 天',
    },
    public: {
      title: '共享位置',
      loading: '加载中…',
      unavailable: '此链接已过期或已被撤销。',
      no_position: '暂无位置。',
      updated: '更新于 %{time}',
      expires: '链接有效期至 %{time}',
      unreachable: '无法访问街道地图：显示离线轮廓。',
    },
  },
};

export default sharing;
