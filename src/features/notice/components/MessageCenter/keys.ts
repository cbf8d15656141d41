/** the query key of the thread list (the chat invalidates it after sending, shielding, deleting) */
export const THREADS_KEY = ['notice', 'threads'] as const
