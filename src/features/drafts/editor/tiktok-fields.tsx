import { Link } from 'react-router-dom';
import {
  TIKTOK_PRIVACY_LABELS,
  tiktokConsentText,
  tiktokDisclosureLabel,
  type TikTokChoices,
  type TikTokCreator,
  type TikTokDisclosure,
} from '@contract/tiktok';
import { paths } from '@/config/paths';
import type { TikTokChoicesState, useTikTokPost } from './use-tiktok-choices';

export interface TikTokFieldsProps {
  /** The editor's TikTok part; nothing is shown while the post does not go to TikTok. */
  post: Pick<ReturnType<typeof useTikTokPost>, 'toTikTok' | 'state'>;
  error: string | undefined;
  id: (name: string) => string;
}

export const UNAUDITED_NOTE =
  'TikTok has not yet approved this app, so TikTok posts go out private: only you, the account owner, can see them.';

/**
 * What TikTok requires the owner to see and choose before each post (its Content Sharing
 * Guidelines): the account it goes to, who can see it (no default), whether comments are
 * allowed as the account allows, the commercial-content disclosure with TikTok's labels,
 * and the consent sentence. Photo posts only, so no duet or stitch.
 */
export function TikTokFields({ post, error, id }: TikTokFieldsProps) {
  const { state, toTikTok } = post;
  const { info, failed } = state;
  if (!toTikTok) return null;
  return (
    <fieldset className="field post-editor-tiktok">
      <legend>TikTok</legend>
      {info && !info.audited ? <p className="alert alert-info">{UNAUDITED_NOTE}</p> : null}
      {info?.creator ? (
        <CreatorChoices creator={info.creator} state={state} error={error} id={id} />
      ) : (
        <p className="field-hint">
          {failed
            ? 'TikTok’s account details could not be read. Please try again.'
            : !info
              ? 'Asking TikTok what this account allows...'
              : (info.problem ??
                'Connect a TikTok account to choose how this post goes there.')}{' '}
          {info && !info.creator ? <Link to={paths.integrations}>Connected accounts</Link> : null}
        </p>
      )}
    </fieldset>
  );
}

function CreatorChoices({
  creator,
  state,
  error,
  id,
}: {
  creator: TikTokCreator;
  state: TikTokChoicesState;
  error: string | undefined;
  id: (name: string) => string;
}) {
  const { choices, change } = state;
  return (
    <>
      <p className="post-editor-tiktok-creator">
        {creator.avatar_url ? (
          <img
            src={creator.avatar_url}
            alt=""
            width={32}
            height={32}
            referrerPolicy="no-referrer"
          />
        ) : null}
        <span>
          Posting to <strong>{creator.nickname}</strong>
        </span>
      </p>
      <PrivacyField
        creator={creator}
        choices={choices}
        change={change}
        // Said until a level is chosen, then gone.
        error={choices.privacy_level ? undefined : error}
        id={id}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={choices.allow_comments && !creator.comment_disabled}
          disabled={creator.comment_disabled}
          onChange={(event) => change({ allow_comments: event.target.checked })}
          aria-describedby={creator.comment_disabled ? id('tiktok-comments-hint') : undefined}
        />
        Allow comments
      </label>
      {creator.comment_disabled ? (
        <p id={id('tiktok-comments-hint')} className="field-hint">
          Comments are turned off for this account in TikTok&apos;s settings.
        </p>
      ) : null}
      <DisclosureField choices={choices} change={change} id={id} />
      <p className="field-hint post-editor-tiktok-consent">
        {tiktokConsentText(choices.disclosure)}
      </p>
    </>
  );
}

function PrivacyField({
  creator,
  choices,
  change,
  error,
  id,
}: {
  creator: TikTokCreator;
  choices: TikTokChoices;
  change: TikTokChoicesState['change'];
  error: string | undefined;
  id: (name: string) => string;
}) {
  const branded = choices.disclosure === 'branded_content';
  return (
    <div className="field">
      <label htmlFor={id('tiktok-privacy')}>Who can see this post on TikTok</label>
      <select
        id={id('tiktok-privacy')}
        className="input"
        value={choices.privacy_level ?? ''}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id('tiktok-privacy-error') : undefined}
        onChange={(event) => {
          const level = creator.privacy_level_options.find(
            (option) => option === event.target.value,
          );
          change({ privacy_level: level ?? null });
        }}
      >
        <option value="">Choose who can see it</option>
        {creator.privacy_level_options.map((level) => (
          <option key={level} value={level} disabled={branded && level === 'SELF_ONLY'}>
            {TIKTOK_PRIVACY_LABELS[level]}
            {branded && level === 'SELF_ONLY' ? ' (not for branded content)' : ''}
          </option>
        ))}
      </select>
      {error ? (
        <p id={id('tiktok-privacy-error')} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const DISCLOSURES: { value: TikTokDisclosure; label: string; hint: string }[] = [
  { value: 'none', label: 'No', hint: 'This post promotes nothing in exchange for anything.' },
  {
    value: 'your_brand',
    label: 'Your brand',
    hint: 'You are promoting yourself or your own business.',
  },
  {
    value: 'branded_content',
    label: 'Branded content',
    hint: 'You are promoting another brand or a third party.',
  },
];

function DisclosureField({
  choices,
  change,
  id,
}: {
  choices: TikTokChoices;
  change: TikTokChoicesState['change'];
  id: (name: string) => string;
}) {
  const privateOnly = choices.privacy_level === 'SELF_ONLY';
  const label = tiktokDisclosureLabel(choices.disclosure);
  return (
    <fieldset className="field post-editor-tiktok-disclosure">
      <legend>Does this post promote a brand, product or service?</legend>
      {DISCLOSURES.map((option) => {
        const disabled = option.value === 'branded_content' && privateOnly;
        return (
          <div className="post-editor-tiktok-option" key={option.value}>
            <label className="checkbox">
              <input
                type="radio"
                name={id('tiktok-disclosure')}
                value={option.value}
                checked={choices.disclosure === option.value}
                disabled={disabled}
                onChange={() => change({ disclosure: option.value })}
                aria-describedby={id(`tiktok-disclosure-${option.value}-hint`)}
              />
              {option.label}
            </label>
            <span id={id(`tiktok-disclosure-${option.value}-hint`)} className="field-hint">
              {disabled ? 'Branded content cannot be private ("Only me").' : option.hint}
            </span>
          </div>
        );
      })}
      {label ? <p className="post-editor-tiktok-label">{label}</p> : null}
    </fieldset>
  );
}
