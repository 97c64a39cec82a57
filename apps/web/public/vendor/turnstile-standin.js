/*
 * Local stand-in for Cloudflare Turnstile (challenges.cloudflare.com/turnstile/v0/api.js), for
 * development and tests where Cloudflare cannot be reached. It speaks the same API the app uses —
 * turnstile.render(container, { sitekey, callback, 'expired-callback', 'error-callback', language })
 * returning a widget id, turnstile.reset(id), turnstile.remove(id), turnstile.getResponse(id) — and
 * renders an accessible checkbox. Checking it hands the callback a `demo-turnstile-pass.<random>`
 * token, which the reference platform accepts (once) in demo mode only.
 */
(function () {
  var widgets = new Map();
  var counter = 0;
  // Like Turnstile, a token is good for 300 s; then the widget asks to be checked again.
  var TOKEN_LIFETIME_MS = 300000;

  function randomPart() {
    var bytes = new Uint8Array(18);
    crypto.getRandomValues(bytes);
    var text = '';
    bytes.forEach(function (b) {
      text += b.toString(16).padStart(2, '0');
    });
    return text;
  }

  function resolveContainer(container) {
    if (typeof container === 'string') return document.querySelector(container);
    return container;
  }

  function call(fn, value) {
    if (typeof fn === 'function') fn(value);
  }

  function draw(widget) {
    var options = widget.options;
    var english =
      typeof options.language === 'string' && options.language.toLowerCase().indexOf('en') === 0;
    clearTimeout(widget.expiry);
    widget.element.textContent = '';
    widget.token = '';

    var box = document.createElement('label');
    box.setAttribute('data-turnstile-standin', widget.id);
    box.style.cssText =
      'display:flex;align-items:center;gap:12px;box-sizing:border-box;width:300px;max-width:100%;min-height:65px;padding:0 16px;' +
      'border:1px solid #3a3f4b;border-radius:6px;background:#232323;color:#fafafa;font:500 15px system-ui,sans-serif;cursor:pointer';

    var input = document.createElement('input');
    input.type = 'checkbox';
    input.style.cssText = 'width:24px;height:24px;margin:0;accent-color:#22c55e;cursor:pointer';

    var text = document.createElement('span');
    text.id = widget.id + '-label';
    text.textContent = english ? 'I am human' : 'Não sou um robô';
    input.setAttribute('aria-labelledby', text.id);

    var brand = document.createElement('span');
    brand.id = widget.id + '-description';
    brand.textContent = english ? 'demo captcha' : 'captcha de demonstração';
    input.setAttribute('aria-describedby', brand.id);
    brand.style.cssText = 'margin-left:auto;font-size:11px;color:#a1a1aa';

    input.addEventListener('change', function () {
      if (input.checked) {
        widget.token = 'demo-turnstile-pass.' + randomPart();
        input.disabled = true;
        widget.expiry = setTimeout(function () {
          draw(widget);
          call(options['expired-callback']);
        }, TOKEN_LIFETIME_MS);
        call(options.callback, widget.token);
      }
    });

    box.appendChild(input);
    box.appendChild(text);
    box.appendChild(brand);
    widget.element.appendChild(box);
  }

  window.turnstile = {
    render: function (container, options) {
      var element = resolveContainer(container);
      if (!element) throw new Error('turnstile.render: container not found');
      counter += 1;
      var id = 'standin-' + counter;
      var widget = {
        id: id,
        element: element,
        options: options || {},
        token: '',
        expiry: undefined,
      };
      widgets.set(id, widget);
      draw(widget);
      return id;
    },
    reset: function (id) {
      var widget = widgets.get(id);
      if (widget) draw(widget);
    },
    remove: function (id) {
      var widget = widgets.get(id);
      if (!widget) return;
      clearTimeout(widget.expiry);
      widget.element.textContent = '';
      widgets.delete(id);
    },
    getResponse: function (id) {
      var widget = widgets.get(id);
      return widget ? widget.token : undefined;
    },
    ready: function (fn) {
      call(fn);
    },
  };
})();
