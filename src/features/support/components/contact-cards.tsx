import type { ReactNode } from 'react';
import { SAMPLE_CONTACT_CHANNELS, type ContactChannelId } from '../sample-data';

const ICONS: Record<ContactChannelId, ReactNode> = {
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.8l1.4 4-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4 1.4v2.8a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  ),
  chat: (
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4H6.5A2.5 2.5 0 0 1 4 13.5z" />
  ),
};

/** The ways to reach support; live chat does not exist yet, and says how to reach us instead. */
export function ContactCards() {
  return (
    <ul className="support-channels" aria-label="Ways to reach us">
      {SAMPLE_CONTACT_CHANNELS.map((channel) => (
        <li key={channel.id} className="support-channel">
          <span className="support-channel-icon">
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {ICONS[channel.id]}
            </svg>
          </span>
          <h2 className="support-channel-title">{channel.title}</h2>
          {channel.href ? (
            <a className="support-channel-detail" href={channel.href}>
              {channel.detail}
            </a>
          ) : (
            <p className="support-channel-detail support-channel-unavailable">{channel.detail}</p>
          )}
          <p className="support-channel-note">{channel.note}</p>
        </li>
      ))}
    </ul>
  );
}
