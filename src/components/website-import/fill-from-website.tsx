import { lazy, Suspense, useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  WEBSITE_IMPORT_MESSAGES,
  websiteImportRequestSchema,
  type WebsiteProposal,
} from '@contract/website-import';
import { Dialog } from '@/components/dialog';
import { importBusinessWebsite } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import type { AcceptedWebsiteValues } from './review-state';
import './website-import.css';

// The review is loaded only when an owner asks to read their website.
const WebsiteReview = lazy(() =>
  import('./website-review').then((module) => ({ default: module.WebsiteReview })),
);

export const READING_WEBSITE = 'Reading your website…';
export const VALUES_FILLED_IN = 'The values you chose are filled in. Check them, then save.';
export const COPYING_LOGO = 'Copying your logo from your website…';
const UNREACHABLE_APP = "We couldn't reach the app. Check your connection and try again.";

function errorText(error: unknown): string {
  if (error instanceof ApiError && error.kind !== 'network' && error.kind !== 'contract') {
    return error.message;
  }
  return error instanceof ApiError && error.kind === 'network'
    ? UNREACHABLE_APP
    : WEBSITE_IMPORT_MESSAGES.unreachable;
}

interface FillFromWebsiteProps {
  /** The website address as the owner typed it in the field next to this control. */
  address: string;
  /**
   * Takes what the owner accepted; may finish later (copying the chosen logo) and answer
   * with a sentence for the owner when part of it could not be used.
   */
  onAccept: (accepted: AcceptedWebsiteValues) => void | Promise<string | null>;
}

/**
 * "Fill in from my website": reads the page at the address the owner typed and opens a
 * review of every value found; only what they accept there is passed to `onAccept`.
 */
export function FillFromWebsite({ address, onAccept }: FillFromWebsiteProps) {
  const statusId = useId();
  const [proposal, setProposal] = useState<WebsiteProposal | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const reading = useMutation({
    mutationFn: importBusinessWebsite,
    onMutate: () => {
      setProblem(null);
      setStatus(READING_WEBSITE);
    },
    onSuccess: (found) => {
      setStatus(found.foundLittle ? WEBSITE_IMPORT_MESSAGES.foundLittle : '');
      if (!found.foundLittle) setProposal(found);
    },
    onError: (error) => {
      setStatus('');
      setProblem(errorText(error));
    },
  });

  const read = () => {
    if (reading.isPending) return;
    const request = websiteImportRequestSchema.safeParse({ url: address });
    if (!request.success) {
      setStatus('');
      setProblem(WEBSITE_IMPORT_MESSAGES.notAnAddress);
      return;
    }
    reading.mutate(request.data.url);
  };

  const accept = async (accepted: AcceptedWebsiteValues) => {
    setProposal(null);
    setProblem(null);
    setStatus(accepted.logoUrl ? COPYING_LOGO : VALUES_FILLED_IN);
    const unused = await onAccept(accepted);
    setStatus(VALUES_FILLED_IN);
    if (unused) setProblem(unused);
  };

  return (
    <div className="fill-from-website">
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-disabled={reading.isPending || undefined}
        aria-describedby={statusId}
        onClick={read}
      >
        {reading.isPending ? READING_WEBSITE : 'Fill in from my website'}
      </button>
      <p id={statusId} className="field-hint fill-from-website-status" role="status">
        {status}
      </p>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <Dialog
        open={proposal !== null}
        onClose={() => setProposal(null)}
        title="Review what we found"
        description="Tick what to use and edit anything that needs it. Nothing is saved until you save."
      >
        {proposal ? (
          <Suspense fallback={<p className="field-hint">Loading the review…</p>}>
            <WebsiteReview
              proposal={proposal}
              onAccept={(accepted) => void accept(accepted)}
              onCancel={() => setProposal(null)}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </div>
  );
}
