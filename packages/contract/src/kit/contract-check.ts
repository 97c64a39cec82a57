import { parseArgs } from 'node:util';
import {
  type CheckReport,
  type CheckResult,
  type PlayerCredentials,
  checkBackend,
  nothingAnswered,
} from './check.ts';

// `npm run contract:check -- --api https://api.brand.example/api --player +55… --password …`:
// one line per operation of the contract, exit 1 when one is invalid or missing
// (docs/contract-kit.md).

const USAGE = `Usage: npm run contract:check -- --api <apiLink> [options]

  --api <url>           the tenant's apiLink (required), e.g. https://api.brand.example/api
  --player <phone>      a test player's phone in E.164 (+5511…), to check signed-in calls
  --password <text>     the test player's password
  --email <address>     the player's e-mail, when the tenant's login asks for it
  --cpf <cpf>           the player's CPF, when the tenant's login asks for it
  --tenant-host <host>  sent as the Origin, for a backend that tells tenants apart by host
  --write               also make the idempotent writes on the test player's account
  --json                print the report as JSON
  --verbose             also list the operations not called, and why`;

const MARK: Record<CheckResult['outcome'], string> = {
  valid: '✓',
  invalid: '✗',
  missing: '–',
  refused: '!',
};

export function lineOf(result: CheckResult): string {
  const head = `${MARK[result.outcome]} ${result.operation} (${result.as})`;
  const status = result.status === undefined ? '' : ` ${result.status}`;
  switch (result.outcome) {
    case 'valid':
      return `${head}${status}`;
    case 'invalid':
      return `${head}${status}: ${result.issues.join('; ')}`;
    case 'missing':
      return `${head} missing (${result.issues.join('; ')})`;
    case 'refused':
      return `${head} refused${status}: ${result.issues.join('; ')}`;
  }
}

export function isPassing(report: CheckReport): boolean {
  return report.results.every(
    (result) => result.outcome !== 'invalid' && result.outcome !== 'missing',
  );
}

function playerOf(values: {
  player?: string;
  password?: string;
  email?: string;
  cpf?: string;
}): PlayerCredentials | undefined {
  if (!values.player) return undefined;
  if (!values.password) throw new Error('--player needs --password');
  return {
    phone: values.player,
    password: values.password,
    ...(values.email ? { email: values.email } : {}),
    ...(values.cpf ? { cpf: values.cpf } : {}),
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      player: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      cpf: { type: 'string' },
      'tenant-host': { type: 'string' },
      write: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.api) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const player = playerOf(values);
  const report = await checkBackend({
    api: values.api,
    write: values.write,
    ...(player ? { player } : {}),
    ...(values['tenant-host'] ? { tenantHost: values['tenant-host'] } : {}),
  });
  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
    return isPassing(report) ? 0 : 1;
  }
  if (nothingAnswered(report)) {
    console.log(`– nothing answered at ${values.api}: ${report.results[0]?.issues[0] ?? ''}`);
    return 1;
  }
  for (const result of report.results) console.log(lineOf(result));
  if (values.verbose) {
    for (const skip of report.skipped) {
      console.log(`  ${skip.operation} (${skip.as}) not called: ${skip.reason}`);
    }
  }
  const count = (outcome: CheckResult['outcome']) =>
    report.results.filter((result) => result.outcome === outcome).length;
  console.log(
    `\n${count('valid')} valid, ${count('invalid')} invalid, ${count('missing')} missing, ${count('refused')} refused; ${report.skipped.length} not called${values.verbose ? '' : ' (--verbose lists them)'}`,
  );
  return isPassing(report) ? 0 : 1;
}

if (import.meta.main) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
