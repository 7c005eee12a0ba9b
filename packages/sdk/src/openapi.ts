/**
 * The API's shapes, generated from its OpenAPI document by openapi-typescript
 * (`npm run generate -w packages/sdk`), without the /v1/workspaces/{workspace_id}/ copies of the
 * workspace-scoped paths. Do not edit: the test suite fails when this file and the
 * service's document differ.
 */

export type paths = {
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who the token is */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Me"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspaces the token can reach */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Workspace"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account’s active tokens, newest first (owner)
         * @description Revoked and expired tokens are left out. Secrets are never returned.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Token"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a token (owner); its secret is answered once
         * @description An `api` token for programs and the command line, or an `agent` token for an AI agent’s session. `workspaceId` restricts it to one workspace; `expiresInDays` makes it expire.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /**
                         * @default editor
                         * @enum {string}
                         */
                        role?: "owner" | "editor" | "viewer";
                        /**
                         * @default api
                         * @enum {string}
                         */
                        kind?: "api" | "agent";
                        workspaceId?: string;
                        expiresInDays?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NewToken"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a token (owner): calls with it are refused from now on */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s sessions
         * @description Live sessions in this account, newest first; `current` marks the one making the request.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Session"][];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Sign in with email and password
         * @description Answers 401 `invalid_credentials` for an unknown email or a wrong password alike; repeated failures are refused with 429 `rate_limited` for a while.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SignedIn"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out
         * @description Ends the session of the cookie and clears the session cookies.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the signed-in user’s sessions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account’s users and their roles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AccountUser"][];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a user from the account
         * @description Owners only. Ends the user’s sessions in the account; the last owner cannot be removed (409).
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone to the account with a role
         * @description Owners only. The invitation can be accepted for seven days.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "editor" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invitation"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The preset catalogue */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Preset"][];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit balance of the account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Credits"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits/purchase-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where to buy credits */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                purchaseUrl: string;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit ledger, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LedgerEntry"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits/packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit packs on sale
         * @description The packs `POST /credits/checkout` sells, in the order they are offered. Empty when the server does not sell credits itself (no Stripe configured): `GET /credits/purchase-link` then says where to get them.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CreditPack"][];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credits/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start buying a credit pack (editor)
         * @description Opens a Stripe Checkout session for the pack, for the account's one balance. Send the buyer to `checkoutUrl`; once Stripe reports the payment, the pack's credits are added as standard credits (a `purchase` entry in the ledger referencing the session) and `credits.purchased` fires. Stripe then sends the buyer back to `{PUBLIC_URL}/billing?checkout=success&session_id=…` (or `?checkout=canceled`). 422 `billing_not_configured` when the server does not sell credits; 503 `unavailable` when Stripe cannot be reached. Needs the editor role.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A pack id from `GET /credits/packs`. */
                        pack: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Stripe's hosted checkout page. */
                                checkoutUrl: string;
                                /** @description The Checkout Session id (`cs_…`). */
                                sessionId: string;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/upload-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a direct upload */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description image/jpeg, image/png, image/webp, image/avif or image/gif */
                        mimeType: string;
                        filename?: string;
                        /** @description Bytes; over the limit is answered 413 at once. */
                        size?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["UploadTicket"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a direct upload */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        path: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MediaItem"];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MediaItem"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an image from a public address to the library
         * @description The service fetches the address (public addresses only, redirects followed and checked again) and completes it like an upload: the type is read from the bytes, the upload limits apply, metadata is removed. 422 `media_fetch_failed` when the address cannot be fetched.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description An http(s) address of a JPEG, PNG, WebP, AVIF or GIF image.
                         */
                        url: string;
                        filename?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MediaItem"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The media library, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    source?: "upload" | "generation";
                    campaignId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MediaItem"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One media item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MediaItem"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a media item (its URLs stop being served) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaigns, newest first (active ones unless asked) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "active" | "archived" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a campaign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Archive a campaign */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename or redescribe a campaign (null clears the description) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/generations/preset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a preset: images with captions (1 credit per output image)
         * @description Waits up to 30 s for the result (`Prefer: wait=N`, N ≤ 60) and answers 201 with the finished generation; if it is not finished by then, or with `Prefer: respond-async`, answers 202 with `Location`.
         */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        presetId: string;
                        subject: string;
                        campaignId?: string;
                        /** @description Media URLs of this service ({PUBLIC_URL}/files/…) of completed uploads in the same workspace. */
                        referenceImages?: string[];
                        /** @enum {string} */
                        platform?: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                quote: components["schemas"]["Quote"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Generation"];
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Generation"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate images from a prompt (1 credit per image)
         * @description Waits up to 30 s for the result (`Prefer: wait=N`, N ≤ 60) and answers 201 with the finished generation; if it is not finished by then, or with `Prefer: respond-async`, answers 202 with `Location`.
         */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        prompt: string;
                        /** @description Media URLs of this service ({PUBLIC_URL}/files/…) of completed uploads in the same workspace. */
                        referenceImages?: string[];
                        count?: number;
                        /** @enum {string} */
                        aspectRatio?: "1:1" | "4:5" | "9:16" | "16:9";
                        campaignId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                quote: components["schemas"]["Quote"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Generation"];
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Generation"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write captions for a subject (free)
         * @description Every variant fits the platform's limit counted the platform's way (X: twitter-text weighting; Bluesky: graphemes). The same request gives the same variants; pass another `seed` for others.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subject: string;
                        /** @enum {string} */
                        platform?: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest";
                        /** @enum {string} */
                        tone?: "casual" | "professional" | "playful" | "luxury" | "urgent";
                        presetId?: string;
                        variants?: number;
                        /** @enum {string} */
                        language?: "en";
                        seed?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                variants: {
                                    /** @description The full text to post: hook, body, call to action and hashtags. */
                                    caption: string;
                                    hook: string;
                                    body: string;
                                    cta: string;
                                    hashtags: string[];
                                    /** @description The caption's length counted the platform's way. */
                                    characterCount: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generations, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "queued" | "running" | "succeeded" | "failed" | "canceled";
                    campaignId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Generation"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One generation, with its outputs as far as they are produced */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Generation"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued generation; its reserved credits are refunded
         * @description Only a queued generation can be canceled; one that has started or ended is 409 `conflict`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Generation"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/social-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connected social accounts, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    platform?: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SocialAccount"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Connect a social account
         * @description With an agent token, any platform but `webhook` becomes an `agent_session` account: give its `handle`; the agent posts its hand-offs itself. `webhook` takes `webhookUrl` (a public address) and answers the signing `secret` once. `bluesky` takes `credentials: { identifier, appPassword, service? }`, checked against the Bluesky server before the account is created (422 `invalid_credentials` when refused); the handle is the one the server reports.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
                        handle?: string;
                        credentials?: {
                            /** @description The handle, DID or email to sign in with. */
                            identifier: string;
                            /** @description An app password, never the account password. */
                            appPassword: string;
                            /** @description The account’s Bluesky server (PDS); the operator’s BLUESKY_API_URL when absent. */
                            service?: string;
                        };
                        webhookUrl?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NewSocialAccount"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/social-accounts/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start connecting a social account through the platform’s sign-in
         * @description For `x`, `linkedin`, `instagram`, `facebook`, `threads`, `tiktok`, `pinterest` and `mastodon` (which also takes `instance`: a host name like `mastodon.social` or its https URL). Answers the platform’s consent page: send the user there within ten minutes. The platform then sends the browser to `GET /v1/oauth/{platform}/callback`, which creates the `oauth` account (or reconnects the workspace’s account of the same platform user in place) and, with `redirectTo`, redirects there with `?status=connected&socialAccountId=…`, `?status=choose_destination&connectionId=…` (a platform offering several pages or boards: see `GET /social-accounts/connect/{id}`) or `?status=error&code=…`. `redirectTo` must be on this service’s origin or one in `CONNECT_REDIRECT_ORIGINS`. A platform the operator has not configured is 422 `platform_not_configured` naming the settings; `webhook` and `bluesky` accounts are created with `POST /social-accounts`; an agent token is 403 (its accounts are `agent_session`). Needs the editor role.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
                        /** @description Where to send the browser once connected (or not), with the outcome in the query. */
                        redirectTo?: string;
                        /** @description Mastodon only: the instance, e.g. `mastodon.social`. */
                        instance?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description The platform’s consent page for this sign-in. */
                                authorizeUrl: string;
                                /** @description The sign-in must come back before this. */
                                expiresAt: string;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/social-accounts/connect/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed-in connection waiting for its destination
         * @description When the platform offers several places to post to (Facebook pages, Instagram business accounts, Pinterest boards), the callback keeps the connection ten minutes and names it (`connectionId`); this lists the destinations to choose from with `POST /social-accounts/connect/{id}`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PendingConnection"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Connect the account to the destination chosen
         * @description Creates the `oauth` account posting to the destination (or reconnects the workspace’s account of that destination in place) and uses the pending connection up. Needs the editor role.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of the connection’s `destinations`. */
                        destinationId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SocialAccount"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/social-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A social account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SocialAccount"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Disconnect a social account (its credentials are no longer used) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Reconnect a social account: new credentials, or a new webhook address
         * @description A `bluesky` account takes new `credentials` (checked against its server like at creation, and they must sign in as the same account: 422 `invalid_credentials` otherwise); a `webhook` account a new `webhookUrl` (its signing secret stays). The account is `active` again with the same id, so posts naming it can be published and their failed targets retried. An `agent_session` account has nothing to reconnect (409).
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credentials?: {
                            /** @description The handle, DID or email to sign in with. */
                            identifier: string;
                            /** @description An app password, never the account password. */
                            appPassword: string;
                            /** @description The account’s Bluesky server (PDS); the operator’s BLUESKY_API_URL when absent. */
                            service?: string;
                        };
                        webhookUrl?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SocialAccount"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts, newest first, with their publications */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "draft" | "scheduled" | "publishing" | "published" | "partially_published" | "failed";
                    campaignId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Post"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Draft a post
         * @description A draft: nothing is checked against the platforms or charged until it is published (★9 shows what publishing would cost and what stops it). Media and accounts must be this workspace’s (404 otherwise). `scheduledAt` plans the time that publishing will use.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        caption: string;
                        /** @default [] */
                        mediaIds?: string[];
                        socialAccountIds: string[];
                        campaignId?: string;
                        /** Format: date-time */
                        scheduledAt?: string;
                        altTexts?: {
                            [key: string]: string;
                        };
                        perPlatform?: {
                            instagram?: {
                                caption: string;
                            };
                            tiktok?: {
                                caption: string;
                            };
                            x?: {
                                caption: string;
                            };
                            linkedin?: {
                                caption: string;
                            };
                            facebook?: {
                                caption: string;
                            };
                            threads?: {
                                caption: string;
                            };
                            bluesky?: {
                                caption: string;
                            };
                            pinterest?: {
                                caption: string;
                            };
                            mastodon?: {
                                caption: string;
                            };
                            webhook?: {
                                caption: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Post"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post, with its publication (null before the first publish) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Post"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a draft or a scheduled post (a scheduled post’s reservation is released)
         * @description A post that is being published or has been is 409 `conflict`.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a draft (null clears campaignId or scheduledAt)
         * @description Only a draft changes; a scheduled or published post is 409 `conflict`.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        caption?: string;
                        mediaIds?: string[];
                        socialAccountIds?: string[];
                        campaignId?: string | null;
                        scheduledAt?: string | null;
                        altTexts?: {
                            [key: string]: string;
                        };
                        perPlatform?: {
                            instagram?: {
                                caption: string;
                            };
                            tiktok?: {
                                caption: string;
                            };
                            x?: {
                                caption: string;
                            };
                            linkedin?: {
                                caption: string;
                            };
                            facebook?: {
                                caption: string;
                            };
                            threads?: {
                                caption: string;
                            };
                            bluesky?: {
                                caption: string;
                            };
                            pinterest?: {
                                caption: string;
                            };
                            mastodon?: {
                                caption: string;
                            };
                            webhook?: {
                                caption: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Post"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/posts/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What publishing the post would cost, and everything that would stop it (★9)
         * @description `maxCost` is what the publish reserves: every target delivered, at the operator’s price per platform (agent hand-offs cost 0). `problems` are found by the same checks ★8 runs; a post with any is refused with 422 `publish_blocked`. A post already published or scheduled is 409 `already_published`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                postId: string;
                                maxCost: number;
                                balance: number;
                                sufficient: boolean;
                                problems: components["schemas"]["PublishProblem"][];
                                targets: {
                                    socialAccountId: string;
                                    /** @enum {string} */
                                    platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
                                    /** @enum {string} */
                                    connection: "oauth" | "agent_session" | "webhook";
                                    cost: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Publish a post now or at a time (★8): reserves its maximum cost, charges each target delivered
         * @description Answers 202 with the publication: each target is then delivered on its own, charged when delivered and refunded when it fails for good. With `scheduledAt` (or a planned time of the draft that is still ahead) the post is `scheduled`: the cost is reserved now and released if the post is deleted. A post with problems (see ★9) is 422 `publish_blocked`; a second publish is 409 `already_published`; a short balance 402.
         */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        scheduledAt?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                quote: components["schemas"]["Quote"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Publication"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/posts/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the failed targets of a post again (and, when asked, those whose outcome is unknown)
         * @description Only a post whose publishing has ended (`partially_published` or `failed`) can be retried; `socialAccountIds` picks some of its targets (one that cannot be retried is 409, one with a problem 422 `publish_blocked`). The retried targets’ cost is reserved again (402 when short) and each is charged only when delivered. `unknown` targets may already have been published: include them only when you know they were not.
         */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default false */
                        includeUnknown?: boolean;
                        /** @description Retry only these targets (by default every failed one, and every unknown one when asked). */
                        socialAccountIds?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                quote: components["schemas"]["Quote"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Publication"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/posts/{id}/targets/{socialAccountId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report how an agent hand-off went (agent tokens)
         * @description The agent that posted a hand-off with its own tools reports it `delivered` (with the post’s id and URL on the platform) or `failed`. Only agent tokens of the post’s account may report (an API token is 403); a target the service delivers itself, or one already reported, is 409. A hand-off not reported within 24 h is `unknown`, and can still be reported.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    socialAccountId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "delivered" | "failed";
                        externalId?: string;
                        externalUrl?: string;
                        error?: {
                            message: string;
                            code?: string;
                            /** @enum {string} */
                            category?: "auth_expired" | "user_content" | "platform_rejected" | "rate_limited" | "media_error" | "system";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Publication"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/handoffs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agent hand-offs waiting for their report, newest first
         * @description Targets of `agent_session` accounts that the agent is to post with its own tools, then report with `POST /posts/{id}/targets/{socialAccountId}/report`. `status`: `pending` (default), `unknown` (not reported within 24 h) or `all`.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "pending" | "unknown" | "all";
                    socialAccountId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HandoffTask"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhooks, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Webhook"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Subscribe a URL to events (owner)
         * @description Each event is POSTed as `{ type, timestamp, data }`, signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the `secret` answered here once. A receiver that does not answer 2xx gets the event again, with the same `webhook-id`, for 24 hours. URLs on private, loopback or link-local addresses are refused (unless the operator allows them); redirects are not followed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        events: ("generation.succeeded" | "generation.failed" | "post.published" | "post.failed" | "credits.low" | "credits.purchased" | "social_account.needs_reconnect")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NewWebhook"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Webhook"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook (owner): nothing more is sent to it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events sent to a webhook, newest first, with every attempt */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WebhookDelivery"][];
                            nextCursor?: string;
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/bootstrap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the account’s first user with the owner token
         * @description First start: the owner token that `serve` printed creates the account’s owner user and signs in. 409 once the account has a user.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ownerToken: string;
                        /** Format: email */
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SignedIn"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation and sign in
         * @description Creates the user with this password in the inviting account, with the invitation’s role. For an email that already has a user, the password must be that user’s.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SignedIn"];
                        };
                    };
                };
                /** @description A problem with the request (RFC 9457 problem details). */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem on the server (RFC 9457 problem details). */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description RFC 9457 problem details; `code` is stable and machine-readable. */
        ProblemInput: {
            type: string;
            title: string;
            status: number;
            detail: string;
            code: string;
            requestId?: string;
            errors?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        QuoteInput: {
            credits: number;
            balance: number;
            sufficient: boolean;
        };
        SocialAccountInput: {
            id: string;
            workspaceId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            handle: string;
            /**
             * @description `oauth`: the service holds the platform credentials and delivers; `webhook`: signed POSTs to webhookUrl; `agent_session`: created with an agent token, whose agent delivers.
             * @enum {string}
             */
            connection: "oauth" | "agent_session" | "webhook";
            /** @enum {string} */
            status: "active" | "needs_reconnect" | "disabled";
            /** @description Why the account is not active. */
            statusReason?: string;
            webhookUrl?: string;
            createdAt: string;
        };
        NewSocialAccountInput: {
            id: string;
            workspaceId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            handle: string;
            /**
             * @description `oauth`: the service holds the platform credentials and delivers; `webhook`: signed POSTs to webhookUrl; `agent_session`: created with an agent token, whose agent delivers.
             * @enum {string}
             */
            connection: "oauth" | "agent_session" | "webhook";
            /** @enum {string} */
            status: "active" | "needs_reconnect" | "disabled";
            /** @description Why the account is not active. */
            statusReason?: string;
            webhookUrl?: string;
            createdAt: string;
            /** @description A webhook account’s Standard Webhooks signing secret; shown only in this answer. */
            secret?: string;
        };
        UserInput: {
            id: string;
            email: string;
        };
        SessionInput: {
            id: string;
            createdAt: string;
            expiresAt: string;
            userAgent?: string;
            /** @description True on the session this request was made with. */
            current?: boolean;
        };
        /** @description Also sets the `cf_session` cookie (httpOnly) and the `cf_csrf` cookie, whose value goes in the `x-csrf-token` header of every POST, PUT, PATCH or DELETE made with the session. */
        SignedInInput: {
            user: components["schemas"]["UserInput"];
            session: components["schemas"]["SessionInput"];
        };
        CampaignInput: {
            id: string;
            workspaceId: string;
            name: string;
            description?: string;
            /** @enum {string} */
            status: "active" | "archived";
            createdAt: string;
            updatedAt: string;
            archivedAt?: string;
        };
        CreditsInput: {
            accountId: string;
            /** @description What can be spent now: trial + standard, holds excluded. */
            balance: number;
            trial: {
                balance: number;
                expiresAt?: string;
            };
            /** @description Purchased or granted credits. */
            standard: {
                balance: number;
            };
        };
        CreditPackInput: {
            /** @description What `POST /credits/checkout` names. */
            id: string;
            /** @description Standard credits the pack adds. */
            credits: number;
            price: {
                /** @description In the currency's minor unit: 900 is 9.00 usd. */
                amount: number;
                /** @description ISO 4217, lower case. */
                currency: string;
            };
        };
        LedgerEntryInput: {
            id: string;
            /** @enum {string} */
            kind: "trial_grant" | "grant" | "purchase" | "reserve" | "release" | "expiry" | "adjustment";
            /** @description Signed: negative takes credits from the balance. */
            amount: number;
            balanceAfter: number;
            reference?: {
                /** @enum {string} */
                type: "generation" | "publication" | "purchase";
                id: string;
            };
            reason?: string;
            createdAt: string;
        };
        StoryboardInput: {
            /** @constant */
            aspectRatio: "9:16";
            durationSeconds: number;
            voiceoverScript: string;
            scenes: {
                /** @description 1-based; scene i's keyframe is output i. */
                index: number;
                beat: string;
                startSeconds: number;
                durationSeconds: number;
                shot: string;
                onScreenText: string;
                voiceover: string;
                keyframe?: {
                    mediaId: string;
                    url: string;
                };
            }[];
        };
        GenerationInput: {
            id: string;
            /** @enum {string} */
            type: "preset" | "image";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed" | "canceled";
            presetId?: string;
            subject?: string;
            prompt?: string;
            campaignId?: string;
            /** @description Fixed when the generation is accepted. */
            creditsReserved: number;
            /** @description Outputs produced so far while it runs; the final charge once it has ended. */
            creditsCharged: number;
            outputs: {
                mediaId: string;
                url: string;
                thumbnailUrl: string;
                width: number;
                height: number;
                caption?: string;
                /** @description The render manifest: the same engine, seed and preset version give the same image. */
                render: {
                    engine: string;
                    seed: number;
                    presetVersion: number;
                };
            }[];
            copy?: {
                caption: string;
                hook: string;
                cta: string;
                hashtags: string[];
            };
            storyboard?: components["schemas"]["StoryboardInput"];
            error?: {
                code: string;
                message: string;
            };
            createdAt: string;
            startedAt?: string;
            completedAt?: string;
        };
        AccountUserInput: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description When the user joined the account. */
            createdAt: string;
        };
        InvitationInput: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description The link to send to the invitee; shown this once. */
            acceptUrl: string;
            expiresAt: string;
        };
        MeInput: {
            /** @description The token’s id, or the session’s when `kind` is `session`. */
            tokenId: string;
            /**
             * @description `session`: a user signed in to the web application (the session cookie).
             * @enum {string}
             */
            kind: "api" | "agent" | "session";
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            accountId: string;
            /** @description Set when the token is restricted to one workspace. */
            workspaceId?: string;
            userId?: string;
            /** @description The signed-in user, for a session. */
            user?: components["schemas"]["UserInput"];
        };
        MediaItemInput: {
            id: string;
            workspaceId: string;
            /** @description Stable service URL, served without a token. */
            url: string;
            thumbnailUrl: string;
            mimeType: string;
            width: number;
            height: number;
            /** @description Size of the stored file (metadata removed). */
            bytes: number;
            /** @description Of the stored file. */
            sha256: string;
            /** @enum {string} */
            source: "upload" | "generation";
            caption?: string;
            generationId?: string;
            presetId?: string;
            campaignId?: string;
            createdAt: string;
        };
        UploadTicketInput: {
            /** @description PUT the raw bytes here, with no Authorization header. */
            uploadUrl: string;
            /** @description Pass to media/complete once the bytes are uploaded. */
            path: string;
            expiresAt: string;
            maxBytes: number;
            /** @description Send exactly these headers with the PUT. */
            headers: {
                [key: string]: string;
            };
        };
        /** @description What the agent posts with its own tools: text and media already checked. */
        HandoffInput: {
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            handle: string;
            text: string;
            media: {
                url: string;
                mimeType: string;
                width: number;
                height: number;
                altText?: string;
            }[];
        };
        PublicationInput: {
            postId: string;
            /** @enum {string} */
            status: "draft" | "scheduled" | "publishing" | "published" | "partially_published" | "failed";
            scheduledAt?: string;
            /** @description Each delivered target’s cost, once. */
            creditsCharged: number;
            targets: {
                socialAccountId: string;
                /** @enum {string} */
                platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
                /** @enum {string} */
                connection: "oauth" | "agent_session" | "webhook";
                /**
                 * @description `unknown`: the outcome could not be learned; it is never sent again on its own.
                 * @enum {string}
                 */
                status: "pending" | "delivered" | "failed" | "unknown";
                externalId?: string;
                externalUrl?: string;
                handoff?: components["schemas"]["HandoffInput"];
                error?: {
                    code: string;
                    message: string;
                    /** @enum {string} */
                    category: "auth_expired" | "user_content" | "platform_rejected" | "rate_limited" | "media_error" | "system";
                    retryable: boolean;
                };
                attempts: number;
                cost: number;
            }[];
        };
        PostInput: {
            id: string;
            workspaceId: string;
            caption: string;
            mediaIds: string[];
            socialAccountIds: string[];
            campaignId?: string;
            scheduledAt?: string;
            altTexts: {
                [key: string]: string;
            };
            perPlatform: {
                instagram?: {
                    caption: string;
                };
                tiktok?: {
                    caption: string;
                };
                x?: {
                    caption: string;
                };
                linkedin?: {
                    caption: string;
                };
                facebook?: {
                    caption: string;
                };
                threads?: {
                    caption: string;
                };
                bluesky?: {
                    caption: string;
                };
                pinterest?: {
                    caption: string;
                };
                mastodon?: {
                    caption: string;
                };
                webhook?: {
                    caption: string;
                };
            };
            /** @enum {string} */
            status: "draft" | "scheduled" | "publishing" | "published" | "partially_published" | "failed";
            createdAt: string;
            updatedAt: string;
            publication: components["schemas"]["PublicationInput"] | null;
        };
        PublishProblemInput: {
            socialAccountId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            code: string;
            message: string;
        };
        HandoffTaskInput: {
            postId: string;
            socialAccountId: string;
            /**
             * @description `unknown`: not reported within 24 h; a report still counts.
             * @enum {string}
             */
            status: "pending" | "unknown";
            handoff: components["schemas"]["HandoffInput"];
            /** @description When an unreported hand-off turns `unknown`. */
            expiresAt?: string;
            attempts: number;
            updatedAt: string;
        };
        PresetInput: {
            presetId: string;
            /** @enum {string} */
            kind: "ugc" | "product_hero" | "video_storyboard";
            name: string;
            description: string;
            outputs: {
                count: number;
                width: number;
                height: number;
                /** @enum {string} */
                aspectRatio: "1:1" | "4:5" | "9:16" | "16:9";
                format: string;
            };
            /** @constant */
            creditsPerOutput: 1;
            creditsPerRun: number;
            /** @enum {string} */
            referenceImage: "optional" | "required";
            copy: {
                platforms: string[];
            };
        };
        DestinationInput: {
            id: string;
            name: string;
        };
        PendingConnectionInput: {
            /** @description The connection waiting for its destination (`conn_…`). */
            id: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            /** @description Who signed in on the platform. */
            handle: string;
            destinations: components["schemas"]["DestinationInput"][];
            /** @description When the connection is forgotten if no destination is chosen. */
            expiresAt: string;
        };
        TokenInput: {
            id: string;
            name: string | null;
            /** @enum {string} */
            kind: "api" | "agent";
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description Set when the token is restricted to one workspace. */
            workspaceId: string | null;
            expiresAt: string | null;
            createdAt: string;
        };
        NewTokenInput: {
            id: string;
            name: string | null;
            /** @enum {string} */
            kind: "api" | "agent";
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description Set when the token is restricted to one workspace. */
            workspaceId: string | null;
            expiresAt: string | null;
            createdAt: string;
            /** @description The secret, shown this once: only its hash is stored. */
            token: string;
        };
        WebhookInput: {
            id: string;
            workspaceId: string;
            url: string;
            events: ("generation.succeeded" | "generation.failed" | "post.published" | "post.failed" | "credits.low" | "credits.purchased" | "social_account.needs_reconnect")[];
            createdAt: string;
        };
        NewWebhookInput: {
            id: string;
            workspaceId: string;
            url: string;
            events: ("generation.succeeded" | "generation.failed" | "post.published" | "post.failed" | "credits.low" | "credits.purchased" | "social_account.needs_reconnect")[];
            createdAt: string;
            /** @description The Standard Webhooks signing secret (`whsec_…`); shown only in this answer. */
            secret: string;
        };
        WebhookDeliveryInput: {
            /** @description Also the `webhook-id` header, the same on every attempt. */
            id: string;
            /** @enum {string} */
            event: "generation.succeeded" | "generation.failed" | "post.published" | "post.failed" | "credits.low" | "credits.purchased" | "social_account.needs_reconnect";
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            nextAttemptAt?: string;
            createdAt: string;
            completedAt?: string;
            /** @description The body sent: `{ type, timestamp, data }`. */
            payload: {
                [key: string]: unknown;
            };
            attemptLog: {
                at: string;
                /** @description The receiver’s HTTP status; null when none came. */
                status: number | null;
                error: string | null;
                durationMs: number;
            }[];
        };
        WorkspaceInput: {
            id: string;
            accountId: string;
            name: string;
            isDefault: boolean;
            createdAt: string;
        };
        /** @description RFC 9457 problem details; `code` is stable and machine-readable. */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            code: string;
            requestId?: string;
            errors?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Quote: {
            credits: number;
            balance: number;
            sufficient: boolean;
        };
        SocialAccount: {
            id: string;
            workspaceId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            handle: string;
            /**
             * @description `oauth`: the service holds the platform credentials and delivers; `webhook`: signed POSTs to webhookUrl; `agent_session`: created with an agent token, whose agent delivers.
             * @enum {string}
             */
            connection: "oauth" | "agent_session" | "webhook";
            /** @enum {string} */
            status: "active" | "needs_reconnect" | "disabled";
            /** @description Why the account is not active. */
            statusReason?: string;
            webhookUrl?: string;
            createdAt: string;
        };
        NewSocialAccount: {
            id: string;
            workspaceId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            handle: string;
            /**
             * @description `oauth`: the service holds the platform credentials and delivers; `webhook`: signed POSTs to webhookUrl; `agent_session`: created with an agent token, whose agent delivers.
             * @enum {string}
             */
            connection: "oauth" | "agent_session" | "webhook";
            /** @enum {string} */
            status: "active" | "needs_reconnect" | "disabled";
            /** @description Why the account is not active. */
            statusReason?: string;
            webhookUrl?: string;
            createdAt: string;
            /** @description A webhook account’s Standard Webhooks signing secret; shown only in this answer. */
            secret?: string;
        };
        User: {
            id: string;
            email: string;
        };
        Session: {
            id: string;
            createdAt: string;
            expiresAt: string;
            userAgent?: string;
            /** @description True on the session this request was made with. */
            current?: boolean;
        };
        /** @description Also sets the `cf_session` cookie (httpOnly) and the `cf_csrf` cookie, whose value goes in the `x-csrf-token` header of every POST, PUT, PATCH or DELETE made with the session. */
        SignedIn: {
            user: components["schemas"]["User"];
            session: components["schemas"]["Session"];
        };
        Campaign: {
            id: string;
            workspaceId: string;
            name: string;
            description?: string;
            /** @enum {string} */
            status: "active" | "archived";
            createdAt: string;
            updatedAt: string;
            archivedAt?: string;
        };
        Credits: {
            accountId: string;
            /** @description What can be spent now: trial + standard, holds excluded. */
            balance: number;
            trial: {
                balance: number;
                expiresAt?: string;
            };
            /** @description Purchased or granted credits. */
            standard: {
                balance: number;
            };
        };
        CreditPack: {
            /** @description What `POST /credits/checkout` names. */
            id: string;
            /** @description Standard credits the pack adds. */
            credits: number;
            price: {
                /** @description In the currency's minor unit: 900 is 9.00 usd. */
                amount: number;
                /** @description ISO 4217, lower case. */
                currency: string;
            };
        };
        LedgerEntry: {
            id: string;
            /** @enum {string} */
            kind: "trial_grant" | "grant" | "purchase" | "reserve" | "release" | "expiry" | "adjustment";
            /** @description Signed: negative takes credits from the balance. */
            amount: number;
            balanceAfter: number;
            reference?: {
                /** @enum {string} */
                type: "generation" | "publication" | "purchase";
                id: string;
            };
            reason?: string;
            createdAt: string;
        };
        Storyboard: {
            /** @constant */
            aspectRatio: "9:16";
            durationSeconds: number;
            voiceoverScript: string;
            scenes: {
                /** @description 1-based; scene i's keyframe is output i. */
                index: number;
                beat: string;
                startSeconds: number;
                durationSeconds: number;
                shot: string;
                onScreenText: string;
                voiceover: string;
                keyframe?: {
                    mediaId: string;
                    url: string;
                };
            }[];
        };
        Generation: {
            id: string;
            /** @enum {string} */
            type: "preset" | "image";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed" | "canceled";
            presetId?: string;
            subject?: string;
            prompt?: string;
            campaignId?: string;
            /** @description Fixed when the generation is accepted. */
            creditsReserved: number;
            /** @description Outputs produced so far while it runs; the final charge once it has ended. */
            creditsCharged: number;
            outputs: {
                mediaId: string;
                url: string;
                thumbnailUrl: string;
                width: number;
                height: number;
                caption?: string;
                /** @description The render manifest: the same engine, seed and preset version give the same image. */
                render: {
                    engine: string;
                    seed: number;
                    presetVersion: number;
                };
            }[];
            copy?: {
                caption: string;
                hook: string;
                cta: string;
                hashtags: string[];
            };
            storyboard?: components["schemas"]["Storyboard"];
            error?: {
                code: string;
                message: string;
            };
            createdAt: string;
            startedAt?: string;
            completedAt?: string;
        };
        AccountUser: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description When the user joined the account. */
            createdAt: string;
        };
        Invitation: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description The link to send to the invitee; shown this once. */
            acceptUrl: string;
            expiresAt: string;
        };
        Me: {
            /** @description The token’s id, or the session’s when `kind` is `session`. */
            tokenId: string;
            /**
             * @description `session`: a user signed in to the web application (the session cookie).
             * @enum {string}
             */
            kind: "api" | "agent" | "session";
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            accountId: string;
            /** @description Set when the token is restricted to one workspace. */
            workspaceId?: string;
            userId?: string;
            /** @description The signed-in user, for a session. */
            user?: components["schemas"]["User"];
        };
        MediaItem: {
            id: string;
            workspaceId: string;
            /** @description Stable service URL, served without a token. */
            url: string;
            thumbnailUrl: string;
            mimeType: string;
            width: number;
            height: number;
            /** @description Size of the stored file (metadata removed). */
            bytes: number;
            /** @description Of the stored file. */
            sha256: string;
            /** @enum {string} */
            source: "upload" | "generation";
            caption?: string;
            generationId?: string;
            presetId?: string;
            campaignId?: string;
            createdAt: string;
        };
        UploadTicket: {
            /** @description PUT the raw bytes here, with no Authorization header. */
            uploadUrl: string;
            /** @description Pass to media/complete once the bytes are uploaded. */
            path: string;
            expiresAt: string;
            maxBytes: number;
            /** @description Send exactly these headers with the PUT. */
            headers: {
                [key: string]: string;
            };
        };
        /** @description What the agent posts with its own tools: text and media already checked. */
        Handoff: {
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            handle: string;
            text: string;
            media: {
                url: string;
                mimeType: string;
                width: number;
                height: number;
                altText?: string;
            }[];
        };
        Publication: {
            postId: string;
            /** @enum {string} */
            status: "draft" | "scheduled" | "publishing" | "published" | "partially_published" | "failed";
            scheduledAt?: string;
            /** @description Each delivered target’s cost, once. */
            creditsCharged: number;
            targets: {
                socialAccountId: string;
                /** @enum {string} */
                platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
                /** @enum {string} */
                connection: "oauth" | "agent_session" | "webhook";
                /**
                 * @description `unknown`: the outcome could not be learned; it is never sent again on its own.
                 * @enum {string}
                 */
                status: "pending" | "delivered" | "failed" | "unknown";
                externalId?: string;
                externalUrl?: string;
                handoff?: components["schemas"]["Handoff"];
                error?: {
                    code: string;
                    message: string;
                    /** @enum {string} */
                    category: "auth_expired" | "user_content" | "platform_rejected" | "rate_limited" | "media_error" | "system";
                    retryable: boolean;
                };
                attempts: number;
                cost: number;
            }[];
        };
        Post: {
            id: string;
            workspaceId: string;
            caption: string;
            mediaIds: string[];
            socialAccountIds: string[];
            campaignId?: string;
            scheduledAt?: string;
            altTexts: {
                [key: string]: string;
            };
            perPlatform: {
                instagram?: {
                    caption: string;
                };
                tiktok?: {
                    caption: string;
                };
                x?: {
                    caption: string;
                };
                linkedin?: {
                    caption: string;
                };
                facebook?: {
                    caption: string;
                };
                threads?: {
                    caption: string;
                };
                bluesky?: {
                    caption: string;
                };
                pinterest?: {
                    caption: string;
                };
                mastodon?: {
                    caption: string;
                };
                webhook?: {
                    caption: string;
                };
            };
            /** @enum {string} */
            status: "draft" | "scheduled" | "publishing" | "published" | "partially_published" | "failed";
            createdAt: string;
            updatedAt: string;
            publication: components["schemas"]["Publication"] | null;
        };
        PublishProblem: {
            socialAccountId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            code: string;
            message: string;
        };
        HandoffTask: {
            postId: string;
            socialAccountId: string;
            /**
             * @description `unknown`: not reported within 24 h; a report still counts.
             * @enum {string}
             */
            status: "pending" | "unknown";
            handoff: components["schemas"]["Handoff"];
            /** @description When an unreported hand-off turns `unknown`. */
            expiresAt?: string;
            attempts: number;
            updatedAt: string;
        };
        Preset: {
            presetId: string;
            /** @enum {string} */
            kind: "ugc" | "product_hero" | "video_storyboard";
            name: string;
            description: string;
            outputs: {
                count: number;
                width: number;
                height: number;
                /** @enum {string} */
                aspectRatio: "1:1" | "4:5" | "9:16" | "16:9";
                format: string;
            };
            /** @constant */
            creditsPerOutput: 1;
            creditsPerRun: number;
            /** @enum {string} */
            referenceImage: "optional" | "required";
            copy: {
                platforms: string[];
            };
        };
        Destination: {
            id: string;
            name: string;
        };
        PendingConnection: {
            /** @description The connection waiting for its destination (`conn_…`). */
            id: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            /** @description Who signed in on the platform. */
            handle: string;
            destinations: components["schemas"]["Destination"][];
            /** @description When the connection is forgotten if no destination is chosen. */
            expiresAt: string;
        };
        Token: {
            id: string;
            name: string | null;
            /** @enum {string} */
            kind: "api" | "agent";
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description Set when the token is restricted to one workspace. */
            workspaceId: string | null;
            expiresAt: string | null;
            createdAt: string;
        };
        NewToken: {
            id: string;
            name: string | null;
            /** @enum {string} */
            kind: "api" | "agent";
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description Set when the token is restricted to one workspace. */
            workspaceId: string | null;
            expiresAt: string | null;
            createdAt: string;
            /** @description The secret, shown this once: only its hash is stored. */
            token: string;
        };
        Webhook: {
            id: string;
            workspaceId: string;
            url: string;
            events: ("generation.succeeded" | "generation.failed" | "post.published" | "post.failed" | "credits.low" | "credits.purchased" | "social_account.needs_reconnect")[];
            createdAt: string;
        };
        NewWebhook: {
            id: string;
            workspaceId: string;
            url: string;
            events: ("generation.succeeded" | "generation.failed" | "post.published" | "post.failed" | "credits.low" | "credits.purchased" | "social_account.needs_reconnect")[];
            createdAt: string;
            /** @description The Standard Webhooks signing secret (`whsec_…`); shown only in this answer. */
            secret: string;
        };
        WebhookDelivery: {
            /** @description Also the `webhook-id` header, the same on every attempt. */
            id: string;
            /** @enum {string} */
            event: "generation.succeeded" | "generation.failed" | "post.published" | "post.failed" | "credits.low" | "credits.purchased" | "social_account.needs_reconnect";
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            nextAttemptAt?: string;
            createdAt: string;
            completedAt?: string;
            /** @description The body sent: `{ type, timestamp, data }`. */
            payload: {
                [key: string]: unknown;
            };
            attemptLog: {
                at: string;
                /** @description The receiver’s HTTP status; null when none came. */
                status: number | null;
                error: string | null;
                durationMs: number;
            }[];
        };
        Workspace: {
            id: string;
            accountId: string;
            name: string;
            isDefault: boolean;
            createdAt: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
