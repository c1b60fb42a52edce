export { formatDate, formatDateTime, formatRelative } from './date';
export type { DateInput } from './date';
export { formatFileSize, formatNumber } from './number';
