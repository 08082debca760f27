import { describe, expect, it } from 'vitest';
import { sharedPatentTab } from './SharedPatentScreen';

describe('shared patent tab query', () => {
  it('opens on overview by default and on a shared tab when asked', () => {
    expect(sharedPatentTab(null)).toBe('overview');
    expect(sharedPatentTab('claims')).toBe('claims');
    expect(sharedPatentTab('description')).toBe('description');
  });
  it('falls back to overview for tabs a share link does not offer', () => {
    expect(sharedPatentTab('family')).toBe('overview');
    expect(sharedPatentTab('legal')).toBe('overview');
    expect(sharedPatentTab('nonsense')).toBe('overview');
  });
});
