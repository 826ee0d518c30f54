import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The area picker's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const areaMessages = defineMessages(WIDGETS_NS, {
  zh: {
    area: {
      title: '选择省市区',
    },
  },
  zhtw: {
    area: {
      title: '選擇省市區',
    },
  },
  en: {
    area: {
      title: 'Select a region',
    },
  },
});

/** What the designer's palette and property panel call this widget and its properties. */
export const areaSelectLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    region: '省市区域',
    levels: '格式',
    province: '省',
    provinceCity: '省市',
    provinceCityDistrict: '省市区',
    provinceCityDistrictStreet: '省市区街道',
  },
  zhtw: {
    region: '省市區域',
    levels: '格式',
    province: '省',
    provinceCity: '省市',
    provinceCityDistrict: '省市區',
    provinceCityDistrictStreet: '省市區街道',
  },
  en: {
    region: 'Region',
    levels: 'Levels',
    province: 'Province',
    provinceCity: 'Province, city',
    provinceCityDistrict: 'Province, city, district',
    provinceCityDistrictStreet: 'Province, city, district, street',
  },
});
