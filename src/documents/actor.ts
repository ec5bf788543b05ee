import { readChange } from "../data/guard-changes.ts";
import { runReported } from "../report-error.ts";
import { withCreatableTypes } from "../rulesets/creatable-types.ts";
import { inActiveRuleset, rulesetFor } from "../rulesets/registry.ts";
import type { ActorBehaviour, SwrpgUpdateOptions } from "../rulesets/types.ts";
import { isDefaultTokenBars } from "./default-token-bars.ts";

declare global {
  namespace Actor.Database {
    /** The system's own update option (Foundry passes unknown operation keys through to `_onUpdate`). */
    interface Update {
      swrpg?: SwrpgUpdateOptions;
    }
  }
}

type PreCreateArgs = Parameters<Actor["_preCreate"]>;
type PreUpdateArgs = Parameters<Actor["_preUpdate"]>;
type OnCreateArgs = Parameters<Actor["_onCreate"]>;
type OnUpdateArgs = Parameters<Actor["_onUpdate"]>;

/** The behaviour the actor's ruleset adds, while that ruleset is the world's (else none). */
function behaviourOf(actor: Actor.Implementation): ActorBehaviour | null {
  return inActiveRuleset(actor) ? (rulesetFor(actor)?.documents?.actor ?? null) : null;
}

/**
 * The system's Actor: thin. The prototype token's bars come from the actor's ruleset; everything else
 * its ruleset adds (statuses that follow its health model, roll-data shortcuts, its own bar edits) is
 * the ruleset's `documents.actor` behaviour; every number comes from the data model.
 */
export class SwrpgActor extends Actor {
  /** What the ruleset noted before this client's update, for `afterUpdate`. */
  #beforeUpdate: unknown;

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
    const afterCreate = behaviourOf(this)?.afterCreate;
    if (userId === game.user?.id && afterCreate) runReported("swrpg.actorCreated", afterCreate(this));
  }

  protected override async _preUpdate(
    ...[changed, options, user]: PreUpdateArgs
  ): Promise<boolean | undefined> {
    if ((await super._preUpdate(changed, options, user)) === false) return false;
    this.#beforeUpdate = behaviourOf(this)?.beforeUpdate?.(this);
  }

  protected override _onUpdate(...[changed, options, userId]: OnUpdateArgs): void {
    super._onUpdate(changed, options, userId);
    const behaviour = behaviourOf(this);
    if (userId !== game.user?.id || !behaviour) return;
    if (behaviour.afterUpdate)
      runReported(
        "swrpg.actorUpdated",
        behaviour.afterUpdate(this, changed, options.swrpg ?? {}, this.#beforeUpdate),
      );
    const bars = behaviour.changesTokenBars?.(changed) ? rulesetFor(this)?.tokenBars(this) : null;
    if (bars) runReported("swrpg.tokenBars", this.update({ prototypeToken: bars }));
  }

  /** Core's roll data (the system data), with what the actor's ruleset adds. */
  override getRollData(): Record<string, unknown> {
    const data = super.getRollData() as Record<string, unknown>;
    return behaviourOf(this)?.rollData?.(this, data) ?? data;
  }

  /** The token HUD's bar edits: the ruleset's own where it has one, else core's. */
  override async modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta = false,
    isBar = true,
  ): Promise<this | undefined> {
    const own = behaviourOf(this)?.modifyTokenAttribute?.(this, { attribute, value, isDelta, isBar });
    if (!own) return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    await own;
    return this;
  }
}
