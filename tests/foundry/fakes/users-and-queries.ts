// Stand-ins for Foundry's users and its query API (`User#query` delivering to `CONFIG.queries` on the
// queried user's client). Each client is its own user: code run "on a client" (asClient) sees that user
// as `game.user`, and so does everything it starts, awaited or not (AsyncLocalStorage follows promises).
import { AsyncLocalStorage } from "node:async_hooks";

type QueryHandler = (data: unknown, options: { timeout?: number }) => unknown;

const clients = new AsyncLocalStorage<FakeUser>();
let defaultUser: unknown = null;

/** The user of the client this code runs on (`game.user`). */
export function currentUser(): FakeUser | null {
  const user = clients.getStore() ?? defaultUser;
  return user instanceof FakeUser ? user : null;
}

/** Every query sent, in order: to whom, its name and its data as it crossed. */
export const queryLog: { to: string; name: string; data: unknown }[] = [];

/** What crosses the wire: JSON, as Foundry's socket carries it (undefined stays undefined). */
function overTheWire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** CONST.USER_ROLES (common/constants.d.mts): PLAYER 1, TRUSTED 2, ASSISTANT 3, GAMEMASTER 4. */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/**
 * The world's permission table (the core `permissions` setting, `game.permissions`): the roles that hold
 * each permission. Defaults as CONST.USER_PERMISSIONS' `defaultRole` (TEMPLATE_CREATE: PLAYER and up); a
 * test withdraws one from players by listing only the GM roles.
 */
export const worldPermissions: Record<string, number[]> = {};
export function resetWorldPermissions(): void {
  for (const key of Object.keys(worldPermissions)) delete worldPermissions[key];
  worldPermissions.TEMPLATE_CREATE = [1, 2, 3, 4];
}
resetWorldPermissions();

export class FakeUser {
  /** client/documents/user.d.mts › active: connected to the world now. */
  active = true;
  /** common/documents/user.d.mts › Schema.role; a GM is an ASSISTANT or GAMEMASTER (BaseUser#isGM). */
  role: number;
  /** common/documents/user.d.mts › Schema.permissions: this user's explicit grants and refusals. */
  permissions: Record<string, boolean> = {};
  constructor(
    readonly id: string,
    readonly name: string,
    readonly isGM = false,
  ) {
    this.role = isGM ? USER_ROLES.GAMEMASTER : USER_ROLES.PLAYER;
  }

  /**
   * BaseUser#hasPermission (common/documents/user.mjs): an explicit setting of this user wins, else the
   * world's table for the user's role.
   */
  hasPermission(permission: string): boolean {
    const explicit = this.permissions[permission];
    if (explicit !== undefined) return explicit;
    return (worldPermissions[permission] ?? []).includes(this.role);
  }

  /** BaseUser#can: a permission name goes to hasPermission, a role name compares roles. */
  can(action: string): boolean {
    if (action in worldPermissions) return this.hasPermission(action);
    const level = USER_ROLES[action as keyof typeof USER_ROLES];
    return level !== undefined && this.role >= level;
  }

  /** client/documents/user.d.mts › isSelf: this user is the one of the client asking. */
  get isSelf(): boolean {
    return currentUser()?.id === this.id;
  }

  /** client/documents/user.d.mts › isActiveGM. */
  get isActiveGM(): boolean {
    return users.activeGM === this;
  }

  /**
   * client/documents/user.d.mts › query: runs the handler registered in `CONFIG.queries` on this user's
   * client with the data as JSON, and resolves with its return value as JSON; rejects when the name is
   * not registered, the user is not connected, the handler throws, or no answer comes within `timeout`.
   */
  async query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    const handler = (CONFIG as unknown as { queries: Record<string, QueryHandler | undefined> }).queries[
      name
    ];
    if (!handler) throw new Error(`"${name}" is not a registered query`);
    if (!this.active) throw new Error(`${this.name} is not connected`);
    const sent = overTheWire(data);
    queryLog.push({ to: this.id, name, data: sent });
    const answer = clients.run(this, () => Promise.resolve().then(() => handler(sent, { timeout })));
    if (timeout === undefined) return overTheWire(await answer);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`query "${name}" timed out`)), timeout);
    });
    try {
      return overTheWire(await Promise.race([answer, late]));
    } finally {
      clearTimeout(timer);
    }
  }
}

/** client/documents/collections/users.d.mts: the world's users. */
class FakeUsers {
  contents: FakeUser[] = [];
  get(id: string): FakeUser | undefined {
    return this.contents.find((user) => user.id === id);
  }
  find(test: (user: FakeUser) => boolean): FakeUser | undefined {
    return this.contents.find(test);
  }
  /** client/documents/collections/users.d.mts › activeGM: the connected GM with the lowest id, or null. */
  get activeGM(): FakeUser | null {
    const gms = this.contents.filter((user) => user.isGM && user.active);
    return gms.sort((a, b) => a.id.localeCompare(b.id))[0] ?? null;
  }
}

export const users = new FakeUsers();

/**
 * Installs `game.users` and `game.user` (the client's own user; `self` outside asClient). Assigning
 * `game.user` still works, for tests that set a plain user object.
 */
export function installUsers(list: FakeUser[], self: FakeUser): void {
  users.contents = list;
  defaultUser = self;
  queryLog.length = 0;
  resetWorldPermissions();
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  game.users = users;
  game.permissions = worldPermissions;
  Object.defineProperty(game, "user", {
    configurable: true,
    get: () => clients.getStore() ?? defaultUser,
    set: (user: unknown) => {
      defaultUser = user;
    },
  });
}

/** Runs `task` on `user`'s client: `game.user` is that user inside it and in everything it starts. */
export function asClient<T>(user: FakeUser, task: () => T): T {
  return clients.run(user, task);
}
