import { describe, expect, it, vi } from 'vitest';
import { ANCHOR_SCROLL_DELAY_MS, navigateToTarget } from './navigate-to-target.ts';

function fakeBrowser(pathname: string) {
  const scheduled: { run: () => void; delayMs: number }[] = [];
  return {
    scheduled,
    env: {
      assign: vi.fn<(url: string) => void>(),
      scrollToSection: vi.fn<(id: string) => void>(),
      schedule: (run: () => void, delayMs: number) => {
        scheduled.push({ run, delayMs });
      },
      currentPathname: () => pathname,
    },
  };
}

describe('navigateToTarget', () => {
  it('loads the home page with the anchor when the target is /#section from another page', () => {
    const { env } = fakeBrowser('/dashboard');
    const navigate = vi.fn();
    navigateToTarget('/#tarifs', navigate, env);
    expect(env.assign).toHaveBeenCalledWith('/#tarifs');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('scrolls to the section after 100 ms when already on the home page', () => {
    const { env, scheduled } = fakeBrowser('/');
    navigateToTarget('/#contact', vi.fn(), env);
    expect(env.scrollToSection).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.delayMs).toBe(ANCHOR_SCROLL_DELAY_MS);
    scheduled[0]?.run();
    expect(env.scrollToSection).toHaveBeenCalledWith('contact');
  });

  it('changes route inside the portal', () => {
    const { env } = fakeBrowser('/dashboard');
    const navigate = vi.fn();
    navigateToTarget('/payslips?action=new', navigate, env);
    expect(navigate).toHaveBeenCalledWith('/payslips?action=new');
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('loads a page of the marketing site in full', () => {
    const { env } = fakeBrowser('/auth');
    const navigate = vi.fn();
    navigateToTarget('/cgu', navigate, env);
    expect(env.assign).toHaveBeenCalledWith('/cgu');
    expect(navigate).not.toHaveBeenCalled();
  });
});
