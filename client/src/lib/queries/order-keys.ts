/** Query keys of the orders feature: ['orders', …], so one invalidation refreshes every list. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => ['orders', 'mine', email] as const,
  everyone: ['orders', 'all'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};
