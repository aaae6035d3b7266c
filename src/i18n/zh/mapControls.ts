import type { MessageTree } from '../types';

/** Chinese texts of the map controls MapLibre draws. */
const mapControls = {
  map_controls: {
    zoom_in: '放大',
    zoom_out: '缩小',
    reset_bearing: '拖动以旋转地图，点击恢复正北',
    toggle_attribution: '显示或隐藏数据来源',
    map: '地图',
    marker: '地图标记',
    close_popup: '关闭弹窗',
    fullscreen_enter: '全屏',
    fullscreen_exit: '退出全屏',
  },
} satisfies MessageTree;

export default mapControls;
