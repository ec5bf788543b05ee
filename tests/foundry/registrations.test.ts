import { describe, expect, it } from "vitest";
import { registrations } from "../../src/registrations.ts";

describe("system registration", () => {
  it("registers every folder barrel once", () => {
    const names = registrations.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(["config", "data", "documents", "dice", "applications", "hooks"]),
    );
  });
});
