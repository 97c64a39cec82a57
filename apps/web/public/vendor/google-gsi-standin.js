/*
 * Local stand-in for Google Identity Services (accounts.google.com/gsi/client), for development
 * and tests where Google cannot be reached. It speaks the same API the app uses —
 * google.accounts.id.initialize({ client_id, callback }) and renderButton(element, options) — and
 * hands the callback a demo credential that the reference platform accepts in demo mode only.
 */
(function () {
  var config = null;
  function base64url(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = '';
    bytes.forEach(function (b) {
      binary += String.fromCharCode(b);
    });
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: function (options) {
      config = options;
    },
    renderButton: function (element, options) {
      element.textContent = '';
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent =
        options && options.locale === 'en'
          ? 'Sign in with Google (demo)'
          : 'Entrar com Google (demo)';
      button.setAttribute('data-google-standin', '');
      button.style.cssText =
        'min-height:44px;width:100%;border-radius:8px;border:1px solid #dadce0;background:#fff;color:#1f1f1f;font:600 15px system-ui,sans-serif;cursor:pointer';
      button.addEventListener('click', function () {
        if (!config || typeof config.callback !== 'function') return;
        var claims = {
          email: 'demo.google@vitrine.test',
          name: 'Demo Google',
          sub: 'demo-google-1',
          aud: config.client_id,
        };
        config.callback({
          credential: 'demo-google.' + base64url(JSON.stringify(claims)),
          select_by: 'btn',
        });
      });
      element.appendChild(button);
    },
    prompt: function () {},
    disableAutoSelect: function () {},
  };
})();
