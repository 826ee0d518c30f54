import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

// timePicker values are 'HH:mm:ss' strings, which plain dayjs cannot parse.
dayjs.extend(customParseFormat);

/** JNPF stores element-ui formats (yyyy-MM-dd); dayjs wants YYYY-MM-DD. */
export function toDayjsFormat(format: string): string {
  return format.replace(/y/g, 'Y').replace(/d/g, 'D');
}

export { dayjs };
