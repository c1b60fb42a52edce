export { formatDate, formatDateTime, formatRelative } from './date';
export { formatFileSize, formatNumber } from './number';
