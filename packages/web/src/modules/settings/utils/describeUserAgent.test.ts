import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describeUserAgent';

describe('describeUserAgent', () => {
  it('names the browser and system', () => {
    const chromeLinux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    expect(describeUserAgent(chromeLinux, '?')).toBe('Chrome on Linux');
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0', '?')).toBe(
      'Firefox on Windows',
    );
  });

  it('falls back when there is nothing to go on', () => {
    expect(describeUserAgent(null, 'Unknown device')).toBe('Unknown device');
    expect(describeUserAgent('curl/8.0', 'Unknown device')).toBe('Unknown device');
  });
});
