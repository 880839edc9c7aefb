import { useState } from 'react';
import { Calendar } from '@/features/calendar/components/calendar';
import { buildSampleScheduledPosts } from '@/features/schedule/sample-data';
import { SchedulePage } from '@/features/schedule/components/schedule-page';

export default function ScheduleRoute() {
  const [posts] = useState(() => buildSampleScheduledPosts());
  return (
    <SchedulePage
      posts={posts}
      calendar={
        <Calendar label="Content calendar" posts={posts} headingLevel={2} showAgenda={false} />
      }
    />
  );
}
