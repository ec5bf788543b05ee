import { type FighterView, FREE, type GrappleState, type ManeuverEffect } from "./maneuver-types.ts";

/**
 * Who grapples whom, as a grapple's outcome changes it (rcr-combat.txt › Grapple: Move In, Joining a Grapple,
 * Pin, Break Another's Pin, Escape from Grapple, If You're Pinned, Wriggle Free). Starts from the fighters'
 * stored states and yields one "grapple" effect for each token whose state changed.
 */
export class GrappleChanges {
  readonly #before = new Map<string, GrappleState>();
  readonly #after = new Map<string, GrappleState>();

  constructor(fighters: readonly FighterView[]) {
    for (const fighter of fighters) this.#before.set(fighter.tokenUuid, fighter.grapple);
  }

  state(token: string): GrappleState {
    return this.#after.get(token) ?? this.#before.get(token) ?? FREE;
  }

  #set(token: string, change: Partial<GrappleState>): void {
    const current = this.state(token);
    this.#after.set(token, { ...current, opponents: [...current.opponents], ...change });
  }

  /** Both now grapple each other. */
  join(a: string, b: string): void {
    for (const [self, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const opponents = this.state(self).opponents;
      if (!opponents.includes(other)) this.#set(self, { opponents: [...opponents, other] });
    }
  }

  /** `holder` pins `held`. */
  pin(holder: string, held: string): void {
    this.#set(holder, { pinning: held });
    this.#set(held, { pinnedBy: holder });
  }

  /** The pin on `held` ends (escaped or broken); both stay in the grapple. */
  unpin(held: string): void {
    const holder = this.state(held).pinnedBy;
    if (holder) this.#set(holder, { pinning: null });
    this.#set(held, { pinnedBy: null });
  }

  /** `token` leaves the grapple: no longer held by anyone, and lets go of whomever it held or pinned. */
  leave(token: string): void {
    const own = this.state(token);
    for (const other of own.opponents) {
      const theirs = this.state(other);
      this.#set(other, {
        opponents: theirs.opponents.filter((uuid) => uuid !== token),
        pinnedBy: theirs.pinnedBy === token ? null : theirs.pinnedBy,
        pinning: theirs.pinning === token ? null : theirs.pinning,
      });
    }
    this.#set(token, { opponents: [], pinnedBy: null, pinning: null });
  }

  /** One effect per changed token, in the order they first changed. */
  effects(): ManeuverEffect[] {
    return [...this.#after].map(([tokenUuid, state]) => ({ type: "grapple", tokenUuid, state }));
  }
}
