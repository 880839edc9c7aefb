import { useSearchParams } from 'react-router-dom';
import { nextMonth } from '../setup-defaults';
import { PlanTable } from './plan-table';
import { SetUpStep, WritingStep } from './plan-month-steps';
import { usePlanSuggestions } from './plan-suggestions';
import { message, usePlanMonthMutations, usePlanMonthQueries } from './use-plan-month';
import '../plan-month.css';

interface PlanMonthPageProps {
  userEmail: string;
  /** Today on the business's clock (YYYY-MM-DD). */
  today: string;
  calendarPath: string;
}

/** Plan a month: set up, the plan, writing with progress, review. The plan's id lives in the URL. */
export function PlanMonthPage({ userEmail, today, calendarPath }: PlanMonthPageProps) {
  const [params, setParams] = useSearchParams();
  const planId = params.get('plan');
  const open = (id: string | null) => setParams(id ? { plan: id } : {}, { replace: false });
  const { profile, latest, plan, posts } = usePlanMonthQueries(userEmail, planId);
  const suggestions = usePlanSuggestions(userEmail);
  const { create, start, action, refresh, showPost } = usePlanMonthMutations(
    userEmail,
    planId,
    open,
  );

  let body;
  if (!planId && profile.isPending) {
    body = <p role="status">Loading your brand...</p>;
  } else if (!planId) {
    body = (
      <SetUpStep
        latest={latest.data}
        onFollow={open}
        month={nextMonth(today)}
        postsPerMonth={profile.data?.contentPrefs.postsPerMonth ?? 12}
        brandPlatforms={profile.data?.contentPrefs.platforms ?? []}
        isPlanning={create.isPending}
        error={create.isError ? message(create.error) : null}
        onPlan={(settings) => create.mutate(settings)}
        suggestions={suggestions.data}
      />
    );
  } else if (plan.isPending) {
    body = <p role="status">Loading your plan...</p>;
  } else if (plan.isError) {
    body = (
      <p className="alert alert-error" role="alert">
        {message(plan.error)}
      </p>
    );
  } else if (plan.data.state === 'planning') {
    body = (
      <PlanTable
        key={plan.data.id}
        plan={plan.data}
        isStarting={start.isPending}
        error={start.isError ? message(start.error) : null}
        onWrite={(slots) => start.mutate(slots)}
        onStartOver={() => open(null)}
      />
    );
  } else {
    body = (
      <WritingStep
        userEmail={userEmail}
        plan={plan.data}
        posts={posts.data?.posts}
        calendarPath={calendarPath}
        busy={action.isPending}
        error={action.isError ? message(action.error) : null}
        run={(call) => action.mutate(call)}
        runAsync={(call) => action.mutateAsync(call)}
        refresh={refresh}
        showPost={showPost}
        onPlanAnother={() => open(null)}
      />
    );
  }

  return (
    <div className="container page plan-month">
      <header className="page-header">
        <h1>Plan a month</h1>
        <p>Plan a month of posts, write them in one go, then review and schedule them.</p>
      </header>
      {body}
    </div>
  );
}
