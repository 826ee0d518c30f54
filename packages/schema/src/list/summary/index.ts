export { sumColumn } from './sum-column.js';
