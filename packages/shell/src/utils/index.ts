export { shortenNumber, thousands } from './numbers.js';
export { formatTimeAgo, timeAgo } from './time-ago.js';
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DATE_TIME_SECONDS_FORMAT,
  formatDate,
  formatDateTimeSeconds,
  type TimeInput,
  toMillis,
} from './timestamp.js';
