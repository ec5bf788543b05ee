// A stand-in for a chat message as the damage relay meets it: its author is set when it is created (by
// Foundry's server, not by the creator's data), only its author or a GM may update it, and an update
// merges dotted keys with core's deletion (v13 `-=`, v14 ForcedDeletion). Updates cross as JSON. Posted messages are kept.
import { isRecord } from "./fields.ts";
import { isDashDeletion, isForcedDeletion } from "./generation.ts";
import { currentUser, type FakeUser } from "./users-and-queries.ts";

let nextId = 1;

/**
 * common/utils/helpers.d.mts › mergeObject, as an update applies it: dotted keys are paths; v13's `-=key`
 * deletes (refused by the v14 stand-in), v14's ForcedDeletion value deletes (tests/foundry/fakes/generation.ts).
 */
function applyChanges(target: Record<string, unknown>, changes: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(changes)) {
    const [head, ...rest] = key.split(".");
    if (!head) continue;
    if (rest.length) {
      const child = isRecord(target[head]) ? (target[head] as Record<string, unknown>) : {};
      target[head] = child;
      applyChanges(child, { [rest.join(".")]: value });
    } else if (isDashDeletion(head)) delete target[head.slice(2)];
    else if (isForcedDeletion(value)) delete target[head];
    else if (isRecord(value) && isRecord(target[head]))
      applyChanges(target[head] as Record<string, unknown>, value as Record<string, unknown>);
    else target[head] = value;
  }
}

/**
 * common/documents/chat-message.d.mts › Schema.rolls is an array of JSON fields: a roll is stored as its
 * `toJSON()` and every client rebuilds it with `Roll.fromData` (by its class name), so what a client reads is
 * what survived serialization, not the object the author's client held.
 */
function stored(rolls: readonly unknown[]): unknown[] {
  return rolls.map((roll) =>
    roll instanceof Roll
      ? Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as unknown as Roll.Data)
      : roll,
  );
}

export class FakeCardMessage {
  static readonly posted = new Map<string, FakeCardMessage>();

  /** common/documents/chat-message.d.mts › author: the user whose client created the message. */
  readonly author: FakeUser;
  readonly id: string;
  flags: Record<string, Record<string, unknown>>;
  rolls: unknown[];
  /** Every update applied, as it crossed. */
  readonly updates: Record<string, unknown>[] = [];

  constructor(author: FakeUser, data: { flags?: Record<string, unknown>; rolls?: unknown[] }) {
    this.id = `msg${nextId++}`;
    this.author = author;
    this.flags = structuredClone((data.flags ?? {}) as Record<string, Record<string, unknown>>);
    this.rolls = stored(data.rolls ?? []);
    FakeCardMessage.posted.set(this.id, this);
  }

  /** client/documents/abstract/client-document.d.mts › isOwner: the author and GMs own a message. */
  get isOwner(): boolean {
    const user = currentUser();
    return user !== null && (user.isGM || user.id === this.author.id);
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  /**
   * client/documents/abstract/client-document.d.mts › update: the server refuses a user who may not
   * modify the message (common/documents/chat-message.d.mts: its author or a GM); rolls are stored as JSON
   * and rebuilt, as on create.
   */
  async update(changes: Record<string, unknown>): Promise<this> {
    if (!this.isOwner) throw new Error(`${currentUser()?.name ?? "?"} may not update message ${this.id}`);
    const { rolls, ...rest } = changes;
    if (Array.isArray(rolls)) this.rolls = stored(rolls);
    const sent = JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
    this.updates.push(sent);
    applyChanges(this as unknown as Record<string, unknown>, sent);
    return this;
  }

  get asDocument(): ChatMessage.Implementation {
    return this as unknown as ChatMessage.Implementation;
  }
}

/** Installs `game.messages` over the posted messages. */
export function installMessages(): void {
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  game.messages = { get: (id: string) => FakeCardMessage.posted.get(id) };
}
