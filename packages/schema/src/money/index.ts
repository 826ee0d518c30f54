export { amountInChineseCapitals } from './chinese-capitals.js';
export { formatThousands } from './format-thousands.js';
