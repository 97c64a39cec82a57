/* global window, document */
// The JivoChat stand-in of demo mode: served in place of https://code.jivosite.com/widget/{id}, it
// speaks the part of Jivo's public widget API (https://www.jivochat.com/docs/widget/) the web app
// uses — `jivo_api.setContactInfo`, `setUserToken`, `clearHistory`, `open`, `close`,
// `getContactInfo`, the `jivo_onLoadCallback` it calls when ready, `jivo_onOpen` and
// `jivo_onClose` it calls as its window opens and closes, and the `jivo_init` and `jivo_destroy`
// globals of Jivo's loader — and draws a small support button (Jivo's "label", which the web app
// hides while the window is closed, as it does Jivo's) and panel that show the contact info it
// was given, so a journey can see what the app passed. Plain DOM: every text goes in through
// textContent, never as markup.
(function () {
  'use strict';
  if (window.jivo_api) return;

  var english = /^en\b/i.test(document.documentElement.lang || '');
  var copy = english
    ? {
        button: 'Support',
        title: 'Live support',
        close: 'Close support',
        name: 'Name',
        email: 'E-mail',
        phone: 'Phone',
        note: 'Demo: this support chat sends no messages.',
      }
    : {
        button: 'Atendimento',
        title: 'Atendimento ao vivo',
        close: 'Fechar atendimento',
        name: 'Nome',
        email: 'E-mail',
        phone: 'Telefone',
        note: 'Demonstração: este atendimento não envia mensagens.',
      };

  var contact = { name: '', email: '', phone: '', description: '' };
  var userToken = null;
  var root = null;
  var panel = null;
  var button = null;
  var fields = {};

  function element(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function render() {
    if (!root) return;
    fields.name.textContent = contact.name;
    fields.email.textContent = contact.email;
    fields.phone.textContent = contact.phone;
  }

  function notify(name) {
    if (typeof window[name] === 'function') window[name]();
  }

  function setOpen(open) {
    if (!root || panel.hidden === !open) return;
    panel.hidden = !open;
    // As Jivo's label gives way to its window.
    button.hidden = open;
    button.setAttribute('aria-expanded', String(open));
    notify(open ? 'jivo_onOpen' : 'jivo_onClose');
    if (open) panel.focus();
    // The page may have taken the focus back to its own button; else it goes to the label.
    else if (!document.activeElement || root.contains(document.activeElement)) button.focus();
  }

  function draw() {
    if (root) return;
    root = element(
      'div',
      'position:fixed;right:12px;bottom:84px;z-index:40;display:flex;flex-direction:column;' +
        'align-items:flex-end;gap:8px;font:14px/1.4 system-ui,sans-serif;',
    );
    root.id = 'jivo-stand-in';
    panel = element(
      'section',
      'width:min(280px,calc(100vw - 24px));background:#ffffff;color:#111827;border-radius:12px;' +
        'box-shadow:0 8px 24px rgba(0,0,0,.35);padding:12px 14px;outline:none;',
    );
    panel.id = 'jivo-stand-in-panel';
    panel.hidden = true;
    panel.tabIndex = -1;
    panel.setAttribute('aria-label', copy.title);
    var heading = element('h2', 'margin:0 0 8px;font-size:16px;font-weight:700;', copy.title);
    var list = element('dl', 'margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 8px;');
    [
      ['name', copy.name],
      ['email', copy.email],
      ['phone', copy.phone],
    ].forEach(function (entry) {
      list.appendChild(element('dt', 'font-weight:600;', entry[1]));
      fields[entry[0]] = element('dd', 'margin:0;overflow-wrap:anywhere;');
      list.appendChild(fields[entry[0]]);
    });
    var note = element('p', 'margin:8px 0 0;font-size:12px;color:#374151;', copy.note);
    var close = element(
      'button',
      'margin-top:8px;min-height:44px;padding:0 12px;border:1px solid #374151;border-radius:8px;' +
        'background:#ffffff;color:#111827;cursor:pointer;',
      copy.close,
    );
    close.type = 'button';
    close.addEventListener('click', function () {
      setOpen(false);
    });
    panel.appendChild(heading);
    panel.appendChild(list);
    panel.appendChild(note);
    panel.appendChild(close);
    button = element(
      'button',
      'min-height:48px;padding:0 18px;border:0;border-radius:24px;background:#1d4ed8;' +
        'color:#ffffff;font-weight:700;box-shadow:0 4px 12px rgba(0,0,0,.35);cursor:pointer;',
      copy.button,
    );
    button.type = 'button';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panel.id);
    button.addEventListener('click', function () {
      setOpen(panel.hidden);
    });
    root.appendChild(panel);
    root.appendChild(button);
    document.body.appendChild(root);
    render();
  }

  function text(value) {
    return typeof value === 'string' ? value : '';
  }

  window.jivo_api = {
    setContactInfo: function (info) {
      info = info || {};
      contact = {
        name: text(info.name),
        email: text(info.email),
        phone: text(info.phone),
        description: text(info.description),
      };
      render();
      return true;
    },
    setUserToken: function (token) {
      userToken = text(token) || null;
      return true;
    },
    getContactInfo: function () {
      return {
        client_name: contact.name,
        email: contact.email,
        phone: contact.phone,
        description: contact.description,
      };
    },
    getUserToken: function () {
      return userToken;
    },
    clearHistory: function () {
      contact = { name: '', email: '', phone: '', description: '' };
      render();
    },
    open: function () {
      setOpen(true);
      return { result: 'ok' };
    },
    close: function () {
      setOpen(false);
      return { result: 'ok' };
    },
  };

  window.jivo_init = draw;
  window.jivo_destroy = function () {
    if (root && root.parentNode) root.parentNode.removeChild(root);
    root = panel = button = null;
    fields = {};
  };

  draw();
  setTimeout(function () {
    if (typeof window.jivo_onLoadCallback === 'function') window.jivo_onLoadCallback();
  }, 0);
})();
