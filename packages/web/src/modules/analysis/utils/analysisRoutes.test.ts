import { describe, expect, it } from 'vitest';
import { chartPath, errorQueryOf, redirectMode, routeForNewAnalysis } from './analysisRoutes';

const OLD = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const NEW = 'ffffffffffffffffffffffffffffff00';

describe('analysis routes (SPEC §2, §4)', () => {
  it('keeps the four redirect modes and turns any other into dashboard', () => {
    for (const mode of ['reload', 'dashboard', 'shared_dashboard', 'shared_chart'])
      expect(redirectMode(mode)).toBe(mode);
    expect(redirectMode('elsewhere')).toBe('dashboard');
    expect(redirectMode(null)).toBe('dashboard');
  });

  it('allows only the shared modes for a shared load', () => {
    expect(redirectMode('shared_chart', true)).toBe('shared_chart');
    expect(redirectMode('dashboard', true)).toBe('shared_dashboard');
  });

  it('shortens /chart/{number} to /chart and replaces the analysis id', () => {
    expect(routeForNewAnalysis(`/analysis/${OLD}/section/assignees%2Ftop/chart/12`, NEW)).toBe(
      `/analysis/${NEW}/section/assignees%2Ftop/chart`,
    );
    expect(routeForNewAnalysis(`/analysis/${OLD}`, NEW)).toBe(`/analysis/${NEW}`);
    // A segment that is not 32 lowercase letters and digits is left alone.
    expect(routeForNewAnalysis('/analysis/ABC/section/x/chart', NEW)).toBe('/analysis/ABC/section/x/chart');
  });

  it('reads only the three error queries', () => {
    expect(errorQueryOf(new URLSearchParams('error=failedInit'))).toBe('failedInit');
    expect(errorQueryOf(new URLSearchParams('error=noActiveWorkspace'))).toBe('noActiveWorkspace');
    expect(errorQueryOf(new URLSearchParams('error=unknownError'))).toBe('unknownError');
    expect(errorQueryOf(new URLSearchParams('error=<b>'))).toBeNull();
  });

  it('puts a section path in one segment of the chart route', () => {
    expect(chartPath(OLD, 'assignees/top', 5)).toBe(`/analysis/${OLD}/section/assignees%2Ftop/chart/5`);
    expect(chartPath(OLD, 'dates/filing-trend')).toBe(`/analysis/${OLD}/section/dates%2Ffiling-trend/chart`);
  });
});
