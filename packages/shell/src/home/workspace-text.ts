/** Greeting for the hour of the day, as the personal workspace opens with it. */
export function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch milliseconds as year-month-day hour:minute, the shell's default date format. */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

interface PreviousLogin {
  prevLogin?: number;
  prevLoginTime?: number | null;
  prevLoginIPAddress?: string;
  prevLoginIPAddressName?: string;
}

/** One line about the previous sign-in (spec shell.md 2.11), or null on a first sign-in. */
export function previousLoginText(user: PreviousLogin): string | null {
  if (!user.prevLogin || !user.prevLoginTime) return null;
  const place = [user.prevLoginIPAddressName, user.prevLoginIPAddress].filter(Boolean).join(' · ');
  return `上次登录：${formatDateTime(user.prevLoginTime)}${place ? `（${place}）` : ''}`;
}
