import type { MessageTree } from '../types';

/** Arabic texts of the map controls MapLibre draws. */
const mapControls = {
  map_controls: {
    zoom_in: 'تكبير',
    zoom_out: 'تصغير',
    reset_bearing: 'اسحب لتدوير الخريطة، وانقر للعودة إلى الشمال',
    toggle_attribution: 'إظهار المصادر أو إخفاؤها',
    map: 'خريطة',
    marker: 'علامة على الخريطة',
    close_popup: 'إغلاق النافذة المنبثقة',
    fullscreen_enter: 'ملء الشاشة',
    fullscreen_exit: 'الخروج من ملء الشاشة',
  },
} satisfies MessageTree;

export default mapControls;
