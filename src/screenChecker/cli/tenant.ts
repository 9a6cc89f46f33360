/**
 * `npm run tenant -- <command>`: the implementers' command line for a tenant folder (`tenants/<name>/`): check it
 * offline, push it as a new revision, pull a revision into it, diff revisions. See `tenants/usage.ts`.
 */
import { checkCommand } from './tenants/checkCommand';
import { CommandError } from './tenants/CommandError';
import { diffCommand } from './tenants/diffCommand';
import { pullCommand } from './tenants/pullCommand';
import { pushCommand } from './tenants/pushCommand';
import { ApiError } from './tenants/tenantApi';
import { usage } from './tenants/usage';

type Option = 'server' | 'login' | 'password' | 'tenant' | 'reason' | 'revision';
const serverOptions: Option[] = ['server', 'login', 'password', 'tenant'];

/** Each command: how many arguments it takes and which options. */
const commands: Record<string, { min: number; max: number; options: Option[] }> = {
  check: { min: 1, max: 1, options: [] },
  push: { min: 1, max: 1, options: [...serverOptions, 'reason'] },
  pull: { min: 1, max: 1, options: [...serverOptions, 'revision'] },
  diff: { min: 1, max: 2, options: serverOptions },
};

/** Splits the arguments into the command, its arguments and its `--name value` (or `--name=value`) options. */
function parse(argv: readonly string[]): { command: string; args: string[]; options: Partial<Record<Option, string>> } {
  const [command = '', ...rest] = argv;
  const spec = commands[command];
  if (!spec) throw new CommandError(`unknown command "${command}"`, true);
  const args: string[] = [];
  const options: Partial<Record<Option, string>> = {};
  const words = [...rest];
  for (let word = words.shift(); word !== undefined; word = words.shift()) {
    if (!word.startsWith('--')) {
      args.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s);
    const value = inline ?? words.shift();
    const option = spec.options.find((known) => known === name);
    if (option === undefined) throw new CommandError(`${command} has no option --${name}`, true);
    if (value === undefined) throw new CommandError(`--${name} needs a value`, true);
    options[option] = value;
  }
  if (args.length < spec.min || args.length > spec.max) throw new CommandError(`${command}: wrong number of arguments`, true);
  return { command, args, options };
}

async function run(argv: readonly string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const { command, args, options } = parse(argv);
  const revision = options.revision === undefined ? undefined : Number(options.revision);
  if (revision !== undefined && !(Number.isInteger(revision) && revision > 0)) throw new CommandError('--revision must be a revision number', true);
  const server = {
    server: options.server ?? process.env.CREW_SERVER ?? 'http://localhost:4173',
    login: options.login ?? process.env.CREW_LOGIN ?? 'support@demo.test',
    password: options.password ?? process.env.CREW_PASSWORD,
    tenant: options.tenant,
  };
  const [folder = ''] = args;
  if (command === 'check') return checkCommand(folder);
  if (command === 'push') return pushCommand(folder, { ...server, reason: options.reason });
  if (command === 'pull') return pullCommand(folder, { ...server, revision });
  return diffCommand(args, server);
}

run(process.argv.slice(2)).then(
  (status) => process.exit(status),
  (error: unknown) => {
    if (!(error instanceof CommandError || error instanceof ApiError)) {
      console.error(error);
      process.exit(2);
    }
    console.error(`tenant: ${error.message}`);
    for (const detail of error instanceof ApiError ? error.details : []) console.error(detail);
    if (error instanceof CommandError && error.showUsage) console.error(`\n${usage}`);
    process.exit(2);
  },
);
