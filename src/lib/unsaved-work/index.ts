export { useLeaveWarning } from './use-leave-warning';
