import { useEffect } from 'react';

/** Props of useBrowseKeys. */
type BrowseKeys = { onPrevious: () => void; onNext: () => void };

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * ← / k for the previous document and → / j for the next, anywhere on the screen except while typing in a field,
 * and never with a modifier (so browser shortcuts such as Alt+← still go back).
 */
export function useBrowseKeys({ onPrevious, onNext }: BrowseKeys): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || typingInto(event.target)) return;
      if (event.key === 'ArrowLeft' || event.key === 'k') {
        event.preventDefault();
        onPrevious();
      } else if (event.key === 'ArrowRight' || event.key === 'j') {
        event.preventDefault();
        onNext();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onPrevious, onNext]);
}
