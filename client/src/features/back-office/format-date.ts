export { formatDate } from '#shared/format-date.ts';
