// What `npm start` prints once both servers answer: where each brand is, the platform, and the demo
// players to sign in with (apps/platform/src/db/seed/demo-players.ts, README.md "Demo players").

/** +5511999990001 → +55 11 99999-0001 */
function phone(e164) {
  const match = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164);
  return match ? `+55 ${match[1]} ${match[2]}-${match[3]}` : e164;
}

/** 52998224725 → 529.982.247-25 */
function cpf(digits) {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}

export function startBanner({ webPort, platformUrl, players, password }) {
  const web = (host) => `http://${host}:${webPort}`;
  const lines = [
    '',
    'Vitrine is running (Ctrl-C stops both servers):',
    ...table([
      ['  web', web('localhost'), 'tenant "demo"'],
      ['', web('sorte.localhost'), 'tenant "sorte"'],
      ['', web('aurora.localhost'), 'tenant "aurora", unregulated'],
      ['', web('manutencao.localhost'), 'maintenance'],
      ['  platform', platformUrl, 'the reference operator API'],
    ]),
  ];
  if (players.length > 0) {
    lines.push(
      '',
      `Demo players on every tenant, password ${password}:`,
      ...table(
        players.map((player) => [
          `  ${player.firstName} ${player.lastName}`,
          phone(player.phone),
          player.email,
          `CPF ${cpf(player.cpf)}`,
          player.signInNote,
        ]),
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
