/** "08:00" as "8am", "17:30" as "5:30pm", "12:00" as "12pm": as an owner writes a time. */
export function clockTime(time: string): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes === '00' ? '' : `:${minutes}`}${hours < 12 ? 'am' : 'pm'}`;
}
