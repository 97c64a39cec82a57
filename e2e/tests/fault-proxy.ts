// The fault proxy of the fault journeys (docs/design/fault-journeys.md): it listens on the
// platform's public address (PLATFORM_PUBLIC_URL, so the browser's API calls and realtime socket,
// the web server's calls and the tenant registry all pass through it) and forwards HTTP and
// WebSocket upgrades to the platform's real port, unless a test told it to fail. The tests steer
// it through a control port of its own (`faultProxy()` below).
//
// Run as a server: `node tests/fault-proxy.ts` with FAULT_PROXY_PORT, FAULT_PROXY_TARGET_PORT and
// FAULT_PROXY_CONTROL_PORT (playwright.faults.config.ts does). Plain Node: no imports but node:*.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { pathToFileURL } from 'node:url';

/** Which requests a rule applies to: a method (any when left out) and a RegExp source on the path. */
export interface FaultMatch {
  method?: string;
  /** Matched against the pathname, e.g. `^/api/site-config$` or `/wallet/deposit`. Any when left out. */
  path?: string;
  /** How many matching requests the rule affects; every one when left out. */
  times?: number;
}

export type FaultRule = FaultMatch &
  (
    | { action: 'answer'; status: number; retryAfter?: number; body?: unknown }
    /** The connection is destroyed without an answer (the browser sees a network error). */
    | { action: 'refuse' }
    | { action: 'slow'; delayMs: number }
  );

export interface FaultState {
  /** Every request's connection destroyed, open ones (keep-alive, sockets) at once: the platform stopped. */
  down: boolean;
  /** Each HTTP request held this long before it is forwarded. */
  delayMs: number;
  rules: FaultRule[];
}

export interface SeenRequest {
  method: string;
  /** The path with its query string. */
  path: string;
  idempotencyKey: string | null;
  /** Epoch milliseconds when the request reached the proxy. */
  time: number;
  upgrade: boolean;
  /** What the proxy did: `pass`, `down`, `answer 503`, `refuse`, `slow 2000`. */
  fault: string;
}

// ---------------------------------------------------------------------------------------------
// The server.

interface ActiveRule {
  rule: FaultRule;
  left: number;
}

export function startFaultProxy(options: {
  port: number;
  targetPort: number;
  controlPort: number;
  targetHost?: string;
}) {
  const targetHost = options.targetHost ?? '127.0.0.1';
  let down = false;
  let delayMs = 0;
  let rules: ActiveRule[] = [];
  const log: SeenRequest[] = [];
  const openSockets = new Set<Socket>();
  const upgradedSockets = new Set<Socket>();

  function setState(state: Partial<FaultState>): void {
    down = state.down ?? false;
    delayMs = state.delayMs ?? 0;
    rules = (state.rules ?? []).map((rule) => ({ rule, left: rule.times ?? Infinity }));
    if (down) for (const socket of openSockets) socket.destroy();
  }

  /** The first rule matching the request, its count taken. */
  function takeRule(method: string, pathname: string): FaultRule | null {
    for (const active of rules) {
      const { rule } = active;
      if (active.left <= 0) continue;
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (rule.path && !new RegExp(rule.path).test(pathname)) continue;
      active.left -= 1;
      return rule;
    }
    return null;
  }

  function record(req: IncomingMessage, upgrade: boolean, fault: string): void {
    const key = req.headers['idempotency-key'];
    log.push({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      idempotencyKey: typeof key === 'string' ? key : null,
      time: Date.now(),
      upgrade,
      fault,
    });
    if (log.length > 5_000) log.splice(0, log.length - 5_000);
  }

  const proxy = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const pathname = new URL(req.url ?? '/', 'http://proxy').pathname;
    if (down) {
      record(req, false, 'down');
      req.socket.destroy();
      return;
    }
    const rule = takeRule(method, pathname);
    if (rule?.action === 'refuse') {
      record(req, false, 'refuse');
      req.socket.destroy();
      return;
    }
    if (rule?.action === 'answer') {
      record(req, false, `answer ${rule.status}`);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        // The browser reads the answer cross-origin (the web's origin calls the platform's).
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'Retry-After',
      };
      if (rule.retryAfter !== undefined) headers['retry-after'] = String(rule.retryAfter);
      res.writeHead(rule.status, headers);
      res.end(JSON.stringify(rule.body ?? { message: `fault proxy: ${rule.status}` }));
      return;
    }
    const wait = rule?.action === 'slow' ? rule.delayMs : delayMs;
    record(req, false, wait > 0 ? `slow ${wait}` : 'pass');
    const forward = () => {
      if (req.destroyed || res.destroyed) return;
      const upstream = httpRequest(
        { host: targetHost, port: options.targetPort, method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (wait > 0) setTimeout(forward, wait);
    else forward();
  });

  // While down, a new connection is accepted only for its request to be logged, then destroyed:
  // the browser sees the same network error as a refused connection.
  proxy.on('connection', (socket: Socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });

  proxy.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy').pathname;
    const rule = down ? null : takeRule('GET', pathname);
    if (down || rule?.action === 'refuse' || rule?.action === 'answer') {
      record(req, true, down ? 'down' : 'refuse');
      socket.destroy();
      return;
    }
    record(req, true, 'pass');
    const upstream = connect(options.targetPort, targetHost, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upgradedSockets.add(socket);
    openSockets.add(upstream);
    const close = () => {
      upgradedSockets.delete(socket);
      openSockets.delete(upstream);
      socket.destroy();
      upstream.destroy();
    };
    socket.on('close', close);
    socket.on('error', close);
    upstream.on('close', close);
    upstream.on('error', close);
  });

  const control = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text === '' ? {} : JSON.parse(text);
      const route = `${req.method} ${new URL(req.url ?? '/', 'http://control').pathname}`;
      switch (route) {
        case 'GET /health':
          return reply(200, { ok: true });
        case 'GET /__fault':
          return reply(200, {
            down,
            delayMs,
            rules: rules.map(({ rule, left }) => ({ ...rule, left })),
          });
        case 'POST /__fault':
          setState(body as Partial<FaultState>);
          return reply(200, { ok: true });
        case 'POST /__fault/drop-sockets': {
          const dropped = upgradedSockets.size;
          for (const socket of upgradedSockets) socket.destroy();
          return reply(200, { dropped });
        }
        case 'GET /__fault/log':
          return reply(200, log);
        case 'DELETE /__fault/log':
          log.length = 0;
          return reply(200, { ok: true });
        default:
          return reply(404, { message: `no control route ${route}` });
      }
    });
  });

  proxy.listen(options.port);
  control.listen(options.controlPort);
  return {
    close: () =>
      Promise.all([
        new Promise((resolve) => proxy.close(resolve)),
        new Promise((resolve) => control.close(resolve)),
        ...[...openSockets].map((socket) => socket.destroy()),
      ]),
  };
}

// ---------------------------------------------------------------------------------------------
// The tests' side: steering a running proxy through its control port.

export interface FaultProxy {
  /** Everything forwarded, no rule left. */
  pass(): Promise<void>;
  /** The platform as if stopped: connections refused, open ones destroyed. */
  down(): Promise<void>;
  /** Every HTTP request held `delayMs` before it is forwarded. */
  slow(delayMs: number): Promise<void>;
  /** Replaces the rules (and clears down and slow). */
  rules(rules: FaultRule[]): Promise<void>;
  /** Destroys every upgraded (realtime) socket; new ones pass. Resolves to how many were open. */
  dropSockets(): Promise<number>;
  /** The requests seen since the last `clearLog`, oldest first. */
  log(): Promise<SeenRequest[]>;
  clearLog(): Promise<void>;
}

export function faultProxy(controlOrigin: string): FaultProxy {
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${controlOrigin}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`fault proxy ${method} ${path}: ${response.status}`);
    return response.json();
  }
  const set = async (state: Partial<FaultState>) => {
    await call('POST', '/__fault', state);
  };
  return {
    pass: () => set({}),
    down: () => set({ down: true }),
    slow: (delayMs) => set({ delayMs }),
    rules: (rules) => set({ rules }),
    dropSockets: async () =>
      ((await call('POST', '/__fault/drop-sockets')) as { dropped: number }).dropped,
    log: async () => (await call('GET', '/__fault/log')) as SeenRequest[],
    clearLog: async () => {
      await call('DELETE', '/__fault/log');
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = (name: string) => {
    const value = Number(process.env[name]);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a port`);
    return value;
  };
  startFaultProxy({
    port: port('FAULT_PROXY_PORT'),
    targetPort: port('FAULT_PROXY_TARGET_PORT'),
    controlPort: port('FAULT_PROXY_CONTROL_PORT'),
  });
}
