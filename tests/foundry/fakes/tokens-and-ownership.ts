// Stand-ins for token documents, `fromUuid`/`fromUuidSync` and document ownership as the damage relay
// meets them: a user who does not own an actor may not update it (the server refuses), and a token's
// owners are its actor's.
import { currentUser, type FakeUser } from "./users-and-queries.ts";

const documents = new Map<string, unknown>();

interface Ownable {
  update(...args: never[]): Promise<unknown>;
}

/**
 * Makes `doc` owned by these users (and GMs), as Foundry's ownership levels do:
 * client/documents/abstract/client-document.d.mts › isOwner, testUserPermission; and the server's refusal
 * of an update by a user who may not modify it (common/abstract/document.d.mts › canUserModify).
 */
export function ownedBy<T extends Ownable>(doc: T, ...owners: FakeUser[]): T {
  const owns = (user: { id?: string | null; isGM?: boolean } | null) =>
    user !== null && (user.isGM === true || owners.some((owner) => owner.id === user.id));
  const update = doc.update.bind(doc);
  Object.defineProperties(doc, {
    isOwner: { configurable: true, get: () => owns(currentUser()) },
    testUserPermission: { configurable: true, value: (user: FakeUser) => owns(user) },
    update: {
      configurable: true,
      value: async (...args: never[]) => {
        if (!owns(currentUser()))
          throw new Error(`${currentUser()?.name ?? "?"} may not update this document`);
        return update(...args);
      },
    },
  });
  return doc;
}

/** client/documents/token.d.mts: a token document, owned by whoever owns its actor. */
export class FakeTokenDocument {
  /** common/documents/token.d.mts › Schema.texture: the token's image (src null: none of its own). */
  readonly texture: { src: string | null } = { src: null };
  constructor(
    readonly uuid: string,
    readonly actor: Actor.Implementation,
  ) {}
  get isOwner(): boolean {
    return this.actor.isOwner;
  }
}

/** Places a token of `actor` under `uuid` (and the actor under its own uuid), for fromUuid to find. */
export function placeToken(uuid: string, actor: Actor.Implementation): FakeTokenDocument {
  const token = new FakeTokenDocument(uuid, actor);
  documents.set(uuid, token);
  documents.set(actor.uuid, actor);
  return token;
}

/** Registers a document under a uuid (an attacker that has no token). */
export function placeDocument(uuid: string, doc: unknown): void {
  documents.set(uuid, doc);
}

/** Installs TokenDocument, fromUuid and fromUuidSync over the placed documents (emptied). */
export function installTokens(): void {
  documents.clear();
  Object.assign(globalThis, {
    TokenDocument: FakeTokenDocument,
    // client/utils/helpers.d.mts › fromUuid / fromUuidSync: the document, or null.
    fromUuid: async (uuid: string) => documents.get(uuid) ?? null,
    fromUuidSync: (uuid: string) => documents.get(uuid) ?? null,
  });
}
