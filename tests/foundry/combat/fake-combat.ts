// Stand-ins for the few Foundry Combat/Combatant/Roll/ChatMessage APIs the combat tracker calls (Foundry
// cannot run here), as strict as core (client/documents/combat.d.mts, combatant.d.mts): turn events run
// on the active GM's client only, in core's order (End Turn → End Round → Start Round → Start Turn), once
// for every turn passed over too (`skipped: true`, with that turn's round); core's rollInitiative skips
// combatants the user does not own, and a player may not update a combatant they do not own.
// Importing this file installs the globals; import the system's combat classes after it (dynamically).
import { FakeCollection } from "../fakes/documents.ts";
import { isRecord } from "../fakes/fields.ts";
import { visibilityStatics, whispersToGMs } from "../fakes/generation.ts";
import { asClient, FakeUser } from "../fakes/users-and-queries.ts";

/** d20/d4 results the next rolls take, in order (then 10). */
export const dice: number[] = [];
/** Chat output: notes (content) and rolls (flavor + total); `whisper` when sent to the GMs only. */
export const chat: { content?: string; flavor?: string; total?: number; whisper?: string[] }[] = [];

/**
 * Core's ChatMessage.applyRollMode (v13) or applyMode (v14), for the modes the tracker uses: a GM roll
 * whispers to the GMs.
 */
function applyMode<T extends object>(data: T, mode: string): T & { whisper?: string[] } {
  return whispersToGMs(mode) ? { ...data, whisper: ["user-gm"] } : data;
}
export const settings = { groupInitiative: false };

function getProperty(object: unknown, path: string): unknown {
  let node: unknown = object;
  for (const part of path.split(".")) {
    if (!isRecord(node) && typeof node !== "object") return undefined;
    node = (node as Record<string, unknown> | null)?.[part];
  }
  return node;
}

/** Deep merge where null deletes a key ("-=" in Foundry) is not needed: null is stored, as Foundry does. */
function merge(target: Record<string, unknown>, changes: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (key.includes(".")) {
      const [head, ...rest] = key.split(".");
      const child = (isRecord(target[head as string]) ? target[head as string] : {}) as Record<
        string,
        unknown
      >;
      target[head as string] = child;
      merge(child, { [rest.join(".")]: value });
    } else if (isRecord(value) && isRecord(target[key])) merge(target[key] as Record<string, unknown>, value);
    else target[key] = isRecord(value) ? structuredClone(value) : value;
  }
}

export class FakeRoll {
  total = 0;
  constructor(
    readonly formula: string,
    readonly data: object = {},
  ) {}
  async evaluate(): Promise<this> {
    const resolved = this.formula.replace(/@([\w.]+)/g, (_m, path: string) =>
      String(getProperty(this.data, path)),
    );
    let total = 0;
    for (const [, sign, count, faces, flat] of resolved
      .replace(/\s+/g, "")
      .matchAll(/([+-]?)(?:(\d*)d(\d+)|(\d+))/g)) {
      const value = faces
        ? Array.from({ length: Number(count || 1) }, () => dice.shift() ?? 10).reduce((a, b) => a + b)
        : Number(flat);
      total += sign === "-" ? -value : value;
    }
    this.total = total;
    return this;
  }
  /**
   * Roll#toMessage (client/dice/roll.d.mts): with `create: false` it returns the message data (the roll in
   * `rolls`) instead of posting it; otherwise it posts, with v13's `rollMode` option applied.
   */
  async toMessage(
    data: { flavor?: string },
    options: { rollMode?: string; create?: boolean } = {},
  ): Promise<{ flavor?: string; rolls: FakeRoll[] } | undefined> {
    if (options.create === false) return { ...data, rolls: [this] };
    const entry = { ...(data.flavor === undefined ? {} : { flavor: data.flavor }), total: this.total };
    chat.push(options.rollMode ? applyMode(entry, options.rollMode) : entry);
    return undefined;
  }
}

let nextId = 1;

/**
 * The time a change takes to reach the server and come back: some turns of the event loop's promise jobs
 * (not a timer, so tests on fake timers need not advance them); whatever runs on in the meantime (another
 * click's handler) still sees the old data.
 */
async function serverRoundTrip(): Promise<void> {
  for (let i = 0; i < 3; i++) await Promise.resolve();
}

/**
 * How to run code on the active GM's client: as the stand-in users' active GM (users-and-queries.ts) when
 * they are installed, else on this client when its plain user is the active GM; null with no GM connected.
 */
function activeGMClient(): (<T>(task: () => T) => T) | null {
  const users = (globalThis as unknown as { game: { users?: { activeGM?: unknown } } }).game.users;
  if (users && "activeGM" in users) {
    const gm = users.activeGM;
    return gm instanceof FakeUser ? (task) => asClient(gm, task) : null;
  }
  return currentUser().isActiveGM ? (task) => task() : null;
}

/** The user this client runs as (`game.user`). */
function currentUser(): { id: string; isGM: boolean; isActiveGM?: boolean } {
  return (globalThis as unknown as { game: { user: { id: string; isGM: boolean; isActiveGM?: boolean } } })
    .game.user;
}

export class FakeCombatant {
  _source: { _id: string; group: string | null };
  name: string;
  actor: unknown;
  initiative: number | null = null;
  defeated = false;
  /** Hidden in the tracker by the GM. */
  hidden = false;
  flags: Record<string, Record<string, unknown>> = {};
  parent: FakeCombat;
  token = null;
  /** Ids of the (player) users who own this combatant's actor; a GM owns everything. */
  owners: string[] = [];
  /** Every update this combatant received, as its data (what Foundry's permission check sees). */
  readonly updates: Record<string, unknown>[] = [];

  constructor(
    data: { name: string; actor: unknown; initiative?: number | null; group?: string },
    parent: FakeCombat,
  ) {
    this._source = { _id: `cbt${nextId++}`, group: data.group ?? null };
    this.name = data.name;
    this.actor = data.actor;
    this.initiative = data.initiative ?? null;
    this.parent = parent;
  }
  get id(): string {
    return this._source._id;
  }
  get combat(): FakeCombat {
    return this.parent;
  }
  get group(): string | null {
    return this._source.group;
  }
  apply(changes: Record<string, unknown>): void {
    const { initiative, defeated, group, flags, ...rest } = changes;
    if (initiative !== undefined) this.initiative = initiative as number | null;
    if (defeated !== undefined) this.defeated = Boolean(defeated);
    if (group !== undefined) this._source.group = group as string | null;
    const dotted = Object.fromEntries(Object.entries(rest).filter(([key]) => key.startsWith("flags.")));
    merge(this as unknown as Record<string, unknown>, { ...(flags ? { flags } : {}), ...dotted });
  }
  async _preCreate(_data: unknown, _options: unknown, _user: unknown): Promise<boolean | undefined> {
    return undefined;
  }
  /**
   * Combatant#getInitiativeRoll (client/documents/combatant.d.mts): the given formula, or the configured
   * one, as a Roll over the actor's data; a system's combatant may roll its own instead.
   */
  getInitiativeRoll(formula?: string | null): { evaluate(): Promise<{ total?: number }>; total?: number } {
    const configured = (globalThis as unknown as { CONFIG: { Combat: { initiative: { formula: string } } } })
      .CONFIG.Combat.initiative.formula;
    const system = (this.actor as { system?: object } | null)?.system ?? {};
    return new FakeRoll(formula || configured, system);
  }
  /** Document#updateSource: changes the local source only (before creation: what gets created). */
  updateSource(changes: Record<string, unknown>): void {
    this.apply(changes);
  }
  /**
   * A GM, a listed owner, or an owner of the combatant's actor (BaseCombatant#getUserLevel, common/documents/
   * combatant.mjs: a combatant's ownership is its actor's).
   */
  testUserPermission(user: { id: string; isGM: boolean }, level: "OWNER"): boolean {
    if (user.isGM || this.owners.includes(user.id)) return true;
    const actor = this.actor as { testUserPermission?(u: unknown, l: string): boolean } | null;
    return actor?.testUserPermission?.(user, level) ?? false;
  }
  get isOwner(): boolean {
    return this.testUserPermission(currentUser(), "OWNER");
  }
  /**
   * Combatant#update with BaseCombatant's update permission (common/documents/combatant.d.mts; v13's
   * `#canUpdate`): a GM may change anything; a player only a combatant they own, and only its `_id`,
   * `initiative`, `flags`, `defeated` and `system` (the top-level keys of the expanded change).
   */
  async update(changes: Record<string, unknown>): Promise<this> {
    const user = currentUser();
    const allowed = ["_id", "initiative", "flags", "defeated", "system"];
    const keys = Object.keys(changes).map((key) => key.split(".")[0] ?? key);
    if (
      !user.isGM &&
      (!this.testUserPermission(user, "OWNER") || !keys.every((key) => allowed.includes(key)))
    )
      throw new Error(`User ${user.id} lacks permission to update Combatant ${this.id}`);
    this.updates.push(changes);
    // The server's round trip: the local document changes when the server's answer arrives
    // (ClientDatabaseBackend#_updateDocuments → _onUpdate), not when update() is called, so two updates
    // sent before the first lands both start from the same data.
    await serverRoundTrip();
    this.apply(changes);
    this.parent.setupTurns();
    return this;
  }
  async unsetFlag(scope: string, key: string): Promise<void> {
    delete this.flags[scope]?.[key];
  }
}

export class FakeCombat {
  id = "combat1";
  round = 0;
  turn: number | null = null;
  flags: Record<string, Record<string, unknown>> = {};
  combatants = new FakeCollection<FakeCombatant>();
  turns: FakeCombatant[] = [];
  groups = { contents: [] as { id: string; name: string }[] };
  readonly initiativeRolls: string[][] = [];
  /** Every combatant update made through the combat, as its data. */
  readonly embeddedUpdates: Record<string, unknown>[] = [];

  get started(): boolean {
    return this.round > 0;
  }
  get combatant(): FakeCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }

  /** The combatant class to build (the system's SwrpgCombatant in tests). */
  static combatantClass: typeof FakeCombatant = FakeCombatant;

  add(data: { name: string; actor: unknown; initiative?: number | null; group?: string }): FakeCombatant {
    const combatant = new FakeCombat.combatantClass(data, this);
    this.combatants.set(combatant.id, combatant);
    this.setupTurns();
    return combatant;
  }
  /** A combatant joining: created, then `_onEnter` on the GM client (awaited here, for tests that need it). */
  async join(data: { name: string; actor: unknown }): Promise<FakeCombatant> {
    const combatant = this.add(data);
    await this._onEnter(combatant);
    return combatant;
  }

  /**
   * Combat#createEmbeddedDocuments("Combatant"): the combatants are created, then `_onCreateDescendantDocuments`
   * starts `_onEnter` on the active GM's client without awaiting it, and the creating call returns.
   */
  readonly entering: Promise<void>[] = [];
  async createEmbeddedDocuments(
    _name: "Combatant",
    data: { name: string; actor: unknown; flags?: Record<string, Record<string, unknown>> }[],
  ): Promise<FakeCombatant[]> {
    const created: FakeCombatant[] = [];
    for (const entry of data) {
      const combatant = new FakeCombat.combatantClass(entry, this);
      if (entry.flags) combatant.flags = structuredClone(entry.flags);
      // ClientDocument#_preCreate runs on the creating client before the server stores the document.
      if ((await combatant._preCreate(entry, {}, currentUser())) === false) continue;
      this.combatants.set(combatant.id, combatant);
      created.push(combatant);
    }
    this.setupTurns();
    // Combat#_onCreateDescendantDocuments runs on every client; only the active GM's runs `_onEnter`
    // (client/documents/combat.mjs: `if ( game.user.isActiveGM )`), whoever created the combatant. With
    // the stand-in users installed that is the connected GM's client; with no GM connected it never runs.
    const gm = activeGMClient();
    if (gm) for (const combatant of created) this.entering.push(gm(() => this._onEnter(combatant)));
    return created;
  }

  setupTurns(): void {
    const sort = (this as unknown as { _sortCombatants: (a: FakeCombatant, b: FakeCombatant) => number })
      ._sortCombatants;
    this.turns = this.combatants.contents.sort(sort);
  }
  _sortCombatants(a: FakeCombatant, b: FakeCombatant): number {
    return (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity) || a.id.localeCompare(b.id);
  }

  /** Core: rolls `CONFIG.Combat.initiative.formula` with the actor's roll data (its system). */
  async rollInitiative(ids: string | string[], _options: object = {}): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    this.initiativeRolls.push([...list]);
    for (const id of list) {
      const combatant = this.combatants.get(id);
      // Combat#rollInitiative: "if ( !combatant?.isOwner ) continue" — no roll for another user's combatant;
      // then `combatant.getInitiativeRoll(formula)`, evaluated.
      if (!combatant?.isOwner) continue;
      const roll = await combatant.getInitiativeRoll(null).evaluate();
      combatant.apply({ initiative: roll.total ?? null });
    }
    this.setupTurns();
    return this;
  }

  /** Every combat-level update (turn and round changes), as its data. */
  readonly combatUpdates: { round?: number; turn?: number }[] = [];

  async updateEmbeddedDocuments(_name: string, updates: Record<string, unknown>[]): Promise<void> {
    // The server refuses the whole request when the user may not update one of the combatants.
    const user = currentUser();
    for (const { _id } of updates) {
      const combatant = this.combatants.get(String(_id));
      if (combatant && !combatant.testUserPermission(user, "OWNER"))
        throw new Error(`User ${user.id} lacks permission to update Combatant ${String(_id)}`);
    }
    this.embeddedUpdates.push(...updates);
    for (const { _id, ...changes } of updates) this.combatants.get(String(_id))?.apply(changes);
    this.setupTurns();
  }
  /**
   * BaseCombat#canUpdate (common/documents/combat.mjs › #canUpdate): a GM may change anything; a player only
   * `_id`, `round`, `turn` and `combatants` (BaseCombat#_canChangeRound and _canChangeTurn return true in
   * v13, common/documents/combat.d.mts), so never a Combat's flags. The server refuses the whole update.
   */
  #checkUpdate(changes: object): void {
    const user = currentUser();
    const playerKeys = ["_id", "round", "turn", "combatants"];
    const keys = Object.keys(changes).map((key) => key.split(".")[0] ?? key);
    if (!user.isGM && keys.some((key) => !playerKeys.includes(key)))
      throw new Error(`User ${user.id} lacks permission to update Combat ${this.id}`);
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<void> {
    this.#checkUpdate({ flags: {} });
    this.flags[scope] = { ...this.flags[scope], [key]: value };
  }
  async unsetFlag(scope: string, key: string): Promise<void> {
    this.#checkUpdate({ flags: {} });
    delete this.flags[scope]?.[key];
  }

  /** Combat#update: the change is saved (BaseCombat#canUpdate), then `_manageTurnEvents` runs the turn events. */
  async update(changes: { round?: number; turn?: number }): Promise<this> {
    this.#checkUpdate(changes);
    this.combatUpdates.push(changes);
    const previous = { round: this.round, turn: this.turn, combatantId: this.combatant?.id ?? null };
    if (changes.round !== undefined) this.round = changes.round;
    if (changes.turn !== undefined) this.turn = changes.turn;
    await this._manageTurnEvents(previous);
    return this;
  }

  /**
   * Combat#_manageTurnEvents: only on the active GM's client. End Turn of the previous combatant, then
   * every turn passed over (Start Turn and End Turn with `skipped: true` and that turn's round), End Round,
   * whole rounds passed over, Start Round, the passed-over turns of the new round, and Start Turn.
   */
  async _manageTurnEvents(previous: { round: number; turn: number | null; combatantId: string | null }) {
    if (!this.started || !currentUser().isActiveGM) return;
    const current = { round: this.round, turn: this.turn ?? 0, combatantId: this.combatant?.id ?? null };
    const advanceRound = current.round > previous.round;
    const advanceTurn = advanceRound || current.turn > (previous.turn ?? -1);
    const changeCombatant = current.combatantId !== previous.combatantId;
    if (!(advanceTurn || changeCombatant)) return;
    const prior = previous.combatantId ? this.combatants.get(previous.combatantId) : undefined;
    if (prior && previous.round > 0)
      await this._onEndTurn(prior, { round: previous.round, turn: previous.turn ?? 0, skipped: false });
    const passOver = async (round: number, from: number, to: number) => {
      for (let turn = from; turn < to; turn++) {
        const combatant = this.turns[turn];
        if (!combatant) continue;
        await this._onStartTurn(combatant, { round, turn, skipped: true });
        await this._onEndTurn(combatant, { round, turn, skipped: true });
      }
    };
    if (advanceRound) {
      if (previous.round > 0) {
        await passOver(previous.round, (previous.turn ?? -1) + 1, this.turns.length);
        await this._onEndRound({ round: previous.round, skipped: false });
      }
      for (let round = previous.round + 1; round < current.round; round++) {
        await this._onStartRound({ round, skipped: true });
        await passOver(round, 0, this.turns.length);
        await this._onEndRound({ round, skipped: true });
      }
      await this._onStartRound({ round: current.round, skipped: false });
    }
    await passOver(current.round, advanceRound ? 0 : (previous.turn ?? -1) + 1, current.turn);
    const now = this.combatant;
    if (now) await this._onStartTurn(now, { round: current.round, turn: current.turn, skipped: false });
  }
  /**
   * Combat#getCombatantsByActor (client/documents/combat.d.mts): the combatants whose actor id is the
   * actor's (or the given id), in the collection's order, as core filters by `actorId`; none for an actor
   * not in the fight. (Core looks a synthetic token actor up by its token; these actors are never one.)
   */
  getCombatantsByActor(actorOrId: string | { id?: string | null }): FakeCombatant[] {
    const actorId = typeof actorOrId === "string" ? actorOrId : actorOrId.id;
    return this.combatants.contents.filter(
      (combatant) => (combatant.actor as { id?: string | null } | null)?.id === actorId,
    );
  }

  /**
   * Document#delete (common/abstract/document.d.mts): a Combat's delete permission is BaseCombat's default,
   * an assistant GM or above, so a player's delete is refused. Core then runs `_onDelete(options, userId)`
   * on every connected client (client/documents/combat.d.mts); here on this one, with the deleting user's id.
   */
  async delete(): Promise<this> {
    const user = currentUser();
    if (!user.isGM) throw new Error(`User ${user.id} lacks permission to delete Combat`);
    this._onDelete({}, user.id);
    return this;
  }
  _onDelete(_options: object, _userId: string): void {}

  async startCombat(): Promise<this> {
    return this.update({ round: 1, turn: 0 });
  }
  async nextTurn(): Promise<this> {
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    return this.update({ turn: next });
  }
  async nextRound(): Promise<this> {
    return this.update({ round: this.round + 1, turn: 0 });
  }
  async _onStartRound(_context: object): Promise<void> {}
  async _onEndRound(_context: object): Promise<void> {}
  async _onStartTurn(_combatant: FakeCombatant, _context: object): Promise<void> {}
  async _onEndTurn(_combatant: FakeCombatant, _context: object): Promise<void> {}
  async _onEnter(_combatant: FakeCombatant): Promise<void> {}
}

const globals = globalThis as unknown as Record<string, Record<string, unknown>>;
Object.assign(globalThis, {
  Combat: FakeCombat,
  Combatant: FakeCombatant,
  Roll: FakeRoll,
  ChatMessage: {
    getSpeaker: () => ({}),
    // A note (content), or a roll's message (flavor, and the roll's total).
    create: async (data: { content?: string; flavor?: string; rolls?: FakeRoll[]; whisper?: string[] }) => {
      const [roll] = data.rolls ?? [];
      const said = roll
        ? { ...(data.flavor === undefined ? {} : { flavor: data.flavor }), total: roll.total }
        : { content: data.content };
      chat.push({ ...said, ...(data.whisper ? { whisper: data.whisper } : {}) });
    },
    ...visibilityStatics((data: object, mode: string) => applyMode(data, mode)),
  },
});
globals.foundry = {
  ...globals.foundry,
  utils: { ...(globals.foundry as { utils?: object }).utils, getProperty },
};
globals.game = {
  ...globals.game,
  settings: { get: (_scope: string, key: "groupInitiative") => settings[key] },
};
(globals.game as { user: Record<string, unknown> }).user = { id: "user-gm", isGM: true, isActiveGM: true };
globals.CONFIG = { ...globals.CONFIG, Combat: { initiative: { formula: "1d20 + @initiative.bonus" } } };
