// The official Foundry CLI ships no type declarations; these cover the calls the package tests make.
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackageOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
  }
  export function compilePack(
    src: string,
    dest: string,
    options?: PackageOptions & { recursive?: boolean },
  ): Promise<void>;
  export function extractPack(
    src: string,
    dest: string,
    options?: PackageOptions & { clean?: boolean; folders?: boolean },
  ): Promise<void>;
}
