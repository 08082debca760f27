const STORAGE_KEY = 'app.sessionExpiredNotice';

/**
 * Carries the "session expired" warning across the full-page redirect to Login: a toast shown just before
 * `location.assign` dies with the page, so Login shows it again after loading.
 */
export const sessionExpiredNotice = {
  remember(): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, '1');
    } catch {
      // Storage can be disabled (private modes); the redirect still happens, only the repeated toast is lost.
    }
  },
  /** True once after `remember()`; clears the mark so a reload does not repeat the warning. */
  consume(): boolean {
    try {
      const present = sessionStorage.getItem(STORAGE_KEY) !== null;
      sessionStorage.removeItem(STORAGE_KEY);
      return present;
    } catch {
      return false;
    }
  },
};
