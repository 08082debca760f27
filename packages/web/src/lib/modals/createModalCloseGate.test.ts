import { MODAL_CLOSE_LOCK_MS, MODAL_SIZES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { createModalCloseGate } from './createModalCloseGate';
import { modalWidth } from './modalWidth';

/** A hand-driven clock: timers run only when the test advances time. */
function manualTimers() {
  let now = 0;
  const timers: { at: number; callback: () => void }[] = [];
  return {
    setTimer: (callback: () => void, ms: number) => timers.push({ at: now + ms, callback }),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
  };
}

describe('createModalCloseGate', () => {
  it('opens at once when no modal is closing', () => {
    const gate = createModalCloseGate(MODAL_CLOSE_LOCK_MS, manualTimers().setTimer);
    const opened: string[] = [];
    gate.run(() => opened.push('a'));
    expect(opened).toEqual(['a']);
  });

  it('defers opens during the lock and runs them in order when it lifts', () => {
    const clock = manualTimers();
    const gate = createModalCloseGate(500, clock.setTimer);
    const opened: string[] = [];
    gate.lock();
    gate.run(() => opened.push('a'));
    gate.run(() => opened.push('b'));
    clock.advance(499);
    expect(opened).toEqual([]);
    expect(gate.isLocked()).toBe(true);
    clock.advance(1);
    expect(opened).toEqual(['a', 'b']);
    expect(gate.isLocked()).toBe(false);
  });

  it('restarts the lock on a second close; only the newest timer lifts it', () => {
    const clock = manualTimers();
    const gate = createModalCloseGate(500, clock.setTimer);
    const opened: string[] = [];
    gate.lock();
    clock.advance(300);
    gate.lock();
    gate.run(() => opened.push('a'));
    clock.advance(200);
    expect(opened).toEqual([]);
    clock.advance(300);
    expect(opened).toEqual(['a']);
  });
});

describe('modalWidth', () => {
  it('gives a width for every SPEC size, growing with the size, and auto for fit', () => {
    const widths = MODAL_SIZES.filter((s) => s !== 'fit').map(modalWidth) as number[];
    expect(widths).toEqual([380, 440, 620, 780, 960, 1100, 1280, 1440]);
    expect(modalWidth('fit')).toBe('auto');
  });
});
