// The global chat panel under a busy room, in headless Chromium at a phone's viewport (issue 16):
// do 100 MessageSent events a second for 10 s cause a long task over 50 ms, and does the panel keep
// at most its window of rows in the DOM?
//
// The home page is opened as in bench/realtime-browser.mjs (returning visitor, 360×740, normal
// Chrome user agent, a guest); once hydrated, the header's "Chat" button opens the panel and the
// run waits for the panel's list and for the chat channel's subscription_count on the platform's
// HTTP API to rise above what it was before (the panel joins the channel when it mounts). Then, in
// the page, a `longtask` PerformanceObserver and a MutationObserver on the list are installed: the
// latter notes every bench message that reaches the DOM (by its number) and the most rows the list
// held at once. The events, valid `MessageSentEvent` payloads (packages/contract/src/realtime.ts),
// are published on chat.{casino_id} through the official `pusher` SDK with the tenant's app
// credentials, on a fixed schedule; long tasks that started in the window (publishing and one
// settling second after it) are counted.
//
// Standalone: REALTIME_SECRET=… node scripts/bench/chat-browser.mjs http://localhost:3300
//   http://127.0.0.1:8990 [seconds]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { messageSentEventSchema } from '../../packages/contract/src/realtime.ts';
import { root } from '../lib.mjs';
import {
  gotoHydrated,
  installLongTaskCollector,
  phonePageOnChannel,
  publishOnSchedule,
  readLongTasks,
  recordPublishingWindow,
  runWhenCommand,
  waitForSubscription,
} from './realtime-browser.mjs';

// The functions handed to page.evaluate() run in the page, not in Node.
/* global window, document, MutationObserver */

/** channels.chat('vitrine-demo') of packages/contract/src/realtime.ts: the demo tenant's room. */
export const CHAT_CHANNEL = 'chat.vitrine-demo';
/** wireEventName('MessageSent'). */
export const MESSAGE_SENT = 'App\\Events\\MessageSent';

/**
 * The panel's window: CHAT_RENDERED_ROWS of apps/web/app/features/chat/components/chat-message-log
 * .tsx, read from the source so the target follows the component.
 */
export function chatWindowRows() {
  const source = readFileSync(
    join(root, 'apps/web/app/features/chat/components/chat-message-log.tsx'),
    'utf8',
  );
  const rows = Number(/CHAT_RENDERED_ROWS = (\d+)/.exec(source)?.[1]);
  if (!Number.isInteger(rows)) throw new Error('CHAT_RENDERED_ROWS not found in chat-message-log');
  return rows;
}

/** Ids far above the seeded room's, so a bench message is never taken for a known one (a pin). */
const FIRST_ID = 900_000_000;
const NAMES = ['Ana S.', 'Bruno M.', null, 'Carla T.', 'Diego R.', 'Eduarda L.', 'Fábio P.'];
const COLORS = ['slate', 'emerald', 'sky', 'violet', 'amber'];
const EMOJI = [null, '🍀', '⭐', '💎', '👑'];
const TEXTS = [
  'boa sorte a todos!',
  'alguém jogando Fortune Ox agora? acabei de ganhar 20x 🐂',
  'bora',
  'o Aviator tá pagando bem hoje, saquei no 3.4x e fiquei feliz demais com isso 🚀🚀',
  'kkkkkk',
];

/** A valid MessageSentEvent: message `seq`, a player's, its number in the text ("Rodada 12:"). */
export function chatMessagePayload(seq) {
  const tier = seq % COLORS.length;
  return {
    message: {
      id: FIRST_ID + seq,
      type: 'normal',
      text: `Rodada ${seq}: ${TEXTS[seq % TEXTS.length]}`,
      time: new Date().toISOString(),
      user: { id: 1 + (seq % 50), name: NAMES[seq % NAMES.length], avatar: null },
      mission: null,
      colorClass: COLORS[tier],
      emoji: EMOJI[tier],
      pinned_until: null,
      attachments: [],
    },
  };
}

/**
 * Runs in the page: watches the chat list (`[data-chat-log]`) — the bench messages that reached the
 * DOM, by number, and the most rows (the list's own `li`, date labels included; not those of a
 * message's attachments) and message rows it held at once.
 */
function installChatObserver() {
  const log = document.querySelector('[data-chat-log]');
  if (!log) return false;
  const state = { seen: new Set(), maxRows: 0, maxMessageRows: 0, mutations: 0 };
  window.__benchChat = state;
  const count = () => {
    state.maxRows = Math.max(state.maxRows, log.querySelectorAll('ol > li').length);
    state.maxMessageRows = Math.max(
      state.maxMessageRows,
      log.querySelectorAll('ol > li:has(> article)').length,
    );
  };
  count();
  new MutationObserver((records) => {
    state.mutations += 1;
    for (const record of records) {
      for (const node of record.addedNodes) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/Rodada (\d+):/g)) state.seen.add(Number(match[1]));
      }
    }
    count();
  }).observe(log, { childList: true, subtree: true });
  return true;
}

/** Runs in the page: what the chat observer saw, and the rows in the list now. */
function readChatObserver() {
  const state = window.__benchChat;
  const log = document.querySelector('[data-chat-log]');
  if (!state || !log) return null;
  return {
    seen: [...state.seen],
    maxRows: state.maxRows,
    maxMessageRows: state.maxMessageRows,
    mutations: state.mutations,
    finalRows: log.querySelectorAll('ol > li').length,
    finalMessageRows: log.querySelectorAll('ol > li:has(> article)').length,
  };
}

/**
 * Opens the home page at `origin` with the chat panel open and publishes `rate` MessageSent events
 * a second for `durationSeconds` to the platform at `platformUrl`. Returns the long tasks of the
 * window, how many messages the page received and showed, the most rows in the list, and
 * `problems`.
 */
export async function measureChatBrowser({
  origin,
  platformUrl,
  realtimeSecret,
  rate = 100,
  durationSeconds = 10,
  log = () => {},
}) {
  // The payloads are the contract's: a bench that sent invalid ones would measure dropped events.
  messageSentEventSchema.parse(chatMessagePayload(0));
  const windowRows = chatWindowRows();
  const { sdk, baseline, browser, context, page, consoleErrors, frames, result } =
    await phonePageOnChannel({
      origin,
      platformUrl,
      realtimeSecret,
      channel: CHAT_CHANNEL,
      eventName: 'MessageSent',
      rate,
      durationSeconds,
    });
  Object.assign(result, { channel: CHAT_CHANNEL, windowRows });
  const { url, problems } = result;
  try {
    result.hydratedSeconds = await gotoHydrated(page, url);
    const opening = performance.now();
    await page.getByRole('banner').getByRole('button', { name: 'Chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat' });
    await panel.locator('[data-chat-log]').waitFor({ state: 'visible', timeout: 30_000 });
    result.panelOpenSeconds = Math.round((performance.now() - opening) / 100) / 10;
    const subscribed = await waitForSubscription(sdk, CHAT_CHANNEL, baseline, opening);
    result.pageSubscriptions = subscribed.subscriptions;
    result.subscribedAfterSeconds = subscribed.afterSeconds;
    result.pageSockets = frames.sockets;
    if (result.pageSubscriptions < 1) {
      problems.push(
        `the open panel did not subscribe to ${CHAT_CHANNEL} within ` +
          `${subscribed.timeoutSeconds} s (${frames.sockets.length} WebSocket(s) opened): its ` +
          'long tasks were measured with no message arriving',
      );
    }
    log(
      `chat: ${url} hydrated in ${result.hydratedSeconds} s, panel open in ` +
        `${result.panelOpenSeconds} s; chat channel subscriptions ${result.pageSubscriptions}`,
    );

    if (!(await page.evaluate(installChatObserver))) problems.push('the chat list was not found');
    const observing = await page.evaluate(installLongTaskCollector);
    if (!observing) problems.push('this Chromium does not report long tasks');
    frames.counting = true;

    log(`chat: publishing ${rate} MessageSent/s on ${CHAT_CHANNEL} for ${durationSeconds} s`);
    const publishing = await publishOnSchedule({
      sdk,
      channel: CHAT_CHANNEL,
      event: MESSAGE_SENT,
      rounds: Math.round(rate * durationSeconds),
      intervalMs: 1000 / rate,
      payloads: (index) => [chatMessagePayload(index)],
    });
    const longTasks = await page.evaluate(readLongTasks);
    const chat = await page.evaluate(readChatObserver);
    frames.counting = false;
    recordPublishingWindow(result, {
      publishing,
      frames,
      longTasks,
      consoleErrors,
      published: 'messages',
    });
    const { events } = result.publish;
    result.messagesShown = chat?.seen.length ?? null;
    // The newest message on screen at the end: what a reader following the room sees last.
    result.lastShown = chat && chat.seen.length > 0 ? Math.max(...chat.seen) : null;
    result.rows = chat && {
      max: chat.maxRows,
      maxMessages: chat.maxMessageRows,
      final: chat.finalRows,
      finalMessages: chat.finalMessageRows,
      mutationCallbacks: chat.mutations,
    };
    log(
      `chat: ${result.longTasks.over50} long tasks > 50 ms in ${result.longTasks.windowMs} ms ` +
        `(longest ${result.longTasks.maxMs} ms); received ${frames.event} of ${events}, ` +
        `shown ${result.messagesShown}; at most ${result.rows?.max ?? 'n/a'} rows in the list ` +
        `(window ${windowRows})`,
    );
    await context.close().catch(() => {});
  } finally {
    await browser.close().catch(() => {});
  }
  return result;
}

await runWhenCommand(import.meta.url, measureChatBrowser);
