// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEventDto } from '../../../common/calendar';
import { PlanCalendarView } from './PlanCalendarView';

const event = (id: string, date: string, extra: Partial<CalendarEventDto> = {}): CalendarEventDto => ({
  id,
  uid: `${id}.x@creditfix-calendar`,
  title: `Event ${id}`,
  description: '',
  date,
  type: 'follow_up',
  kind: 'follow_up',
  bureaus: ['experian'],
  status: 'scheduled',
  priority: 'medium',
  color: 'orange',
  sequence: 0,
  item_id: null,
  editable: false,
  ...extra,
});

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/calendar/events') {
        const events = [
          event('a', '2026-12-01', { priority: 'high', title: 'Response deadline: Experian' }),
          event('b', '2026-12-01'),
          event('c', '2027-01-05'),
        ];
        return new Response(JSON.stringify({ events }), { headers: { 'Content-Type': 'application/json' } });
      }
      return new Response('BEGIN:VCALENDAR', { headers: { 'Content-Type': 'text/calendar', 'Content-Disposition': 'attachment; filename="x.ics"' } });
    }),
  );
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlanCalendarView', () => {
  it('groups events by date, marks high priority, and downloads all or one', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PlanCalendarView />
      </QueryClientProvider>,
    );
    const first = await screen.findByRole('region', { name: 'Tuesday, December 1, 2026' });
    expect(within(first).getAllByTestId('calendar-event')).toHaveLength(2);
    expect(within(first).getByText('High priority')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Tuesday, January 5, 2027' })).getAllByTestId('calendar-event')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Download Calendar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download "Event c" (.ics)' }));
    await waitFor(() => expect(calls).toEqual(['/api/calendar/events', '/api/calendar/ics', '/api/calendar/events/c/ics']));
  });
});
