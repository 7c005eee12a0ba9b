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
        /**
         * Create a workspace in the account
         * @description A workspace has its own library, campaigns, posts and social accounts, and spends the account’s one balance. Needs the owner role and an account-wide token or a signed-in user (a token restricted to one workspace is 403).
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
                        /** @description The language copy is written in when neither the request nor its subject tells (null: English). */
                        defaultLanguage?: ("en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id") | null;
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
                            data: components["schemas"]["Workspace"];
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
    "/v1/workspaces/{workspace_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a workspace or set its default language
         * @description Needs the owner role. A workspace the caller cannot reach is 404. `defaultLanguage` is the language copy is written in when neither the request nor its subject tells (null: English). A documented language whose copy is not yet written is kept, and copy is written in English until it is.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    workspace_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        defaultLanguage?: ("en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id") | null;
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
                            data: components["schemas"]["Workspace"];
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
    "/v1/platforms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platforms posts go to: how each connects, what a post may hold, what it costs */
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
                            data: components["schemas"]["Platform"][];
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
        /**
         * Change a user’s role in the account
         * @description Owners only. Applies to the user’s next request and to the tokens they created, which never act beyond their user’s role. The last owner keeps the role (409). An owner who becomes an editor or viewer withdraws the invitations they sent that are still pending.
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
                        /** @enum {string} */
                        role: "owner" | "editor" | "viewer";
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
                            data: components["schemas"]["AccountUser"];
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
    "/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invitations waiting to be accepted, newest first (owner)
         * @description Accepted and expired invitations are left out; their links are never answered again.
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
                            data: components["schemas"]["PendingInvitation"][];
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
    "/v1/invitations/{id}": {
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
         * Withdraw an invitation (owner): its link stops working
         * @description Only an invitation not yet accepted; an accepted, unknown or expired one is 404.
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
    "/v1/platforms/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a caption the way each platform counts it
         * @description The same counting a publish checks a post with (X by twitter-text’s weights, Threads with each emoji as its UTF-8 bytes, TikTok in UTF-16 code units, Mastodon with links as 23, the others in characters as people see them): a composer’s counter that cannot disagree with `GET /posts/{id}/publish`. `socialAccountIds` adds one count per account against the limit of the account’s own server (a Mastodon instance’s `max_characters`). Every platform by default (only the accounts when `socialAccountIds` is given without `platforms`). Free.
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
                        text: string;
                        platforms?: ("instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook")[];
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
                                /** @enum {string} */
                                platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
                                /** @description Present on the counts asked for with `socialAccountIds`. */
                                socialAccountId?: string;
                                count: number;
                                limit: number;
                                over: boolean;
                            }[];
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
        /**
         * Where to buy credits
         * @description `purchaseUrl` is the link every 402 carries: the operator’s shop (`PURCHASE_URL`), else the web app’s billing page (Stripe Checkout when the service sells credit packs, else the instructions below). `instructions` (Markdown) and `contact` (an email address or an http(s) URL) are what the operator says about getting credits, when they said it: show them to the person who needs credits.
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
                            data: {
                                purchaseUrl: string;
                                instructions?: string;
                                contact?: string;
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
                        /** @description A media URL of this service ({PUBLIC_URL}/files/…) of a completed upload in the same workspace: a photo of the customer's own place (a shop counter, a kitchen, a shelf). Presets whose scene is a place (ugc-lifestyle, ugc-selfie-review, ugc-unboxing and the storyboards' place shots) set the product into it instead of a drawn room; the others ignore it. */
                        backdropImage?: string;
                        /** @enum {string} */
                        platform?: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest";
                        /** @description An integer 0–2147483647. Without it every run draws a fresh seed (reported as the generation's `seed`), so the same request gives new pictures each time; with it, the same request gives the same pixels. */
                        seed?: number;
                        /** @description false: run without the workspace's brand kit. By default a run uses the brand as it is when the run is accepted, and records its version as render.brandVersion. */
                        brand?: boolean;
                        /** @description The facts you vouch for. Without them no rating, review, testimonial, newness, offer, price or scarcity is written or drawn. */
                        claims?: {
                            /** @description The rating the caller reports, 1–5: stars are drawn and "rated n/5" written only from it. */
                            rating?: number;
                            /** @description A real customer's words, quoted exactly as given. */
                            review?: string;
                            /** @description Who wrote the review (needs `review`). */
                            reviewer?: string;
                            /** @description The product is new: only then is it called new. */
                            isNew?: boolean;
                            /** @description A time-bound offer in your words ("20% off until Sunday"): the only price or urgency the copy states. */
                            offer?: string;
                            /** @description Stock is limited: only then is scarcity mentioned. */
                            limitedStock?: boolean;
                        };
                        /**
                         * @description A BCP 47 tag: en, es, fr, de, it, pt, pt-BR, nl, pl, tr, ja, ko, zh-Hans, zh-Hant, ar, hi, id.
                         * @enum {string}
                         */
                        language?: "en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id";
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
         * @description On the default `studio` engine, a compositing renderer and not a generative model, the prompt is read, not printed: its colours, surfaces (marble, wood, concrete, linen, terrazzo…), light (soft, morning, dramatic, neon), mood and layout words choose and set up a studio scene around the reference images (the product cut out of the first), and only text in quotes ("20% off") is drawn. A provider engine (`IMAGE_ENGINE=openai`) sends the prompt and references to a generative image model instead, which can draw anything the prompt describes. Waits up to 30 s for the result (`Prefer: wait=N`, N ≤ 60) and answers 201 with the finished generation; if it is not finished by then, or with `Prefer: respond-async`, answers 202 with `Location`.
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
                        /** @description An integer 0–2147483647. Without it every run draws a fresh seed (reported as the generation's `seed`), so the same request gives new pictures each time; with it, the same request gives the same pixels. */
                        seed?: number;
                        /** @description false: run without the workspace's brand kit. By default a run uses the brand as it is when the run is accepted, and records its version as render.brandVersion. */
                        brand?: boolean;
                        /**
                         * @description The language of the quoted text drawn, which chooses its typefaces; without it, told from the prompt’s script.
                         * @enum {string}
                         */
                        language?: "en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id";
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
    "/v1/generations/cutout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the background of a photo (1 credit)
         * @description Cuts the photo's product out with the segmentation model that runs in the service: one PNG output with alpha, the photo's size (its EXIF orientation applied), or with `crop: true` trimmed to the product. A transparent PNG keeps its own alpha. A photo with no subject the model can find gives the whole photo, opaque, with `render.cutout: "whole_photo"`. Waits like the other generations (`Prefer: wait=N`, `respond-async`).
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
                        /** @description A media URL of this service ({PUBLIC_URL}/files/…) of a completed upload in the same workspace. */
                        image: string;
                        /** @description Trim the output to the product instead of keeping the photo's size. */
                        crop?: boolean;
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
         * @description Every variant fits the platform's limit counted the platform's way (X: twitter-text weighting; Bluesky: graphemes). Without `seed` each call draws a fresh one, answered as `seed`: send it again with the same request for the same variants. Nothing is claimed about the product beyond `claims`.
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
                        /**
                         * @description A BCP 47 tag: en, es, fr, de, it, pt, pt-BR, nl, pl, tr, ja, ko, zh-Hans, zh-Hant, ar, hi, id.
                         * @enum {string}
                         */
                        language?: "en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id";
                        seed?: number;
                        /** @description The facts you vouch for. Without them no rating, review, testimonial, newness, offer, price or scarcity is written or drawn. */
                        claims?: {
                            /** @description The rating the caller reports, 1–5: stars are drawn and "rated n/5" written only from it. */
                            rating?: number;
                            /** @description A real customer's words, quoted exactly as given. */
                            review?: string;
                            /** @description Who wrote the review (needs `review`). */
                            reviewer?: string;
                            /** @description The product is new: only then is it called new. */
                            isNew?: boolean;
                            /** @description A time-bound offer in your words ("20% off until Sunday"): the only price or urgency the copy states. */
                            offer?: string;
                            /** @description Stock is limited: only then is scarcity mentioned. */
                            limitedStock?: boolean;
                        };
                        /** @description false: write without the workspace's brand voice. By default the brand's hashtags are added to every caption and its banned words are never written. */
                        brand?: boolean;
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
                                /**
                                 * @description The language the copy is written in.
                                 * @enum {string}
                                 */
                                language: "en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id";
                                /** @description The seed the variants were drawn with: the same request with it gives the same variants. */
                                seed: number;
                                variants: {
                                    /** @description The full text to post: hook, body, call to action and hashtags. */
                                    caption: string;
                                    hook: string;
                                    body: string;
                                    cta: string;
                                    hashtags: string[];
                                    /** @description The caption's length counted the platform's way. */
                                    characterCount: number;
                                    /**
                                     * @description The language the variant is written in.
                                     * @enum {string}
                                     */
                                    language: "en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id";
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
         * @description For `x`, `linkedin`, `instagram`, `facebook`, `threads`, `tiktok`, `pinterest` and `mastodon` (which also takes `instance`: a host name like `mastodon.social` or its https URL). Answers the platform’s consent page: send the user there within ten minutes, in a browser that may finish the sign-in — the web application’s own session when it started it, else one signed in to Contentforge as an editor or owner of the account (otherwise `?status=error&code=wrong_browser` or `sign_in_required`, and nothing is connected). The platform then sends the browser to `GET /v1/oauth/{platform}/callback`, which creates the `oauth` account (or reconnects the workspace’s account of the same platform user in place) and, with `redirectTo`, redirects there with `?status=connected&socialAccountId=…`, `?status=choose_destination&connectionId=…` (a platform offering several pages or boards: see `GET /social-accounts/connect/{id}`) or `?status=error&code=…`. `redirectTo` must be on this service’s origin or one in `CONNECT_REDIRECT_ORIGINS`. A platform the operator has not configured is 422 `platform_not_configured` naming the settings; `webhook` and `bluesky` accounts are created with `POST /social-accounts`; an agent token is 403 (its accounts are `agent_session`). Needs the editor role.
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
        /**
         * Posts, newest first, with their publications
         * @description `from` and `to` keep the posts whose time — `scheduledAt` (a scheduled post, or a draft’s planned time), else `publishedAt` — is at or after `from` and before `to`: a calendar’s range. Drafts without a planned time have none and are left out then.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                    status?: "draft" | "scheduled" | "publishing" | "published" | "partially_published" | "failed";
                    campaignId?: string;
                    from?: string;
                    to?: string;
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
         * @description A draft: nothing is checked against the platforms or charged until it is published (`GET /posts/{id}/publish` shows what publishing would cost and what stops it). Media and accounts must be this workspace’s (404 otherwise). `scheduledAt` plans the time that publishing will use.
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
                                caption?: string;
                                /**
                                 * @description "document": the images are published as one PDF document, a page each.
                                 * @enum {string}
                                 */
                                format?: "document";
                                /** @description The document's title (a document post only); the caption's first line when absent. */
                                title?: string;
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
                        /** @description Published after the post: a thread (each a reply to the one before) on X, Threads, Bluesky and Mastodon; comments under the post on Facebook, Instagram and LinkedIn. The first is the “first comment”. */
                        replies?: {
                            caption: string;
                            mediaIds?: string[];
                        }[];
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
                                caption?: string;
                                /**
                                 * @description "document": the images are published as one PDF document, a page each.
                                 * @enum {string}
                                 */
                                format?: "document";
                                /** @description The document's title (a document post only); the caption's first line when absent. */
                                title?: string;
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
                        /** @description Published after the post: a thread (each a reply to the one before) on X, Threads, Bluesky and Mastodon; comments under the post on Facebook, Instagram and LinkedIn. The first is the “first comment”. */
                        replies?: {
                            caption: string;
                            mediaIds?: string[];
                        }[];
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
         * What publishing the post would cost, and everything that would stop it
         * @description `maxCost` is what the publish reserves: every target delivered, at the operator’s price per platform (agent hand-offs cost 0). `problems` are found by the same checks publishing runs; a post with any is refused with 422 `publish_blocked`, except those with a `fix` when it is published with `autoFix` (the default). `notices` say what the publish will do that the author may not expect and that does not stop it (a post only its author will see, a publishing quota nearly used); they never block. A post already published or scheduled is 409 `already_published`.
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
                                notices: components["schemas"]["PublishNotice"][];
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
         * Publish a post now or at a time: reserves its maximum cost, charges each target delivered
         * @description Answers 202 with the publication: each target is then delivered on its own, charged when delivered and refunded when it fails for good. With `scheduledAt` (or a planned time of the draft that is still ahead) the post is `scheduled`: the cost is reserved now and released if the post is deleted. A post with problems (see `GET /posts/{id}/publish`) is 422 `publish_blocked`, but for those with a `fix` while `autoFix` is on: their variants are made (free of charge) and posted instead, listed per target in `fixes`; a second publish is 409 `already_published`; a short balance 402.
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
                        /**
                         * @description Post a variant (a new media item linked to the original) of each image a platform would refuse but takes once cropped, scaled or re-encoded: the problems of `GET /posts/{id}/publish` that carry a `fix`. False: those problems refuse the publish too.
                         * @default true
                         */
                        autoFix?: boolean;
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
    "/v1/posts/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a scheduled post to another time
         * @description For a post that is `scheduled` and not yet due: it will publish at `scheduledAt` instead (ahead, within a year). Its reserved credits stay reserved, and nothing else about it changes. A draft’s planned time is changed with `PATCH /posts/{id}`; a post already publishing or published is 409 `conflict`. Needs the editor role. Free.
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
                        /** Format: date-time */
                        scheduledAt: string;
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
    "/v1/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's brand kit
         * @description Version 0, without a name, while the brand has never been set: outputs then use the studio’s own palette, type and voice.
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
                            data: components["schemas"]["Brand"];
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
        /**
         * Set the workspace's brand kit (a new version)
         * @description Replaces the whole brand: a field left out is cleared. Logos are media URLs of this workspace, checked and kept by the brand (422 `invalid_logo` when unreadable); fonts are bundled families or uploaded fonts (422 `invalid_font`). Send `version` from GET /brand to refuse the change (409) if someone else changed the brand since. A brand set exactly as it is keeps its version.
         */
        put: {
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
                        logo?: {
                            /** @description A media URL of this workspace (upload the image first): the logo. */
                            url: string;
                            /** @description The variant for light backgrounds (usually a dark logo). */
                            onLight?: string;
                            /** @description The variant for dark backgrounds (usually a light or white logo). */
                            onDark?: string;
                        };
                        colors?: {
                            /** @description The main brand colour. */
                            primary: string;
                            secondary?: string;
                            /** @description For highlights: stickers, buttons, underlines. */
                            accent?: string;
                            background?: string;
                            text?: string;
                        };
                        fonts?: {
                            /** @description A bundled family (Inter, DM Serif Display, Caveat) or the id of an uploaded font (`fnt_…`). */
                            heading?: string;
                            /** @description A bundled family (Inter, DM Serif Display, Caveat) or the id of an uploaded font (`fnt_…`). */
                            body?: string;
                        };
                        voice?: {
                            /**
                             * @description The tone copy is written in when a request names none.
                             * @enum {string}
                             */
                            tone?: "casual" | "professional" | "playful" | "luxury" | "urgent";
                            /**
                             * @description The language copy and picture text are written in when a request names none.
                             * @enum {string}
                             */
                            language?: "en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id";
                            /** @description How the brand speaks, in a few sentences, for the copy engines. */
                            description?: string;
                            /** @description Added to every caption (at most 10). */
                            hashtags?: string[];
                            /** @description Words and phrases never written, compared without regard to case (at most 100). */
                            bannedWords?: string[];
                        };
                        logoPlacement?: {
                            /**
                             * @description Default bottom-right.
                             * @enum {string}
                             */
                            corner?: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                            /**
                             * @description Default medium. The logo fits a square whose side is 12 %, 18 % or 24 % of the picture's shorter side.
                             * @enum {string}
                             */
                            size?: "small" | "medium" | "large";
                            /** @description The presets whose outputs carry the logo; all of them when left out, none with []. */
                            presets?: ("ugc-selfie-review" | "ugc-unboxing" | "ugc-lifestyle" | "product-hero-studio" | "product-hero-color" | "video-storyboard-ugc" | "video-storyboard-product")[];
                            /** @description Whether /generations/image outputs carry it too. Default true. */
                            images?: boolean;
                        };
                        /** @description The version this change was made on (from GET /brand): when the brand has changed since, the change is refused with 409 and nothing is stored. */
                        version?: number;
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
                            data: components["schemas"]["Brand"];
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/brand/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a brand kit before saving it
         * @description Draws one picture of a preset (the colour card unless `presetId` says otherwise) with the brand given — the same body as PUT /brand — and the logo as currently saved. Drawn by the studio whatever engine runs use; free, nothing is stored and the brand's version does not change. Owners and editors, as for PUT /brand.
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
                        logo?: {
                            /** @description A media URL of this workspace (upload the image first): the logo. */
                            url: string;
                            /** @description The variant for light backgrounds (usually a dark logo). */
                            onLight?: string;
                            /** @description The variant for dark backgrounds (usually a light or white logo). */
                            onDark?: string;
                        };
                        colors?: {
                            /** @description The main brand colour. */
                            primary: string;
                            secondary?: string;
                            /** @description For highlights: stickers, buttons, underlines. */
                            accent?: string;
                            background?: string;
                            text?: string;
                        };
                        fonts?: {
                            /** @description A bundled family (Inter, DM Serif Display, Caveat) or the id of an uploaded font (`fnt_…`). */
                            heading?: string;
                            /** @description A bundled family (Inter, DM Serif Display, Caveat) or the id of an uploaded font (`fnt_…`). */
                            body?: string;
                        };
                        voice?: {
                            /**
                             * @description The tone copy is written in when a request names none.
                             * @enum {string}
                             */
                            tone?: "casual" | "professional" | "playful" | "luxury" | "urgent";
                            /**
                             * @description The language copy and picture text are written in when a request names none.
                             * @enum {string}
                             */
                            language?: "en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id";
                            /** @description How the brand speaks, in a few sentences, for the copy engines. */
                            description?: string;
                            /** @description Added to every caption (at most 10). */
                            hashtags?: string[];
                            /** @description Words and phrases never written, compared without regard to case (at most 100). */
                            bannedWords?: string[];
                        };
                        logoPlacement?: {
                            /**
                             * @description Default bottom-right.
                             * @enum {string}
                             */
                            corner?: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                            /**
                             * @description Default medium. The logo fits a square whose side is 12 %, 18 % or 24 % of the picture's shorter side.
                             * @enum {string}
                             */
                            size?: "small" | "medium" | "large";
                            /** @description The presets whose outputs carry the logo; all of them when left out, none with []. */
                            presets?: ("ugc-selfie-review" | "ugc-unboxing" | "ugc-lifestyle" | "product-hero-studio" | "product-hero-color" | "video-storyboard-ugc" | "video-storyboard-product")[];
                            /** @description Whether /generations/image outputs carry it too. Default true. */
                            images?: boolean;
                        };
                        /** @description The product the picture shows; the brand name followed by "signature product" when left out. */
                        subject?: string;
                        /**
                         * @description The picture preset to draw; `product-hero-color` when left out.
                         * @enum {string}
                         */
                        presetId?: "ugc-selfie-review" | "ugc-unboxing" | "ugc-lifestyle" | "product-hero-studio" | "product-hero-color";
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
                            data: components["schemas"]["BrandPreview"];
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
    "/v1/brand/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of the brand kit, as it was set */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    version: number;
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
                            data: components["schemas"]["Brand"];
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
    "/v1/brand/fonts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand's uploaded fonts, newest first */
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
                            data: components["schemas"]["BrandFont"][];
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
         * Upload a font for the brand (OTF, TTF or WOFF2, at most 5 MiB)
         * @description The body is the font file as it is. It is parsed whole: a file that is not a font that can draw text is 422 `invalid_font`. Answers the font's family, style and licence fields; 201 when new, 200 with the font already uploaded when the same file comes again. Holding a licence that lets you use the font in the pictures you publish is your responsibility.
         */
        post: {
            parameters: {
                query?: {
                    /** @description The file name, kept with the font. */
                    filename?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "font/ttf": string;
                    "font/otf": string;
                    "font/woff2": string;
                    "font/sfnt": string;
                    "application/octet-stream": string;
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
                            data: components["schemas"]["BrandFont"];
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
                            data: components["schemas"]["BrandFont"];
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
    "/v1/brand/fonts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One uploaded font */
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
                            data: components["schemas"]["BrandFont"];
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
         * Delete an uploaded font
         * @description The font leaves the list and can no longer be chosen; 409 while the brand uses it. A font a past brand version used is kept in storage, so that runs made with that version can be drawn again.
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
export type webhooks = {
    "generation.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A generation ended with at least one image (those not produced were refunded).
         * @description Signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`); the same `webhook-id` on every retry.
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
                    "application/json": components["schemas"]["GenerationSucceededEvent"];
                };
            };
            responses: {
                /** @description Received. Any other answer is retried with back-off for 24 hours; 410 stops. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "generation.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A generation ended without an image; nothing was charged.
         * @description Signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`); the same `webhook-id` on every retry.
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
                    "application/json": components["schemas"]["GenerationFailedEvent"];
                };
            };
            responses: {
                /** @description Received. Any other answer is retried with back-off for 24 hours; 410 stops. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "post.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A post reached every target (`published`) or only some (`partially_published`).
         * @description Signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`); the same `webhook-id` on every retry.
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
                    "application/json": components["schemas"]["PostPublishedEvent"];
                };
            };
            responses: {
                /** @description Received. Any other answer is retried with back-off for 24 hours; 410 stops. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "post.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A post reached no target.
         * @description Signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`); the same `webhook-id` on every retry.
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
                    "application/json": components["schemas"]["PostFailedEvent"];
                };
            };
            responses: {
                /** @description Received. Any other answer is retried with back-off for 24 hours; 410 stops. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credits.low": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A charge took the balance below the threshold; once per crossing, to every workspace of the account.
         * @description Signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`); the same `webhook-id` on every retry.
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
                    "application/json": components["schemas"]["CreditsLowEvent"];
                };
            };
            responses: {
                /** @description Received. Any other answer is retried with back-off for 24 hours; 410 stops. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "credits.purchased": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Stripe purchase added credits; to every workspace of the account.
         * @description Signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`); the same `webhook-id` on every retry.
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
                    "application/json": components["schemas"]["CreditsPurchasedEvent"];
                };
            };
            responses: {
                /** @description Received. Any other answer is retried with back-off for 24 hours; 410 stops. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "social_account.needs_reconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A social account’s platform refused its credentials: it must be connected again.
         * @description Signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`); the same `webhook-id` on every retry.
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
                    "application/json": components["schemas"]["SocialAccountNeedsReconnectEvent"];
                };
            };
            responses: {
                /** @description Received. Any other answer is retried with back-off for 24 hours; 410 stops. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
            /** @description A webhook account’s receiver. Shown in full to editors and owners; to viewers without what may be a credential (user and password, query values, token-like path segments: `***`). */
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
            /** @description A webhook account’s receiver. Shown in full to editors and owners; to viewers without what may be a credential (user and password, query values, token-like path segments: `***`). */
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
        BrandInput: {
            workspaceId: string;
            /** @description Increases with every change; 0 while the brand has never been set. */
            version: number;
            /** @description Absent while the brand has never been set. */
            name?: string;
            logo?: {
                url: string;
                onLight?: string;
                onDark?: string;
            };
            colors?: {
                primary: string;
                secondary?: string;
                accent?: string;
                background?: string;
                text?: string;
            };
            fonts: {
                heading?: string;
                body?: string;
            };
            voice: {
                /** @enum {string} */
                tone?: "casual" | "professional" | "playful" | "luxury" | "urgent";
                /** @enum {string} */
                language?: "en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id";
                description?: string;
                hashtags: string[];
                bannedWords: string[];
            };
            logoPlacement: {
                /** @enum {string} */
                corner: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                /** @enum {string} */
                size: "small" | "medium" | "large";
                /** @description Absent: every preset. */
                presets?: ("ugc-selfie-review" | "ugc-unboxing" | "ugc-lifestyle" | "product-hero-studio" | "product-hero-color" | "video-storyboard-ugc" | "video-storyboard-product")[];
                images: boolean;
            };
            /** @description When this version was set. */
            updatedAt?: string;
        };
        BrandFontInput: {
            /** @description Name it as `fonts.heading` or `fonts.body` of PUT /brand. */
            id: string;
            workspaceId: string;
            /** @description The font's typographic family, from its name table. */
            family: string;
            /** @description E.g. Regular, Bold Italic. */
            style: string;
            fullName: string;
            postscriptName?: string;
            /**
             * @description Read from the file's bytes.
             * @enum {string}
             */
            format: "ttf" | "otf" | "woff2";
            /** @description Whether it has variation axes (a weight range rather than one weight). */
            variable: boolean;
            filename?: string;
            bytes: number;
            sha256: string;
            /** @description What the font says about its licence. Holding a licence that lets you use the font in the pictures you publish is your responsibility. */
            licence: {
                /** @description The font's own licence description (name ID 13). */
                notice?: string;
                /** @description The font's licence URL (name ID 14). */
                url?: string;
                copyright?: string;
            };
            createdAt: string;
        };
        BrandPreviewInput: {
            /** @enum {string} */
            presetId: "ugc-selfie-review" | "ugc-unboxing" | "ugc-lifestyle" | "product-hero-studio" | "product-hero-color";
            /** @description The picture as a `data:` URL, to show as it is; it is stored nowhere. */
            image: string;
            width: number;
            height: number;
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
            type: "preset" | "image" | "cutout";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed" | "canceled";
            /** @description The run's seed: the request's, or one drawn fresh when it named none. Sent again with the same request, it gives the same pictures. */
            seed: number;
            /** @description The language of its captions and picture text: a preset run's, chosen at acceptance; an image run's when the request named one. */
            language?: string;
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
                /** @description The render manifest: the same engine, seed, preset version and brand version give the same image. */
                render: {
                    engine: string;
                    seed: number;
                    presetVersion: number;
                    /**
                     * @description How the product was told from its background, when a photo was cut out: `segmented` by the segmentation model, `own_alpha` kept from a transparent PNG, `whole_photo` when the photo has no subject the model could find (the whole photo is used, opaque).
                     * @enum {string}
                     */
                    cutout?: "segmented" | "own_alpha" | "whole_photo";
                    /** @description The version of the workspace's brand kit the image was drawn with; absent without one. */
                    brandVersion?: number;
                    /** @description Where the product was drawn, in the image’s pixels: what a crop for a platform keeps (a publish with `autoFix`). */
                    productBox?: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
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
        WorkspaceInput: {
            id: string;
            accountId: string;
            name: string;
            isDefault: boolean;
            /** @description The language copy and picture text are written in when neither the request nor its subject tells; null: English. */
            defaultLanguage: ("en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id") | null;
            createdAt: string;
        };
        AccountUserInput: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description When the user joined the account. */
            createdAt: string;
        };
        PendingInvitationInput: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description The owner who sent it; `null` when it was sent with a token of no user. */
            invitedByUserId: string | null;
            createdAt: string;
            expiresAt: string;
        };
        InvitationInput: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description The owner who sent it; `null` when it was sent with a token of no user. */
            invitedByUserId: string | null;
            createdAt: string;
            expiresAt: string;
            /** @description The link to send to the invitee; shown this once. */
            acceptUrl: string;
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
            /** @description The item this one was made from for a platform (cropped, scaled or re-encoded by a publish with `autoFix`). */
            variantOf?: string;
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
        PlatformInput: {
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            /** @description As people write it: “LinkedIn”, “X”. */
            name: string;
            /**
             * @description How an account is connected: `sign_in` and `sign_in_instance` (Mastodon: on the instance named) through `POST /social-accounts/connect`, `app_password` (Bluesky) and `webhook_url` with `POST /social-accounts`.
             * @enum {string}
             */
            connect: "sign_in" | "sign_in_instance" | "app_password" | "webhook_url";
            /** @description This server can connect such an account: false for a sign-in platform the operator has not registered an app with. */
            available: boolean;
            text: {
                /** @description The most a post’s text may count. */
                limit: number;
                /** @description How the platform counts it (“weighted as X counts it”). */
                counting: string;
            };
            media: {
                min: number;
                max: number;
                /** @description The image types the platform takes as they are. */
                types: string[];
            };
            altText: {
                limit: number;
            };
            /** @description Whether and how the platform takes a post’s replies. Agent hand-offs carry the post alone. */
            replies: {
                /**
                 * @description How `replies` are published: `thread` (each a reply to the one before: X, Threads, Bluesky, Mastodon; a webhook receiver gets them with the post), `comments` under the post (Facebook, Instagram, LinkedIn; the first is the “first comment”), `none` (the publish check says `replies_unsupported`).
                 * @enum {string}
                 */
                as: "thread" | "comments" | "none";
                /** @description The most one reply’s text may count: a comment’s own limit where the platform has one. */
                text?: {
                    limit: number;
                };
                /** @description The most images one reply may carry (Instagram comments: none). */
                media?: {
                    max: number;
                };
            };
            /** @description The images can be published as one PDF document instead (`perPlatform.linkedin: { format: "document", title? }`): LinkedIn. */
            documents: boolean;
            /** @description Credits one delivery costs; nothing on an agent’s own account. */
            cost: number;
            /** @description X only, when the operator prices it apart (`x_with_link` in `PUBLISH_COSTS`): what a delivery costs when the post carries a link. */
            costWithLink?: number;
        };
        GenerationEventDataInput: {
            /** @description The generation’s id, as in `GET /generations/{id}`. */
            id: string;
            /** @enum {string} */
            type: "preset" | "image" | "cutout";
            /** @enum {string} */
            status: "succeeded" | "failed";
            presetId?: string;
            campaignId?: string;
            creditsCharged: number;
            outputs: {
                mediaId: string;
                url: string;
                thumbnailUrl: string;
            }[];
            /** @description Why it failed, or why some images were not produced. */
            error?: {
                code: string;
                message: string;
            };
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        PostEventDataInput: {
            postId: string;
            /** @enum {string} */
            status: "published" | "partially_published" | "failed";
            creditsCharged: number;
            targets: {
                socialAccountId: string;
                platform: string;
                /** @enum {string} */
                status: "pending" | "delivered" | "failed" | "unknown";
                externalId?: string;
                externalUrl?: string;
                error?: {
                    code: string;
                    message: string;
                    /** @enum {string} */
                    category: "auth_expired" | "user_content" | "platform_rejected" | "rate_limited" | "media_error" | "system";
                    retryable: boolean;
                };
            }[];
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        CreditsLowEventDataInput: {
            accountId: string;
            /** @description What can be spent now, as in `GET /credits`. */
            balance: number;
            /** @description `CREDITS_LOW_THRESHOLD`: the charge took the balance below it. */
            threshold: number;
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        CreditsPurchasedEventDataInput: {
            accountId: string;
            pack: string;
            credits: number;
            /** @description The balance after the purchase. */
            balance: number;
            checkoutSessionId: string;
            /** @description In the currency’s minor unit. */
            amountPaid: number;
            currency: string;
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        SocialAccountEventDataInput: {
            /** @description The social account’s id, as in `GET /social-accounts`. */
            id: string;
            platform: string;
            handle: string;
            reason: string;
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        /** @description A generation ended with at least one image (those not produced were refunded). */
        GenerationSucceededEventInput: {
            /** @constant */
            type: "generation.succeeded";
            timestamp: string;
            data: components["schemas"]["GenerationEventDataInput"];
        };
        /** @description A generation ended without an image; nothing was charged. */
        GenerationFailedEventInput: {
            /** @constant */
            type: "generation.failed";
            timestamp: string;
            data: components["schemas"]["GenerationEventDataInput"];
        };
        /** @description A post reached every target (`published`) or only some (`partially_published`). */
        PostPublishedEventInput: {
            /** @constant */
            type: "post.published";
            timestamp: string;
            data: components["schemas"]["PostEventDataInput"];
        };
        /** @description A post reached no target. */
        PostFailedEventInput: {
            /** @constant */
            type: "post.failed";
            timestamp: string;
            data: components["schemas"]["PostEventDataInput"];
        };
        /** @description A charge took the balance below the threshold; once per crossing, to every workspace of the account. */
        CreditsLowEventInput: {
            /** @constant */
            type: "credits.low";
            timestamp: string;
            data: components["schemas"]["CreditsLowEventDataInput"];
        };
        /** @description A Stripe purchase added credits; to every workspace of the account. */
        CreditsPurchasedEventInput: {
            /** @constant */
            type: "credits.purchased";
            timestamp: string;
            data: components["schemas"]["CreditsPurchasedEventDataInput"];
        };
        /** @description A social account’s platform refused its credentials: it must be connected again. */
        SocialAccountNeedsReconnectEventInput: {
            /** @constant */
            type: "social_account.needs_reconnect";
            timestamp: string;
            data: components["schemas"]["SocialAccountEventDataInput"];
        };
        WebhookEventInput: components["schemas"]["GenerationSucceededEventInput"] | components["schemas"]["GenerationFailedEventInput"] | components["schemas"]["PostPublishedEventInput"] | components["schemas"]["PostFailedEventInput"] | components["schemas"]["CreditsLowEventInput"] | components["schemas"]["CreditsPurchasedEventInput"] | components["schemas"]["SocialAccountNeedsReconnectEventInput"];
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
                /** @description What each part became on the platform, in order (0 = the post itself, then its replies): the parts posted so far. A retry continues at the first part not listed. */
                parts?: {
                    externalId: string;
                    externalUrl?: string;
                }[];
                handoff?: components["schemas"]["HandoffInput"];
                error?: {
                    code: string;
                    message: string;
                    /** @enum {string} */
                    category: "auth_expired" | "user_content" | "platform_rejected" | "rate_limited" | "media_error" | "system";
                    retryable: boolean;
                };
                /** @description The variants this target posts in place of the post’s images (a publish with `autoFix`). */
                fixes?: {
                    /** @description The post’s image. */
                    mediaId: string;
                    /** @description The media item posted in its place. */
                    variantId: string;
                    description: string;
                }[];
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
            /** @description When publishing started: the time a scheduled post was due, else the publish call. Absent for drafts and scheduled posts. */
            publishedAt?: string;
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
                    caption?: string;
                    /**
                     * @description "document": the images are published as one PDF document, a page each.
                     * @enum {string}
                     */
                    format?: "document";
                    /** @description The document's title (a document post only); the caption's first line when absent. */
                    title?: string;
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
            replies: {
                caption: string;
                mediaIds: string[];
            }[];
            /** @enum {string} */
            status: "draft" | "scheduled" | "publishing" | "published" | "partially_published" | "failed";
            createdAt: string;
            updatedAt: string;
            publication: components["schemas"]["PublicationInput"] | null;
        };
        /** @description How a variant of the image fixes the problem without changing what the picture shows. Publishing with `autoFix` (the default) makes it and posts it instead. */
        MediaFixInput: {
            /**
             * @description The main change: cut to an aspect ratio the platform takes, scaled to its sides (or to a carousel’s one size), or only written again as a type it takes within its bytes.
             * @enum {string}
             */
            kind: "crop" | "resize" | "re-encode";
            /** @description The images of the post a variant is made of. */
            mediaIds: string[];
            /** @description What the variant is. */
            to: {
                width: number;
                height: number;
                /** @description Absent for a carousel, whose variants keep their own types. */
                mimeType?: string;
                maxBytes?: number;
            };
            description: string;
        };
        PublishProblemInput: {
            socialAccountId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            code: string;
            message: string;
            /** @description The reply it concerns (1 = the first reply); absent when it concerns the post itself. */
            part?: number;
            fix?: components["schemas"]["MediaFixInput"];
        };
        PublishNoticeInput: {
            socialAccountId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            /**
             * @description `only_author_sees`: the operator’s app has only the platform’s first tier of access (TikTok before its audit: posted as private; Pinterest Trial access), so only the account’s owner will see the post. `publishing_limit_near` / `publishing_limit_reached`: the account’s quota of posts published through the API (Instagram: 100 in 24 hours) is nearly or wholly used; a publish over it fails `rate_limited` and can be retried.
             * @enum {string}
             */
            code: "only_author_sees" | "publishing_limit_near" | "publishing_limit_reached";
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
            /** @description The receiver. Shown in full to owners; to others without what may be a credential (user and password, query values, token-like path segments: `***`). */
            url: string;
            events: ("generation.succeeded" | "generation.failed" | "post.published" | "post.failed" | "credits.low" | "credits.purchased" | "social_account.needs_reconnect")[];
            createdAt: string;
        };
        NewWebhookInput: {
            id: string;
            workspaceId: string;
            /** @description The receiver. Shown in full to owners; to others without what may be a credential (user and password, query values, token-like path segments: `***`). */
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
            /** @description The body sent: `{ type, timestamp, data }`, one of the `WebhookEvent` shapes. */
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
            /** @description A webhook account’s receiver. Shown in full to editors and owners; to viewers without what may be a credential (user and password, query values, token-like path segments: `***`). */
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
            /** @description A webhook account’s receiver. Shown in full to editors and owners; to viewers without what may be a credential (user and password, query values, token-like path segments: `***`). */
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
        Brand: {
            workspaceId: string;
            /** @description Increases with every change; 0 while the brand has never been set. */
            version: number;
            /** @description Absent while the brand has never been set. */
            name?: string;
            logo?: {
                url: string;
                onLight?: string;
                onDark?: string;
            };
            colors?: {
                primary: string;
                secondary?: string;
                accent?: string;
                background?: string;
                text?: string;
            };
            fonts: {
                heading?: string;
                body?: string;
            };
            voice: {
                /** @enum {string} */
                tone?: "casual" | "professional" | "playful" | "luxury" | "urgent";
                /** @enum {string} */
                language?: "en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id";
                description?: string;
                hashtags: string[];
                bannedWords: string[];
            };
            logoPlacement: {
                /** @enum {string} */
                corner: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                /** @enum {string} */
                size: "small" | "medium" | "large";
                /** @description Absent: every preset. */
                presets?: ("ugc-selfie-review" | "ugc-unboxing" | "ugc-lifestyle" | "product-hero-studio" | "product-hero-color" | "video-storyboard-ugc" | "video-storyboard-product")[];
                images: boolean;
            };
            /** @description When this version was set. */
            updatedAt?: string;
        };
        BrandFont: {
            /** @description Name it as `fonts.heading` or `fonts.body` of PUT /brand. */
            id: string;
            workspaceId: string;
            /** @description The font's typographic family, from its name table. */
            family: string;
            /** @description E.g. Regular, Bold Italic. */
            style: string;
            fullName: string;
            postscriptName?: string;
            /**
             * @description Read from the file's bytes.
             * @enum {string}
             */
            format: "ttf" | "otf" | "woff2";
            /** @description Whether it has variation axes (a weight range rather than one weight). */
            variable: boolean;
            filename?: string;
            bytes: number;
            sha256: string;
            /** @description What the font says about its licence. Holding a licence that lets you use the font in the pictures you publish is your responsibility. */
            licence: {
                /** @description The font's own licence description (name ID 13). */
                notice?: string;
                /** @description The font's licence URL (name ID 14). */
                url?: string;
                copyright?: string;
            };
            createdAt: string;
        };
        BrandPreview: {
            /** @enum {string} */
            presetId: "ugc-selfie-review" | "ugc-unboxing" | "ugc-lifestyle" | "product-hero-studio" | "product-hero-color";
            /** @description The picture as a `data:` URL, to show as it is; it is stored nowhere. */
            image: string;
            width: number;
            height: number;
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
            type: "preset" | "image" | "cutout";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed" | "canceled";
            /** @description The run's seed: the request's, or one drawn fresh when it named none. Sent again with the same request, it gives the same pictures. */
            seed: number;
            /** @description The language of its captions and picture text: a preset run's, chosen at acceptance; an image run's when the request named one. */
            language?: string;
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
                /** @description The render manifest: the same engine, seed, preset version and brand version give the same image. */
                render: {
                    engine: string;
                    seed: number;
                    presetVersion: number;
                    /**
                     * @description How the product was told from its background, when a photo was cut out: `segmented` by the segmentation model, `own_alpha` kept from a transparent PNG, `whole_photo` when the photo has no subject the model could find (the whole photo is used, opaque).
                     * @enum {string}
                     */
                    cutout?: "segmented" | "own_alpha" | "whole_photo";
                    /** @description The version of the workspace's brand kit the image was drawn with; absent without one. */
                    brandVersion?: number;
                    /** @description Where the product was drawn, in the image’s pixels: what a crop for a platform keeps (a publish with `autoFix`). */
                    productBox?: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
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
        Workspace: {
            id: string;
            accountId: string;
            name: string;
            isDefault: boolean;
            /** @description The language copy and picture text are written in when neither the request nor its subject tells; null: English. */
            defaultLanguage: ("en" | "es" | "fr" | "de" | "it" | "pt" | "pt-BR" | "nl" | "pl" | "tr" | "ja" | "ko" | "zh-Hans" | "zh-Hant" | "ar" | "hi" | "id") | null;
            createdAt: string;
        };
        AccountUser: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description When the user joined the account. */
            createdAt: string;
        };
        PendingInvitation: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description The owner who sent it; `null` when it was sent with a token of no user. */
            invitedByUserId: string | null;
            createdAt: string;
            expiresAt: string;
        };
        Invitation: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "editor" | "viewer";
            /** @description The owner who sent it; `null` when it was sent with a token of no user. */
            invitedByUserId: string | null;
            createdAt: string;
            expiresAt: string;
            /** @description The link to send to the invitee; shown this once. */
            acceptUrl: string;
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
            /** @description The item this one was made from for a platform (cropped, scaled or re-encoded by a publish with `autoFix`). */
            variantOf?: string;
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
        Platform: {
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            /** @description As people write it: “LinkedIn”, “X”. */
            name: string;
            /**
             * @description How an account is connected: `sign_in` and `sign_in_instance` (Mastodon: on the instance named) through `POST /social-accounts/connect`, `app_password` (Bluesky) and `webhook_url` with `POST /social-accounts`.
             * @enum {string}
             */
            connect: "sign_in" | "sign_in_instance" | "app_password" | "webhook_url";
            /** @description This server can connect such an account: false for a sign-in platform the operator has not registered an app with. */
            available: boolean;
            text: {
                /** @description The most a post’s text may count. */
                limit: number;
                /** @description How the platform counts it (“weighted as X counts it”). */
                counting: string;
            };
            media: {
                min: number;
                max: number;
                /** @description The image types the platform takes as they are. */
                types: string[];
            };
            altText: {
                limit: number;
            };
            /** @description Whether and how the platform takes a post’s replies. Agent hand-offs carry the post alone. */
            replies: {
                /**
                 * @description How `replies` are published: `thread` (each a reply to the one before: X, Threads, Bluesky, Mastodon; a webhook receiver gets them with the post), `comments` under the post (Facebook, Instagram, LinkedIn; the first is the “first comment”), `none` (the publish check says `replies_unsupported`).
                 * @enum {string}
                 */
                as: "thread" | "comments" | "none";
                /** @description The most one reply’s text may count: a comment’s own limit where the platform has one. */
                text?: {
                    limit: number;
                };
                /** @description The most images one reply may carry (Instagram comments: none). */
                media?: {
                    max: number;
                };
            };
            /** @description The images can be published as one PDF document instead (`perPlatform.linkedin: { format: "document", title? }`): LinkedIn. */
            documents: boolean;
            /** @description Credits one delivery costs; nothing on an agent’s own account. */
            cost: number;
            /** @description X only, when the operator prices it apart (`x_with_link` in `PUBLISH_COSTS`): what a delivery costs when the post carries a link. */
            costWithLink?: number;
        };
        GenerationEventData: {
            /** @description The generation’s id, as in `GET /generations/{id}`. */
            id: string;
            /** @enum {string} */
            type: "preset" | "image" | "cutout";
            /** @enum {string} */
            status: "succeeded" | "failed";
            presetId?: string;
            campaignId?: string;
            creditsCharged: number;
            outputs: {
                mediaId: string;
                url: string;
                thumbnailUrl: string;
            }[];
            /** @description Why it failed, or why some images were not produced. */
            error?: {
                code: string;
                message: string;
            };
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        PostEventData: {
            postId: string;
            /** @enum {string} */
            status: "published" | "partially_published" | "failed";
            creditsCharged: number;
            targets: {
                socialAccountId: string;
                platform: string;
                /** @enum {string} */
                status: "pending" | "delivered" | "failed" | "unknown";
                externalId?: string;
                externalUrl?: string;
                error?: {
                    code: string;
                    message: string;
                    /** @enum {string} */
                    category: "auth_expired" | "user_content" | "platform_rejected" | "rate_limited" | "media_error" | "system";
                    retryable: boolean;
                };
            }[];
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        CreditsLowEventData: {
            accountId: string;
            /** @description What can be spent now, as in `GET /credits`. */
            balance: number;
            /** @description `CREDITS_LOW_THRESHOLD`: the charge took the balance below it. */
            threshold: number;
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        CreditsPurchasedEventData: {
            accountId: string;
            pack: string;
            credits: number;
            /** @description The balance after the purchase. */
            balance: number;
            checkoutSessionId: string;
            /** @description In the currency’s minor unit. */
            amountPaid: number;
            currency: string;
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        SocialAccountEventData: {
            /** @description The social account’s id, as in `GET /social-accounts`. */
            id: string;
            platform: string;
            handle: string;
            reason: string;
            /** @description The workspace of the webhook the event is sent to. */
            workspaceId: string;
        };
        /** @description A generation ended with at least one image (those not produced were refunded). */
        GenerationSucceededEvent: {
            /** @constant */
            type: "generation.succeeded";
            timestamp: string;
            data: components["schemas"]["GenerationEventData"];
        };
        /** @description A generation ended without an image; nothing was charged. */
        GenerationFailedEvent: {
            /** @constant */
            type: "generation.failed";
            timestamp: string;
            data: components["schemas"]["GenerationEventData"];
        };
        /** @description A post reached every target (`published`) or only some (`partially_published`). */
        PostPublishedEvent: {
            /** @constant */
            type: "post.published";
            timestamp: string;
            data: components["schemas"]["PostEventData"];
        };
        /** @description A post reached no target. */
        PostFailedEvent: {
            /** @constant */
            type: "post.failed";
            timestamp: string;
            data: components["schemas"]["PostEventData"];
        };
        /** @description A charge took the balance below the threshold; once per crossing, to every workspace of the account. */
        CreditsLowEvent: {
            /** @constant */
            type: "credits.low";
            timestamp: string;
            data: components["schemas"]["CreditsLowEventData"];
        };
        /** @description A Stripe purchase added credits; to every workspace of the account. */
        CreditsPurchasedEvent: {
            /** @constant */
            type: "credits.purchased";
            timestamp: string;
            data: components["schemas"]["CreditsPurchasedEventData"];
        };
        /** @description A social account’s platform refused its credentials: it must be connected again. */
        SocialAccountNeedsReconnectEvent: {
            /** @constant */
            type: "social_account.needs_reconnect";
            timestamp: string;
            data: components["schemas"]["SocialAccountEventData"];
        };
        WebhookEvent: components["schemas"]["GenerationSucceededEvent"] | components["schemas"]["GenerationFailedEvent"] | components["schemas"]["PostPublishedEvent"] | components["schemas"]["PostFailedEvent"] | components["schemas"]["CreditsLowEvent"] | components["schemas"]["CreditsPurchasedEvent"] | components["schemas"]["SocialAccountNeedsReconnectEvent"];
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
                /** @description What each part became on the platform, in order (0 = the post itself, then its replies): the parts posted so far. A retry continues at the first part not listed. */
                parts?: {
                    externalId: string;
                    externalUrl?: string;
                }[];
                handoff?: components["schemas"]["Handoff"];
                error?: {
                    code: string;
                    message: string;
                    /** @enum {string} */
                    category: "auth_expired" | "user_content" | "platform_rejected" | "rate_limited" | "media_error" | "system";
                    retryable: boolean;
                };
                /** @description The variants this target posts in place of the post’s images (a publish with `autoFix`). */
                fixes?: {
                    /** @description The post’s image. */
                    mediaId: string;
                    /** @description The media item posted in its place. */
                    variantId: string;
                    description: string;
                }[];
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
            /** @description When publishing started: the time a scheduled post was due, else the publish call. Absent for drafts and scheduled posts. */
            publishedAt?: string;
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
                    caption?: string;
                    /**
                     * @description "document": the images are published as one PDF document, a page each.
                     * @enum {string}
                     */
                    format?: "document";
                    /** @description The document's title (a document post only); the caption's first line when absent. */
                    title?: string;
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
            replies: {
                caption: string;
                mediaIds: string[];
            }[];
            /** @enum {string} */
            status: "draft" | "scheduled" | "publishing" | "published" | "partially_published" | "failed";
            createdAt: string;
            updatedAt: string;
            publication: components["schemas"]["Publication"] | null;
        };
        /** @description How a variant of the image fixes the problem without changing what the picture shows. Publishing with `autoFix` (the default) makes it and posts it instead. */
        MediaFix: {
            /**
             * @description The main change: cut to an aspect ratio the platform takes, scaled to its sides (or to a carousel’s one size), or only written again as a type it takes within its bytes.
             * @enum {string}
             */
            kind: "crop" | "resize" | "re-encode";
            /** @description The images of the post a variant is made of. */
            mediaIds: string[];
            /** @description What the variant is. */
            to: {
                width: number;
                height: number;
                /** @description Absent for a carousel, whose variants keep their own types. */
                mimeType?: string;
                maxBytes?: number;
            };
            description: string;
        };
        PublishProblem: {
            socialAccountId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            code: string;
            message: string;
            /** @description The reply it concerns (1 = the first reply); absent when it concerns the post itself. */
            part?: number;
            fix?: components["schemas"]["MediaFix"];
        };
        PublishNotice: {
            socialAccountId: string;
            /** @enum {string} */
            platform: "instagram" | "tiktok" | "x" | "linkedin" | "facebook" | "threads" | "bluesky" | "pinterest" | "mastodon" | "webhook";
            /**
             * @description `only_author_sees`: the operator’s app has only the platform’s first tier of access (TikTok before its audit: posted as private; Pinterest Trial access), so only the account’s owner will see the post. `publishing_limit_near` / `publishing_limit_reached`: the account’s quota of posts published through the API (Instagram: 100 in 24 hours) is nearly or wholly used; a publish over it fails `rate_limited` and can be retried.
             * @enum {string}
             */
            code: "only_author_sees" | "publishing_limit_near" | "publishing_limit_reached";
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
            /** @description The receiver. Shown in full to owners; to others without what may be a credential (user and password, query values, token-like path segments: `***`). */
            url: string;
            events: ("generation.succeeded" | "generation.failed" | "post.published" | "post.failed" | "credits.low" | "credits.purchased" | "social_account.needs_reconnect")[];
            createdAt: string;
        };
        NewWebhook: {
            id: string;
            workspaceId: string;
            /** @description The receiver. Shown in full to owners; to others without what may be a credential (user and password, query values, token-like path segments: `***`). */
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
            /** @description The body sent: `{ type, timestamp, data }`, one of the `WebhookEvent` shapes. */
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
