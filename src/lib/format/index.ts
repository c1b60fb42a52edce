export { formatDate, formatDateTime, formatRelative, prepareDateFormats } from './date';
export { formatFileSize, formatNumber } from './number';
