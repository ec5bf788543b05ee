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
 * The world's `core.permissions` setting as `game.permissions` reads it: per permission, the roles that
 * hold it (CONST.USER_PERMISSIONS' defaultRole: QUERY_USER and TEMPLATE_CREATE are PLAYER's, so every role
 * from PLAYER up). A test withdraws a permission from players by leaving their role out.
 */
export const worldPermissions: Record<string, number[]> = {};
const DEFAULT_PERMISSIONS: Record<string, number[]> = {
  QUERY_USER: [1, 2, 3, 4],
  TEMPLATE_CREATE: [1, 2, 3, 4],
  // v14's permission to create Regions, which replaces TEMPLATE_CREATE for areas: defaultRole 1, PLAYER
  // (v14 API: variables/CONST.USER_PERMISSIONS.html › REGION_CREATE).
  REGION_CREATE: [1, 2, 3, 4],
};

export class FakeUser {
  /** client/documents/user.d.mts › active: connected to the world now. */
  active = true;
  /** BaseUser#permissions: the user's own grants and withdrawals, over the world's by role. */
  permissions: Record<string, boolean> = {};
  constructor(
    readonly id: string,
    readonly name: string,
    readonly isGM = false,
  ) {}

  /** BaseUser#can (common/documents/user.mjs): a permission name goes to hasPermission, a role name compares roles. */
  can(action: string): boolean {
    if (action in worldPermissions || action in DEFAULT_PERMISSIONS) return this.hasPermission(action);
    const level = USER_ROLES[action as keyof typeof USER_ROLES];
    return level !== undefined && this.role >= level;
  }

  /** CONST.USER_ROLES: PLAYER 1, GAMEMASTER 4. */
  get role(): number {
    return this.isGM ? 4 : 1;
  }

  /**
   * BaseUser#hasPermission (common/documents/user.mjs): the user's own setting when it has one, else
   * whether the world gives the permission to the user's role. No exception for a GM.
   */
  hasPermission(permission: string): boolean {
    const explicit = this.permissions[permission];
    if (explicit !== undefined) return explicit;
    return (worldPermissions[permission] ?? DEFAULT_PERMISSIONS[permission] ?? []).includes(this.role);
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
   * client/documents/user.mjs › query (declared in client/documents/user.d.mts): runs the handler
   * registered in `CONFIG.queries` on this user's client with the data as JSON, and resolves with its
   * return value as JSON. Throws, in core's order, when the name is not registered, when the SENDER
   * (`game.user`) lacks QUERY_USER, when this user is not connected; rejects when the handler throws or no
   * answer comes within `timeout`. A timeout rejects on the sender's side only: the handler is not
   * cancelled and runs to its end on this user's client (what it changes stays changed).
   */
  async query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    const handler = (CONFIG as unknown as { queries: Record<string, QueryHandler | undefined> }).queries[
      name
    ];
    if (!handler) throw new Error(`User query '${name}' is not registered`);
    const sender = (globalThis as unknown as { game: { user?: { hasPermission?(p: string): boolean } } }).game
      .user;
    if (!sender?.hasPermission?.("QUERY_USER")) throw new Error("You do not have permission to query users");
    if (!this.active) throw new Error(`User [${this.id}] is not active`);
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
  for (const key of Object.keys(worldPermissions)) delete worldPermissions[key];
  queryLog.length = 0;
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
