export {
  type ColumnFormatOption,
  columnFormatsFor,
  formatColumnValue,
  isColumnFormatFor,
  type NumberColumnFormat,
} from './column-formats.js';
