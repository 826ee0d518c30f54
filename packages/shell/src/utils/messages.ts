import { defineMessages } from '@formwork/schema';

/** How long ago something happened; one unit and several have their own key, for English. */
export const TIME_AGO_TEXT = defineMessages('timeAgo', {
  zh: {
    justNow: '刚刚',
    minuteAgo: '1分钟前',
    minutesAgo: '{{count}}分钟前',
    hourAgo: '1小时前',
    hoursAgo: '{{count}}小时前',
    dayAgo: '1天前',
    daysAgo: '{{count}}天前',
    weekAgo: '1周前',
    weeksAgo: '{{count}}周前',
    monthAgo: '1个月前',
    monthsAgo: '{{count}}个月前',
  },
  zhtw: {
    justNow: '剛剛',
    minuteAgo: '1分鐘前',
    minutesAgo: '{{count}}分鐘前',
    hourAgo: '1小時前',
    hoursAgo: '{{count}}小時前',
    dayAgo: '1天前',
    daysAgo: '{{count}}天前',
    weekAgo: '1週前',
    weeksAgo: '{{count}}週前',
    monthAgo: '1個月前',
    monthsAgo: '{{count}}個月前',
  },
  en: {
    justNow: 'Just now',
    minuteAgo: '1 minute ago',
    minutesAgo: '{{count}} minutes ago',
    hourAgo: '1 hour ago',
    hoursAgo: '{{count}} hours ago',
    dayAgo: '1 day ago',
    daysAgo: '{{count}} days ago',
    weekAgo: '1 week ago',
    weeksAgo: '{{count}} weeks ago',
    monthAgo: '1 month ago',
    monthsAgo: '{{count}} months ago',
  },
});
