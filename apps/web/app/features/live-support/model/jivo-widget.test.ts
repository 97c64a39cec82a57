import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLiveSupportWidget,
  type JivoWindow,
  jivoContactInfo,
  jivoUserToken,
  LIVE_SUPPORT_STATE,
  type LiveSupportPlayer,
  type LiveSupportWindowListener,
} from './jivo-widget';

const SCRIPT = 'http://localhost:8787/t/demo/live-support/demo/widget/vitrine-demo';
const ANA: LiveSupportPlayer = {
  id: 42,
  name: 'Ana Souza',
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  username: '+5511987654321',
};
const BRUNO: LiveSupportPlayer = {
  id: 7,
  name: 'Bruno Lima',
  first_name: 'Bruno',
  last_name: 'Lima',
  email: 'bruno@example.com',
  username: '+5521912345678',
};

const jivoWindow = (): Window & JivoWindow => window;
const widgetScripts = () => document.querySelectorAll(`script[src="${SCRIPT}"]`);

/** What Jivo's script does once it has run: its API, its elements, then the load callback. */
function jivoScriptRuns() {
  const api = {
    setContactInfo: vi.fn(),
    setUserToken: vi.fn(),
    clearHistory: vi.fn(),
    // As Jivo's window does: it tells the page it opened.
    open: vi.fn(() => {
      jivoWindow().jivo_onOpen?.();
      return { result: 'ok' };
    }),
  };
  const destroy = vi.fn(() => document.querySelectorAll('jdiv').forEach((node) => node.remove()));
  Object.assign(jivoWindow(), { jivo_api: api, jivo_destroy: destroy, jivo_config: {} });
  document.body.appendChild(document.createElement('jdiv'));
  jivoWindow().jivo_onLoadCallback?.();
  return { api, destroy };
}

declare global {
  interface Window {
    happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
  }
}

// happy-dom fetches no script: it reports each one loaded, and the tests play Jivo's part.
beforeEach(() => {
  if (window.happyDOM) window.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

const created: ReturnType<typeof createLiveSupportWidget>[] = [];
function pageWidget(onWindowChange?: LiveSupportWindowListener) {
  const widget = createLiveSupportWidget(window, document, onWindowChange);
  created.push(widget);
  return widget;
}

afterEach(() => {
  for (const widget of created.splice(0)) widget.hide();
  document.body.replaceChildren();
});

describe('jivoContactInfo', () => {
  it('gives Jivo the name, the e-mail, the username as phone and the first and last name', () => {
    expect(jivoContactInfo(ANA)).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '+5511987654321',
      description: 'Ana Souza',
    });
  });

  it('leaves the phone empty for a player without a username', () => {
    expect(jivoContactInfo({ ...ANA, username: null }).phone).toBe('');
  });

  it("names the player by id, never by the session's credential", () => {
    expect(jivoUserToken(ANA)).toBe('42');
  });
});

describe('createLiveSupportWidget', () => {
  it("loads the widget's script once, then tells Jivo who the player is when it is ready", () => {
    const widget = pageWidget();
    widget.show(SCRIPT, ANA);
    widget.show(SCRIPT, ANA);
    expect(widgetScripts()).toHaveLength(1);

    const { api } = jivoScriptRuns();
    expect(api.setContactInfo).toHaveBeenCalledWith(jivoContactInfo(ANA));
    expect(api.setUserToken).toHaveBeenCalledWith('42');
    expect(widgetScripts()).toHaveLength(1);
  });

  it('tells a loaded widget the new details without loading it again', () => {
    const widget = pageWidget();
    widget.show(SCRIPT, ANA);
    const { api } = jivoScriptRuns();
    widget.show(SCRIPT, { ...ANA, email: 'ana.nova@example.com' });
    expect(api.setContactInfo).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'ana.nova@example.com' }),
    );
    expect(widgetScripts()).toHaveLength(1);
  });

  it('on sign-out clears the history and removes the script, its elements and its globals', () => {
    const widget = pageWidget();
    widget.show(SCRIPT, ANA);
    const { api, destroy } = jivoScriptRuns();

    widget.hide();
    expect(api.clearHistory).toHaveBeenCalledOnce();
    expect(destroy).toHaveBeenCalledOnce();
    expect(widgetScripts()).toHaveLength(0);
    expect(document.querySelector('jdiv')).toBeNull();
    const globals = Object.keys(window).filter((key) => key.startsWith('jivo'));
    expect(globals).toEqual([]);
  });

  it('does nothing on sign-out when it never loaded', () => {
    const widget = pageWidget();
    expect(() => widget.hide()).not.toThrow();
    expect(widgetScripts()).toHaveLength(0);
  });

  it('loads again cleanly for a second sign-in in the same page, told only of the new player', () => {
    const widget = pageWidget();
    widget.show(SCRIPT, ANA);
    jivoScriptRuns();
    widget.hide();

    widget.show(SCRIPT, BRUNO);
    expect(widgetScripts()).toHaveLength(1);
    const { api } = jivoScriptRuns();
    expect(api.setContactInfo).toHaveBeenCalledOnce();
    expect(api.setContactInfo).toHaveBeenCalledWith(jivoContactInfo(BRUNO));
    expect(api.setUserToken).toHaveBeenCalledWith('7');
  });

  it('removes a widget whose script finishes loading after the player signed out', () => {
    const widget = pageWidget();
    widget.show(SCRIPT, ANA);
    const script = widgetScripts()[0];
    widget.hide();
    jivoScriptRuns();
    script?.dispatchEvent(new Event('load'));
    expect(document.querySelector('jdiv')).toBeNull();
    expect(jivoWindow().jivo_api).toBeUndefined();
  });
});

describe('the page opens Jivo from its own button (issue 39 §3)', () => {
  const pageState = () => document.documentElement.getAttribute(LIVE_SUPPORT_STATE);

  it('opens nothing before Jivo is ready, then opens its window through jivo_api.open()', () => {
    const changes = vi.fn();
    const widget = pageWidget(changes);
    widget.show(SCRIPT, ANA);
    expect(widget.open()).toBe(false);
    expect(pageState()).toBeNull();

    const { api } = jivoScriptRuns();
    expect(pageState()).toBe('closed');
    expect(changes).toHaveBeenLastCalledWith('closed', expect.any(Boolean));
    expect(widget.open()).toBe(true);
    expect(api.open).toHaveBeenCalledOnce();
    expect(pageState()).toBe('open');
  });

  it("hides Jivo's elements again when its window closes, saying whether the focus was in it", () => {
    const changes = vi.fn();
    const widget = pageWidget(changes);
    widget.show(SCRIPT, ANA);
    jivoScriptRuns();
    widget.open();
    const inside = document.createElement('button');
    document.querySelector('jdiv')?.appendChild(inside);
    inside.focus();
    jivoWindow().jivo_onClose?.();
    expect(pageState()).toBe('closed');
    expect(changes).toHaveBeenLastCalledWith('closed', true);

    jivoWindow().jivo_onOpen?.();
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    jivoWindow().jivo_onClose?.();
    expect(changes).toHaveBeenLastCalledWith('closed', false);
  });

  it('keeps the window closed when Jivo refuses to open it', () => {
    const widget = pageWidget();
    widget.show(SCRIPT, ANA);
    const { api } = jivoScriptRuns();
    api.open.mockReturnValueOnce({ result: 'fail' });
    expect(widget.open()).toBe(false);
    expect(pageState()).toBe('closed');
  });

  it('takes the state off the page on sign-out', () => {
    const changes = vi.fn();
    const widget = pageWidget(changes);
    widget.show(SCRIPT, ANA);
    jivoScriptRuns();
    widget.hide();
    expect(pageState()).toBeNull();
    expect(changes).toHaveBeenLastCalledWith('absent', expect.any(Boolean));
    expect(widget.open()).toBe(false);
  });
});
