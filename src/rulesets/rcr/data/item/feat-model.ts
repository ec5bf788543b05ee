import { DeclaredModel } from "../../../../data/declared-model.ts";
import { migrateFeatSource } from "../migrations/item-migrations.ts";
import { FEAT_FIELDS, type FeatSchema } from "./feat-schema.ts";

/** Item type `feat`: a key from the feat registry (and a weapon target for targeted feats). */
export class FeatModel extends DeclaredModel<FeatSchema, Item.Implementation> {
  static override fields = FEAT_FIELDS;
  static override migrate = migrateFeatSource;
}
