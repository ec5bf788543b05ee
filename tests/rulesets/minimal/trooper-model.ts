// The minimal ruleset's one actor type: a trooper with health points and nothing else. Built on the
// data-model stand-in (tests/foundry/fakes/data-model.ts), as the system's own models are in these tests.
import { TypeDataModel } from "../../foundry/fakes/data-model.ts";
import { NumberField } from "../../foundry/fakes/fields.ts";

export class TrooperModel extends TypeDataModel {
  static override defineSchema() {
    return { health: new NumberField({ initial: 10, integer: true, min: 0 }) };
  }

  declare health: number;
}
