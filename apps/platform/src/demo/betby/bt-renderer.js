/* global window, document */
/* eslint-disable @typescript-eslint/no-this-alias -- `var self = this` for the callbacks of plain, unbuilt JavaScript */
// The Betby stand-in of demo mode (docs/design/sportsbook-api.md "Stand-in"): `window.BTRenderer`
// with Betby's API — `new BTRenderer().initialize(options)`, `updateOptions(partial)`, `kill()`, the
// host's callbacks and the promo widget — drawing a small sportsbook from the platform's seeded
// fixtures. Plain JavaScript, no eval and no HTML strings: every node is built with createElement
// and every text goes in through textContent; styles are set through the CSSOM, which a CSP
// without 'unsafe-inline' allows. Its calls go to the folder it was loaded from (…/sportsbook/demo/).
(function () {
  'use strict';

  var script = document.currentScript;
  var BASE = script && script.src ? script.src.replace(/[^/]*$/, '') : '';

  var TEXT = {
    'pt-br': {
      sportsbook: 'Apostas esportivas',
      home: 'Início',
      live: 'Ao vivo',
      soon: 'Começando em breve',
      esports: 'eSports',
      popular: 'Ligas populares',
      loading: 'Carregando…',
      failed: 'Não foi possível carregar as apostas.',
      retry: 'Tentar novamente',
      notFound: 'Página não encontrada.',
      backHome: 'Voltar ao início',
      empty: 'Nenhum jogo agora.',
      slip: 'Cupom de apostas',
      slipEmpty: 'Toque numa odd para montar sua aposta.',
      single: 'Simples',
      multiple: 'Múltipla',
      remove: 'Remover',
      stake: 'Valor da aposta (R$)',
      totalOdds: 'Odd total',
      returns: 'Retorno possível',
      place: 'Apostar',
      placing: 'Enviando…',
      signIn: 'Entre para apostar',
      register: 'Criar conta',
      placed: 'Aposta feita! Saldo: {balance}',
      invalidStake: 'Informe um valor entre R$ 1,00 e R$ 10.000,00.',
      multipleNeeds: 'Uma múltipla precisa de 2 a 10 jogos diferentes.',
      deposit: 'Depositar',
      myBets: 'Minhas apostas',
      settleDemo: 'Liquidar (demonstração)',
      win: 'Ganhou',
      lost: 'Perdeu',
      refund: 'Reembolsar',
      open: 'Em aberto',
      discarded: 'Não aceita',
      settledWin: 'Ganhou: {amount}',
      settledLost: 'Perdeu',
      settledRefund: 'Reembolsada: {amount}',
      balanceNow: 'Saldo: {balance}',
      markets: 'Mercados',
      vs: '×',
      odds: 'odd',
      promo: 'Destaque ao vivo',
      betNow: 'Apostar agora',
    },
    en: {
      sportsbook: 'Sportsbook',
      home: 'Home',
      live: 'Live',
      soon: 'Starting soon',
      esports: 'eSports',
      popular: 'Popular leagues',
      loading: 'Loading…',
      failed: 'Could not load the sportsbook.',
      retry: 'Try again',
      notFound: 'Page not found.',
      backHome: 'Back to home',
      empty: 'No matches right now.',
      slip: 'Bet slip',
      slipEmpty: 'Tap a price to build your bet.',
      single: 'Singles',
      multiple: 'Multiple',
      remove: 'Remove',
      stake: 'Stake (R$)',
      totalOdds: 'Total odds',
      returns: 'Potential return',
      place: 'Place bet',
      placing: 'Sending…',
      signIn: 'Sign in to bet',
      register: 'Sign up',
      placed: 'Bet placed! Balance: {balance}',
      invalidStake: 'Enter an amount between R$ 1.00 and R$ 10,000.00.',
      multipleNeeds: 'A multiple needs 2 to 10 different matches.',
      deposit: 'Deposit',
      myBets: 'My bets',
      settleDemo: 'Settle (demo)',
      win: 'Won',
      lost: 'Lost',
      refund: 'Refund',
      open: 'Open',
      discarded: 'Not accepted',
      settledWin: 'Won: {amount}',
      settledLost: 'Lost',
      settledRefund: 'Refunded: {amount}',
      balanceNow: 'Balance: {balance}',
      markets: 'Markets',
      vs: 'vs',
      odds: 'odds',
      promo: 'Live highlight',
      betNow: 'Bet now',
    },
  };

  var VISUALLY_HIDDEN = {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: '0',
  };

  var STAKE_MIN = 100;
  var STAKE_MAX = 1000000;
  var MAX_SELECTIONS = 10;
  /** How long before the token's `exp` the widget asks its host for a new session. */
  var SESSION_REFRESH_LEAD_MS = 60 * 1000;
  /** setTimeout's longest delay; a token good for longer is looked at again then. */
  var LONGEST_TIMER_MS = 2147483647;
  var BT_PATH_PARAM = 'bt-path';

  /** An element with properties, styles and children (strings become text nodes). */
  function h(tag, props, children) {
    var node = document.createElement(tag);
    var key;
    for (key in props || {}) {
      if (key === 'style') Object.assign(node.style, props.style);
      else if (key === 'onClick') node.addEventListener('click', props.onClick);
      else if (key === 'focusKey') node.setAttribute('data-bt-focus', props.focusKey);
      else if (key.indexOf('aria-') === 0 || key === 'role' || key === 'for')
        node.setAttribute(key, String(props[key]));
      else node[key] = props[key];
    }
    (children || []).forEach(function (child) {
      if (child === null || child === undefined || child === false) return;
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }

  var BUTTON = {
    font: 'inherit',
    color: 'inherit',
    background: 'rgba(127,127,127,.15)',
    border: '1px solid rgba(127,127,127,.4)',
    borderRadius: '8px',
    padding: '8px 10px',
    minHeight: '44px',
    cursor: 'pointer',
  };

  /** A price: the outcome's name over its odds, wrapping rather than cut at 360 px. */
  var PRICE = Object.assign({}, BUTTON, {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2px',
    minWidth: '0',
    lineHeight: '1.2',
    padding: '8px 4px',
    fontSize: '.95rem',
  });

  function button(label, onClick, extra) {
    var props = Object.assign({ type: 'button', onClick: onClick, style: BUTTON }, extra || {});
    return h('button', props, [label]);
  }

  /**
   * The host's background behind `node`: what the sticky navigation and slip are painted with, so
   * that what scrolls under them does not show through, in any theme.
   */
  function backgroundOf(node) {
    for (var element = node; element && element.nodeType === 1; element = element.parentElement) {
      var color = window.getComputedStyle(element).backgroundColor;
      if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color;
    }
    return 'Canvas';
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (match, name) {
      return name in values ? values[name] : match;
    });
  }

  /** "1,50" or "1.50" (reais) → 150 (centavos), or null. */
  function parseStake(text) {
    var cleaned = String(text).trim().replace(/\s/g, '').replace(',', '.');
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
    return Math.round(Number(cleaned) * 100);
  }

  function hundredths(odds) {
    return Math.round(Number(odds) * 100);
  }

  function totalOdds(list) {
    var product = list.reduce(function (total, odds) {
      return Math.round((total * hundredths(odds)) / 100);
    }, 100);
    return (product / 100).toFixed(2);
  }

  var instances = 0;

  function BTRenderer() {
    instances += 1;
    // Ids of this instance's labels: a page may hold the sportsbook and a promo widget.
    this.uid = 'bt-stand-in-' + instances;
    this.options = null;
    this.root = null;
    this.killed = false;
    this.fixtures = null;
    this.failed = false;
    this.slip = [];
    this.mode = 'single';
    this.stake = '10,00';
    this.message = '';
    this.showDeposit = false;
    this.busy = false;
    this.bets = [];
    this.sessionTimer = null;
  }

  BTRenderer.prototype.text = function (key) {
    var lang = this.options && this.options.lang === 'en' ? 'en' : 'pt-br';
    return TEXT[lang][key];
  };

  BTRenderer.prototype.money = function (centavos) {
    var locale = this.options && this.options.lang === 'en' ? 'en' : 'pt-BR';
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(
      centavos / 100,
    );
  };

  BTRenderer.prototype.call = function (name, argument) {
    var callback = this.options && this.options[name];
    if (typeof callback === 'function') return callback(argument);
    return undefined;
  };

  BTRenderer.prototype.initialize = function (options) {
    this.options = Object.assign({}, options);
    this.root = h('div', {
      className: 'bt-stand-in',
      style: {
        fontFamily: 'system-ui, sans-serif',
        color: 'inherit',
        maxWidth: '100%',
        minWidth: '0',
      },
    });
    // What is drawn anew, and a live region that stays, so that its news is announced.
    this.content = h('div', {});
    this.announcer = h('p', { role: 'status', 'aria-live': 'polite', style: VISUALLY_HIDDEN });
    this.root.appendChild(this.content);
    this.root.appendChild(this.announcer);
    if (options.target) options.target.appendChild(this.root);
    this.background = backgroundOf(options.target);
    this.load();
    if (options.widgetName !== 'promo') {
      this.scheduleSessionRefresh();
      this.loadBets();
    }
    return this;
  };

  /** The token's `exp` (seconds), read without checking its signature: only to time the refresh. */
  function tokenExpiry(token) {
    var part = typeof token === 'string' ? token.split('.')[1] : undefined;
    if (!part) return null;
    try {
      var claims = JSON.parse(window.atob(part.replace(/-/g, '+').replace(/_/g, '/')));
      return typeof claims.exp === 'number' && isFinite(claims.exp) ? claims.exp : null;
    } catch {
      return null;
    }
  }

  /**
   * Betby's two ways of renewing a player's session, as its hosts wire them: `onTokenExpired()`
   * answers a new token for the widget to carry on with (used when its server refuses the token,
   * in `request`), and `onSessionRefresh()` asks the host to start the widget again with a new
   * session (kill, then initialize with a new token). The stand-in asks for the second a minute
   * before the token's `exp`, when nothing would be lost by starting again (an empty slip, no bet
   * on its way; otherwise the next refused call renews the token), and when a refused token could
   * not be renewed through `onTokenExpired`.
   */
  BTRenderer.prototype.scheduleSessionRefresh = function () {
    var self = this;
    if (this.sessionTimer !== null) window.clearTimeout(this.sessionTimer);
    this.sessionTimer = null;
    var exp = tokenExpiry(this.options.token);
    if (exp === null) return;
    var wait = Math.max(0, exp * 1000 - SESSION_REFRESH_LEAD_MS - Date.now());
    this.sessionTimer = window.setTimeout(
      function () {
        self.sessionTimer = null;
        if (self.killed) return;
        if (wait > LONGEST_TIMER_MS) self.scheduleSessionRefresh();
        else if (self.slip.length === 0 && !self.busy) self.call('onSessionRefresh');
      },
      Math.min(wait, LONGEST_TIMER_MS),
    );
  };

  BTRenderer.prototype.load = function () {
    var self = this;
    self.failed = false;
    self.render();
    var lang = self.options.lang === 'en' ? 'en' : 'pt-br';
    fetch(BASE + 'fixtures?lang=' + lang)
      .then(function (response) {
        if (!response.ok) throw new Error('fixtures ' + response.status);
        return response.json();
      })
      .then(
        function (fixtures) {
          self.fixtures = fixtures;
          self.render();
        },
        function () {
          self.failed = true;
          self.render();
        },
      );
  };

  BTRenderer.prototype.updateOptions = function (partial) {
    if (this.killed || !this.options) return;
    var newToken = 'token' in partial && partial.token !== this.options.token;
    Object.assign(this.options, partial);
    if (newToken) this.scheduleSessionRefresh();
    this.render();
  };

  BTRenderer.prototype.kill = function () {
    this.killed = true;
    if (this.sessionTimer !== null) window.clearTimeout(this.sessionTimer);
    this.sessionTimer = null;
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
  };

  /**
   * The widget moves to `path`, writes it to the browser's history and tells the host. Betby's
   * widget is seen to keep its route in the address itself, as a `bt-path` query on the page's own
   * address (`/sportsbook/futebol?bt-path=/live`), with or without an `onRouteChange` handler; the
   * stand-in does the same, so the host's handling of both (web features/sportsbook/model/
   * widget-path.ts: the router replaces the entry with `/sportsbook/live`, adding none) is the one
   * used live. A route the host gives (`url`, `updateOptions`) is not written: the host wrote it.
   */
  BTRenderer.prototype.navigate = function (path) {
    this.options.url = path;
    this.message = '';
    this.render();
    this.writeHistory(path);
    this.call('onRouteChange', path);
  };

  BTRenderer.prototype.writeHistory = function (path) {
    var history = window.history;
    if (!history || typeof history.pushState !== 'function') return;
    var address = new URL(window.location.href);
    address.searchParams.set(BT_PATH_PARAM, path);
    history.pushState({ btPath: path }, '', address.pathname + address.search + address.hash);
  };

  BTRenderer.prototype.render = function () {
    if (this.killed || !this.root) return;
    // Drawn anew each time: the focused control is found again by its key, so that a keyboard
    // (or a screen reader) keeps its place.
    var active = document.activeElement;
    var key = active && this.root.contains(active) ? active.getAttribute('data-bt-focus') : null;
    this.draw();
    if (key === null) return;
    var again = Array.prototype.find.call(
      this.root.querySelectorAll('[data-bt-focus]'),
      function (node) {
        return node.getAttribute('data-bt-focus') === key;
      },
    );
    if (again) again.focus();
  };

  BTRenderer.prototype.draw = function () {
    var root = this.content;
    while (root.firstChild) root.removeChild(root.firstChild);
    if (this.announcer.textContent !== this.message) this.announcer.textContent = this.message;
    var self = this;
    if (this.failed) {
      root.appendChild(h('p', { role: 'alert' }, [this.text('failed')]));
      root.appendChild(
        button(this.text('retry'), function () {
          self.load();
        }),
      );
      return;
    }
    if (!this.fixtures) {
      root.appendChild(h('p', { 'aria-busy': 'true' }, [this.text('loading')]));
      return;
    }
    if (this.options.widgetName === 'promo') {
      root.appendChild(this.promo());
      return;
    }
    root.appendChild(this.nav());
    root.appendChild(h('div', { style: { padding: '8px 0' } }, [this.page()]));
    root.appendChild(this.betSlip());
    if (this.bets.length > 0) root.appendChild(this.myBets());
  };

  BTRenderer.prototype.nav = function () {
    var self = this;
    var items = [
      ['/', 'home'],
      ['/live', 'live'],
    ].concat(
      this.fixtures.sports.map(function (sport) {
        return ['/' + sport.id, null, sport.name];
      }),
    );
    var current = this.options.url || '/';
    return h(
      'nav',
      {
        'aria-label': this.text('sportsbook'),
        style: {
          position: 'sticky',
          top: (Number(this.options.stickyTop) || 0) + 'px',
          display: 'flex',
          gap: '6px',
          overflowX: 'auto',
          padding: '6px 0',
          background: this.background,
          zIndex: '1',
        },
      },
      items.map(function (item) {
        var path = item[0];
        var label = item[1] ? self.text(item[1]) : item[2];
        var extra = {
          focusKey: 'nav:' + path,
          style: Object.assign({}, BUTTON, { whiteSpace: 'nowrap', flex: '0 0 auto' }),
        };
        if (path === current) extra['aria-current'] = 'page';
        return button(
          label,
          function () {
            self.navigate(path);
          },
          extra,
        );
      }),
    );
  };

  BTRenderer.prototype.page = function () {
    var self = this;
    var fixtures = this.fixtures;
    var segments = (this.options.url || '/').split('?')[0].split('/').filter(Boolean);
    if (segments.length === 0) return this.home();
    if (segments.length === 1 && segments[0] === 'live') {
      return this.section(
        this.text('live'),
        fixtures.events.filter(function (e) {
          return e.live;
        }),
        'h2',
      );
    }
    var sport = fixtures.sports.find(function (s) {
      return s.id === segments[0];
    });
    if (!sport) return this.notFound();
    if (segments.length === 1) {
      return this.section(
        sport.name,
        fixtures.events.filter(function (e) {
          return e.sport === sport.id;
        }),
        'h2',
      );
    }
    var league = fixtures.leagues.find(function (l) {
      return l.id === segments[1] && l.sport === sport.id;
    });
    if (!league) return this.notFound();
    if (segments.length === 2) {
      return this.section(
        league.name,
        fixtures.events.filter(function (e) {
          return e.league === league.id;
        }),
        'h2',
      );
    }
    var event = fixtures.events.find(function (e) {
      return e.id === segments[2] && e.league === league.id;
    });
    if (!event || segments.length > 3) return this.notFound();
    return h(
      'article',
      {},
      [
        h('p', { style: { margin: '0', fontSize: '.9rem' } }, [league.name]),
        h('h2', { style: { fontSize: '1.3rem', margin: '4px 0' } }, [
          event.home + ' ' + self.text('vs') + ' ' + event.away,
        ]),
        this.when(event),
        h('h3', { style: { fontSize: '1rem' } }, [this.text('markets')]),
      ].concat(
        event.markets.map(function (market) {
          return self.market(event, market, 'h4');
        }),
      ),
    );
  };

  BTRenderer.prototype.notFound = function () {
    var self = this;
    return h('div', {}, [
      h('h2', { style: { fontSize: '1.2rem' } }, [this.text('notFound')]),
      button(this.text('backHome'), function () {
        self.navigate('/');
      }),
    ]);
  };

  BTRenderer.prototype.home = function () {
    var self = this;
    var events = this.fixtures.events;
    var now = Date.now();
    var soon = events
      .filter(function (e) {
        return !e.live && Date.parse(e.starts_at) - now < 3 * 3600 * 1000;
      })
      .sort(function (a, b) {
        return Date.parse(a.starts_at) - Date.parse(b.starts_at);
      });
    var leagues = this.fixtures.leagues.filter(function (l) {
      return l.popular;
    });
    return h('div', {}, [
      h('h2', { style: { fontSize: '1.3rem', margin: '4px 0' } }, [this.text('sportsbook')]),
      this.section(
        this.text('live'),
        events.filter(function (e) {
          return e.live;
        }),
        'h3',
      ),
      this.section(this.text('soon'), soon, 'h3'),
      this.section(
        this.text('esports'),
        events.filter(function (e) {
          return e.sport === 'esports';
        }),
        'h3',
      ),
      h('section', { 'aria-label': this.text('popular') }, [
        h('h3', { style: { fontSize: '1.1rem' } }, [this.text('popular')]),
        h(
          'ul',
          {
            style: {
              listStyle: 'none',
              padding: '0',
              display: 'flex',
              flexWrap: 'wrap',
              gap: '6px',
            },
          },
          leagues.map(function (league) {
            return h('li', {}, [
              button(
                league.name,
                function () {
                  self.navigate('/' + league.sport + '/' + league.id);
                },
                { focusKey: 'league:' + league.id },
              ),
            ]);
          }),
        ),
      ]),
    ]);
  };

  BTRenderer.prototype.section = function (title, events, headingTag) {
    var self = this;
    return h('section', { 'aria-label': title }, [
      h(headingTag, { style: { fontSize: headingTag === 'h2' ? '1.3rem' : '1.1rem' } }, [title]),
      events.length === 0
        ? h('p', {}, [this.text('empty')])
        : h(
            'ul',
            {
              style: { listStyle: 'none', padding: '0', margin: '0', display: 'grid', gap: '8px' },
            },
            events.map(function (event) {
              // The cards' titles sit one level under the section's.
              return h('li', {}, [self.eventCard(event, 'h' + (Number(headingTag.charAt(1)) + 1))]);
            }),
          ),
    ]);
  };

  BTRenderer.prototype.when = function (event) {
    if (event.live) {
      return h('p', { style: { margin: '2px 0' } }, [
        h(
          'strong',
          {
            style: { border: '2px solid #ef4444', borderRadius: '6px', padding: '0 4px' },
          },
          [this.text('live')],
        ),
        ' ' + [event.score, event.clock].filter(Boolean).join(' · '),
      ]);
    }
    var locale = this.options.lang === 'en' ? 'en' : 'pt-BR';
    var time = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    return h('p', { style: { margin: '2px 0' } }, [time.format(new Date(event.starts_at))]);
  };

  BTRenderer.prototype.eventCard = function (event, headingTag) {
    var self = this;
    var league = this.fixtures.leagues.find(function (l) {
      return l.id === event.league;
    });
    var market = event.markets[0];
    return h(
      'article',
      {
        style: { border: '1px solid rgba(127,127,127,.35)', borderRadius: '10px', padding: '8px' },
      },
      [
        h('p', { style: { margin: '0', fontSize: '.85rem' } }, [league ? league.name : '']),
        h(headingTag, { style: { fontSize: '1rem', margin: '2px 0' } }, [
          h(
            'button',
            {
              type: 'button',
              style: Object.assign({}, BUTTON, {
                background: 'none',
                border: 'none',
                padding: '0',
                minHeight: '24px',
                fontWeight: '600',
                textAlign: 'left',
              }),
              onClick: function () {
                self.navigate(event.path);
              },
            },
            [event.home + ' ' + self.text('vs') + ' ' + event.away],
          ),
        ]),
        this.when(event),
        market ? this.market(event, market, null) : null,
      ],
    );
  };

  BTRenderer.prototype.market = function (event, market, headingTag) {
    var self = this;
    return h('div', { role: 'group', 'aria-label': market.name }, [
      headingTag
        ? h(headingTag, { style: { fontSize: '.95rem', margin: '8px 0 4px' } }, [market.name])
        : null,
      h(
        'div',
        {
          style: {
            display: 'grid',
            gridTemplateColumns: 'repeat(' + market.outcomes.length + ', minmax(0, 1fr))',
            gap: '6px',
          },
        },
        market.outcomes.map(function (outcome) {
          var chosen = self.slip.some(function (s) {
            return s.outcome.id === outcome.id;
          });
          return h(
            'button',
            {
              type: 'button',
              'aria-pressed': chosen ? 'true' : 'false',
              focusKey: 'outcome:' + outcome.id,
              style: Object.assign({}, PRICE, {
                background: chosen ? 'rgba(34,197,94,.35)' : BUTTON.background,
              }),
              onClick: function () {
                self.toggle(event, market, outcome);
              },
            },
            self.priceLabel(market, outcome),
          );
        }),
      ),
    ]);
  };

  /**
   * A price's words: the outcome above its odds, and the market for screen readers only, so that
   * the button's name is what it shows ("Flamengo — Resultado final, odd 1.45"). The spaces are
   * in the text: browsers differ on the space around a hidden block.
   */
  BTRenderer.prototype.priceLabel = function (market, outcome) {
    return [
      h('span', { style: { overflowWrap: 'break-word', maxWidth: '100%' } }, [
        outcome.name,
        h('span', { style: VISUALLY_HIDDEN }, [
          ' — ' + market.name + ', ' + this.text('odds') + ' ',
        ]),
      ]),
      h('strong', {}, [outcome.odds]),
    ];
  };

  BTRenderer.prototype.toggle = function (event, market, outcome) {
    var index = this.slip.findIndex(function (s) {
      return s.outcome.id === outcome.id;
    });
    if (index >= 0) this.slip.splice(index, 1);
    else if (this.slip.length < MAX_SELECTIONS) {
      // One outcome per market: choosing another replaces it.
      this.slip = this.slip.filter(function (s) {
        return !(s.event.id === event.id && s.market.id === market.id);
      });
      this.slip.push({ event: event, market: market, outcome: outcome });
    }
    this.message = '';
    this.render();
    this.call('onBetSlipStateChange', { selections: this.slip.length });
  };

  BTRenderer.prototype.betSlip = function () {
    var self = this;
    var guest = !this.options.token;
    var filled = this.slip.length > 0;
    // With selections the title opens and closes the slip, which stays small at 360 px when closed.
    var title = filled
      ? h(
          'button',
          {
            type: 'button',
            'aria-expanded': this.slipOpen ? 'true' : 'false',
            'aria-controls': self.uid + '-slip-body',
            focusKey: 'slip-toggle',
            style: Object.assign({}, BUTTON, {
              width: '100%',
              textAlign: 'left',
              fontWeight: '700',
            }),
            onClick: function () {
              self.slipOpen = !self.slipOpen;
              self.render();
            },
          },
          [this.text('slip') + ' (' + this.slip.length + ')'],
        )
      : this.text('slip');
    var children = [
      h('h2', { id: self.uid + '-slip-title', style: { fontSize: '1.1rem', margin: '0 0 6px' } }, [
        title,
      ]),
    ];
    var body = [];
    if (!filled) {
      children.push(h('p', {}, [this.text('slipEmpty')]));
    } else if (this.slipOpen) {
      body.push(
        h(
          'div',
          {
            role: 'group',
            'aria-label': this.text('slip'),
            style: { display: 'flex', gap: '6px' },
          },
          ['single', 'multiple'].map(function (mode) {
            return button(
              self.text(mode),
              function () {
                self.mode = mode;
                self.message = '';
                self.render();
              },
              { 'aria-pressed': self.mode === mode ? 'true' : 'false', focusKey: 'mode:' + mode },
            );
          }),
        ),
      );
      body.push(
        h(
          'ul',
          { style: { listStyle: 'none', padding: '0', display: 'grid', gap: '6px' } },
          this.slip.map(function (s) {
            return h(
              'li',
              {
                style: {
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: '6px',
                  alignItems: 'center',
                },
              },
              [
                h('span', { style: { minWidth: '0' } }, [
                  s.outcome.name +
                    ' — ' +
                    s.event.home +
                    ' ' +
                    self.text('vs') +
                    ' ' +
                    s.event.away +
                    ' (' +
                    s.market.name +
                    ') ' +
                    s.outcome.odds,
                ]),
                button(
                  self.text('remove'),
                  function () {
                    self.toggle(s.event, s.market, s.outcome);
                  },
                  { 'aria-label': self.text('remove') + ': ' + s.outcome.name },
                ),
              ],
            );
          }),
        ),
      );
      var stakeInput = h('input', {
        id: this.uid + '-stake',
        'aria-invalid': this.stakeInvalid ? 'true' : 'false',
        'aria-describedby': this.uid + '-message',
        type: 'text',
        inputMode: 'decimal',
        autocomplete: 'off',
        value: this.stake,
        style: {
          font: 'inherit',
          padding: '8px',
          minHeight: '44px',
          width: '100%',
          boxSizing: 'border-box',
        },
      });
      stakeInput.addEventListener('input', function () {
        self.stake = stakeInput.value;
      });
      body.push(
        h(
          'label',
          { htmlFor: this.uid + '-stake', style: { display: 'block', marginTop: '6px' } },
          [this.text('stake')],
        ),
      );
      body.push(stakeInput);
      var odds =
        this.mode === 'multiple'
          ? totalOdds(
              this.slip.map(function (s) {
                return s.outcome.odds;
              }),
            )
          : null;
      if (odds) body.push(h('p', {}, [this.text('totalOdds') + ': ' + odds]));
      var stake = parseStake(this.stake);
      if (stake !== null) {
        var returns =
          this.mode === 'multiple'
            ? Math.round((stake * hundredths(odds)) / 100)
            : this.slip.reduce(function (sum, s) {
                return sum + Math.round((stake * hundredths(s.outcome.odds)) / 100);
              }, 0);
        body.push(h('p', {}, [this.text('returns') + ': ' + this.money(returns)]));
      }
      if (guest) {
        body.push(h('p', {}, [this.text('signIn')]));
        body.push(
          h('div', { style: { display: 'flex', gap: '6px' } }, [
            button(this.text('signIn'), function () {
              self.call('onLogin');
            }),
            button(this.text('register'), function () {
              self.call('onRegister');
            }),
          ]),
        );
      } else {
        body.push(
          button(
            this.busy ? this.text('placing') : this.text('place'),
            function () {
              self.place();
            },
            // Not `disabled`: the button keeps the focus while the bet is sent.
            { 'aria-disabled': this.busy ? 'true' : 'false', focusKey: 'place' },
          ),
        );
      }
      children.push(h('div', { id: self.uid + '-slip-body' }, body));
    }
    // Shown here; announced by the instance's live region.
    children.push(h('p', { id: this.uid + '-message' }, [this.message]));
    if (this.showDeposit)
      children.push(
        button(this.text('deposit'), function () {
          self.call('onRecharge');
        }),
      );
    return h(
      'section',
      {
        'aria-labelledby': self.uid + '-slip-title',
        style: {
          // Kept in view above the host's bottom navigation while it holds selections.
          position: this.slip.length > 0 ? 'sticky' : 'static',
          bottom: (Number(this.options.betSlipOffsetBottom) || 0) + 'px',
          marginTop: '12px',
          padding: '10px',
          borderRadius: '12px',
          border: '1px solid rgba(127,127,127,.4)',
          background: this.background,
        },
      },
      children,
    );
  };

  /**
   * A call to the stand-in's server with the player's token. A refused token is renewed once
   * through `onTokenExpired`; when that cannot be had, or is refused too, the host is asked for a
   * new session (`onSessionRefresh`), which starts a new widget.
   */
  BTRenderer.prototype.request = function (method, path, body, retried) {
    var self = this;
    var init = {
      method: method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': self.options.lang === 'en' ? 'en' : 'pt-BR',
        Authorization: 'Bearer ' + self.options.token,
      },
    };
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    var sessionLost = function () {
      if (!self.killed) self.call('onSessionRefresh');
      throw new Error('no token');
    };
    return fetch(BASE + path, init).then(function (response) {
      if (response.status === 401) {
        if (retried || typeof self.options.onTokenExpired !== 'function') return sessionLost();
        return Promise.resolve()
          .then(function () {
            return self.options.onTokenExpired();
          })
          .then(function (token) {
            if (self.killed) throw new Error('killed');
            if (typeof token !== 'string' || token === '') return sessionLost();
            self.options.token = token;
            self.scheduleSessionRefresh();
            return self.request(method, path, body, true);
          }, sessionLost);
      }
      return response.json().then(function (data) {
        return { ok: response.ok, status: response.status, data: data };
      });
    });
  };

  BTRenderer.prototype.post = function (path, body) {
    return this.request('POST', path, body, false);
  };

  /** What a bet of the list shows once it ended, from its `result` and what it credited. */
  BTRenderer.prototype.settledText = function (result, credited) {
    var amount = this.money(credited);
    if (result === 'won') return fill(this.text('settledWin'), { amount: amount });
    if (result === 'lost') return this.text('settledLost');
    if (result === 'refunded') return fill(this.text('settledRefund'), { amount: amount });
    return this.text('discarded');
  };

  /**
   * "Minhas apostas": the player's bets as the platform has them (the newest first), so that the
   * list outlives the page; a bet placed meanwhile stays on top.
   */
  BTRenderer.prototype.loadBets = function () {
    var self = this;
    if (!this.options.token) return;
    this.request('GET', 'bets', undefined, false).then(
      function (result) {
        if (self.killed || !result.ok || !result.data || !Array.isArray(result.data.bets)) return;
        var known = {};
        self.bets.forEach(function (entry) {
          known[entry.bet.id] = true;
        });
        var listed = result.data.bets
          .filter(function (bet) {
            return !known[bet.id];
          })
          .map(function (bet) {
            return {
              bet: bet,
              state: bet.result === null ? 'open' : self.settledText(bet.result, bet.credited),
            };
          });
        self.bets = self.bets.concat(listed);
        self.render();
      },
      function () {
        // The list stays as it is: the bets placed here still show.
      },
    );
  };

  BTRenderer.prototype.place = function () {
    var self = this;
    if (this.busy) return;
    if (!this.options.token) {
      this.call('onLogin');
      return;
    }
    var stake = parseStake(this.stake);
    this.showDeposit = false;
    this.stakeInvalid = false;
    if (stake === null || stake < STAKE_MIN || stake > STAKE_MAX) {
      this.message = this.text('invalidStake');
      this.stakeInvalid = true;
      this.render();
      return;
    }
    var distinct = new Set(
      this.slip.map(function (s) {
        return s.event.id;
      }),
    );
    var slips =
      this.mode === 'multiple'
        ? [this.slip]
        : this.slip.map(function (s) {
            return [s];
          });
    if (this.mode === 'multiple' && (this.slip.length < 2 || distinct.size !== this.slip.length)) {
      this.message = this.text('multipleNeeds');
      this.render();
      return;
    }
    this.busy = true;
    this.render();
    var chain = Promise.resolve();
    slips.forEach(function (selections) {
      chain = chain.then(function (stop) {
        if (stop) return true;
        return self
          .post('bets', {
            type: self.mode === 'multiple' ? 'multiple' : 'single',
            stake: stake,
            selections: selections.map(function (s) {
              return { event_id: s.event.id, outcome_id: s.outcome.id };
            }),
          })
          .then(function (result) {
            if (!result.ok) {
              self.message = (result.data && result.data.message) || self.text('failed');
              self.showDeposit =
                result.status === 422 &&
                result.data &&
                result.data.errors &&
                'stake' in result.data.errors;
              return true;
            }
            self.bets.unshift({ bet: result.data.bet, state: 'open' });
            self.slip = self.slip.filter(function (s) {
              return selections.indexOf(s) < 0;
            });
            self.message = fill(self.text('placed'), { balance: self.money(result.data.balance) });
            return false;
          });
      });
    });
    chain.then(
      function () {
        self.finish();
      },
      function () {
        self.message = self.text('failed');
        self.finish();
      },
    );
  };

  BTRenderer.prototype.finish = function () {
    this.busy = false;
    this.render();
    this.call('onBetSlipStateChange', { selections: this.slip.length });
  };

  BTRenderer.prototype.myBets = function () {
    var self = this;
    return h(
      'section',
      { 'aria-labelledby': self.uid + '-bets-title', style: { marginTop: '12px' } },
      [
        h('h2', { id: self.uid + '-bets-title', style: { fontSize: '1.1rem' } }, [
          this.text('myBets'),
        ]),
        h(
          'ul',
          { style: { listStyle: 'none', padding: '0', display: 'grid', gap: '8px' } },
          this.bets.map(function (entry) {
            var bet = entry.bet;
            var names = bet.selections
              .map(function (s) {
                return s.outcome_name + ' (' + s.event_name + ')';
              })
              .join(' + ');
            var children = [
              h('p', { style: { margin: '0' } }, [names]),
              h('p', { style: { margin: '2px 0' } }, [
                self.money(bet.stake) + ' @ ' + bet.odds + ' → ' + self.money(bet.potential_win),
              ]),
            ];
            if (entry.state === 'open') {
              children.push(
                h(
                  'div',
                  {
                    role: 'group',
                    'aria-label': self.text('settleDemo') + ' — ' + names,
                    style: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
                  },
                  [
                    h('span', {}, [self.text('open') + ' · ' + self.text('settleDemo') + ':']),
                  ].concat(
                    ['win', 'lost', 'refund'].map(function (outcome) {
                      return button(self.text(outcome), function () {
                        self.settle(entry, outcome);
                      });
                    }),
                  ),
                ),
              );
            } else {
              children.push(h('p', { style: { margin: '0' } }, [entry.state]));
            }
            return h(
              'li',
              {
                style: {
                  border: '1px solid rgba(127,127,127,.35)',
                  borderRadius: '10px',
                  padding: '8px',
                },
              },
              children,
            );
          }),
        ),
      ],
    );
  };

  BTRenderer.prototype.settle = function (entry, outcome) {
    var self = this;
    this.post('bets/' + encodeURIComponent(entry.bet.id) + '/settle', { outcome: outcome }).then(
      function (result) {
        if (!result.ok) {
          self.message = (result.data && result.data.message) || self.text('failed');
          self.render();
          return;
        }
        var ended = outcome === 'win' ? 'won' : outcome === 'lost' ? 'lost' : 'refunded';
        entry.state = self.settledText(ended, result.data.credited);
        self.message = fill(self.text('balanceNow'), { balance: self.money(result.data.balance) });
        self.render();
      },
      function () {
        self.message = self.text('failed');
        self.render();
      },
    );
  };

  /** The promo widget: the live match in the operator's placeholder; its clicks open the sportsbook. */
  BTRenderer.prototype.promo = function () {
    var params = this.options.widgetParams || {};
    var event =
      this.fixtures.events.find(function (e) {
        return e.live;
      }) || this.fixtures.events[0];
    if (!event) return h('div', {});
    var market = event.markets[0];
    var self = this;
    return h(
      'section',
      {
        'aria-labelledby': self.uid + '-promo-title',
        style: { border: '1px solid rgba(127,127,127,.4)', borderRadius: '12px', padding: '10px' },
      },
      [
        h(
          'h2',
          { id: self.uid + '-promo-title', style: { fontSize: '1.1rem', margin: '0 0 6px' } },
          [this.text('promo')],
        ),
        button(
          event.home + ' ' + this.text('vs') + ' ' + event.away + ' — ' + this.text('betNow'),
          function () {
            if (typeof params.onBannerClick === 'function')
              params.onBannerClick({ url: event.path });
          },
          { style: Object.assign({}, BUTTON, { width: '100%', fontWeight: '600' }) },
        ),
        this.when(event),
        h(
          'div',
          {
            role: 'group',
            'aria-label': market.name,
            style: {
              display: 'grid',
              gridTemplateColumns: 'repeat(' + market.outcomes.length + ', minmax(0, 1fr))',
              gap: '6px',
            },
          },
          market.outcomes.map(function (outcome) {
            return h(
              'button',
              {
                type: 'button',
                style: PRICE,
                onClick: function () {
                  if (typeof params.onOutcomeClick === 'function')
                    params.onOutcomeClick({ url: event.path });
                },
              },
              self.priceLabel(market, outcome),
            );
          }),
        ),
      ],
    );
  };

  window.BTRenderer = BTRenderer;
})();
