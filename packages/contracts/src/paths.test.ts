import { describe, expect, it } from 'vitest';
import { matchesRouteAddress } from './paths.js';

describe('the address of a route copy', () => {
  it('is the path itself for a copy of one address, with or without its trailing slash', () => {
    expect(matchesRouteAddress('/employees', '/employees')).toBe(true);
    expect(matchesRouteAddress('/employees', '/employees/')).toBe(true);
    expect(matchesRouteAddress('/employees', '/employees/invite')).toBe(false);
    expect(matchesRouteAddress('/login', '/login/register')).toBe(false);
  });

  it('takes any one segment for a [name] segment, and never two or none', () => {
    expect(matchesRouteAddress('/invite/[token]', '/invite/3f9c2a')).toBe(true);
    expect(matchesRouteAddress('/invite/[token]', '/invite/3f9c2a/')).toBe(true);
    // The colleague's invite is another page of the app.
    expect(matchesRouteAddress('/invite/[token]', '/invite/user/3f9c2a')).toBe(false);
    expect(matchesRouteAddress('/invite/[token]', '/invite/')).toBe(false);
    expect(matchesRouteAddress('/invite/[token]', '/invite')).toBe(false);
    expect(matchesRouteAddress('/invite/[token]', '/invites/3f9c2a')).toBe(false);
  });
});
