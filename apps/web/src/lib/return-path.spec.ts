import { describe, expect, it } from 'vitest';
import { loginPathWithNext, safeNextPath } from './return-path';

describe('return path after login', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/service-apartments?book=3')).toBe('/service-apartments?book=3');
  });
  it('refuses other sites and junk', () => {
    for (const bad of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:void(0)', '', null, undefined]) expect(safeNextPath(bad)).toBeNull();
  });
  it('builds the login link', () => {
    expect(loginPathWithNext('/service-apartments?book=3')).toBe('/login?next=%2Fservice-apartments%3Fbook%3D3');
    expect(loginPathWithNext('https://evil.com')).toBe('/login');
  });
});
