import { describeLimit, type PlatformLimit } from './platform-limits';

/** Each selected platform's length and hashtags against its limits, and X's shorter version. */
export function PlatformLimitsList({
  id,
  limits,
}: {
  id: string;
  limits: readonly PlatformLimit[];
}) {
  const xShortened = limits.find((limit) => limit.shortened)?.shortened ?? null;
  return (
    <>
      <ul id={id} className="post-editor-limits" aria-label="Limits per platform">
        {limits.map((limit) => (
          <li key={limit.platform} className={limit.fits ? 'fits' : 'over'}>
            {describeLimit(limit)}
            {limit.fits ? null : (
              <strong>
                {' '}
                {limit.shortened ? '(too long: the X version below is used)' : '(over the limit)'}
              </strong>
            )}
          </li>
        ))}
      </ul>
      {xShortened ? (
        <div className="post-editor-x">
          <h3>X version</h3>
          <p>{[xShortened.caption, xShortened.hashtags].filter(Boolean).join('\n')}</p>
        </div>
      ) : null}
    </>
  );
}
