/**
 * The fake TikTok account's creator info, and what TikTok holds a post to from it, as documented:
 *   https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info
 *   https://developers.tiktok.com/doc/content-posting-api-reference-photo-post
 *   https://developers.tiktok.com/doc/content-posting-api-get-started (unaudited clients)
 *
 * `creator_info/query` answers the privacy levels the account offers and its interaction
 * settings; it refuses with 403 when the account may not post now (`spam_risk_too_many_posts`: the
 * daily cap of API posts; `spam_risk_user_banned_from_posting`; `reached_active_user_cap`: the app's
 * daily quota of posting users). `content/init` refuses a privacy level the account does not offer
 * (`privacy_level_option_mismatch`) and, from an app TikTok has not audited, any but SELF_ONLY
 * (`unaudited_client_can_only_post_to_private_accounts`).
 */

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** The documented refusals of `creator_info/query`, by code. */
const QUERY_REFUSALS: Record<string, Refusal> = {
  spam_risk_too_many_posts: {
    status: 403,
    code: 'spam_risk_too_many_posts',
    message: 'The daily post cap from the API is reached for the current user.',
  },
  spam_risk_user_banned_from_posting: {
    status: 403,
    code: 'spam_risk_user_banned_from_posting',
    message: 'The user is banned from making new posts.',
  },
  reached_active_user_cap: {
    status: 403,
    code: 'reached_active_user_cap',
    message: 'The daily quota for active publishing users from your client is reached.',
  },
};

export type CreatorRefusal = keyof typeof QUERY_REFUSALS;

export class TiktokCreator {
  privacyOptions = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];
  commentDisabled = false;
  /** The app passed TikTok's audit; until then it posts privately only. */
  audited = true;
  /** `creator_info/query` requests answered. */
  queries = 0;
  private refusal: Refusal | undefined;

  constructor(private readonly who: { handle: string; nickname: string }) {}

  refuseNextQuery(code: CreatorRefusal): void {
    this.refusal = QUERY_REFUSALS[code];
  }

  /** The answer to `creator_info/query`: its data, or a refusal. */
  query(): { data: Record<string, unknown> } | Refusal {
    this.queries++;
    const refusal = this.refusal;
    this.refusal = undefined;
    if (refusal) return refusal;
    return {
      data: {
        creator_avatar_url: 'https://p16-sign.tiktokcdn.com/avatar.jpeg',
        creator_username: this.who.handle,
        creator_nickname: this.who.nickname,
        privacy_level_options: [...this.privacyOptions],
        comment_disabled: this.commentDisabled,
        // A private account offers no duet or stitch.
        duet_disabled: !this.privacyOptions.includes('PUBLIC_TO_EVERYONE'),
        stitch_disabled: !this.privacyOptions.includes('PUBLIC_TO_EVERYONE'),
        max_video_post_duration_sec: 600,
      },
    };
  }

  /** Why `content/init` refuses a direct post's privacy level, if it does. */
  refusePrivacy(privacyLevel: string | undefined): Refusal | undefined {
    if (!this.audited && privacyLevel !== 'SELF_ONLY') {
      return {
        status: 403,
        code: 'unaudited_client_can_only_post_to_private_accounts',
        message: 'Unaudited clients can only post with SELF_ONLY privacy.',
      };
    }
    if (!this.privacyOptions.includes(privacyLevel ?? '')) {
      return {
        status: 400,
        code: 'privacy_level_option_mismatch',
        message: "privacy_level is not one of the creator's privacy_level_options.",
      };
    }
    return undefined;
  }
}
