/**
 * The little of oidc-provider's API the tests' provider uses (the package ships no types, and the
 * DefinitelyTyped ones trail its majors): the constructor, Koa's `use` and `callback`, and Grant.
 */
declare module 'oidc-provider' {
  type Ctx = {
    path: string;
    body: unknown;
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string };
    };
  };
  class Grant {
    constructor(init: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (
          ctx: Ctx,
          id: string,
        ) => { accountId: string; claims: () => Record<string, unknown> } | undefined;
        loadExistingGrant?: (ctx: Ctx) => Promise<Grant | undefined>;
      },
    );
    Grant: typeof Grant;
    use(middleware: (ctx: Ctx, next: () => Promise<void>) => Promise<void>): void;
    callback(): (
      req: import('node:http').IncomingMessage,
      res: import('node:http').ServerResponse,
    ) => void;
  }
}
