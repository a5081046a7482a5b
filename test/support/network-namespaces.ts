/**
 * Network namespaces for cluster tests: each node of a test cluster gets a namespace of its own
 * (its own addresses, ports and loopback), joined by a veth pair to a bridge in this process's
 * namespace. The test process holds the bridge's address, so it reaches every node, and the
 * nodes reach each other and it. The /24 is picked at random in 10.0.0.0/8 among those no
 * address or route here uses, and every name carries a random suffix: parallel runs do not meet.
 *
 * Needs root (CAP_NET_ADMIN, CAP_SYS_ADMIN) and iproute2; `namespacesUnavailable()` says why not.
 * Processes are started inside a namespace with `nsenter --net=…` (util-linux), which execs the
 * program in place, so the child's pid is the program's own and a signal reaches it directly.
 */
import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Why namespaces cannot be made here, or undefined when they can (tried by making and removing one). */
export function namespacesUnavailable(): string | undefined {
  if (process.platform !== 'linux') return `network namespaces are Linux's (this is ${process.platform})`;
  const probe = `probe-${randomBytes(4).toString('hex')}`;
  try {
    run('ip', ['netns', 'add', probe]);
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    return `\`ip netns add\` is not permitted here: ${detail.split('\n')[0]}`;
  }
  try {
    run('ip', ['netns', 'del', probe]);
    run('nsenter', ['--version']);
  } catch (error) {
    return `nsenter (util-linux) is missing or failed: ${(error as Error).message.split('\n')[0]}`;
  }
  return undefined;
}

export interface NetworkNode {
  /** The namespace's name (`ip netns`). */
  namespace: string;
  /** Its address on the bridge. */
  address: string;
}

export interface ClusterNetwork {
  /** This process's address on the bridge: nodes reach the test (e.g. a webhook receiver) here. */
  hostAddress: string;
  nodes: Record<string, NetworkNode>;
  /** Removes the namespaces and the bridge (the veth pairs go with them); call after the processes in them ended. */
  destroy(): void;
}

/** A /24 of 10.0.0.0/8 that no address or route of this namespace is in. */
function freeSubnet(): string {
  const used = `${run('ip', ['-4', 'route', 'show', 'table', 'all'])}\n${run('ip', ['-4', 'addr'])}`;
  for (let tries = 0; tries < 100; tries++) {
    const prefix = `10.${randomInt(64, 250)}.${randomInt(0, 256)}`;
    if (!used.includes(`${prefix}.`)) return prefix;
  }
  throw new Error('no free /24 in 10.0.0.0/8');
}

/** Makes a bridge and one namespace per name, each with its address; `destroy()` undoes it. */
export function createClusterNetwork(names: string[]): ClusterNetwork {
  const tag = randomBytes(3).toString('hex');
  const bridge = `br${tag}`;
  const subnet = freeSubnet();
  const made: { namespaces: string[]; bridge: boolean } = { namespaces: [], bridge: false };
  const destroy = () => {
    for (const namespace of made.namespaces.splice(0)) {
      try {
        run('ip', ['netns', 'del', namespace]);
      } catch {}
    }
    if (made.bridge) {
      try {
        run('ip', ['link', 'del', bridge]);
      } catch {}
      made.bridge = false;
    }
  };
  try {
    run('ip', ['link', 'add', bridge, 'type', 'bridge']);
    made.bridge = true;
    run('ip', ['addr', 'add', `${subnet}.1/24`, 'dev', bridge]);
    run('ip', ['link', 'set', bridge, 'up']);
    const nodes: Record<string, NetworkNode> = {};
    names.forEach((name, i) => {
      const namespace = `astro-${tag}-${name}`;
      // Interface names are at most 15 characters.
      const outside = `v${tag}${i}`;
      const inside = `n${tag}${i}`;
      const address = `${subnet}.${i + 2}`;
      run('ip', ['netns', 'add', namespace]);
      made.namespaces.push(namespace);
      run('ip', ['link', 'add', outside, 'type', 'veth', 'peer', 'name', inside]);
      run('ip', ['link', 'set', inside, 'netns', namespace]);
      run('ip', ['link', 'set', outside, 'master', bridge]);
      run('ip', ['link', 'set', outside, 'up']);
      run('ip', ['-n', namespace, 'link', 'set', 'lo', 'up']);
      run('ip', ['-n', namespace, 'addr', 'add', `${address}/24`, 'dev', inside]);
      run('ip', ['-n', namespace, 'link', 'set', inside, 'up']);
      nodes[name] = { namespace, address };
    });
    return { hostAddress: `${subnet}.1`, nodes, destroy };
  } catch (error) {
    destroy();
    throw error;
  }
}

/**
 * Spawns `command` inside a namespace (or here when `namespace` is undefined), as `user` when
 * given (nsenter must start as root to enter the namespace, then drops to the user).
 */
export function spawnIn(
  namespace: string | undefined,
  command: string,
  args: string[],
  options: SpawnOptions & { user?: { uid: number; gid: number } } = {},
): ChildProcess {
  const { user, ...rest } = options;
  if (!namespace) return spawn(command, args, { ...rest, ...user });
  const drop = user ? ['--setgid', String(user.gid), '--setuid', String(user.uid)] : [];
  return spawn('nsenter', [`--net=/run/netns/${namespace}`, ...drop, '--', command, ...args], rest);
}
