import { ActorModel } from "../rulesets/rcr/data/actor/actor-model.ts";
import { readChange } from "../data/guard-changes.ts";
import { runReported } from "../report-error.ts";
import { withCreatableTypes } from "../rulesets/creatable-types.ts";
import { rulesetFor } from "../rulesets/registry.ts";
import { isDefaultTokenBars } from "./default-token-bars.ts";
import {
  deadFromWoundsAfter,
  restoreToggles,
  type StatusToggle,
  SYNCED_STATUS_IDS,
  type WoundStatusSnapshot,
  woundStatusToggles,
} from "../rulesets/rcr/documents/wound-statuses.ts";

declare global {
  namespace Actor.Database {
    /** The system's own update option (Foundry passes unknown operation keys through to `_onUpdate`). */
    interface Update {
      swrpg?: {
        /** The caller restores the wound-driven statuses itself (Undo): no wound sync for this update. */
        keepWoundStatuses?: boolean;
      };
    }
  }
}

type PreCreateArgs = Parameters<Actor["_preCreate"]>;
type PreUpdateArgs = Parameters<Actor["_preUpdate"]>;
type OnCreateArgs = Parameters<Actor["_onCreate"]>;
type OnUpdateArgs = Parameters<Actor["_onUpdate"]>;

/**
 * The system's Actor: thin. It keeps the wound-driven statuses in step with wound points and the
 * prototype token's bars in step with `heroic`; every number comes from the data model.
 */
export class SwrpgActor extends Actor {
  /** Wound points before this client's update, to tell fresh wound loss from healing. */
  #woundsBeforeUpdate: number | undefined;

  /** The create dialog offers only the world ruleset's actor types (src/rulesets/creatable-types.ts). */
  static override createDialog(...[data, createOptions, options]: Parameters<typeof Actor.createDialog>) {
    // fvtt-types 13.345.1 types `options.types` as `never` for documents with type data; v13 reads it.
    const restricted = withCreatableTypes("Actor", options) as unknown as typeof options;
    return Actor.createDialog(data, createOptions, restricted);
  }

  protected override async _preCreate(...[data, options, user]: PreCreateArgs): Promise<boolean | undefined> {
    if ((await super._preCreate(data, options, user)) === false) return false;
    // Bars a creator chose (a pack entry, a duplicate) are kept. A compendium import passes toObject(), so
    // every bar arrives "given": bars that equal Foundry's defaults are taken as not chosen.
    const chosen = !isDefaultTokenBars(
      readChange(data, "prototypeToken.bar1.attribute"),
      readChange(data, "prototypeToken.bar2.attribute"),
    );
    const bars = chosen ? null : rulesetFor(this)?.tokenBars(this);
    if (bars) this.updateSource({ prototypeToken: bars });
  }

  protected override _onCreate(...[data, options, userId]: OnCreateArgs): void {
    super._onCreate(data, options, userId);
    if (userId === game.user?.id) runReported("swrpg.syncWoundStatuses", this.syncWoundStatuses());
  }

  protected override async _preUpdate(
    ...[changed, options, user]: PreUpdateArgs
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changed, options, user)) === false) return false;
    this.#woundsBeforeUpdate = this.system instanceof ActorModel ? this.system.wounds.value : undefined;
  }

  protected override _onUpdate(...[changed, options, userId]: OnUpdateArgs): void {
    super._onUpdate(changed, options, userId);
    if (userId !== game.user?.id || !(this.system instanceof ActorModel)) return;
    const system = changed.system;
    const woundsChanged = system?.wounds?.value !== undefined || system?.abilities?.con?.value !== undefined;
    if (woundsChanged && !options.swrpg?.keepWoundStatuses) {
      runReported("swrpg.syncWoundStatuses", this.syncWoundStatuses(this.#woundsBeforeUpdate));
    }
    const bars = system?.heroic !== undefined ? rulesetFor(this)?.tokenBars(this) : null;
    if (bars) runReported("swrpg.tokenBars", this.update({ prototypeToken: bars }));
  }

  /**
   * Core's roll data is the system data; the ability modifiers are also given short names, so a formula
   * can say `@str.mod` as players write it (as well as `@abilities.str.mod`).
   */
  override getRollData(): Record<string, unknown> {
    const data = super.getRollData() as Record<string, unknown>;
    if (!(this.system instanceof ActorModel)) return data;
    return { ...data, ...this.system.abilities };
  }

  /**
   * The token HUD's bar edits. Core clamps a bar to 0..max, but wound points go below 0 (dying from -1,
   * dead at -10: rcr-combat.txt › Effects of Damage), so the wounds bar is only capped at its maximum; the
   * data model's update guard stores anything below -10 as -10. Every other attribute is core's.
   */
  override async modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta = false,
    isBar = true,
  ): Promise<this | undefined> {
    const system = this.system;
    if (!isBar || attribute !== "wounds" || !(system instanceof ActorModel))
      return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const current = system.wounds.value;
    const update = isDelta ? current + value : value;
    if (update === current) return this;
    const updates = { "system.wounds.value": Math.min(update, system.wounds.max) };
    // Core passes the actor as a third argument, which fvtt-types' hook signature leaves out.
    const hooks = Hooks as unknown as { call(hook: string, ...args: unknown[]): boolean };
    const allowed = hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed === false ? this : this.update(updates as Actor.UpdateData);
  }

  /** The synced statuses now, as the damage log keeps them for Undo. */
  woundStatusSnapshot(): WoundStatusSnapshot {
    return {
      active: SYNCED_STATUS_IDS.filter((id) => this.statuses.has(id)),
      deadFromWounds: this.#deadFromWounds(),
    };
  }

  /**
   * Sets and clears fatigued / disabled / dying / dead (and a lapsed stable) from wound points. A "dead"
   * it sets is remembered (`flags.swrpg.deadFromWounds`), so a hand-set one is left alone.
   */
  async syncWoundStatuses(previousWounds?: number): Promise<void> {
    if (!(this.system instanceof ActorModel)) return;
    const deadFromWounds = this.#deadFromWounds();
    const toggles = woundStatusToggles({
      wounds: this.system.wounds.value,
      woundsMax: this.system.abilities.con.value,
      active: this.statuses,
      deadFromWounds,
      ...(previousWounds === undefined ? {} : { previousWounds }),
    });
    const after = deadFromWoundsAfter(toggles, this.statuses, deadFromWounds);
    await this.#applyToggles(toggles, after);
  }

  /** Puts the synced statuses back as they were in a snapshot (Undo of a hit). */
  async restoreWoundStatuses(snapshot: WoundStatusSnapshot): Promise<void> {
    await this.#applyToggles(restoreToggles(this.statuses, snapshot), snapshot.deadFromWounds);
  }

  #deadFromWounds(): boolean {
    return this.flags.swrpg?.deadFromWounds === true;
  }

  async #applyToggles(toggles: readonly StatusToggle[], deadFromWounds: boolean): Promise<void> {
    for (const toggle of toggles) {
      await this.toggleStatusEffect(toggle.id, { active: toggle.active, overlay: toggle.id === "dead" });
    }
    if (deadFromWounds !== this.#deadFromWounds())
      await this.update({ "flags.swrpg.deadFromWounds": deadFromWounds } as Actor.UpdateData);
  }
}
