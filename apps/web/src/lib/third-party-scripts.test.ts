import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_SCRIPT_URL, loadAnalytics, loadSupportChat, trackPageViews } from './third-party-scripts';

const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-third-party]'));
const host = () => ({ win: window, doc: document });

afterEach(() => {
  for (const script of scripts()) script.remove();
  for (const key of ['SupportChat', 'jivo_api', 'jivo_onLoadCallback', 'ym'] as const)
    Reflect.deleteProperty(window, key);
});

describe('support chat widget', () => {
  const chat = { desktopId: 'DeskId1', mobileId: 'MobId2', scriptUrl: 'https://code.jivo.ru/widget/', host: host() };

  it('is not loaded without an id for this kind of screen', () => {
    expect(loadSupportChat({ ...chat, desktopId: null, isMobile: false })).toBe(false);
    expect(loadSupportChat({ ...chat, mobileId: null, isMobile: true })).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('desktop loads the desktop id, once', () => {
    expect(loadSupportChat({ ...chat, isMobile: false })).toBe(true);
    expect(loadSupportChat({ ...chat, isMobile: false })).toBe(false);
    expect(scripts().map((s) => s.src)).toEqual(['https://code.jivo.ru/widget/DeskId1']);
    expect(scripts()[0]!.async).toBe(true);
  });

  it('a phone loads the mobile id', () => {
    loadSupportChat({ ...chat, isMobile: true });
    expect(scripts().map((s) => s.src)).toEqual(['https://code.jivo.ru/widget/MobId2']);
  });

  it('once the widget is up, window.SupportChat.open() opens it (the header button calls that)', () => {
    loadSupportChat({ ...chat, isMobile: false });
    expect(window.SupportChat).toBeUndefined();
    const open = vi.fn();
    window.jivo_api = { open };
    window.jivo_onLoadCallback?.();
    window.SupportChat?.open();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('tells a waiting button once the widget can open, however many of its signals come', () => {
    const onReady = vi.fn();
    loadSupportChat({ ...chat, isMobile: false, onReady });
    scripts()[0]!.dispatchEvent(new Event('load'));
    // The script came, the widget is not up yet: the button keeps waiting.
    expect(onReady).not.toHaveBeenCalled();
    window.jivo_api = { open: vi.fn() };
    window.jivo_onLoadCallback?.();
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(window.SupportChat).toBeDefined();
  });
});

describe('analytics (Yandex Metrika)', () => {
  it('is not loaded without a counter id', () => {
    expect(loadAnalytics({ counterId: null, host: host() })).toBeNull();
    expect(scripts()).toHaveLength(0);
    expect(window.ym).toBeUndefined();
  });

  it('loads tag.js once, initialises the counter without session replay, and queues calls until it arrives', () => {
    const hit = loadAnalytics({ counterId: '12345678', host: host() });
    loadAnalytics({ counterId: '12345678', host: host() });
    expect(hit).toBeTypeOf('function');
    expect(scripts().map((s) => s.src)).toEqual([ANALYTICS_SCRIPT_URL]);
    expect(window.ym?.a?.[0]).toEqual([12345678, 'init', expect.objectContaining({ defer: true, webvisor: false })]);
  });

  it('reports a hit for the first page and after each route change, path only', () => {
    const hit = loadAnalytics({ counterId: '12345678', host: host() })!;
    let notify: (state: { location: { pathname: string } }) => void = () => {};
    const router = {
      state: { location: { pathname: '/login' } },
      subscribe: (listener: typeof notify) => {
        notify = listener;
        return () => {};
      },
    };
    trackPageViews(router, hit);
    notify({ location: { pathname: '/login' } });
    notify({ location: { pathname: '/employee/profile/info' } });

    const origin = window.location.origin;
    const hits = (window.ym?.a ?? []).filter((args) => args[1] === 'hit');
    expect(hits).toEqual([
      [12345678, 'hit', `${origin}/login`, {}],
      [12345678, 'hit', `${origin}/employee/profile/info`, { referer: `${origin}/login` }],
    ]);
  });
});
