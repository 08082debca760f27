import { useEffect, useRef } from 'react';

/**
 * A ref that focuses its element once, when the screen appears. Used for the first field of single-task
 * screens (sign-in, password forms), where typing right away is what every visitor does.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
