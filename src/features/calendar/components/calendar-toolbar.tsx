/** The month's name between the buttons that turn to the previous and the next month. */
export function CalendarToolbar({
  headingId,
  headingLevel,
  title,
  onPrevious,
  onNext,
}: {
  headingId: string;
  headingLevel: 2 | 3 | 4;
  title: string;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="calendar-toolbar">
      <button
        type="button"
        className="calendar-nav"
        aria-label="Previous month"
        onClick={onPrevious}
      >
        <Chevron direction="left" />
      </button>
      <Heading id={headingId} className="calendar-heading" aria-live="polite">
        {title}
      </Heading>
      <button type="button" className="calendar-nav" aria-label="Next month" onClick={onNext}>
        <Chevron direction="right" />
      </button>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
